"""Fuzz: whatever the history index holds (values SQLite accepts in any row, a changed schema)
and whatever the records folder holds (mutated records, odd names, pipes, folders, links),
``history``, ``history --json``, ``stats`` and ``stats --json`` answer with status 0 and no raw
control character, and the History and Statistics screens open."""

from __future__ import annotations

import asyncio
import contextlib
import io
import json
import os
import shutil
import sqlite3
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tui_helpers import make_app

from cardavia.cli import main
from cardavia.play.index import INDEX_NAME, open_index
from cardavia.tui.screens.history import HistoryScreen
from cardavia.tui.screens.statistics import StatisticsScreen
from history_fixtures import check_known_facts, write_known_records

COMMANDS = (["history"], ["history", "--json"], ["stats"], ["stats", "--json"])
FUZZ = settings(
    max_examples=40,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)

# -- what SQLite accepts in a row, and changes to the tables ---------------------------------
sqlite_values = st.one_of(
    st.none(),
    st.integers(-(2**63), 2**63 - 1),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(st.characters(exclude_categories=["Cs"]), max_size=30),
    st.sampled_from(["{", "[/]", "\x1b[2J", "null", "[]", "{}", '{"contract": [1]}', "1e999"]),
    st.binary(max_size=20),
)
row_edits = st.tuples(
    st.sampled_from(["files", "entries", "deals", "skipped"]),
    st.integers(0, 11),  # which column (wrapped to the table's)
    st.integers(0, 20),  # which row (wrapped)
    sqlite_values,
)
schema_edits = st.sampled_from(
    [
        "ALTER TABLE entries ADD COLUMN extra",
        "DROP TABLE deals; CREATE TABLE deals (path, facts)",
        "CREATE TRIGGER t AFTER INSERT ON entries BEGIN DELETE FROM deals; END",
        "CREATE VIEW v AS SELECT 1",
        "DELETE FROM files",
        "DELETE FROM deals WHERE rowid % 2 = 0",
        "PRAGMA user_version = 99",
        "UPDATE entries SET path = path || x'00'",
    ]
)

# -- what a records folder may hold -------------------------------------------------------------
odd_text = st.one_of(
    st.text(max_size=40),
    st.sampled_from(["\ud800", "\udcff", "[/]", "[b]x", "\x1b]0;pwned\x07", "\x00", "L" * 5000]),
)
json_values = st.one_of(
    odd_text,
    st.none(),
    st.booleans(),
    st.integers(-(2**70), 2**70),
    st.floats(allow_nan=False, allow_infinity=False),
    st.sampled_from(
        ["9999-12-31T23:59:59-14:00", "0001-01-01T00:00:00+14:00", "2026-13-45", "1970-01-01"]
    ),
    st.lists(st.integers(), max_size=3),
)
record_edits = st.tuples(
    st.integers(0, 30),  # which record line
    st.sampled_from(["level", "played", "human", "game", "dealer", "actions", "result", "deal"]),
    json_values,
)
odd_entries = st.sampled_from(["fifo", "folder", "loop", "dangling", "bytes-name", "cut", "empty"])


def _folder() -> Path:
    check_known_facts()
    records = Path(os.environ["CARDAVIA_DATA_DIR"]) / "records"
    shutil.rmtree(records.parent, ignore_errors=True)
    write_known_records(records)
    return records


def _lines(records: Path) -> list[tuple[Path, int]]:
    found = []
    for path in sorted(records.iterdir()):
        count = len(path.read_text(encoding="utf-8").splitlines())
        found += [(path, n) for n in range(count)]
    return found


def _edit_record(records: Path, edit: tuple[int, str, object]) -> None:
    where, key, value = edit
    lines = _lines(records)
    path, number = lines[where % len(lines)]
    text = path.read_text(encoding="utf-8").splitlines()
    record = json.loads(text[number])
    record[key] = value
    text[number] = json.dumps(record)  # lone surrogates become "\ud800" escapes
    path.write_text("\n".join(text) + "\n", encoding="utf-8")


def _add_odd_entry(records: Path, kind: str, n: int) -> None:
    path = records / f"odd-{n}.json"
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "folder":
        path.mkdir()
    elif kind == "loop":
        os.symlink(path.name, path)
    elif kind == "dangling":
        os.symlink("nowhere.json", path)
    elif kind == "bytes-name":
        raw = os.fsencode(records) + f"/\xff\x1b[2J{n}.json".encode("latin-1")
        with open(raw, "w", encoding="utf-8") as fh:
            fh.write((records / "single.json").read_text(encoding="utf-8"))
    elif kind == "cut":
        path.write_text((records / "match.json").read_text(encoding="utf-8")[: 50 + n * 7])
    else:
        path.write_text("")


def _edit_index(records: Path, rows: list, schema: list[str]) -> None:
    with open_index(records):
        pass
    con = sqlite3.connect(records.parent / INDEX_NAME, isolation_level=None)
    try:
        for table, column, row, value in rows:
            names = [r[1] for r in con.execute(f"PRAGMA table_info({table})")]
            rowids = [r[0] for r in con.execute(f"SELECT rowid FROM {table}")]
            if names and rowids:
                name = names[column % len(names)]
                with contextlib.suppress(sqlite3.Error, OverflowError):
                    con.execute(
                        f'UPDATE {table} SET "{name}" = ? WHERE rowid = ?',
                        (value, rowids[row % len(rowids)]),
                    )
        for sql in schema:
            with contextlib.suppress(sqlite3.Error):
                con.executescript(sql)
    finally:
        con.close()


def _answer(args: list[str]) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main(args)
    return status, out.getvalue(), err.getvalue()


def _check_commands() -> None:
    for args in COMMANDS:
        status, out, err = _answer(args)
        assert status == 0, (args, err)
        raw = [ch for ch in out + err if not ch.isprintable() and ch not in "\n "]
        assert raw == [], (args, raw[:5])
        if "--json" in args:
            json.loads(out)


@FUZZ
@given(rows=st.lists(row_edits, max_size=6), schema=st.lists(schema_edits, max_size=2))
def test_history_and_stats_answer_whatever_the_index_holds(rows, schema):
    records = _folder()
    _edit_index(records, rows, schema)
    _check_commands()


@FUZZ
@given(edits=st.lists(record_edits, max_size=4), odd=st.lists(odd_entries, max_size=3))
def test_history_and_stats_answer_whatever_the_records_folder_holds(edits, odd):
    records = _folder()
    for edit in edits:
        _edit_record(records, edit)
    for n, kind in enumerate(odd):
        _add_odd_entry(records, kind, n)
    _check_commands()


async def _open_both_screens() -> None:
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        for open_screen, kind in (
            (app.action_history, HistoryScreen),
            (app.action_statistics, StatisticsScreen),
        ):
            open_screen()
            for _ in range(1500):
                if isinstance(app.screen, kind) and app.screen.loaded:
                    break
                await pilot.pause(0.02)
            await pilot.pause()
            assert isinstance(app.screen, kind) and app.screen.loaded and app.is_running
            app.screen.dismiss()
            await pilot.pause()


@settings(FUZZ, max_examples=8)
@given(
    edits=st.lists(record_edits, max_size=3),
    odd=st.lists(odd_entries, max_size=2),
    rows=st.lists(row_edits, max_size=3),
)
def test_the_history_and_statistics_screens_open_whatever_the_folder_holds(edits, odd, rows):
    records = _folder()
    for edit in edits:
        _edit_record(records, edit)
    for n, kind in enumerate(odd):
        _add_odd_entry(records, kind, n)
    _edit_index(records, rows, [])
    asyncio.run(_open_both_screens())
