"""Why the Preference heuristic chose its card: the hint's reason.

The reason starts from the branch of :func:`~cardavia.ai.preference.heuristics.card_choice`
that chose the card (the cheapest winner as the last to play, drawing trumps, the top of a
suit, a singleton to ruff later, ...) and states it when the position bears it out; otherwise
the most specific fact that holds (:mod:`cardavia.ai.reasons`). The auction, exchange, trump
and defence decisions carry their reasons from heuristics.py. Facts are read from the seat's
observation only.
"""

from __future__ import annotations

from typing import Any

from cardavia.ai.common import Explanation, codes_mask
from cardavia.ai.preference import heuristics as h
from cardavia.ai.reasons import TrickFacts, fallback_reason, follow_reason, lead_reason
from cardavia.engine.decks import WIENER_BILD
from cardavia.games.preference.tables import BEATS, SUIT_CODES, SUIT_MASKS

JsonDict = dict[str, Any]


def _mask(codes: list[str] | None) -> int:
    return codes_mask(WIENER_BILD, codes)


def trick_facts(obs: JsonDict, card: int, legal: list[int]) -> TrickFacts:
    """The facts of playing ``card`` among ``legal``."""
    me: int = obs["seat"]
    d: int = obs["declarer"]
    trump = SUIT_CODES.index(obs["trump"])
    hand = _mask(obs["hand"])
    trick = [(p["seat"], WIENER_BILD.parse(p["card"])) for p in obs["trick"]]
    known = hand
    for t in obs["tricks"]:
        known |= _mask([p["card"] for p in t["cards"]])
    for _, c in trick:
        known |= 1 << c
    if obs["talon"] is not None and me == d:
        known |= _mask(obs["talon"])
    if obs["discard"] is not None:
        known |= _mask(obs["discard"])
    stays = [s for s in range(3) if obs["defence"][s] == "stay"]
    three = len(stays) == 2 or obs["inviter"] is not None
    win_seat, win = -1, -1
    if trick:
        win_seat, win = trick[0]
        for seat, c in trick[1:]:
            if BEATS[trump][win] >> c & 1:
                win_seat, win = seat, c

    def partner(seat: int) -> bool:
        return seat >= 0 and seat != me and seat != d and me != d

    return TrickFacts(
        card=card,
        legal=legal,
        hand=hand,
        trick=trick,
        win=win,
        win_seat=win_seat,
        last=len(trick) == (3 if three else 2) - 1,
        partner=partner,
        unseen=((1 << 32) - 1) & ~known,
        suit_of=lambda c: c >> 3,
        trump=trump,
        beats=lambda a, b: bool(BEATS[trump][b] >> a & 1),
        cost=lambda c: (c & 7) + (8 if c >> 3 == trump else 0),
        code=lambda c: WIENER_BILD.codes[c],
        suit_mask=lambda s: SUIT_MASKS[s],
    )


def card_reason(obs: JsonDict, card: int, branch: str, legal: list[int]) -> Explanation:
    """The reason for ``card``, chosen by ``card_choice``'s ``branch`` among ``legal``."""
    if branch == h.ONLY or len(legal) == 1:
        return Explanation("only-legal")
    t = trick_facts(obs, card, legal)
    declarer = obs["seat"] == obs["declarer"]
    if t.trick:
        if branch == h.WIN_LAST and t.last and t.beats(card, t.win):
            return Explanation("wins-trick")
        return follow_reason(t) or fallback_reason(t)
    suit = card >> 3
    mine = t.hand & SUIT_MASKS[suit]
    if branch in (h.LEAD_MASTER, h.LEAD_MASTER_TRUMP) and t.is_master(card):
        if suit == t.trump:
            return Explanation("lead-master-trump")
        return Explanation("lead-master", {"suit": t.letter(card)})
    if branch == h.LEAD_DRAW and suit == t.trump:
        mine_n, out_n = mine.bit_count(), (t.unseen & SUIT_MASKS[suit]).bit_count()
        if mine_n >= out_n > 0:
            return Explanation("lead-draw-trumps", {"count": mine_n, "number": out_n})
    if branch == h.LEAD_SINGLETON and suit != t.trump and mine.bit_count() == 1:
        return Explanation("lead-singleton", {"suit": t.letter(card)})
    # The longest suit's lowest card, a low card, a singleton: as the facts say (below).
    return lead_reason(t, declarer) or fallback_reason(t)


__all__ = ["card_reason", "trick_facts"]
