"""Textual's own texts in the app's language, and the Textual internals that relies on."""

import asyncio
import inspect

import pytest
from textual.command import CommandPalette
from tui_helpers import make_app, screen_text

from cardavia.i18n import LOCALES, Catalog
from cardavia.tui.textual_compat import PRIVATE_NAMES, TranslatedCommandPalette


def test_the_private_textual_names_we_rely_on_still_exist():
    palette = CommandPalette()
    missing = [name for name in PRIVATE_NAMES if not hasattr(palette, name)]
    assert missing == [], f"Textual changed: update cardavia/tui/textual_compat.py ({missing})"
    assert issubclass(TranslatedCommandPalette, CommandPalette)
    # guard_page_keys wraps the option list's page move, which its page keys call.
    from textual.widgets import OptionList

    assert "self._move_page(" in inspect.getsource(OptionList.action_page_down)


async def test_the_other_internals_still_work():
    from textual.app import App

    from cardavia.tui.textual_compat import being_taken_down, bindings_by_key

    assert callable(App._handle_exception)  # UnhandledErrors overrides it
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        by_key = bindings_by_key(app)
        assert "r" in by_key and by_key["r"][0].id == "rules"
        screen = app.screen
        assert not being_taken_down(screen)
        assert isinstance(screen._pruning, bool) and isinstance(screen._closing, bool)
        assert app._exit is False
    assert being_taken_down(screen)  # the app has quit


async def test_the_appearance_filter_reaches_every_line_drawn(monkeypatch):
    """Through Textual's public ``get_line_filters`` (what each widget's lines go through)."""
    monkeypatch.delenv("NO_COLOR", raising=False)
    app = make_app(contrast=65)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        widget = app.screen.query("Static").first()
        assert app.appearance_filter in widget.get_line_filters()
        app.settings.contrast = 50
        app.apply_appearance()
        assert app.appearance_filter not in widget.get_line_filters()
    monkeypatch.setenv("NO_COLOR", "1")
    app = make_app(contrast=65)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        assert app.appearance_filter not in app.get_line_filters()


@pytest.mark.parametrize("locale", LOCALES)
async def test_the_command_palette_speaks_the_app_language(locale):
    catalog = Catalog(locale)
    app = make_app(locale)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("ctrl+p")
        await pilot.pause()
        assert isinstance(app.screen, TranslatedCommandPalette)
        text = screen_text(app)
        assert catalog.t("palette-placeholder") in text
        if locale != "en":
            assert "Search for commands" not in text
        await pilot.press(*"qqqxz")
        await asyncio.sleep(0.8)  # Textual waits half a second before saying "no matches"
        await pilot.pause()
        text = screen_text(app)
        assert catalog.t("palette-no-matches") in text
        if locale != "en":
            assert "No matches found" not in text


def test_the_drivers_make_their_input_parser_by_the_name_we_replace():
    """``bound_pastes`` swaps the parser class the terminal and browser drivers look up by
    module-level name each time they start reading input."""
    import inspect

    from textual._xterm_parser import XTermParser
    from textual.drivers import linux_driver, web_driver

    from cardavia.tui.textual_compat import BoundedPasteParser, bound_pastes

    for driver, reader in (
        (linux_driver, linux_driver.LinuxDriver.run_input_thread),
        (web_driver, web_driver.WebDriver.run_input_thread),
    ):
        assert "XTermParser(" in inspect.getsource(reader)
        assert driver.XTermParser in (XTermParser, BoundedPasteParser)
    bound_pastes(linux_driver.LinuxDriver)
    bound_pastes(web_driver.WebDriver)
    assert linux_driver.XTermParser is BoundedPasteParser
    assert web_driver.XTermParser is BoundedPasteParser
    assert issubclass(BoundedPasteParser, XTermParser)


async def test_a_paste_typed_key_by_key_into_the_palette_stops_at_the_query_limit():
    """A terminal without bracketed paste types a paste one key at a time: past the limit a
    key changes nothing (it used to search a longer query each time, for minutes)."""
    from textual.command import CommandInput

    from cardavia.tui.widgets.search import MAX_QUERY

    app = make_app()
    bells: list[None] = []
    app.bell = lambda: bells.append(None)  # type: ignore[method-assign]
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("ctrl+p")
        await pilot.pause()
        await pilot.press(*("x" * (MAX_QUERY + 40)))
        await pilot.pause()
        field = app.screen.query_one(CommandInput)
        assert field.value == "x" * MAX_QUERY
        assert bells == []
        await pilot.press("escape", "q")
    assert app.return_code == 0


async def test_a_covered_footer_redraws_its_keys_once_its_screen_is_in_view_again():
    from textual.app import App
    from textual.binding import Binding
    from textual.screen import ModalScreen, Screen
    from textual.widgets import Footer, Static
    from textual.widgets._footer import FooterKey

    from cardavia.tui.textual_compat import quiet_covered_footers

    quiet_covered_footers()
    assert hasattr(Footer, "_bindings_ready")  # the private reactive it sets, as Textual does

    class Under(Screen[None]):
        BINDINGS = [Binding("x", "act", "Act")]
        allowed = True

        def compose(self):
            yield Footer()

        def check_action(self, action, parameters):
            return self.allowed if action == "act" else True

    class Cover(Screen[None]):
        def compose(self):
            yield Static("cover")

    class Dialog(ModalScreen[None]):
        DEFAULT_CSS = "Dialog { background: $background 50%; }"

        def compose(self):
            yield Static("dialog")

    class Host(App[None]):
        def on_mount(self):
            self.push_screen(Under())

    redraws: list[str] = []
    recompose = Footer.recompose

    async def counted(self):
        redraws.append(type(self.screen).__name__)
        await recompose(self)

    app = Host()
    async with app.run_test() as pilot:
        Footer.recompose = counted  # type: ignore[method-assign]
        try:
            await pilot.pause()
            under = app.screen
            footer = under.query_one(Footer)

            def act_shown() -> list[bool]:
                return [not key.disabled for key in footer.query(FooterKey) if key.key == "x"]

            assert act_shown() == [True]
            await app.push_screen(Cover())
            await pilot.pause()
            redraws.clear()
            under.allowed = False
            for _ in range(3):
                under.refresh_bindings()
            await pilot.pause()
            assert redraws == []  # covered: nothing drawn for nobody
            app.pop_screen()
            await pilot.pause(0.1)
            assert redraws and set(redraws) == {"Under"}
            assert len(redraws) <= 2  # the changes made while covered: one redraw, and resume's
            assert act_shown() == []  # the key as it is now: not offered
            # Under a dialog the screen still shows: its footer follows at once, once.
            await app.push_screen(Dialog())
            await pilot.pause()
            redraws.clear()
            under.allowed = True
            under.refresh_bindings()
            under.refresh_bindings()
            await pilot.pause(0.1)
            assert redraws == ["Under"]
            assert act_shown() == [True]
        finally:
            Footer.recompose = recompose  # type: ignore[method-assign]
