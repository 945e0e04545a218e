"""Closing the terminal (tmux kill-session, a dropped ssh connection), SIGHUP or SIGTERM end the
app whatever it is doing: starting, opening a table, laying out the rules (issue 26).

Before, closing the terminal while a screen was being laid out could leave the process alive
for ever: Textual's output thread died on the closed terminal, and the app's shutdown then
waited for ever to hand it the "mouse off" sequence.
"""

from __future__ import annotations

import random
import signal
import subprocess
import sys
import textwrap

import pytest
from pty_app import PtyApp

#: The longest the app may take to end after the hang-up (its watchdog allows 3 s, and this
#: machine may be loaded); the test polls and moves on as soon as it has ended.
ENDS_WITHIN = 20.0

TARGETS = {
    "home": ([], {}),
    "rules": ([], {"TEXTUAL_PRESS": "r,enter"}),  # the French Tarot rules, laid out
    "french-tarot": (["--game", "french-tarot"], {}),
    "schnapsen": (["--game", "schnapsen"], {}),
    "preference": (["--game", "preference"], {}),
}
ENDINGS = {"close": 129, "hup": 129, "term": 143}


@pytest.mark.parametrize("target", TARGETS)
def test_a_hang_up_or_a_signal_at_a_random_moment_ends_the_app(target):
    args, env = TARGETS[target]
    rng = random.Random(f"issue-26-{target}")
    for run in range(4):
        ending = list(ENDINGS)[run % 3] if run < 3 else rng.choice(list(ENDINGS))
        moment = rng.uniform(0.0, 2.0)
        app = PtyApp(args, env=env)
        try:
            assert app.wait_for(b"\x1b[?1049h"), "the app did not start"
            app.pump(moment)  # starting, laying out, or waiting for the player
            if ending == "close":
                app.hang_up()
            else:
                app.proc.send_signal(signal.SIGHUP if ending == "hup" else signal.SIGTERM)
            status = app.ended_within(ENDS_WITHIN)
            what = f"{target}, {ending} after {moment:.2f} s:\n{app.last_words()}"
            assert status is not None, f"still running ({what})"
            assert status == ENDINGS[ending], f"status {status} ({what})"
            assert app.left_behind() == [], what
            assert b"Traceback" not in app.output, what
        finally:
            app.close()


@pytest.mark.parametrize("target", ["home", "schnapsen"])
def test_a_terminal_gone_with_no_hang_up_signal_still_ends_the_app(target):
    # Not its controlling terminal: closing it sends no SIGHUP, and Textual's input thread
    # then read end-of-file for ever at full speed (processes were left spinning for hours).
    args, env = TARGETS[target]
    app = PtyApp(args, env=env, controlling=False)
    try:
        assert app.wait_for(b"\x1b[?1049h"), "the app did not start"
        app.pump(1.0)
        app.hang_up()
        status = app.ended_within(ENDS_WITHIN)
        what = f"{target}:\n{app.last_words()}"
        assert status == ENDINGS["close"], f"status {status} ({what})"
        assert b"Traceback" not in app.output, what
    finally:
        app.close()


WATCHDOG = textwrap.dedent(
    """
    import asyncio, os, signal, sys, threading
    from pathlib import Path
    from cardavia.tui.signals import SignalEnd

    kept = Path(sys.argv[1])
    watchdog = SignalEnd(keep=lambda: kept.write_text("kept"), grace=0.5)
    watchdog.install()

    def stuck_exit(status):
        threading.Event().wait()  # the clean exit that never ends (a dead terminal's queue)

    async def main():
        watchdog.attach(stuck_exit)
        os.kill(os.getpid(), signal.SIG{name})
        await asyncio.sleep(60)

    asyncio.run(main())
    """
)


@pytest.mark.parametrize("name, status", [("TERM", 143), ("HUP", 129), ("INT", 130)])
def test_a_clean_exit_that_hangs_is_ended_by_the_watchdog_which_keeps_the_games(
    tmp_path, name, status
):
    kept = tmp_path / "kept"
    proc = subprocess.run(
        [sys.executable, "-c", WATCHDOG.replace("{name}", name), str(kept)],
        stdin=subprocess.DEVNULL,
        capture_output=True,
        timeout=60,
    )
    assert proc.returncode == status, proc.stderr
    assert kept.read_text() == "kept"


def test_the_watchdog_does_not_keep_again_what_the_app_kept(tmp_path):
    kept = tmp_path / "kept"
    script = WATCHDOG.replace("{name}", "TERM").replace(
        "def stuck_exit(status):\n", "def stuck_exit(status):\n    watchdog.kept = True\n"
    )
    proc = subprocess.run(
        [sys.executable, "-c", script, str(kept)],
        stdin=subprocess.DEVNULL,
        capture_output=True,
        timeout=60,
    )
    assert proc.returncode == 143, proc.stderr
    assert not kept.exists()


def test_a_signal_before_the_app_runs_ends_the_process_with_its_status():
    script = (
        "import os, signal\n"
        "from cardavia.tui.signals import SignalEnd\n"
        "SignalEnd(keep=lambda: None).install()\n"
        "os.kill(os.getpid(), signal.SIGHUP)\n"
        "raise SystemExit(0)\n"
    )
    proc = subprocess.run([sys.executable, "-c", script], stdin=subprocess.DEVNULL, timeout=60)
    assert proc.returncode == 129
