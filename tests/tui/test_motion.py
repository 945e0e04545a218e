"""Cards moving across the felt: what moves between two views, where it is on its way, and
that the animation neither blocks input nor outlasts the pause between AI moves."""

from __future__ import annotations

import asyncio

import pytest
from test_dialogs import TAROT_TAKER, asked, at_phase, key_of, prefer, reach, sit_down
from textual import events
from tui_helpers import make_app, until

from cardavia.tui.dialogs.cards import CardPickDialog
from cardavia.tui.dialogs.choice import ChoiceDialog
from cardavia.tui.render.cards import face
from cardavia.tui.render.felt import (
    FeltView,
    Motion,
    Seat,
    draw_felt,
    lay_felt,
    motion_between,
    motion_cells,
)
from cardavia.tui.screens.table import TableScreen
from cardavia.tui.widgets.felt import CardSprite, FeltWidget, motion_time
from cardavia.tui.widgets.hand import HandWidget


def _face(code: str):
    return face(code, "french", "two-colour", False)


def _view(trick, winner=None, counts=(15, 15, 15, 15)) -> FeltView:
    seats = [
        Seat(pos, pos.title(), n, str(n))
        for pos, n in zip(("south", "east", "north", "west"), counts, strict=True)
    ]
    return FeltView(seats, list(trick), trick[0][0] if trick else None, winner)


def test_a_played_card_moves_from_its_seat_to_its_place():
    before = _view([("east", "9H")])
    after = _view([("east", "9H"), ("north", "KH")])
    motion = motion_between(before, after)
    assert motion.played == [("north", "KH")] and not motion.gathered and not motion.dealt
    _, geometry = lay_felt(after, 120, 33, _face, motion=motion)
    start = motion_cells(geometry, motion, 0.0)
    end = motion_cells(geometry, motion, 1.0)
    assert start == [(*geometry.seats["north"], "KH")]
    assert end == [(*geometry.slots["north"], "KH")]
    halfway = motion_cells(geometry, motion, 0.5)[0]
    assert geometry.seats["north"][0] < halfway[0] < geometry.slots["north"][0]
    # At the start the card is at North's fan, not yet in the trick; at the end, in its place.
    first = draw_felt(after, 120, 33, _face, motion=motion, progress=0.0).plain.splitlines()
    last = draw_felt(after, 120, 33, _face, motion=motion, progress=1.0).plain.splitlines()
    row, col = geometry.slots["north"]
    assert "R" not in first[row + 1][col : col + 5] and "R" in last[row + 1][col : col + 5]
    assert last == draw_felt(after, 120, 33, _face).plain.splitlines()


def test_a_finished_trick_is_gathered_to_its_winner_while_the_next_lead_comes():
    full = [("east", "9H"), ("north", "KH"), ("west", "2H"), ("south", "AH")]
    before = _view(full, winner="north", counts=(14, 14, 14, 14))
    after = _view([("north", "5S")], counts=(14, 14, 13, 14))
    motion = motion_between(before, after)
    assert motion.gathered == full and motion.gather_to == "north"
    assert motion.played == [("north", "5S")]
    _, geometry = lay_felt(after, 120, 33, _face, motion=motion)
    cells = motion_cells(geometry, motion, 0.999)
    assert {code for _, _, code in cells} == {"9H", "KH", "2H", "AH", "5S"}
    # Gathered cards are gone once they arrive; the lead lies in its place.
    assert motion_cells(geometry, motion, 1.0) == [(*geometry.slots["north"], "5S")]


def test_a_new_deal_fans_out_but_a_chien_a_talon_or_a_draw_does_not():
    assert motion_between(_view([], counts=(0, 0, 0, 0)), _view([])).dealt
    assert motion_between(None, _view([])).dealt
    chien = motion_between(_view([], counts=(18, 18, 18, 18)), _view([], counts=(18, 24, 18, 18)))
    draw = motion_between(_view([], counts=(4, 4, 4, 4)), _view([], counts=(5, 5, 5, 5)))
    assert not chien and not draw


def test_an_undo_or_the_same_view_again_moves_nothing():
    two = _view([("east", "9H"), ("north", "KH")])
    assert not motion_between(two, _view([("east", "9H")]))
    assert not motion_between(two, two)
    assert not Motion()


def test_motion_is_always_quicker_than_the_pause_between_ai_moves():
    for speed in range(0, 101, 5):
        pause = 0.15 + 1.1 * (100 - speed) / 100
        assert motion_time(speed) < pause
    assert motion_time(100) == 0


