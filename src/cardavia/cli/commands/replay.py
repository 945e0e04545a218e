"""``cardavia replay FILE``: every record replayed through the rules engine, one JSON result
each; ``--watch``: step through one of them at the table."""

from __future__ import annotations

import argparse
import json
import sys
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


def _replay_file(path: str, emit: bool = False) -> list[tuple[Any, dict[str, Any], list[str]]]:
    """Every record of ``path`` replayed by the rules engine: (record, result, problems),
    where problems are the stored result's disagreements. Bad input raises ``CliError``.
    With ``emit``, each result is printed as it is computed (one JSON line per record)."""
    from cardavia.engine.records import (
        RecordError,
        ReplayError,
        load_records,
        replay,
        result_mismatches,
    )

    try:
        loaded = load_records(path)
    except RecordError as exc:
        raise CliError(str(exc)) from None
    checked = []
    for item in loaded:
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
