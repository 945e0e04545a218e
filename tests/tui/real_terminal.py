"""The app in a real pseudo-terminal, fed keys the way a terminal sends them.

Pilot hands the app one parsed key at a time and waits; a terminal sends bytes: escape
sequences for arrows and function keys, several keys in one read when typed fast, pastes
between bracketed-paste markers. ``KeyRun`` starts ``cardavia`` in a pty (the same process a
player starts), sends seeded random bursts of such bytes on one screen after another, restarts
the app whenever a key quit it, and reports every start that ended with a traceback.

Run it for many seeds outside the suite::

    .venv/bin/python tests/tui/real_terminal.py --seeds 30 --keys 300
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import pty
import random
import select
import struct
import subprocess
import sys
import termios
import threading
import time
from dataclasses import dataclass, field

#: The screens a run starts on: the extra arguments, then the keys that open the screen.
SCREENS: dict[str, tuple[list[str], bytes]] = {
    "home": ([], b""),
    "french-tarot": (["--game", "french-tarot"], b""),
    "schnapsen": (["--game", "schnapsen"], b""),
    "preference": (["--game", "preference"], b""),
    "rules": ([], b"r\r"),  # the rules of the first game the chooser lists
    "history": ([], b"h"),
    "statistics": ([], b"s"),
    "appearance": ([], b"a"),
}

ARROWS = [b"\x1b[A", b"\x1b[B", b"\x1b[C", b"\x1b[D"]
FUNCTION_KEYS = [b"\x1bOP", b"\x1bOQ", b"\x1bOR", b"\x1bOS"] + [
    f"\x1b[{n}~".encode() for n in (15, 17, 18, 19, 20, 21, 23, 24)
]
#: PageUp, PageDown, Home, End, Insert, Delete, Shift+Tab, Backspace.
EDITING = [b"\x1b[5~", b"\x1b[6~", b"\x1b[H", b"\x1b[F", b"\x1b[2~", b"\x1b[3~", b"\x1b[Z", b"\x7f"]
PRINTABLE = [bytes([c]) for c in b"abcdefghijklmnopqrstuvwxyz0123456789 /.,+-=?"]
#: Control characters, Ctrl+Z aside (a job-control key the terminal, not the app, handles).
CONTROL = [bytes([c]) for c in range(32) if c not in (0x1A,)]
PASTE_TEXTS = [
    "[/]",
    "[b]bold[/b] [red]x[/",
    "tarot [/] [",
    "\x01\x02\x07\x08\x0b\x0c\x0e\x1f\x7f",
    "line one\nline two\r\n\tthree",
    "Excuse l\u2019Excuse \u738b \u00e9t\u00e9",
]


def paste(text: str) -> bytes:
    return b"\x1b[200~" + text.encode() + b"\x1b[201~"


def random_key(rng: random.Random, big_paste: int) -> bytes:
    """One key as a terminal sends it (now and then a paste)."""
    roll = rng.random()
    if roll < 0.25:
        return rng.choice(ARROWS)
    if roll < 0.55:
        return rng.choice(PRINTABLE)
    if roll < 0.63:
        return b"\x1b"
    if roll < 0.71:
        return rng.choice([b"\r", b"\t"])
    if roll < 0.77:
        return rng.choice(FUNCTION_KEYS)
    if roll < 0.85:
        return rng.choice(EDITING)
    if roll < 0.93:
        return rng.choice(CONTROL)
    if roll < 0.995 or not big_paste:
        return paste(rng.choice(PASTE_TEXTS))
    return paste("x[/]" * (big_paste // 4))


@dataclass
class Start:
    """One start of the app: where, with which keys, how it ended."""

    screen: str
    keys: int = 0
    status: int | None = None
    output: bytes = b""
    #: Why the start failed when it did not end by itself (it hung).
    problem: str = ""

    @property
    def failed(self) -> bool:
        """Ended with a traceback or an error status, hung, or did not quit when asked."""
        return bool(self.problem) or self.status not in (0, 130) or b"Traceback" in self.output


class Terminal:
    """``cardavia ARGS`` in a 120x40 pseudo-terminal; its output drained in a thread."""

    def __init__(self, args: list[str], env: dict[str, str] | None = None) -> None:
        master, slave = pty.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
        env = dict(os.environ if env is None else env, TERM="xterm-256color")
        env.pop("NO_COLOR", None)
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "cardavia", *args],
            stdin=slave,
            stdout=slave,
            stderr=slave,
            env=env,
            start_new_session=True,
            close_fds=True,
        )
        os.close(slave)
        os.set_blocking(master, False)  # a write never blocks on an app that stopped reading
        self.master = master
        self._output = bytearray()
        self._lock = threading.Lock()
        self._reader = threading.Thread(target=self._drain, daemon=True)
        self._reader.start()

    def _drain(self) -> None:
        while True:
            select.select([self.master], [], [], 0.5)
            try:
                chunk = os.read(self.master, 65536)
            except BlockingIOError:
                continue
            except OSError:
                return  # the app ended: the pty is closed
            if not chunk:
                return
            with self._lock:
                self._output += chunk
                del self._output[:-400_000]  # a traceback is at the end

    @property
    def output(self) -> bytes:
        with self._lock:
            return bytes(self._output)

    def wait_ready(self, timeout: float = 60) -> None:
        """Until the app has drawn its first screen (entered the alternate screen)."""
        deadline = time.monotonic() + timeout
        while b"\x1b[?1049h" not in self.output and self.proc.poll() is None:
            if time.monotonic() > deadline:
                raise AssertionError("the app never drew its first screen")
            time.sleep(0.05)

    def send(self, data: bytes, timeout: float = 30) -> bool:
        """Write ``data`` as the terminal does; False once the app has ended. An app that
        stops reading its input for ``timeout`` s has hung: that fails the run."""
        view = memoryview(data)
        deadline = time.monotonic() + timeout
        while view:
            if self.proc.poll() is not None:
                return False
            if time.monotonic() > deadline:
                raise AssertionError("the app stopped reading its keys")
            select.select([], [self.master], [], 0.2)
            try:
                written = os.write(self.master, view[:4096])
            except BlockingIOError:
                continue
            except OSError:
                return False
            view = view[written:]
        return True

    def wait(self, timeout: float) -> int | None:
        with contextlib.suppress(subprocess.TimeoutExpired):
            return self.proc.wait(timeout)
        return None

    def close(self) -> bytes:
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()
        self._reader.join(5)
        with contextlib.suppress(OSError):
            os.close(self.master)
        return self.output


def quit_app(term: Terminal, timeout: float = 30) -> int | None:
    """Ask the app to quit the way a player does: Esc to close what is open over the table
    (the rules, the palette), Ctrl+C, and "Leave" (2) if the table asks."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        term.send(b"\x1b")
        time.sleep(0.3)
        term.send(b"\x03")
        # Off the table Ctrl+C quits at once; at a game it asks first, and "2" answers. A
        # "2" that comes while the app is already quitting is dropped: it need not wait long.
        status = term.wait(0.5)
        if status is not None:
            return status
        term.send(b"2")
        status = term.wait(2.0)
        if status is not None:
            return status
    return None


