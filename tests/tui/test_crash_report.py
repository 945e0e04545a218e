"""A bug inside the running app ends it as a bug ends a command (issue 26): the unfinished
game kept, the terminal restored, one line (no traceback), a crash report in the cache folder,
status 1."""

from __future__ import annotations

import asyncio
import os
from pathlib import Path

from pty_app import PtyApp
from test_resume_table import _play_cards, _until

from cardavia.play.resume import resume_path
from cardavia.settings import Settings
from cardavia.tui.app import CardaviaApp
from cardavia.tui.screens.table import TableScreen
from cardavia.tui.signals import SignalEnd

#: The app as ``cardavia`` runs it, with the home screen's labelling made to fail.
FAILING_HOME = """
import sys
from cardavia.tui.screens.home import HomeScreen

def fail(self):
    raise RuntimeError("injected by the test")

HomeScreen._menu = fail  # called as home composes
from cardavia.cli.main import main
sys.exit(main(sys.argv[1:]))
"""


def _crash_reports() -> list[Path]:
    folder = Path(os.environ["CARDAVIA_CACHE_DIR"])
    return sorted(folder.glob("crash-*.txt")) if folder.is_dir() else []


def test_a_bug_in_the_app_prints_one_line_and_writes_a_crash_report():
    app = PtyApp([], python=["-c", FAILING_HOME])
    try:
        status = app.ended_within(60)
        words = app.last_words()
        assert status == 1, words
        reports = _crash_reports()
        assert len(reports) == 1
        assert "RuntimeError: injected by the test" in reports[0].read_text()
        line = (
            f"cardavia: internal error (RuntimeError); details were written to {reports[0]}. "
            "Please report it."
        )
        assert words.splitlines()[-1] == line
        assert "Traceback" not in words and "locals" not in words
        tail = app.output[app.output.rfind(b"\x1b[?1049h") :]
        assert b"\x1b[?1049l" in tail and b"\x1b[?1000l" in tail  # the terminal is restored
    finally:
        app.close()


async def test_a_bug_at_the_table_keeps_the_unfinished_game():
    app = CardaviaApp(
        lang="en",
        settings=Settings(grain=0, ai_speed=100),
        save=False,
        signal_end=SignalEnd(keep=lambda: None),  # as run_app makes it (not installed)
    )

    def fail() -> None:
        raise RuntimeError("injected by the test")

    async with app.run_test(size=(120, 40)) as pilot:
        app.open_table("schnapsen", "wiener-bild", seed=3)
        await _until(pilot, lambda: isinstance(app.screen, TableScreen))
        await _play_cards(app, pilot, app.screen, 2)
        app.call_later(fail)
        for _ in range(1000):
            if app.return_code is not None:
                break
            await asyncio.sleep(0.02)
    assert app.return_code == 1
    assert resume_path("schnapsen").exists()
    assert len(_crash_reports()) == 1
