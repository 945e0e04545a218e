"""The History and Statistics screens, on a known set of records."""

from __future__ import annotations

import json
import os
import sqlite3
from pathlib import Path

from textual.widgets import DataTable, Select, Static
from tui_helpers import make_app, screen_text

from cardavia.play import index as index_module
from cardavia.play.index import INDEX_NAME, open_index
from cardavia.play.replay import ReplaySession
from cardavia.tui.screens.history import HistoryScreen
from cardavia.tui.screens.home import HomeScreen
from cardavia.tui.screens.statistics import StatisticsScreen
from cardavia.tui.screens.table import TableScreen
from history_fixtures import check_known_facts, schnapsen_deal, tarot_deals, write_known_records


def _records() -> Path:
    check_known_facts()
    folder = Path(os.environ["CARDAVIA_DATA_DIR"]) / "records"
    write_known_records(folder)
    return folder


async def _until(pilot, condition, tries: int = 1500) -> None:
    for _ in range(tries):
        if condition():
            return
        await pilot.pause(0.02)
    raise AssertionError("the screen did not get there")


async def test_history_lists_filters_and_replays_a_record_step_by_step():
    _records()
    app = make_app(ai_speed=100)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        await pilot.press("h")
        await _until(pilot, lambda: isinstance(app.screen, HistoryScreen) and app.screen.loaded)
        screen = app.screen
        table = screen.query_one(DataTable)
        assert table.row_count == 8
        text = screen_text(app)
        assert "2026-11-12 12:00" in text.splitlines()[6]  # newest first: the session
        assert "8 records" in text
        screen.query_one("#history-result", Select).value = "won"
        await _until(pilot, lambda: table.row_count == 2)
        screen.query_one("#history-result", Select).value = "all"
        screen.query_one("#history-game", Select).value = "french-tarot"
        await _until(pilot, lambda: table.row_count == 5)
        # The oldest Tarot deal is the last row: open it and watch it being replayed.
        table.focus()
        table.move_cursor(row=4)
        await pilot.press("enter")

        def tables() -> list[TableScreen]:  # under the settlement once the replay is through
            return [s for s in app.screen_stack if isinstance(s, TableScreen)]

        await _until(pilot, lambda: bool(tables()))
        session = tables()[0].session
        assert isinstance(session, ReplaySession) and tables()[0].watching
        actions = tarot_deals()[0]["actions"]
        await _until(pilot, lambda: session.cursor >= 5)
        played = [a for a in session.state.history() if a != "no-chelem"]  # records omit it
        assert played[: session.cursor] == actions[: session.cursor]


async def test_statistics_show_the_hand_counted_figures_and_three_plots():
    _records()
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("s")
        await _until(pilot, lambda: isinstance(app.screen, StatisticsScreen) and app.screen.loaded)
        await pilot.pause()
        text = screen_text(app)
        assert "13 deals played" in text
        assert "Won 4 · lost 8 · win rate 33 %" in text
        assert "Easy: 5 deals, win rate 25 %" in text
        assert "Hard: 4 deals, win rate 0 %" in text
        assert "Your score over the deals" in text
        screen = app.screen
        screen.query_one("#stats-game", Select).value = "schnapsen"
        await pilot.pause()
        text = screen_text(app)
        assert "5 deals played" in text and "win rate 20 %" in text
        assert "Closings: 1 made, 1 failed" in text
        assert "Bummerls: 1 played, 0 won" in text
        assert "Marriages: 20 × 1, 40 × 0" in text
        screen.query_one("#stats-game", Select).value = "french-tarot"
        await pilot.pause()
        text = screen_text(app)
        for line in (
            "Garde: 1 (0)",
            "Garde sans: 1 (0)",
            "Garde contre: 1 (1)",
            "Petit au bout: won 1, lost 1",
            "Mean score per deal: -57.2",
        ):
            assert line in text, line
        for tab, title in (
            ("winrate", "Win rate over the last 20 deals"),
            ("contracts", "Contracts made, by bid"),
        ):
            screen.query_one("#stats-plots").active = f"tab-{tab}"
            await pilot.pause()
            assert title in screen_text(app)
        assert "taken" in screen_text(app) and "made" in screen_text(app)


async def test_statistics_with_no_records_say_where_records_go():
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        app.action_statistics()
        await _until(pilot, lambda: getattr(app.screen, "loaded", False))
        await pilot.pause()
        assert "No finished deals yet" in screen_text(app)
        app.screen.query_one("#stats-game", Select).value = "preference"
        await pilot.pause()
        assert "No finished deals yet" in screen_text(app)


