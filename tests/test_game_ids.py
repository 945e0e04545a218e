"""The game is the unit: a game's id is spelt only in its own folders (``games/<g>/``,
``ai/<g>/``, ``tui/table/<g>.py``), the registry (the one list of games) and the locales.
Everything else asks the registry and the game's spec instead of branching on an id.

A file outside those places may appear in ``ALLOWED`` only with the reason it still must."""

from __future__ import annotations

import re
from pathlib import Path

from cardavia.engine.registry import game_ids, get_game

SRC = Path(__file__).resolve().parent.parent / "src" / "cardavia"

#: File (relative to src/cardavia) -> why it still spells a game's id.
ALLOWED = {
    "traditions.py": "which decks play which game (Tradition.games): it sits below engine "
    "in the layers contract (engine.records checks a record's tradition with it, and lazy "
    "imports count), so it cannot derive them from the GameSpecs; that needs the game-deck "
    "link in the specs and tradition_for_game, engine.records, cli, i18n.rules, serve.bench "
    "and the tradition screen asking the registry (test_traditions_agree_with_the_registry)",
}


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


def test_traditions_agree_with_the_registry():
    """Every deck plays registered games only, and each game is played with its default
    deck and with every tradition its rules are written for."""
    from cardavia.traditions import TRADITIONS, tradition_for_game

    played = {g for t in TRADITIONS.values() for g in t.games}
    assert played == set(game_ids())
    for game in game_ids():
        spec = get_game(game)
        assert tradition_for_game(game) == spec.default_tradition
        for tradition in (spec.default_tradition, *spec.rules_traditions):
            assert game in TRADITIONS[tradition].games


def test_no_screen_reads_game_titles_from_traditions():
    """Titles come from the registry: traditions.py has no game table any more."""
    import cardavia.traditions

    assert not hasattr(cardavia.traditions, "GAMES")
