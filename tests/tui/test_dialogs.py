"""Every decision the table asks of the human, in its dialog (issue #7 item 2).

Each test reaches a decision deterministically (``tui_helpers.reach``: a seeded session played
up to the moment seat 0 must decide), sits the table down on that session (``seated``) and
checks what a player notices:
only legal options enabled, a reason for every disabled one, the key pressed applies exactly
that action, Escape loses nothing. The seeds were found with a throwaway search script.
Snapshots of each dialog: ``dialog-<game>-<decision>-<lang>-<W>x<H>.txt``.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Callable

import pytest
from tui_helpers import (
    Obs,
    asked,
    assert_snapshot,
    at_phase,
    make_app,
    offers,
    prefer,
    reach,
    seated,
    settled_text,
    sit_down,
    squash_ok,
    until,
)

from cardavia.engine.registry import get_game
from cardavia.i18n import Catalog
from cardavia.play.session import TableSession
from cardavia.tui.dialogs.cards import CardPickDialog
from cardavia.tui.dialogs.choice import ChoiceDialog
from cardavia.tui.dialogs.settlement import SettlementDialog
from cardavia.tui.screens.table import TableScreen
from cardavia.tui.table.labels import card_text
from cardavia.tui.widgets.hand import HandWidget

SIZES = [(80, 24), (120, 40)]
EN = Catalog("en")


@pytest.fixture(autouse=True)
def _records_elsewhere(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDAVIA_DATA_DIR", str(tmp_path / "data"))  # "New game" saves here


def squash(text: str) -> str:
    """The text without spaces and frame characters, so wrapped lines still match."""
    return re.sub(r"[\s│╭╮╰╯─━▔▁▏▕┃▌▐█▀▄▊]", "", text)


async def on_screen(app, pilot, text: str) -> bool:
    return squash(text) in squash(await settled_text(app, pilot))


async def snapshots(app, pilot, name: str, lang: str) -> None:
    """Snapshot the current screen at both sizes, checking that nothing is clipped; back at
    the small size, where the next dialog opens (an open dialog does not shrink its list)."""
    for width, height in SIZES:
        await pilot.resize_terminal(width, height)
        text = await settled_text(app, pilot)
        assert_snapshot(f"dialog-{name}-{lang}-{width}x{height}", text)
        squash_ok(app, text)
        dialog_fits(app)
        if (width, height) == SIZES[0]:
            dialog_clear(app)
    await pilot.resize_terminal(*SIZES[0])


def dialog_fits(app) -> None:
    """The open dialog's buttons, note and status lie wholly inside its frame (not cut off
    at the bottom of a short terminal)."""
    screen = app.screen
    if isinstance(screen, TableScreen):
        return
    inside = screen.query_one("#dialog").content_region
    for widget in screen.query("Button, .hint").results():
        if widget.display and widget.region.height:
            assert inside.contains_region(widget.region), f"{widget} is cut off at {app.size}"


def new_actions(session: TableSession, before: int) -> list[str]:
    return session.state.history()[before:]


async def pick_cards(pilot, dialog: CardPickDialog, codes: list[str]) -> None:
    """Toggle cards in the picker with the keyboard (arrows and space)."""
    for code in codes:
        if dialog._index() is None:  # on the buttons below: back to the first card
            dialog.query_one("#pick-0").focus()
            await pilot.pause()
        target = dialog.cards.index(code)
        here = dialog._index() or 0
        keys = ["right"] * (target - here) if target >= here else ["left"] * (here - target)
        await pilot.press(*keys, "space")


async def confirm(pilot, dialog: CardPickDialog) -> None:
    dialog.query_one("#confirm").focus()
    await pilot.press("enter")


def table_chien(cards: list[str], tradition: str) -> str:
    return "Chien: " + " ".join(card_text(EN, c, tradition) for c in cards)


def enabled(dialog: ChoiceDialog) -> list[str]:
    return [c.action for c in dialog.choices if c.enabled]


def key_of(dialog: ChoiceDialog, action: str) -> str:
    """The digit shown on the option's button: 1-9, then 0 for a tenth."""
    return str(([c.action for c in dialog.choices].index(action) + 1) % 10)


