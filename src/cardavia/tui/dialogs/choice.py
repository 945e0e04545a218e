"""One decision among a few: legal choices as buttons with keys, others disabled with why."""

from __future__ import annotations

from dataclasses import dataclass

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Grid, Vertical
from textual.widgets import Button, Static

from cardavia.tui.screens.base import CardaviaModal


@dataclass(frozen=True)
class Choice:
    action: str
    label: str
    enabled: bool = True
    reason: str = ""


class ChoiceDialog(CardaviaModal):
    """Returns the chosen action, or None when dismissed (only if ``can_cancel``)."""

    BINDINGS = [Binding("escape", "cancel", "Back", id="back", show=False)]

    def __init__(
        self, title: str, choices: list[Choice], note: str = "", can_cancel: bool = False
    ) -> None:
        super().__init__()
        self.title_text = title
        self.choices = choices
        self.note = note
        self.can_cancel = can_cancel

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog", classes="decision"):
            yield Static(self.title_text, id="dialog-title", classes="heading")
            with Grid(id="choices"):
                for i, choice in enumerate(self.choices):
                    key = str(i + 1) if i < 9 else ""
                    label = f"{key} {choice.label}".strip()
                    button = Button(
                        label,
                        id=f"choice-{i}",
                        disabled=not choice.enabled,
                        variant="primary" if choice.enabled else "default",
                    )
                    if choice.reason:
                        button.tooltip = choice.reason
                    yield button
            reasons = [f"{c.label}: {c.reason}" for c in self.choices if c.reason and not c.enabled]
            yield Static(
                "\n".join(filter(None, [self.note, *reasons])), id="dialog-note", classes="hint"
            )

    def on_mount(self) -> None:
        super().on_mount()
        for i, choice in enumerate(self.choices):
            if choice.enabled:
                self.query_one(f"#choice-{i}", Button).focus()
                break

    def on_key(self, event) -> None:  # type: ignore[no-untyped-def]
        if event.key.isdigit() and event.key != "0":
            index = int(event.key) - 1
            if index < len(self.choices) and self.choices[index].enabled:
                event.stop()
                self.dismiss(self.choices[index].action)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        index = int((event.button.id or "choice-0").split("-")[1])
        self.dismiss(self.choices[index].action)

    def action_cancel(self) -> None:
        if self.can_cancel:
            self.dismiss(None)
