import json
import subprocess
import sys

import pytest

from cardavia import __version__
from cardavia.cli import main


def run(capsys, *args):
    try:
        status = main(list(args))
    except SystemExit as exc:  # argparse's own exits (--help, --version, usage errors)
        status = exc.code
    out, err = capsys.readouterr()
    return status, out, err


def test_version_and_bare_command(capsys):
    status, out, _ = run(capsys, "--version")
    assert status == 0 and out.strip() == f"cardavia {__version__}"
    status, out, _ = run(capsys, "--help")
    assert status == 0
    for command in ("replay", "simulate", "bench", "arena", "rules", "--lang"):
        assert command in out
    status, out, err = run(capsys)  # the app needs a terminal; pytest's stdout is not one
    assert status == 2 and "interactive terminal" in err


def test_simulate_then_replay_gives_the_stored_results(capsys, tmp_path):
    out_file = tmp_path / "deals.jsonl"
    status, _, _ = run(
        capsys,
        "simulate",
        "--game",
        "french-tarot",
        "--deals",
        "5",
        "--seed",
        "3",
        "--out",
        str(out_file),
    )
    assert status == 0
    records = [json.loads(line) for line in out_file.read_text().splitlines()]
    assert len(records) == 5 and all(r["result"]["over"] for r in records)
    status, out, err = run(capsys, "replay", str(out_file))
    assert status == 0 and err == ""
    results = [json.loads(line) for line in out.splitlines()]
    assert results == [r["result"] for r in records]


def test_simulate_is_deterministic_by_seed(capsys):
    first = run(capsys, "simulate", "--game", "french-tarot", "--deals", "2", "--seed", "9")
    second = run(capsys, "simulate", "--game", "french-tarot", "--deals", "2", "--seed", "9")
    other = run(capsys, "simulate", "--game", "french-tarot", "--deals", "2", "--seed", "10")
    assert first == second and first[1] != other[1]


def test_replay_of_an_illegal_action_names_record_index_action_and_reason(capsys, tmp_path):
    main(["simulate", "--game", "french-tarot", "--deals", "2", "--seed", "5"])
    lines = capsys.readouterr().out.splitlines()
    bad = json.loads(lines[1])
    bad["actions"][1] = "T22"
    path = tmp_path / "bad.jsonl"
    path.write_text(lines[0] + "\n" + json.dumps(bad) + "\n")
    status, out, err = run(capsys, "replay", str(path))
    assert status == 2
    assert len(out.splitlines()) == 1  # the first record's result was printed
    assert "record 2 (line 2)" in err and "action #1 'T22'" in err
    assert "not a French Tarot action" in err
    assert "Traceback" not in err


def test_replay_reports_a_stored_result_that_disagrees(capsys, tmp_path):
    main(["simulate", "--game", "french-tarot", "--deals", "1", "--seed", "5"])
    rec = json.loads(capsys.readouterr().out)
    rec["result"]["scores"] = [1, 2, 3, -6]
    path = tmp_path / "wrong.json"
    path.write_text(json.dumps(rec, indent=2))
    status, out, err = run(capsys, "replay", str(path))
    assert status == 1
    assert "result differs: scores: stored [1, 2, 3, -6]" in err
    assert json.loads(out)["scores"] != [1, 2, 3, -6]


@pytest.mark.parametrize(
    ("content", "fragment"),
    [
        (None, "no such file"),
        ("", "empty"),
        ("{]", "not valid JSON"),
        (b"\xff\xfe\x00", "not a UTF-8 text file"),
        ('{"game": "french-tarot", "deal": {"hands": [], "chien": []}}', "French Tarot deals 4"),
    ],
)
def test_replay_of_a_malformed_file_exits_2_with_a_message(capsys, tmp_path, content, fragment):
    path = tmp_path / "input.jsonl"
    if isinstance(content, bytes):
        path.write_bytes(content)
    elif content is not None:
        path.write_text(content)
    status, out, err = run(capsys, "replay", str(path))
    assert status == 2 and out == ""
    assert fragment in err and err.startswith("cardavia: ")


def test_unknown_game_and_bad_numbers_are_usage_errors(capsys):
    status, _, err = run(capsys, "simulate", "--game", "bridge")
    assert status == 2 and "unknown game 'bridge'" in err
    status, _, err = run(capsys, "simulate", "--game", "french-tarot", "--deals", "0")
    assert status == 2 and "must be at least 1" in err
    status, _, err = run(capsys, "simulate", "--game", "french-tarot", "--matches")
    assert status == 2 and "no matches" in err
    status, _, err = run(capsys, "bench", "--game", "bridge")
    assert status == 2 and "unknown game" in err


def test_bench_json_reports_every_game_with_runs(capsys):
    status, out, _ = run(
        capsys, "bench", "--json", "--game", "french-tarot", "--runs", "3", "--seconds", "0.05"
    )
    assert status == 0
    report = json.loads(out)
    (row,) = report["games"]
    assert row["game"] == "french-tarot" and len(row["deals_per_second_runs"]) == 3
    assert row["deals_per_second"] > 0 and row["raw_playouts_per_second"] > 0


def test_the_installed_command_never_prints_a_traceback(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "cardavia-record/1", "game": "french-tarot"}')
    for args in (["replay", str(bad)], ["replay", str(tmp_path)], ["no-such-command"]):
        proc = subprocess.run(
            [sys.executable, "-m", "cardavia", *args], capture_output=True, text=True
        )
        assert proc.returncode == 2, args
        assert "Traceback" not in proc.stderr and proc.stderr.strip(), args


def test_rules_prints_the_document_and_explains_bad_arguments(capsys):
    status, out, _ = run(capsys, "rules", "schnapsen", "--lang", "fi")
    assert status == 0 and out.startswith("# Schnapsen") and "66" in out
    status, out, _ = run(capsys, "rules", "french-tarot", "--tradition", "marseille")
    assert status == 0 and "Le Bateleur" in out
    status, _, err = run(capsys, "rules", "french-tarot", "--tradition", "wiener-bild")
    assert status == 2 and "does not play French Tarot" in err and "marseille" in err
    status, _, err = run(capsys, "rules", "bridge")
    assert status == 2 and "unknown game 'bridge'" in err
    status, _, err = run(capsys, "--game", "bridge")
    assert status == 2 and "unknown game" in err
    status, _, err = run(capsys, "--seed", "3")
    assert status == 2 and "give --game too" in err
