"""``cardavia bench --stats``: how long the statistics take to load for many saved deals.

The deals are generated as ``cardavia simulate --out`` writes them, into a temporary records
folder (a third of them for each game). Reported: building the index from nothing once, and
the load the statistics screen does (sync with the folder, read, count), median of ``runs``.
"""

from __future__ import annotations

import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from cardavia.engine.registry import game_ids
from cardavia.play.index import RecordIndex
from cardavia.play.stats import load_stats


def measure_stats_load(
    deals: int, runs: int, simulate: Callable[[str, int, int, str], object]
) -> dict[str, object]:
    """``simulate(game, deals, seed, out)`` writes the records (the CLI's own command)."""
    with tempfile.TemporaryDirectory(prefix="cardavia-bench-") as tmp:
        records = Path(tmp) / "records"
        records.mkdir()
        games = game_ids()
        share = [deals // len(games) + (i < deals % len(games)) for i in range(len(games))]
        for seed, (game, n) in enumerate(zip(games, share, strict=True)):
            if n:
                simulate(game, n, seed, str(records / f"{game}-bench.jsonl"))
        start = time.perf_counter()
        with RecordIndex(records) as index:
            index.sync()
        build = time.perf_counter() - start
        times = []
        counted = 0
        for _ in range(runs):
            start = time.perf_counter()
            with RecordIndex(records) as index:
                stats = load_stats(index)
            times.append(time.perf_counter() - start)
            counted = int(stats["overall"]["deals"])
    return {
        "deals": counted,
        "runs": runs,
        "index_build_s": build,
        "load_median_s": statistics.median(times),
        "load_max_s": max(times),
    }


__all__ = ["measure_stats_load"]