@pytest.mark.parametrize("reduce", [False, True])
async def test_a_played_card_travels_without_holding_up_the_table(monkeypatch, reduce):
    monkeypatch.delenv("CARDAVIA_MOTION")  # these tests look at the motion itself
    # North answers only when the test lets it, and the card lands when the test lands it:
    # nothing here depends on how long a step takes on a loaded machine.
    answer = asyncio.Event()

    async def held_pace(self) -> None:
        await answer.wait()

    monkeypatch.setattr(TableScreen, "_pace", held_pace)
    session = reach("schnapsen", 24, lambda obs: obs["legal_actions"][0], lambda obs: True)
    app = make_app(ai_speed=0, reduce_motion=reduce)  # the slowest pace: the longest flight
    async with app.run_test(size=(120, 40)) as pilot:
        table = await sit_down(app, pilot, session)
        await asked(app, pilot, TableScreen)
        felt = table.query_one(FeltWidget)
        hand = table.query_one(HandWidget)
        await pilot.wait_for_scheduled_animations()  # the deal's fan-out
        # A flight no loaded machine outlasts: it ends when the test lands it.
        monkeypatch.setattr("cardavia.tui.widgets.felt.motion_time", lambda speed: 3600.0)
        played = len(session.state.history())
        # Played the way Enter plays (the pilot's own key presses wait for animations).
        card = hand.cards[hand.selected]
        table.play(card)
        assert len(session.state.history()) == played + 1  # applied at once, not after
        await until(pilot, lambda: ("south", card) in felt.view.trick, "the card on the felt")
        if reduce:
            assert felt.motion is None
            return
        assert felt.motion is not None and felt.motion.played == [("south", card)]
        await until(pilot, lambda: felt.progress > 0, "the card on its way")
        assert felt.progress < 1 and felt.motion is not None
        # Keys still work while the card travels.
        selected = hand.selected
        app.post_message(events.Key("right", None))
        await until(pilot, lambda: hand.selected != selected, "the cursor moved")
        assert felt.motion is not None and felt.progress < 1
        app.animator.force_stop_animation(felt, "progress")  # the flight's end, now
        await pilot.pause()
        # Landed, and North has not answered yet.
        assert felt.motion is None and felt.progress == 1.0
        assert len(session.state.history()) == played + 1
        answer.set()
        await until(pilot, lambda: len(session.state.history()) >= played + 2, "North's answer")


@pytest.mark.parametrize("reduce", [False, True])
async def test_the_chien_taken_up_flies_to_your_hand_before_the_discard_opens(monkeypatch, reduce):
    monkeypatch.delenv("CARDAVIA_MOTION")
    # A long flight (nothing follows it but your discard): a loaded machine still looks.
    # Under Reduce motion the same flight time would hold the discard up if it were waited for.
    monkeypatch.setattr("cardavia.tui.widgets.felt.motion_time", lambda speed: 3.0)
    session = reach("french-tarot", TAROT_TAKER, prefer("garde"), at_phase("bidding"))
    app = make_app(ai_speed=95, reduce_motion=reduce)  # the others pass quickly
    async with app.run_test(size=(120, 40)) as pilot:
        table = await sit_down(app, pilot, session)
        bid = await asked(app, pilot, ChoiceDialog)
        felt = table.query_one(FeltWidget)
        hand = table.query_one(HandWidget)
        app.post_message(events.Key(key_of(bid, "garde"), key_of(bid, "garde")))

        def taken_up() -> bool:
            return session.observation()["phase"] == "discard"

        await until(pilot, taken_up, "the chien taken up")
        obs = session.observation()
        assert len(obs["hand"]) == 24  # applied at once
        if reduce:  # nothing flies: the discard opens at once
            assert felt.motion is None
            picker = await asked(app, pilot, CardPickDialog)
            assert felt.motion is None
            return
        assert felt.motion is not None and felt.motion.taken_to == "south"
        assert felt.motion.taken == obs["chien"]
        assert 0 < felt.progress < 1
        assert not isinstance(app.screen, CardPickDialog)  # the flight is in view
        sprites = [s for s in felt.query(CardSprite) if s.display]
        assert len(sprites) == 6
        # The sprites are where the cards are on their way (moved on the screen, not only
        # given a new offset), on the way up from the pile to the hand below.
        x0, y0 = felt.region.x, felt.region.y
        for _ in range(100):
            await asyncio.sleep(0.02)
            placed = [(s.region.y - y0, s.region.x - x0) for s in sprites]
            if placed == [(r, c) for r, c, _ in felt._frame] and felt.progress > 0.05:
                break
        assert placed == [(r, c) for r, c, _ in felt._frame] and 0 < felt.progress < 1
        pile = felt.felt.geometry.piles[0]
        assert all(r >= start[0] for (r, _), start in zip(placed, pile, strict=True))
        # Keys work while the cards travel: the hand's cursor moves.
        here = hand.selected
        app.post_message(events.Key("right", None))
        for _ in range(100):
            await asyncio.sleep(0.02)
            if hand.selected != here:
                break
        assert hand.selected == (here + 1) % len(hand.cards) and felt.motion is not None
        assert not isinstance(app.screen, CardPickDialog)

        # The discard opens once the cards have landed, not before.
        def landed() -> bool:
            if felt.motion is None:
                return True
            assert not isinstance(app.screen, CardPickDialog), "the discard covers the flight"
            return False

        await until(pilot, landed, "the landing")
        picker = await asked(app, pilot, CardPickDialog)
        assert felt.motion is None and not [s for s in felt.query(CardSprite) if s.display]
        assert picker.cards == table.sorted_hand(obs["hand"])