async def escape_changes_nothing(app, pilot, dialog, session: TableSession) -> None:
    """Escape on a decision that must be taken is still the table's Menu: it asks before
    leaving, and "keep playing" brings back the same dialog with nothing applied."""
    before = session.state.to_record()
    await pilot.press("escape")
    await pilot.pause()
    question = app.screen
    if isinstance(dialog, SettlementDialog):  # the deal is over: its buttons say what next
        assert question is dialog
        return
    assert isinstance(question, ChoiceDialog) and question is not dialog
    assert [c.action for c in question.choices] == ["stay", "leave"]
    await pilot.press("1")
    await pilot.pause()
    assert app.screen is dialog
    assert session.state.to_record() == before


def assert_reasons_shown(dialog: ChoiceDialog) -> None:
    """Every disabled option says why, in the dialog's note under the buttons."""
    note = str(dialog.query_one("#dialog-note").render())
    for choice in dialog.choices:
        if not choice.enabled:
            assert choice.reason, f"{choice.action} is disabled without a reason"
            assert choice.label in note and choice.reason in note  # alone or grouped


# -- French Tarot ------------------------------------------------------------------------------
TAROT_BID = 3  # seat 3 bid a Garde before the human: Prise and Garde are out
TAROT_TAKER = 13  # the human takes with a Garde: 2 Rois, the 21 and 6 trumps among 24 cards
TAROT_POIGNEE = 14336  # 11 trumps and the Excuse; seat 2 takes, the human defends


async def test_tarot_bid_offers_only_overcalls_and_the_key_bids_it():
    session = reach("french-tarot", TAROT_BID, prefer("pass"), at_phase("bidding"))
    app = make_app(ai_speed=100)
    async with app.run_test(size=(100, 32)) as pilot:
        _, dialog = await seated(app, pilot, session, ChoiceDialog)
        assert [c.action for c in dialog.choices] == list(
            get_game("french-tarot").actions["bidding"]
        )
        assert enabled(dialog) == ["pass", "garde-sans", "garde-contre"]
        assert_reasons_shown(dialog)
        await escape_changes_nothing(app, pilot, dialog, session)
        await pilot.press(key_of(dialog, "prise"))  # disabled: the key does nothing
        assert app.screen is dialog
        before = len(session.state.history())
        await pilot.press(key_of(dialog, "garde-sans"))
        await pilot.pause()
        assert new_actions(session, before)[:1] == ["garde-sans"]


async def test_tarot_chien_discard_refuses_illegal_cards_with_the_rule_then_chelem():
    session = reach("french-tarot", TAROT_TAKER, prefer("garde"), at_phase("discard"))
    obs = session.observation()
    chien = obs["chien"]
    app = make_app(ai_speed=100)
    async with app.run_test(size=(100, 32)) as pilot:
        _, dialog = await seated(app, pilot, session, CardPickDialog)
        assert sorted(dialog.cards) == sorted(obs["hand"]) and len(dialog.cards) == 24
        assert dialog.count == 6
        # The chien taken up is named in the dialog (it covers the felt on a small terminal).
        note = str(dialog.query_one(".hint").render())
        assert table_chien(chien, session.tradition) in note, note
        await escape_changes_nothing(app, pilot, dialog, session)

        king = next(c for c in dialog.cards if c.startswith("K"))
        trump = next(c for c in dialog.cards if c.startswith("T") and c not in ("T1", "T21"))
        rules = set()
        for card in [king, "T21", trump]:  # a Roi, a bout, a trump while plain cards remain
            await pick_cards(pilot, dialog, [card])
            assert card not in dialog.chosen
            rule = dialog.check([card])  # the engine's constraint for this card
            assert rule and rule in str(dialog.query_one("#pick-status").render())
            rules.add(rule)
        assert len(rules) == 3  # three different constraints, each said when it applies
        plain = [c for c in dialog.cards if not c.startswith(("T", "K")) and c != "EX"][:6]
        await pick_cards(pilot, dialog, plain)
        assert dialog.chosen == plain
        before = len(session.state.history())
        await confirm(pilot, dialog)
        chelem = await asked(app, pilot, ChoiceDialog)
        assert sorted(new_actions(session, before)) == sorted(f"discard:{c}" for c in plain)
        assert sorted(session.observation()["discard"]) == sorted(plain)

        # The chelem, asked of the taker right after the discard.
        assert enabled(chelem) == ["chelem", "no-chelem"]
        await escape_changes_nothing(app, pilot, chelem, session)
        before = len(session.state.history())
        await pilot.press(key_of(chelem, "chelem"))
        await pilot.pause()
        assert new_actions(session, before)[:1] == ["chelem"]
        assert session.state.chelem_declared


