"""``cardavia bench``'s loops: every game timed three ways over the same seeded deals."""

from __future__ import annotations

import random

from cardavia.engine.bench import LOOPS, run_bench
from cardavia.engine.registry import game_ids, get_game


def test_the_three_loops_play_the_same_deals_for_every_game() -> None:
    for game_id in game_ids():
        spec = get_game(game_id)
        ends = []
        for play in LOOPS.values():
            state = spec.random_state(random.Random(5), 0)
            play(state, random.Random(6))
            assert state.is_over
            ends.append(state.to_record())
        assert ends[0] == ends[1] == ends[2], game_id


def test_bench_rows_report_every_loop_and_the_fast_path_ratio() -> None:
    (row,) = run_bench(["schnapsen"], runs=2, seconds=0.05)
    for key in ("deals_per_second", "raw_playouts_per_second", "reference_playouts_per_second"):
        assert row[key] > 0 and len(row[key + "_runs"]) == 2
    assert row["fast_path_speedup"] > 0
