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
    from textual.filter import LineFilter

    from cardavia.tui.textual_compat import add_line_filter, being_taken_down, bindings_by_key

    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        by_key = bindings_by_key(app)
        assert "r" in by_key and by_key["r"][0].id == "rules"
        assert any(isinstance(f, LineFilter) for f in app._filters)
        before = len(app._filters)
        add_line_filter(app, app.appearance_filter)
        assert len(app._filters) == before + 1
        screen = app.screen
        assert not being_taken_down(screen)
        assert isinstance(screen._pruning, bool) and isinstance(screen._closing, bool)
        assert app._exit is False
    assert being_taken_down(screen)  # the app has quit


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