async def test_tarot_poignee_is_offered_sorted_adjustable_and_checked():
    session = reach("french-tarot", TAROT_POIGNEE, prefer("pass"), offers("poignee:"))
    trumps = sorted(
        (c for c in session.observation()["hand"] if c.startswith("T")), key=lambda c: int(c[1:])
    )
    assert len(trumps) == 11
    app = make_app(ai_speed=100)
    async with app.run_test(size=(100, 32)) as pilot:
        table, _ = await seated(app, pilot, session)
        assert await on_screen(app, pilot, "p Poignée…")
        await pilot.press("p")
        dialog = await asked(app, pilot, ChoiceDialog)
        # One level (10) with the lowest ten trumps, in order; then adjust, or none.
        offered = dialog.choices[0]
        assert offered.action == "poignee:" + ",".join(trumps[:10])
        assert [c.action for c in dialog.choices[1:]] == ["adjust", ""]
        # Escape closes the offer without declaring; the card can still be played, or p again.
        before = session.state.to_record()
        await pilot.press("escape")
        await asked(app, pilot, TableScreen)
        assert session.state.to_record() == before
        await pilot.press("p")
        dialog = await asked(app, pilot, ChoiceDialog)
        await pilot.press(key_of(dialog, "adjust"))
        picker = await asked(app, pilot, CardPickDialog)
        assert picker.chosen == trumps[:10]  # the default set comes preselected
        assert "EX" in picker.cards
        # Swap the T1 for the Excuse: the Excuse stands in only when all trumps are shown.
        await pick_cards(pilot, picker, ["T1", "EX"])
        assert picker.query_one("#confirm").disabled
        rule = picker.check(picker.chosen)
        assert rule and rule in str(picker.query_one("#pick-status").render())
        await pilot.click("#confirm")
        assert app.screen is picker  # refused: nothing declared
        # Show the highest trump instead of the Excuse: accepted and declared, then play on.
        await pick_cards(pilot, picker, ["EX", trumps[-1]])
        assert not picker.query_one("#confirm").disabled
        before = len(session.state.history())
        await confirm(pilot, picker)
        await asked(app, pilot, TableScreen)
        shown = sorted([*trumps[1:10], trumps[-1]], key=lambda c: int(c[1:]))
        assert new_actions(session, before) == ["poignee:" + ",".join(shown)]
        assert not table.query_one("#extra-poignee").display  # declared once only


# -- Schnapsen ---------------------------------------------------------------------------------
SCHNAPSEN_LEAD = 24  # the human leads first holding the trump Bube and the Dame-König of ♦


async def test_schnapsen_exchange_and_marriage_at_the_lead():
    session = reach("schnapsen", SCHNAPSEN_LEAD, prefer(), lambda obs: True)
    legal = session.observation()["legal_actions"]
    assert {"exchange", "close", "marriage:KD"} <= set(legal)
    app = make_app(ai_speed=100)
    async with app.run_test(size=(100, 32)) as pilot:
        table, _ = await seated(app, pilot, session)
        assert await on_screen(app, pilot, "x Exchange the trump Bube") and await on_screen(
            app, pilot, "c Close the stock"
        )
        trump_card = session.observation()["trump_card"]
        await pilot.press("x")
        await pilot.pause()
        assert session.state.history()[-1] == "exchange"
        assert trump_card in session.observation()["hand"]
        assert not table.query_one("#extra-exchange").display  # no second exchange
        await pilot.press("x")
        assert session.state.history()[-1] == "exchange"

        hand = table.query_one(HandWidget)
        before = session.state.to_record()
        await pilot.press(str(hand.cards.index("KD") + 1))
        dialog = await asked(app, pilot, ChoiceDialog)
        assert [c.action for c in dialog.choices] == ["marriage:KD", "KD"]
        await pilot.press("escape")  # changed my mind: the König stays in hand
        await asked(app, pilot, TableScreen)
        assert session.state.to_record() == before
        await pilot.press(str(hand.cards.index("KD") + 1))
        dialog = await asked(app, pilot, ChoiceDialog)
        await pilot.press("1")
        await pilot.pause()
        assert "marriage:KD" in session.state.history()


