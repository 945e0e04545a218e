"""``cardavia arena``: a duplicate tournament between AI levels, deals or whole matches."""

from __future__ import annotations

import argparse
import json
from typing import Any

from cardavia.cli.common import CliError, game_spec
from cardavia.cli.tables import Column, print_table


def run(args: argparse.Namespace) -> int:
    return cmd_arena(
        args.game,
        args.agents,
        args.deals,
        args.seed,
        args.workers,
        args.json,
        args.matches,
        args.time_budget,
        args.match_deals,
    )


def cmd_arena(
    game_id: str,
    agents: str,
    deals: int,
    seed: int,
    workers: int,
    as_json: bool,
    matches: bool = False,
    time_budget: float | None = None,
    match_deals: int | None = None,
) -> int:
    from cardavia.ai.agent import BENCHMARK_LEVELS
    from cardavia.ai.arena import run_arena, run_matches

    spec = game_spec(game_id)
    lineup = [a.strip() for a in agents.split(",") if a.strip()]
    unknown = [a for a in lineup if a not in BENCHMARK_LEVELS]
    if unknown:
        raise CliError(f"unknown agent level {unknown[0]!r}; levels: {', '.join(BENCHMARK_LEVELS)}")
    if len(lineup) != spec.num_seats:
        raise CliError(
            f"{game_id} is played by {spec.num_seats} seats: give {spec.num_seats} agents, "
            f"not {len(lineup)}"
        )
    if match_deals is not None and not matches:
        raise CliError("--match-deals counts the deals of a match: give --matches too")
    if matches:
        if match_deals is not None and spec.match_deals is None:
            raise CliError(f"{game_id} matches end by themselves; leave out --match-deals")
        try:
            report = run_matches(
                game_id,
                lineup,
                deals,
                seed=seed,
                workers=workers,
                time_budget=time_budget,
                match_deals=match_deals,
            )
        except ValueError as exc:
            raise CliError(str(exc)) from None
        if as_json:
            print(json.dumps(report))
            return 0
        length = report["deals_per_match"]
        each = "" if length is None else f" of {length} deals"
        print(
            f"{game_id}: {deals} duplicate matches{each} x {report['seatings']} seatings "
            f"({report['matches_played']} matches), lineup {', '.join(lineup)}"
        )
        print_table(
            (
                Column("agent", min_width=6),
                Column("matches won", "right", 11),
                Column("95% interval", "right", 14),
                Column("deals won", "right", 9),
                Column("95% interval", "right", 14),
                Column("mean/deal", "right", 9),
            ),
            [_match_row(row) for row in report["agents"]],
        )
        print_paired(report["paired"], "match win rate, in points of %", "pairs", 100)
        return 0
    try:
        report = run_arena(
            game_id, lineup, deals, seed=seed, workers=workers, time_budget=time_budget
        )
    except ValueError as exc:
        raise CliError(str(exc)) from None
    if as_json:
        print(json.dumps(report))
        return 0
    print(
        f"{game_id}: {deals} duplicate deals x {spec.num_seats} rotations "
        f"({report['games_played']} games), lineup {', '.join(lineup)}"
    )
    rows: list[list[str]] = []
    for row in report["agents"]:
        low, high = row["ci95"]
        made = row.get("contracts_made_rate")
        made_text = f"{100 * made:.0f} %" if made is not None else "-"
        rows.append(
            [row["agent"], f"{row['mean_per_deal']:.1f}", f"[{low:.1f}, {high:.1f}]", made_text]
        )
        for name, stats in row.get("contracts", {}).items():
            rate = 100 * stats["made_rate"]
            rows.append([f"  {name}", "", "", f"{stats['played']} played, {rate:.0f} % made"])
    print_table(
        (
            Column("agent", min_width=6),
            Column("mean/deal", "right", 9),
            Column("95% interval", "right", 20),
            Column("contracts made", "right", 14),
        ),
        rows,
    )
    print_paired(report["paired"], "settlement per deal", "deals", 1)
    return 0


def _match_row(row: dict[str, Any]) -> list[str]:
    (ml, mh), (dl, dh) = row["match_ci95"], row["deal_ci95"]
    return [
        row["agent"],
        f"{100 * row['match_win_rate']:.1f} %",
        f"[{100 * ml:.1f}, {100 * mh:.1f}]",
        f"{100 * row['deal_win_rate']:.1f} %",
        f"[{100 * dl:.1f}, {100 * dh:.1f}]",
        f"{row['mean_per_deal']:.1f}",
    ]


def print_paired(rows: list[dict[str, Any]], measure: str, unit: str, scale: float) -> None:
    """The "A - B" section: paired differences on the same deals, and which side the 95 %
    interval puts ahead (per-agent intervals cannot say this when the game is not zero-sum)."""
    if not rows:
        return
    print(f"\npaired difference A - B, {measure} (n = {rows[0]['n']} {unit})")
    lines = []
    for row in rows:
        mean, low, high = (scale * row[k] for k in ("mean", "low", "high"))
        if low > 0:
            verdict = f"{row['a']} ahead"
        elif high < 0:
            verdict = f"{row['b']} ahead"
        else:
            verdict = "not separated"
        lines.append(
            [f"{row['a']} - {row['b']}", f"{mean:.1f}", f"[{low:.1f}, {high:.1f}]", verdict]
        )
    print_table(
        (
            Column("A - B", min_width=16),
            Column("mean", "right", 7),
            Column("95% interval", "right", 20),
            Column("verdict"),
        ),
        lines,
    )
