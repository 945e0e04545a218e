"""Preference's part of the deal review (ai/review.py): worlds and the expert's playouts.

Worlds are the search's own (:func:`sample_world`): the other hands and the hidden pile drawn
consistently with the seat's observation, weighted by how well they fit the auction and the
defence. Each action is played out in each world: the auction, exchange, defence and
invitation by every seat's ``normal`` heuristic (the expert's own choices there), the card
play by the rollout policy the expert's search uses. Points are the seat's settlement of the
deal in whists (``deal_scores`` without a pool refill).
"""

from __future__ import annotations

import random
from typing import cast

from cardavia.ai.agent import Agent, make_agent
from cardavia.ai.preference.agent import policy_card
from cardavia.ai.preference.sampling import PrefView, sample_world
from cardavia.engine.game import GameState
from cardavia.engine.view import Observation
from cardavia.games.preference.rules import OVER, PLAY, PreferenceState
from cardavia.games.preference.scoring import deal_values
from cardavia.games.preference.view import PreferenceObservation

#: Worlds per decision.
SAMPLES = 48
#: Duplicate playthroughs the par is the mean of (after the first decision the expert
#: would have taken otherwise, the opponents and the expert play on from the same cards).
PAR_RUNS = 3


def worlds(obs: Observation, rng: random.Random, n: int) -> tuple[list[GameState], bool]:
    view = PrefView(cast(PreferenceObservation, obs))
    out: list[GameState] = []
    for _ in range(n):
        world = sample_world(view, rng)
        if world is not None:
            out.append(world)
    return out, False


_AGENTS: list[Agent] = []


def _agents() -> list[Agent]:
    if not _AGENTS:  # the heuristic keeps no state between decisions: one per seat will do
        _AGENTS.extend(make_agent("preference", "normal", seed) for seed in range(3))
    return _AGENTS


def values(world: GameState, actions: list[str], seat: int, exact: bool) -> list[float]:
    state = cast(PreferenceState, world)
    out = []
    for action in actions:
        child = state.clone()
        child.apply(action)
        out.append(play_out(child, seat))
    return out


def play_out(state: PreferenceState, seat: int) -> float:
    """Play ``state`` to its end (in place) by the heuristics; ``seat``'s settlement."""
    agents = _agents()
    while state.phase_id != OVER:
        mover = state.mover
        if state.phase_id == PLAY:
            state.apply_id(policy_card(state))
        else:
            state.apply(agents[mover].act(state.observation(mover)))
    return float(deal_values(state)[seat])
