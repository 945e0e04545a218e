"""Card traditions (decks): what each deck is, its name and its cards.

A tradition changes names, labels, glyphs and colours, never the rules. Which games a deck
plays is each game's own (``GameSpec.traditions``, asked through ``engine.registry``:
``tradition_for_game``, ``games_for_tradition``): this module knows no game, so every layer
may read it (it sits below engine in the layers contract) and a new game needs no line here.
The names, blurbs, suit names and Wikipedia articles shown are in the catalogs
(``tradition-<id>-*``, ``suit-<id>-*``; each language links its own article where one
exists), the faces and backs in ``tui.render.cards``.
"""

from __future__ import annotations

from typing import NamedTuple


class Tradition(NamedTuple):
    """One deck (a NamedTuple, not a dataclass: the command line's --help lists the
    traditions, and dataclasses would load inspect for it)."""

    id: str
    name: str  # the tradition's own name (titles stay untranslated)
    cards: int


TRADITIONS: dict[str, Tradition] = {
    t.id: t
    for t in (
        Tradition("french", "French tarot", 78),
        Tradition("marseille", "Tarot de Marseille", 78),
        Tradition("wiener-bild", "Wiener Bild", 32),
    )
}
