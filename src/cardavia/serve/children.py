"""Child processes that end with the process that started them, whatever ends it.

A game process (and ``bench --serve``'s server) is started in its own session, so a signal
sent to the terminal's process group (Ctrl+C, a hang-up) reaches only its parent, which then
ends it in order; and, on Linux, with the parent-death signal set, so that it also gets
SIGTERM when its parent is killed outright (SIGKILL, a crash) and cannot end it.
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import signal
import sys
from collections.abc import Callable
from functools import cache
from typing import Any

PR_SET_PDEATHSIG = 1


@cache
def _prctl() -> Any:
    if not sys.platform.startswith("linux"):
        return None
    try:
        return ctypes.CDLL(None, use_errno=True).prctl
    except (OSError, AttributeError):
        return None


def die_with_parent() -> Callable[[], None] | None:
    """A ``preexec_fn`` giving the child SIGTERM when this process dies (None off Linux)."""
    prctl = _prctl()
    if prctl is None:
        return None
    parent = os.getpid()

    def preexec() -> None:
        prctl(PR_SET_PDEATHSIG, signal.SIGTERM, 0, 0, 0)
        if os.getppid() != parent:  # the parent died before the signal was set
            os.kill(os.getpid(), signal.SIGTERM)

    return preexec


def child_options() -> dict[str, Any]:
    """Keyword arguments for ``subprocess``/``asyncio`` to start such a child."""
    return {"start_new_session": True, "preexec_fn": die_with_parent()}


def kill_group(pid: int) -> None:
    """SIGKILL a child started with ``child_options`` and whatever it started."""
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(pid, signal.SIGKILL)


__all__ = ["child_options", "die_with_parent", "kill_group"]
