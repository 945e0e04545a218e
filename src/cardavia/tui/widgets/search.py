"""A search field: what is typed or pasted into it is a short line of plain text."""

from __future__ import annotations

import unicodedata

from textual.widgets import Input

#: The longest query kept (a paste is cut there): longer is no search a reader means, and a
#: 100,000-character paste made every search and every redraw so slow the app could not quit.
MAX_QUERY = 200


def printable(text: str) -> str:
    """``text`` without control characters (a paste may hold escapes, bells, NULs)."""
    return "".join(ch for ch in text if unicodedata.category(ch) != "Cc")


class SearchInput(Input):
    """An input that drops control characters and keeps at most ``MAX_QUERY`` characters
    (Textual's own length limit refuses a paste that is too long as a whole)."""

    def replace(self, text: str, start: int, end: int) -> None:
        value = self.value
        start, end = sorted((max(0, start), min(len(value), end)))
        room = MAX_QUERY - (len(value) - (end - start))
        super().replace(printable(text)[: max(0, room)], start, end)
