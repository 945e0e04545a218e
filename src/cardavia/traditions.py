"""Card traditions (decks): what each is, the games it plays, its card names and glyphs.

A tradition changes names, labels, glyphs and colours, never the rules. A game's title,
seats and everything else about it are its spec's (``engine.registry``); this module sits
below engine (``engine.records`` checks a record's tradition here), so it only says which
decks play which game.
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


def tradition_for_game(game: str) -> str:
    """The first tradition that plays ``game`` (its default deck)."""
    for tradition in TRADITIONS.values():
        if game in tradition.games:
            return tradition.id
    games = dict.fromkeys(g for t in TRADITIONS.values() for g in t.games)
    raise KeyError(f"unknown game {game!r}; games: {', '.join(games)}")
