"""Whatever file or argument the command line is handed, it answers with one clear line and
exit 0, 1 or 2 — never a traceback, never a hang, never the file's escape sequences."""

import json
import os
import random
import signal
import subprocess
import sys
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardavia.cli import main
from cardavia.engine.playout import random_record
from cardavia.engine.registry import get_game


def run(capsys, *args):
    try:
        status = main(list(args))
    except SystemExit as exc:
        status = exc.code
    out, err = capsys.readouterr()
    return status, out, err


def record(game="schnapsen", seed=1):
    spec = get_game(game)
    tradition = "french" if game == "french-tarot" else "wiener-bild"
    return random_record(spec, random.Random(seed), 0, tradition)


def write(tmp_path, name, data):
    path = tmp_path / name
    if isinstance(data, bytes):
        path.write_bytes(data)
    else:
        path.write_text(data if isinstance(data, str) else json.dumps(data))
    return str(path)


def hostile_files(tmp_path):
    good = record()
    deep = "[" * 100_000 + "]" * 100_000
    huge_int = '{"game": "schnapsen", "dealer": ' + "9" * 5000 + "}"
    overflow = {**good, "result": {**good["result"], "winner": 10**4000}}
    escape = {**good, "actions": ["\x1b]0;pwned\x07" + "X" * 100_000, *good["actions"][1:]]}
    markup = {**good, "actions": ["[/b]", *good["actions"][1:]]}
    hands = [list(h) for h in good["deal"]["hands"]]
    hands[0][0] = "\x1b[2J" + "Q" * 1_000_000
    long_code = {**good, "deal": {**good["deal"], "hands": hands}}
    bad_tradition = {**good, "tradition": "evil[/b]"}
    bad_dealer = {**good, "dealer": 7}
    unknown_game = {**good, "game": "poker"}
    empty_action = {**good, "actions": [""]}
    match = get_game("schnapsen").random_match(random.Random(3))
    match["deals"][1]["actions"][0] = "ZZ"
    return {
        "100,000 nested brackets": (write(tmp_path, "deep.json", deep), 2, "nested too deeply"),
        "5,000-digit integer": (write(tmp_path, "int.json", huge_int), 2, "not valid JSON"),
        "stored result too big for a float": (
            write(tmp_path, "overflow.json", overflow),
            1,
            "result differs",
        ),
        "escape sequences": (write(tmp_path, "esc.json", escape), 2, "\\x1b]0;pwned\\x07"),
        "markup in an action": (write(tmp_path, "markup.json", markup), 2, "'[/b]'"),
        "a 1 MB card code": (write(tmp_path, "code.json", long_code), 2, "characters)"),
        "unknown tradition": (write(tmp_path, "trad.json", bad_tradition), 2, "tradition"),
        "dealer 7": (write(tmp_path, "dealer.json", bad_dealer), 2, "dealer 7 is not a seat"),
        "unknown game": (write(tmp_path, "game.json", unknown_game), 2, "unknown game"),
        "empty action": (write(tmp_path, "empty.json", empty_action), 2, "is illegal"),
        "a bad later deal of a match": (write(tmp_path, "m.json", match), 2, "deal 2"),
        "a float that overflows": (
            write(tmp_path, "inf.json", json.dumps(good).replace('"over": true', '"x": 1e400')),
            2,
            "too large",
        ),
        "NaN": (write(tmp_path, "nan.json", '{"game": "schnapsen", "dealer": NaN}'), 2, "NaN"),
        "binary": (write(tmp_path, "bin.json", bytes(range(256))), 2, "UTF-8"),
        "empty": (write(tmp_path, "e.json", ""), 2, "empty"),
        "a folder": (str(tmp_path), 2, "directory"),
        "a device": ("/dev/zero", 2, "not a regular file"),
        "missing": (str(tmp_path / "nope.json"), 2, "no such file"),
    }


