"""Files we write: always atomically, under names nobody else is using; files we read back:
only regular files of a bounded size.

A write goes to a temporary file in the same folder, is flushed and fsynced, then renamed over
the target, so a crash, a full disk or a signal mid-write leaves the previous version intact
and never a torn file. The temporary file is removed whenever the write fails.
"""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from typing import IO, Any, Literal


def write_atomic(path: Path, data: str | bytes) -> None:
    """Replace ``path`` with ``data`` (UTF-8 for text); raises ``OSError`` on failure, leaving
    whatever ``path`` held before untouched and no temporary file behind."""
    payload = data.encode("utf-8") if isinstance(data, str) else data
    path.parent.mkdir(parents=True, exist_ok=True)
    with _replacing(path, "wb") as fh:
        fh.write(payload)


@contextlib.contextmanager
def open_atomic(path: Path) -> Iterator[IO[str]]:
    """A text file to write ``path`` through: it replaces ``path`` only when the block ends
    without an error (then fsynced). A device or FIFO (``/dev/stdout``, a pipe someone
    named) is written directly, since it cannot be replaced."""
    if path.exists() and not path.is_file():
        with path.open("w", encoding="utf-8") as fh:
            yield fh
        return
    with _replacing(path, "w") as fh:
        yield fh


@contextlib.contextmanager
def _replacing(path: Path, mode: str) -> Iterator[Any]:
    """A temporary file beside ``path``, renamed over it once written and fsynced; removed
    instead if anything fails (including a signal's exception)."""
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        encoding = None if "b" in mode else "utf-8"
        with os.fdopen(fd, mode, encoding=encoding) as fh:
            yield fh
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX); harmless where folders cannot be opened."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def reserve_unique(folder: Path, stem: str, suffix: str, when: datetime | None = None) -> Path:
    """Create an empty file ``<stem>-<time>[-n]<suffix>`` in ``folder`` that did not exist
    (``O_EXCL``), so two sessions started in the same instant never share a file."""
    folder.mkdir(parents=True, exist_ok=True)
    stamp = (when or datetime.now()).strftime("%Y%m%d-%H%M%S-%f")
    for n in range(1000):
        name = f"{stem}-{stamp}{f'-{n}' if n else ''}{suffix}"
        path = folder / name
        try:
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
        except FileExistsError:
            continue
        os.close(fd)
        return path
    raise FileExistsError(f"no free file name for {stem} in {folder}")


def set_aside(path: Path, tag: str = "damaged") -> Path | None:
    """Rename a file we cannot use to ``<name>.<tag>-<time>`` (never over an earlier copy);
    returns the new path, or None if it could not be moved."""
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S-%f")
    for n in range(1000):
        target = path.with_name(f"{path.name}.{tag}-{stamp}{f'-{n}' if n else ''}")
        if target.exists():
            continue
        try:
            os.rename(path, target)
        except OSError:
            return None
        return target
    return None


class NotARegularFile(OSError):
    """A FIFO, device, socket or folder where a file of ours should be."""


class FileTooLarge(OSError):
    """A file far larger than any we write."""


def read_regular_file(path: Path, limit: int) -> bytes:
    """The bytes of ``path``, read only if it is a regular file of at most ``limit`` bytes.

    It is opened without blocking (a FIFO with no writer would hang a plain open) and checked
    on the opened descriptor, before anything is read: a FIFO, ``/dev/zero`` behind a symlink
    or a folder raises ``NotARegularFile``, a file over ``limit`` ``FileTooLarge``; a missing
    file, a symlink loop or no permission raise the usual ``OSError``.
    """
    flags = os.O_RDONLY
    for name in ("O_NONBLOCK", "O_NOCTTY", "O_CLOEXEC", "O_BINARY"):
        flags |= getattr(os, name, 0)
    fd = os.open(path, flags)
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            kind = "a folder" if stat.S_ISDIR(info.st_mode) else "a pipe, socket or device"
            raise NotARegularFile(f"not a regular file ({kind})")
        if info.st_size > limit:
            raise FileTooLarge(f"larger than {_size_text(limit)}")
        with os.fdopen(fd, "rb", closefd=False) as fh:
            data = fh.read(limit + 1)  # it may have grown since fstat
    finally:
        os.close(fd)
    if len(data) > limit:
        raise FileTooLarge(f"larger than {_size_text(limit)}")
    return data


def _size_text(size: int) -> str:
    if size >= 1024 * 1024:
        return f"{size // (1024 * 1024)} MiB"
    return f"{size // 1024} KiB" if size >= 1024 else f"{size} bytes"


UserFolder = Literal["config", "data", "cache"]


def user_folder(kind: UserFolder) -> Path:
    """``$CARDAVIA_<KIND>_DIR``, else the platform's user folder of that kind for Cardavia
    (settings in config, saved games in data, crash reports in cache)."""
    override = os.environ.get(f"CARDAVIA_{kind.upper()}_DIR")
    if override:
        return Path(override)
    import platformdirs

    finder = {
        "config": platformdirs.user_config_dir,
        "data": platformdirs.user_data_dir,
        "cache": platformdirs.user_cache_dir,
    }[kind]
    return Path(finder("cardavia", appauthor=False))


def crash_report_path() -> Path:
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S-%f")
    return user_folder("cache") / f"crash-{stamp}.txt"


def shown_path(path: Path | str) -> str:
    """A path as the player sees it: in a web game (``CARDAVIA_WEB=1``, set by
    ``cardavia serve``) only its name, since the folders are the server's, not the player's."""
    return Path(path).name if os.environ.get("CARDAVIA_WEB") == "1" else str(path)


def report_crash(exc: BaseException) -> str:
    """A bug, not bad input: the details go to a crash report in the cache folder; returns
    the one line to show (the command line and the app say the same)."""
    import sys
    import traceback

    from cardavia import __version__

    where = ""
    try:
        path = crash_report_path()
        details = "".join(traceback.format_exception(exc))
        write_atomic(path, f"cardavia {__version__}\nargv: {sys.argv!r}\n\n{details}")
        where = f"; details were written to {path}"
    except Exception:
        pass
    return f"internal error ({type(exc).__name__}){where}. Please report it."


__all__ = [
    "FileTooLarge",
    "NotARegularFile",
    "crash_report_path",
    "open_atomic",
    "read_regular_file",
    "report_crash",
    "reserve_unique",
    "set_aside",
    "shown_path",
    "user_folder",
    "write_atomic",
]
