"""The running-loss plot of a review and the trend of the reviewed deals (pure functions)."""

from __future__ import annotations

from cardavia.play.review_stats import trend
from cardavia.tui.render.plot import columns, running, running_loss_plot


def test_the_running_loss_adds_up_the_costs():
    assert running([0, 2, 0, 1.5]) == [0, 2, 2, 3.5]


def test_every_decision_gets_columns_or_shares_one_when_they_do_not_fit():
    assert columns(4, 12) == [[0]] * 3 + [[1]] * 3 + [[2]] * 3 + [[3]] * 3
    assert columns(4, 2) == [[0, 1], [2, 3]]
    assert columns(3, 100) == [[0]] * 3 + [[1]] * 3 + [[2]] * 3  # at most 3 columns each
    assert columns(0, 10) == []


def test_the_plot_is_labelled_and_its_bars_grow_with_the_running_loss():
    rows = running_loss_plot([0, 4, 0, 4], 30, 3, axis_title="decisions")
    text = [r.plain for r in rows]
    assert len(text) == 4 and all(len(line) <= 30 for line in text)
    assert text[0].startswith("8 ┤") and text[2].startswith("0 ┤")
    assert "decisions" in text[3] and text[3].strip().startswith("1")
    assert text[3].split()[:2] == ["1", "4"]  # the first and the last decision
    bars = [line[3:] for line in text[:3]]
    # Nothing lost at the first decision, half the top after the second, all of it at the end.
    assert bars[2][:3] == "   " and bars[0][-3:] == "███"
    assert bars[1][3:6] == "███" or bars[2][3:6] == "███"
    assert bars[0][3:6].strip() in ("", "▁", "▂", "▃", "▄")


def test_a_deal_with_nothing_lost_draws_a_flat_plot_labelled_zero():
    rows = [r.plain for r in running_loss_plot([0, 0, 0], 20, 3)]
    assert rows[2].startswith("0 ┤") and not rows[0].strip("│┤ ")
    assert set("".join(r[3:] for r in rows[:3])) <= {" "}


def test_the_trend_is_the_least_squares_slope():
    assert trend([10, 8, 6, 4]) == -2
    assert trend([1, 1, 1]) == 0
    assert trend([3, 5]) is None  # two points are no trend
