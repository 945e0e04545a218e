"""Why the Schnapsen heuristic takes an action: one checked fact about the position.

:func:`explain` reads only the seat's observation and returns the
:class:`~cardavia.ai.common.Explanation` the ``normal`` agent's :class:`Decision` carries (the
hint key shows it): the exchange names the trump card it takes, a marriage its points, a
close the points banked and the master trumps held, a card that takes the trick the points it
wins (or that it reaches 66, or the lead that announces a marriage held), a lead the fact
that makes it safe or cheap. The generic card-play reasons (master card, duck, lowest card)
are the shared ones of :mod:`cardavia.ai.reasons`.
"""

from __future__ import annotations

from typing import Any, cast

from cardavia.ai.common import Explanation, codes_mask
from cardavia.ai.reasons import TrickFacts as _Trick
from cardavia.ai.reasons import fallback_reason as _fallback
from cardavia.ai.reasons import follow_reason as _follow
from cardavia.ai.reasons import lead_reason as _lead
from cardavia.engine.cards import bits
from cardavia.engine.decks import SCHNAPSEN
from cardavia.engine.view import Observation
from cardavia.games.schnapsen.tables import (
    BEATS,
    HIGHER,
    POINTS,
    RANK_OF,
    SUIT_CODES,
    SUIT_MASKS,
    TARGET,
    TEN,
    marriage_points,
)
from cardavia.games.schnapsen.view import SchnapsenObservation

JsonDict = dict[str, Any]


def _mask(codes: list[str]) -> int:
    return codes_mask(SCHNAPSEN, codes)


def _suit(card: int) -> int:
    return card // 5


def _held_marriage(hand: int, trump: int) -> tuple[str, int] | None:
    """The best marriage both of whose cards are in ``hand`` (suit code, points)."""
    best = None
    for s in range(4):
        queen = 5 * s + 1  # Dame, then König
        if hand >> queen & 3 == 3:
            score = marriage_points(queen, trump)
            if best is None or score > best[1]:
                best = (SUIT_CODES[s], score)
    return best


def explain(observation: Observation, action: str) -> Explanation:
    """Why ``action`` (one of ``obs["legal_actions"]``) is a good choice for the seat."""
    obs = cast(SchnapsenObservation, observation)
    legal_actions: list[str] = obs["legal_actions"]
    if action not in legal_actions:
        raise ValueError(f"{action!r} is not a legal action here")
    if len(legal_actions) == 1:
        return Explanation("only-legal")
    me: int = obs["seat"]
    hand = _mask(obs["hand"])
    trump = SUIT_CODES.index(obs["trump_suit"])
    points = obs["card_points"][me] + obs["pending_marriages"][me]
    played = 0
    for done in obs["tricks"]:
        played |= _mask([c for _, c in done["plays"]])
    lead = SCHNAPSEN.parse(obs["trick"][0][1]) if obs["trick"] else -1
    if lead >= 0:
        played |= 1 << lead
    others = ((1 << 20) - 1) & ~hand & ~played
    if action == "exchange":
        under = obs["trump_card"]
        assert under is not None  # an exchange takes the card under the stock
        return Explanation("schnapsen-exchange", {"card": under})
    if action == "close":
        # Closing leaves the face-up trump card out of play: only the rest can beat ours.
        live = others
        if obs["trump_card"] and obs["trump_card_face_up"]:
            live &= ~(1 << SCHNAPSEN.parse(obs["trump_card"]))
        count = 0
        for c in reversed(bits(hand & SUIT_MASKS[trump])):
            if live & HIGHER[c]:
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
    legal = [SCHNAPSEN.parse(a) for a in legal_actions if a in SCHNAPSEN]
    if lead >= 0:
        beats = BEATS[trump][lead]
        if beats >> card & 1:
            total = points + POINTS[lead] + POINTS[card]
            if total >= TARGET:
                return Explanation("schnapsen-reaches-66", {"points": total})
            marriage = _held_marriage(hand & ~(1 << card), trump) if not obs["strict"] else None
            if marriage is not None:
                suit, score = marriage
                return Explanation("schnapsen-lead-marriage", {"suit": suit, "points": score})
            if _suit(card) == trump != _suit(lead):
                lower = [c for c in legal if _suit(c) == trump and c < card]
                if not lower:
                    return Explanation("cheapest-trump-over", {"card": obs["trick"][0][1]})
            return Explanation("schnapsen-wins-points", {"points": POINTS[lead] + POINTS[card]})
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
        suit_of=_suit,
        trump=trump,
        beats=lambda a, b: bool(BEATS[trump][b] >> a & 1),
        cost=lambda c: POINTS[c],
        code=lambda c: SCHNAPSEN.codes[c],
        suit_mask=lambda s: SUIT_MASKS[s],
    )
    if lead >= 0:
        return _follow(t) or _fallback(t)
    reason = _lead(t, False)
    if reason is not None and reason.code in ("lead-master", "lead-master-trump"):
        return reason
    if not obs["strict"] and _suit(card) != trump and RANK_OF[card] < TEN:
        return Explanation("schnapsen-lead-cheap")
    if obs["stock_size"] == 0 and not obs["closed"]:
        return Explanation("schnapsen-stock-out")
    return reason or _fallback(t)


__all__ = ["explain"]
