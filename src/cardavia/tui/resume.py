"""The one-line summary of a kept game: game, standings, deal number."""

from __future__ import annotations

from typing import Any

from cardavia.i18n import Catalog
from cardavia.traditions import GAMES
from cardavia.tui.table.info import seat_names
from cardavia.tui.table.settle import signed


def standings_text(catalog: Catalog, game: str, standings: dict[str, Any]) -> str:
    t = catalog.t
    names = seat_names(catalog, game)
    if game == "french-tarot":
        totals = standings["totals"]
        return t(
            "table-totals", totals=" ".join(f"{names[s]} {signed(totals[s])}" for s in range(4))
        )
    if game == "schnapsen":
        points = standings["match_points"]
        return t("table-match", you=points[0], them=points[1], opponent=names[1])
    scores = standings["scores"]
    return t(
        "table-scores",
        scores=" ".join(f"{names[s]} {signed(scores[s])}" for s in range(3)),
        pool=standings["pool"],
    )


def summary_line(catalog: Catalog, kept: Any) -> str:
    """ "Schnapsen · To go: You 5 · North 3 · Deal 3" (``kept``: a ``resume.Unfinished``)."""
    try:
        standings = standings_text(catalog, kept.game, kept.standings)
    except (KeyError, IndexError, TypeError):
        standings = ""
    return catalog.t(
        "resume-summary",
        game=GAMES[kept.game].title,
        standings=standings,
        deal=catalog.t("table-deal", number=kept.deal_number),
    )
