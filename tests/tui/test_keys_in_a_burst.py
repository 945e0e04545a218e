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
async def test_a_page_key_on_a_menu_not_laid_out_yet_does_nothing(key):
    """PageUp/PageDown typed with the key that opened a menu (the language menu, Vietnamese
    highlighted) arrived before the menu had room on the screen: Textual looked up the
    highlighted option's line in a table not filled yet (KeyError: 3)."""
    from textual.app import App
    from textual.widgets import OptionList

    from cardavia.tui.widgets.menu import Menu

    class NoRoom(App[None]):
        CSS = "OptionList { height: 0; }"  # as before the first layout: no room yet

        def compose(self):  # type: ignore[no-untyped-def]
            yield Menu(*"abcdefg")

    app = NoRoom()
    async with app.run_test() as pilot:
        menu = app.query_one(OptionList)
        menu.focus()
        menu.highlighted = 3
        await pilot.press(key)
        assert menu.highlighted == 3  # and the app still runs (a failure ends the test)


async def test_every_menu_of_the_app_has_the_page_key_guard():
    from textual.widgets import OptionList

    from cardavia.tui.screens.language import LanguageScreen
    from cardavia.tui.screens.rules import RulesChooser
    from cardavia.tui.widgets.menu import Menu

    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        for screen in (None, LanguageScreen(), RulesChooser()):
            if screen is not None:
                await app.push_screen(screen)
                await pilot.pause()
            menus = list(app.screen.query(OptionList))
            assert menus and all(isinstance(m, Menu) for m in menus)


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
