"""The felt on the table screen: a widget per seat, the trick and each pile, in the places
the one layout gives them, drawing together what the whole felt draws."""

from __future__ import annotations

import pytest
from test_dialogs import asked, prefer, reach, sit_down
from tui_helpers import make_app, screen_text

from cardavia.tui.render.felt import draw_felt
from cardavia.tui.screens.table import TableScreen
from cardavia.tui.widgets.felt import FeltWidget, SeatWidget, StockWidget, TrickWidget


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
