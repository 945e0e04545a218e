"""The presenters' shared formatting helpers."""

import pytest

from cardavia.tui.table.presenter import per_seat, signed


def test_per_seat_signs_each_figure_in_seat_order():
    assert per_seat(["You", "West", "East"], [30, -15, 0]) == "You +30 West −15 East 0"
    assert signed(-7) == "−7"


def test_per_seat_needs_a_figure_for_every_seat():
    with pytest.raises(ValueError):
        per_seat(["You", "West"], [1])
