"""Review a deal: from the settlement and from History, step, unfold, cancel, at 80×24.

The review's worlds per decision are few here (``review_target.SAMPLES``): the screens are
under test, not the review's accuracy (tests/ai covers that).
"""

from __future__ import annotations

import json
import os
import threading

import pytest
from test_dialogs import asked, prefer, reach, sit_down
from textual.widgets import DataTable, OptionList, TabbedContent
from tui_helpers import (
    assert_snapshot,
    make_app,
    screen_text,
    settled_text,
    squash_ok,
    until,
)

from cardavia.ai.common import Explanation
from cardavia.ai.review import (
    REVIEW_VERSION,
    DealReview,
    DecisionReview,
    ReviewError,
    deal_positions,
)
from cardavia.play import review_cache, review_target
from cardavia.tui.dialogs.settlement import SettlementDialog
from cardavia.tui.screens.history import HistoryScreen
from cardavia.tui.screens.review import ReviewScreen
from cardavia.tui.screens.statistics import StatisticsScreen
from history_fixtures import known_records_folder

#: Seeded deals that end with a settlement (the human passes in any auction).
SEEDS = {"schnapsen": 1, "french-tarot": 4}


@pytest.fixture(autouse=True)
def _few_worlds(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDAVIA_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr(review_target, "SAMPLES", 3)


async def _settlement(app, pilot, game: str) -> SettlementDialog:
    session = reach(game, SEEDS[game], prefer("pass"), lambda obs: False)
    assert session.state.is_over
    await sit_down(app, pilot, session)
    dialog = await asked(app, pilot, SettlementDialog)
    assert isinstance(dialog, SettlementDialog)
    return dialog


async def _reviewed(app, pilot) -> ReviewScreen:
    await until(pilot, lambda: isinstance(app.screen, ReviewScreen), "the review opening")
    screen = app.screen
    assert isinstance(screen, ReviewScreen)
    await until(pilot, lambda: screen.review is not None, "the review coming in", 120)
    return screen


def _shown(app) -> str:
    return screen_text(app)


async def test_review_from_the_settlement_steps_unfolds_and_goes_back():
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        dialog = await _settlement(app, pilot, "schnapsen")
        assert "Review this deal" in _shown(app)
        await pilot.press("v")
        screen = await _reviewed(app, pilot)
        review = screen.review
        assert isinstance(review, DealReview)
        text = await settled_text(app, pilot)
        assert "Against the expert:" in text and "par" in text
        assert "Your decisions" in text and "Points lost so far" in text
        squash_ok(app, text)
        listing = screen.query_one(OptionList)
        free = sum(1 for d in review.decisions if review_target.free(d))
        costly = len(review.decisions) - free
        # Folded: the decisions that cost nothing take one line per run of them.
        assert costly <= listing.option_count < len(review.decisions) or free == 0
        # Stepping shows each decision in turn (its number in the heading).
        listing.focus()
        listing.highlighted = 0
        seen = set()
        for _ in range(listing.option_count):
            await pilot.pause(0.05)
            seen.add(screen.query_one("#review-words").render().plain.splitlines()[0])
            await pilot.press("down")
        assert len(seen) == listing.option_count
        # Unfolded: every decision has its line; folded again with the same key.
        await pilot.press("f")
        await pilot.pause(0.05)
        assert listing.option_count == len(review.decisions)
        assert "✓" in _shown(app) or free == 0
        await pilot.press("f")
        await pilot.pause(0.05)
        assert listing.option_count < len(review.decisions) or free == 0
        # Esc: back to the settlement, which still answers.
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is dialog, "the settlement again")
        assert dialog.query("#end-review")
        # A second look opens at once: the review was kept, nothing is computed again.
        await pilot.press("v")
        await until(pilot, lambda: isinstance(app.screen, ReviewScreen), "the review again")
        again = app.screen
        assert isinstance(again, ReviewScreen) and again is not screen
        await until(pilot, lambda: again.review is not None, "the kept review", 5)
        assert again.review == review and again.worker is None


