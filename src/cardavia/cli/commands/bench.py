"""``cardavia bench``: random-playout throughput per game, and with options the AI's decision
latency, the startup time and the statistics load (``--serve``: the browser load test;
``--tables``: shared tables over loopback)."""

from __future__ import annotations

import argparse
import json
from typing import cast

from cardavia.cli.common import CliError, check_game
from cardavia.cli.tables import Column, print_table


def run(args: argparse.Namespace) -> int:
    if args.tables:
        return _tables(args.count, args.duration, args.think, args.json)
    if args.serve:
        from cardavia.serve.command import run_command

        return run_command(args)
    if args.review:
        return cmd_review_bench(
            args.game, args.review_deals, args.planted, args.planted_level, args.json
        )
    return cmd_bench(
        args.game,
        args.runs,
        args.seconds,
        args.json,
        args.ai,
        args.ai_deals,
        args.startup,
        args.stats_deals if args.stats else 0,
    )


def cmd_bench(
    games: list[str] | None,
    runs: int,
    seconds: float,
    as_json: bool,
    ai: bool = False,
    ai_deals: int = 3,
    startup: bool = False,
    stats_deals: int = 0,
) -> int:
    from cardavia.engine.bench import run_bench

    for game_id in games or []:
        check_game(game_id)
    if not 0.05 <= seconds <= 60:
        raise CliError("--seconds must be between 0.05 and 60")
    rows = run_bench(games, runs=runs, seconds=seconds)
    latency = _ai_latency(games, ai_deals) if ai else []
    start_times = _startup(runs) if startup else None
    stats_load = _stats_load(stats_deals, runs) if stats_deals else None
    if as_json:
        report = {"benchmark": "random-playouts", "one_core": True, "games": rows}
        if ai:
            report["ai_latency"] = latency
        if start_times:
            report["startup"] = start_times
        if stats_load:
            report["stats_load"] = stats_load
        print(json.dumps(report))
        return 0
    print(f"Random complete deals per second, one core, median of {runs} runs of {seconds:g} s")
    print_table(
        (
            Column("game", min_width=12),
            Column("validated deals/s", "right", 18),
            Column("raw playouts/s", "right", 16),
            Column("generic loop/s", "right", 16),
            Column("fast path", "right", 10),
        ),
        [
            [
                row["game"],
                f"{row['deals_per_second']:,.0f}",
                f"{row['raw_playouts_per_second']:,.0f}",
                f"{row['reference_playouts_per_second']:,.0f}",
                f"{row['fast_path_speedup']:.2f}x",
            ]
            for row in rows
        ],
    )
    if latency:
        print(f"\nAI decision latency, one core ({ai_deals} deals per level, every seat)")
        print_table(
            (
                Column("game", min_width=12),
                Column("level", min_width=6),
                Column("decisions", "right", 8),
                Column("p50 ms", "right", 7),
                Column("p95 ms", "right", 7),
                Column("max ms", "right", 7),
            ),
            [
                [
                    str(row["game"]),
                    str(row["level"]),
                    str(row["decisions"]),
                    f"{row['p50_ms']:.1f}",
                    f"{row['p95_ms']:.1f}",
                    f"{row['max_ms']:.1f}",
                ]
                for row in latency
            ],
        )
    if start_times:
        print(
            f"\nStartup to the first screen, median of {runs} alternated runs: Cardavia "
            f"{start_times['cardavia_s']:.3f} s, Textual hello world "
            f"{start_times['hello_world_s']:.3f} s ({start_times['ratio']:.2f}x); the rules "
            f"from `r` at a French Tarot table {start_times['rules_open_s']:.3f} s "
            f"({start_times['rules_ratio']:.2f}x the hello world's start), beside the table "
            f"{start_times['rules_panel_s']:.3f} s ({start_times['rules_panel_ratio']:.2f}x); "
            f"`cardavia --help` {start_times['help_s']:.3f} s "
            f"({start_times['help_ratio']:.2f}x); load average "
            f"{cast(list[float], start_times['load_average'])[0]:.2f}"
        )
    if stats_load:
        print(
            f"\nStatistics of {stats_load['deals']:,} saved deals: index built from the files in "
            f"{stats_load['index_build_s']:.2f} s; loaded (sync, read, count) in "
            f"{stats_load['load_median_s']:.3f} s, median of {runs} "
            f"(max {stats_load['load_max_s']:.3f} s)"
        )
    return 0


