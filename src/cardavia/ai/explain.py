"""Why the ``normal`` AI would take an action: one checked fact about the position.

``explain(game_id, obs, action)`` reads only the seat's observation (the dict the agents get)
and returns an :class:`Explanation`: a stable ``code`` (the catalog message ``hint-<code>``)
and its ``args`` (cards as record codes, suits as record suit letters, numbers as ints,
Tarot contracts as record bids). Each code states facts that were checked here; the generic
``keeps-strongest`` is used only when nothing more specific holds. Hand values come from the
agents' own evaluations (imported, never copied), so a bid reads the way the AI judged it.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from cardavia.ai.common import CODES, Explanation, codes_mask
from cardavia.ai.french_tarot.heuristics import BID_THRESHOLDS, hand_strength
from cardavia.ai.preference.heuristics import (
    NORMAL_STYLE,
    best_trump,
    choose_discard_one,
    choose_exchange,
    declarer_tricks,
    defender_tricks,
)
from cardavia.engine.cards import bits
from cardavia.engine.decks import SCHNAPSEN, TAROT, WIENER_BILD
from cardavia.games.french_tarot.tables import (
    CONTRACTS,
    EXCUSE,
    HALF_POINTS,
    KINGS_MASK,
    PETIT,
    TRUMP_MASK,
    trick_winner_pos,
)
from cardavia.games.french_tarot.tables import (
    SUIT_MASKS as TAROT_SUITS,
)
from cardavia.games.french_tarot.tables import (
    SUIT_OF as TAROT_SUIT_OF,
)
from cardavia.games.preference.tables import (
    BEATS as PREF_BEATS,
)
from cardavia.games.preference.tables import (
    CONTRACT_NAMES,
    HEARTS_SUIT,
    NEEDED_DECLARER,
)
from cardavia.games.preference.tables import (
    SUIT_CODES as PREF_SUIT_CODES,
)
from cardavia.games.preference.tables import (
    SUIT_MASKS as PREF_SUITS,
)
from cardavia.games.schnapsen.tables import (
    BEATS as SCH_BEATS,
)
from cardavia.games.schnapsen.tables import (
    HIGHER as SCH_HIGHER,
)
from cardavia.games.schnapsen.tables import (
    POINTS as SCH_POINTS,
)
from cardavia.games.schnapsen.tables import (
    RANK_OF as SCH_RANK_OF,
)
from cardavia.games.schnapsen.tables import (
    SUIT_CODES as SCH_SUIT_CODES,
)
from cardavia.games.schnapsen.tables import (
    SUIT_MASKS as SCH_SUITS,
)
from cardavia.games.schnapsen.tables import (
    TARGET,
    TEN,
    marriage_points,
)

JsonDict = dict[str, Any]


def explain(game_id: str, obs: JsonDict, action: str) -> Explanation:
    """Why ``action`` (one of ``obs["legal_actions"]``) is a good choice for the seat."""
    legal: list[str] = obs["legal_actions"]
    if action not in legal:
        raise ValueError(f"{action!r} is not a legal action here")
    if len(legal) == 1:
        return Explanation("only-legal")
    if game_id == "french-tarot":
        return _tarot(obs, action)
    if game_id == "schnapsen":
        return _schnapsen(obs, action)
    if game_id == "preference":
        return _preference(obs, action)
    raise ValueError(f"no explanations for {game_id!r}")


# -- card play, shared ------------------------------------------------------------------------


@dataclass
class _Trick:
    """One card-play decision, in a game's own int cards (a higher int is a stronger card of
    the same suit in every pack here)."""

    card: int
    legal: list[int]  # the legal cards (ints)
    hand: int
    trick: list[tuple[int, int]]  # (seat, card) in play order
    win: int  # the card now winning the trick (-1 if none)
    win_seat: int
    last: bool  # this seat plays the trick's last card
    partner: Callable[[int], bool]  # is that seat on this seat's side (not this seat)?
    unseen: int  # cards neither in this hand nor played (nor known to be elsewhere)
    suit_of: Callable[[int], int]  # 0-3 plain suits; the trump suit is ``trump``
    trump: int
    beats: Callable[[int, int], bool]  # does card a beat the winning card b?
    cost: Callable[[int], int]  # what giving this card away loses (lower is cheaper)
    code: Callable[[int], str]
    suit_mask: Callable[[int], int]


def _suit_letter(code: str) -> str:
    return code[-1]


def _follow(t: _Trick) -> Explanation | None:
    """Reasons when following to a trick (None: nothing specific)."""
    card, win = t.card, t.win
    wins = t.beats(card, win)
    winners = [c for c in t.legal if t.beats(c, win)]
    # The suit led is that of the first card other than the Excuse (Tarot suit 5).
    first = next(c for _, c in t.trick if t.suit_of(c) < 5)
    led = t.suit_of(first)
    is_trump = t.suit_of(card) == t.trump
    if t.partner(t.win_seat) and not wins:
        safe = t.last or not any(t.beats(u, win) for u in bits(t.unseen))
        if safe:
            return Explanation("partner-wins", {"card": t.code(win)})
    if wins:
        if t.last:
            return Explanation("wins-trick")
        cheaper_trumps = [c for c in winners if t.suit_of(c) == t.trump and c < card]
        if is_trump and led != t.trump and not cheaper_trumps:
            return Explanation("cheapest-trump-over", {"card": t.code(win)})
        # "The highest card still out": nothing higher is unplayed, in this hand either.
        above = t.suit_mask(t.suit_of(card)) & ~((1 << (card + 1)) - 1)
        if not (t.unseen | t.hand) & above:
            if is_trump:
                return Explanation("master-trump")
            return Explanation("master-card", {"suit": _suit_letter(t.code(card))})
        if is_trump and led != t.trump and not t.hand & t.suit_mask(led):
            return Explanation("void-trump", {"suit": _suit_letter(t.code(first))})
        return Explanation("takes-lead", {"card": t.code(win)})
    if winners:
        return Explanation("duck", {"card": t.code(win)})
    if is_trump and led != t.trump and not t.hand & t.suit_mask(led):
        return Explanation("void-trump", {"suit": _suit_letter(t.code(first))})
    cheapest = min(t.cost(c) for c in t.legal)
    if t.cost(card) == cheapest:
        return Explanation("lost-lowest")
    plain = [c for c in t.legal if t.suit_of(c) != t.trump]
    if not is_trump and plain and t.cost(card) == min(t.cost(c) for c in plain):
        return Explanation("lost-keep-trumps")
    return Explanation("lost-shed")


def _lead(t: _Trick, declarer_side: bool) -> Explanation | None:
    card = t.card
    suit = t.suit_of(card)
    mine = t.hand & t.suit_mask(suit)
    above = t.suit_mask(suit) & ~((1 << (card + 1)) - 1)
    # "The highest card still out": nothing higher is unplayed, in this hand either.
    master = not (t.unseen | t.hand) & above
    letter = _suit_letter(t.code(card))
    if suit == t.trump:
        trumps_out = t.unseen & t.suit_mask(t.trump)
        if master:
            return Explanation("lead-master-trump")
        mine_n, out_n = mine.bit_count(), trumps_out.bit_count()
        if declarer_side and mine_n >= out_n > 0:
            return Explanation("lead-draw-trumps", {"count": mine_n, "number": out_n})
        return None
    if master:
        return Explanation("lead-master", {"suit": letter})
    if mine.bit_count() == 1:
        return Explanation("lead-singleton", {"suit": letter})
    if mine & ((1 << card) - 1) == 0:
        lengths = [(t.hand & t.suit_mask(s)).bit_count() for s in range(4) if s != t.trump]
        if mine.bit_count() == max(lengths):
            return Explanation("lead-long", {"suit": letter})
        return Explanation("lead-low", {"suit": letter})
    return None


def _fallback(t: _Trick) -> Explanation:
    suit = t.suit_of(t.card)
    above = t.hand & t.suit_mask(suit) & ~((1 << (t.card + 1)) - 1)
    trumps = t.hand & t.suit_mask(t.trump) if t.trump >= 0 else 0
    if above or (suit != t.trump and trumps):
        return Explanation("keeps-strongest")
    if suit == t.trump:
        return Explanation("top-trump")
    return Explanation("top-of-suit", {"suit": _suit_letter(t.code(t.card))})


# -- French Tarot -----------------------------------------------------------------------------


def _tarot_mask(codes: list[str]) -> int:
    return codes_mask(TAROT, codes)


def _tarot(obs: JsonDict, action: str) -> Explanation:
    phase = obs["phase"]
    hand = _tarot_mask(obs["hand"])
    if phase == "bidding":
        return _tarot_bid(obs, hand, action)
    if phase == "discard":
        return _tarot_discard(obs, hand, action)
    if action in ("chelem", "no-chelem"):
        count = (hand & TRUMP_MASK).bit_count()
        return Explanation(
            "tarot-chelem" if action == "chelem" else "tarot-no-chelem", {"count": count}
        )
    if action.startswith("poignee:"):
        return Explanation("tarot-poignee", {"size": len(action[8:].split(","))})
    legal_cards = [a for a in obs["legal_actions"] if not a.startswith("poignee:")]
    if len(legal_cards) == 1:
        return Explanation("only-legal")
    return _tarot_play(obs, hand, action, legal_cards)


def _tarot_bid(obs: JsonDict, hand: int, action: str) -> Explanation:
    strength = hand_strength(hand)
    if action != "pass":
        contract = CONTRACTS.index(action)
        return Explanation(
            "tarot-bid",
            {"points": strength, "contract": action, "target": BID_THRESHOLDS[contract - 1]},
        )
    highest = max((CONTRACTS.index(b) for b in obs["bids"] if b), default=0)
    lowest = min(highest + 1, len(BID_THRESHOLDS))
    return Explanation(
        "tarot-pass",
        {"points": strength, "contract": CONTRACTS[lowest], "target": BID_THRESHOLDS[lowest - 1]},
    )


def _tarot_discard(obs: JsonDict, hand: int, action: str) -> Explanation:
    card = TAROT.parse(action[8:])
    if (1 << card) & TRUMP_MASK:
        return Explanation("tarot-discard-trump")
    left = len(obs["hand"]) - 18  # discards still to make, this one included
    suit_cards = hand & TAROT_SUITS[TAROT_SUIT_OF[card]]
    if not suit_cards & KINGS_MASK and suit_cards.bit_count() <= left:
        return Explanation("tarot-discard-void", {"suit": action[-1]})
    if HALF_POINTS[card] > 1:
        return Explanation("tarot-discard-points", {"card": action[8:]})
    return Explanation("tarot-discard-small")


def _tarot_beats(card: int, win: int) -> bool:
    if card == EXCUSE:
        return False
    if win < 0 or win == EXCUSE:
        return True
    suit, win_suit = TAROT_SUIT_OF[card], TAROT_SUIT_OF[win]
    if suit == 4:
        return win_suit != 4 or card > win
    return suit == win_suit and card > win


def _tarot_play(obs: JsonDict, hand: int, action: str, legal_codes: list[str]) -> Explanation:
    me: int = obs["seat"]
    taker: int = obs["taker"] if obs["taker"] is not None else -1
    card = TAROT.parse(action)
    trick = [(p["seat"], TAROT.parse(p["card"])) for p in obs["trick"]]
    played = 0
    for t in obs["tricks"]:
        played |= _tarot_mask(t["cards"])
    for _, c in trick:
        played |= 1 << c
    known = hand | played | _tarot_mask(obs["discarded_trumps"])
    if obs["discard"] is not None:
        known |= _tarot_mask(obs["discard"])
    unseen = ((1 << 78) - 1) & ~known
    win_seat, win = -1, -1
    if trick:
        pos = trick_winner_pos([c for _, c in trick])
        win_seat, win = trick[pos]
        if win == EXCUSE:
            win_seat, win = -1, -1

    def partner(seat: int) -> bool:
        return seat >= 0 and seat != me and taker >= 0 and (seat == taker) == (me == taker)

    def cost(c: int) -> int:
        if c in (PETIT, 76):
            return 100
        return HALF_POINTS[c] * 2 + (1 if TAROT_SUIT_OF[c] == 4 else 0)

    t = _Trick(
        card=card,
        legal=[TAROT.parse(a) for a in legal_codes],  # the Excuse too (it never wins)
        hand=hand,
        trick=trick,
        win=win,
        win_seat=win_seat,
        last=len(trick) == 3,
        partner=partner,
        unseen=unseen,
        suit_of=lambda c: TAROT_SUIT_OF[c],
        trump=4,
        beats=_tarot_beats,
        cost=cost,
        code=lambda c: TAROT.codes[c],
        suit_mask=lambda s: TRUMP_MASK if s == 4 else TAROT_SUITS[s] if s < 4 else 0,
    )
    if card == EXCUSE:
        if not trick or win < 0:
            plain = hand & ((1 << 56) - 1)
            if not plain:
                return Explanation("tarot-excuse-lead")
            return Explanation("keeps-strongest")
        # At the last trick the Excuse would go to the other side: no saving then.
        if not partner(win_seat) and len(obs["tricks"]) < 17:
            return Explanation("tarot-excuse")
        return Explanation("keeps-strongest")
    if not trick or win < 0:
        reason = _lead(t, me == taker)
        return reason or _fallback(t)
    if card == PETIT:
        if _tarot_beats(card, win) and t.last:
            return Explanation("tarot-save-petit")
        if partner(win_seat) and (t.last or not any(_tarot_beats(u, win) for u in bits(unseen))):
            return Explanation("tarot-save-petit-partner", {"card": TAROT.codes[win]})
    if partner(win_seat) and not _tarot_beats(card, win) and HALF_POINTS[card] > 1:
        safe = t.last or not any(_tarot_beats(u, win) for u in bits(unseen))
        if safe and TAROT_SUIT_OF[card] < 4:
            return Explanation("partner-feed", {"card": TAROT.codes[win]})
    return _follow(t) or _fallback(t)


# -- Schnapsen --------------------------------------------------------------------------------


def _sch_mask(codes: list[str]) -> int:
    return codes_mask(SCHNAPSEN, codes)


def _schnapsen(obs: JsonDict, action: str) -> Explanation:
    me: int = obs["seat"]
    hand = _sch_mask(obs["hand"])
    trump = SCH_SUIT_CODES.index(obs["trump_suit"])
    points = obs["card_points"][me] + obs["pending_marriages"][me]
    played = 0
    for t in obs["tricks"]:
        played |= _sch_mask(t["cards"])
    lead = SCHNAPSEN.parse(obs["trick"][0]["card"]) if obs["trick"] else -1
    if lead >= 0:
        played |= 1 << lead
    others = ((1 << 20) - 1) & ~hand & ~played
    if action == "exchange":
        return Explanation("schnapsen-exchange", {"card": obs["trump_card"]})
    if action == "close":
        # Closing leaves the face-up trump card out of play: only the rest can beat ours.
        live = others
        if obs["trump_card"] and obs["trump_card_face_up"]:
            live &= ~(1 << SCHNAPSEN.parse(obs["trump_card"]))
        count = 0
        for c in reversed(bits(hand & SCH_SUITS[trump])):
            if live & SCH_HIGHER[c]:
                break
            count += 1
        if count:
            return Explanation("schnapsen-close-trumps", {"points": points, "count": count})
        return Explanation("schnapsen-close", {"points": points})
    if action.startswith("marriage:"):
        card = SCHNAPSEN.parse(action[9:])
        score = marriage_points(card, trump)
        if obs["tricks_won"][me] and obs["card_points"][me] + score >= TARGET:
            return Explanation("schnapsen-marriage-66", {"points": score})
        return Explanation("schnapsen-marriage", {"suit": action[-1], "points": score})
    card = SCHNAPSEN.parse(action)
    legal = [SCHNAPSEN.parse(a) for a in obs["legal_actions"] if a in SCHNAPSEN]
    if lead >= 0:
        beats = SCH_BEATS[trump][lead]
        if beats >> card & 1:
            total = points + SCH_POINTS[lead] + SCH_POINTS[card]
            if total >= TARGET:
                return Explanation("schnapsen-reaches-66", {"points": total})
            if _sch_suit(card) == trump != _sch_suit(lead):
                lower = [c for c in legal if _sch_suit(c) == trump and c < card]
                if not lower:
                    return Explanation("cheapest-trump-over", {"card": obs["trick"][0]["card"]})
            return Explanation(
                "schnapsen-wins-points", {"points": SCH_POINTS[lead] + SCH_POINTS[card]}
            )
    t = _Trick(
        card=card,
        legal=legal,
        hand=hand,
        trick=[(1 - me, lead)] if lead >= 0 else [],
        win=lead,
        win_seat=1 - me,
        last=True,
        partner=lambda s: False,
        unseen=others,
        suit_of=_sch_suit,
        trump=trump,
        beats=lambda a, b: bool(SCH_BEATS[trump][b] >> a & 1),
        cost=lambda c: SCH_POINTS[c],
        code=lambda c: SCHNAPSEN.codes[c],
        suit_mask=lambda s: SCH_SUITS[s],
    )
    if lead >= 0:
        return _follow(t) or _fallback(t)
    reason = _lead(t, False)
    if reason is not None and reason.code in ("lead-master", "lead-master-trump"):
        return reason
    if not obs["strict"] and _sch_suit(card) != trump and SCH_RANK_OF[card] < TEN:
        return Explanation("schnapsen-lead-cheap")
    if obs["stock_size"] == 0 and not obs["closed"]:
        return Explanation("schnapsen-stock-out")
    return reason or _fallback(t)


def _sch_suit(card: int) -> int:
    return card // 5


# -- Preference -------------------------------------------------------------------------------


def _pref_mask(codes: list[str]) -> int:
    return codes_mask(WIENER_BILD, codes)


def _shown(value: float, threshold: float) -> int:
    """``value`` as a whole number of tricks that is at least ``ceil(threshold)`` exactly when
    ``value`` reaches ``threshold`` (so "about 5, 5 needed" never contradicts the decision)."""
    return math.floor(value - threshold) + math.ceil(threshold)


def _preference(obs: JsonDict, action: str) -> Explanation:
    phase = obs["phase"]
    hand = _pref_mask(obs["hand"])
    style = NORMAL_STYLE
    if phase == "bidding":
        return _pref_bid(obs, hand, action)
    if phase == "discard":
        low = CONTRACT_NAMES.index(obs["contract"]) - 1
        card = WIENER_BILD.parse(action[8:])
        if hand.bit_count() == 12:
            a, b, _ = choose_exchange(hand, low)
            rest = hand & ~(1 << a) & ~(1 << b)
            if card not in (a, b):
                rest = hand & ~(1 << card)  # the second discard is chosen on its own
        else:
            rest = hand & ~(1 << card)
            if rest.bit_count() > 10:
                rest &= ~(1 << choose_discard_one(rest, low))
        value, suit = best_trump(rest, low)
        return Explanation("pref-discard", {"tricks": round(value), "suit": PREF_SUIT_CODES[suit]})
    if phase == "trump":
        suit = PREF_SUIT_CODES.index(action[6:])
        return Explanation(
            "pref-trump",
            {"tricks": round(declarer_tricks(hand, suit)), "suit": action[6:]},
        )
    trump = PREF_SUIT_CODES.index(obs["trump"])
    if phase == "defence":
        second = obs["seat"] != (obs["declarer"] + 1) % 3
        tricks = round(defender_tricks(hand, trump, False, second))
        return Explanation("pref-stay" if action == "stay" else "pref-drop", {"tricks": tricks})
    if phase == "invitation":
        second = obs["seat"] != (obs["declarer"] + 1) % 3
        tricks = round(defender_tricks(hand, trump, False, second))
        return Explanation(
            "pref-invite" if action == "invite" else "pref-alone", {"tricks": tricks}
        )
    if action == "no-aces":
        return Explanation(
            "pref-no-aces", {"tricks": _shown(declarer_tricks(hand, trump), style.no_aces)}
        )
    legal_codes = [a for a in obs["legal_actions"] if a != "no-aces"]
    if len(legal_codes) == 1:
        return Explanation("only-legal")
    return _pref_play(obs, hand, action, legal_codes, trump)


def _pref_bid(obs: JsonDict, hand: int, action: str) -> Explanation:
    style = NORMAL_STYLE
    level = 0
    game = False
    for entry in obs["auction"]:
        bid = entry["bid"]
        if bid in ("1", "2", "3", "4"):
            level = int(bid)
        elif bid.startswith("game:"):
            game = True
    if action == "hearts":
        value = declarer_tricks(hand, HEARTS_SUIT)
        return Explanation("pref-hearts", {"tricks": _shown(value, style.hearts)})
    if action.startswith("game:"):
        suit = "CSD".index(action[-1])
        need = style.game if game or level > 0 else style.game + style.game_open
        value = declarer_tricks(hand, suit)
        return Explanation("pref-game", {"tricks": _shown(value, need), "suit": action[-1]})
    if action in ("1", "2", "3", "4", "hold"):
        lowest = int(action) - 1 if action != "hold" else max(level - 1, 0)
        value, suit = best_trump(hand, lowest)
        tricks = _shown(value, style.numeric)
        if action == "hold":
            return Explanation("pref-hold", {"tricks": tricks, "suit": PREF_SUIT_CODES[suit]})
        return Explanation(
            "pref-bid", {"tricks": tricks, "suit": PREF_SUIT_CODES[suit], "level": int(action)}
        )
    if game:
        return Explanation("pref-pass-game")
    lowest = max(level - 1, 0) if "hold" in obs["legal_actions"] else level
    if lowest > 3:
        return Explanation("pref-pass-top", {"level": level})
    value, _ = best_trump(hand, lowest)
    return Explanation(
        "pref-pass",
        # What the rules need (6 tricks), not the AI's own threshold before the talon.
        {"tricks": _shown(value, style.numeric), "target": NEEDED_DECLARER},
    )


def _pref_play(
    obs: JsonDict, hand: int, action: str, legal_codes: list[str], trump: int
) -> Explanation:
    me: int = obs["seat"]
    d: int = obs["declarer"]
    card = WIENER_BILD.parse(action)
    trick = [(p["seat"], WIENER_BILD.parse(p["card"])) for p in obs["trick"]]
    played = 0
    for t in obs["tricks"]:
        played |= _pref_mask([p["card"] for p in t["cards"]])
    for _, c in trick:
        played |= 1 << c
    known = hand | played
    if obs["talon"] is not None and me == d:
        known |= _pref_mask(obs["talon"])
    if obs["discard"] is not None:
        known |= _pref_mask(obs["discard"])
    unseen = ((1 << 32) - 1) & ~known
    stays = [s for s in range(3) if obs["defence"][s] == "stay"]
    three = len(stays) == 2 or obs["inviter"] is not None
    win_seat, win = -1, -1
    if trick:
        win_seat, win = trick[0]
        for seat, c in trick[1:]:
            if PREF_BEATS[trump][win] >> c & 1:
                win_seat, win = seat, c

    def partner(seat: int) -> bool:
        return seat >= 0 and seat != me and seat != d and me != d

    t = _Trick(
        card=card,
        legal=[WIENER_BILD.parse(a) for a in legal_codes],
        hand=hand,
        trick=trick,
        win=win,
        win_seat=win_seat,
        last=len(trick) == (3 if three else 2) - 1,
        partner=partner,
        unseen=unseen,
        suit_of=lambda c: c >> 3,
        trump=trump,
        beats=lambda a, b: bool(PREF_BEATS[trump][b] >> a & 1),
        cost=lambda c: (c & 7) + (8 if c >> 3 == trump else 0),
        code=lambda c: WIENER_BILD.codes[c],
        suit_mask=lambda s: PREF_SUITS[s],
    )
    if trick:
        return _follow(t) or _fallback(t)
    return _lead(t, me == d) or _fallback(t)


__all__ = ["CODES", "Explanation", "explain"]
