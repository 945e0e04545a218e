"""Textual's own user-visible texts, translated: the one place that relies on its internals.

Textual 8 lets an app give the command palette its placeholder (a public argument), but it
writes "No matches found" from inside a private method. ``TranslatedCommandPalette``
replaces that method with the same code and our text; ``PRIVATE_NAMES`` lists every private
name it relies on, and tests/tui/test_textual_compat.py fails as soon as a Textual release
drops one of them. The other internals the app needs are here too, each pinned by a test
there: a node's binding map (to translate footer labels by binding id; Textual's keymaps
change keys, not labels), whether a screen is being taken down (the table's flow must not
open a dialog then), the app's hook for an exception nothing caught (the crash report) and
the terminal input parser (a bracketed paste must end). The line filters and the Markdown
block type, once here too, are public in Textual 8 (``App.get_line_filters``,
``textual.widgets.markdown``). The line breaker of Textual's text (``textual.content``'s
``divide_line``, from Rich) gets the CJK kinsoku rule, the page keys of every option list
wait for its layout (``guard_page_keys``), and a footer redraws only while its screen is in
view (``quiet_covered_footers``, which sets the footer's private ``_bindings_ready`` as
Textual's own code does).
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Iterable
from typing import Any

import textual.content
from rich.align import Align
from rich.text import Text
from textual import work
from textual._xterm_parser import BRACKETED_PASTE_END, BRACKETED_PASTE_START, XTermParser
from textual.app import App
from textual.binding import Binding
from textual.command import CommandInput, CommandList, CommandPalette
from textual.dom import DOMNode
from textual.driver import Driver
from textual.screen import Screen
from textual.widgets import Footer, OptionList
from textual.widgets.option_list import Option

from cardavia.tui.render.kinsoku import kinsoku_breaks
from cardavia.tui.widgets.search import MAX_QUERY

__all__ = [
    "PRIVATE_NAMES",
    "TranslatedCommandPalette",
    "UnhandledErrors",
    "being_taken_down",
    "bindings_by_key",
    "bound_pastes",
    "guard_page_keys",
    "quiet_covered_footers",
    "use_kinsoku_line_breaks",
]


def bindings_by_key(node: DOMNode) -> dict[str, list[Binding]]:
    """The live key -> bindings map of ``node`` (Textual keeps it private)."""
    return node._bindings.key_to_bindings


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


def in_view(screen: Screen[Any]) -> bool:
    """Whether ``screen`` shows: on top, or under dialogs only (each with a translucent
    background). Textual's ``is_current`` also counts the screen right under a full
    screen."""
    stack = screen.app.screen_stack
    if screen not in stack:
        return False
    above = stack[stack.index(screen) + 1 :]
    return all(other.styles.background.a < 1 for other in above)


def quiet_covered_footers() -> None:
    """A footer redraws its keys once per change of its screen's bindings, and only while
    its screen is in view. Textual's ``Footer`` recomposes (a new widget per key, each
    styled) on each change, seen or not, once per change even when several come at once:
    opening the rules over a table redrew the table's hidden footer several times and the
    rules' own footer as often, and the rules waited for all of it. A covered footer now
    waits until its screen is in view again, and changes that come together make one redraw
    (the same code as Textual's ``bindings_changed`` otherwise). Idempotent."""
    if getattr(Footer.bindings_changed, "quiet", False):
        return

    def bindings_changed(self: Footer, screen: Screen[Any]) -> None:
        self._bindings_ready = True
        if not screen.app.app_focus:
            return
        if self.is_attached and screen is self.screen and not getattr(self, "_redraw", False):
            self._redraw = True  # type: ignore[attr-defined]
            self.call_after_refresh(redraw, self, screen)

    async def redraw(footer: Footer, screen: Screen[Any]) -> None:
        footer._redraw = False  # type: ignore[attr-defined]
        if not footer.is_attached or not footer.is_running:
            return
        signal = screen.app.screen_change_signal
        signal.unsubscribe(footer)
        if in_view(screen):
            await footer.recompose()
        else:
            signal.subscribe(footer, lambda _: bindings_changed(footer, screen))

    bindings_changed.quiet = True  # type: ignore[attr-defined]
    Footer.bindings_changed = bindings_changed  # type: ignore[method-assign]


class UnhandledErrors(App[None]):
    """The app's say on an exception no handler caught. Textual has no public hook: it calls
    its private ``_handle_exception`` (print the traceback with locals, exit 1). When
    ``unhandled_error`` returns False, that is still what happens (Pilot re-raises it)."""

    def unhandled_error(self, error: Exception) -> bool:
        return False

    def _handle_exception(self, error: Exception) -> None:
        if not self.unhandled_error(error):
            super()._handle_exception(error)


class BoundedPasteParser(XTermParser):
    """Textual's terminal input parser, with an end to every bracketed paste.

    After ``ESC[200~`` Textual treats everything as pasted text until ``ESC[201~``; a start
    that never ends (a terminal or a program that wrote only half) swallowed every key after
    it, Ctrl+C and q included. Here a paste ends (what came so far is pasted) once nothing
    arrives for ``IDLE`` seconds, or ``LONGEST`` seconds after it began, or past ``LARGEST``
    characters. The drivers ``tick`` the parser every 0.1 s, so the end comes without input.

    Each paste is measured from its own start marker: several pastes in a row used to count
    as one, so the fourth 20,000-character paste was cut at the size limit and the rest of it
    arrived as 10,000 single keys, which the command palette took minutes to type (the app
    could not quit meanwhile). What still streams in of a paste cut at the size limit is
    dropped, up to its end marker or the next quiet ``IDLE`` seconds.
    """

    IDLE = 1.0
    LONGEST = 5.0
    LARGEST = 1 << 16

    def __init__(self, debug: bool = False, clock: Callable[[], float] = time.monotonic) -> None:
        super().__init__(debug)
        self.clock = clock
        self.paste_began: float | None = None
        self.paste_fed = 0.0
        self.paste_size = 0
        #: When the rest of a paste cut at the size limit last arrived (None: not dropping).
        self.dropping_fed: float | None = None
        self.tail = ""  # the end of the last read: a marker may be split between two

    def feed(self, data: str) -> Iterable[Any]:
        now = self.clock()
        if self.dropping_fed is not None:
            data = self._drop_rest(data, now)
            if not data:
                return
        seen = self.tail + data
        self.tail = seen[-(len(BRACKETED_PASTE_START) - 1) :]
        began, ended = seen.rfind(BRACKETED_PASTE_START), seen.rfind(BRACKETED_PASTE_END)
        if began > ended:  # a paste began in this read (a whole marker never fits the tail)
            self.paste_began, self.paste_fed = now, now
            self.paste_size = len(seen) - began - len(BRACKETED_PASTE_START)
        elif ended >= 0:
            self.paste_began = None
        elif self.paste_began is not None:
            self.paste_fed = now
            self.paste_size += len(data)
        yield from super().feed(data)
        yield from self.tick()

    def _drop_rest(self, data: str, now: float) -> str:
        """What of ``data`` follows the end of the paste being dropped ("" while it goes on)."""
        seen = self.tail + data
        ended = seen.find(BRACKETED_PASTE_END)
        if ended < 0:
            self.dropping_fed = now
            self.tail = seen[-(len(BRACKETED_PASTE_END) - 1) :]
            return ""
        self.dropping_fed, self.tail = None, ""
        return seen[ended + len(BRACKETED_PASTE_END) :]

    def tick(self) -> Iterable[Any]:
        began, now = self.paste_began, self.clock()
        if self.dropping_fed is not None and now - self.dropping_fed >= self.IDLE:
            self.dropping_fed, self.tail = None, ""
        if began is not None and (
            now - self.paste_fed >= self.IDLE
            or now - began >= self.LONGEST
            or self.paste_size > self.LARGEST
        ):
            if self.paste_size > self.LARGEST:
                self.dropping_fed = now
            self.paste_began = None
            self.tail = ""
            yield from super().feed(BRACKETED_PASTE_END)
        yield from super().tick()


def _refuse_quietly() -> None:
    """A key past an input's length limit: nothing happens (Textual rings the bell)."""


def bound_pastes(driver_class: type[Driver]) -> None:
    """Make the app's driver (the terminal's, or the browser's under ``cardavia serve``) read
    input with ``BoundedPasteParser``: Textual's drivers create their parser by the
    module-level name ``XTermParser`` (pinned by a test)."""
    module = sys.modules[driver_class.__module__]
    if getattr(module, "XTermParser", None) is XTermParser:
        module.XTermParser = BoundedPasteParser  # type: ignore[attr-defined]


def use_kinsoku_line_breaks() -> None:
    """Textual's text (the rules' Markdown, every Static) never starts a line with "，" or
    "。": its line breaker, wrapped once, moves such a break a character earlier."""
    plain = textual.content.divide_line  # type: ignore[attr-defined]
    if getattr(plain, "kinsoku", False):
        return

    def divide_line(text: str, width: int, fold: bool = True) -> list[int]:
        return kinsoku_breaks(text, width, fold, plain)

    divide_line.kinsoku = True  # type: ignore[attr-defined]
    textual.content.divide_line = divide_line  # type: ignore[attr-defined]


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

    def on_mount(self) -> None:
        # A terminal without bracketed paste types a paste key by key. Past MAX_QUERY
        # characters each key is refused at once (no search, no redraw, no bell per key):
        # uncapped, every key searched a longer query and 10,000 of them took minutes.
        for field in self.query(CommandInput):  # none when closed as it opened
            field.max_length = MAX_QUERY
            field.restricted = _refuse_quietly  # type: ignore[method-assign]

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
