"""Your hand laid out on a strip: whole cards where they fit, else overlapped but readable.

Overlapped cards keep their left edge, rank and suit (4 cells each: ``│10♥``), never ``10♥9♥``;
the selected card and the last one are drawn whole.
"""

from __future__ import annotations

from collections.abc import Callable

from rich.text import Text

from cardavia.tui.render.canvas import Canvas
from cardavia.tui.render.cards import SELECTED_EDGE, Face, card_lines

CARD_W = 5
HAND_H = 5  # four rows of card and one for the raised card


def hand_layout(n: int, width: int, selected: int | None = None) -> list[int]:
    """The column of each card's left edge, the whole hand centred in ``width``."""
    if n == 0:
        return []
    if n * (CARD_W + 1) - 1 <= width:
        widths = [CARD_W + 1] * n
    elif n * CARD_W <= width:
        widths = [CARD_W] * n
    else:
        whole = {n - 1} | ({selected} if selected is not None else set())
        room = width - CARD_W * len(whole)
        step = max(2, min(4, room // max(1, n - len(whole))))
        widths = [CARD_W if i in whole else step for i in range(n)]
    total = sum(widths) - (widths[-1] - CARD_W)
    x = max(0, (width - total) // 2)
    positions = []
    for w in widths:
        positions.append(x)
        x += w
    return positions


def draw_hand(
    cards: list[str],
    face: Callable[[str], Face],
    width: int,
    *,
    legal: set[str] | None = None,
    selected: int | None = None,
    raised: bool = False,
) -> Text:
    """The hand as ``HAND_H`` lines of ``width`` cells."""
    canvas = Canvas(width, HAND_H)
    positions = hand_layout(len(cards), width, selected)
    for i, (code, x) in enumerate(zip(cards, positions, strict=True)):
        chosen = i == selected
        lines = card_lines(
            face(code),
            playable=legal is None or code in legal,
            edge=SELECTED_EDGE if chosen else None,
            bold=chosen,
        )
        canvas.lines(0 if chosen and raised else 1, x, lines)
    return canvas.render()


def card_at(n: int, width: int, selected: int | None, column: int) -> int | None:
    """Which card a click at ``column`` hits (the rightmost one drawn there), or None."""
    hit = None
    for i, x in enumerate(hand_layout(n, width, selected)):
        if x <= column:
            hit = i
    return hit
