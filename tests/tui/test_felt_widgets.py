"""The felt on the table screen: a widget per seat, the trick and each pile, in the places
the one layout gives them, drawing together what the whole felt draws."""

from __future__ import annotations

import pytest
from test_dialogs import asked, prefer, reach, sit_down
from test_felt_layout import TRICK4, _face, tarot
from textual.app import App, ComposeResult
from tui_helpers import make_app, screen_text

from cardavia.tui.render.cards import face
from cardavia.tui.render.felt import draw_felt
from cardavia.tui.screens.table import TableScreen
from cardavia.tui.widgets.felt import (
    FeltWidget,
    PartWidget,
    SeatWidget,
    StockWidget,
    TrickWidget,
)


def _mid_trick(obs) -> bool:
    return obs["phase"] == "play" and len(obs["trick"]) >= 1


@pytest.mark.parametrize(
    ("game", "seed", "seats"), [("french-tarot", 4, 4), ("schnapsen", 1, 2), ("preference", 2, 3)]
)
@pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=["80x24", "120x40"])
async def test_seats_trick_and_piles_are_widgets_in_their_places(game, seed, seats, size):
    session = reach(game, seed, prefer("pass"), _mid_trick)
    app = make_app(ai_speed=100)
    async with app.run_test(size=size) as pilot:
        table = await sit_down(app, pilot, session)
        await asked(app, pilot, TableScreen)
        await pilot.pause()
        felt = table.query_one(FeltWidget)
        assert felt.felt is not None and felt.view is not None
        x0, y0 = felt.region.x, felt.region.y
        shown = [w for w in felt.query(SeatWidget) if w.display]
        assert len(shown) == seats
        for widget in [*shown, felt.query_one(TrickWidget)]:
            box = felt.felt.parts[widget.part_name].box
            assert (widget.region.x, widget.region.y) == (x0 + box.col, y0 + box.row)
            assert (widget.region.width, widget.region.height) == (box.width, box.height)
        piles = [w for w in felt.query(StockWidget) if w.display]
        assert len(piles) == len(felt.view.piles)
        # The dialogs keep clear of the trick: felt_area names the trick widget's cards.
        _, trick = table.felt_area()
        region = felt.query_one(TrickWidget).region
        assert len(trick) == len(felt.view.trick)
        assert all(region.contains_region(cell) for cell in trick)
        # Together the widgets draw the felt the one pure function draws.
        width, height = felt.size
        whole = draw_felt(felt.view, width, height, felt.face).plain.splitlines()
        lines = screen_text(app).splitlines()[y0 : y0 + height]
        assert [line[x0 : x0 + width].rstrip() for line in lines] == [w.rstrip() for w in whole]


class _FeltApp(App):
    """A felt alone (the table's flow plays no part in what is laid out when)."""

    def compose(self) -> ComposeResult:
        yield FeltWidget()


def _drawings(felt: FeltWidget) -> dict[str, object]:
    """What each part widget shows now (a new drawing is a new object)."""
    return {w.part_name: w._text for w in felt.query(PartWidget)}


def _redrawn(felt: FeltWidget, before: dict[str, object]) -> set[str]:
    return {name for name, text in _drawings(felt).items() if text is not before[name]}


async def test_a_frame_or_a_view_with_nothing_changed_is_not_laid_out_or_drawn_again(monkeypatch):
    app = _FeltApp()
    async with app.run_test(size=(100, 24)) as pilot:
        felt = app.query_one(FeltWidget)
        monkeypatch.setattr(felt, "_duration", lambda pace: 30.0)  # a long animation
        felt.show(tarot(trick=TRICK4[:1]), _face)
        await pilot.pause()
        laid, before, ground = felt.layouts, _drawings(felt), felt._ground
        assert laid >= 1 and felt.motion is None  # the first view: nothing travels
        # The same view again (a new but equal object): neither laid out nor drawn.
        felt.show(tarot(trick=TRICK4[:1]), _face)
        await pilot.pause()
        assert felt.layouts == laid and _redrawn(felt, before) == set()
        assert felt._ground is ground
        # A card played: laid out once while its card travels, frame after frame, with no
        # layout and nothing drawn again.
        felt.show(tarot(trick=TRICK4[:2]), _face)
        assert felt.motion and felt.layouts == laid + 1
        before, ground = _drawings(felt), felt._ground
        for progress in (0.1, 0.3, 0.5, 0.7, 0.9):
            felt.progress = progress
            await pilot.pause()
        felt.show(tarot(trick=TRICK4[:2]), _face)  # the same view while it travels
        await pilot.pause()
        assert felt.layouts == laid + 1
        assert _redrawn(felt, before) == set() and felt._ground is ground


async def test_a_changed_view_redraws_only_the_parts_that_changed():
    app = _FeltApp()
    async with app.run_test(size=(100, 24)) as pilot:
        felt = app.query_one(FeltWidget)
        felt.show(tarot(), _face)
        await pilot.pause()
        before = _drawings(felt)
        changed = tarot()
        changed.seats[1].badges = ["defender", "1 trick"]  # East won a trick
        felt.show(changed, _face)
        await pilot.pause()
        assert felt.layouts == 2 and _redrawn(felt, before) == {"seat-east"}
        # Four suit colours: only the chien holds diamonds and clubs, whose ink changes (the
        # trick's trumps and hearts look the same), so only the chien is drawn again.
        before = _drawings(felt)
        felt.show(changed, lambda code: face(code, "french", "four-colour", False))
        await pilot.pause()
        assert _redrawn(felt, before) == {"pile-0"}


async def test_only_the_winner_changing_redraws_the_seats_it_moves_between():
    # rich's Text == ignores a line's base style, so a seat that only gained or lost the
    # winner's highlight once looked unchanged and kept a stale highlight.
    app = _FeltApp()
    async with app.run_test(size=(100, 24)) as pilot:
        felt = app.query_one(FeltWidget)
        felt.show(tarot(), _face)
        await pilot.pause()
        before = _drawings(felt)
        won = tarot()
        won.winner = "north"
        felt.show(won, _face)
        await pilot.pause()
        assert "seat-north" in _redrawn(felt, before)
        before = _drawings(felt)
        moved = tarot()
        moved.winner = "west"
        felt.show(moved, _face)
        await pilot.pause()
        assert {"seat-north", "seat-west"} <= _redrawn(felt, before)
