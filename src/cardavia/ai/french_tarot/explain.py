"""Why the French Tarot heuristic chose its card, discard or declaration: the hint's reason.

The card's reason starts from the branch of :func:`~cardavia.ai.french_tarot.heuristics.
card_choice` that chose it (feeding a partner whose card is safe, the cheapest winner as the
last to play, the top of a suit, ...) and states it when the position bears it out; otherwise
the most specific fact that holds (:mod:`cardavia.ai.reasons`). Facts are read from the seat's
observation only.
"""

from __future__ import annotations

from typing import Any

from cardavia.ai.common import Decision, Explanation, codes_mask
from cardavia.ai.french_tarot import heuristics as h
from cardavia.ai.reasons import (
    TrickFacts,
    fallback_reason,
    follow_reason,
    lead_reason,
)
from cardavia.engine.decks import TAROT
from cardavia.games.french_tarot.tables import (
    EXCUSE,
    HALF_POINTS,
    KINGS_MASK,
    PETIT,
    SUIT_MASKS,
    SUIT_OF,
    TRUMP_MASK,
    trick_winner_pos,
)

JsonDict = dict[str, Any]
TRICKS = 18


def _mask(codes: list[str] | None) -> int:
    return codes_mask(TAROT, codes)


def discard_reason(obs: JsonDict, action: str) -> Explanation:
    """Why ``discard:<card>`` goes to the chien: a void made, points banked, a small card, or
    (too few other cards) a trump."""
    card = TAROT.parse(action[8:])
    if (1 << card) & TRUMP_MASK:
        return Explanation("tarot-discard-trump")
    hand = _mask(obs["hand"])
    left = len(obs["hand"]) - TRICKS  # discards still to make, this one included
    suit_cards = hand & SUIT_MASKS[SUIT_OF[card]]
    if not suit_cards & KINGS_MASK and suit_cards.bit_count() <= left:
        return Explanation("tarot-discard-void", {"suit": action[-1]})
    if HALF_POINTS[card] > 1:
        return Explanation("tarot-discard-points", {"card": action[8:]})
    return Explanation("tarot-discard-small")


def poignee_decision(action: str) -> Decision:
    return Decision(action, Explanation("tarot-poignee", {"size": len(action[8:].split(","))}))


def _cost(c: int) -> int:
    if c in (PETIT, 76):
        return 100
    return HALF_POINTS[c] * 2 + (1 if SUIT_OF[c] == 4 else 0)


def _suit_mask(s: int) -> int:
    return TRUMP_MASK if s == 4 else SUIT_MASKS[s] if s < 4 else 0


def trick_facts(obs: JsonDict, card: int, legal: list[int]) -> TrickFacts:
    """The facts of playing ``card`` (the Excuse included in ``legal``: it never wins)."""
    me: int = obs["seat"]
    taker: int = obs["taker"] if obs["taker"] is not None else -1
    hand = _mask(obs["hand"])
    trick = [(p["seat"], TAROT.parse(p["card"])) for p in obs["trick"]]
    known = hand | _mask(obs["discarded_trumps"])
    for t in obs["tricks"]:
        known |= _mask(t["cards"])
    for _, c in trick:
        known |= 1 << c
    if obs["discard"] is not None:
        known |= _mask(obs["discard"])
    win_seat, win = -1, -1
    if trick:
        win_seat, win = trick[trick_winner_pos([c for _, c in trick])]
        if win == EXCUSE:
            win_seat, win = -1, -1

    def partner(seat: int) -> bool:
        return seat >= 0 and seat != me and taker >= 0 and (seat == taker) == (me == taker)

    return TrickFacts(
        card=card,
        legal=legal,
        hand=hand,
        trick=trick,
        win=win,
        win_seat=win_seat,
        last=len(trick) == 3,
        partner=partner,
        unseen=((1 << 78) - 1) & ~known,
        suit_of=lambda c: SUIT_OF[c],
        trump=4,
        beats=h.beats,
        cost=_cost,
        code=lambda c: TAROT.codes[c],
        suit_mask=_suit_mask,
    )


def card_reason(obs: JsonDict, card: int, branch: str, legal: list[int]) -> Explanation:
    """The reason for ``card``, chosen by ``card_choice``'s ``branch`` among ``legal``."""
    if branch == h.ONLY or len(legal) == 1:
        return Explanation("only-legal")
    t = trick_facts(obs, card, legal)
    if card == EXCUSE:
        return _excuse_reason(obs, t, branch)
    if not t.trick or t.win < 0:  # a lead, or the first card after a led Excuse
        return _lead_reason(obs, t, branch)
    wins = h.beats(card, t.win)
    safe = t.partner(t.win_seat) and t.safe_win()
    if card == PETIT:
        if wins and t.last:
            return Explanation("tarot-save-petit")
        if safe:
            return Explanation("tarot-save-petit-partner", {"card": t.code(t.win)})
    if branch in (h.FEED, h.FEED_LOW) and safe and not wins:
        if branch == h.FEED and HALF_POINTS[card] > 1 and SUIT_OF[card] < 4:
            return Explanation("partner-feed", {"card": t.code(t.win)})
        return Explanation("partner-wins", {"card": t.code(t.win)})
    if branch == h.WIN_LAST and wins:
        return Explanation("wins-trick")
    if branch == h.WIN_MASTER and wins and t.is_master(card):
        return Explanation("master-trump")
    if branch == h.WIN_PLAIN and wins and t.is_master(card):
        return Explanation("master-card", {"suit": t.letter(card)})
    if branch == h.WIN_TRUMP and t.cheapest_trump_over():
        return Explanation("cheapest-trump-over", {"card": t.code(t.win)})
    if safe and not wins and HALF_POINTS[card] > 1 and SUIT_OF[card] < 4:
        return Explanation("partner-feed", {"card": t.code(t.win)})
    return follow_reason(t) or fallback_reason(t)


def _excuse_reason(obs: JsonDict, t: TrickFacts, branch: str) -> Explanation:
    if branch == h.LEAD_EXCUSE and not t.hand & ((1 << 56) - 1):
        return Explanation("tarot-excuse-lead")
    # At the last trick the Excuse would go to the other side: no saving then.
    if t.win >= 0 and not t.partner(t.win_seat) and len(obs["tricks"]) < TRICKS - 1:
        return Explanation("tarot-excuse")
    return Explanation("keeps-strongest")


def _lead_reason(obs: JsonDict, t: TrickFacts, branch: str) -> Explanation:
    card = t.card
    me_taker = obs["seat"] == obs["taker"]
    if branch == h.LEAD_MASTER and t.is_master(card):
        return Explanation("lead-master", {"suit": t.letter(card)})
    if branch == h.LEAD_MASTER_TRUMP and t.is_master(card):
        return Explanation("lead-master-trump")
    if branch == h.LEAD_DRAW:
        mine = (t.hand & TRUMP_MASK).bit_count()
        out = (t.unseen & TRUMP_MASK).bit_count()
        if mine >= out > 0:
            return Explanation("lead-draw-trumps", {"count": mine, "number": out})
    return lead_reason(t, me_taker) or fallback_reason(t)


__all__ = ["card_reason", "discard_reason", "poignee_decision", "trick_facts"]
