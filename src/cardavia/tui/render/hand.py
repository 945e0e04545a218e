"""Your hand laid out on a strip: whole cards where they fit, else overlapped but readable.

Overlapped cards keep their left edge, rank and suit (at least 4 cells each: ``│10♥``), never
``10♥9♥``; the selected card and the last one are drawn whole. The cards grow with the
terminal (as the felt's do), as large as the strip holds with every card readable.
"""

from __future__ import annotations

from collections.abc import Callable

from rich.text import Text

from cardavia.tui.render.canvas import Canvas
from cardavia.tui.render.cards import (
    CARD_SIZES,
    LARGE,
    LARGEST,
    SELECTED_EDGE,
    SMALL,
    Face,
    card_lines,
)

CARD_W = SMALL[0]
HAND_H = SMALL[1] + 1  # four rows of card and one for the raised card
CORNER = 4  # the least of an overlapped card that shows: its edge, rank and suit
#: The longest hand the strip is sized for (a French Tarot hand; the taker's 24 with the
#: chien shrink their cards for the discard rather than the strip growing).
LONGEST_HAND = 18


def fits(n: int, width: int, cw: int) -> bool:
    """Whether ``n`` cards ``cw`` wide fit ``width`` with every card's corner showing."""
    return (n <= 1 and cw <= width) or (n - 2) * CORNER + 2 * cw <= width


def hand_card(n: int, width: int, height: int) -> tuple[int, int]:
    """The largest card for ``n`` cards on a ``width`` x ``height`` strip (a row for the
    raised card), every card readable."""
    best = SMALL
    for cw, ch in CARD_SIZES:
        if ch + 1 <= height and fits(n, width, cw):
            best = (cw, ch)
    return best


def strip_height(screen_width: int, screen_height: int, width: int) -> int:
    """The hand strip's rows on a terminal of ``screen_width`` x ``screen_height`` (the
    strip ``width`` wide): its card grows with the terminal as the felt's does, small at
    80 x 24, large from 120 x 40, the largest from 160 x 45."""
    if screen_width >= 150 and screen_height >= 44:
        card = LARGEST
    elif screen_width >= 110 and screen_height >= 36:
        card = LARGE
    else:
        card = SMALL
    while card != SMALL and not fits(LONGEST_HAND, width, card[0]):
        card = CARD_SIZES[CARD_SIZES.index(card) - 1]
    return card[1] + 1


def hand_layout(n: int, width: int, selected: int | None = None, cw: int = CARD_W) -> list[int]:
    """The column of each card's left edge, the whole hand centred in ``width``."""
    if n == 0:
        return []
    if n * (cw + 1) - 1 <= width:
        widths = [cw + 1] * n
    elif n * cw <= width:
        widths = [cw] * n
    else:
        whole = {n - 1} | ({selected} if selected is not None else set())
        room = width - cw * len(whole)
        step = max(2, min(cw - 1, room // max(1, n - len(whole))))
        widths = [cw if i in whole else step for i in range(n)]
    total = sum(widths) - (widths[-1] - cw)
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
    height: int = HAND_H,
) -> Text:
    """The hand as ``height`` lines of ``width`` cells, its cards as large as they fit."""
    canvas = Canvas(width, height)
    cw, ch = hand_card(len(cards), width, height)
    positions = hand_layout(len(cards), width, selected, cw)
    top = height - ch - 1  # the cards at the bottom, a row above them for the raised one
    for i, (code, x) in enumerate(zip(cards, positions, strict=True)):
        chosen = i == selected
        covered = i + 1 < len(cards) and positions[i + 1] - x < cw and not chosen
        lines = card_lines(
            face(code),
            cw,
            ch,
            playable=legal is None or code in legal,
            edge=SELECTED_EDGE if chosen else None,
            bold=chosen,
            index=covered,
        )
        canvas.lines(top + (0 if chosen and raised else 1), x, lines)
    return canvas.render()


def card_at(
    n: int, width: int, selected: int | None, column: int, height: int = HAND_H
) -> int | None:
    """Which card a click at ``column`` hits (the rightmost one drawn there), or None."""
    cw, _ = hand_card(n, width, height)
    hit = None
    for i, x in enumerate(hand_layout(n, width, selected, cw)):
        if x <= column:
            hit = i
    return hit
