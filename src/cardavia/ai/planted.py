"""Planted blunders: how well the review finds a decision known to be bad.

A case is a seeded deal played by a level's agent in the reviewed seat (seat 0) against
``normal`` opponents, in which one decision of the seat is replaced by a clearly bad legal
one the game's review module names (``blunder(obs)``: a needless Schnapsen close, the Petit
given away to a trump, a trick given away in Preference, ...); the rest of the deal goes on
as the agents play it. The review then should rank that decision the costliest of the deal.
``bench --review --planted N`` runs N such cases; the tests run a few.
"""

from __future__ import annotations

import math
import os
import random
import statistics
import time
from dataclasses import dataclass
from typing import Any

from cardavia.ai.agent import Agent, make_agent
from cardavia.ai.review import DealReview, game_reviewer, review_deal
from cardavia.engine.game import GameState
from cardavia.engine.registry import get_game

JsonDict = dict[str, Any]

SEAT = 0


@dataclass(frozen=True)
class PlantedCase:
    game: str
    seed: int
    record: JsonDict
    index: int  # the blunder's position in the record's actions
    blunder: str
    instead: str  # what the seat's agent would have played


def plant(
    game: str, seed: int, level: str = "hard", phases: tuple[str, ...] | None = None
) -> PlantedCase | None:
    """Deal ``seed`` of ``game`` with one blunder planted for seat 0, or None when the deal
    offered none. The deal is played once by the agents; among the seat's decisions where
    the game names a blunder, one phase (bidding, play, ...) is drawn, then one decision of
    it (``phases``: only these); from there the blunder is played and fresh agents finish
    the deal."""
    spec = get_game(game)
    hooks = game_reviewer(game)
    rng = random.Random(f"planted:{game}:{seed}")
    state = spec.random_state(random.Random(seed), seed % spec.num_seats)
    agents = _agents(game, level, seed, spec.num_seats)
    chances: dict[str, list[tuple[int, GameState, str, str]]] = {}
    while not state.is_over:
        mover = state.to_move
        assert mover is not None
        obs = state.observation(mover)
        action = agents[mover].act(obs)
        if mover == SEAT:
            bad = hooks.blunder(obs)
            wanted = phases is None or obs["phase"] in phases
            if bad is not None and bad != action and wanted:
                chance = (len(state.record_actions()), state.clone(), bad, action)
                chances.setdefault(str(obs["phase"]), []).append(chance)
        state.apply(action)
    if not chances:
        return None
    phase = rng.choice(sorted(chances))
    index, state, bad, instead = rng.choice(chances[phase])
    state.apply(bad)
    agents = _agents(game, level, seed + 1, spec.num_seats)
    while not state.is_over:
        mover = state.to_move
        assert mover is not None
        state.apply(agents[mover].act(state.observation(mover)))
    record = state.to_record()
    if record["actions"][index] != bad:  # the record's notation left a decision out
        return None
    return PlantedCase(game, seed, record, index, bad, instead)


def _agents(game: str, level: str, seed: int, seats: int) -> list[Agent]:
    return [
        make_agent(game, level if s == SEAT else "normal", seed=seed * 31 + s) for s in range(seats)
    ]


def planted_cases(
    game: str,
    count: int,
    first_seed: int = 0,
    level: str = "hard",
    phases: tuple[str, ...] | None = None,
) -> list[PlantedCase]:
    """``count`` cases from the seeds ``first_seed`` on (deals without a blunder skipped)."""
    out: list[PlantedCase] = []
    seed = first_seed
    while len(out) < count:
        case = plant(game, seed, level, phases)
        if case is not None:
            out.append(case)
        seed += 1
        if seed - first_seed > 50 * count + 100:
            raise RuntimeError(f"{game}: too few deals offer a blunder to plant")
    return out


def review_case(case: PlantedCase, *, samples: int | None = None, seed: int = 0) -> DealReview:
    return review_deal(case.record, 0, SEAT, seed=seed, samples=samples, par=False)


def found(case: PlantedCase, review: DealReview) -> bool:
    """The review ranks the planted blunder the costliest decision of the deal."""
    if not review.costliest:
        return False
    return review.decisions[review.costliest[0]].index == case.index


def wilson(hits: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval (95 %) of a proportion ``hits``/``n``."""
    if n == 0:
        return 0.0, 1.0
    p = hits / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


# -- benchmarks (``cardavia bench --review``) ----------------------------------------------------

#: A deal whose seat 0 made fewer decisions than this (an all-pass French Tarot deal) is not
#: a fair measure of a review's time: the timing bench skips it.
MIN_DECISIONS = 4


def timing_deal(game: str, seed: int) -> JsonDict | None:
    """A deal of ``game`` played by ``normal`` seats (a player's kind of deal), or None
    when seat 0 had little to decide in it."""
    spec = get_game(game)
    state = spec.random_state(random.Random(seed), seed % spec.num_seats)
    agents = _agents(game, "normal", seed, spec.num_seats)
    decisions = 0
    while not state.is_over:
        mover = state.to_move
        assert mover is not None
        decisions += mover == SEAT
        state.apply(agents[mover].act(state.observation(mover)))
    return state.to_record() if decisions >= MIN_DECISIONS else None


def measure_review_time(game: str, deals: int, first_seed: int = 0) -> JsonDict:
    """Seconds to review seat 0 of ``deals`` deals (par included, the default samples):
    wall-clock (what a player waits) and CPU time of this process (what a busy machine does
    not inflate), median and largest, and the load average before and after."""
    times: list[float] = []
    cpu: list[float] = []
    decisions: list[int] = []
    load_before = _load()
    seed = first_seed
    while len(times) < deals:
        record = timing_deal(game, seed)
        seed += 1
        if record is None:
            continue
        start, start_cpu = time.perf_counter(), time.process_time()
        review = review_deal(record, 0, SEAT)
        times.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
        decisions.append(len(review.decisions))
    return {
        "game": game,
        "deals": deals,
        "median_s": statistics.median(times),
        "max_s": max(times),
        "cpu_median_s": statistics.median(cpu),
        "cpu_max_s": max(cpu),
        "decisions_median": statistics.median(decisions),
        "samples": int(game_reviewer(game).SAMPLES),
        "load_average_before": load_before,
        "load_average_after": _load(),
    }


def measure_planted(
    game: str, cases: int, level: str = "hard", samples: int | None = None, first_seed: int = 0
) -> JsonDict:
    """Plant ``cases`` blunders (:func:`planted_cases`) and count the reviews that rank
    each the costliest decision of its deal; the rate's Wilson 95 % interval."""
    hits = 0
    missed: list[JsonDict] = []
    start = time.perf_counter()
    for case in planted_cases(game, cases, first_seed, level):
        review = review_case(case, samples=samples)
        if found(case, review):
            hits += 1
        else:
            missed.append({"seed": case.seed, "index": case.index, "blunder": case.blunder})
    low, high = wilson(hits, cases)
    return {
        "game": game,
        "cases": cases,
        "hits": hits,
        "rate": hits / cases if cases else 0.0,
        "wilson_low": low,
        "wilson_high": high,
        "level": level,
        "missed": missed,
        "seconds": time.perf_counter() - start,
        "load_average": _load(),
    }


def _load() -> float:
    try:
        return os.getloadavg()[0]
    except OSError:
        return float("nan")
