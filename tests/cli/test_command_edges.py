"""``history``, ``stats``, ``replay``, ``simulate`` and ``rules`` at the edges: odd text in the
records, a busy index, a long file, an empty or read-only ``--out``, an unknown language."""

from __future__ import annotations

import io
import json
import os
import sqlite3
import stat
import sys

import pytest

from cardavia.cli import main
from cardavia.cli import tables as tables_module
from cardavia.cli.commands import replay as replay_module
from cardavia.cli.tables import Column, table_lines
from cardavia.play import index as index_module
from cardavia.play.index import INDEX_NAME, open_index
from history_fixtures import (
    known_records_folder,
    run_cli,
    schnapsen_deal,
)

run = run_cli
_records = known_records_folder


def _raw_controls(text: str) -> list[str]:
    return [ch for ch in text if not ch.isprintable() and ch not in "\n "]


def test_odd_text_in_the_records_is_shown_escaped_and_never_fails(capsys):
    folder = _records()
    deal = schnapsen_deal()
    (folder / "surrogate.json").write_text(json.dumps({**deal, "level": "\ud800"}))
    long_level = "\x1b]0;pwned\x07" + "L" * 1_000_000
    (folder / "escape.json").write_text(json.dumps({**deal, "level": long_level}))
    raw_name = os.fsencode(folder) + b"/\xff\x1b[2J.json"
    with open(raw_name, "w", encoding="utf-8") as fh:
        fh.write(json.dumps(deal))
    for args in (["history"], ["history", "--json"], ["stats"], ["stats", "--json"]):
        status, out, err = run(capsys, *args)
        assert status == 0, (args, err)
        assert _raw_controls(out) == [], args
        if "--json" in args:
            assert len(out) < 100_000 and json.loads(out), args  # the level is cut too
        else:
            assert max(len(line) for line in out.splitlines()) < 2000, args
    _, out, _ = run(capsys, "history", "--json")
    files = {r["file"] for r in json.loads(out)["records"]}
    assert os.fsdecode(raw_name) in files  # the \udcff escape reads back as the real name
    _, out, _ = run(capsys, "stats")
    (line,) = [line for line in out.splitlines() if "pwned" in line]
    assert line.startswith("  against \\x1b]0;pwned\\x07LLL") and "…" in line and len(line) < 200


def test_history_and_stats_say_when_a_busy_index_left_files_out(capsys, monkeypatch):
    folder = _records()
    with open_index():
        pass
    (folder / "new.json").write_text(json.dumps(schnapsen_deal()))
    monkeypatch.setattr(index_module, "BUSY_TIMEOUT_MS", 50)
    holder = sqlite3.connect(folder.parent / INDEX_NAME, isolation_level=None)
    holder.execute("BEGIN IMMEDIATE")  # another Cardavia writing the index
    try:
        status, out, err = run(capsys, "history")
        assert status == 0 and len(out.splitlines()) == 1 + 8
        assert "the history index is busy" in err and "1 record file is not counted" in err
        status, out, err = run(capsys, "history", "--json")
        assert status == 0 and json.loads(out)["pending_files"] == 1
        status, out, err = run(capsys, "stats", "--json")
        assert status == 0 and json.loads(out)["pending_files"] == 1 and "busy" in err
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    status, out, err = run(capsys, "history", "--json")
    assert json.loads(out)["pending_files"] == 0 and err == ""


def _rich_table_lines(columns, rows) -> list[str]:
    """How ``rich.table`` lays the table out (the layout ``table_lines`` keeps)."""
    from rich.console import Console
    from rich.table import Table
    from rich.text import Text

    table = Table(box=None, pad_edge=False, show_edge=False, padding=(0, 1), highlight=False)
    for column in columns:
        table.add_column(
            Text(column.header),
            justify=column.justify,
            min_width=column.min_width or None,
            no_wrap=True,
        )
    for row in rows:
        table.add_row(*(Text(cell) for cell in row))
    sink = io.StringIO()
    Console(file=sink, width=10_000, color_system=None, markup=False).print(table)
    return [line.rstrip() for line in sink.getvalue().splitlines()]