async def test_schnapsen_close_the_stock_by_key():
    session = reach("schnapsen", SCHNAPSEN_LEAD, prefer(), lambda obs: True)
    app = make_app(ai_speed=100)
    async with app.run_test(size=(100, 32)) as pilot:
        table, _ = await seated(app, pilot, session)
        await pilot.press("c")
        await pilot.pause()
        assert session.state.history()[-1] == "close"
        assert not table.query_one("#extra-close").display
        assert await on_screen(app, pilot, "closed")


# -- Preference --------------------------------------------------------------------------------
PREF_BID = 2  # seats 1 and 2 bid 1 and 2: the human may pass, bid 3, a Game or Hearts
PREF_DECLARER = 18  # the human wins the auction at 2 with two Aces
PREF_NO_ACES = 175  # the human declares at 2 and holds no Ace after the exchange
PREF_DEFENCE = 8  # seat 1 plays game:S; the human stays and seat 2 drops out


def pref_declarer_policy(obs: Obs) -> str:
    phase = obs["phase"]
    if phase == "bidding":
        return prefer("hold", "1", "2", "3")(obs)
    if phase == "trump":
        return obs["legal_actions"][-1]
    return obs["legal_actions"][0]


async def test_preference_bid_dialog_lists_every_bid_with_reasons():
    session = reach("preference", PREF_BID, prefer("pass"), at_phase("bidding"))
    app = make_app(ai_speed=100)
    async with app.run_test(size=(100, 32)) as pilot:
        _, dialog = await seated(app, pilot, session, ChoiceDialog)
        actions = [c.action for c in dialog.choices]
        assert actions == list(get_game("preference").actions["bidding"])
        assert enabled(dialog) == ["pass", "3", "game:C", "game:S", "game:D", "hearts"]
        assert_reasons_shown(dialog)
        await escape_changes_nothing(app, pilot, dialog, session)
        before = len(session.state.history())
        await pilot.press(key_of(dialog, "3"))
        await pilot.pause()
        assert new_actions(session, before)[:1] == ["3"]


async def test_preference_hearts_the_tenth_bid_has_the_key_0():
    session = reach("preference", PREF_BID, prefer("pass"), at_phase("bidding"))
    app = make_app(ai_speed=100)
    async with app.run_test(size=(100, 32)) as pilot:
        _, dialog = await seated(app, pilot, session, ChoiceDialog)
        assert str(dialog.query_one("#choice-9").label) == "0 Hearts"
        before = len(session.state.history())
        await pilot.press("0")
        await pilot.pause()
        assert new_actions(session, before)[:1] == ["hearts"]


async def test_preference_talon_exchange_then_trump_choice():
    session = reach("preference", PREF_DECLARER, pref_declarer_policy, at_phase("discard"))
    assert session.state.level == 2
    hand = session.observation()["hand"]
    app = make_app(ai_speed=100)
    async with app.run_test(size=(100, 32)) as pilot:
        _, dialog = await seated(app, pilot, session, CardPickDialog)
        assert sorted(dialog.cards) == sorted(hand) and dialog.count == 2
        talon = session.observation()["talon"]  # named in the dialog: it covers the felt
        talon_line = "Talon: " + " ".join(card_text(EN, c, session.tradition) for c in talon)
        assert talon_line in str(dialog.query_one(".hint").render())
        await escape_changes_nothing(app, pilot, dialog, session)
        discard = [c for c in dialog.cards if not c.startswith("A")][:3]
        await pick_cards(pilot, dialog, discard)  # a third card is refused: two only
        assert dialog.chosen == discard[:2]
        before = len(session.state.history())
        await confirm(pilot, dialog)
        trump = await asked(app, pilot, ChoiceDialog)
        assert new_actions(session, before) == [f"discard:{c}" for c in discard[:2]]

        # Bid 2 = spades: clubs is too low and says so; the others may be named.
        assert [c.action for c in trump.choices] == ["trump:C", "trump:S", "trump:D", "trump:H"]
        assert enabled(trump) == ["trump:S", "trump:D", "trump:H"]
        assert_reasons_shown(trump)
        await escape_changes_nothing(app, pilot, trump, session)
        before = len(session.state.history())
        await pilot.press(key_of(trump, "trump:D"))
        await pilot.pause()
        assert new_actions(session, before)[:1] == ["trump:D"]
        assert session.observation()["trump"] == "D"


