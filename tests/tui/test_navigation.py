"""Walk the app as a player would: keyboard and mouse, asserting what is shown."""

import pytest
from rich.color import Color
from rich.style import Style
from rich.text import Text
from textual.widgets import Checkbox, Static
from tui_helpers import make_app, screen_text, settled_text

from cardavia.i18n import Catalog
from cardavia.settings import load_settings
from cardavia.tui.app import CardaviaApp
from cardavia.tui.render.cards import PAPER, card_lines, face
from cardavia.tui.screens.appearance import PREVIEW_CARDS, AppearanceScreen
from cardavia.tui.screens.home import HomeScreen
from cardavia.tui.screens.language import LanguageScreen
from cardavia.tui.screens.rules import RulesChooser, RulesScreen
from cardavia.tui.screens.too_small import TooSmallScreen
from cardavia.tui.screens.tradition import TraditionScreen
from cardavia.tui.widgets.slider import Slider


def notifications(app: CardaviaApp) -> list[str]:
    return [n.message for n in app._notifications]


async def test_home_lists_the_traditions_with_their_cards_and_blurbs():
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        text = screen_text(app)
        for expected in (
            "C A R D A V I A",
            "French tarot",
            "France · 78 cards",
            "Tarot de Marseille",
            "Marseille · France · 78 cards",
            "Wiener Bild",
            "Vienna · Austria · 32 cards",
            "Language: English",
            "Appearance",
            "Quit",
        ):
            assert expected in text


async def test_tradition_page_shows_games_link_rules_and_start():
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("down", "down", "enter")  # Wiener Bild
        await pilot.pause()
        assert isinstance(app.screen, TraditionScreen)
        text = screen_text(app)
        assert "Schnapsen" in text and "Preference" in text
        assert "2 players · You vs AI · 7-point match" in text
        assert "Wikipedia ↗" in text and "https://en.wikipedia.org/wiki/Vienna_pattern" in text
        assert text.count("Start") == 2 and text.count("Rules") >= 2
        await pilot.click("#rules-preference")
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen)
        assert app.screen.rules_game == "preference"
        await pilot.press("escape")
        await pilot.pause()
        await pilot.click("#start-schnapsen")
        await pilot.pause()
        from cardavia.tui.screens.table import TableScreen

        assert isinstance(app.screen, TableScreen) and app.screen.game == "schnapsen"
        assert app.screen.tradition == "wiener-bild"


async def test_rules_key_works_from_every_screen_and_search_finds_text():
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("r")  # from home: choose a game
        await pilot.pause()
        assert isinstance(app.screen, RulesChooser)
        await pilot.press("down", "enter")  # French Tarot told with Marseille names
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen)
        assert app.screen.rules_tradition == "marseille"
        # The Marseille names, not the French ones (the Markdown renders asynchronously).
        assert "Le Bateleur" in await settled_text(app, pilot)
        await pilot.press("slash", *"Le Bateleur", "enter")
        status = await settled_text(app, pilot)
        assert "Match 1 of" in status and "“Le Bateleur”" in status
        assert status.count("Le Bateleur") >= 2  # the status line, and the text scrolled to
        await pilot.press("escape", "escape")  # clear the search, then leave
        await pilot.pause()
        assert not isinstance(app.screen, RulesScreen)


async def test_rules_search_without_a_match_says_so():
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        app.open_rules("schnapsen", None)
        await pilot.pause()
        await pilot.press("slash", *"zzqx", "enter")
        await pilot.pause()
        assert "No match for “zzqx”." in screen_text(app)


@pytest.mark.parametrize("query", ["l'excuse ne remporte", "petit sec :"])
async def test_french_rules_search_finds_curly_apostrophes_and_no_break_spaces(query):
    # The French text writes l’Excuse and "Petit sec :"; a reader types ' and a space.
    from textual.widgets import Markdown

    app = make_app("fr")
    async with app.run_test(size=(100, 32)) as pilot:
        app.open_rules("french-tarot", "french")
        await pilot.pause()
        for _ in range(100):
            if app.screen.query_one(Markdown).children:
                break
            await pilot.pause(0.02)
        await pilot.press("slash", *query, "enter")
        text = await settled_text(app, pilot)
        assert "Résultat 1 sur 1 pour" in text and query in text