async def test_history_or_statistics_closed_before_their_figures_arrive():
    """Esc typed at once: the listing then comes back from its thread to a closed screen
    and must find nothing to fill, not fail (found by the mashed-keys test)."""
    _records()
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for open_screen, kind in (
            (app.action_history, HistoryScreen),
            (app.action_statistics, StatisticsScreen),
        ):
            open_screen()
            await _until(
                pilot, lambda kind=kind: isinstance(app.screen, kind) and app.screen.is_mounted
            )
            screen = app.screen
            await pilot.press("escape")
            await _until(pilot, lambda: isinstance(app.screen, HomeScreen))
            await pilot.pause()
            if kind is HistoryScreen:
                screen._loaded([], [], "", screen._generation)
            else:
                screen._loaded({}, "")
        assert app.is_running and isinstance(app.screen, HomeScreen)


async def test_record_text_and_a_folder_holding_markup_show_as_text(monkeypatch, tmp_path):
    """A level "[/]", an action "[/b]" in a skipped file "[bold].json" and a data folder
    "[/x]" are shown as written: markup in them used to take the screens down (MarkupError)."""
    data = tmp_path / "[/x] data"
    monkeypatch.setenv("CARDAVIA_DATA_DIR", str(data))
    folder = _records()
    deal = schnapsen_deal()
    (folder / "[bold].json").write_text(json.dumps({**deal, "actions": ["[/b]"]}))
    (folder / "markup.json").write_text(json.dumps({**deal, "level": "[/]"}))
    app = make_app()
    async with app.run_test(size=(160, 50)) as pilot:
        app.action_statistics()
        await _until(pilot, lambda: isinstance(app.screen, StatisticsScreen) and app.screen.loaded)
        await pilot.pause()
        assert "[/]: 1 deal, win rate 100 %" in screen_text(app)
        app.screen.dismiss()
        app.action_history()
        await _until(pilot, lambda: isinstance(app.screen, HistoryScreen) and app.screen.loaded)
        await pilot.pause()
        status = str(app.screen.query_one("#history-status", Static).render())
        assert "[bold].json: record 1: action #0 '[/b]' is illegal" in status
    for name in os.listdir(folder):
        os.unlink(folder / name)
    app = make_app()
    async with app.run_test(size=(160, 50)) as pilot:
        for open_screen, kind, shown in (
            (app.action_statistics, StatisticsScreen, "#stats-text"),
            (app.action_history, HistoryScreen, "#history-status"),
        ):
            open_screen()
            await _until(
                pilot, lambda kind=kind: isinstance(app.screen, kind) and app.screen.loaded
            )
            await pilot.pause()
            assert "[/x] data" in str(app.screen.query_one(shown, Static).render())
            app.screen.dismiss()
            await pilot.pause()


async def test_history_and_statistics_say_when_a_busy_index_left_files_out(monkeypatch):
    folder = _records()
    with open_index():
        pass
    (folder / "new.json").write_text(json.dumps(schnapsen_deal()))
    monkeypatch.setattr(index_module, "BUSY_TIMEOUT_MS", 50)
    holder = sqlite3.connect(folder.parent / INDEX_NAME, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")  # another Cardavia writing the index
    try:
        app = make_app()
        async with app.run_test(size=(160, 50)) as pilot:
            app.action_history()
            await _until(pilot, lambda: isinstance(app.screen, HistoryScreen) and app.screen.loaded)
            await pilot.pause()
            status = str(app.screen.query_one("#history-status", Static).render())
            assert app.screen.query_one(DataTable).row_count == 8
            assert "1 record file is not included yet" in status
            app.screen.dismiss()
            app.action_statistics()
            await _until(
                pilot, lambda: isinstance(app.screen, StatisticsScreen) and app.screen.loaded
            )
            await pilot.pause()
            assert "1 record file is not included yet" in screen_text(app)
    finally:
        holder.execute("ROLLBACK")
        holder.close()


async def test_french_history_and_statistics_name_the_games_in_french_with_french_colons():
    # The games' titles and the "name: figure" lines come from the catalog: « Tarot » and
    # « Préférence », a no-break space before the colon (they were glued in code, in English).
    folder = _records()
    (folder / "broken.json").write_text("{", encoding="utf-8")
    app = make_app("fr")
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await app.push_screen(StatisticsScreen())
        await _until(pilot, lambda: isinstance(app.screen, StatisticsScreen) and app.screen.loaded)
        await pilot.pause()
        text = screen_text(app)
        assert "Tarot\u00a0: 5 donnes" in text and "Préférence\u00a0:" in text, text
        assert "French Tarot" not in text and "Preference" not in text
        await app.push_screen(HistoryScreen())
        await _until(pilot, lambda: isinstance(app.screen, HistoryScreen) and app.screen.loaded)
        await pilot.pause()
        text = screen_text(app)
        assert "broken.json\u00a0: " in text, text
        assert "French Tarot" not in text and "Préférence" in text
