"""The record index and the statistics, against figures counted by hand."""

from __future__ import annotations

import json
import os
import sqlite3
import threading
from datetime import date

import pytest
from history_fixtures import check_known_facts, write_known_records

from cardavia.play.index import INDEX_NAME, SCHEMA_VERSION, RecordIndex, open_index
from cardavia.play.stats import compute, load_stats, rolling_win_rate


@pytest.fixture
def records(tmp_path):
    check_known_facts()
    folder = tmp_path / "data" / "records"
    write_known_records(folder)
    return folder


def test_statistics_agree_with_the_hand_counted_figures(records):
    stats = load_stats(RecordIndex(records))
    tarot = stats["games"]["french-tarot"]
    # Five deals: won one (+560 as a defender), lost three, one annulled (all passed).
    assert (tarot["deals"], tarot["won"], tarot["lost"]) == (5, 1, 3)
    assert tarot["win_rate"] == 0.25
    assert tarot["mean_score"] == pytest.approx((-576 - 78 + 560 + 0 - 192) / 5)
    assert tarot["contracts"] == {
        "garde": {"taken": 1, "made": 0},
        "garde-sans": {"taken": 1, "made": 0},
        "garde-contre": {"taken": 1, "made": 1},
    }
    assert list(tarot["contracts"]) == ["garde", "garde-sans", "garde-contre"]
    # Petit au bout by the defence twice: once against you (you took), once for you.
    assert tarot["petit_au_bout"] == {"won": 1, "lost": 1}
    assert tarot["chelems"] == {"won": 0, "lost": 0}  # two declared, both failed, no sweep
    assert tarot["poignees"] == {}
    assert tarot["annulled"] == 1
    assert tarot["series"]["score"] == [-576, -654, -94, -94, -286]

    schnapsen = stats["games"]["schnapsen"]
    # The match: four deals all lost (3, 1, 1, 3 game points); the single deal won (2).
    assert (schnapsen["deals"], schnapsen["won"], schnapsen["lost"]) == (5, 1, 4)
    assert schnapsen["mean_score"] == pytest.approx((-3 - 1 - 1 - 3 + 2) / 5)
    assert schnapsen["bummerls"] == {"played": 1, "won": 0}
    assert schnapsen["closings"] == {"made": 1, "failed": 1}
    assert schnapsen["marriages"] == {"20": 1, "40": 0}
    assert schnapsen["game_points"] == 2

    pref = stats["games"]["preference"]
    assert (pref["deals"], pref["won"], pref["lost"]) == (3, 2, 1)
    assert pref["mean_score"] == pytest.approx((-20 + 30 + 14) / 3)
    assert pref["contracts"] == {"hearts": {"declared": 1, "made": 1}}
    assert pref["defence"] == {"played": 2, "set": 1}
    assert pref["pool"] == {"paid_in": 10, "taken_out": 10}
    assert pref["sessions"] == {"played": 1, "won": 0}  # -6 against -98 and 4

    overall = stats["overall"]
    assert (overall["deals"], overall["won"], overall["lost"]) == (13, 4, 8)
    assert overall["games"] == {"french-tarot": 5, "schnapsen": 5, "preference": 3}
    assert overall["levels"] == {
        "easy": {"deals": 5, "won": 1, "lost": 3, "win_rate": 0.25},
        "hard": {"deals": 4, "won": 0, "lost": 4, "win_rate": 0.0},
        "unknown": {"deals": 4, "won": 3, "lost": 1, "win_rate": 0.75},
    }
    assert overall["months"] == {
        "2026-10": {"deals": 5, "won": 1, "lost": 3, "win_rate": 0.25},
        "2026-11": {"deals": 8, "won": 3, "lost": 5, "win_rate": 3 / 8},
    }
    assert stats["skipped"] == []


def test_rolling_win_rate_counts_the_last_window_of_decided_deals(records):
    with open_index(records) as index:
        rows = index.deals("french-tarot")
    # lost, lost, won, (annulled), lost
    assert rolling_win_rate(rows, window=2) == [0.0, 0.0, 0.5, 0.5]
    assert rolling_win_rate(rows, window=20) == [0.0, 0.0, 1 / 3, 0.25]