async def test_preference_no_aces_is_a_key_at_the_opening_lead():
    session = reach("preference", PREF_NO_ACES, pref_declarer_policy, offers("no-aces"))
    app = make_app(ai_speed=100)
    async with app.run_test(size=(100, 32)) as pilot:
        table, _ = await seated(app, pilot, session)
        assert await on_screen(app, pilot, "n No Aces")
        await pilot.press("n")
        await pilot.pause()
        assert session.state.history()[-1] == "no-aces"
        assert session.observation()["no_aces"]
        assert not table.query_one("#extra-no-aces").display


async def test_preference_stay_or_drop_then_invite_or_alone():
    session = reach("preference", PREF_DEFENCE, prefer("pass"), at_phase("defence"))
    app = make_app(ai_speed=100)
    async with app.run_test(size=(100, 32)) as pilot:
        _, dialog = await seated(app, pilot, session, ChoiceDialog)
        assert enabled(dialog) == ["stay", "drop"]
        await escape_changes_nothing(app, pilot, dialog, session)
        before = len(session.state.history())
        await pilot.press(key_of(dialog, "stay"))
        invitation = await asked(app, pilot, ChoiceDialog, after=dialog)
        assert new_actions(session, before) == ["stay", "drop"]  # seat 2 dropped out

        assert enabled(invitation) == ["invite", "alone"]
        await escape_changes_nothing(app, pilot, invitation, session)
        before = len(session.state.history())
        await pilot.press(key_of(invitation, "invite"))
        await pilot.pause()
        assert new_actions(session, before)[:1] == ["invite"]


# -- Settlement --------------------------------------------------------------------------------
SETTLE = {
    "french-tarot": (13, prefer("garde", "no-chelem")),
    "schnapsen": (1, prefer()),
    "preference": (1, prefer("pass")),
}


def settled(game: str) -> TableSession:
    seed, policy = SETTLE[game]
    session = reach(game, seed, policy, lambda obs: False)
    assert session.state.is_over and not session.state.result().get("annulled")
    return session


@pytest.mark.parametrize("game", list(SETTLE))
async def test_settlement_offers_next_deal_new_game_and_menu(game):
    app = make_app(ai_speed=100)
    async with app.run_test(size=(100, 32)) as pilot:
        # Next deal: the focused button, Enter; the next deal starts with its number.
        table, dialog = await seated(app, pilot, settled(game), SettlementDialog)
        labels = [str(b.label) for b in dialog.query("Button").results()]
        assert labels == ["Next deal", "New game", "Review this deal", "Back to the menu"]
        await escape_changes_nothing(app, pilot, dialog, table.session)
        await pilot.press("enter")
        await pilot.pause()
        assert table.session.deal_number == 2 and not table.session.state.is_over

        # New game: a fresh session with the next seed.
        table, _ = await seated(app, pilot, settled(game), SettlementDialog)
        old = table.session
        await pilot.press("tab", "enter")
        await pilot.pause()
        assert table.session is not old and table.session.deal_number == 1
        assert table.seed == old.seed + 1

        # Menu: the table closes.
        table, _ = await seated(app, pilot, settled(game), SettlementDialog)
        await pilot.press("tab", "tab", "tab", "enter")
        await pilot.pause()
        assert table not in app.screen_stack


