"""Quitting in the middle of a match, and coming back to it."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from textual.widgets import OptionList
from tui_helpers import make_app, screen_text

from cardavia.play.resume import resume_path
from cardavia.tui.dialogs.choice import ChoiceDialog
from cardavia.tui.screens.home import HomeScreen
from cardavia.tui.screens.table import TableScreen
from cardavia.tui.screens.tradition import TraditionScreen


async def _until(pilot, condition, tries: int = 1500) -> None:
    for _ in range(tries):
        if condition():
            return
        await pilot.pause(0.02)
    raise AssertionError("the app did not get there")


async def _play_cards(app, pilot, table: TableScreen, cards: int) -> None:
    """Play ``cards`` of the human's cards (the first legal one each time)."""
    await _until(pilot, lambda: table.is_mounted and bool(table.query("#log")))
    for _ in range(cards):
        await _until(pilot, lambda: table.session.human_to_move and table.awaiting_card)
        legal = table.session.observation()["legal_actions"]
        hand = table.session.observation()["hand"]
        table.play(next(a for a in legal if a in hand))
        await pilot.pause()


async def test_quitting_mid_match_offers_to_continue_exactly_where_it_was():
    app = make_app(ai_speed=100)
    async with app.run_test(size=(120, 40)) as pilot:
        app.open_table("schnapsen", "wiener-bild", seed=3)
        await _until(pilot, lambda: isinstance(app.screen, TableScreen))
        table = app.screen
        await _play_cards(app, pilot, table, 3)
        await _until(pilot, lambda: table.session.human_to_move and table.awaiting_card)
        session = table.session
        history = session.state.history()
        hand = session.observation()["hand"]
        standings = session.standings()
        await pilot.press("q")
        await _until(pilot, lambda: isinstance(app.screen, ChoiceDialog))
        await pilot.press("2")  # Leave
        await pilot.pause()
    assert resume_path("schnapsen").exists()

    app = make_app(ai_speed=100)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        text = screen_text(app)
        assert "Continue · Schnapsen · To go: You 7 · North 7 · Deal 1" in text
        menu = app.screen.query_one(OptionList)
        assert menu.get_option_at_index(0).id == "continue:schnapsen"
        menu.focus()
        menu.highlighted = 0
        await pilot.press("enter")
        await _until(pilot, lambda: isinstance(app.screen, TableScreen))
        again = app.screen.session
        assert not app.screen.watching
        assert again.state.history() == history
        assert again.observation()["hand"] == hand
        assert again.standings() == standings
        await _until(pilot, lambda: again.human_to_move and app.screen.awaiting_card)
        assert again.state.history() == history  # nobody moved: it was the human's turn
        await _play_cards(app, pilot, app.screen, 1)
        assert len(again.state.history()) > len(history)


async def test_starting_a_new_game_of_that_kind_asks_first():
    app = make_app(ai_speed=100)
    async with app.run_test(size=(120, 40)) as pilot:
        app.open_table("schnapsen", "wiener-bild", seed=5)
        await _until(pilot, lambda: isinstance(app.screen, TableScreen))
        await _play_cards(app, pilot, app.screen, 1)
        app.exit()
    assert resume_path("schnapsen").exists()
    app = make_app(ai_speed=100)
    async with app.run_test(size=(120, 40)) as pilot:
        await app.push_screen(TraditionScreen("wiener-bild"))
        await pilot.pause()
        text = screen_text(app)
        assert "Continue · Schnapsen" in text
        assert not app.screen.query_one("#continue-preference").display
        await pilot.click("#start-schnapsen")
        await _until(pilot, lambda: isinstance(app.screen, ChoiceDialog))
        text = screen_text(app)
        assert "You have an unfinished game of Schnapsen" in text
        assert "Start a new one (the unfinished one is dropped)" in text
        await pilot.press("2")
        await _until(pilot, lambda: isinstance(app.screen, TableScreen))
        assert not resume_path("schnapsen").exists()
        assert app.screen.session.seed != 5  # a new game, with a fresh seed


async def test_a_damaged_resume_file_is_set_aside_and_reported():
    path = resume_path("preference")
    path.parent.mkdir(parents=True)
    path.write_text("{broken")
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        messages = [n.message for n in app._notifications]
        assert any("could not be read and was set aside" in m for m in messages)
        assert "Continue" not in screen_text(app)
    assert not path.exists()
    assert len(list(Path(os.environ["CARDAVIA_DATA_DIR"], "resume").iterdir())) == 1


async def test_a_resume_file_that_replays_wrong_is_refused_at_the_table_door():
    app = make_app(ai_speed=100)
    async with app.run_test(size=(120, 40)) as pilot:
        app.open_table("schnapsen", "wiener-bild", seed=7)
        await _until(pilot, lambda: isinstance(app.screen, TableScreen))
        await _play_cards(app, pilot, app.screen, 1)
        app.exit()
    data = json.loads(resume_path("schnapsen").read_text())
    data["deals"][-1]["actions"] = ["exchange-everything"]
    resume_path("schnapsen").write_text(json.dumps(data))
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        app.continue_game("schnapsen")
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        assert any("exchange-everything" in n.message for n in app._notifications)
    assert not resume_path("schnapsen").exists()


@pytest.mark.parametrize("lang", ["en", "vi", "fi", "zh-Hant"])
async def test_the_summary_of_a_kept_game_never_cuts_a_number_at_80x24(lang, monkeypatch):
    from tui_helpers import settled_text

    from cardavia.play.resume import Unfinished
    from cardavia.tui.app import CardaviaApp

    totals = [30, 240, -120, -150]
    kept = Unfinished("french-tarot", "french", 12, {"totals": totals, "deals": 11}, Path("x"))
    monkeypatch.setattr(CardaviaApp, "unfinished_games", lambda self: [kept])
    app = make_app(lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await app.push_screen(TraditionScreen("marseille"))
        button = app.screen.query_one("#continue-french-tarot")
        await settled_text(app, pilot)
        button.scroll_visible(animate=False)
        shown = (await settled_text(app, pilot)).replace("│", " ")
        # Every total whole (−150, not a cut −15), each number a word of its own.
        for total in totals:
            number = f"{total:+d}".replace("-", "−")
            assert f" {number} " in f" {shown} ".replace("\n", " "), (number, shown)
