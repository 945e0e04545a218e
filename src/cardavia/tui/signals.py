"""SIGTERM, SIGHUP and an outside SIGINT end the app, whatever state it is in.

The app is asked to exit the normal way (it keeps the unfinished games, restores the
terminal). That can hang: on a closed terminal Textual's output thread dies on the first
failed write, and the next write waits for ever for room in its queue, in the main thread,
which then never gets back to its event loop. So a watchdog thread waits ``GRACE`` seconds
after the signal and then ends the process itself: it keeps what the app could not, puts the
terminal back as it found it (when there still is one) and exits with the signal's status.

The handlers are plain ``signal.signal`` ones, not the event loop's: Python runs them in the
main thread even while it waits on a lock (Textual's full queue), where a loop's handler would
only ever be queued.
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import os
import signal
import sys
import termios
import threading
import time
from collections.abc import Callable
from types import FrameType
from typing import Any

#: Exit statuses for signals, as a shell reports them (128 + signal number).
SIGNAL_STATUS: dict[int, int] = {
    signal.SIGINT: 130,
    signal.SIGTERM: 143,
    signal.SIGHUP: 129,
}
#: Seconds the clean exit may take before the watchdog ends the process.
GRACE = 3.0
#: Seconds between two looks at whether the terminal is still there.
LOST_POLL = 0.5
#: What Textual writes when it leaves the terminal: keyboard protocol, alternate screen,
#: cursor, focus and mouse reports, bracketed paste, line wrap.
RESET_TERMINAL = (
    "\x1b[<u\x1b[?1049l\x1b[?25h\x1b[?1004l"
    "\x1b[?1000l\x1b[?1003l\x1b[?1015l\x1b[?1006l\x1b[?2004l\x1b[?7h"
)


class SignalEnd:
    """Installed once per process, before the app runs; ``attach`` hands it the running app."""

    def __init__(self, keep: Callable[[], None], grace: float = GRACE) -> None:
        self.keep = keep  # keeps the unfinished games (only called if the app did not)
        self.grace = grace
        self.status: int | None = None
        self.exit: Callable[[int], None] | None = None
        self.loop: asyncio.AbstractEventLoop | None = None
        self.kept = False
        self.terminal_lost: Callable[[], bool] | None = None
        self._ending = threading.Event()
        self._terminal = _terminal_modes()

    def install(self) -> None:
        for sig in SIGNAL_STATUS:
            with contextlib.suppress(ValueError, OSError):  # not the main thread
                signal.signal(sig, self._received)
        threading.Thread(target=self._watch, name="cardavia-signal-watchdog", daemon=True).start()

    def attach(
        self, exit: Callable[[int], None], terminal_lost: Callable[[], bool] | None = None
    ) -> None:
        """Called by the app as it mounts, from its event loop; until then a signal ends the
        process at once (there is no game to keep yet). ``terminal_lost`` says the terminal
        went away with no signal (its reads fail): that ends the app as a hang-up does."""
        self.exit = exit
        self.loop = asyncio.get_running_loop()
        self.terminal_lost = terminal_lost

    def _received(self, signum: int, frame: FrameType | None) -> None:
        if self.status is not None:
            return  # already ending; the watchdog is counting
        self.status = SIGNAL_STATUS[signum]
        loop, exit = self.loop, self.exit
        if loop is None or exit is None:  # not yet mounted
            self.end_now()
            return
        self._ending.set()
        with contextlib.suppress(RuntimeError):  # the loop already closed
            loop.call_soon_threadsafe(exit, self.status)

    def _watch(self) -> None:
        while not self._ending.wait(LOST_POLL):
            lost = self.terminal_lost
            if lost is not None and self.status is None and lost():
                self._received(signal.SIGHUP, None)  # a hang-up that no signal told
        # A clean exit ends the process, this thread with it, before the grace is over.
        time.sleep(self.grace)
        self.end_now()

    def end_now(self) -> None:
        """Keep what the app has not, restore the terminal if there is one, and exit."""
        if not self.kept:
            with contextlib.suppress(Exception):
                self.keep()
        _restore_terminal(self._terminal)
        os._exit(self.status if self.status is not None else 1)


def _terminal_modes() -> list[Any] | None:
    """The terminal's modes before the app changes them (echo, line editing)."""
    try:
        return termios.tcgetattr(sys.__stdin__.fileno())  # type: ignore[union-attr]
    except (termios.error, OSError, ValueError, AttributeError):
        return None


def _restore_terminal(modes: list[Any] | None) -> None:
    """Best effort, never blocking: a terminal that is gone or not read is left alone."""
    if modes is not None:
        with contextlib.suppress(termios.error, OSError, ValueError, AttributeError):
            termios.tcsetattr(sys.__stdin__.fileno(), termios.TCSANOW, modes)  # type: ignore[union-attr]
    if not (sys.__stdout__ and sys.__stdout__.isatty()):
        return  # a browser tab's pipes: no terminal of ours
    try:
        # A fresh descriptor, so non-blocking does not leak to the shell's own.
        fd = os.open("/dev/tty", os.O_WRONLY | os.O_NONBLOCK | os.O_NOCTTY)
    except OSError:
        return
    with contextlib.suppress(OSError):
        os.write(fd, RESET_TERMINAL.encode("ascii"))
    os.close(fd)


def terminal_hung_up() -> bool:
    """The app's terminal is gone (its far end closed) although no hang-up signal came: it
    was not the controlling terminal, or the signal was lost. Textual's input thread then
    reads end-of-file for ever (at full speed) and nothing else would end the app. Asking
    the terminal for its modes fails with EIO then; it reads nothing, so no key is taken."""
    try:
        termios.tcgetattr(sys.__stdin__.fileno())  # type: ignore[union-attr]
    except termios.error as exc:
        return bool(exc.args) and exc.args[0] == errno.EIO
    except (OSError, ValueError, AttributeError):
        return False  # no terminal (a browser tab's pipes): nothing to lose
    return False