async def test_language_switch_changes_the_whole_app_at_once():
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("enter")  # a tradition page under home
        await pilot.pause()
        await pilot.press("l")
        await pilot.pause()
        assert isinstance(app.screen, LanguageScreen)
        text = screen_text(app)
        for name in ("English", "简体中文", "繁體中文", "Tiếng Việt", "Suomi", "Français"):
            assert name in text
        await pilot.press("down", "down", "enter")  # 繁體中文
        await pilot.pause()
        assert app.catalog.locale == "zh-Hant"
        text = screen_text(app)
        hant = Catalog("zh-Hant")
        assert hant.t("tradition-rules") in text  # the page itself
        assert hant.t("binding-back") in text and hant.t("binding-quit") in text  # footer
        await pilot.press("escape")
        await pilot.pause()
        assert hant.t("home-language", name="繁體中文") in screen_text(app)  # the screen below


async def test_command_palette_is_translated():
    app = make_app("fi")
    async with app.run_test(size=(100, 32)) as pilot:
        commands = [c.title for c in app.get_system_commands(app.screen)]
        fi = Catalog("fi")
        assert fi.t("command-language") in commands and fi.t("command-rules") in commands
        await pilot.press("ctrl+p")
        await pilot.pause()
        assert fi.t("command-appearance") in screen_text(app)


async def test_appearance_sliders_apply_live_and_are_remembered(tmp_path):
    app = CardaviaApp(lang="en")  # real settings file (in the test's config dir)
    async with app.run_test(size=(100, 36)) as pilot:
        await pilot.press("a")
        await pilot.pause()
        assert isinstance(app.screen, AppearanceScreen)
        text = screen_text(app)
        for label in ("Contrast", "Grain", "Colour temperature", "50 %", "Suit colours"):
            assert label in text
        app.screen.query_one("#slider-contrast", Slider).focus()
        await pilot.press("right", "right", "right")
        await pilot.pause()
        assert app.settings.contrast == 65
        assert app.appearance_filter.enabled and app.appearance_filter.contrast == 65
        await pilot.click("#scheme-four-colour")
        await pilot.pause()
        assert app.settings.suit_colours == "four-colour"
    saved, problem = load_settings()
    assert problem is None and saved.contrast == 65 and saved.suit_colours == "four-colour"
    again = CardaviaApp()
    assert again.settings.contrast == 65


async def test_reduce_motion_toggle_turns_animation_off_and_is_remembered(monkeypatch):
    monkeypatch.delenv("CARDAVIA_MOTION")  # the tests' own switch off: the setting decides
    app = CardaviaApp(lang="en")  # real settings file (in the test's config dir)
    async with app.run_test(size=(100, 36)) as pilot:
        assert app.motion
        await pilot.press("a")
        await pilot.pause()
        box = app.screen.query_one("#reduce-motion", Checkbox)
        box.focus()  # scrolls it into view
        await pilot.pause()
        assert "Reduce motion (cards appear in place instead of moving)" in screen_text(app)
        await pilot.press("enter")
        await pilot.pause()
        assert app.settings.reduce_motion and not app.motion
    saved, problem = load_settings()
    assert problem is None and saved.reduce_motion
    assert not CardaviaApp().motion


async def test_the_appearance_preview_draws_its_cards_on_paper_like_the_table():
    app = make_app(suit_colours="four-colour")
    async with app.run_test(size=(100, 36)) as pilot:
        await pilot.press("a")
        await pilot.pause()
        preview = app.screen.query_one("#preview-cards", Static).content
        assert isinstance(preview, Text)
        lines = preview.split()
        assert len(lines) == 4  # six cards side by side, as tall as the table's
        for code, column in zip(PREVIEW_CARDS, range(0, 36, 6), strict=True):
            drawn = card_lines(face(code, "french", "four-colour"))
            for line, card_line in zip(lines, drawn, strict=True):
                card = line[column : column + 5]
                assert card.plain == card_line.plain, code
                assert card.spans and all(Style.parse(str(s.style)).bgcolor == Color.parse(PAPER)
                           for s in card.spans), code  # fmt: skip


