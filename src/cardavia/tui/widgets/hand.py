"""Your hand, face up and overlapped: arrows or number keys to choose, Enter or a click to play;
the decisions that come with a card play (``HandExtras``) in a row above it.

Illegal cards are dimmed; choosing one posts ``Refused`` so the table can say why.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from rich.text import Text
from textual import events
from textual.binding import Binding
from textual.geometry import NULL_OFFSET, Region, Size
from textual.layout import ArrangeResult, Layout, WidgetPlacement
from textual.message import Message
from textual.widget import Widget

from cardavia.tui.render.cards import Face
from cardavia.tui.render.hand import card_at, draw_hand, strip_height


class RowsLayout(Layout):
    """Children side by side, centred, going on in a new row where the width ends (each
    keeps its own width; a child wider than the row gets a row of its own). Between two
    children the larger of their margins, as in a horizontal layout."""

    name = "rows"

    def arrange(
        self, parent: Widget, children: list[Widget], size: Size, greedy: bool = True
    ) -> ArrangeResult:
        parent.pre_layout(self)
        viewport = parent.app.viewport_size
        rows: list[list[tuple[Widget, int, int]]] = [[]]  # (child, width, height)

        def span(row: list[tuple[Widget, int, int]]) -> int:
            """The row's width, margins included, and where each child starts in it."""
            x, right = 0, 0
            for child, width, _ in row:
                margin = child.styles.margin
                x += max(right, margin.left) + width
                right = margin.right
            return x + right

        for child in children:
            styles = child.styles
            content = child.get_content_width(size, viewport)
            width = content + styles.gutter.width
            if styles.min_width is not None:
                width = max(width, int(styles.min_width.resolve(size, viewport)))
            if styles.max_width is not None:
                width = min(width, int(styles.max_width.resolve(size, viewport)))
            height = child.get_content_height(size, viewport, content) + styles.gutter.height
            item = (child, width, height)
            if rows[-1] and span([*rows[-1], item]) > size.width:
                rows.append([])
            rows[-1].append(item)
        placements: list[WidgetPlacement] = []
        y = 0
        for row in rows:
            if not row:
                continue
            x = max(0, (size.width - span(row)) // 2)
            right = 0
            for child, width, height in row:
                margin = child.styles.margin
                x += max(right, margin.left)
                region = Region(x, y, min(width, size.width), height)
                placements.append(WidgetPlacement(region, NULL_OFFSET, margin, child))
                x += width
                right = margin.right
            y += max(height for _, _, height in row)
        return placements


class HandExtras(Widget):
    """The decisions that come with a card play (a marriage, the exchange, closing the
    stock, a poignée ...) as buttons in a row above your hand, in as many rows as the
    felt's column needs."""

    DEFAULT_CSS = """
    HandExtras { height: auto; min-height: 1; width: 1fr; }
    """

    _rows = RowsLayout()

    @property
    def layout(self) -> Layout:
        return self.styles.layout or self._rows


class HandWidget(Widget, can_focus=True):
    DEFAULT_CSS = """
    HandWidget { height: auto; width: 1fr; }
    """
    BINDINGS = [
        Binding("left", "move(-1)", "◀", show=False, id="hand-left"),
        Binding("right", "move(1)", "▶", show=False, id="hand-right"),
        Binding("enter", "play", "Play", id="play", show=False),
        *[Binding(str(n % 10), f"pick({n - 1})", show=False, id=f"hand-{n}") for n in range(1, 11)],
    ]

    @dataclass
    class Chosen(Message):
        code: str

    @dataclass
    class Refused(Message):
        code: str

    class Moved(Message):
        """The cursor moved (the marriage button follows the card under it)."""

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.cards: list[str] = []
        self.legal: set[str] = set()
        self.selected = 0
        self.active = False
        self.face: Callable[[str], Face] = lambda code: Face(code, "", None)
        self._shown: tuple[object, ...] | None = None  # what the last set_hand showed

    def set_hand(
        self, cards: list[str], legal: set[str], face: Callable[[str], Face], active: bool
    ) -> None:
        previous = (
            self.cards[self.selected] if self.cards and self.selected < len(self.cards) else None
        )
        before = self.selected  # what is drawn now (the cursor may have moved since)
        self.cards = cards
        self.legal = legal
        self.face = face
        self.active = active
        if previous in cards:
            self.selected = cards.index(previous)
        if active and legal and (previous not in legal):
            # Your turn: the cursor moves to the nearest card you may play.
            here = self.selected if previous in cards else 0
            playable = [i for i, c in enumerate(cards) if c in legal]
            self.selected = min(playable, key=lambda i: (abs(i - here), i))
        self.selected = max(0, min(self.selected, len(cards) - 1))
        shown = (list(cards), set(legal), active, self.selected, [face(c) for c in cards])
        if shown != self._shown or self.selected != before:  # drawn again when it changed
            self._shown = shown
            self.refresh()

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        """The cards grow with the terminal (as the felt's), as far as the strip's width
        keeps a whole Tarot hand readable."""
        return strip_height(viewport.width, viewport.height, width)

    def render(self) -> Text:
        return draw_hand(
            self.cards,
            self.face,
            self.size.width,
            legal=self.legal if self.active else None,
            selected=self.selected if self.active else None,
            raised=self.has_focus,
            height=self.size.height,
        )

    def action_move(self, delta: int) -> None:
        if self.cards:
            self.selected = (self.selected + delta) % len(self.cards)
            self.refresh()
            self.post_message(self.Moved())

    def action_pick(self, index: int) -> None:
        if 0 <= index < len(self.cards):
            self.selected = index
            self.refresh()
            self.action_play()

    def action_play(self) -> None:
        if not self.active or not self.cards:
            return
        code = self.cards[self.selected]
        if code in self.legal:
            self.post_message(self.Chosen(code))
        else:
            self.post_message(self.Refused(code))

    def on_click(self, event: events.Click) -> None:
        if not self.cards:
            return
        hit = card_at(len(self.cards), self.size.width, self.selected, event.x, self.size.height)
        if hit is None:
            return
        index = hit
        self.focus()
        if index == self.selected or event.chain > 1:
            self.selected = index
            self.action_play()
        else:
            self.selected = index
            self.refresh()
