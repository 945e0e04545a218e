"""After a hint, Enter plays the hinted card: the cursor moves to it."""

import random

from test_table import human_turn, press_keys_for, table_app
from textual.widgets import Static

from cardavia.tui.dialogs.choice import ChoiceDialog
from cardavia.tui.screens.table import TableScreen
from cardavia.tui.widgets.hand import HandWidget


async def test_enter_after_a_hint_plays_the_hinted_card():
    app = table_app("schnapsen", seed=8)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await human_turn(app, pilot)
        while not isinstance(screen, TableScreen):
            await press_keys_for(app, pilot, screen, random.Random(0))
            screen = await human_turn(app, pilot)
        hinted = screen.session.hint()
        hand = screen.query_one(HandWidget)
        hand.selected = (hand.cards.index(hinted) + 1) % len(hand.cards)  # somewhere else
        before = len(screen.session.state.history())
        await pilot.press("h", "enter")
        await pilot.pause()
        assert screen.session.state.history()[before] == hinted


async def test_in_a_dialog_the_hint_is_shown_and_enter_follows_it():
    app = table_app("preference", seed=33, lang="zh-Hans")
    async with app.run_test(size=(80, 24)) as pilot:
        dialog = await human_turn(app, pilot)
        assert isinstance(dialog, ChoiceDialog)
        table = app.screen_stack[-2]
        hinted = table.session.hint()
        before = len(table.session.state.history())
        await pilot.press("h")
        await pilot.pause()
        assert str(dialog.query_one("#dialog-hint", Static).render()).startswith("提示：")
        await pilot.press("enter")
        await pilot.pause()
        assert table.session.state.history()[before] == hinted


async def test_a_hinted_exchange_gets_the_focus_so_enter_exchanges():
    app = table_app("schnapsen", seed=0)  # the human leads first, holding the trump Bube
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await human_turn(app, pilot)
        assert isinstance(screen, TableScreen)
        assert screen.session.hint() == "exchange"
        before = len(screen.session.state.history())
        await pilot.press("h")
        await pilot.pause()
        assert app.focused is screen.query_one("#extra-exchange")
        await pilot.press("enter")
        await pilot.pause()
        assert screen.session.state.history()[before] == "exchange"
