"""Agents: given only a seat's observation, choose a legal action (record notation).

``make_agent(game, level, seed)`` builds one. Levels: ``random`` (uniform legal baseline),
``easy`` (heuristic with deliberate mistakes), ``normal`` (heuristic with card counting),
``hard`` (determinized search), ``expert`` (the same search with a larger budget: up to
about 2 s a decision) and ``oracle`` (sees every card; for benchmarks only, never offered to
players: it exposes ``act_state`` instead of reading observations).
"""

from __future__ import annotations

import importlib
import random
from typing import Any, Protocol, runtime_checkable

from cardavia.engine.registry import game_ids, get_game

JsonDict = dict[str, Any]

LEVELS = ("random", "easy", "normal", "hard", "expert")
BENCHMARK_LEVELS = (*LEVELS, "oracle")
#: Seconds a level may think per decision unless told otherwise (searches are bounded by
#: counts of worlds and nodes; the clock only cuts them on an overloaded machine).
TIME_BUDGETS = {"expert": 2.0}
DEFAULT_TIME_BUDGET = 0.4
#: ``bench --ai`` plays at most this many deals for a level (expert thinks up to 2 s a move).
LATENCY_DEALS_MAX = {"expert": 1}


@runtime_checkable
class Agent(Protocol):
    """A seat's decision-maker. ``act`` returns one of ``observation["legal_actions"]``."""

    name: str

    def act(self, observation: JsonDict) -> str: ...


class RandomAgent:
    """Uniformly random legal actions: the baseline every level must beat."""

    def __init__(self, seed: int = 0) -> None:
        self.name = "random"
        self.rng = random.Random(seed)

    def act(self, observation: JsonDict) -> str:
        legal: list[str] = observation["legal_actions"]
        if not legal:
            raise ValueError("it is not this seat's turn: no legal actions in the observation")
        return self.rng.choice(legal)


def _module_name(game: str) -> str:
    """The game's agents factory: ``cardavia.ai.<package>`` (the spec names the folder)."""
    return f"cardavia.ai.{get_game(game).package}"


def ai_games() -> list[str]:
    """Games for which agents beyond ``random`` exist."""
    out = []
    for game in game_ids():
        try:
            importlib.import_module(_module_name(game))
        except ModuleNotFoundError:
            continue
        out.append(game)
    return out


def make_agent(game: str, level: str, seed: int = 0, time_budget: float | None = None) -> Agent:
    """An agent for ``game`` at ``level``; deterministic for a given ``seed``.

    ``time_budget`` (seconds) bounds the search of ``hard`` and ``expert`` per decision;
    by default the level's own (TIME_BUDGETS, else 0.4 s).
    """
    if time_budget is None:
        time_budget = TIME_BUDGETS.get(level, DEFAULT_TIME_BUDGET)
    if level not in BENCHMARK_LEVELS:
        raise ValueError(f"unknown level {level!r}; levels: {', '.join(BENCHMARK_LEVELS)}")
    if game not in game_ids():
        raise ValueError(f"unknown game {game!r}; games: {', '.join(game_ids())}")
    if level == "random":
        return RandomAgent(seed)
    try:
        module = importlib.import_module(_module_name(game))
    except ModuleNotFoundError:
        raise ValueError(f"no {level} agent for {game} yet") from None
    agent: Agent = module.make(level, seed, time_budget)
    return agent
