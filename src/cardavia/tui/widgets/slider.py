"""A 0-100 % slider: arrow keys, Home/End, or a click on the track."""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text
from textual import events
from textual.binding import Binding
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget


class Slider(Widget, can_focus=True):
    """A percentage slider that posts :class:`Slider.Changed`."""

    DEFAULT_CSS = """
    Slider { height: 1; width: 1fr; min-width: 20; }
    Slider:focus { text-style: bold; }
    """
    BINDINGS = [
        Binding("left", "step(-5)", "−5 %", show=False, id="slider-down"),
        Binding("right", "step(5)", "+5 %", show=False, id="slider-up"),
        Binding("shift+left", "step(-1)", "−1 %", show=False, id="slider-down-fine"),
        Binding("shift+right", "step(1)", "+1 %", show=False, id="slider-up-fine"),
        Binding("home", "set(0)", "0 %", show=False, id="slider-min"),
        Binding("end", "set(100)", "100 %", show=False, id="slider-max"),
    ]

    value: reactive[int] = reactive(50)

    @dataclass
    class Changed(Message):
        slider: Slider
        value: int

        @property
        def control(self) -> Slider:
            return self.slider

    def __init__(self, value: int = 50, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.set_reactive(Slider.value, max(0, min(100, value)))

    def render(self) -> Text:
        track = max(4, self.size.width - 7)
        pos = round(self.value / 100 * (track - 1))
        text = Text()
        text.append("━" * pos, style="bold" if self.has_focus else "")
        text.append("●", style="reverse" if self.has_focus else "bold")
        text.append("─" * (track - 1 - pos), style="dim")
        text.append(f" {self.value:>3} %")
        return text

    def watch_value(self, value: int) -> None:
        self.post_message(self.Changed(self, value))

    def action_step(self, delta: int) -> None:
        self.value = max(0, min(100, self.value + delta))

    def action_set(self, value: int) -> None:
        self.value = max(0, min(100, value))

    def on_click(self, event: events.Click) -> None:
        track = max(4, self.size.width - 7)
        if event.x < track:
            self.value = round(event.x / (track - 1) * 100)
        self.focus()
