"""The index is only a cache: whatever it holds that it did not write means rebuild from the
records, and whatever the records folder holds is either listed or listed as skipped."""

from __future__ import annotations

import json
import os
import sqlite3
from datetime import date, datetime

import pytest

from cardavia.play import index as index_module
from cardavia.play.index import INDEX_NAME, RecordIndex, open_index
from cardavia.play.stats import load_stats
from history_fixtures import check_known_facts, schnapsen_deal, write_known_records


@pytest.fixture
def records(tmp_path):
    check_known_facts()
    folder = tmp_path / "data" / "records"
    write_known_records(folder)
    return folder


def _figures(records):
    """What history and stats show of the folder: entries, deals per game, skipped files."""
    with RecordIndex(records) as index:
        stats = load_stats(index)
        entries = [(e.path, e.number, e.game, e.played, e.result) for e in index.entries()]
    return entries, stats["overall"], stats["skipped"]


def _edit_index(records, sql: str) -> None:
    con = sqlite3.connect(records.parent / INDEX_NAME)
    con.executescript(sql)
    con.close()


DAMAGE = {
    "a table with another column": "ALTER TABLE entries ADD COLUMN note TEXT",
    "a table of other columns": "DROP TABLE deals; CREATE TABLE deals (path, facts)",
    "an extra table": "CREATE TABLE notes (x)",
    "a trigger": "CREATE TRIGGER t AFTER INSERT ON entries BEGIN DELETE FROM deals; END",
    "a view": "CREATE VIEW v AS SELECT 1",
    "a summary that is not JSON": "UPDATE entries SET summary = '{not json'",
    "facts that are not JSON": "UPDATE deals SET facts = '{not json'",
    "facts of the wrong shape": """UPDATE deals SET facts = '{"contract": [1], "pool_in": 1}'""",
    "played as text": "UPDATE entries SET played = 'yesterday'; UPDATE deals SET played = 'x'",
    "played a huge number": "UPDATE entries SET played = 1e300; UPDATE deals SET played = 1e300",
    "a game the registry does not know": "UPDATE entries SET game = '[/]'",
    "a deal row gone": "DELETE FROM deals WHERE rowid = (SELECT min(rowid) FROM deals)",
    "a row added": "INSERT INTO skipped VALUES (x'00', 1, 'x', 0)",
    "a file's row gone": "DELETE FROM files",
    "a file's count changed": "UPDATE files SET deals = deals + 1",
}


@pytest.mark.parametrize("damage", DAMAGE.values(), ids=DAMAGE.keys())
def test_an_index_damaged_in_a_way_sqlite_accepts_is_rebuilt_from_the_records(records, damage):
    before = _figures(records)
    _edit_index(records, damage)
    assert _figures(records) == before
    con = sqlite3.connect(records.parent / INDEX_NAME)
    names = {name for (name,) in con.execute("SELECT name FROM sqlite_master")}
    con.close()
    assert not names & {"notes", "t", "v"}  # what was added is gone with the rest


def test_a_healthy_index_is_read_as_it_is(records):
    with open_index(records):
        pass
    with RecordIndex(records) as index:
        assert index.sync().read == 0
        assert len(index.entries()) == 8 and len(index.deals()) == 13 and index.skipped() == []
        assert not index.rebuilt  # every row's digest matched: nothing was read again


def test_entries_of_a_deleted_file_are_not_listed_even_if_the_index_forgot_the_file(records):
    with open_index(records):
        pass
    _edit_index(records, "DELETE FROM files")
    for name in os.listdir(records):
        os.unlink(records / name)
    entries, overall, skipped = _figures(records)
    assert (entries, overall["deals"], skipped) == ([], 0, [])


def test_a_level_with_a_lone_surrogate_is_kept_as_text(records):
    (records / "odd.json").write_text(json.dumps({**schnapsen_deal(), "level": "\ud800x"}))
    stats = load_stats(RecordIndex(records))
    assert stats["overall"]["levels"]["\ufffdx"]["deals"] == 1
    assert stats["skipped"] == []


