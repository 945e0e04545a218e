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
