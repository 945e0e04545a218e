"""Your hand, face up and overlapped: arrows or number keys to choose, Enter or a click to play.

Illegal cards are dimmed; choosing one posts ``Refused`` so the table can say why.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from rich.style import Style
from rich.text import Text
from textual import events
from textual.binding import Binding
from textual.message import Message
from textual.widget import Widget

from cardavia.tui.render.cards import Face

STEP = 4  # columns each overlapped card shows


class HandWidget(Widget, can_focus=True):
    DEFAULT_CSS = """
    HandWidget { height: 5; width: 1fr; }
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

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.cards: list[str] = []
        self.legal: set[str] = set()
        self.selected = 0
        self.active = False
        self.face: Callable[[str], Face] = lambda code: Face(code, "", None)

    def set_hand(
        self, cards: list[str], legal: set[str], face: Callable[[str], Face], active: bool
    ) -> None:
        previous = (
            self.cards[self.selected] if self.cards and self.selected < len(self.cards) else None
        )
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
        self.refresh()

    def _step(self) -> int:
        """Columns per overlapped card: 4 when there is room, down to 2 in a narrow felt."""
        n = len(self.cards)
        if n <= 1:
            return STEP
        return max(2, min(STEP, (self.size.width - 5) // (n - 1)))

    def render(self) -> Text:
        lines = [Text(no_wrap=True, overflow="crop") for _ in range(5)]
        n = len(self.cards)
        step = self._step()
        for i, code in enumerate(self.cards):
            last = i == n - 1
            face = self.face(code)
            raised = self.active and i == self.selected and self.has_focus
            dim = self.active and code not in self.legal
            colour = Style(color=face.colour) if face.colour else Style()
            base = Style(dim=True) if dim else Style()
            if self.active and i == self.selected:
                base += Style(bold=True, reverse=not self.has_focus)
            label = face.corner
            if last:
                rows = ["╭───╮", f"│{label:<3}│", f"│{label:>3}│", "╰───╯"]
            elif step == STEP:
                rows = ["╭───", f"│{label:<3}", "│   ", "╰───"]
            else:  # narrow: the label without the left edge, cut to the step
                rows = [
                    "╭" + "─" * (step - 1),
                    f"{label:<{step}}"[:step],
                    " " * step,
                    "╰" + "─" * (step - 1),
                ]
            offset = 0 if raised else 1
            for r in range(5):
                row = r - offset
                chunk = rows[row] if 0 <= row < 4 else " " * (5 if last else step)
                style = base + colour if row in (1, 2) else base
                lines[r].append(chunk, style=style)
        out = Text()
        for i, line in enumerate(lines):
            out.append_text(line)
            if i < 4:
                out.append("\n")
        return out

    def action_move(self, delta: int) -> None:
        if self.cards:
            self.selected = (self.selected + delta) % len(self.cards)
            self.refresh()

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
        index = min(len(self.cards) - 1, max(0, event.x // self._step()))
        self.focus()
        if index == self.selected or event.chain > 1:
            self.selected = index
            self.action_play()
        else:
            self.selected = index
            self.refresh()
