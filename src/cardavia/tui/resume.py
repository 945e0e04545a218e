"""The one-line summary of a kept game: game, standings, deal number."""

from __future__ import annotations

from typing import Any

from cardavia.i18n import Catalog
from cardavia.tui.table.labels import game_title
from cardavia.tui.table.presenter import presenter_for


def standings_text(catalog: Catalog, game: str, standings: dict[str, Any]) -> str:
    return presenter_for(game).standings(catalog, standings)


def summary_line(catalog: Catalog, kept: Any) -> str:
    """ "Schnapsen · To go: You 5 · North 3 · Deal 3" (``kept``: a ``resume.Unfinished``)."""
    try:
        standings = standings_text(catalog, kept.game, kept.standings)
    except (KeyError, IndexError, TypeError):
        standings = ""
    return catalog.t(
        "resume-summary",
        game=game_title(catalog, kept.game),
        standings=standings,
        deal=catalog.t("table-deal", number=kept.deal_number),
    )
