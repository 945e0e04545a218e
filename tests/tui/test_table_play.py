"""At the table as a player: where the cursor starts, the marriage key, dialog keys, the log."""

from __future__ import annotations

import pytest
from test_dialogs import SCHNAPSEN_LEAD, asked, prefer, reach, sit_down
from textual.widgets import Checkbox
from tui_helpers import make_app, settled_text, until

from cardavia.i18n import LOCALES
from cardavia.tui.dialogs.choice import ChoiceDialog
from cardavia.tui.dialogs.settlement import SettlementDialog
from cardavia.tui.screens.rules import RulesScreen
from cardavia.tui.screens.table import TableScreen
from cardavia.tui.widgets.felt import FeltWidget
from cardavia.tui.widgets.hand import HandWidget
from cardavia.tui.widgets.log import LogPanel


async def test_the_cursor_starts_on_the_card_the_hint_would_play():
    checked = 0
    for seed in (3, 5, 8, 11):
        session = reach("french-tarot", seed, prefer("pass"), lambda obs: obs["phase"] == "play")
        if session.state.is_over:
            continue
        app = make_app(ai_speed=100, ai_level="easy")
        async with app.run_test(size=(100, 30)) as pilot:
            table = await sit_down(app, pilot, session)
            for _ in range(3):  # three of your turns in this deal
                await asked(app, pilot, TableScreen)
                hand = table.query_one(HandWidget)
                hint = session.hint()
                # The turn's prompt places the cursor; nothing else moves it.
                await until(pilot, lambda h=hand, c=hint: h.cards[h.selected] == c and h.has_focus)
                assert hand.cards[hand.selected] == hint
                before = len(session.state.history())
                await pilot.press("enter")
                await pilot.pause()
                assert session.state.history()[before] == hint
                checked += 1
                if session.state.is_over:
                    break
    assert checked >= 6


MARRIAGE_HINT = 7  # the human leads first and the hint is the marriage in hearts


async def test_a_marriage_is_a_button_with_its_points_and_the_hint_makes_enter_announce_it():
    session = reach("schnapsen", MARRIAGE_HINT, prefer(), lambda obs: True)
    assert session.hint() == "marriage:QH"
    app = make_app(ai_speed=100)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await sit_down(app, pilot, session)
        await asked(app, pilot, TableScreen)
        hand = table.query_one(HandWidget)
        button = table.query_one("#extra-marriage")
        assert button.display
        label = str(button.label)
        assert label.startswith("m Marriage with ") and "♥" in label
        assert "(+20 pending)" in label  # no trick won yet: the 20 wait for the first one
        # Elsewhere in the hand, then the hint: the cursor goes to the Dame, Enter announces.
        hand.selected = next(i for i, c in enumerate(hand.cards) if c[-1] != "H")
        await pilot.press("h")
        await pilot.pause()
        assert hand.cards[hand.selected] == "QH"
        before = len(session.state.history())
        await pilot.press("enter")
        await pilot.pause()
        assert session.state.history()[before] == "marriage:QH"
        assert session.observation()["pending_marriages"][0] == 20


async def test_the_m_key_announces_the_marriage_of_the_card_under_the_cursor():
    session = reach("schnapsen", SCHNAPSEN_LEAD, prefer(), lambda obs: True)
    app = make_app(ai_speed=100)
    async with app.run_test(size=(100, 30)) as pilot:
        table = await sit_down(app, pilot, session)
        await asked(app, pilot, TableScreen)
        hand = table.query_one(HandWidget)
        hand.selected = hand.cards.index("QD")
        await pilot.press("left", "right")
        label = str(table.query_one("#extra-marriage").label)
        assert "D♦" in label and "K♦" not in label  # named by the Dame the m key leads
        before = len(session.state.history())
        await pilot.press("m")
        await pilot.pause()
        assert session.state.history()[before] == "marriage:QD"


async def test_the_card_points_hidden_from_the_appearance_screen_leave_the_table_beneath():
    session = reach("schnapsen", SCHNAPSEN_LEAD, prefer(), lambda obs: True)
    app = make_app(ai_speed=100)
    async with app.run_test(size=(120, 40)) as pilot:
        table = await sit_down(app, pilot, session)
        await asked(app, pilot, TableScreen)
        felt = table.query_one(FeltWidget)

        def badges() -> list[str]:
            return [badge for seat in felt.view.seats for badge in seat.badges]

        assert badges().count("0 pts") == 2  # shown by default: yours and North's
        app.action_appearance()
        box = await until_shown(app, pilot, "#show-card-points")
        assert "Show both players' card points in Schnapsen" in str(box.label)
        box.focus()
        await pilot.press("enter")
        await until(pilot, lambda: "0 pts" not in badges(), "the points gone")
        assert not app.settings.show_card_points
        assert badges().count("0 tricks") == 2  # the rest stays
        await pilot.press("escape")
        await asked(app, pilot, TableScreen)
        assert "0 pts" not in badges()


async def until_shown(app, pilot, selector: str) -> Checkbox:  # type: ignore[no-untyped-def]
    await until(pilot, lambda: bool(app.screen.query(selector)), selector)
    return app.screen.query_one(selector, Checkbox)


async def test_rules_and_menu_keys_work_while_a_dialog_is_open():
    app = make_app(ai_speed=100, ai_level="easy")
    session = reach("preference", 33, prefer(), lambda obs: True)
    async with app.run_test(size=(80, 24)) as pilot:
        await sit_down(app, pilot, session)
        dialog = await asked(app, pilot, ChoiceDialog)
        await pilot.press("r")
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen)
        assert app.screen.game == "preference"
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is dialog
        await pilot.press("right")
        enabled = [b for b in dialog.query("#choices Button") if not b.disabled]
        assert app.focused is enabled[1]  # arrows move between the buttons
        await pilot.press("left")
        assert app.focused is enabled[0]


