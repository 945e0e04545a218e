"""Where a dialog sits on the felt (the pure placement): off the trick first, then off the
seats and piles, then as near the middle as it can."""

from __future__ import annotations

from textual.geometry import Region

from cardavia.tui.dialogs.place import best_place

FELT = Region(0, 1, 80, 18)


def test_a_dialog_with_nothing_to_avoid_sits_in_the_middle():
    assert best_place(FELT, [], 60, 6) == (10, 7)


def test_a_dialog_leaves_the_trick_in_view_before_anything_else():
    trick = [Region(36, 8, 6, 4)]
    seats = [Region(0, 1, 20, 5)]
    x, y = best_place(FELT, trick, 60, 6, seats)
    assert not Region(x, y, 60, 6).overlaps(trick[0])


def test_a_dialog_keeps_off_the_seats_where_the_felt_has_room():
    seats = [Region(0, 1, 20, 5), Region(60, 1, 20, 5)]  # West and East across the top
    x, y = best_place(FELT, [], 60, 11, seats)
    card = Region(x, y, 60, 11)
    assert not any(card.overlaps(s) for s in seats), (x, y)
    assert best_place(FELT, [], 60, 11) != (x, y)  # without them it would sit in the middle


def test_with_no_room_the_dialog_covers_as_little_of_the_seats_as_it_can():
    seats = [Region(0, 1, 80, 4), Region(0, 14, 80, 5)]
    x, y = best_place(FELT, [], 60, 12, seats)
    covered = sum(Region(x, y, 60, 12).intersection(s).area for s in seats)
    assert covered == min(
        sum(Region(x0, y0, 60, 12).intersection(s).area for s in seats)
        for y0 in range(1, 8)
        for x0 in (0, 10, 20)
    )


def test_a_dialog_that_grows_stays_where_it_lies_rather_than_jump_across_the_felt():
    seats = [Region(0, 1, 24, 6), Region(56, 13, 24, 6)]  # West's bid top left, East's low right
    x, y = best_place(FELT, [], 50, 8, seats)
    assert (x, y) == (0, 7)  # off both seats
    # Three rows taller (a hint): off the seats it would sit at the other corner, top right;
    # grown where it lies, it stays put, as the felt has room there.
    assert best_place(FELT, [], 50, 11, seats) == (30, 2)
    assert best_place(FELT, [], 50, 11, seats, stay=(x, y)) == (x, y)
    # The trick still comes first: a grown dialog never covers it to stay put.
    trick = [Region(35, 14, 6, 4)]
    x2, y2 = best_place(FELT, trick, 50, 11, seats, stay=(x, y))
    assert not Region(x2, y2, 50, 11).overlaps(trick[0])
