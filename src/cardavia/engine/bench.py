"""Random-playout throughput per game: complete deals per second on one core.

Three loops over the same seeded deals, interleaved run by run so that a noisy machine
slows them alike:

* ``validated``: ``random_playout(..., validate=True)``, every action checked by
  ``why_illegal`` as the public API would;
* ``raw``: the game's ``play_randomly`` (its fast path, the kernel a search runs);
* ``reference``: the generic loop ``GameState.play_randomly`` (``rng.choice(legal_ids())``
  then ``apply_id``) on the same game, which the fast path must match action for action.

Time is the process's CPU time (``time.process_time``), so that other work on a shared
machine does not count as ours.

``raw / reference`` is what a game's fast path buys over its own generic kernel. Only our
engines are timed here; comparisons with outside engines are run by hand with the scripts of
``docs/bench/`` (e.g. French Tarot against magmacrunch-tarot: never a dependency).
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable
from typing import Any

from cardavia.engine.game import GameState
from cardavia.engine.playout import random_playout
from cardavia.engine.registry import game_ids, get_game

Playout = Callable[[GameState, random.Random], Any]

LOOPS: dict[str, Playout] = {
    "validated": lambda state, rng: random_playout(state, rng, True),
    "raw": lambda state, rng: state.play_randomly(rng),
    "reference": GameState.play_randomly,
}


def deals_per_second(
    game_id: str, seconds: float, validate: bool, seed: int, loop: str | None = None
) -> float:
    """Complete random deals per second (dealing included) over about ``seconds``."""
    play = LOOPS[loop or ("validated" if validate else "raw")]
    spec = get_game(game_id)
    rng = random.Random(seed)
    deals = 0
    dealer = 0
    start = time.process_time()
    deadline = start + seconds
    while True:
        for _ in range(20):
            play(spec.random_state(rng, dealer), rng)
            dealer = (dealer + 1) % spec.num_seats
        deals += 20
        now = time.process_time()
        if now >= deadline:
            return deals / (now - start)


def run_bench(
    games: list[str] | None = None, runs: int = 5, seconds: float = 1.0, seed: int = 1
) -> list[dict[str, Any]]:
    """For each game: medians (and all runs) of validated, raw and reference random deals
    per second, and the median of the per-run ratios raw / reference."""
    rows = []
    for game_id in games or game_ids():
        timed: dict[str, list[float]] = {name: [] for name in LOOPS}
        for i in range(runs):
            names = list(LOOPS)
            names = names[i % len(names) :] + names[: i % len(names)]  # rotate the order
            for name in names:
                timed[name].append(deals_per_second(game_id, seconds, False, seed + i, name))
        speedups = [r / f for r, f in zip(timed["raw"], timed["reference"], strict=True)]
        rows.append(
            {
                "game": game_id,
                "runs": runs,
                "seconds_per_run": seconds,
                "deals_per_second": round(statistics.median(timed["validated"]), 1),
                "deals_per_second_runs": [round(v, 1) for v in timed["validated"]],
                "raw_playouts_per_second": round(statistics.median(timed["raw"]), 1),
                "raw_playouts_per_second_runs": [round(v, 1) for v in timed["raw"]],
                "reference_playouts_per_second": round(statistics.median(timed["reference"]), 1),
                "reference_playouts_per_second_runs": [round(v, 1) for v in timed["reference"]],
                "fast_path_speedup": round(statistics.median(speedups), 2),
            }
        )
    return rows
