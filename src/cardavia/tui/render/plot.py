"""Small plots drawn with block characters (pure: rich only, no widgets).

The review's running loss over a deal's decisions: a bar per decision (eighth blocks give a
bar eight steps a row), the value axis labelled at its top and at 0, the decisions counted
below. Readable at 80×24, where it has four rows.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rich.cells import cell_len
from rich.style import Style
from rich.text import Text

EIGHTHS = " ▁▂▃▄▅▆▇█"
BAR = Style(color="#6fa8ff")
CURRENT = Style(color="#ffd23f", bold=True)
COSTLY = Style(color="#ff6b6b")
AXIS = Style(dim=True)


def running(values: Sequence[float]) -> list[float]:
    """The running total after each value."""
    out, total = [], 0.0
    for value in values:
        total += value
        out.append(total)
    return out


def columns(n: int, width: int) -> list[list[int]]:
    """Which of ``n`` values each column of ``width`` shows: every value its own columns
    when they fit (as many as fit evenly, at most 3), else several values in a column."""
    if n <= 0 or width <= 0:
        return []
    if n <= width:
        per = max(1, min(3, width // n))
        return [[i] for i in range(n) for _ in range(per)]
    return [list(range(c * n // width, (c + 1) * n // width)) for c in range(width)]


def running_loss_plot(
    costs: Sequence[float],
    width: int,
    height: int,
    *,
    current: int | None = None,
    marked: frozenset[int] = frozenset(),
    label: Callable[[float], str] = lambda v: f"{v:g}",
    axis_title: str = "",
) -> list[Text]:
    """``height`` rows of bars (then one axis row): the running loss after each decision.

    ``current`` (the decision looked at) is drawn in yellow, ``marked`` (the costliest) in
    red; a running loss below 0 (an estimate can favour the player's choice) draws as 0.
    """
    totals = [max(0.0, v) for v in running(costs)]
    top = max(totals, default=0.0)
    labels = [label(top) if top > 0 else "", label(0)]
    gutter = max(cell_len(s) for s in labels) + 1
    plot_w = max(1, width - gutter - 1)
    cols = columns(len(totals), plot_w)
    rows: list[Text] = []
    for r in range(height):
        line = Text(no_wrap=True, overflow="crop")
        tick = labels[0] if r == 0 else labels[1] if r == height - 1 else ""
        line.append(" " * (gutter - 1 - cell_len(tick)) + tick + " ", AXIS)
        line.append("┤" if r in (0, height - 1) else "│", AXIS)
        for shown in cols:
            value = totals[shown[-1]]
            eighths = round(8 * height * value / top) if top > 0 else 0
            if value > 0:
                eighths = max(1, eighths)  # a loss, however small, shows
            filled = max(0, min(8, eighths - 8 * (height - 1 - r)))
            style = CURRENT if current in shown else COSTLY if marked.intersection(shown) else BAR
            line.append(EIGHTHS[filled], style)
        rows.append(line)
    axis = Text(no_wrap=True, overflow="crop")
    first, last = "1", str(len(totals))
    span = len(cols)
    inside = cell_len(axis_title) + len(first) + len(last) + 2 <= span
    middle = axis_title if inside else ""
    gap = span - len(first) - len(last) - cell_len(middle)
    axis.append(" " * gutter + " ", AXIS)
    if span >= len(first) + len(last) + 1:
        axis.append(first + " " * (gap // 2) + middle + " " * (gap - gap // 2) + last, AXIS)
        if not inside and axis_title and span + 2 + cell_len(axis_title) <= plot_w:
            axis.append("  " + axis_title, AXIS)  # too few bars to hold it: after them
    rows.append(axis)
    return rows