async def test_arrow_keys_move_between_the_settlement_buttons():
    session = reach("schnapsen", SCHNAPSEN_LEAD, prefer(), lambda obs: False)
    app = make_app(ai_speed=100)
    async with app.run_test(size=(80, 24)) as pilot:
        await sit_down(app, pilot, session)
        dialog = await asked(app, pilot, SettlementDialog)
        ids = [b.id for b in dialog.query("Button")]
        assert app.focused.id == ids[0]
        await pilot.press("right")
        assert app.focused.id == ids[1]
        await pilot.press("right")
        assert app.focused.id == ids[2 % len(ids)]
        await pilot.press("left")
        assert app.focused.id == ids[1]


async def test_below_100_columns_the_log_is_a_drawer_and_undo_takes_its_lines_away():
    session = reach("schnapsen", SCHNAPSEN_LEAD, prefer(), lambda obs: True)
    app = make_app(ai_speed=100)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await sit_down(app, pilot, session)
        await asked(app, pilot, TableScreen)
        log = table.query_one("#log")
        assert not log.display
        assert "l Log" in await settled_text(app, pilot)
        hand = table.query_one(HandWidget)
        plain = next(c for c in hand.cards if c in hand.legal and c not in ("KD", "QD"))
        hand.selected = hand.cards.index(plain)
        await pilot.press("enter")
        await asked(app, pilot, TableScreen)
        await pilot.press("l")
        await pilot.pause()
        assert log.display
        written = [text for _, text in table.log_entries]
        assert any("You" in text for text in written)
        await pilot.press("u")
        await asked(app, pilot, TableScreen)
        assert not any(text.startswith("You") for _, text in table.log_entries)
        await pilot.press("l")
        await pilot.pause()
        assert not log.display
        await pilot.resize_terminal(120, 40)
        await pilot.pause()
        assert log.display and "l Log" not in await settled_text(app, pilot)


@pytest.mark.parametrize("lang", LOCALES)
async def test_the_table_footer_fits_80_columns_in_every_language(lang):
    session = reach("schnapsen", SCHNAPSEN_LEAD, prefer(), lambda obs: True)
    app = make_app(lang, ai_speed=100)
    async with app.run_test(size=(80, 24)) as pilot:
        await sit_down(app, pilot, session)
        await asked(app, pilot, TableScreen)
        footer = (await settled_text(app, pilot)).splitlines()[-1]
        t = app.catalog.t
        for key, label in (("h", "hint"), ("u", "undo"), ("esc", "menu"), ("l", "log")):
            assert f"{key} {t('binding-' + label)}" in footer, (lang, footer)
        assert f"r {t('binding-rules')}" in footer and t("binding-palette") in footer


async def test_watching_a_record_pauses_steps_and_offers_no_hint_or_undo(tmp_path):
    import json

    finished = reach("schnapsen", SCHNAPSEN_LEAD, prefer(), lambda obs: False)
    path = tmp_path / "deal.json"
    path.write_text(json.dumps(finished.state.to_record("wiener-bild")), encoding="utf-8")
    total = len(finished.state.history())
    # 90 %: a quarter of a second between moves, so the pause surely comes before the end
    # (at 100 % the record plays through as fast as a loaded machine lets the key arrive).
    app = make_app(ai_speed=90)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.watch_record(str(path), 0)
        await until(pilot, lambda: isinstance(app.screen, TableScreen), "the table opening")
        table = app.screen
        await pilot.press("space")  # pause at once
        await pilot.pause(0.1)
        assert table.watching and table.paused
        seen = len(table.session.state.history())
        assert seen < total
        await pilot.pause(0.2)
        assert len(table.session.state.history()) == seen  # paused: nothing moves
        await pilot.press("full_stop")
        await until(pilot, lambda: len(table.session.state.history()) == seen + 1, "one step")
        await pilot.pause(0.2)
        assert len(table.session.state.history()) == seen + 1
        footer = (await settled_text(app, pilot)).splitlines()[-1]
        assert "Pause" in footer and "Step" in footer
        assert "Hint" not in footer and "Undo" not in footer
        await pilot.press("space")  # and on to the end
        await asked(app, pilot, SettlementDialog)
        assert table.session.state.history() == finished.state.history()


async def test_the_log_drawer_opens_at_its_latest_line_and_its_keys_reach_both_ends():
    session = reach("french-tarot", 3, prefer("pass"), lambda o: o["phase"] == "play")
    app = make_app(ai_speed=100)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await sit_down(app, pilot, session)
        await asked(app, pilot, TableScreen)
        log = table.query_one(LogPanel)
        # The moves of a deal come in while the drawer is closed: more than its rows.
        for n in range(30):
            log.add((1, 100 + n), f"move {n}")
        await settled_text(app, pilot)
        await pilot.press("l")
        await settled_text(app, pilot)
        assert log.max_scroll_y > 0  # the lines do not all fit: where it opens matters
        assert log.scroll_y == log.max_scroll_y  # the latest line in view
        assert "move 29" in await settled_text(app, pilot)
        assert app.focused is log  # its keys read it (the hand's would not)
        await pilot.press("home")
        await until(pilot, lambda: log.scroll_y == 0, "Home")
        await pilot.press("end")
        await until(pilot, lambda: log.scroll_y == log.max_scroll_y, "End")
        await pilot.press("l")  # closed: the cursor is back in the hand
        await until(pilot, lambda: app.focused is table.query_one(HandWidget), "the hand's focus")
