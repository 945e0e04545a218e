"""Precomputed masks and tables for the 20-card Schnapsen order of engine/decks.py.

A card is ``suit * 5 + rank`` with suits S H D C and ranks ascending by strength
J Q K 10 A, so within a suit a higher int is a stronger card. Hands are 20-bit masks.
"""

from __future__ import annotations

from cardavia.engine.decks import SCHNAPSEN, SCHNAPSEN_SUITS

N_CARDS = 20
NUM_SEATS = 2
HAND_SIZE = 5
STOCK_SIZE = 10  # the 9 face-down cards plus the trump card under them
TARGET = 66
HALF = 33  # the loser's card points needed to concede only 1 game point
MATCH_POINTS = 7

JACK, QUEEN, KING, TEN, ACE = range(5)

#: Card points by card: J 2, Q 3, K 4, 10 10, A 11 (120 in the deck).
POINTS = (2, 3, 4, 10, 11) * 4
assert sum(POINTS) == 120

SUIT_OF = tuple(c // 5 for c in range(N_CARDS))
RANK_OF = tuple(c % 5 for c in range(N_CARDS))
BIT = tuple(1 << c for c in range(N_CARDS))
SUIT_MASKS = tuple(0b11111 << (5 * s) for s in range(4))
QUEENS_MASK = sum(1 << (5 * s + QUEEN) for s in range(4))

#: The marriage partner of each Dame (its König) and König (its Dame); -1 for other cards.
PARTNER = tuple(c + 1 if c % 5 == QUEEN else c - 1 if c % 5 == KING else -1 for c in range(N_CARDS))

#: Cards of the same suit strictly stronger than each card.
HIGHER = tuple(SUIT_MASKS[SUIT_OF[c]] & ~((1 << (c + 1)) - 1) for c in range(N_CARDS))

#: BEATS[trump][lead]: the cards that win a trick against ``lead`` when ``trump`` is trumps
#: (a stronger card of the led suit, or any trump when a plain suit was led).
BEATS = tuple(
    tuple(HIGHER[lead] | (0 if SUIT_OF[lead] == trump else SUIT_MASKS[trump]) for lead in range(20))
    for trump in range(4)
)

# -- int actions: a card to play is its own int (0-19) ---------------------------------------
MARRIAGE_BASE = 20  # + the König or Dame led
EXCHANGE = 40
CLOSE = 41
N_ACTIONS = 42

#: Marriage actions offered by the König/Dame pairs present in a hand, keyed by the mask of
#: the Dames whose König is also held (``hand & hand >> 1 & QUEENS_MASK``).
MARRIAGES: dict[int, list[int]] = {}
for _pairs in range(16):
    _mask = sum(1 << (5 * s + QUEEN) for s in range(4) if _pairs >> s & 1)
    MARRIAGES[_mask] = [
        MARRIAGE_BASE + 5 * s + r for s in range(4) if _pairs >> s & 1 for r in (QUEEN, KING)
    ]

# Card lists of a mask from two 10-bit halves: LOW[m & 1023] + HIGH[m >> 10] is a new list.
_LOW = tuple([c for c in range(10) if m >> c & 1] for m in range(1024))
_HIGH = tuple([c + 10 for c in range(10) if m >> c & 1] for m in range(1024))
_POINTS_LOW = tuple(sum(POINTS[c] for c in range(10) if m >> c & 1) for m in range(1024))
_POINTS_HIGH = tuple(sum(POINTS[c + 10] for c in range(10) if m >> c & 1) for m in range(1024))


def card_list(mask: int) -> list[int]:
    """The cards of ``mask`` in deck order, as a fresh list."""
    return _LOW[mask & 1023] + _HIGH[mask >> 10]


def card_points(mask: int) -> int:
    """The card points of the cards in ``mask``."""
    return _POINTS_LOW[mask & 1023] + _POINTS_HIGH[mask >> 10]


def marriage_points(card: int, trump: int) -> int:
    """40 for a marriage in trumps, 20 in a plain suit."""
    return 40 if SUIT_OF[card] == trump else 20


def game_points(loser_points: int, loser_tricks: int) -> int:
    """1 if the loser has 33 or more, 2 if it won a trick but has less, 3 if it won none."""
    if loser_tricks == 0:
        return 3
    return 1 if loser_points >= HALF else 2


def code(card: int) -> str:
    return SCHNAPSEN.codes[card]


SUIT_CODES = SCHNAPSEN_SUITS