async def test_escape_cancels_a_review_under_way_and_the_table_goes_on(monkeypatch):
    monkeypatch.setattr(review_target, "SAMPLES", 400)  # minutes of work
    started = threading.Event()
    real = review_target.review

    def review(*args, **kwargs):  # type: ignore[no-untyped-def]
        started.set()
        return real(*args, **kwargs)

    monkeypatch.setattr(review_target, "review", review)
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        dialog = await _settlement(app, pilot, "french-tarot")
        await pilot.press("v")
        await until(pilot, lambda: isinstance(app.screen, ReviewScreen), "the review opening")
        screen = app.screen
        await until(pilot, started.is_set, "the review starting")
        assert "Esc cancels" in _shown(app)
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is dialog, "the settlement again")
        assert screen.review is None and screen.cancelled
        worker = screen.worker
        assert worker is not None
        await until(pilot, lambda: worker.is_finished, "the review stopping", 10)
        # The table goes on: the next deal starts.
        await pilot.press("enter")
        await until(
            pilot, lambda: not isinstance(app.screen, SettlementDialog), "the next deal", 30
        )


async def test_review_from_history_steps_deal_by_deal_in_traditional_chinese():
    known_records_folder()
    app = make_app("zh-Hant")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("h")
        await until(pilot, lambda: isinstance(app.screen, HistoryScreen) and app.screen.loaded)
        history = app.screen
        table = history.query_one(DataTable)
        row = next(i for i, e in enumerate(history.entries) if e.kind == "match")
        table.move_cursor(row=row)
        await pilot.press("v")
        screen = await _reviewed(app, pilot)
        assert screen.target.index == 0 and len(screen.target.units) == 4
        text = await settled_text(app, pilot)
        assert "復盤：Schnapsen · 第 1 局（共 4 局）" in text
        assert "對比專家" in text and "你的決定" in text
        squash_ok(app, text)
        await pilot.press("n")
        await until(pilot, lambda: screen.target.index == 1 and screen.review is not None)
        assert "第 2 局（共 4 局）" in await settled_text(app, pilot)
        await pilot.press("p")
        await until(pilot, lambda: screen.target.index == 0 and screen.review is not None)
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is history, "History again")


async def test_a_french_tarot_file_is_reviewed_line_by_line_from_history():
    known_records_folder()
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        await pilot.press("h")
        await until(pilot, lambda: isinstance(app.screen, HistoryScreen) and app.screen.loaded)
        history = app.screen
        row = next(i for i, e in enumerate(history.entries) if e.game == "french-tarot")
        entry = history.entries[row]
        history.query_one(DataTable).move_cursor(row=row)
        await pilot.press("v")
        screen = await _reviewed(app, pilot)
        assert screen.target.index == entry.number and len(screen.target.units) == 5
        text = await settled_text(app, pilot)
        assert f"deal {entry.number + 1} of 5" in text


# -- Pictures: a review kept beforehand, so they show the screen, not the review's numbers --
def _keep_review_of_the_table(app) -> DealReview:  # type: ignore[no-untyped-def]
    """A review of the table's finished deal kept where the screen looks first: its own
    decisions (the real positions and actions), the second and fourth of them costly with
    round numbers. The review's algorithm changes on its own branch; the pictures do not."""
    session = next(s.session for s in app.screen_stack if hasattr(s, "session"))
    target = review_target.target_from_session(session)
    unit, seat = target.unit, target.seat
    deals = list(getattr(unit.record, "deals", None) or [unit.record])
    positions, _ = deal_positions(deals, unit.deal)
    decisions, running = [], 0.0
    for n, p in enumerate(q for q in positions if q.actor == seat):
        obs = p.state.observation(seat)
        others = [a for a in obs["legal_actions"] if a != p.action]
        cost = {1: 12.0, 3: 4.5}.get(n, 0.0) if others else 0.0
        best = others[-1] if cost else p.action
        why = Explanation("wins-trick") if n == 1 else None
        running += cost
        decisions.append(
            DecisionReview(
                index=p.index,
                seat=seat,
                phase=str(obs["phase"]),
                chosen=p.action,
                best=best,
                cost=cost,
                low=cost * 0.6,
                high=cost * 1.4,
                exact=False,
                explanation=why,
                running_loss=running,
            )
        )
    costly = tuple(i for i in (1, 3) if i < len(decisions) and decisions[i].cost)
    review = DealReview(
        game=target.game,
        seat=seat,
        deal=unit.deal,
        decisions=tuple(decisions),
        lost=running,
        lost_low=running * 0.6,
        lost_high=running * 1.4,
        score=-20,
        par=running - 20,
        par_low=running - 24,
        par_high=running - 16,
        costliest=costly,
        seed=0,
        samples=3,
    )
    path = review_cache.cache_path(unit.record, unit.deal, seat, samples=review_target.SAMPLES)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(review.to_json()), encoding="utf-8")
    return review


