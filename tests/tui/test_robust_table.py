"""The table under stress: any key in any game, a terminal that shrinks under a dialog, and a
save that fails — the app carries on, tells the player, and its state stays consistent."""

import asyncio
import errno
import random

import pytest
from test_table import human_turn, play_deals, press_keys_for, table_app
from textual.worker import WorkerState
from tui_helpers import make_app, mash, prefer, reach, screen_text, settled_text, until

from cardavia.engine.records import Record, replay_deal
from cardavia.engine.registry import get_game
from cardavia.tui.dialogs.choice import Choice, ChoiceDialog
from cardavia.tui.dialogs.settlement import SettlementDialog
from cardavia.tui.screens.rules import RulesScreen
from cardavia.tui.screens.table import TableScreen
from cardavia.tui.screens.too_small import TooSmallScreen
from cardavia.tui.table import flow
from cardavia.tui.textual_compat import being_taken_down


def _consistent(table: TableScreen) -> None:
    """The session's deal is exactly what its own record gives, and what applying its
    history to the dealt cards gives (the series' running scores aside: a deal replayed
    alone starts a new one)."""
    state = table.session.state
    record = state.to_record(table.tradition)
    replayed = replay_deal(Record.model_validate(record), "table")
    assert replayed.record_actions() == state.record_actions()
    again = get_game(table.game).state_from_deal(Record.model_validate(record).deal, state.dealer)
    for action in state.history():
        again.apply(action)
    assert again.history() == state.history()
    assert (again.to_move, again.is_over) == (state.to_move, state.is_over)
    assert again.legal_actions() == state.legal_actions()


@pytest.mark.parametrize("game", ["schnapsen", "preference"])
async def test_any_key_in_any_order_never_breaks_the_table(game):
    """French Tarot has its own long run in test_table; here the other games, with the keys
    that leave, open menus and resize as well."""
    app = table_app(game, seed=41)
    keys = ["left", "right", "enter", "space", "tab", "up", "down", "escape", "q", "ctrl+p"]
    keys += ["h", "u", "t", "s", "x", "c", "n", "p", "m", "1", "2", "3", "4", "5", "9", "0"]
    rng = random.Random(game)
    app.exit = lambda *args, **kwargs: None  # a random "Quit" would end the test
    async with app.run_test(size=(80, 24)) as pilot:
        for burst in range(16):  # 16 bursts of 30 keys, a click and a resize each
            width, height = app.size
            await pilot.click(offset=(rng.randrange(width), rng.randrange(height)))
            await mash(pilot, [rng.choice(keys) for _ in range(30)])
            if burst % 5 == 4:
                await pilot.resize_terminal(*rng.choice([(60, 20), (120, 40), (80, 24)]))
            await pilot.pause()
            tables = [s for s in app.screen_stack if isinstance(s, TableScreen)]
            if tables:
                _consistent(tables[-1])
            elif len(app.screen_stack) <= 2:  # left the table: sit down again
                app.open_table(game, None, rng.randrange(1000))
                await pilot.pause()
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert not any(isinstance(s, TooSmallScreen) for s in app.screen_stack)
        assert app.is_running  # an exception in any handler would have ended the app


async def test_enlarging_the_terminal_uncovers_the_app_whatever_opened_meanwhile():
    app = table_app("schnapsen", seed=7)
    async with app.run_test(size=(120, 40)) as pilot:
        await human_turn(app, pilot)
        await pilot.resize_terminal(60, 20)
        await pilot.pause()
        assert isinstance(app.screen, TooSmallScreen)
        # A decision arrives while the terminal is small: it goes under the notice.
        dialog = ChoiceDialog("Question", [Choice("a", "A"), Choice("b", "B")])
        app.push_screen(dialog)
        await pilot.pause()
        assert isinstance(app.screen, TooSmallScreen)
        await pilot.resize_terminal(120, 40)
        await pilot.pause()
        assert app.screen is dialog
        assert not any(isinstance(s, TooSmallScreen) for s in app.screen_stack)
        dialog.dismiss("a")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        assert "Question" not in screen_text(app)


