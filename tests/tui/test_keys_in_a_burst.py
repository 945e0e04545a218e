"""Keys as a terminal sends them: several in one read when typed fast, so a key arrives while
the app quits, while a screen opens or closes, or before a list is laid out. Such a key does
nothing; it never ends the app with a traceback (issue 26, found through a real terminal)."""

import pytest
from tui_helpers import burst, make_app


@pytest.mark.parametrize("key", ["s", "h", "a", "l", "r"])
async def test_a_key_typed_with_quit_on_the_home_screen_does_nothing(key):
    """ "q s" in one burst opened Statistics on an app taking its screens down: its set-up
    found its widgets gone (NoMatches '#stats-title'); the same with History, Appearance,
    Language and the rules."""
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        burst(pilot, ["q", key])
        await pilot.pause()
    assert app.return_code == 0


@pytest.mark.parametrize("key", ["pageup", "pagedown"])
async def test_a_page_key_on_a_list_not_laid_out_yet_does_nothing(key):
    """PageUp/PageDown typed with the key that opened a list (the language menu, Vietnamese
    highlighted; a History filter) arrived before the list had room on the screen: Textual
    looked up the highlighted option's line in a table not filled yet (KeyError: 3)."""
    from textual.app import App
    from textual.widgets import OptionList

    make_app()  # the app guards every option list's page keys

    class NoRoom(App[None]):
        CSS = "OptionList { height: 0; }"  # as before the first layout: no room yet

        def compose(self):  # type: ignore[no-untyped-def]
            yield OptionList(*"abcdefg")

    app = NoRoom()
    async with app.run_test() as pilot:
        menu = app.query_one(OptionList)
        menu.focus()
        menu.highlighted = 3
        await pilot.press(key)
        assert menu.highlighted == 3  # and the app still runs (a failure ends the test)


async def _open_rules(pilot, app) -> None:  # type: ignore[no-untyped-def]
    from cardavia.tui.screens.rules import RulesScreen

    app.open_rules("schnapsen", None)
    await pilot.pause()
    assert isinstance(app.screen, RulesScreen)


async def _search(pilot, app, paste: str) -> str:  # type: ignore[no-untyped-def]
    """Paste ``paste`` into the emptied rules search and search; the query kept."""
    from textual import events
    from textual.widgets import Input

    field = app.screen.query_one("#rules-search", Input)
    field.value = ""
    field.focus()
    app._driver.send_message(events.Paste(paste))
    await pilot.pause()
    await pilot.press("enter")
    await pilot.pause()
    return field.value


async def test_a_paste_in_the_rules_search_is_text_not_markup():
    """The status line repeats the query: a query holding "[/]" was read as markup
    (MarkupError in RulesScreen._find, exit 1)."""
    from tui_helpers import screen_text

    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await _open_rules(pilot, app)
        for paste in ["[/]", "[b]x[/b] [/", "tarot [/] [red]"]:
            assert await _search(pilot, app, paste) == paste
            assert f"No match for “{paste}”." in screen_text(app)


async def test_a_huge_paste_or_control_characters_in_the_rules_search_leave_a_query():
    """A 100,000-character paste made every search and redraw so slow the app could not be
    quit: the search keeps its first 200 characters. Control characters are dropped."""
    from textual.widgets import Input

    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await _open_rules(pilot, app)
        query = await _search(pilot, app, "trump " * 20_000)
        assert query == ("trump " * 20_000)[:200]
        await pilot.press("backspace", "x")  # still a field that edits
        assert app.screen.query_one("#rules-search", Input).value == query[:-1] + "x"
        assert await _search(pilot, app, "\x01tr\x07um\x1b[0mp\x00\x7f\x08") == "trum[0mp"


def _screens():  # type: ignore[no-untyped-def]
    from cardavia.tui.dialogs.choice import Choice, ChoiceDialog
    from cardavia.tui.dialogs.settlement import SettlementDialog
    from cardavia.tui.screens.appearance import AppearanceScreen
    from cardavia.tui.screens.history import HistoryScreen
    from cardavia.tui.screens.home import HomeScreen
    from cardavia.tui.screens.rules import RulesScreen
    from cardavia.tui.screens.statistics import StatisticsScreen
    from cardavia.tui.screens.table import TableScreen
    from cardavia.tui.screens.tradition import TraditionScreen

    return [
        HomeScreen,
        lambda: TraditionScreen("french"),
        StatisticsScreen,
        HistoryScreen,
        AppearanceScreen,
        lambda: RulesScreen("schnapsen"),
        lambda: TableScreen("schnapsen", "wiener-bild", 7, "easy"),
        lambda: ChoiceDialog("Q", [Choice("a", "A"), Choice("b", "B")]),
        lambda: SettlementDialog("Done", ["a line"], [("menu", "Menu")]),
    ]


@pytest.mark.parametrize("index", range(9))
async def test_a_screen_closed_before_it_mounted_sets_nothing_up(index):
    """A screen opened and closed by keys in one burst ("s" then Esc) is taken down before
    it mounts: it sets up nothing (its widgets are gone), and nothing fails."""
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = _screens()[index]()
        app.push_screen(screen)
        app.pop_screen()
        await pilot.pause()
        assert not getattr(screen, "_set_up", False)
        assert app.is_running


