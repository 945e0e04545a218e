"""The three packs Cardavia plays with, in the int orders the games rely on.

* Tarot (78): four suits S H D C of 14 cards, each ascending A 2 … 10 J N Q K
  (card = suit * 14 + rank), then trumps T1 … T21 (56 … 76), then the Excuse EX (77).
* Wiener Bild (32, Preference): suits C S D H (the bidding order), each ascending
  7 8 9 10 J Q K A (card = suit * 8 + rank).
* Schnapsen (20, a subset of Wiener Bild): suits S H D C, each ascending by strength
  J Q K 10 A (card = suit * 5 + rank).
"""

from __future__ import annotations

import random

from cardavia.engine.cards import Deck
from cardavia.engine.draws import shuffle

TAROT_SUITS = ("S", "H", "D", "C")
TAROT_RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "N", "Q", "K")
TAROT = Deck(
    "tarot (78 cards)",
    [r + s for s in TAROT_SUITS for r in TAROT_RANKS] + [f"T{n}" for n in range(1, 22)] + ["EX"],
)

WIENER_SUITS = ("C", "S", "D", "H")
WIENER_RANKS = ("7", "8", "9", "10", "J", "Q", "K", "A")
WIENER_BILD = Deck("Wiener Bild (32 cards)", [r + s for s in WIENER_SUITS for r in WIENER_RANKS])

SCHNAPSEN_SUITS = ("S", "H", "D", "C")
SCHNAPSEN_RANKS = ("J", "Q", "K", "10", "A")
SCHNAPSEN = Deck("Schnapsen (20 cards)", [r + s for s in SCHNAPSEN_SUITS for r in SCHNAPSEN_RANKS])


def shuffled(deck: Deck, rng: random.Random) -> list[int]:
    """All cards of ``deck`` in a random order drawn from ``rng`` (seeded dealing)."""
    cards = list(range(deck.size))
    shuffle(cards, rng)  # exactly rng.shuffle(cards), faster
    return cards
