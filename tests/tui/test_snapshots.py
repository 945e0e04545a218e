"""Every screen in every locale at 80x24 and 120x40, as text snapshots, and nothing clipped.

Update after an intended change with CARDAVIA_UPDATE_SNAPSHOTS=1 and review the diff.
"""

import os
import re
from pathlib import Path

import pytest
from tui_helpers import assert_snapshot, make_app, screen_text, settled_text, until

from cardavia.i18n import LOCALE_NAMES, LOCALES, Catalog
from cardavia.tui.screens.appearance import AppearanceScreen
from cardavia.tui.screens.history import HistoryScreen
from cardavia.tui.screens.language import LanguageScreen
from cardavia.tui.screens.rules import RulesChooser, RulesScreen
from cardavia.tui.screens.statistics import StatisticsScreen
from cardavia.tui.screens.tradition import TraditionScreen
from history_fixtures import write_known_records

SIZES = ((80, 24), (120, 40))
BOX = re.compile(r"[\s│╭╮╰╯─━▔▁▏▕┃▌▐]")


def squash(text: str) -> str:
    """Text without whitespace and box drawing: wrapping and borders do not count."""
    return BOX.sub("", text)


async def rules_loaded(app, pilot):
    """Wait until the rules have been parsed and laid out (section by section, in the
    background)."""
    from cardavia.tui.widgets.rules_text import RulesText

    await app.screen.query_one(RulesText).loaded()
    await pilot.pause()


async def _visit(app, pilot):
    """Yield (name, screen text, strings that must be shown whole) for every screen."""
    t = app.catalog.t
    footer = [t("binding-rules"), t("binding-language"), t("binding-appearance")]
    await pilot.pause()
    yield (
        "home",
        [
            t("home-traditions"),
            t("tradition-french-name"),
            t("home-quit"),
            t("home-language", name=LOCALE_NAMES[app.catalog.locale]),
            *footer,
        ],
    )
    for tradition in ("french", "marseille", "wiener-bild"):
        await app.push_screen(TraditionScreen(tradition))
        await pilot.pause()
        yield (
            f"tradition-{tradition}",
            [
                t("tradition-back"),
                t(f"tradition-{tradition}-name"),
                t("tradition-wikipedia"),
                t("binding-back"),
                *footer,
            ],
        )
        app.pop_screen()
    for game, tradition in (("french-tarot", "marseille"), ("schnapsen", None)):
        await app.push_screen(RulesScreen(game, tradition))
        await rules_loaded(app, pilot)
        yield f"rules-{game}", [t("binding-back"), t("binding-search")]
        app.pop_screen()
    await app.push_screen(RulesChooser())
    await pilot.pause()
    yield "rules-chooser", [t("rules-choose-game")]
    app.pop_screen()
    await app.push_screen(LanguageScreen())
    await pilot.pause()
    yield "language", [t("language-title"), *LOCALE_NAMES.values()]
    app.pop_screen()
    await app.push_screen(AppearanceScreen())
    await pilot.pause()
    yield (
        "appearance",
        [
            t("appearance-title"),
            t("appearance-contrast"),
            t("appearance-grain"),
            t("appearance-temperature"),
            t("appearance-suits"),
            t("binding-reset"),
        ],
    )
    app.pop_screen()
    # History and statistics of a known set of records (fixed dates: the same every run).
    write_known_records(Path(os.environ["CARDAVIA_DATA_DIR"]) / "records")
    for screen, name, keys in (
        (HistoryScreen(), "history", ["history-title", "history-all-games", "history-all-results",
                                      "history-period-any", "history-col-played"]),
        (StatisticsScreen(), "statistics", ["stats-title", "stats-all-games", "stats-tab-score",
                                            "stats-tab-winrate", "stats-tab-contracts"]),
    ):  # fmt: skip
        await app.push_screen(screen)
        await until(pilot, lambda s=screen: s.loaded, "the statistics loading")
        await pilot.pause()
        yield name, [t(key) for key in keys] + [t("binding-back")]
        app.pop_screen()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("locale", LOCALES)
async def test_every_screen_matches_its_snapshot_and_shows_its_strings_whole(locale, size):
    app = make_app(locale)
    async with app.run_test(size=size) as pilot:
        async for name, strings in _visit(app, pilot):
            text = await settled_text(app, pilot)
            assert_snapshot(f"{name}-{locale}-{size[0]}x{size[1]}", text)
            shown = squash(text)
            footer = [
                b.binding.description
                for b in app.screen.active_bindings.values()
                if b.binding.show and b.binding.description
            ]
            clipped = [s for s in strings + footer if squash(s) not in shown]
            assert clipped == [], f"{name} ({locale}, {size}): clipped or missing {clipped}"
            assert "…" not in text or name.startswith("rules"), f"{name}: ellipsis in {locale}"


@pytest.mark.parametrize("locale", LOCALES)
async def test_too_small_screen_in_every_locale(locale):
    app = make_app(locale)
    async with app.run_test(size=(70, 20)) as pilot:
        await pilot.pause()
        text = screen_text(app)
        assert_snapshot(f"too-small-{locale}-70x20", text)
        assert squash(Catalog(locale).t("too-small-title")) in squash(text)


async def test_grain_draws_a_seeded_texture_and_zero_is_flat():
    snapshots = []
    for grain in (0, 100, 100):
        app = make_app(grain=grain)
        async with app.run_test(size=(120, 40)) as pilot:
            await pilot.pause()
            snapshots.append(screen_text(app))
    flat, grainy, again = snapshots
    assert grainy == again  # static and seeded: the same texture every time
    dots = lambda text: sum(text.count(c) for c in "·˙.:")  # noqa: E731
    assert dots(grainy) > dots(flat) + 20