async def test_the_command_palette_opens_again_while_the_last_one_closes():
    """Ctrl+P, Esc, Ctrl+P typed together: the new palette was opened while the closing one
    still held the palette's id (DuplicateIds '--command-palette', exit 1)."""
    from textual.command import CommandPalette

    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        app.action_command_palette()
        await pilot.pause()
        app.screen.dismiss()
        app.action_command_palette()  # the first one is still being removed
        await pilot.pause()
        assert isinstance(app.screen, CommandPalette)


@pytest.mark.parametrize("name", ["statistics", "history", "appearance", "tradition"])
async def test_a_second_esc_reaching_a_closed_screen_leaves_the_one_beneath(name):
    """Esc typed twice, fast: both reach the screen, and the second closed the screen beneath
    it (the home screen; a third: ScreenStackError "Can't pop screen", exit 1)."""
    from cardavia.tui.screens.appearance import AppearanceScreen
    from cardavia.tui.screens.history import HistoryScreen
    from cardavia.tui.screens.home import HomeScreen
    from cardavia.tui.screens.statistics import StatisticsScreen
    from cardavia.tui.screens.tradition import TraditionScreen

    make = {
        "statistics": StatisticsScreen,
        "history": HistoryScreen,
        "appearance": AppearanceScreen,
        "tradition": lambda: TraditionScreen("french"),
    }[name]
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = make()
        await app.push_screen(screen)
        await pilot.pause()
        (esc,) = [b.action for b in type(screen).BINDINGS if b.key == "escape"]  # type: ignore[union-attr]
        for _ in range(3):
            await screen.run_action(esc)
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)


@pytest.mark.parametrize("index", range(9))
async def test_a_screen_opened_just_before_quitting_sets_nothing_up(index):
    """Enter (or "a") and then Ctrl+C in one burst: the screen was opened, then the app asked
    to quit while it composed. Textual mounts no more widgets once the app is quitting, so the
    screen mounted without its children and its set-up failed (NoMatches '#back' on the
    tradition screen, '#label-contrast' on Appearance: exit 1, found in the pty runs)."""
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        screen = _screens()[index]()
        app.push_screen(screen)
        app.exit()
        await pilot.pause()
    assert not getattr(screen, "_set_up", False)
    assert app.return_code == 0


@pytest.mark.parametrize("closing", ["dismissed", "quitting"])
async def test_the_command_palette_gathers_nothing_once_closed(closing):
    """Ctrl+P then Esc (or Ctrl+C) together: the palette's gathering of commands started
    after it was closed and failed looking for its list (NoMatches 'CommandList')."""
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        app.action_command_palette()
        palette = app.screen
        if closing == "dismissed":
            palette.dismiss()
        else:
            app.exit()
        await pilot.pause()
        palette._gather_commands("rules")
        await pilot.pause()


async def test_a_dialog_that_comes_due_while_leave_is_asked_waits_under_no_question():
    """Esc typed just as the table opened a decision: "Leave the table?" was asked, then the
    decision opened on top of it; every key went to the decision, and Esc, q and Ctrl+C
    found the question already asked. No key could answer it (the app could not be quit)."""
    from test_table import human_turn, table_app

    from cardavia.tui.dialogs.choice import Choice, ChoiceDialog
    from cardavia.tui.dialogs.leave import LeaveDialog

    app = table_app("schnapsen", seed=7)
    async with app.run_test(size=(120, 40)) as pilot:
        table = await human_turn(app, pilot)
        while isinstance(app.screen, ChoiceDialog):  # back at the table itself
            app.screen.dismiss(None)
            await pilot.pause()
        leave = LeaveDialog("Leave?", [Choice("stay", "Stay"), Choice("leave", "Leave")])
        await app.push_screen(leave)
        await pilot.pause()
        assert isinstance(app.screen, LeaveDialog)
        decision = ChoiceDialog("Q", [Choice("a", "A"), Choice("b", "B")])
        asked = table.run_worker(table.ask(decision), group="test-ask")
        await pilot.pause()
        assert isinstance(app.screen, LeaveDialog)  # the question stays on top
        await pilot.press("1")  # keep playing
        for _ in range(50):
            await pilot.pause(0.02)
            if app.screen is decision:
                break
        assert app.screen is decision
        decision.dismiss("a")
        await asked.wait()
        assert asked.result == "a"


async def test_a_screen_asked_for_once_the_app_is_quitting_does_not_open():
    """A callback (the rules chooser's answer) opened a screen after the app had taken its
    screens down: Textual failed looking for the top one (ScreenStackError)."""
    from cardavia.tui.screens.statistics import StatisticsScreen

    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        stack = app._screen_stacks[app._current_mode]
        kept = stack[:]
        stack.clear()  # as at the very end of a shutdown
        try:
            app.push_screen(StatisticsScreen())
        finally:
            stack[:] = kept
        app.exit()
        app.push_screen(StatisticsScreen())
        assert not isinstance(app.screen, StatisticsScreen)
