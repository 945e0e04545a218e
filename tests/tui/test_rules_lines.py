"""The rules viewer as a reader sees it: Chinese lines never start with "，" or "。", and the
header keeps a deck's name on one line."""

import pytest
from textual.widgets import Markdown
from tui_helpers import make_app, settled_text, until

from cardavia.i18n import Catalog
from cardavia.tui.render.kinsoku import NO_START
from cardavia.tui.screens.rules import RulesScreen


async def _rules(app, pilot, game: str, tradition: str | None = None) -> str:
    await app.push_screen(RulesScreen(game, tradition))
    await until(pilot, lambda: bool(app.screen.query_one(Markdown).children), "the rules")
    return await settled_text(app, pilot)


@pytest.mark.parametrize("locale", ["zh-Hans", "zh-Hant"])
async def test_no_rules_line_starts_with_full_width_punctuation(locale):
    app = make_app(locale)
    async with app.run_test(size=(80, 24)) as pilot:
        text = await _rules(app, pilot, "french-tarot")
        starts = [line.lstrip(" •▎▊")[:1] for line in text.splitlines()]
        assert not [s for s in starts if s in NO_START], text


@pytest.mark.parametrize("locale", ["fr", "de", "en"])
async def test_the_rules_header_keeps_the_deck_name_on_one_line(locale):
    app = make_app(locale)
    async with app.run_test(size=(80, 24)) as pilot:
        text = await _rules(app, pilot, "french-tarot", "marseille")
        names = Catalog(locale).t("rules-tradition", tradition="Tarot de Marseille")
        assert names in text, text
