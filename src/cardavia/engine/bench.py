"""Random-playout throughput per game: complete deals per second on one core."""

from __future__ import annotations

import random
import statistics
import time
from typing import Any

from cardavia.engine.playout import random_playout
from cardavia.engine.registry import game_ids, get_game


def deals_per_second(game_id: str, seconds: float, validate: bool, seed: int) -> float:
    """Complete random deals per second (dealing included) over about ``seconds``."""
    spec = get_game(game_id)
    rng = random.Random(seed)
    deals = 0
    dealer = 0
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        for _ in range(20):
            random_playout(spec.random_state(rng, dealer), rng, validate)
            dealer = (dealer + 1) % spec.num_seats
        deals += 20
        now = time.perf_counter()
        if now >= deadline:
            return deals / (now - start)


def run_bench(
    games: list[str] | None = None, runs: int = 5, seconds: float = 1.0, seed: int = 1
) -> list[dict[str, Any]]:
    """For each game: median (and all runs) of validated and raw random deals per second."""
    rows = []
    for game_id in games or game_ids():
        validated = [deals_per_second(game_id, seconds, True, seed + i) for i in range(runs)]
        raw = [deals_per_second(game_id, seconds, False, seed + i) for i in range(runs)]
        rows.append(
            {
                "game": game_id,
                "runs": runs,
                "seconds_per_run": seconds,
                "deals_per_second": round(statistics.median(validated), 1),
                "deals_per_second_runs": [round(v, 1) for v in validated],
                "raw_playouts_per_second": round(statistics.median(raw), 1),
                "raw_playouts_per_second_runs": [round(v, 1) for v in raw],
            }
        )
    return rows