# -- Snapshots: every dialog, in three locales (German is long) and two sizes -----------------
async def answer(pilot, dialog, action: str) -> None:
    await pilot.press(key_of(dialog, action))


@pytest.mark.parametrize("lang", ["en", "zh-Hant", "fr", "de"])
async def test_snapshots_tarot(lang):
    app = make_app(lang, ai_speed=100)
    async with app.run_test(size=SIZES[0]) as pilot:
        await seated(
            app,
            pilot,
            reach("french-tarot", TAROT_BID, prefer(), at_phase("bidding")),
            ChoiceDialog,
        )
        await snapshots(app, pilot, "french-tarot-bid", lang)
        app.pop_screen()  # leave the bid unanswered, close the table
        app.pop_screen()

        session = reach("french-tarot", TAROT_TAKER, prefer("garde"), at_phase("discard"))
        _, picker = await seated(app, pilot, session, CardPickDialog)
        await pick_cards(pilot, picker, [next(c for c in picker.cards if c.startswith("K"))])
        await snapshots(app, pilot, "french-tarot-discard", lang)
        plain = [c for c in picker.cards if not c.startswith(("T", "K")) and c != "EX"][:6]
        await pick_cards(pilot, picker, plain)
        await confirm(pilot, picker)
        await asked(app, pilot, ChoiceDialog)
        await snapshots(app, pilot, "french-tarot-chelem", lang)
        app.pop_screen()
        app.pop_screen()

        session = reach("french-tarot", TAROT_POIGNEE, prefer("pass"), offers("poignee:"))
        await seated(app, pilot, session)
        await pilot.press("p")
        dialog = await asked(app, pilot, ChoiceDialog)
        await snapshots(app, pilot, "french-tarot-poignee", lang)
        await answer(pilot, dialog, "adjust")
        picker = await asked(app, pilot, CardPickDialog)
        await pick_cards(pilot, picker, ["T1", "EX"])
        await snapshots(app, pilot, "french-tarot-poignee-adjust", lang)
        app.pop_screen()
        app.pop_screen()

        await seated(app, pilot, settled("french-tarot"), SettlementDialog)
        await snapshots(app, pilot, "french-tarot-settlement", lang)


@pytest.mark.parametrize("lang", ["en", "zh-Hant", "fr", "de"])
async def test_snapshots_schnapsen(lang):
    app = make_app(lang, ai_speed=100)
    async with app.run_test(size=SIZES[0]) as pilot:
        session = reach("schnapsen", SCHNAPSEN_LEAD, prefer(), lambda obs: True)
        table, _ = await seated(app, pilot, session)
        await snapshots(app, pilot, "schnapsen-exchange-close", lang)
        hand = table.query_one(HandWidget)
        await pilot.press(str(hand.cards.index("KD") + 1))
        await asked(app, pilot, ChoiceDialog)
        await snapshots(app, pilot, "schnapsen-marriage", lang)
        app.pop_screen()
        app.pop_screen()

        await seated(app, pilot, settled("schnapsen"), SettlementDialog)
        await snapshots(app, pilot, "schnapsen-settlement", lang)


@pytest.mark.parametrize("lang", ["en", "zh-Hant", "fr", "de"])
async def test_snapshots_preference(lang):
    app = make_app(lang, ai_speed=100)
    async with app.run_test(size=SIZES[0]) as pilot:
        session = reach("preference", PREF_BID, prefer("pass"), at_phase("bidding"))
        await seated(app, pilot, session, ChoiceDialog)
        await snapshots(app, pilot, "preference-bid", lang)
        app.pop_screen()
        app.pop_screen()

        session = reach("preference", PREF_DECLARER, pref_declarer_policy, at_phase("discard"))
        _, picker = await seated(app, pilot, session, CardPickDialog)
        await pick_cards(pilot, picker, picker.cards[:2])
        await snapshots(app, pilot, "preference-discard", lang)
        await confirm(pilot, picker)
        await asked(app, pilot, ChoiceDialog)
        await snapshots(app, pilot, "preference-trump", lang)
        app.pop_screen()
        app.pop_screen()

        session = reach("preference", PREF_NO_ACES, pref_declarer_policy, offers("no-aces"))
        await seated(app, pilot, session)
        await snapshots(app, pilot, "preference-no-aces", lang)
        app.pop_screen()

        session = reach("preference", PREF_DEFENCE, prefer("pass"), at_phase("defence"))
        _, dialog = await seated(app, pilot, session, ChoiceDialog)
        await snapshots(app, pilot, "preference-defence", lang)
        await answer(pilot, dialog, "stay")
        await asked(app, pilot, ChoiceDialog, after=dialog)
        await snapshots(app, pilot, "preference-invitation", lang)
        app.pop_screen()
        app.pop_screen()

        await seated(app, pilot, settled("preference"), SettlementDialog)
        await snapshots(app, pilot, "preference-settlement", lang)


