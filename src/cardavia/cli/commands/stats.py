"""``cardavia stats``: statistics of the saved games, per game and overall."""

from __future__ import annotations

import argparse
import json
from typing import Any

from cardavia.cli.common import check_game
from cardavia.engine.text import visible


def run(args: argparse.Namespace) -> int:
    return cmd_stats(args.game, args.json, args.series)


def cmd_stats(game: str | None, as_json: bool, series: bool) -> int:
    from cardavia.play.stats import load_stats, without_series

    check_game(game)
    stats = load_stats(game=game)
    if as_json:
        print(json.dumps(stats if series else without_series(stats), ensure_ascii=False))
        return 0
    for line in stats_lines(stats):
        print(line)
    return 0


def _rate(tally: dict[str, Any]) -> str:
    rate = tally.get("win_rate")
    return "-" if rate is None else f"{100 * rate:.0f} %"


def stats_lines(stats: dict[str, Any]) -> list[str]:
    """``cardavia stats`` as text (English, like the other commands)."""
    overall = stats["overall"]
    lines = [
        f"Deals played: {overall['deals']}  won {overall['won']}  lost {overall['lost']}  "
        f"win rate {_rate(overall)}"
    ]
    for level, t in overall["levels"].items():
        lines.append(f"  against {level}: {t['deals']} deals, win rate {_rate(t)}")
    for month, t in overall["months"].items():
        lines.append(f"  {month}: {t['deals']} deals, win rate {_rate(t)}")
    for game_id, g in stats["games"].items():
        mean = "-" if g["mean_score"] is None else f"{g['mean_score']:+.1f}"
        lines += [
            "",
            f"{game_id}: {g['deals']} deals, won {g['won']}, lost {g['lost']}, "
            f"win rate {_rate(g)}, mean score per deal {mean}",
        ]
        if game_id == "french-tarot":
            for contract, c in g["contracts"].items():
                lines.append(f"  {contract}: taken {c['taken']}, made {c['made']}")
            poignees = ", ".join(f"{k} cards x{v}" for k, v in g["poignees"].items()) or "none"
            lines.append(f"  poignées: {poignees}")
            p, c = g["petit_au_bout"], g["chelems"]
            lines.append(f"  petit au bout: won {p['won']}, lost {p['lost']}")
            lines.append(f"  chelems: won {c['won']}, lost {c['lost']}")
        elif game_id == "schnapsen":
            b, c, m = g["bummerls"], g["closings"], g["marriages"]
            lines.append(f"  Bummerls (matches): played {b['played']}, won {b['won']}")
            lines.append(f"  closings: made {c['made']}, failed {c['failed']}")
            lines.append(f"  marriages: 20 x{m.get('20', 0)}, 40 x{m.get('40', 0)}")
        else:
            for contract, c in g["contracts"].items():
                lines.append(f"  {contract}: declared {c['declared']}, made {c['made']}")
            d, p = g["defence"], g["pool"]
            lines.append(f"  defence: {d['played']} deals defended, contract set {d['set']}")
            lines.append(f"  pool: paid in {p['paid_in']}, taken out {p['taken_out']}")
    for s in stats["skipped"]:
        at = "" if s["record"] is None else f" #{s['record']}"
        lines.append(f"skipped {visible(s['file'], 500)}{at}: {visible(s['reason'], 300)}")
    return lines
