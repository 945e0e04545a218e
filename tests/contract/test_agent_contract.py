"""The agent contract over every game x every level of ``BENCHMARK_LEVELS``: from an
observation alone (a JSON copy: no way back to the state), ``act`` returns one of its legal
actions, never raises, never changes the observation, and the same seed gives the same
choices. Bounded: a few deals per pair, searches on a tight clock; determinism of the searching
levels is checked on single positions with a clock that never binds (it is only a backstop).
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from contract_helpers import GAMES, fresh_state, full_view, spec_of, walk

from cardavia.ai.agent import BENCHMARK_LEVELS, Agent, make_agent
from cardavia.engine.game import GameState

SEARCHING = ("hard", "oracle")  # their clock can bind: a tight budget here
TIGHT = 0.02
GENEROUS = 30.0  # determinism: only the seeded node and sample counts decide
PAIRS = [pytest.param(g, lv, id=f"{g}-{lv}") for g in GAMES for lv in BENCHMARK_LEVELS]


def copy_of(obs: dict[str, Any]) -> dict[str, Any]:
    return json.loads(json.dumps(obs))


def choose(agent: Agent, state: GameState) -> str:
    seat = state.to_move
    assert seat is not None
    obs = copy_of(state.observation(seat))
    shown = copy_of(obs)
    action = agent.act(obs)
    assert obs == shown, f"{agent.name} changed the observation it was given"
    assert isinstance(action, str)
    assert action in obs["legal_actions"], f"{agent.name} chose {action!r}, not a legal action"
    assert state.is_legal(action)
    return action


def play_deal(game: str, level: str, seed: int, budget: float) -> list[str]:
    """One deal with every seat played by ``level``; the actions chosen."""
    state = fresh_state(game, seed, seed)
    agents = [
        make_agent(game, level, seed * 31 + s, time_budget=budget) for s in range(state.num_seats)
    ]
    while not state.is_over:
        assert state.to_move is not None
        state.apply(choose(agents[state.to_move], state))
    return state.history()


@pytest.mark.parametrize(("game", "level"), PAIRS)
def test_an_agent_plays_legal_actions_from_observations_only(game: str, level: str):
    """Deals until some were played out (not all passed), at most 40."""
    wanted = 1 if level in SEARCHING else 3
    played = 0
    for seed in range(40):
        actions = play_deal(game, level, seed, TIGHT)
        assert actions, "a deal with no decision"
        if level not in SEARCHING:
            assert play_deal(game, level, seed, TIGHT) == actions, "same seeds, other choices"
        played += len(actions) > 2 * spec_of(game).num_seats  # past the auction
        if played == wanted:
            break
    assert played == wanted, f"{level} passed out {seed + 1} deals in a row"


@pytest.mark.parametrize(("game", "level"), [p for p in PAIRS if p.values[1] in SEARCHING])
def test_a_searching_agent_chooses_the_same_with_the_same_seed(game: str, level: str):
    """Positions of a random deal where there is a choice; two fresh agents of one seed agree."""
    state = fresh_state(game, 7, 1)
    rng = random.Random(7)
    positions = [s.clone() for s in walk(state, rng) if len(s.legal_ids()) > 1]
    for position in positions[:: max(1, len(positions) // 4)][:4]:
        first = choose(make_agent(game, level, 11, time_budget=GENEROUS), position)
        again = choose(make_agent(game, level, 11, time_budget=GENEROUS), position)
        assert first == again, f"seed 11 chose {first} then {again} in phase {position.phase}"


@pytest.mark.parametrize("game", GAMES)
def test_an_all_seeing_agent_never_changes_the_state_it_reads(game: str):
    agent = make_agent(game, "oracle", 3, time_budget=TIGHT)
    act_state = getattr(agent, "act_state", None)
    assert getattr(agent, "sees_everything", False) and act_state is not None
    state = fresh_state(game, 5, 0)
    rng = random.Random(5)
    asked = 0
    for step in walk(state, rng):
        if step.is_over or rng.random() > 0.25:
            continue
        before = full_view(step)
        action = act_state(step)
        assert step.is_legal(action), f"the oracle chose {action!r}, not a legal action"
        assert full_view(step) == before, "the oracle changed the true state"
        asked += 1
    assert asked >= 3