@dataclass
class KeyRun:
    """``keys`` random keys in bursts of ``burst``, one burst every ``gap`` s, starting on
    ``screens`` in turn (a new start whenever a key quit the app)."""

    seed: int
    keys: int
    screens: list[str] = field(default_factory=lambda: list(SCREENS))
    burst: int = 10
    gap: float = 0.15
    big_paste: int = 20_000
    starts: list[Start] = field(default_factory=list)
    #: How the last start ended when asked to quit (None: it did not).
    final_status: int | None = None

    def run(self) -> KeyRun:
        rng = random.Random(self.seed)
        per_screen = max(self.burst, self.keys // len(self.screens))
        while self.sent < self.keys:
            name = self.screens[len(self.starts) % len(self.screens)]
            start = Start(name)
            self.starts.append(start)
            args, opening = SCREENS[name]
            if name in ("french-tarot", "schnapsen", "preference"):
                args = [*args, "--seed", str(rng.randrange(1000))]
            term = Terminal(args)
            try:
                term.wait_ready()
                term.send(opening)
                time.sleep(0.5)
                self._send_keys(term, start, rng, per_screen)
                last = self.sent >= self.keys
                if term.proc.poll() is None:  # still running: asked to quit
                    time.sleep(0.5 if last else 0)
                    start.status = quit_app(term)
                    if start.status is None:
                        start.problem = "the app did not quit when asked"
                else:
                    start.status = term.wait(10)
                if last:
                    self.final_status = start.status
            except AssertionError as exc:  # hung: it drew nothing, or stopped reading keys
                start.problem = str(exc)
            finally:
                start.output = term.close()
        return self

    @property
    def sent(self) -> int:
        return sum(start.keys for start in self.starts)

    def _send_keys(self, term: Terminal, start: Start, rng: random.Random, most: int) -> None:
        """Bursts of random keys until ``most`` were sent on this start, the run's keys are
        all sent, or a key quit the app."""
        while start.keys < most and self.sent < self.keys:
            data = b"".join(random_key(rng, self.big_paste) for _ in range(self.burst))
            if not term.send(data):
                return
            start.keys += self.burst
            time.sleep(self.gap)

    @property
    def failures(self) -> list[Start]:
        return [s for s in self.starts if s.failed]


def describe(start: Start) -> str:
    """The end of a failed start's output, as text (the traceback's last lines)."""
    text = start.output.decode("utf-8", "replace")
    tail = "\n".join(line.rstrip() for line in text.splitlines()[-40:])
    return (
        f"on {start.screen} after {start.keys} keys, status {start.status} {start.problem}:\n{tail}"
    )


def main() -> int:
    import argparse
    import tempfile

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=30)
    parser.add_argument("--first", type=int, default=0)
    parser.add_argument("--keys", type=int, default=300)
    parser.add_argument("--big-paste", type=int, default=100_000)
    args = parser.parse_args()
    passed = 0
    for seed in range(args.first, args.first + args.seeds):
        with tempfile.TemporaryDirectory() as tmp:
            for var in ("CONFIG", "DATA", "CACHE"):
                os.environ[f"CARDAVIA_{var}_DIR"] = os.path.join(tmp, var.lower())
            run = KeyRun(seed, args.keys, big_paste=args.big_paste).run()
        ok = not run.failures and run.final_status in (0, 130)
        passed += ok
        print(f"seed {seed}: {len(run.starts)} starts, quit {run.final_status}", flush=True)
        for start in run.failures:
            print(describe(start), flush=True)
    print(f"{passed} of {args.seeds} seeds passed")
    return 0 if passed == args.seeds else 1


if __name__ == "__main__":
    sys.exit(main())
