"""Shown instead of a cramped layout while the terminal is below the minimum size."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Middle
from textual.widgets import Static

from cardavia.tui.screens.base import CardaviaModal

MIN_WIDTH, MIN_HEIGHT = 80, 24


class TooSmallScreen(CardaviaModal):
    BINDINGS = [Binding("q", "app.quit", "Quit", id="quit")]

    def compose(self) -> ComposeResult:
        with Middle(), Center():
            yield Static("", id="too-small")

    def relabel(self) -> None:
        width, height = self.app.size
        title = self.t("too-small-title")
        body = self.t(
            "too-small-body",
            min_width=MIN_WIDTH,
            min_height=MIN_HEIGHT,
            width=width,
            height=height,
        )
        # A too-small screen taken off before it was set up (a dialog opened under it, see
        # CardaviaApp.push_screen) is still mounted once, with no widgets left to label.
        for message in self.query("#too-small").results(Static):
            message.update(f"[b]{title}[/b]\n\n{body}")

    def on_resize(self) -> None:
        self.relabel()
        self.cardavia.check_size()
