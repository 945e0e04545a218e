"""A terminal far below 80 × 24, even 1 × 1, shows the too-small screen, at home or straight at
a table, and the app comes back when it is enlarged (issue 26: a table started at 40 × 10
failed on the too-small screen, a 1-column terminal failed laying out the home screen)."""

from __future__ import annotations

import asyncio
import signal

import pytest
from pty_app import PtyApp
from tui_helpers import make_app

from cardavia.tui.screens.too_small import TooSmallScreen

TINY = [(1, 1), (10, 2), (20, 5), (40, 10)]
#: A table takes a while to open: the smallest and the largest of the sizes that failed.
TINY_AT_TABLE = [(1, 1), (40, 10)]


async def _settle(pilot) -> None:
    await pilot.pause()
    await asyncio.sleep(0.3)  # the table's own start (a dialog, the first AI moves)
    await pilot.pause()


@pytest.mark.parametrize("game", [None, "french-tarot", "schnapsen", "preference"])
async def test_a_tiny_terminal_shows_the_too_small_screen_and_enlarging_it_uncovers_the_app(
    game,
):
    for size in TINY_AT_TABLE if game else TINY:
        app = make_app()
        if game:
            app.start_table = (game, None, 1)
        async with app.run_test(size=size) as pilot:
            await _settle(pilot)
            assert isinstance(app.screen, TooSmallScreen), size
            await pilot.resize_terminal(100, 32)
            await _settle(pilot)
            assert not any(isinstance(s, TooSmallScreen) for s in app.screen_stack), size
            await pilot.resize_terminal(*size)  # and down again
            await _settle(pilot)
            assert isinstance(app.screen, TooSmallScreen), size


@pytest.mark.parametrize(
    "args, size",
    [
        (["--game", "french-tarot"], (40, 10)),
        (["--game", "preference"], (10, 2)),
        (["--game", "schnapsen"], (1, 1)),
        ([], (1, 1)),
    ],
)
def test_a_tiny_real_terminal_shows_the_too_small_screen_until_enlarged(args, size):
    app = PtyApp(args, size=size)
    try:
        assert app.wait_for(b"\x1b[?1049h"), app.last_words()
        app.pump(3)  # the table opens under the too-small screen (too small to read here)
        assert app.proc.poll() is None, app.last_words()
        app.resize(100, 32)
        assert app.wait_for(b"Rules", within=30), app.last_words()
        app.resize(*size)
        app.pump(1)
        app.resize(100, 32)
        app.output = b""
        assert app.wait_for(b"Rules", within=30), app.last_words()
        app.proc.send_signal(signal.SIGTERM)
        assert app.ended_within(20) == 143, app.last_words()
    finally:
        app.close()