# -- Room: at 80x24 no dialog covers a card of the trick or of your hand -----------------------
def dialog_clear(app) -> None:
    """The open dialog lies off every card of the trick on the felt (a decision; the
    settlement ends the deal, so it may lie over the last trick) and off your hand."""
    screen = app.screen
    if isinstance(screen, TableScreen):
        return
    table = next(s for s in app.screen_stack if isinstance(s, TableScreen))
    card = screen.query_one("#dialog").region
    _, trick = table.felt_area()
    if not isinstance(screen, SettlementDialog):
        covered = [r for r in trick if card.overlaps(r)]
        assert not covered, f"{type(screen).__name__} {card} covers the trick {covered}"
    hand = table.query_one(HandWidget)
    if hand.cards:
        assert not card.overlaps(hand.region), f"{card} covers the hand {hand.region}"


def mid_trick(played: int) -> Callable[[Obs], bool]:
    """The human is to play a card with ``played`` cards already in the trick."""
    return lambda obs: obs["phase"] == "play" and len(obs["trick"]) == played


def led_and_followed(game: str, seed: int) -> TableSession:
    """The human has led a trick and every seat but the last has followed: all the trick's
    places but one hold a card (yours among them), an AI seat to play."""
    session = reach(game, seed, prefer(), mid_trick(0))
    session.apply(session.observation()["legal_actions"][0])
    seats = get_game(game).num_seats
    while len(session.observation()["trick"]) < seats - 1:
        session.apply(session.ai_choice())
    assert not session.human_to_move
    return session


TAROT_POIGNEE_LATE = 113  # East, North and West have led to the first trick: a poignée offer
ROOM_LANGS = ["en", "de", "zh-Hant"]
#: Seeds where the human leads a trick of the first deal (the AI seats play easy).
LEADS = {"french-tarot": 3, "schnapsen": 1, "preference": 1}


async def settled_clear(app, pilot) -> None:
    await settled_text(app, pilot)
    dialog_clear(app)


@pytest.mark.parametrize("lang", ROOM_LANGS)
async def test_tarot_poignee_offer_and_picker_stay_off_the_trick_at_80x24(lang):
    session = reach("french-tarot", TAROT_POIGNEE_LATE, prefer("pass"), offers("poignee:"))
    assert len(session.observation()["trick"]) == 3  # three cards lie on the felt
    app = make_app(lang, ai_speed=100)
    async with app.run_test(size=(80, 24)) as pilot:
        await seated(app, pilot, session)
        await pilot.press("p")
        dialog = await asked(app, pilot, ChoiceDialog)
        await settled_clear(app, pilot)
        await pilot.press("h")  # the hint line makes it taller
        await settled_clear(app, pilot)
        await answer(pilot, dialog, "adjust")
        picker = await asked(app, pilot, CardPickDialog)
        await settled_clear(app, pilot)
        await pilot.press("h")
        await settled_clear(app, pilot)
        # Narrowed beside the trick, the rows are shorter and the up/down keys follow.
        picker.query_one("#pick-0").focus()
        await pilot.press("down")
        assert picker._index() == picker.columns < 6
        # Back at a roomy size the picker lays its cards out in full rows again.
        await pilot.resize_terminal(120, 40)
        await settled_clear(app, pilot)
        assert picker.columns == 6


