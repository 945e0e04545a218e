"""Your hand sits in the felt's column: centred under the felt (the log beside both), whole
and readable, and the log drawer below 100 columns never covers it."""

from __future__ import annotations

import pytest
from test_dialogs import asked, prefer, reach, sit_down
from tui_helpers import make_app, settled_text

from cardavia.tui.render.hand import CARD_W, hand_layout
from cardavia.tui.screens.table import TableScreen
from cardavia.tui.widgets.felt import FeltWidget
from cardavia.tui.widgets.hand import HandWidget
from cardavia.tui.widgets.log import LogPanel

SEEDS = {"french-tarot": 4, "schnapsen": 1, "preference": 2}


def _first_card(obs) -> bool:
    return obs["phase"] == "play"


def _centres(table: TableScreen) -> tuple[float, float]:
    """The middle of the cards drawn in your hand and the middle of the felt, in screen
    columns."""
    felt = table.query_one(FeltWidget)
    hand = table.query_one(HandWidget)
    xs = hand_layout(len(hand.cards), hand.size.width, hand.selected)
    drawn = hand.region.x + (xs[0] + xs[-1] + CARD_W) / 2
    return drawn, felt.region.x + felt.region.width / 2


@pytest.mark.parametrize("width", [100, 120, 160])
@pytest.mark.parametrize("game", list(SEEDS))
async def test_the_hand_is_centred_under_the_felt_not_the_screen(game, width):
    session = reach(game, SEEDS[game], prefer("pass"), _first_card)
    app = make_app(ai_speed=100)
    async with app.run_test(size=(width, 40)) as pilot:
        table = await sit_down(app, pilot, session)
        await asked(app, pilot, TableScreen)
        await settled_text(app, pilot)
        log = table.query_one(LogPanel)
        assert log.display and log.region.width > 0  # the log panel is beside the felt
        hand, felt = _centres(table)
        assert abs(hand - felt) <= 1, (hand, felt)
        # The log sits beside the felt and the hand alike, covering neither.
        assert not log.region.overlaps(table.query_one(HandWidget).region)
        assert log.region.x >= table.query_one(FeltWidget).region.right


@pytest.mark.parametrize("width", [80, 90, 99])
@pytest.mark.parametrize("game", ["french-tarot", "schnapsen"])
async def test_the_log_drawer_opens_over_the_felt_not_over_your_hand(game, width):
    session = reach(game, SEEDS[game], prefer("pass"), _first_card)
    app = make_app(ai_speed=100)
    async with app.run_test(size=(width, 24)) as pilot:
        table = await sit_down(app, pilot, session)
        await asked(app, pilot, TableScreen)
        await settled_text(app, pilot)
        log, hand = table.query_one(LogPanel), table.query_one(HandWidget)
        before = hand.region, table.query_one(FeltWidget).region
        await pilot.press("l")
        await settled_text(app, pilot)
        assert log.display and log.region.width >= 30
        assert not log.region.overlaps(hand.region)
        # The drawer lies over the felt on a layer of its own: it takes no columns from
        # the felt, so neither the felt nor your hand moves when it opens.
        assert (hand.region, table.query_one(FeltWidget).region) == before
        # The whole hand stays readable beside an open drawer (18 Tarot cards need 74).
        assert hand.region.width >= 74 and hand.region.right <= width
        hand_mid, felt_mid = _centres(table)
        assert abs(hand_mid - felt_mid) <= 1


@pytest.mark.parametrize("width", [140, 160])
async def test_with_the_rules_beside_the_table_everything_stays_on_screen(width):
    session = reach("french-tarot", SEEDS["french-tarot"], prefer("pass"), _first_card)
    app = make_app(ai_speed=100)
    async with app.run_test(size=(width, 40)) as pilot:
        table = await sit_down(app, pilot, session)
        await asked(app, pilot, TableScreen)
        assert table.toggle_rules_panel()
        await settled_text(app, pilot)
        hand = table.query_one(HandWidget).region
        log = table.query_one(LogPanel).region
        rules = table.query_one("#rules-panel").region
        assert rules.width >= 30 and rules.right <= width  # the rules panel wholly on screen
        assert hand.right <= log.x <= log.right <= rules.x
        assert hand.width >= 74  # 18 Tarot cards keep their corners
        hand_mid, felt_mid = _centres(table)
        assert abs(hand_mid - felt_mid) <= 1
