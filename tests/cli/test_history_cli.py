"""``cardavia history`` and ``cardavia stats`` on a known set of records."""

from __future__ import annotations

import json
import os

from history_fixtures import known_records_folder, run_cli

run = run_cli
_records = known_records_folder


def test_history_lists_newest_first_and_filters(capsys):
    folder = _records()
    (folder / "broken.jsonl").write_text("[1, 2")
    status, out, _ = run(capsys, "history", "--json")
    assert status == 0
    listing = json.loads(out)
    assert [r["game"] for r in listing["records"]][:3] == ["preference", "schnapsen", "schnapsen"]
    assert listing["records"][0]["played"] == "2026-11-12T12:00:00"
    assert [os.path.basename(s["file"]) for s in listing["skipped"]] == ["broken.jsonl"]
    status, out, _ = run(capsys, "history", "--game", "french-tarot", "--result", "even")
    assert status == 0
    lines = out.splitlines()
    assert lines[0].startswith("played") and len(lines) == 1 + 1 + 1  # header, deal, skipped
    assert "2026-10-04" in lines[1] and "even" in lines[1]
    assert lines[2].startswith("skipped ") and "broken.jsonl" in lines[2]


def test_stats_json_and_text(capsys):
    _records()
    status, out, _ = run(capsys, "stats", "--json")
    assert status == 0
    stats = json.loads(out)
    assert stats["overall"]["deals"] == 13
    assert "series" not in stats["games"]["schnapsen"]
    assert stats["games"]["schnapsen"]["closings"] == {"made": 1, "failed": 1}
    status, out, _ = run(capsys, "stats", "--game", "preference", "--json", "--series")
    stats = json.loads(out)
    assert list(stats["games"]) == ["preference"]
    assert stats["games"]["preference"]["series"]["score"] == [-20, 10, 24]
    status, out, _ = run(capsys, "stats", "--game", "schnapsen")
    assert status == 0
    assert "schnapsen: 5 deals, won 1, lost 4, win rate 20 %" in out
    assert "closings: made 1, failed 1" in out


def test_bad_input_is_refused_without_a_traceback(capsys):
    status, _, err = run(capsys, "stats", "--game", "bridge")
    assert status == 2 and "unknown game" in err and "Traceback" not in err
    status, _, err = run(capsys, "history", "--since", "yesterday")
    assert status == 2 and "not a date" in err


def test_empty_records_folder(capsys):
    status, out, _ = run(capsys, "history")
    assert status == 0 and out.startswith("No saved records")
    status, out, _ = run(capsys, "stats")
    assert status == 0 and out.startswith("Deals played: 0")
