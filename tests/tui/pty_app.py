"""The app in a real pseudo-terminal, started as a player starts it: its own session with the
terminal as its controlling terminal, so closing the terminal hangs it up as tmux or sshd do."""

from __future__ import annotations

import contextlib
import fcntl
import os
import re
import select
import signal
import struct
import subprocess
import sys
import termios
import time
from collections.abc import Mapping


class PtyApp:
    def __init__(
        self,
        args: list[str],
        size: tuple[int, int] = (100, 32),
        env: Mapping[str, str] | None = None,
        python: list[str] | None = None,
        controlling: bool = True,
    ) -> None:
        """``cardavia --lang en ARGS``; ``python`` replaces ``-m cardavia`` (``-c``, code);
        ``controlling=False``: the pty is not the app's controlling terminal, so closing it
        sends no hang-up signal (the app only finds its terminal gone)."""
        self.master, slave = os.openpty()
        self.resize(*size, fd=slave)
        self.output = b""
        self.proc = subprocess.Popen(
            [sys.executable, *(python or ["-m", "cardavia"]), "--lang", "en", *args],
            stdin=slave,
            stdout=slave,
            stderr=slave,
            env={**os.environ, "TERM": "xterm-256color", **(env or {})},
            start_new_session=True,
            preexec_fn=_take_terminal if controlling else None,
            close_fds=True,
        )
        os.close(slave)

    def resize(self, width: int, height: int, fd: int | None = None) -> None:
        """Set the terminal's size (the kernel sends the app SIGWINCH)."""
        size = struct.pack("HHHH", height, width, 0, 0)
        fcntl.ioctl(self.master if fd is None else fd, termios.TIOCSWINSZ, size)

    def read(self, timeout: float = 0.05) -> bytes:
        """What the app drew since the last read (the terminal must be read, or it fills)."""
        if self.master < 0:
            return b""
        got = b""
        while select.select([self.master], [], [], timeout)[0]:
            try:
                chunk = os.read(self.master, 65536)
            except OSError:
                break
            if not chunk:
                break
            got += chunk
            timeout = 0
        self.output += got
        return got

    def wait_for(self, needle: bytes, within: float = 60) -> bool:
        deadline = time.monotonic() + within
        while needle not in self.output:
            if time.monotonic() > deadline or self.proc.poll() is not None:
                return needle in self.output
            self.read(0.1)
        return True

    def pump(self, seconds: float) -> None:
        """Read (and so let the app draw) for ``seconds``."""
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline and self.proc.poll() is None:
            self.read(min(0.05, max(0.0, deadline - time.monotonic())))

    def send(self, data: bytes) -> None:
        os.write(self.master, data)

    def hang_up(self) -> None:
        """Close the terminal, as tmux kill-session or a dropped ssh connection does."""
        os.close(self.master)
        self.master = -1

    def ended_within(self, seconds: float) -> int | None:
        """The exit status once the app has ended, polling up to ``seconds``; else None."""
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            self.read(0.05)
            status = self.proc.poll()
            if status is not None:
                return status
            if self.master < 0:
                time.sleep(0.05)
        return self.proc.poll()

    def left_behind(self) -> list[int]:
        """Processes still alive in the app's session (a child it started that lingers)."""
        alive = []
        for entry in os.listdir("/proc"):
            if not entry.isdigit():
                continue
            try:
                with open(f"/proc/{entry}/stat", encoding="ascii", errors="replace") as f:
                    fields = f.read().rsplit(")", 1)[1].split()
            except OSError:
                continue
            # fields: state, ppid, pgrp, session...; a zombie has ended.
            if int(fields[3]) == self.proc.pid and fields[0] != "Z":
                alive.append(int(entry))
        return alive

    def last_words(self, lines: int = 12) -> str:
        """The end of what the app wrote, without escape sequences (for a failure message)."""
        escapes = r"\x1b\[[0-9;?<>=$]*[a-zA-Z~]|\x1b\][^\x07]*\x07"
        text = re.sub(escapes, "", self.output.decode(errors="replace"))
        kept = [line.rstrip() for line in text.splitlines() if line.strip()]
        return "\n".join(kept[-lines:])

    def close(self) -> None:
        """Make sure nothing is left running, whatever the test found."""
        for pid in [self.proc.pid, *self.left_behind()]:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
        self.proc.wait()
        if self.master >= 0:
            os.close(self.master)
            self.master = -1


def _take_terminal() -> None:
    """In the child, after setsid: the pty becomes its controlling terminal."""
    fcntl.ioctl(0, termios.TIOCSCTTY, 0)
