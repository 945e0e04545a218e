"""A web game's settlement names its record file, never the server's folders (CARDAVIA_WEB=1,
set by cardavia serve); the terminal app still shows the whole path."""

from __future__ import annotations

import pytest
from textual.widgets import Static

from cardavia.engine.registry import tradition_for_game
from cardavia.i18n import Catalog
from cardavia.play.session import TableSession
from cardavia.settings import Settings
from cardavia.tui.app import CardaviaApp
from cardavia.tui.dialogs.settlement import SettlementDialog
from cardavia.tui.screens.table import TableScreen


def finished_deal(records) -> TableSession:
    """A Schnapsen deal played to its end by the engine (the human's first legal action each
    time), saved into ``records``."""
    session = TableSession(
        "schnapsen", tradition_for_game("schnapsen"), 3, "easy", records_dir=records
    )
    while not session.state.is_over:
        if session.human_to_move:
            session.apply(session.observation()["legal_actions"][0])
        else:
            session.apply(session.ai_choice())
    return session


@pytest.mark.parametrize("web", [True, False])
async def test_the_settlement_names_the_record_without_the_servers_folders(
    tmp_path, monkeypatch, web
):
    monkeypatch.setenv("CARDAVIA_MOTION", "off")
    if web:
        monkeypatch.setenv("CARDAVIA_WEB", "1")
    else:
        monkeypatch.delenv("CARDAVIA_WEB", raising=False)
    session = finished_deal(tmp_path / "session-id" / "data" / "records")
    (saved,) = session.saved_files
    app = CardaviaApp(lang="en", settings=Settings(grain=0, ai_speed=100), save=False)
    async with app.run_test(size=(100, 32)) as pilot:
        table = TableScreen("schnapsen", session.tradition, 3, "easy", session=session)
        table.watching = False
        await app.push_screen(table)
        for _ in range(500):
            await pilot.pause(0.02)
            if isinstance(app.screen, SettlementDialog):
                break
        assert isinstance(app.screen, SettlementDialog)
        await pilot.press("f")  # where the record is kept: one key away
        await pilot.pause()
        text = " ".join(str(widget.render()) for widget in app.screen.query(Static))
    shown = saved.name if web else str(saved)
    assert Catalog("en").t("table-saved", path=shown) in text
    assert ("session-id" in text) is not web
