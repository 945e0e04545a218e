"""Masks, int actions and names for Preference over the Wiener Bild order of engine/decks.py.

A card is ``suit * 8 + rank``: suits C S D H (0-3, the bidding order), ranks ascending
7 8 9 10 J Q K A (0-7), so within a suit a higher int is a stronger card.
"""

from __future__ import annotations

from cardavia.engine.decks import WIENER_BILD, WIENER_SUITS

N_CARDS = 32
NUM_SEATS = 3
HAND_SIZE = 10
TRICKS = 10
ALL_SEATS = 0b111

CLUBS, SPADES, DIAMONDS, HEARTS_SUIT = range(4)
SUIT_CODES = WIENER_SUITS  # ("C", "S", "D", "H")
SUIT_NAMES = ("clubs", "spades", "diamonds", "hearts")

SUIT_MASKS = tuple(0xFF << (8 * s) for s in range(4))
ACES_MASK = sum(1 << (8 * s + 7) for s in range(4))

#: Cards of the same suit strictly above card ``c``.
ABOVE = tuple(SUIT_MASKS[c >> 3] & ~((1 << (c + 1)) - 1) for c in range(N_CARDS))

#: ``BEATS[trump][w]``: the cards that take the lead of a trick whose winning card is ``w``
#: (a higher card of w's suit, or any trump when w is not a trump).
BEATS = tuple(
    tuple(ABOVE[w] | (0 if w >> 3 == t else SUIT_MASKS[t]) for w in range(N_CARDS))
    for t in range(4)
)

# -- int actions -----------------------------------------------------------------------------
# 0-31 play that card; then the ranges below.
DISCARD_BASE = 32  # + card
TRUMP_BASE = 64  # + suit
PASS = 68
BID_BASE = 68  # + level 1-4 (69-72)
HOLD = 73
GAME_BASE = 74  # + suit 0-2 (74-76)
HEARTS = 77
STAY = 78
DROP = 79
INVITE = 80
ALONE = 81
NO_ACES = 82
N_ACTIONS = 83

BID_IDS = (PASS, 69, 70, 71, 72, HOLD, 74, 75, 76, HEARTS)

ACTION_NAMES: tuple[str, ...] = tuple(
    list(WIENER_BILD.codes)
    + ["discard:" + c for c in WIENER_BILD.codes]
    + ["trump:" + s for s in SUIT_CODES]
    + ["pass", "1", "2", "3", "4", "hold"]
    + ["game:" + s for s in SUIT_CODES[:3]]
    + ["hearts", "stay", "drop", "invite", "alone", "no-aces"]
)
assert len(ACTION_NAMES) == N_ACTIONS
ACTION_IDS = {name: i for i, name in enumerate(ACTION_NAMES)}

# -- contracts -------------------------------------------------------------------------------
# 1-4 numeric (exchange, trump named at or above the bid suit), 5-7 Game in C/S/D, 8 Hearts.
GAME_CONTRACT_BASE = 5
HEARTS_CONTRACT = 8
CONTRACT_NAMES: tuple[str | None, ...] = (
    None,
    "1",
    "2",
    "3",
    "4",
    "game:C",
    "game:S",
    "game:D",
    "hearts",
)

# -- settlement (stake 1) --------------------------------------------------------------------
START_SCORE = -30
START_POOL = 90
REFILL = 30
DECLARER_TAKES = 10
DECLARER_PENALTY = 20
DEFENDER_PENALTY = 10
BONUS = 10
NEEDED_DECLARER = 6
NEEDED_DEFENDER = 2
NEEDED_PAIR = 4


def code(card: int) -> str:
    return WIENER_BILD.codes[card]


def codes_of(mask: int) -> list[str]:
    return WIENER_BILD.codes_of(mask)
