"""The felt: a widget around ``render.felt.draw_felt`` (seats, piles and the trick)."""

from __future__ import annotations

from collections.abc import Callable

from rich.text import Text
from textual.widget import Widget

from cardavia.tui.appearance import _grain_lines
from cardavia.tui.render.cards import Face
from cardavia.tui.render.felt import FeltView, draw_felt


class FeltWidget(Widget):
    DEFAULT_CSS = """
    FeltWidget { width: 1fr; height: 1fr; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.view: FeltView | None = None
        self.face: Callable[[str], Face] = lambda code: Face(code, "", None)
        self.grain = 0

    def show(self, view: FeltView, face: Callable[[str], Face], grain: int = 0) -> None:
        self.view = view
        self.face = face
        self.grain = grain
        self.refresh()

    def render(self) -> Text:
        if self.view is None:
            return Text()
        width, height = self.size
        grain = list(_grain_lines(width, height, self.grain, 11)) if self.grain else None
        return draw_felt(self.view, width, height, self.face, grain)
