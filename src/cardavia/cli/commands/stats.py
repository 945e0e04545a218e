"""``cardavia stats``: statistics of the saved games, per game and overall."""

from __future__ import annotations

import argparse
from typing import Any

from cardavia.cli.common import check_game, json_text, note_pending
from cardavia.engine.text import visible


def run(args: argparse.Namespace) -> int:
    return cmd_stats(args.game, args.json, args.series)


def cmd_stats(game: str | None, as_json: bool, series: bool) -> int:
    from cardavia.play.stats import load_stats, without_series

    check_game(game)
    stats = load_stats(game=game)
    note_pending(stats["pending_files"])
    if as_json:
        print(json_text(stats if series else without_series(stats)))
        return 0
    for line in stats_lines(stats):
        print(line)
    return 0


def _rate(tally: dict[str, Any]) -> str:
    rate = tally.get("win_rate")
    return "-" if rate is None else f"{100 * rate:.0f} %"


def stats_lines(stats: dict[str, Any]) -> list[str]:
    """``cardavia stats`` as text (English, like the other commands); each game adds its own
    lines (``GameSpec.history``)."""
    from cardavia.engine.registry import get_game

    overall = stats["overall"]
    lines = [
        f"Deals played: {overall['deals']}  won {overall['won']}  lost {overall['lost']}  "
        f"win rate {_rate(overall)}"
    ]
    for level, t in overall["levels"].items():
        lines.append(f"  against {visible(level)}: {t['deals']} deals, win rate {_rate(t)}")
    for month, t in overall["months"].items():
        lines.append(f"  {month}: {t['deals']} deals, win rate {_rate(t)}")
    for game_id, g in stats["games"].items():
        mean = "-" if g["mean_score"] is None else f"{g['mean_score']:+.1f}"
        lines += [
            "",
            f"{game_id}: {g['deals']} deals, won {g['won']}, lost {g['lost']}, "
            f"win rate {_rate(g)}, mean score per deal {mean}",
        ]
        lines += get_game(game_id).history.stats_lines(g)
    for s in stats["skipped"]:
        at = "" if s["record"] is None else f" #{s['record']}"
        lines.append(f"skipped {visible(s['file'], 500)}{at}: {visible(s['reason'], 300)}")
    return lines