def _tables(count: int, duration: float, think_ms: float, as_json: bool) -> int:
    from cardavia.net.bench import report_lines, run_tables_bench

    if count > 2000:
        raise CliError("--count: at most 2000 tables")
    if duration > 3600:
        raise CliError("--duration: at most 3600 seconds")
    if not 0 <= think_ms <= 60_000:
        raise CliError("--think: 0 to 60000 milliseconds")
    report = run_tables_bench(count, duration, think_ms / 1000)
    if as_json:
        print(json.dumps(report))
    else:
        print("\n".join(report_lines(report)))
    return 0 if report["tables_lost"] == 0 else 1


def _stats_load(deals: int, runs: int) -> dict[str, object]:
    from cardavia.cli.commands.simulate import cmd_simulate
    from cardavia.play.stats_bench import measure_stats_load

    def simulate(game: str, n: int, seed: int, out: str) -> object:
        return cmd_simulate(game, n, seed, out, False)

    return measure_stats_load(deals, runs, simulate)


def _startup(runs: int) -> dict[str, object]:
    from cardavia.tui.startup_bench import measure_startup

    return measure_startup(runs)


def _ai_latency(games: list[str] | None, deals: int) -> list[dict[str, object]]:
    from cardavia.ai.agent import LATENCY_DEALS_MAX, LEVELS, ai_games
    from cardavia.ai.arena import measure_latency

    return [
        measure_latency(game_id, level, min(deals, LATENCY_DEALS_MAX.get(level, deals)))
        for game_id in ai_games()
        if not games or game_id in games
        for level in LEVELS
    ]


def cmd_review_bench(
    games: list[str] | None, deals: int, planted: int, level: str, as_json: bool
) -> int:
    """``bench --review``: seconds to review a deal per game, and with ``planted`` the
    planted-blunder hit rate."""
    from cardavia.ai.agent import LEVELS
    from cardavia.ai.planted import measure_planted, measure_review_time, wilson
    from cardavia.ai.review import reviewable_games

    for game_id in games or []:
        check_game(game_id)
    if planted < 0:
        raise CliError("--planted must be 0 or more")
    if level not in LEVELS:
        raise CliError(f"unknown level {level!r}; levels: {', '.join(LEVELS)}")
    chosen = [g for g in reviewable_games() if not games or g in games]
    if not chosen:
        raise CliError("none of these games has a review")
    times = [measure_review_time(g, deals) for g in chosen]
    shares = [planted // len(chosen) + (i < planted % len(chosen)) for i in range(len(chosen))]
    found = [measure_planted(g, n, level) for g, n in zip(chosen, shares, strict=True) if n]
    hits = sum(int(f["hits"]) for f in found)
    low, high = wilson(hits, planted)
    if as_json:
        report: dict[str, object] = {"benchmark": "review", "review_time": times}
        if found:
            report["planted"] = {"cases": planted, "hits": hits, "wilson_95": [low, high]}
            report["planted_games"] = found
        print(json.dumps(report))
        return 0
    print(f"Reviewing one deal (seat 0, par included), median of {deals} deals per game")
    print_table(
        (
            Column("game", min_width=12),
            Column("median s", "right", 9),
            Column("max s", "right", 7),
            Column("CPU median s", "right", 12),
            Column("CPU max s", "right", 9),
            Column("decisions", "right", 9),
            Column("worlds", "right", 6),
            Column("load avg", "right", 9),
        ),
        [
            [
                str(t["game"]),
                f"{cast(float, t['median_s']):.2f}",
                f"{cast(float, t['max_s']):.2f}",
                f"{cast(float, t['cpu_median_s']):.2f}",
                f"{cast(float, t['cpu_max_s']):.2f}",
                f"{t['decisions_median']:g}",
                str(t["samples"]),
                f"{cast(float, t['load_average_before']):.2f}"
                f"–{cast(float, t['load_average_after']):.2f}",
            ]
            for t in times
        ],
    )
    if found:
        print(f"\nPlanted blunders ranked the costliest decision (seat played by {level})")
        print_table(
            (
                Column("game", min_width=12),
                Column("found", "right", 9),
                Column("rate", "right", 6),
                Column("95 % (Wilson)", "right", 14),
                Column("seconds", "right", 8),
            ),
            [
                [
                    str(f["game"]),
                    f"{f['hits']}/{f['cases']}",
                    f"{cast(float, f['rate']):.0%}",
                    f"{cast(float, f['wilson_low']):.0%}–{cast(float, f['wilson_high']):.0%}",
                    f"{cast(float, f['seconds']):.0f}",
                ]
                for f in found
            ],
        )
        print(f"All games: {hits}/{planted} ({hits / planted:.0%}), 95 % {low:.0%}–{high:.0%}")
    return 0
