"""The running total, match or session, in one line under the felt."""

from __future__ import annotations

from textual.widgets import Static


class Standings(Static):
    DEFAULT_CSS = """
    Standings { width: 1fr; height: 1; text-align: center; color: $text-muted; }
    """