def test_a_file_name_that_is_not_utf8_is_listed(records):
    raw = os.fsencode(records) + b"/caf\xe9.json"
    with open(raw, "w", encoding="utf-8") as fh:
        fh.write(json.dumps(schnapsen_deal()))
    with open_index(records) as index:
        paths = [e.path for e in index.entries("schnapsen")]
    assert os.fsdecode(raw) in paths
    assert os.path.exists(os.fsdecode(raw))  # the path read back opens the file (replay)


@pytest.mark.parametrize(
    "played", ["9999-12-31T23:59:59-14:00", "0001-01-01T00:00:00+14:00", "3000-01-01T00:00:00"]
)
def test_a_played_date_at_the_calendars_edge_counts_as_undated(records, played):
    (records / "edge.json").write_text(json.dumps({**schnapsen_deal(), "played": played}))
    mtime = (records / "edge.json").stat().st_mtime
    with open_index(records) as index:
        entry = next(e for e in index.entries() if e.path.endswith("edge.json"))
        assert entry.played == pytest.approx(mtime)
        assert entry.as_json()["played"]
    assert load_stats(RecordIndex(records))["overall"]["deals"] == 14


def test_a_file_dated_past_2262_is_indexed(records):
    far = int(datetime(2400, 1, 1).timestamp()) * 10**9  # beyond a 64-bit count of ns
    path = records / "single.json"
    try:
        os.utime(path, ns=(far, far))
    except (OSError, OverflowError):
        pytest.fail("this file system cannot hold the date the test needs")
    if path.stat().st_mtime_ns != far:
        pytest.fail("this file system cannot hold the date the test needs")
    entries, overall, _ = _figures(records)
    assert overall["deals"] == 13
    assert _figures(records)[0] == entries  # and it is not read again and again


def test_what_cannot_be_read_in_the_folder_is_listed_with_the_reason(records):
    os.mkfifo(records / "pipe.jsonl")
    (records / "folder.json").mkdir()
    os.symlink("loop.json", records / "loop.json")
    os.symlink("nowhere.json", records / "dangling.json")
    stats = load_stats(RecordIndex(records))
    reasons = {os.path.basename(s["file"]): s["reason"] for s in stats["skipped"]}
    assert reasons == {
        "pipe.jsonl": "not a regular file (a pipe, socket or device)",
        "folder.json": "is a directory, not a record file",
        "loop.json": reasons["loop.json"],
        "dangling.json": "no such file",
    }
    assert reasons["loop.json"].startswith("cannot be read (")
    assert stats["overall"]["deals"] == 13


@pytest.mark.parametrize(
    ("since", "until", "count"),
    [
        (date(1, 1, 1), None, 8),
        (None, date(1, 1, 1), 0),
        (None, date(9999, 12, 31), 8),
        (date(9999, 12, 31), None, 0),
        (date(1, 1, 1), date(9999, 12, 31), 8),
    ],
)
def test_dates_at_the_calendars_edge_filter_without_failing(records, since, until, count):
    with open_index(records) as index:
        assert len(index.entries(since=since, until=until)) == count


def test_a_locked_index_lists_what_it_holds_and_says_how_many_files_it_left_out(
    records, monkeypatch
):
    with open_index(records):
        pass
    for n in range(3):
        (records / f"new-{n}.json").write_text(json.dumps(schnapsen_deal()))
    monkeypatch.setattr(index_module, "BUSY_TIMEOUT_MS", 50)
    holder = sqlite3.connect(records.parent / INDEX_NAME, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")  # another Cardavia in the middle of its sync
    try:
        with open_index(records) as index:
            assert len(index.entries()) == 8
            assert index.pending == 3
            assert index.problem and "locked" in index.problem
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    with open_index(records) as index:
        assert (len(index.entries()), index.pending) == (11, 0)