async def test_a_failed_save_is_told_in_the_settlement_and_the_game_goes_on(monkeypatch):
    import cardavia.play.session as session_module

    real_write = session_module.write_atomic
    failing = {"on": True}

    def write(path, data):
        if failing["on"]:
            raise OSError(errno.ENOSPC, "No space left on device")
        real_write(path, data)

    monkeypatch.setattr(session_module, "write_atomic", write)
    app = table_app("schnapsen", seed=3)
    async with app.run_test(size=(100, 32)) as pilot:
        ((_, text),) = await play_deals(app, pilot, 1, seed=2)
        assert "This deal could not be saved: the disk is full" in text
        assert "Nothing had been saved yet." in text
        assert "Record saved" not in text
        failing["on"] = False
        await pilot.press("enter")  # next deal: saved, with deal 1 in the same file
        results = await play_deals(app, pilot, 1, seed=3)
        text = results[-1][1]
        assert "Record saved to" not in text  # the score sheet has its place
        assert "f: where this record is kept" in text
        await pilot.press("f")  # the record's file one key away
        assert "Record saved to" in await settled_text(app, pilot)
        table = app.screen_stack[-2]
        saved = table.session.save_path.read_text()
        assert saved.count('"actions"') == 2  # both deals of the match are in the file
        failing["on"] = True
        await pilot.press("enter")
        results = await play_deals(app, pilot, 1, seed=4)
        text = await settled_text(app, pilot)
        assert "Deals saved earlier are intact in" in text
        assert table.session.save_path.read_text() == saved


async def test_ctrl_c_quits_with_status_130_and_asks_first_at_a_table():
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("ctrl+c")
        await pilot.pause()
    assert app.return_code == 130

    app = table_app("schnapsen", seed=7)
    async with app.run_test(size=(100, 32)) as pilot:
        rng = random.Random(1)
        screen = await human_turn(app, pilot)
        while not (isinstance(screen, TableScreen) and screen.session.state.history()):
            await press_keys_for(app, pilot, screen, rng)  # until a deal is under way
            screen = await human_turn(app, pilot)
        await pilot.press("ctrl+c")
        await pilot.pause()
        assert isinstance(app.screen, ChoiceDialog)  # "Leave the table?" first
        assert app.is_running


async def test_keys_typed_faster_than_a_dialog_closes_answer_it_once():
    """Two "1"s (or Esc twice on the rules) both reach the screen before it is gone: the
    second must neither answer again nor close the screen beneath."""
    app = table_app("schnapsen", seed=7)
    async with app.run_test(size=(80, 24)) as pilot:  # the rules as a screen, not a panel
        table = await human_turn(app, pilot)
        answers = []
        dialog = ChoiceDialog("Question", [Choice("a", "A"), Choice("b", "B")])
        app.push_screen(dialog, answers.append)
        await pilot.pause()
        await mash(pilot, ["1", "2", "1"], gap=0)
        await pilot.pause()
        assert answers == ["a"]
        assert table in app.screen_stack
        # A card played: a stray Esc at the table now asks first instead of leaving at once.
        rng = random.Random(0)
        while not table.game_in_progress:
            await press_keys_for(app, pilot, await human_turn(app, pilot), rng)
        await human_turn(app, pilot)
        app.action_rules()
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen)
        await mash(pilot, ["escape", "escape", "escape"], gap=0)
        await pilot.pause()
        assert table in app.screen_stack
        assert app.is_running


async def test_a_dialog_closed_before_it_mounted_leaves_the_table_playing():
    """Esc then "1" typed together: the leave question can be closed before the dialog has
    run its own mount; its mount must then find nothing to set up, not fail."""
    app = table_app("schnapsen", seed=7)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await human_turn(app, pilot)
        app.push_screen(ChoiceDialog("Question", [Choice("a", "A"), Choice("b", "B")]))
        app.pop_screen()
        await pilot.pause()
        assert app.screen is table
        assert app.is_running


