"""``cardavia replay FILE``: every record replayed through the rules engine, one JSON result
each; ``--watch``: step through one of them at the table."""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from typing import Any

from cardavia.cli.common import CliError
from cardavia.cli.common import error as _error
from cardavia.engine.text import visible


def run(args: argparse.Namespace) -> int:
    if args.watch:
        return cmd_watch(args.file, args.record, args.lang)
    return cmd_replay(args.file)


def cmd_watch(path: str, number: int, lang: str | None) -> int:
    # The whole file is replayed and checked first, exactly as ``replay`` does, so the table
    # only ever opens on a record the rules engine accepts.
    checked = _replay_file(path)
    if any(problems for _, _, problems in checked):
        _report_mismatches(path, checked)
        return 1
    if number > len(checked):
        raise CliError(
            f"{visible(path)} holds {len(checked)} record(s); --record {number} is not one"
        )
    if not sys.stdout.isatty() or not sys.stdin.isatty():
        raise CliError("--watch needs an interactive terminal")
    from cardavia.tui.app import run_app

    return run_app(lang, watch=(path, number - 1))


def cmd_replay(path: str) -> int:
    checked = _replay_file(path, emit=True)
    return 1 if _report_mismatches(path, checked) else 0


#: A file this large shows its progress (replaying 60 MB takes about a minute).
PROGRESS_BYTES = 1024 * 1024
#: Seconds between two updates of the progress line.
PROGRESS_EVERY = 0.25


class Progress:
    """One line on stderr, rewritten in place: ``replaying 1,234 of 60,000 records``."""

    def __init__(self) -> None:
        self.last = -PROGRESS_EVERY
        self.shown = False

    @staticmethod
    def wanted(path: str, emit: bool) -> bool:
        """A large file, stderr a terminal, and the results not printed on it as they come
        (then they are the progress)."""
        try:
            large = os.stat(path).st_size >= PROGRESS_BYTES
        except (OSError, ValueError):
            return False
        return large and _tty(sys.stderr) and not (emit and _tty(sys.stdout))

    def show(self, text: str, force: bool = False) -> None:
        now = time.monotonic()
        if force or now - self.last >= PROGRESS_EVERY:
            self.last = now
            self.shown = True
            _write_err(f"\r{text}\x1b[K")

    def clear(self) -> None:
        if self.shown:
            _write_err("\r\x1b[K")


def _tty(stream: Any) -> bool:
    try:
        return bool(stream.isatty())
    except (AttributeError, OSError, ValueError):
        return False


def _write_err(text: str) -> None:
    try:
        sys.stderr.write(text)
        sys.stderr.flush()
    except (OSError, ValueError):  # the terminal went away: the exit status still tells
        pass


def _replay_file(path: str, emit: bool = False) -> list[tuple[Any, dict[str, Any], list[str]]]:
    """Every record of ``path`` replayed by the rules engine: (record, result, problems),
    where problems are the stored result's disagreements. Bad input raises ``CliError``.
    With ``emit``, each result is printed as it is computed (one JSON line per record).
    A large file shows its progress on stderr when that is a terminal."""
    progress = Progress() if Progress.wanted(path, emit) else None
    try:
        return _replay_all(path, emit, progress)
    finally:
        if progress:
            progress.clear()


def _replay_all(
    path: str, emit: bool, progress: Progress | None
) -> list[tuple[Any, dict[str, Any], list[str]]]:
    from cardavia.engine.records import (
        RecordError,
        ReplayError,
        load_records,
        replay,
        result_mismatches,
    )

    if progress:
        progress.show(f"reading {visible(path)}…", force=True)
    try:
        loaded = load_records(path)
    except RecordError as exc:
        raise CliError(str(exc)) from None
    checked = []
    for number, item in enumerate(loaded, 1):
        if progress:
            progress.show(f"replaying {number:,} of {len(loaded):,} records")
        try:
            result = replay(item)
        except (ReplayError, RecordError) as exc:  # their texts are already escaped
            raise CliError(f"{visible(path)}: {exc}") from None
        except RecursionError:
            raise CliError(f"{visible(path)}: {item.label}: nested too deeply") from None
        if emit:
            print(json.dumps(result, ensure_ascii=False), flush=True)
        problems = result_mismatches(item.record.result, result)
        problems += [str(p) for p in result.get("deal_mismatches") or []]
        checked.append((item, result, problems))
    return checked


def _report_mismatches(path: str, checked: list[tuple[Any, dict[str, Any], list[str]]]) -> bool:
    found = False
    for item, _, problems in checked:
        for problem in problems:
            _error(f"{visible(path)}: {item.label}: result differs: {problem}")
            found = True
    return found
