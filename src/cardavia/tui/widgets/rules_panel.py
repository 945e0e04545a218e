"""The rules of the table's game in a panel beside the felt (from 140 columns)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import VerticalScroll

from cardavia.tui.widgets.rules_text import RulesText


class RulesPanel(VerticalScroll):
    DEFAULT_CSS = """
    RulesPanel { width: 46; border-left: tall $primary 40%; background: $surface 50%; }
    """

    def compose(self) -> ComposeResult:
        yield RulesText(id="rules-panel-text")

    def show_rules(self, text: str) -> None:
        self.query_one(RulesText).show(text)