@pytest.mark.parametrize("kind", ["choice", "card-pick"])
async def test_a_dialog_key_before_it_mounted_or_as_it_closes_does_nothing(kind):
    """ "h" (or any key of the dialog's) reaching a dialog still opening or already closed
    finds its widgets missing: the key must do nothing, not fail (found by mashing keys)."""
    from cardavia.tui.dialogs.cards import CardPickDialog

    app = table_app("schnapsen", seed=7)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await human_turn(app, pilot)

        def dialog():  # type: ignore[no-untyped-def]
            if kind == "choice":
                return ChoiceDialog(
                    "Q", [Choice("a", "A"), Choice("b", "B")], hint=lambda: ("a", "A!")
                )
            cards = ["AS", "KS"]
            return CardPickDialog(
                "Q",
                cards,
                1,
                table.face_of,
                lambda chosen: None,
                lambda card, chosen: True,
                confirm="OK",
                hint=lambda: (["AS"], "AS!"),
            )

        opening = dialog()
        app.push_screen(opening)
        assert not await app.run_action("hint", opening)  # pushed, not mounted yet
        await pilot.pause()
        assert await app.run_action("hint", opening)  # set up: the hint shows
        opening.dismiss(None)
        await pilot.pause()
        assert not await app.run_action("hint", opening)  # closed
        assert app.screen is table
        assert app.is_running


async def test_a_key_arriving_when_no_screen_is_left_is_dropped():
    """While the app takes its screens down on quitting, a key typed then finds no screen;
    Textual would fail looking for one (seen once in the mashed-keys test)."""
    from textual.events import Key

    from cardavia.tui.app import CardaviaApp

    app = table_app("schnapsen", seed=7)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        stack = app._screen_stacks[app._current_mode]
        kept = stack[:]
        stack.clear()  # as at the very end of a shutdown
        try:
            await CardaviaApp.on_event(app, Key("left", None))
        finally:
            stack[:] = kept
        assert app.is_running


async def test_a_press_and_drag_at_the_table_or_in_a_dialog_selects_no_text():
    """A press at the table is a card, a button or nothing; Textual's text selection there
    also failed on a press over a dialog being removed (seen in the mashed-keys test)."""
    app = table_app("schnapsen", seed=7)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await human_turn(app, pilot)
        dialog = ChoiceDialog("A question with some words", [Choice("a", "A"), Choice("b", "B")])
        for screen in (table, dialog):
            if screen is dialog:
                app.push_screen(dialog)
                await until(pilot, lambda: dialog.is_mounted)
            await _drag_across(pilot)
            assert app.screen.get_selected_text() is None
        assert app.is_running


async def _drag_across(pilot) -> None:  # type: ignore[no-untyped-def]
    """Press at the top left, drag to the bottom right, let go (a text selection's gesture)."""
    await pilot.pause()
    await pilot.mouse_down(offset=(0, 0))
    await pilot.hover(offset=(79, 23))
    await pilot.mouse_up(offset=(79, 23))
    await pilot.pause()


async def test_a_press_and_drag_on_the_menus_selects_no_text_and_the_rules_still_do():
    """The home screen's menu is pressed, not selected (Textual failed to start a selection
    over an entry the home screen was replacing, in the mashed-keys test); the rules text
    is still there to select and copy."""
    app = table_app("schnapsen", seed=7)
    async with app.run_test(size=(80, 24)) as pilot:
        await human_turn(app, pilot)
        app.pop_screen()  # back to the home screen below the table
        await until(pilot, lambda: not isinstance(app.screen, TableScreen))
        await _drag_across(pilot)
        assert app.screen.get_selected_text() is None
        assert not app.screen.ALLOW_SELECT and RulesScreen.ALLOW_SELECT
        assert app.is_running


