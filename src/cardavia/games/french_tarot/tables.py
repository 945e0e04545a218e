"""Precomputed masks and tables for the 78-card tarot order of engine/decks.py."""

from __future__ import annotations

from cardavia.engine.decks import TAROT

N_CARDS = 78
PETIT = 56  # T1
TRUMP_21 = 76
EXCUSE = 77
EXCUSE_BIT = 1 << EXCUSE

SUIT_MASKS = tuple(((1 << 14) - 1) << (14 * s) for s in range(4))
PLAIN_MASK = (1 << 56) - 1
TRUMP_MASK = ((1 << 21) - 1) << 56
BOUTS_MASK = (1 << PETIT) | (1 << TRUMP_21) | EXCUSE_BIT
KINGS_MASK = sum(1 << (14 * s + 13) for s in range(4))
TRUMP_OR_EXCUSE = TRUMP_MASK | EXCUSE_BIT

#: Suit of each card: 0-3 plain suits, 4 trumps, 5 the Excuse.
SUIT_OF = tuple([c // 14 for c in range(56)] + [4] * 21 + [5])

#: Card points doubled (half points are exact integers): bouts and kings 4.5, dames 3.5,
#: cavaliers 2.5, valets 1.5, every other card 0.5. The deck totals 182 half points = 91.
HALF_POINTS = tuple(
    [(9, 7, 5, 3)[13 - c % 14] if c % 14 >= 10 else 1 for c in range(56)]
    + [9 if t in (PETIT, TRUMP_21) else 1 for t in range(56, 77)]
    + [9]
)
assert sum(HALF_POINTS) == 182

#: Mask of trumps strictly higher than trump card t (for the overtrump rule).
ABOVE = tuple(TRUMP_MASK & ~((1 << (t + 1)) - 1) if 56 <= t <= 76 else 0 for t in range(78))

#: Targets by number of bouts captured.
TARGETS = (56, 51, 41, 36)

CONTRACTS = ("pass", "prise", "garde", "garde-sans", "garde-contre")
MULTIPLIERS = (0, 1, 2, 4, 6)
PRISE, GARDE, GARDE_SANS, GARDE_CONTRE = 1, 2, 3, 4

POIGNEE_SIZES = (10, 13, 15)
POIGNEE_BONUS = {10: 20, 13: 30, 15: 40}


def half_points(mask: int) -> int:
    """Card points of the cards in ``mask``, doubled."""
    total = 0
    while mask:
        low = mask & -mask
        total += HALF_POINTS[low.bit_length() - 1]
        mask ^= low
    return total


def code(card: int) -> str:
    return TAROT.codes[card]


def trick_winner_pos(trick: list[int]) -> int:
    """Position in ``trick`` of the card winning it so far: the highest trump, else the
    highest card of the suit led (the Excuse never wins; the last-trick slam exception is
    the caller's)."""
    led = -1
    best = -1
    best_pos = 0
    trump_seen = False
    for pos, card in enumerate(trick):
        suit = SUIT_OF[card]
        if suit == 5:
            continue
        if suit == 4:
            if not trump_seen or card > best:
                trump_seen = True
                best, best_pos = card, pos
        elif not trump_seen:
            if led < 0:
                led, best, best_pos = suit, card, pos
            elif suit == led and card > best:
                best, best_pos = card, pos
    return best_pos


def playable_cards(hand: int, trick: list[int]) -> int:
    """The cards of ``hand`` that may be played to ``trick``: follow the suit led, else trump
    (over the highest trump if possible), else anything; the Excuse always may be played."""
    if not trick:
        return hand
    led = -1
    top_trump = -1
    for card in trick:
        suit = SUIT_OF[card]
        if led < 0 and suit != 5:
            led = suit
        if suit == 4 and card > top_trump:
            top_trump = card
    if led < 0:  # only the Excuse was led: the next card is free
        return hand
    if led < 4:
        follow = hand & SUIT_MASKS[led]
        if follow:
            return follow | (hand & EXCUSE_BIT)
    trumps = hand & TRUMP_MASK
    if not trumps:
        return hand
    if top_trump >= 0:
        over = trumps & ABOVE[top_trump]
        if over:
            trumps = over
    return trumps | (hand & EXCUSE_BIT)
