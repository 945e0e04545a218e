"""Why the ``normal`` AI would take an action: one checked fact about the position.

The reason comes with the decision: ``hint_decision(game_id, agent, obs)`` asks an agent that
can say why (``decide(obs)`` returning a :class:`~cardavia.ai.common.Decision`, as the French
Tarot and Preference agents do: their heuristics state the reason of the branch that chose
the action, see ai/french_tarot/explain.py and ai/preference/explain.py). For a game whose
agent only acts (Schnapsen, for now), ``explain(game_id, obs, action)`` finds the reason from
the seat's observation. Either way the reason is an :class:`Explanation`: a stable ``code``
(the catalog message ``hint-<code>``) and its ``args`` (cards as record codes, suits as
record suit letters, numbers as ints, Tarot contracts as record bids).
"""

from __future__ import annotations

from typing import Any, cast

from cardavia.ai.agent import Agent
from cardavia.ai.common import CODES, Decision, Explanation, codes_mask
from cardavia.ai.reasons import TrickFacts as _Trick
from cardavia.ai.reasons import fallback_reason as _fallback
from cardavia.ai.reasons import follow_reason as _follow
from cardavia.ai.reasons import lead_reason as _lead
from cardavia.engine.cards import bits
from cardavia.engine.decks import SCHNAPSEN
from cardavia.engine.view import Observation
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
from cardavia.games.schnapsen.view import SchnapsenObservation

JsonDict = dict[str, Any]


def hint_decision(game_id: str, agent: Agent, obs: Observation) -> Decision:
    """What ``agent`` does in this position and why: from its own decision when it can say,
    else (Schnapsen) from :func:`explain`."""
    decide = getattr(agent, "decide", None)
    if decide is not None:
        decision: Decision = decide(obs)
        if decision.explanation is not None:
            return decision
        action = decision.action
    else:
        action = agent.act(obs)
    return Decision(action, explain(game_id, obs, action))


def explain(game_id: str, obs: Observation, action: str) -> Explanation:
    """Why ``action`` (one of ``obs["legal_actions"]``) is a good choice for the seat, for a
    game whose agent does not state its reasons itself."""
    legal: list[str] = obs["legal_actions"]
    if action not in legal:
        raise ValueError(f"{action!r} is not a legal action here")
    if len(legal) == 1:
        return Explanation("only-legal")
    if game_id == "schnapsen":
        return _schnapsen(cast(SchnapsenObservation, obs), action)
    raise ValueError(f"{game_id!r} states its reasons with its decisions (Agent.decide)")


# -- Schnapsen --------------------------------------------------------------------------------


def _sch_mask(codes: list[str]) -> int:
    return codes_mask(SCHNAPSEN, codes)


def _schnapsen(obs: SchnapsenObservation, action: str) -> Explanation:
    me: int = obs["seat"]
    hand = _sch_mask(obs["hand"])
    trump = SCH_SUIT_CODES.index(obs["trump_suit"])
    points = obs["card_points"][me] + obs["pending_marriages"][me]
    played = 0
    for done in obs["tricks"]:
        played |= _sch_mask([c for _, c in done["plays"]])
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
                    return Explanation("cheapest-trump-over", {"card": obs["trick"][0][1]})
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


__all__ = ["CODES", "Explanation", "explain", "hint_decision"]
