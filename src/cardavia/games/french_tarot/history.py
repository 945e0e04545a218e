"""What the history and the statistics keep of French Tarot deals (engine/history.py)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from cardavia.engine.game import JsonDict
from cardavia.engine.history import DealFacts, DealOutcome, contract_lines, count_contract
from cardavia.engine.records import RecordError
from cardavia.games.french_tarot.tables import CONTRACTS


class TarotHistory:
    series_kind: str | None = None

    def deal_facts(self, result: JsonDict, you: int) -> DealOutcome:
        if not result.get("over"):
            return None, None, {}
        score = float(result["scores"][you])
        annulled = result.get("annulled")
        taker = result.get("taker")
        side = "taker" if taker == you else "defence"
        petit = result.get("petit_au_bout")
        chelem = result.get("chelem")
        taker_sweep = chelem in ("declared-made", "taker")
        defence_sweep = chelem in ("defence", "declared-failed+defence")
        ours = taker_sweep if taker == you else defence_sweep
        theirs = defence_sweep if taker == you else taker_sweep
        facts: JsonDict = {
            "annulled": annulled,
            "contract": result.get("contract"),
            "taker": taker,
            "you_took": taker is not None and taker == you,
            "made": result.get("made"),
            "petit_au_bout": None if petit is None else ("you" if petit == side else "them"),
            "chelem": "you" if ours else ("them" if theirs else None),
            "poignees": [p["size"] for p in result.get("poignees") or [] if p.get("seat") == you],
        }
        won = None if annulled else score > 0
        return won, score, facts

    def deal_summary(self, result: JsonDict) -> JsonDict:
        if not result.get("over"):
            return {}
        return {"contract": result.get("contract"), "made": result.get("made")}

    def series_outcome(
        self, whole: JsonDict, deal_scores: Sequence[float], you: int
    ) -> tuple[bool, bool | None, float | None, JsonDict]:
        raise RecordError("French Tarot records are single deals")

    def stats(self, deals: Sequence[DealFacts], series_won: Sequence[bool | None]) -> JsonDict:
        contracts: dict[str, dict[str, int]] = {}
        poignees: Counter[int] = Counter()
        petit = {"won": 0, "lost": 0}
        chelems = {"won": 0, "lost": 0}
        annulled = 0
        for row in deals:
            f = row.facts
            if f.get("annulled"):
                annulled += 1
                continue
            if f.get("you_took") and f.get("contract"):
                count_contract(contracts, f["contract"], f.get("made"), "taken")
            poignees.update(f.get("poignees") or [])
            if f.get("petit_au_bout"):
                petit["won" if f["petit_au_bout"] == "you" else "lost"] += 1
            if f.get("chelem"):
                chelems["won" if f["chelem"] == "you" else "lost"] += 1
        return {
            "contracts": {c: contracts[c] for c in CONTRACTS if c in contracts},
            "poignees": {str(size): poignees[size] for size in sorted(poignees)},
            "petit_au_bout": petit,
            "chelems": chelems,
            "annulled": annulled,
        }

    def stats_lines(self, stats: dict[str, Any]) -> list[str]:
        lines = contract_lines(stats["contracts"], "taken")
        poignees = ", ".join(f"{k} cards x{v}" for k, v in stats["poignees"].items()) or "none"
        lines.append(f"  poignées: {poignees}")
        p, c = stats["petit_au_bout"], stats["chelems"]
        lines.append(f"  petit au bout: won {p['won']}, lost {p['lost']}")
        lines.append(f"  chelems: won {c['won']}, lost {c['lost']}")
        return lines


HISTORY = TarotHistory()