def test_every_hostile_file_gets_one_clear_line_and_the_right_status(capsys, tmp_path):
    for what, (path, status, words) in hostile_files(tmp_path).items():
        code, _, err = run(capsys, "replay", path)
        assert code == status, what
        assert words in err, (what, err[:300])
        assert "Traceback" not in err and "internal error" not in err, what
        assert "\x1b" not in err and "\x07" not in err, what  # escapes are shown, not sent
        assert len(err) < 3000, what  # echoed values are cut


def test_watch_validates_exactly_as_replay_does_before_any_table(capsys, tmp_path):
    for what, (path, status, _) in hostile_files(tmp_path).items():
        replayed = run(capsys, "replay", path)
        watched = run(capsys, "replay", path, "--watch")
        assert watched[0] == status, what  # refused before it ever asks for a terminal
        assert watched[2].splitlines()[0] == replayed[2].splitlines()[0], what


def test_a_fifo_is_refused_at_once_instead_of_blocking(capsys, tmp_path):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    started = time.monotonic()
    code, _, err = run(capsys, "replay", str(fifo))
    assert code == 2 and "not a regular file" in err
    assert time.monotonic() - started < 5


def test_an_oversized_file_is_refused_with_the_limit(capsys, tmp_path, monkeypatch):
    from cardavia.engine import records

    monkeypatch.setattr(records, "MAX_RECORD_BYTES", 1000)
    path = write(tmp_path, "big.jsonl", json.dumps(record()) + "\n" + " " * 2000)
    code, _, err = run(capsys, "replay", path)
    assert code == 2 and "larger than" in err


def _mutations():
    """A valid record of any game, then one edit: a field replaced by any JSON value, a key
    removed, an action changed, or the text cut short."""
    values = st.recursive(
        st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=12),
        lambda kids: st.lists(kids, max_size=3) | st.dictionaries(st.text(max_size=8), kids),
        max_leaves=8,
    )
    return st.tuples(
        st.sampled_from(["french-tarot", "schnapsen", "preference"]),
        st.integers(0, 50),
        st.sampled_from(["replace", "remove", "action", "cut", "deal"]),
        st.sampled_from(["game", "dealer", "deal", "actions", "result", "tradition", "format"]),
        values,
        st.integers(0, 10_000),
        st.text(max_size=6),
    )


@settings(max_examples=1500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_mutations())
def test_mutated_records_always_end_in_0_1_or_2_with_a_message(tmp_path_factory, mutation):
    game, seed, how, key, value, where, text = mutation
    data = record(game, seed)
    if how == "replace":
        data[key] = value
    elif how == "remove":
        data.pop(key, None)
    elif how == "action" and data["actions"]:
        data["actions"][where % len(data["actions"])] = text
    elif how == "deal":
        hand = data["deal"]["hands"][where % len(data["deal"]["hands"])]
        if hand:
            hand[where % len(hand)] = text
    raw = json.dumps(data)
    if how == "cut":
        raw = raw[: where % len(raw)]
    path = tmp_path_factory.mktemp("m") / "r.json"
    path.write_text(raw)
    from io import StringIO

    err = StringIO()
    out = StringIO()
    saved = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = out, err
    try:
        code = main(["replay", str(path)])
    finally:
        sys.stdout, sys.stderr = saved
    assert code in (0, 1, 2)
    message = err.getvalue()
    assert "internal error" not in message and "Traceback" not in message, message
    if code:
        assert message.startswith("cardavia: ")


def test_a_bug_shows_one_line_and_writes_a_crash_report(capsys, monkeypatch, tmp_path):
    import cardavia.cli.commands.replay as cli

    def broken(*args):
        raise ZeroDivisionError("a bug")

    monkeypatch.setattr(cli, "cmd_replay", broken)
    monkeypatch.setenv("CARDAVIA_CACHE_DIR", str(tmp_path / "cache"))
    code, _, err = run(capsys, "replay", "x.json")
    assert code == 1
    assert err.count("\n") == 1 and "internal error (ZeroDivisionError)" in err
    (report,) = (tmp_path / "cache").glob("crash-*.txt")
    assert "ZeroDivisionError: a bug" in report.read_text()


