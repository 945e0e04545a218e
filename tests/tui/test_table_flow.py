"""The table's flow as a player meets it: forced choices, where dialogs sit, the pickers, the
log lines of a discard and a hold, the log of a resumed deal, the rules beside the table."""

from __future__ import annotations

import asyncio

import pytest
from test_dialogs import TAROT_TAKER, confirm, pick_cards
from textual.geometry import Region
from tui_helpers import asked, at_phase, make_app, prefer, reach, seated, sit_down, until

from cardavia.i18n import Catalog
from cardavia.tui.dialogs.cards import CardPickDialog
from cardavia.tui.dialogs.choice import ChoiceDialog
from cardavia.tui.screens.rules import RulesScreen
from cardavia.tui.screens.table import LeaveDialog, TableScreen
from cardavia.tui.table.labels import card_text
from cardavia.tui.table.presenter import presenter_for
from cardavia.tui.widgets.hand import HandWidget
from cardavia.tui.widgets.rules_panel import RulesPanel

FORCED_PASS = 18  # French Tarot: a Garde contre before you leaves you only "pass"
SIZES = [(80, 24), (120, 40)]


def forced(obs) -> bool:
    return len(obs["legal_actions"]) == 1 and obs["legal_actions"][0] not in obs["hand"]


async def test_a_forced_single_choice_is_played_and_logged_not_asked():
    session = reach("french-tarot", FORCED_PASS, prefer("pass"), forced)
    assert session.observation()["legal_actions"] == ["pass"]
    before = len(session.state.history())
    app = make_app(ai_speed=100)
    async with app.run_test(size=(120, 40)) as pilot:
        table = await sit_down(app, pilot, session)

        def passed() -> bool:
            assert not isinstance(app.screen, ChoiceDialog), "a forced pass was asked"
            return len(session.state.history()) > before

        await until(pilot, passed, "the forced pass")
        assert session.state.history()[before] == "pass"
        await pilot.pause(0.05)
        assert "You passed" in [text for _, text in table.log_entries]


def hand_and_trick(table: TableScreen) -> tuple[Region, list[Region]]:
    return table.query_one(HandWidget).region, table.felt_area()[1]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
async def test_a_bid_dialog_sits_on_the_felt_above_your_hand(size):
    session = reach("french-tarot", 3, prefer(), at_phase("bidding"))
    app = make_app(ai_speed=100)
    async with app.run_test(size=size) as pilot:
        table, dialog = await seated(app, pilot, session, ChoiceDialog)
        await pilot.pause(0.1)
        card = dialog.query_one("#dialog").region
        felt = table.query_one("#felt").region
        hand, _ = hand_and_trick(table)
        assert not card.overlaps(hand), (card, hand)
        assert felt.contains_region(card), (card, felt)  # not over the log either


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
async def test_a_dialog_mid_trick_leaves_the_trick_and_your_hand_in_view(size):
    session = reach("french-tarot", 5, prefer("pass"), lambda obs: bool(obs["trick"]))
    assert session.observation()["trick"] and session.human_to_move
    app = make_app(ai_speed=100)
    async with app.run_test(size=size) as pilot:
        table, _ = await seated(app, pilot, session)
        await pilot.press("escape")  # "leave the table?": a dialog over a trick in play
        for _ in range(100):
            await pilot.pause(0.02)
            if isinstance(app.screen, LeaveDialog) and app.screen.query("#dialog Button"):
                break
        await pilot.pause(0.1)
        card = app.screen.query_one("#dialog").region
        hand, trick = hand_and_trick(table)
        assert trick, "the trick is on the felt"
        assert not card.overlaps(hand), (card, hand)
        assert not any(card.overlaps(r) for r in trick), (card, trick)


async def test_the_discard_picker_marks_chosen_cards_once_and_logs_one_line():
    session = reach("french-tarot", TAROT_TAKER, prefer("garde"), at_phase("discard"))
    app = make_app(ai_speed=100)
    async with app.run_test(size=(100, 32)) as pilot:
        table, picker = await seated(app, pilot, session, CardPickDialog)
        assert not picker.query("SelectionList")  # no checkbox on every row
        plain = [c for c in picker.cards if not c.startswith(("T", "K")) and c != "EX"][:6]
        await pick_cards(pilot, picker, plain[:2])
        for i, code in enumerate(picker.cards):
            label = str(picker.query_one(f"#pick-{i}").label)
            assert label.startswith("✓") == (code in plain[:2]), label
            assert label.count("✓") <= 1
        assert "2 / 6" in str(picker.query_one("#pick-status").render())  # live constraint
        await pick_cards(pilot, picker, plain[2:])
        await confirm(pilot, picker)
        await asked(app, pilot, ChoiceDialog)  # the chelem question follows
        mine = [text for _, text in table.log_entries if text.startswith("You discarded")]
        assert len(mine) == 1
        for code in plain:
            assert card_text(Catalog("en"), code, "french") in mine[0]