def test_text_tables_are_laid_out_as_rich_lays_them_out():
    columns = [Column("played", min_width=15), Column("game"), Column("deals", "right", 4)]
    cells = ["", "a", "北京", "♠10", "+560", "french-tarot", "ｗｉｄｅ", "😀", "e\u0301", "x" * 30]
    rows = [[cells[(i * 7 + j * 3) % len(cells)] for j in range(3)] for i in range(25)]
    assert table_lines(columns, rows) == _rich_table_lines(columns, rows)
    assert table_lines(columns, []) == _rich_table_lines(columns, [])


def test_text_history_lays_out_its_table_itself(capsys, monkeypatch):
    """rich's Table took 5 s for 10,000 records, --json 0.17 s (it measures and renders every
    cell as a renderable)."""
    _records()

    def refused(*args, **kwargs):
        raise AssertionError("laid out by rich.table")

    monkeypatch.setattr("rich.table.Table.__init__", refused)
    status, out, _ = run(capsys, "history")
    assert status == 0 and len(out.splitlines()) == 1 + 8
    assert tables_module.table_lines  # the layout used is this module's own


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_replay_of_a_large_file_shows_its_progress_on_a_terminal(tmp_path, monkeypatch, capsys):
    path = tmp_path / "deals.jsonl"
    simulate = ["simulate", "--game", "schnapsen", "--deals", "3", "--out", str(path)]
    assert run(capsys, *simulate)[0] == 0
    monkeypatch.setattr(replay_module, "PROGRESS_BYTES", 1)
    monkeypatch.setattr(replay_module, "PROGRESS_EVERY", 0)
    terminal = _Terminal()
    monkeypatch.setattr(sys, "stderr", terminal)
    status = main(["replay", str(path)])
    out = capsys.readouterr().out
    assert status == 0 and len(out.splitlines()) == 3  # the results, untouched
    shown = terminal.getvalue()
    assert "\rreading " in shown and "\rreplaying 3 of 3 records\x1b[K" in shown
    assert shown.endswith("\r\x1b[K")  # the line is cleared at the end
    # Not on a terminal, or a small file: nothing but the results.
    monkeypatch.setattr(replay_module, "PROGRESS_BYTES", path.stat().st_size + 1)
    terminal = _Terminal()
    monkeypatch.setattr(sys, "stderr", terminal)
    assert main(["replay", str(path)]) == 0 and terminal.getvalue() == ""
    monkeypatch.setattr(replay_module, "PROGRESS_BYTES", 1)
    monkeypatch.setattr(sys, "stderr", io.StringIO())
    assert main(["replay", str(path)]) == 0 and sys.stderr.getvalue() == ""


def test_simulate_refuses_an_empty_out_and_a_read_only_folder(tmp_path, capsys):
    status, out, err = run(capsys, "simulate", "--game", "schnapsen", "--out", "")
    assert status == 2 and out == "" and "--out needs a file name" in err
    folder = tmp_path / "read-only"
    folder.mkdir()
    folder.chmod(stat.S_IRUSR | stat.S_IXUSR | stat.S_IRGRP | stat.S_IXGRP)
    try:
        target = folder / "deals.jsonl"
        status, _, err = run(capsys, "simulate", "--game", "schnapsen", "--out", str(target))
        assert status == 2 and ("read-only" in err or "Permission denied" in err)
        assert not target.exists()
    finally:
        folder.chmod(stat.S_IRWXU)


@pytest.mark.parametrize("lang", ["xx", "", "[/]\x1b"])
def test_rules_with_an_unknown_language_is_bad_input(capsys, lang):
    status, out, err = run(capsys, "rules", "schnapsen", "--lang", lang)
    assert status == 2 and out == ""
    assert err.startswith("cardavia: unknown language") and "available: en" in err
    assert "\x1b" not in err
    status, out, err = run(capsys, "--lang", lang, "rules", "schnapsen")
    assert status == 2 and out == ""
