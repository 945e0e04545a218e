"""The app with a hostile resume folder or settings file: it starts, shows the home screen
and says what it set aside; a kept game with unusual but valid values continues."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from tui_helpers import make_app, screen_text

from cardavia.play.resume import keep, resume_path
from cardavia.play.session import TableSession
from cardavia.settings import Settings
from cardavia.tui.app import CardaviaApp
from cardavia.tui.screens.home import HomeScreen
from cardavia.tui.screens.table import TableScreen


async def _until(pilot, condition, tries: int = 1500) -> None:
    for _ in range(tries):
        if condition():
            return
        await pilot.pause(0.02)
    raise AssertionError("the app did not get there")


def _kept(game: str, tradition: str, **kwargs: object) -> None:
    """A kept game a few moves in."""
    session = TableSession(game, tradition, records_dir=None, **kwargs)  # type: ignore[arg-type]
    for _ in range(3):
        session.apply(session.hint() if session.human_to_move else session.ai_choice())
    keep(session)


def _notes(app: CardaviaApp) -> list[str]:
    return [str(n.message) for n in app._notifications]


def _forge(field: str, value: object) -> None:
    path = resume_path("schnapsen")
    data = json.loads(path.read_text())
    data[field] = value
    path.write_text(json.dumps(data))


DAMAGE = {
    "deal_number inf": lambda: _forge("deal_number", float("inf")),
    "deal_number 1e308": lambda: _forge("deal_number", 1e308),
    "human 99": lambda: _forge("human", 99),
    "tradition [/]": lambda: _forge("tradition", "[/]"),
    "another game's deck": lambda: _forge("tradition", "french"),
    "a FIFO": lambda: (resume_path("schnapsen").unlink(), os.mkfifo(resume_path("schnapsen"))),
    "a link to /dev/zero": lambda: (
        resume_path("schnapsen").unlink(),
        resume_path("schnapsen").symlink_to("/dev/zero"),
    ),
}


@pytest.mark.parametrize("damage", DAMAGE.values(), ids=DAMAGE.keys())
async def test_the_app_starts_on_the_home_screen_and_says_what_it_set_aside(damage):
    _kept("schnapsen", "wiener-bild", seed=3)
    damage()
    app = make_app()
    async with app.run_test(size=(120, 40), notifications=True) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen)
        assert "Continue" not in screen_text(app)
        assert any(
            "could not be read and was set aside" in n and "schnapsen.json" in n
            for n in _notes(app)
        )
    assert not os.path.lexists(resume_path("schnapsen"))
    assert list(resume_path("schnapsen").parent.glob("schnapsen.json.damaged-*"))


VALID = {
    "the human at seat 1, a negative seed, the random level": (
        "schnapsen",
        "wiener-bild",
        {"seed": -7, "level": "random", "human": 1},
    ),
    "French Tarot with the Marseille deck, human at seat 3": (
        "french-tarot",
        "marseille",
        {"seed": 2**62, "level": "easy", "human": 3},
    ),
}


@pytest.mark.parametrize(("game", "tradition", "kwargs"), VALID.values(), ids=VALID.keys())
async def test_continue_on_unusual_but_valid_values(game, tradition, kwargs):
    _kept(game, tradition, **kwargs)
    app = make_app(ai_speed=100)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen) and "Continue" in screen_text(app)
        app.continue_game(game)
        await _until(pilot, lambda: isinstance(app.screen, TableScreen))
        session = app.screen.session
        assert (session.human, session.seed, session.level) == (
            kwargs["human"],
            kwargs["seed"],
            kwargs["level"],
        )
        assert session.tradition == tradition
        await _until(pilot, lambda: session.human_to_move and app.screen.awaiting_card)
        assert not any("set aside" in n for n in _notes(app))


async def test_a_settings_file_that_cannot_be_renamed_is_told_at_start_and_at_save(monkeypatch):
    """Both notes carry a path with markup-like brackets: shown as text."""
    folder = Path(os.environ["CARDAVIA_CONFIG_DIR"], "[/]odd")
    monkeypatch.setenv("CARDAVIA_CONFIG_DIR", str(folder))
    folder.mkdir(parents=True)
    (folder / "settings.json").write_text('{"contrast": "loud"}')

    def refuse(*_args: object) -> None:
        raise PermissionError(1, "Operation not permitted")

    monkeypatch.setattr(os, "rename", refuse)
    app = CardaviaApp(lang="en")
    async with app.run_test(size=(120, 40), notifications=True) as pilot:  # toasts drawn
        await pilot.pause()
        assert isinstance(app.screen, HomeScreen) and app.settings == Settings()
        assert any("could not be renamed aside" in n for n in _notes(app))
        app.settings.contrast = 20
        app.apply_appearance()  # as the Appearance sliders do: saves
        await pilot.pause()
        assert any(
            n.startswith("Could not save the settings") and "could not be renamed" in n
            for n in _notes(app)
        )
    assert (folder / "settings.json").read_text() == '{"contrast": "loud"}'
