"""Why a Preference action is not allowed, in English: the templates of every code.

The rules build reasons with ``illegal(code, **args)``; ``str(reason)`` words them from here
and the table from its catalogs (``illegal-preference-<code>``). See engine/reasons.py.
"""

from __future__ import annotations

from cardavia.engine.reasons import Template, declared, register
from cardavia.games.preference.tables import SUIT_CODES, SUIT_NAMES

GAME_ID = "preference"


def _name(suit: str) -> str:
    return SUIT_NAMES[SUIT_CODES.index(suit)]


def _cards(cards: str) -> str:
    return ", ".join(cards.split(","))


def _first_turn_only(bid: str) -> str:
    what = "Hearts" if bid == "hearts" else "a Game"
    return f"{what} may be bid only as a player's first action"


def _trump_too_low(level: int, lowest: str, suit: str) -> str:
    allowed = ", ".join(f"trump:{s}" for s in SUIT_CODES[SUIT_CODES.index(lowest) :])
    return (
        f"trumps must be at or above the bid suit: {level} is "
        f"{_name(lowest)}, so {_name(suit)} is too low ({allowed})"
    )


def _no_aces_has_aces(cards: str) -> str:
    return f"no-aces needs a hand without Aces; the declarer has {_cards(cards)}"


def _no_aces_has_aces_talon(cards: str) -> str:
    return (
        "no-aces needs a hand without Aces (the talon counts, kept or discarded); "
        f"the declarer has {_cards(cards)}"
    )


def _must_follow(suit: str) -> str:
    return f"you must follow {_name(suit)}"


def _must_trump(suit: str, trump: str) -> str:
    return f"you have no {_name(suit)}, so you must play a trump ({_name(trump)})"


def _must_beat(card: str, cards: str) -> str:
    return f"you must beat {card} since you can ({_cards(cards)})"


TEMPLATES: dict[str, Template] = {
    "card-wrong-phase": "no card can be played during the {phase}",
    "bid-wrong-phase": "the auction is over; bids are not allowed during the {phase}",
    "defence-wrong-phase": (
        "stay and drop are the defenders' choices after the auction and the "
        "exchange, not during the {phase}"
    ),
    "invitation-wrong-phase": (
        "invite and alone are chosen only by the one defender who stayed when the "
        "other dropped out, not during the {phase}"
    ),
    "first-turn-only": _first_turn_only,
    "game-too-low": (
        "{bid} does not beat the standing {contract}; "
        "a later Game must be in a strictly higher suit (C < S < D)"
    ),
    "game-standing": "{contract} has been bid; you may only bid a higher Game, Hearts or pass",
    "hold-nothing": "there is no bid to hold",
    "hold-not-bid": "you may hold only after bidding a number yourself earlier",
    "hold-priority": (
        "you may not hold: seat {seat} bid {level} and has priority over you "
        "(forehand > middlehand > dealer); raise or pass"
    ),
    "jump-may-hold": (
        "you may hold {level} (you have priority over seat {seat}) or pass; "
        "bidding {bid} would be a jump"
    ),
    "too-low-may-hold": "{bid} does not overcall {level}; you may hold {level} or pass",
    "only-pass": "seat {seat} holds 4, the highest numeric bid; you may only pass",
    "bid-too-low": "{bid} does not overcall {level}; bid {next} or pass",
    "jump": "no jump bids: the next bid is {next}",
    "discards-done": "the two discards are made; name trumps now",
    "discard-wrong-phase": (
        "only the declarer of a numeric contract discards, right after taking the "
        "talon; not during the {phase}"
    ),
    "discard-not-held": "the declarer does not hold {card}",
    "trump-before-discard": "discard 2 cards before naming trumps",
    "trump-wrong-phase": (
        "trumps are named only by the declarer of a numeric contract after the "
        "exchange; not during the {phase}"
    ),
    "trump-too-low": _trump_too_low,
    "no-aces-repeated": "no-aces has already been announced",
    "no-aces-not-now": "no-aces is announced only by the declarer, just before the opening lead",
    "no-aces-has-aces": _no_aces_has_aces,
    "no-aces-has-aces-talon": _no_aces_has_aces_talon,
    "must-follow": _must_follow,
    "must-trump": _must_trump,
    "must-beat": _must_beat,
    "must-beat-lowest": (
        "with three hands playing and the declarer leading, the first defender must beat "
        "with the lowest card that beats: {card}"
    ),
}

#: Preference's own reasons: code -> argument names (engine.reasons.COMMON_REASONS aside).
ILLEGAL_REASONS = declared(TEMPLATES)

illegal = register(GAME_ID, TEMPLATES)

__all__ = ["ILLEGAL_REASONS", "TEMPLATES", "illegal"]
