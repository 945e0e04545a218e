"""Textual's own user-visible texts, translated: the one place that relies on its internals.

Textual 8 lets an app give the command palette its placeholder (a public argument), but it
writes "No matches found" from inside a private method. ``TranslatedCommandPalette``
replaces that method with the same code and our text; ``PRIVATE_NAMES`` lists every private
name it relies on, and tests/tui/test_textual_compat.py fails as soon as a Textual release
drops one of them. The other internals the app needs are here too: a node's binding map (to
translate footer labels by binding id), the app's line filters (the appearance filter), the
Markdown block type (rules search) and whether a screen is being taken down (the table's flow
must not open a dialog then), and the page keys of every option list (``guard_page_keys``).
"""

from __future__ import annotations

from typing import Any

from rich.align import Align
from rich.text import Text
from textual import work
from textual.app import App
from textual.binding import Binding
from textual.command import CommandList, CommandPalette
from textual.dom import DOMNode
from textual.filter import LineFilter
from textual.widgets import OptionList
from textual.widgets._markdown import MarkdownBlock
from textual.widgets.option_list import Option

__all__ = [
    "PRIVATE_NAMES",
    "MarkdownBlock",
    "TranslatedCommandPalette",
    "add_line_filter",
    "being_taken_down",
    "bindings_by_key",
    "guard_page_keys",
]


def bindings_by_key(node: DOMNode) -> dict[str, list[Binding]]:
    """The live key -> bindings map of ``node`` (Textual keeps it private)."""
    return node._bindings.key_to_bindings


def add_line_filter(app: App[Any], line_filter: LineFilter) -> None:
    """Run ``line_filter`` over every line the app draws (Textual has no public hook)."""
    app._filters.append(line_filter)


def being_taken_down(node: DOMNode) -> bool:
    """Is ``node`` on its way out: being removed, closing, or the app quitting?

    The app quits from the moment it is asked to (``App.exit``): Textual then mounts no more
    widgets, so a screen still composing then (opened by the key typed just before Ctrl+C)
    is mounted without its children, and its set-up found them missing (NoMatches).

    Textual's ``push_screen_wait`` first runs the app's pending callbacks, and one of them may
    be the removal of the very screen whose worker asks, queued by a leave or by the app's
    shutdown. That worker is cancelled with its screen, the cancellation reaches the removal
    it awaits, and the screen's own task ends cancelled: at shutdown, ``CancelledError``.
    """
    return node._pruning or node._closing or node.app._exit or not node.app.is_running


def guard_page_keys() -> None:
    """PageUp and PageDown on an option list (a menu, a Select's list, the command palette's)
    do nothing until the list has room on the screen. Textual's ``OptionList._move_page``
    looks the highlighted option up in a table it fills only then, and a page key typed
    together with the key that opened the list failed with ``KeyError`` (the random-key
    runs: the language menu, History's filters). Idempotent."""
    move_page = OptionList._move_page
    if getattr(move_page, "guarded", False):
        return

    def guarded(self: OptionList, direction: Any) -> None:
        if self.scrollable_content_region:
            move_page(self, direction)

    guarded.guarded = True  # type: ignore[attr-defined]
    OptionList._move_page = guarded  # type: ignore[method-assign]


#: The private CommandPalette members used below.
PRIVATE_NAMES = (
    "_start_no_matches_countdown",
    "_stop_no_matches_countdown",
    "_no_matches_timer",
    "_NO_MATCHES_COUNTDOWN",
    "_NO_MATCHES",
    "_list_visible",
    "_gather_commands",
    "_GATHER_COMMANDS_GROUP",
)


class TranslatedCommandPalette(CommandPalette):
    """The command palette with its placeholder and "no matches" line in the app's language."""

    def __init__(self, placeholder: str, no_matches: str, id: str | None = None) -> None:
        super().__init__(placeholder=placeholder, id=id)
        self.no_matches_text = no_matches

    @work(exclusive=True, group=CommandPalette._GATHER_COMMANDS_GROUP)
    async def _gather_commands(self, search_value: str) -> None:
        """Textual's, on a palette still open. The gathering is a worker, which started
        after Esc had closed the palette (Ctrl+P, Esc typed together) or the app had begun
        quitting, and failed looking for the list (NoMatches 'CommandList', exit 1)."""
        if being_taken_down(self) or not self.query(CommandList):
            return
        await CommandPalette._gather_commands.__wrapped__(self, search_value)  # type: ignore[attr-defined]

    def _start_no_matches_countdown(self, search_value: str) -> None:
        # As in Textual 8's CommandPalette, with the text from our catalog.
        self._stop_no_matches_countdown()

        def show_no_matches() -> None:
            if search_value:
                self.query_one(CommandList).add_option(
                    Option(
                        Align.center(Text(self.no_matches_text, style="not bold")),
                        disabled=True,
                        id=self._NO_MATCHES,
                    )
                )
                self._list_visible = True
            else:
                self._list_visible = False

        self._no_matches_timer = self.set_timer(self._NO_MATCHES_COUNTDOWN, show_no_matches)