async def test_the_discard_hint_proposes_a_whole_legal_discard():
    session = reach("french-tarot", TAROT_TAKER, prefer("garde"), at_phase("discard"))
    app = make_app(ai_speed=100)
    async with app.run_test(size=(100, 32)) as pilot:
        _, picker = await seated(app, pilot, session, CardPickDialog)
        await pilot.press("h")
        await pilot.pause()
        assert len(picker.chosen) == picker.count and picker.check(picker.chosen) is None
        assert str(picker.query_one("#dialog-hint").render()).startswith("Hint")
        assert picker.focused is picker.query_one("#confirm")  # Enter follows the hint


@pytest.mark.parametrize("lang", ["en", "de", "zh-Hant"])
def test_a_hold_is_logged_with_its_level(lang):
    catalog = Catalog(lang, strict=True)
    presenter = presenter_for("preference")
    auction = [{"seat": 1, "bid": "2"}, {"seat": 2, "bid": "pass"}, {"seat": 0, "bid": "hold"}]
    line = presenter.log_line(catalog, "wiener-bild", "X", "hold", {"auction": auction})
    assert "2" in line
    other = [{"seat": 1, "bid": "3"}, {"seat": 0, "bid": "hold"}]
    assert "3" in presenter.log_line(catalog, "wiener-bild", "X", "hold", {"auction": other})


async def test_a_table_sat_down_mid_deal_starts_its_log_with_the_deal_so_far():
    session = reach("french-tarot", 5, prefer("pass"), lambda obs: len(obs["tricks"]) >= 2)
    app = make_app(ai_speed=100)
    async with app.run_test(size=(120, 40)) as pilot:
        table, _ = await seated(app, pilot, session)
        lines = [text for _, text in table.log_entries]
        assert lines[0] == "Deal 1 so far:"
        assert any(line.startswith("Trick 1:") for line in lines)
        assert any(line.startswith("Trick 2:") for line in lines)


async def test_the_rules_open_beside_a_wide_table_and_over_a_narrow_one():
    session = reach("schnapsen", 3, prefer(), lambda obs: True)
    app = make_app(ai_speed=100)
    async with app.run_test(size=(150, 40)) as pilot:
        table, _ = await seated(app, pilot, session)
        panel = table.query_one(RulesPanel)
        assert not panel.display
        await pilot.press("r")
        await pilot.pause(0.2)
        assert app.screen is table and panel.display
        felt = table.query_one("#felt").region
        assert panel.region.x >= felt.right  # beside the felt, not over it
        await pilot.press("r")
        await pilot.pause()
        assert not panel.display
        await pilot.resize_terminal(100, 30)
        await pilot.pause()
        await pilot.press("r")
        await pilot.pause(0.2)
        assert isinstance(app.screen, RulesScreen)  # over the table below 140 columns


async def test_a_decision_waits_while_leave_the_table_is_asked(monkeypatch):
    """Esc while an AI is about to move: the next decision (here your discard) does not open
    on top of "Leave the table?"; it opens once you have chosen to stay."""
    session = reach("french-tarot", TAROT_TAKER, prefer("garde"), at_phase("bidding"))
    session.apply("garde")  # the other bids are the AI's, then your discard
    assert not session.human_to_move
    go = asyncio.Event()
    pace = TableScreen._pace

    async def held(self) -> None:
        await go.wait()
        await pace(self)

    monkeypatch.setattr(TableScreen, "_pace", held)
    app = make_app(ai_speed=100)
    async with app.run_test(size=(120, 40)) as pilot:
        await sit_down(app, pilot, session)
        await pilot.press("escape")
        await until(pilot, lambda: isinstance(app.screen, LeaveDialog), "the leave question")
        go.set()  # the AI bids, and your discard comes due behind the question
        await until(pilot, lambda: session.observation()["phase"] == "discard", "your discard")
        await pilot.pause(0.3)
        assert isinstance(app.screen, LeaveDialog), app.screen_stack
        assert not any(isinstance(s, CardPickDialog) for s in app.screen_stack)
        await pilot.press("escape")  # stay
        await asked(app, pilot, CardPickDialog, after=LeaveDialog)


async def test_a_decision_due_while_the_rules_cover_the_table_waits_under_them():
    # At 80x24 the rules are a screen over the table: the bid asked meanwhile once opened
    # on top of the rules being read.
    session = reach("french-tarot", 1, prefer("pass"), at_phase("bidding"))
    app = make_app(ai_speed=100)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await sit_down(app, pilot, session)
        app.open_rules(table.game, table.tradition)  # before the flow asks anything
        await until(pilot, lambda: isinstance(app.screen, RulesScreen), "the rules")
        await pilot.pause(0.5)  # time enough for the flow to reach the bid
        assert isinstance(app.screen, RulesScreen)
        assert not any(isinstance(s, ChoiceDialog) for s in app.screen_stack)
        await pilot.press("escape")  # back at the table: now the bid is asked
        assert isinstance(await asked(app, pilot), ChoiceDialog)
