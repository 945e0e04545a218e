"""The table's log: one line per move, each with the point of play it follows (undo takes
the lines of the moves taken back away)."""

from __future__ import annotations

from textual.widgets import RichLog

Point = tuple[int, int]  # (deal number, moves played in it)


class LogPanel(RichLog):
    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id, wrap=True, markup=False, auto_scroll=True, min_width=16)
        self.entries: list[tuple[Point, str]] = []

    def add(self, point: Point, text: str) -> None:
        self.entries.append((point, text))
        self.write(text)

    def trim(self, point: Point) -> None:
        """After an undo: the lines written after ``point`` leave the log."""
        kept = [(p, text) for p, text in self.entries if p <= point]
        if len(kept) != len(self.entries):
            self.entries = kept
            super().clear()
            for _, text in kept:
                self.write(text)

    def clear(self) -> LogPanel:
        self.entries = []
        super().clear()
        return self
