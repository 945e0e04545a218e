"""Helpers for the TUI tests: an isolated app, a table sat down at a seeded decision, the
screen as text, text snapshots."""

import asyncio
import difflib
import io
import os
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console

from cardavia.engine.registry import tradition_for_game
from cardavia.play.session import TableSession
from cardavia.settings import Settings
from cardavia.tui.app import CardaviaApp
from cardavia.tui.dialogs.cards import CardPickDialog
from cardavia.tui.dialogs.choice import ChoiceDialog
from cardavia.tui.dialogs.settlement import SettlementDialog
from cardavia.tui.screens.table import TableScreen

Obs = dict[str, Any]

SNAPSHOTS = Path(__file__).parent / "snapshots"
UPDATE = os.environ.get("CARDAVIA_UPDATE_SNAPSHOTS") == "1"


def make_app(lang: str = "en", **settings) -> CardaviaApp:
    settings.setdefault("grain", 0)  # snapshots stay readable; grain has its own test
    return CardaviaApp(lang=lang, settings=Settings(**settings), save=False)


# -- A table at a seeded decision -------------------------------------------------------------
# A test reaches a decision deterministically: a seeded ``TableSession`` is played with the
# engine and its easy AI seats (the human following a fixed policy) up to the moment seat 0
# must decide, then the table is opened on that session.
def prefer(*wanted: str) -> Callable[[Obs], str]:
    """The human's policy on the way to a decision: the first wanted legal action, else the
    first legal one."""

    def choose(obs: Obs) -> str:
        legal = obs["legal_actions"]
        return next((w for w in wanted if w in legal), legal[0])

    return choose


def reach(game: str, seed: int, policy: Callable[[Obs], str], until: Callable[[Obs], bool]):
    """The session of ``seed`` played until the human faces ``until`` (or the deal is over)."""
    session = TableSession(game, tradition_for_game(game), seed, "easy")
    for _ in range(500):
        if session.state.is_over:
            return session
        if session.human_to_move:
            obs = session.observation()
            if until(obs):
                return session
            session.apply(policy(obs))
        else:
            session.apply(session.ai_choice())
    raise AssertionError("the deal never got there")


def at_phase(phase: str) -> Callable[[Obs], bool]:
    return lambda obs: obs["phase"] == phase


def offers(prefix: str) -> Callable[[Obs], bool]:
    return lambda obs: any(a.startswith(prefix) for a in obs["legal_actions"])


async def sit_down(app, pilot, session: TableSession) -> TableScreen:
    table = TableScreen(session.game_id, session.tradition, session.seed, "easy", session=session)
    table.watching = False  # a live table on a prepared session, not a replay
    await app.push_screen(table)
    return table


async def asked(app, pilot, kind=(ChoiceDialog, CardPickDialog, SettlementDialog), after=None):
    """The dialog (or the table, when a card is to be played) the human now faces; ``after``
    is the dialog just answered, which may still be closing."""
    deadline = time.monotonic() + 60  # bounded by time: a loaded machine's AI is slower
    while time.monotonic() < deadline:
        await pilot.pause(0.01)
        screen = app.screen
        if isinstance(screen, kind) and screen is not after:
            if not isinstance(screen, TableScreen):
                if screen.query("#dialog Button") and screen.focused is not None:
                    return screen  # composed and mounted (its first choice has the focus)
                continue
            if screen.session.human_to_move and screen.awaiting_card:
                return screen
    raise AssertionError(f"the table never showed {kind}, it shows {app.screen}")


async def seated(app, pilot, session: TableSession, kind=TableScreen):
    """The table sat down on ``session``, and what the human faces first there (a dialog of
    ``kind``, or the table itself when a card is to be played)."""
    table = await sit_down(app, pilot, session)
    return table, await asked(app, pilot, kind)


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


# -- Keys as a player mashes them -------------------------------------------------------------
_KEY_CHARS = {"enter": "\r", "space": " ", "tab": "\t", "escape": "\x1b"}


async def mash(pilot, keys: list[str], gap: float = 0.004) -> None:
    """Send ``keys`` the way a player mashing them does: one every ``gap`` seconds, whatever
    the app is doing. Pilot's own ``press`` waits after every key until the process is idle,
    and a table with AI seats moving and cards in flight is never idle, so each of its keys
    runs to that wait's 1 s cap. The caller pauses when it needs the keys' effects settled."""
    from textual import events

    driver = pilot.app._driver
    for key in keys:
        char = _KEY_CHARS.get(key, key if len(key) == 1 else None)
        driver.send_message(events.Key(key, char))
        await asyncio.sleep(gap)


def burst(pilot, keys: list[str]) -> None:
    """Send ``keys`` as a terminal does what was typed fast: in one read, so every one of them
    is queued before the app handles the first (``mash`` yields to the app between keys)."""
    from textual import events

    driver = pilot.app._driver
    for key in keys:
        driver.send_message(events.Key(key, _KEY_CHARS.get(key, key if len(key) == 1 else None)))