async def test_a_press_over_a_widget_just_removed_is_a_press_on_nothing(monkeypatch):
    """The compositor's map can still hold a widget a dialog or a screen has just removed;
    a press there made Textual start a selection in a widget with no parent and fail (the
    random-key test, on the rules screen). Here the map answers with such a widget."""
    from textual.geometry import Offset
    from textual.widgets import Static

    app = table_app("schnapsen", seed=7)
    async with app.run_test(size=(80, 24)) as pilot:
        await human_turn(app, pilot)
        app.push_screen(RulesScreen("schnapsen"))
        await until(pilot, lambda: isinstance(app.screen, RulesScreen))
        await pilot.pause()
        gone = Static("removed")  # never mounted: no parent, like a widget just removed
        compositor = app.screen._compositor
        monkeypatch.setattr(
            compositor, "get_widget_and_offset_at", lambda x, y: (gone, Offset(0, 0))
        )
        await pilot.mouse_down(offset=(10, 10))
        await pilot.mouse_up(offset=(10, 10))
        await pilot.pause()
        assert app.is_running and app.screen.get_widget_and_offset_at(10, 10) == (None, None)


async def test_a_key_reaching_a_table_being_taken_down_does_nothing():
    """The random-key test pressed "t" as the table lost its widgets on the way out: the
    last-trick key found no status line and failed."""
    app = table_app("schnapsen", seed=7)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await human_turn(app, pilot)
        await table.query_one("#status").remove()
        await pilot.press("t", "h", "u")
        await pilot.pause()
        assert app.is_running and app.screen is table


async def test_a_quit_as_the_settlement_opens_takes_the_table_down_cleanly(monkeypatch):
    """A clean-clone CI run quit while a replay's settlement was opening: Textual's
    ``push_screen_wait`` ran the shutdown's pending removal of the table inside the table's
    own flow, the flow was cancelled with the table, and so was the table's task, so the quit
    failed with ``CancelledError``. The flow now sees the table is on its way out and asks
    nothing."""
    session = reach("schnapsen", 3, prefer(), lambda obs: False)
    assert session.state.is_over
    table = TableScreen(session.game_id, session.tradition, session.seed, "easy", session=session)
    table.watching = False
    at_settlement = asyncio.Event()

    async def hold_until_taken_down() -> None:  # the flow's last step before the settlement
        at_settlement.set()
        while not being_taken_down(table):
            await asyncio.sleep(0)

    table.while_leave_is_asked = hold_until_taken_down  # type: ignore[method-assign]
    opened: list[SettlementDialog] = []

    class Settlement(SettlementDialog):
        def on_mount(self) -> None:
            opened.append(self)

    monkeypatch.setattr(flow, "SettlementDialog", Settlement)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await app.push_screen(table)
        await until(pilot, at_settlement.is_set, "the settlement")
        (worker,) = [w for w in app.workers if w.group == "table-flow"]
    # Leaving the block quits the app as the settlement is due: no CancelledError, and the
    # flow ended without opening it.
    assert worker.state == WorkerState.SUCCESS and worker.error is None
    assert opened == []


async def test_a_dialog_placed_over_a_table_that_lost_its_felt_stays_where_it_is():
    """The random-key test placed a dialog as the table under it was closing: the felt's
    canvas was gone, its column not yet, and the placement failed on the missing canvas."""
    app = table_app("schnapsen", seed=7)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await human_turn(app, pilot)
        dialog = ChoiceDialog("Question", [Choice("a", "A"), Choice("b", "B")])
        await app.push_screen(dialog)
        await pilot.pause()
        placed = dialog.query_one("#dialog").styles.offset
        await table.query_one("#felt-canvas").remove()
        assert table.query("#felt")
        dialog.place_on_felt()
        await pilot.pause()
        assert app.is_running and app.screen is dialog
        assert dialog.query_one("#dialog").styles.offset == placed
