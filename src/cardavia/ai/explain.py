"""Why the ``normal`` AI would take an action: one checked fact about the position.

The reason comes with the decision: ``hint_decision(game_id, agent, obs)`` asks an agent that
can say why (``decide(obs)`` returning a :class:`~cardavia.ai.common.Decision`: every game's
heuristics state the reason of the branch that chose the action, in ai/<game>/explain.py).
``explain(game_id, obs, action)`` gives the reason for an action chosen elsewhere, for the
games whose explain module can read it from the observation alone (Schnapsen). Either way the
reason is an :class:`Explanation`: a stable ``code`` (the catalog message ``hint-<code>``) and
its ``args`` (cards as record codes, suits as record suit letters, numbers as ints, Tarot
contracts as record bids).
"""

from __future__ import annotations

import importlib
from typing import Any

from cardavia.ai.agent import Agent
from cardavia.ai.common import Decision, Explanation
from cardavia.engine.registry import get_game

JsonDict = dict[str, Any]


def hint_decision(game_id: str, agent: Agent, obs: JsonDict) -> Decision:
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


def explain(game_id: str, obs: JsonDict, action: str) -> Explanation:
    """Why ``action`` (one of ``obs["legal_actions"]``) is a good choice for the seat, for a
    game whose agent does not state its reasons itself."""
    legal: list[str] = obs["legal_actions"]
    if action not in legal:
        raise ValueError(f"{action!r} is not a legal action here")
    if len(legal) == 1:
        return Explanation("only-legal")
    # The game's own ai package states its reasons (ai/<package>/explain.py).
    module = importlib.import_module(f"cardavia.ai.{get_game(game_id).package}.explain")
    from_observation = getattr(module, "explain", None)
    if from_observation is None:
        raise ValueError(f"{game_id!r} states its reasons with its decisions (Agent.decide)")
    reason: Explanation = from_observation(obs, action)
    return reason
