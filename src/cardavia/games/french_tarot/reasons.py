"""Why a French Tarot action is not allowed, in English: the templates of every code.

The rules build reasons with ``illegal(code, **args)``; ``str(reason)`` words them from here
and the table from its catalogs (``illegal-french-tarot-<code>``). See engine/reasons.py.
"""

from __future__ import annotations

from cardavia.engine.reasons import Template, declared, register

GAME_ID = "french-tarot"
_SUITS = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}


def _must_follow(suit: str) -> str:
    return f"you must follow {_SUITS[suit]}"


def _poignee_not_held(cards: str) -> str:
    return f"you cannot show {', '.join(cards.split(','))}: not in your hand"


TEMPLATES: dict[str, Template] = {
    "unknown-action": "unknown action",
    "poignee-wrong-phase": "a poignée is declared just before one's first card, not during {phase}",
    "card-wrong-phase": "no card can be played during {phase}",
    "discard-wrong-phase": (
        "discards are made only by the taker after taking the chien, not during {phase}"
    ),
    "bid-wrong-phase": "the auction is over; bids are not allowed during {phase}",
    "bid-too-low": "{bid} does not overcall {contract}; bid higher or pass",
    "chelem-wrong-phase": (
        "a chelem is declared only by the taker, as the first action after the "
        "discard (or the auction for Garde sans / Garde contre)"
    ),
    "must-follow": _must_follow,
    "must-trump-trumps-led": "trumps were led and you hold trumps, so you must play a trump",
    "must-trump": "you have no card of the led suit, so you must play a trump",
    "must-overtrump": "you must beat the highest trump in the trick ({card}) since you can",
    "discard-not-held": "the taker does not hold {card}",
    "discard-king": "Kings may never be discarded",
    "discard-bout": "bouts (the Petit, the 21 and the Excuse) may never be discarded",
    "discard-trump": (
        "trumps may be discarded only if you have fewer than 6 discardable plain cards"
    ),
    "discard-trump-count": (
        "you may discard only {count} trump(s): plain cards must be used first"
    ),
    "poignee-too-late": "a poignée is declared only just before one's first card",
    "poignee-repeated": "you have already declared a poignée",
    "poignee-size": "a poignée shows exactly 10, 13 or 15 trumps, not {size}",
    "poignee-not-trumps": "a poignée shows only trumps (and the Excuse as a stand-in)",
    "poignee-not-held": _poignee_not_held,
    "poignee-no-excuse": "you do not hold the Excuse",
    "poignee-excuse": (
        "the Excuse may stand in for a trump only when you show all your trumps "
        "and are still one short"
    ),
}

#: French Tarot's own reasons: code -> argument names (engine.reasons.COMMON_REASONS aside).
ILLEGAL_REASONS = {
    code: args for code, args in declared(TEMPLATES).items() if code != "unknown-action"
}

illegal = register(GAME_ID, TEMPLATES)

__all__ = ["ILLEGAL_REASONS", "TEMPLATES", "illegal"]