def cardavia(*args, **kwargs):
    return subprocess.run(
        [sys.executable, "-m", "cardavia", *args],
        capture_output=True,
        text=True,
        timeout=120,
        **kwargs,
    )


def test_output_to_a_full_disk_is_one_line_not_a_traceback(tmp_path):
    done = cardavia("simulate", "--game", "schnapsen", "--deals", "2", "--out", "/dev/full")
    assert done.returncode == 2 and "No space left" in done.stderr
    with open("/dev/full", "w") as full:
        done = subprocess.run(
            [sys.executable, "-m", "cardavia", "simulate", "--game", "schnapsen"],
            stdout=full,
            stderr=subprocess.PIPE,
            text=True,
            timeout=120,
        )
    assert done.returncode == 1 and "cannot write the output" in done.stderr
    assert "Traceback" not in done.stderr


def test_simulate_out_replaces_a_file_whole_or_not_at_all(tmp_path):
    target = tmp_path / "deals.jsonl"
    target.write_text("precious\n")
    done = cardavia("simulate", "--game", "nope", "--out", str(target))
    assert done.returncode == 2 and target.read_text() == "precious\n"
    done = cardavia("simulate", "--game", "schnapsen", "--deals", "3", "--out", str(target))
    assert done.returncode == 0 and len(target.read_text().splitlines()) == 3
    assert [p.name for p in tmp_path.iterdir()] == ["deals.jsonl"]  # no temporary file left


def test_a_terminal_that_cannot_encode_suits_gets_replacements():
    env = {**os.environ, "PYTHONIOENCODING": "ascii"}
    done = cardavia("rules", "schnapsen", "--lang", "zh-Hans", env=env)
    assert done.returncode == 0 and "Traceback" not in done.stderr and done.stdout


def _default_sigint() -> None:
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def test_ctrl_c_on_a_long_command_exits_130_without_a_traceback():
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "cardavia",
            "simulate",
            "--game",
            "french-tarot",
            "--deals",
            "99999999",
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        # A test run started in the background of a non-interactive shell inherits SIGINT
        # ignored, and Python keeps an ignored SIGINT ignored: the child gets the default
        # disposition, as a command typed at a terminal has.
        preexec_fn=_default_sigint,
    )
    time.sleep(2)
    proc.send_signal(signal.SIGINT)
    _, err = proc.communicate(timeout=60)
    assert proc.returncode == 130 and "interrupted" in err and "Traceback" not in err


@pytest.mark.parametrize("sig, status", [(signal.SIGTERM, 143), (signal.SIGHUP, 129)])
def test_a_signal_ends_the_app_and_restores_the_terminal(tmp_path, sig, status):
    """The app in a real pseudo-terminal: after the signal it leaves the alternate screen and
    turns mouse reporting off, and the shell sees 128 + the signal number."""
    import pty

    pid, fd = pty.fork()
    if pid == 0:  # the child: the app, as a player starts it
        os.execv(sys.executable, [sys.executable, "-m", "cardavia", "--lang", "en"])
    output = b""
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline and b"\x1b[?1049h" not in output:
        output += _read(fd)
    time.sleep(1.5)  # let it draw the first screen
    output += _read(fd, 0.2)
    os.kill(pid, sig)
    deadline = time.monotonic() + 30
    exited = None
    while time.monotonic() < deadline:
        output += _read(fd, 0.1)
        done, wait_status = os.waitpid(pid, os.WNOHANG)
        if done:
            exited = wait_status
            break
    output += _read(fd, 0.2)
    os.close(fd)
    assert exited is not None, "the app did not end"
    assert os.waitstatus_to_exitcode(exited) == status
    tail = output[output.rfind(b"\x1b[?1049h") :]
    assert b"\x1b[?1049l" in tail  # the alternate screen was left
    assert b"\x1b[?1000l" in tail  # mouse reporting was turned off
    assert b"Traceback" not in output


def _read(fd, timeout=0.5):
    import select

    ready, _, _ = select.select([fd], [], [], timeout)
    if not ready:
        return b""
    try:
        return os.read(fd, 65536)
    except OSError:
        return b""