@pytest.mark.parametrize("lang", ROOM_LANGS)
@pytest.mark.parametrize("game", list(LEADS))
async def test_leaving_mid_trick_asks_off_the_trick_at_80x24(game, lang, monkeypatch):
    session = led_and_followed(game, LEADS[game])
    held = asyncio.Event()  # the next AI card waits (never set): the trick stays as it is

    async def hold(self) -> None:
        await held.wait()

    monkeypatch.setattr(TableScreen, "_pace", hold)
    app = make_app(lang, ai_speed=100)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await sit_down(app, pilot, session)
        await settled_text(app, pilot)
        trick = table.felt_area()[1]
        assert len(trick) == get_game(game).num_seats - 1  # the trick's cards are on the felt
        await pilot.press("escape")
        await asked(app, pilot, ChoiceDialog)
        await settled_clear(app, pilot)


@pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=lambda s: f"{s[0]}x{s[1]}")
async def test_long_labels_in_cjk_get_a_row_each_and_never_wrap(size):
    # 16 characters but 32 cells: the layout is chosen by the width a label takes on screen.
    from rich.cells import cell_len
    from textual.widgets import Button

    from cardavia.tui.dialogs.choice import Choice, ChoiceDialog

    labels = ["繼續這一局", "開始新遊戲（放棄未完成的那一局）"]
    app = make_app(lang="zh-Hant")
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        dialog = ChoiceDialog(
            "你有一局未完成的 French Tarot", [Choice(str(i), x) for i, x in enumerate(labels)]
        )
        app.push_screen(dialog)
        await until(pilot, lambda: bool(dialog.query("#choices Button")))
        await pilot.pause()
        buttons = list(dialog.query("#choices Button").results(Button))
        assert len({b.region.height for b in buttons}) == 1  # no button taller than another
        assert len({b.region.x for b in buttons}) == 1  # one column: a row each
        for button, label in zip(buttons, labels, strict=True):
            assert button.content_region.width >= cell_len(f"1 {label}")


FIT_LANGS = ["en", "vi", "fi", "zh-Hant"]


@pytest.mark.parametrize("lang", FIT_LANGS)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
async def test_tarot_bid_labels_fit_on_a_line_and_the_hint_leaves_the_dialog_in_place(size, lang):
    from rich.cells import cell_len
    from textual.widgets import Button

    session = reach("french-tarot", TAROT_BID, prefer("pass"), at_phase("bidding"))
    app = make_app(lang, ai_speed=100)
    async with app.run_test(size=size) as pilot:
        _, dialog = await seated(app, pilot, session, ChoiceDialog)
        await settled_text(app, pilot)
        buttons = list(dialog.query("#choices Button").results(Button))
        # One line each: no button taller than another, the label and its padding in width.
        assert len({b.region.height for b in buttons}) == 1, [b.region for b in buttons]
        for button in buttons:
            assert button.content_region.width >= cell_len(str(button.label)) + 2
        before = dialog.query_one("#dialog").region
        await pilot.press("h")
        await settled_text(app, pilot)
        after = dialog.query_one("#dialog").region
        assert after.height > before.height  # the hint line came in
        # It grows where it lies: the same column, moved up no more than it grew.
        assert after.x == before.x, (before, after)
        assert before.y - (after.height - before.height) <= after.y <= before.y, (before, after)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
async def test_tarot_discard_opens_with_the_cursor_on_a_card_and_the_arrows_come_back_to_them(
    size,
):
    session = reach("french-tarot", TAROT_TAKER, prefer("garde"), at_phase("discard"))
    app = make_app(ai_speed=100)
    async with app.run_test(size=size) as pilot:
        _, dialog = await seated(app, pilot, session, CardPickDialog)
        await settled_text(app, pilot)
        assert dialog._index() == 0  # the cursor on the first card, the arrows move it
        await pilot.press("right")
        assert dialog._index() == 1
        await pilot.press("h")  # the hint takes six cards and puts the cursor on Confirm
        await until(pilot, lambda: dialog.focused is dialog.query_one("#confirm"), "Confirm")
        await pilot.press("left")  # back to the card the cursor was on
        assert dialog._index() == 1
        await pilot.press("right")
        assert dialog._index() == 2
