"""What the history and the statistics keep of Schnapsen deals and matches
(engine/history.py)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cardavia.engine.game import JsonDict
from cardavia.engine.history import DealFacts, DealOutcome


class SchnapsenHistory:
    series_kind: str | None = "match"

    def deal_facts(self, result: JsonDict, you: int) -> DealOutcome:
        if not result.get("over"):
            return None, None, {}
        winner = result.get("winner")
        score = float(result["scores"][you] - result["scores"][1 - you])
        closed_by = result.get("closed_by")
        closing = None
        if closed_by == you:
            closing = "made" if winner == you else "failed"
        facts: JsonDict = {
            "game_points": result.get("game_points"),
            "closing": closing,
            "marriages": [m["points"] for m in result.get("marriages") or [] if m["seat"] == you],
        }
        return winner == you, score, facts

    def deal_summary(self, result: JsonDict) -> JsonDict:
        return {}

    def series_outcome(
        self, whole: JsonDict, deal_scores: Sequence[float], you: int
    ) -> tuple[bool, bool | None, float | None, JsonDict]:
        winner = whole.get("match_winner")
        won = None if winner is None else winner == you
        summary = {"match_points": whole.get("match_points")}
        return winner is not None, won, float(sum(deal_scores)), summary

    def stats(self, deals: Sequence[DealFacts], series_won: Sequence[bool | None]) -> JsonDict:
        closings = {"made": 0, "failed": 0}
        marriages = {"20": 0, "40": 0}
        points = 0
        for row in deals:
            f = row.facts
            if f.get("closing") in closings:
                closings[f["closing"]] += 1
            for p in f.get("marriages") or []:
                marriages[str(p)] = marriages.get(str(p), 0) + 1
            if row.won:
                points += f.get("game_points") or 0
        return {
            "game_points": points,
            "bummerls": {"played": len(series_won), "won": sum(1 for w in series_won if w)},
            "closings": closings,
            "marriages": marriages,
        }

    def stats_lines(self, stats: dict[str, Any]) -> list[str]:
        b, c, m = stats["bummerls"], stats["closings"], stats["marriages"]
        return [
            f"  Bummerls (matches): played {b['played']}, won {b['won']}",
            f"  closings: made {c['made']}, failed {c['failed']}",
            f"  marriages: 20 x{m.get('20', 0)}, 40 x{m.get('40', 0)}",
        ]


HISTORY = SchnapsenHistory()
