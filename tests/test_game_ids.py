"""The game is the unit: a game's id is spelt only in its own folders (``games/<g>/``,
``ai/<g>/``, ``tui/table/<g>.py``), the registry (the one list of games) and the locales.
Everything else asks the registry and the game's spec instead of branching on an id.

A file outside those places may appear in ``ALLOWED`` only with the reason it still must."""

from __future__ import annotations

import re
from pathlib import Path

from cardavia.engine.registry import game_ids, get_game

SRC = Path(__file__).resolve().parent.parent / "src" / "cardavia"

#: File (relative to src/cardavia) -> why it still spells a game's id. None does: even which
#: decks play a game is the game's own (``GameSpec.traditions``), asked through the registry.
ALLOWED: dict[str, str] = {}


def _own_places(game: str) -> tuple[str, ...]:
    package = get_game(game).package
    return (f"games/{package}/", f"ai/{package}/", f"tui/table/{package}.py")


def _spelt(game: str) -> re.Pattern[str]:
    return re.compile(rf"""["']{re.escape(game)}["']""")


def test_no_game_id_outside_its_own_folders():
    games = game_ids()
    found: dict[str, list[str]] = {}
    for path in sorted(SRC.rglob("*.py")):
        rel = path.relative_to(SRC).as_posix()
        if rel == "engine/registry.py" or rel in ALLOWED:
            continue
        text = path.read_text(encoding="utf-8")
        for game in games:
            if rel.startswith(_own_places(game)):
                continue
            for number, line in enumerate(text.splitlines(), 1):
                if _spelt(game).search(line):
                    found.setdefault(rel, []).append(f"{number}: {line.strip()}")
    assert not found, "game ids spelt outside the game's folders (ask the spec instead):\n" + (
        "\n".join(f"{f}\n  " + "\n  ".join(lines) for f, lines in found.items())
    )


def test_every_allowed_file_still_needs_it():
    """An entry goes as soon as its file no longer spells a game's id."""
    for rel in ALLOWED:
        path = SRC / rel
        assert path.exists(), f"{rel} is gone: drop it from ALLOWED"
        text = path.read_text(encoding="utf-8")
        assert any(_spelt(game).search(text) for game in game_ids()), (
            f"{rel} spells no game id any more: drop it from ALLOWED"
        )


def test_the_check_finds_a_game_id():
    assert _spelt("schnapsen").search('if game == "schnapsen":')
    assert not _spelt("schnapsen").search('Explanation("schnapsen-close")')


def test_every_deck_plays_a_registered_game():
    """The decks know no game; every deck the home screen lists is one some game's spec
    is played with, so its tradition page offers at least one game."""
    from cardavia.engine.registry import games_for_tradition
    from cardavia.traditions import TRADITIONS

    for tradition in TRADITIONS:
        assert games_for_tradition(tradition), f"no game is played with {tradition}"


def test_no_screen_reads_games_from_traditions():
    """Titles and the deck-game link come from the registry: traditions.py has neither a
    game table nor a deck's list of games."""
    import cardavia.traditions

    assert not hasattr(cardavia.traditions, "GAMES")
    assert not hasattr(cardavia.traditions, "tradition_for_game")
    # The Wikipedia article is each language's own (tradition-<id>-article in the catalogs).
    assert cardavia.traditions.Tradition._fields == ("id", "name", "cards")
