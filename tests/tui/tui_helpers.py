"""Helpers for the TUI tests: an isolated app, the screen as text, text snapshots."""

import difflib
import io
import os
import time
from pathlib import Path

import pytest
from rich.console import Console

from cardavia.settings import Settings
from cardavia.tui.app import CardaviaApp

SNAPSHOTS = Path(__file__).parent / "snapshots"
UPDATE = os.environ.get("CARDAVIA_UPDATE_SNAPSHOTS") == "1"


def make_app(lang: str = "en", **settings) -> CardaviaApp:
    settings.setdefault("grain", 0)  # snapshots stay readable; grain has its own test
    return CardaviaApp(lang=lang, settings=Settings(**settings), save=False)


def screen_text(app: CardaviaApp) -> str:
    """What the terminal shows, as plain text (the way a player reads it)."""
    width, height = app.size
    console = Console(
        width=width,
        height=height,
        file=io.StringIO(),
        force_terminal=True,
        color_system=None,
        record=True,
        legacy_windows=False,
        safe_box=False,
    )
    console.print(
        app.screen._compositor.render_update(full=True, screen_stack=app._background_screens)
    )
    return "\n".join(line.rstrip() for line in console.export_text().splitlines()) + "\n"


async def until(pilot, condition, what: str = "the condition", seconds: float = 60) -> None:  # type: ignore[no-untyped-def]
    """Wait until ``condition()`` holds, bounded by time (not by a count of pauses: a loaded
    machine makes each pause longer and each step of the app slower)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        await pilot.pause(0.01)
        if condition():
            return
    raise AssertionError(f"{what} never happened in {seconds:g} s")


async def settled_text(app: CardaviaApp, pilot) -> str:  # type: ignore[no-untyped-def]
    """The screen text once it has stopped changing (layout and Markdown finish async)."""
    previous = None
    same = 0
    for _ in range(150):
        await pilot.pause(0.03)
        text = screen_text(app)
        same = same + 1 if text == previous else 0
        if same == 3:  # three looks in a row: a loaded machine's late layout has come in
            return text
        previous = text
    return previous or ""


def assert_snapshot(name: str, text: str) -> None:
    path = SNAPSHOTS / f"{name}.txt"
    if UPDATE or not path.exists():
        path.write_text(text, encoding="utf-8")
        if not UPDATE:
            pytest.fail(f"snapshot {path.name} was missing and has been written; run again")
    expected = path.read_text(encoding="utf-8")
    if text != expected:
        diff = difflib.unified_diff(
            expected.splitlines(), text.splitlines(), "snapshot", "screen", lineterm=""
        )
        pytest.fail(f"{name}: screen differs from snapshot\n" + "\n".join(diff))


def squash_ok(app: CardaviaApp, text: str) -> None:
    """Every footer label of the screen is shown whole (nothing clipped at the edge)."""
    import re

    def squash(s: str) -> str:
        return re.sub(r"[\s│╭╮╰╯─━▔▁▏▕┃▌▐]", "", s)

    shown = squash(text)
    labels = [
        b.binding.description
        for b in app.screen.active_bindings.values()
        if b.binding.show and b.binding.description
    ]
    clipped = [label for label in labels if squash(label) not in shown]
    assert clipped == [], f"clipped footer labels: {clipped}"
