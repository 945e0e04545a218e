"""Card traditions (decks): what each is, the games it plays, its card names and glyphs.

A tradition changes names, labels, glyphs and colours, never the rules.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Tradition:
    id: str
    name: str  # the tradition's own name (titles stay untranslated)
    cards: int
    games: tuple[str, ...]
    wikipedia: str


@dataclass(frozen=True)
class Game:
    id: str
    title: str
    players: int


TRADITIONS: dict[str, Tradition] = {
    t.id: t
    for t in (
        Tradition(
            "french",
            "French tarot",
            78,
            ("french-tarot",),
            "https://en.wikipedia.org/wiki/French_tarot",
        ),
        Tradition(
            "marseille",
            "Tarot de Marseille",
            78,
            ("french-tarot",),
            "https://en.wikipedia.org/wiki/Tarot_of_Marseilles",
        ),
        Tradition(
            "wiener-bild",
            "Wiener Bild",
            32,
            ("schnapsen", "preference"),
            "https://en.wikipedia.org/wiki/Vienna_pattern",
        ),
    )
}

GAMES: dict[str, Game] = {
    g.id: g
    for g in (
        Game("french-tarot", "French Tarot", 4),
        Game("schnapsen", "Schnapsen", 2),
        Game("preference", "Preference", 3),
    )
}


def tradition_for_game(game: str) -> str:
    """The first tradition that plays ``game`` (its default deck)."""
    for tradition in TRADITIONS.values():
        if game in tradition.games:
            return tradition.id
    raise KeyError(f"unknown game {game!r}; games: {', '.join(GAMES)}")
