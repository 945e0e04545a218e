"""``cardavia history``: the saved deals, matches and sessions, newest first."""

from __future__ import annotations

import argparse
from typing import Any

from cardavia.cli.common import check_game, json_text, note_pending
from cardavia.cli.tables import Column, print_table
from cardavia.engine.text import visible

COLUMNS = (
    Column("played", min_width=15),
    Column("game", min_width=12),
    Column("kind", min_width=7),
    Column("deals", "right", 4),
    Column("result", min_width=9),
    Column("score", "right", 6),
    Column("record"),
)


def run(args: argparse.Namespace) -> int:
    return cmd_history(args.game, args.since, args.until, args.result, args.json)


def cmd_history(game: str | None, since: Any, until: Any, result: str | None, as_json: bool) -> int:
    from datetime import datetime

    from cardavia.play.index import open_index

    check_game(game)
    with open_index() as index:
        entries = index.entries(game, since, until, result, summaries=as_json)
        if result == "even":
            entries = [e for e in entries if e.result == "even"]
        skipped = index.skipped()
        folder = index.records
        pending = index.pending
    note_pending(pending)
    if as_json:
        listing = {
            "records": [e.as_json() for e in entries],
            "skipped": [
                {"file": s.path, "record": _number(s.number), "reason": s.reason} for s in skipped
            ],
            "pending_files": pending,
        }
        print(json_text(listing))
        return 0
    if not entries:
        print(
            f"No saved records{' match' if game or since or until or result else ''} "
            f"in {visible(str(folder))}"
        )
    else:
        rows = []
        for e in entries:
            when = datetime.fromtimestamp(e.played).strftime("%Y-%m-%d %H:%M")
            score = "" if e.score is None else f"{e.score:+g}"
            where = f"{visible(e.path, 500)} #{e.number + 1}"
            rows.append([when, e.game, e.kind, str(e.deals), e.result, score, where])
        print_table(COLUMNS, rows)
    for s in skipped:
        at = "" if s.number is None else f" #{s.number + 1}"
        print(f"skipped {visible(s.path, 500)}{at}: {visible(s.reason, 300)}")
    return 0


def _number(number: int | None) -> int | None:
    return None if number is None else number + 1
