"""What the history and the statistics keep of Preference deals and sessions
(engine/history.py)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from cardavia.engine.game import JsonDict
from cardavia.engine.history import DealFacts, DealOutcome, contract_lines, count_contract
from cardavia.games.preference.tables import CONTRACT_NAMES


class PreferenceHistory:
    series_kind: str | None = "session"

    def deal_facts(self, result: JsonDict, you: int) -> DealOutcome:
        if not result.get("over"):
            return None, None, {}
        change = float(result["deal_scores"][you])
        declarer = result.get("declarer")
        defence = result.get("defence") or []
        defended = (
            declarer is not None
            and declarer != you
            and ((len(defence) > you and defence[you] == "stay") or result.get("invited") == you)
        )
        paid = taken = 0
        for item in result.get("settlement") or []:
            if item.get("from") == you and item.get("to") == "pool":
                paid += item.get("amount", 0)
            elif item.get("from") == "pool" and item.get("to") == you:
                taken += item.get("amount", 0)
        facts: JsonDict = {
            "void": bool(result.get("void")),
            "contract": result.get("contract"),
            "you_declared": declarer is not None and declarer == you,
            "made": result.get("made"),
            "defended": defended,
            "pool_in": paid,
            "pool_out": taken,
            "total": result["scores"][you],
        }
        won = None if facts["void"] or change == 0 else change > 0
        return won, change, facts

    def deal_summary(self, result: JsonDict) -> JsonDict:
        return {}

    def series_outcome(
        self, whole: JsonDict, deal_scores: Sequence[float], you: int
    ) -> tuple[bool, bool | None, float | None, JsonDict]:
        over = bool(whole.get("over"))
        scores = whole.get("scores") or []
        score = float(scores[you]) if scores else None
        best = max(scores) if scores else None
        won = (
            None if not over or best is None else (scores[you] == best and scores.count(best) == 1)
        )
        return over, won, score, {"scores": scores, "pool": whole.get("pool")}

    def stats(self, deals: Sequence[DealFacts], series_won: Sequence[bool | None]) -> JsonDict:
        contracts: dict[str, dict[str, int]] = {}
        defence = {"played": 0, "set": 0}
        pool = {"paid_in": 0, "taken_out": 0}
        void = 0
        for row in deals:
            f = row.facts
            pool["paid_in"] += f.get("pool_in", 0)
            pool["taken_out"] += f.get("pool_out", 0)
            if f.get("void"):
                void += 1
                continue
            if f.get("you_declared") and f.get("contract"):
                count_contract(contracts, f["contract"], f.get("made"), "declared")
            if f.get("defended"):
                defence["played"] += 1
                defence["set"] += f.get("made") is False
        order = [c for c in CONTRACT_NAMES if c is not None]
        return {
            "contracts": {c: contracts[c] for c in order if c in contracts}
            | {c: v for c, v in sorted(contracts.items()) if c not in order},
            "defence": defence,
            "pool": pool,
            "void": void,
            "sessions": {"played": len(series_won), "won": sum(1 for w in series_won if w)},
        }

    def stats_lines(self, stats: dict[str, Any]) -> list[str]:
        lines = contract_lines(stats["contracts"], "declared")
        d, p = stats["defence"], stats["pool"]
        lines.append(f"  defence: {d['played']} deals defended, contract set {d['set']}")
        lines.append(f"  pool: paid in {p['paid_in']}, taken out {p['taken_out']}")
        return lines


HISTORY = PreferenceHistory()
