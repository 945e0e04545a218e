"""Statistics over the saved deals, per game and overall, from the player's seat.

A deal counts once it is finished. "Won" is the player's side coming out ahead: French Tarot a
positive settlement (annulled deals are neither), Schnapsen winning the deal, Preference a
positive change of score in the deal (void deals and deals that changed nothing are neither).
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from typing import Any

from cardavia.engine.game import JsonDict
from cardavia.engine.registry import game_ids, get_game
from cardavia.play.index import DealRow, Entry, RecordIndex

#: Deals in the rolling win rate's window.
ROLLING = 20
UNKNOWN_LEVEL = "unknown"


def _tally() -> dict[str, int]:
    return {"deals": 0, "won": 0, "lost": 0}


def _count(tally: dict[str, int], row: DealRow) -> None:
    tally["deals"] += 1
    if row.won is True:
        tally["won"] += 1
    elif row.won is False:
        tally["lost"] += 1


def _month(played: float) -> str:
    return datetime.fromtimestamp(played).strftime("%Y-%m")


def win_rate(tally: dict[str, int]) -> float | None:
    decided = tally["won"] + tally["lost"]
    return tally["won"] / decided if decided else None


def _finish(tallies: dict[str, dict[str, int]]) -> dict[str, JsonDict]:
    return {key: {**t, "win_rate": win_rate(t)} for key, t in sorted(tallies.items())}


def rolling_win_rate(rows: Iterable[DealRow], window: int = ROLLING) -> list[float]:
    """After each decided deal, the share won among the last ``window`` decided deals."""
    outcomes: list[int] = []
    series: list[float] = []
    running = 0
    for row in rows:
        if row.won is None:
            continue
        outcomes.append(int(row.won))
        running += outcomes[-1]
        if len(outcomes) > window:
            running -= outcomes[-window - 1]
        series.append(running / min(len(outcomes), window))
    return series


def game_stats(game: str, rows: list[DealRow], entries: list[Entry]) -> JsonDict:
    """Everything counted for one game (``rows`` oldest first, finished deals only;
    ``entries`` its matches and sessions)."""
    tally = _tally()
    levels: dict[str, dict[str, int]] = {}
    months: dict[str, dict[str, int]] = {}
    scores: list[float] = []
    for row in rows:
        _count(tally, row)
        _count(levels.setdefault(row.level or UNKNOWN_LEVEL, _tally()), row)
        _count(months.setdefault(row.month or _month(row.played), _tally()), row)
        if row.score is not None:
            scores.append(row.score)
    cumulative: list[float] = []
    total = 0.0
    for s in scores:
        total += s
        cumulative.append(total)
    out: JsonDict = {
        **tally,
        "win_rate": win_rate(tally),
        "mean_score": total / len(scores) if scores else None,
        "levels": _finish(levels),
        "months": _finish(months),
    }
    out.update(get_game(game).history.stats(rows, [e.won for e in entries if e.over]))
    out["series"] = {"score": cumulative, "win_rate": rolling_win_rate(rows)}
    return out


def compute(rows: list[DealRow], entries: list[Entry], game: str | None = None) -> JsonDict:
    """Statistics of ``rows`` (every deal, oldest first): per game, and over all games."""
    finished = [r for r in rows if r.over and (game is None or r.game == game)]
    per_game: dict[str, list[DealRow]] = {}
    for row in finished:
        per_game.setdefault(row.game, []).append(row)
    matches = [e for e in entries if e.kind != "deal"]
    games = {
        g: game_stats(g, per_game[g], [e for e in matches if e.game == g])
        for g in game_ids()
        if g in per_game
    }
    overall = _tally()
    levels: dict[str, dict[str, int]] = {}
    months: dict[str, dict[str, int]] = {}
    for row in finished:
        _count(overall, row)
        _count(levels.setdefault(row.level or UNKNOWN_LEVEL, _tally()), row)
        _count(months.setdefault(row.month or _month(row.played), _tally()), row)
    return {
        "overall": {
            **overall,
            "win_rate": win_rate(overall),
            "games": {g: games[g]["deals"] for g in games},
            "levels": _finish(levels),
            "months": _finish(months),
        },
        "games": games,
    }


def load_stats(index: RecordIndex | None = None, game: str | None = None) -> JsonDict:
    """Sync the index with the records folder and count: what ``cardavia stats`` prints and
    the statistics screen shows. The skipped files are listed under ``"skipped"``, how many
    files are not counted yet (the index was locked) under ``"pending_files"``."""
    own = index is None
    idx = index if index is not None else RecordIndex()
    try:
        idx.sync()
        stats = compute(idx.deals(game), idx.entries(game, summaries=False), game)
        stats["skipped"] = [
            {
                "file": s.path,
                "record": None if s.number is None else s.number + 1,
                "reason": s.reason,
            }
            for s in idx.skipped()
        ]
        stats["pending_files"] = idx.pending  # kept out by another process's lock
        return stats
    finally:
        if own:
            idx.close()


def without_series(stats: JsonDict) -> dict[str, Any]:
    """The statistics without the long per-deal series (for a short printout)."""
    return {
        **stats,
        "games": {
            g: {k: v for k, v in s.items() if k != "series"} for g, s in stats["games"].items()
        },
    }


__all__ = ["ROLLING", "compute", "game_stats", "load_stats", "rolling_win_rate", "win_rate"]