async def test_reset_returns_every_appearance_setting_to_its_default():
    app = make_app(contrast=10, temperature=90, suit_colours="colour-blind")
    async with app.run_test(size=(100, 36)) as pilot:
        await pilot.press("a")
        await pilot.pause()
        await pilot.press("ctrl+r")
        await pilot.pause()
        s = app.settings
        assert (s.contrast, s.grain, s.temperature, s.suit_colours) == (50, 50, 50, "two-colour")
        assert not app.appearance_filter.enabled


async def test_a_small_terminal_gets_a_clear_message_and_recovers():
    app = make_app()
    async with app.run_test(size=(60, 20)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, TooSmallScreen)
        text = screen_text(app)
        assert "80 × 24" in text and "60 × 20" in text
        await pilot.resize_terminal(100, 30)
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)


async def test_unknown_language_tag_is_reported_and_english_used():
    app = CardaviaApp(lang="klingon", save=False)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        assert app.catalog.locale == "en"
        assert "Unknown language “klingon”; showing English." in notifications(app)


async def test_a_damaged_settings_file_is_reported_once_and_defaults_used(tmp_path):
    from cardavia.settings import settings_path

    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{ this is not json")
    app = CardaviaApp(lang="en")
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        (message,) = notifications(app)
        assert "settings file was damaged" in message and "settings.json.damaged" in message
        assert app.settings.contrast == 50
    (kept,) = path.parent.glob("settings.json.damaged-*")
    assert kept.read_text() == "{ this is not json"
    assert not path.with_name("settings.json.notice").exists()  # reported once: consumed


async def test_damage_found_by_cardavia_rules_is_reported_at_the_next_start(capsys):
    from cardavia.cli import main
    from cardavia.settings import settings_path

    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"contrast": ' + "9" * 5000 + "}")
    assert main(["rules", "schnapsen"]) == 0
    assert "settings file" in capsys.readouterr().err
    app = CardaviaApp(lang="en")
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        (message,) = notifications(app)
        assert "settings file" in message and "damaged" in message
    again = CardaviaApp(lang="en")
    async with again.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        assert notifications(again) == []  # once, not at every start


async def test_an_unknown_language_tag_is_told_as_text_not_markup_or_terminal_codes():
    # `cardavia --lang '[/]x'` once ended the app with a MarkupError in the warning.
    app = make_app("[/]x\x1b[2J")
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        warnings = [n.message for n in app._notifications]
        assert any("[/]x" in m and "\x1b" not in m for m in warnings), warnings


@pytest.mark.parametrize("kept", [False, True], ids=["fresh", "with-a-kept-game"])
@pytest.mark.parametrize("lang", ["en", "vi", "fi", "zh-Hant"])
async def test_home_fits_80x24_with_its_hint_and_no_scrollbar(lang, kept, monkeypatch):
    # The hint used to take a line of its own: the menu scrolled and the hint fell off.
    from pathlib import Path

    from textual.widgets import OptionList

    from cardavia.play.resume import Unfinished

    if kept:
        totals = {"totals": [30, 240, -120, -150], "deals": 11}
        game = Unfinished("french-tarot", "french", 12, totals, Path("x"))
        monkeypatch.setattr(CardaviaApp, "unfinished_games", lambda self: [game])
    app = make_app(lang)
    async with app.run_test(size=(80, 24)) as pilot:
        text = await settled_text(app, pilot)
        assert isinstance(app.screen, HomeScreen)
        menu = app.screen.query_one("#home-menu", OptionList)
        assert menu.max_scroll_y == 0, f"the menu scrolls by {menu.max_scroll_y}"
        hint = Catalog(app.catalog.locale).t("home-hint")
        assert hint in text.replace("\n", ""), text
        assert ("−150" in text) == kept, text


async def test_after_enter_in_the_rules_search_n_finds_the_next_match():
    # `n` used to type into the search box, which kept the focus.
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        app.open_rules("schnapsen", None)
        await pilot.pause()
        await pilot.press("slash", *"trump", "enter")
        first = await settled_text(app, pilot)
        assert "Match 1 of" in first, first
        await pilot.press("n")
        second = await settled_text(app, pilot)
        assert "Match 2 of" in second, second
        assert app.screen.query_one("#rules-search").value == "trump"
        await pilot.press("escape")  # the search is cleared first, the rules stay
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen)
        assert app.screen.query_one("#rules-search").value == ""
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, RulesScreen)
