"""The end of a deal: the settlement explained line by line, then what next."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Button, Static

from cardavia.tui.screens.base import CardaviaModal


class SettlementDialog(CardaviaModal):
    """Returns "next", "new" or "menu"."""

    AUTO_FOCUS = "#settlement-buttons Button"
    BINDINGS = [
        Binding("left", "focus_button(-1)", show=False),
        Binding("right", "focus_button(1)", show=False),
    ]

    def __init__(self, title: str, lines: list[str], buttons: list[tuple[str, str]]) -> None:
        super().__init__()
        self.title_text = title
        self.lines = lines
        self.buttons = buttons

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog", classes="decision wide"):
            yield Static(self.title_text, id="dialog-title", classes="heading")
            with VerticalScroll(id="settlement-lines"):
                yield Static("\n".join(self.lines), id="settlement")
            with Horizontal(id="settlement-buttons"):
                for action, label in self.buttons:
                    yield Button(label, id=f"end-{action}", variant="primary", compact=True)

    def on_mount(self) -> None:
        super().on_mount()
        self.query_one(Button).focus()

    def action_focus_button(self, delta: int) -> None:
        """Arrow keys move between the buttons (the lines above scroll on their own)."""
        buttons = list(self.query(Button).results(Button))
        current = buttons.index(self.focused) if self.focused in buttons else -1
        buttons[(current + delta) % len(buttons)].focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss((event.button.id or "end-menu").removeprefix("end-"))