async def _kept_review_screen(app, pilot, game: str) -> None:  # type: ignore[no-untyped-def]
    await _settlement(app, pilot, game)
    kept = _keep_review_of_the_table(app)
    await pilot.press("v")
    screen = await _reviewed(app, pilot)
    assert screen.review == kept and screen.worker is None
    await settled_text(app, pilot)


@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
async def test_review_screen_text_snapshot(lang):
    app = make_app(lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await _kept_review_screen(app, pilot, "schnapsen")
        assert_snapshot(f"review-schnapsen-{lang}-80x24", await settled_text(app, pilot))


def _kept_review(game: str, lost: float, when: float, number: int) -> None:
    """A review in the cache as ``review_cache`` keeps one (Statistics reads them back)."""
    decision = DecisionReview(
        0, 0, "play", "AS", "KS", lost, lost / 2, lost * 1.5, False, None, lost
    )
    review = DealReview(
        game,
        0,
        0,
        (decision,),
        lost,
        lost / 2,
        lost * 1.5,
        -1,
        lost - 1,
        lost - 1,
        lost - 1,
        (0,),
        0,
        3,
    )
    folder = review_cache.cache_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{number:040x}-d0-s0-r0-n3-v{REVIEW_VERSION}.json"
    path.write_text(json.dumps(review.to_json()), encoding="utf-8")
    os.utime(path, (when, when))


async def _statistics_review_tab(app, pilot) -> str:
    await pilot.press("s")
    await until(pilot, lambda: isinstance(app.screen, StatisticsScreen) and app.screen.loaded)
    app.screen.query_one(TabbedContent).active = "tab-review"
    return await settled_text(app, pilot)


async def test_statistics_plot_the_points_lost_per_reviewed_deal_and_the_trend():
    for number, lost in enumerate([12.0, 9.0, 10.0, 6.0, 4.0], 1):
        _kept_review(
            "schnapsen" if number % 2 else "french-tarot", lost, 1_700_000_000 + number, number
        )
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        text = await _statistics_review_tab(app, pilot)
        assert "5 reviewed deals" in text and "Mean lost per deal: 8.2" in text
        assert "less lost with each deal, you are improving" in " ".join(text.split())
        assert "Points lost per reviewed deal" in text


async def test_statistics_say_how_to_get_a_review_when_none_is_kept():
    app = make_app(lang="zh-Hant")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        text = await _statistics_review_tab(app, pilot)
        assert "還沒有復盤過的局" in text.replace("\n", "").replace(" ", "").replace("│", "")


@pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=["80x24", "120x40"])
@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
def test_review_screen_picture(snap_compare, lang, size):
    """The French Tarot review over its settlement (colours, the hand, the plot)."""

    async def run_before(pilot) -> None:  # type: ignore[no-untyped-def]
        await _kept_review_screen(pilot.app, pilot, "french-tarot")

    assert snap_compare(make_app(lang), terminal_size=size, run_before=run_before)


async def test_a_deal_that_cannot_be_reviewed_says_why_and_esc_goes_back(monkeypatch):
    def refuse(*args, **kwargs):  # type: ignore[no-untyped-def]
        raise ReviewError("deal 1: action #5 '[b]close' is illegal")

    monkeypatch.setattr(review_target, "review", refuse)
    known_records_folder()
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("h")
        await until(pilot, lambda: isinstance(app.screen, HistoryScreen) and app.screen.loaded)
        history = app.screen
        await pilot.press("v")
        await until(pilot, lambda: isinstance(app.screen, ReviewScreen), "the review opening")
        screen = app.screen
        await until(pilot, lambda: screen.error is not None, "the refusal")
        text = await settled_text(app, pilot)
        assert "This deal cannot be reviewed: deal 1: action #5 '[b]close' is illegal" in text
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is history, "History again")
