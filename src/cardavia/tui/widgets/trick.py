"""The trick in the middle of the felt, each card in front of the seat that played it."""

from __future__ import annotations

from collections.abc import Callable

from rich.style import Style
from rich.text import Text
from textual.widget import Widget

from cardavia.tui.render.cards import Face

# (row, column) of a card's top-left corner in a 15 x 8 cross.
SLOTS = {"north": (0, 5), "west": (2, 0), "east": (2, 10), "south": (4, 5)}


class TrickWidget(Widget):
    DEFAULT_CSS = """
    TrickWidget { width: 15; height: 8; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.cards: list[tuple[str, str]] = []  # (position, code)
        self.face: Callable[[str], Face] = lambda code: Face(code, "", None)
        self.winner: str | None = None

    def show(
        self, cards: list[tuple[str, str]], face: Callable[[str], Face], winner: str | None = None
    ) -> None:
        self.cards = cards
        self.face = face
        self.winner = winner
        self.refresh()

    def render(self) -> Text:
        grid = [[(" ", Style())] * 15 for _ in range(8)]
        for position, code in self.cards:
            top, left = SLOTS[position]
            face = self.face(code)
            label = face.corner
            rows = ["╭───╮", f"│{label:<3}│", f"│{label:>3}│", "╰───╯"]
            bold = Style(bold=True) if position == self.winner else Style()
            for r, row in enumerate(rows):
                style = bold + (
                    Style(color=face.colour) if face.colour and r in (1, 2) else Style()
                )
                for c, ch in enumerate(row):
                    grid[top + r][left + c] = (ch, style)
        text = Text()
        for i, cells in enumerate(grid):
            for ch, style in cells:
                text.append(ch, style)
            if i < 7:
                text.append("\n")
        return text