def test_history_lists_every_record_newest_first_with_filters(records):
    with open_index(records) as index:
        entries = index.entries()
        assert [(e.game, e.kind, e.deals) for e in entries] == [
            ("preference", "session", 3),
            ("schnapsen", "deal", 1),
            ("schnapsen", "match", 4),
            *[("french-tarot", "deal", 1)] * 5,
        ]
        assert [e.result for e in entries] == [
            "lost",
            "won",
            "lost",
            "lost",
            "even",
            "won",
            "lost",
            "lost",
        ]
        assert [e.number for e in entries if e.game == "french-tarot"] == [4, 3, 2, 1, 0]
        assert len(index.entries("schnapsen")) == 2
        assert [e.result for e in index.entries(result="won")] == ["won", "won"]
        october = index.entries(since=date(2026, 10, 2), until=date(2026, 10, 4))
        assert [e.number for e in october] == [3, 2, 1]


def test_a_record_changed_added_or_removed_is_seen(records):
    with open_index(records) as index:
        assert len(index.entries()) == 8
    (records / "single.json").unlink()
    lines = (records / "tarot.jsonl").read_text().splitlines()
    (records / "tarot.jsonl").write_text("\n".join(lines[:2]) + "\n")
    (records / "copy.jsonl").write_text(lines[2] + "\n")
    with RecordIndex(records) as index:
        report = index.sync()
        assert (report.read, report.forgotten, report.rebuilt) == (2, 1, False)
        assert len(index.entries()) == 2 + 1 + 1 + 1  # tarot, copy, match, session
        assert index.sync().read == 0  # nothing changed since


def test_damaged_records_are_listed_as_skipped(records):
    (records / "broken.json").write_text("{not json")
    (records / "empty.jsonl").write_text("")
    tarot = (records / "tarot.jsonl").read_text().splitlines()
    bad = json.loads(tarot[0])
    bad["actions"][0] = "prise-de-la-bastille"
    (records / "illegal.jsonl").write_text(json.dumps(bad) + "\n" + tarot[1] + "\n")
    (records / "notes.txt").write_text("not a record file")
    stats = load_stats(RecordIndex(records))
    skipped = {(os.path.basename(s["file"]), s["record"]): s["reason"] for s in stats["skipped"]}
    assert set(skipped) == {("broken.json", None), ("empty.jsonl", None), ("illegal.jsonl", 1)}
    assert "not valid JSON" in skipped[("broken.json", None)]
    assert "empty" in skipped[("empty.jsonl", None)]
    assert "prise-de-la-bastille" in skipped[("illegal.jsonl", 1)]
    assert stats["games"]["french-tarot"]["deals"] == 6  # the good line of illegal.jsonl counts


def test_a_damaged_index_is_rebuilt(records):
    db = records.parent / INDEX_NAME
    db.write_bytes(b"this is not a database" * 100)
    with RecordIndex(records) as index:
        assert index.sync().rebuilt
        assert len(index.entries()) == 8
        assert index.problem is None
    con = sqlite3.connect(db)
    assert con.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert con.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    con.execute("PRAGMA user_version = 999")  # an index from another version
    con.execute("DROP TABLE deals")
    con.close()
    with RecordIndex(records) as index:
        assert index.sync().rebuilt
        assert len(index.deals()) == 13


def test_right_version_but_missing_tables_is_rebuilt(records):
    with open_index(records):
        pass
    con = sqlite3.connect(records.parent / INDEX_NAME)
    con.execute("DROP TABLE entries")
    con.close()
    with open_index(records) as index:
        assert len(index.entries()) == 8


def test_an_unwritable_index_lives_in_memory(records, tmp_path):
    blocker = tmp_path / "file-not-folder"
    blocker.write_text("")
    with RecordIndex(records, db=blocker / INDEX_NAME) as index:
        index.sync()
        assert index.problem
        assert len(index.entries()) == 8


def test_two_processes_sync_at_once(records):
    errors: list[BaseException] = []

    def work() -> None:
        try:
            for _ in range(3):
                with RecordIndex(records) as index:
                    index.sync()
                    assert len(index.deals()) == 13
        except BaseException as exc:  # report in the main thread
            errors.append(exc)

    threads = [threading.Thread(target=work) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []


def test_an_unfinished_record_is_listed_not_counted(records):
    tarot = json.loads((records / "tarot.jsonl").read_text().splitlines()[0])
    tarot["actions"] = tarot["actions"][:10]
    del tarot["result"]
    (records / "open.json").write_text(json.dumps(tarot))
    with open_index(records) as index:
        assert [e.result for e in index.entries(result="unfinished")] == ["unfinished"]
        assert compute(index.deals(), index.entries())["overall"]["deals"] == 13
