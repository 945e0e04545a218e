"""A stray Esc or q at the table never throws away a game in progress without asking."""

import random

from test_table import human_turn, press_keys_for, table_app

from cardavia.tui.dialogs.choice import ChoiceDialog
from cardavia.tui.screens.table import TableScreen


async def _mid_deal(app, pilot):
    """Play until the human has made one decision and must act again."""
    screen = await human_turn(app, pilot)
    await press_keys_for(app, pilot, screen, random.Random(1))
    return await human_turn(app, pilot)


async def test_escape_mid_deal_asks_and_keep_playing_changes_nothing():
    app = table_app("schnapsen", seed=4)
    async with app.run_test(size=(80, 24)) as pilot:
        await _mid_deal(app, pilot)
        table = next(s for s in app.screen_stack if isinstance(s, TableScreen))
        history = list(table.session.state.history())
        await pilot.press("escape")
        await pilot.pause()
        assert isinstance(app.screen, ChoiceDialog)
        assert [c.action for c in app.screen.choices] == ["stay", "leave"]
        await pilot.press("1")  # keep playing
        await pilot.pause()
        assert table in app.screen_stack
        assert table.session.state.history() == history


async def test_leaving_after_confirming_returns_to_the_menu():
    app = table_app("french-tarot", seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await _mid_deal(app, pilot)
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("2")  # leave
        await pilot.pause()
        assert not any(isinstance(s, TableScreen) for s in app.screen_stack)
        assert app.is_running


async def test_q_at_the_table_asks_before_quitting_and_escape_stays():
    app = table_app("preference", seed=6, lang="zh-Hant")
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await _mid_deal(app, pilot)
        while not isinstance(screen, TableScreen):  # dialogs answer first (q is the app's key)
            await press_keys_for(app, pilot, screen, random.Random(2))
            screen = await human_turn(app, pilot)
        await pilot.press("q")
        await pilot.pause()
        assert isinstance(app.screen, ChoiceDialog)
        assert app.screen.title_text == "離開牌桌？"
        await pilot.press("escape")
        await pilot.pause()
        assert app.is_running
        assert any(isinstance(s, TableScreen) for s in app.screen_stack)
        await pilot.press("q")
        await pilot.pause()
        await pilot.press("2")
        await pilot.pause()
        assert not app.is_running


async def test_ctrl_c_asks_once_and_a_second_ctrl_c_leaves_keeping_the_game():
    """As in a shell: the first Ctrl+C asks (over the rules too), the second one means it."""
    from cardavia.play.resume import resume_path
    from cardavia.tui.app import CardaviaApp

    app = table_app("schnapsen", seed=4)
    async with app.run_test(size=(80, 24)) as pilot:
        await _mid_deal(app, pilot)
        await pilot.press("r")
        await pilot.pause()
        await pilot.press("ctrl+c")
        await pilot.pause()
        assert isinstance(app.screen, ChoiceDialog) and app.is_running
        await pilot.press("ctrl+c")
        await pilot.pause()
        assert not app.is_running
    assert app.return_code == CardaviaApp.SIGNAL_STATUS[2]
    assert resume_path("schnapsen").is_file()  # the game is kept for "Continue"
