"""Precomputed masks and tables for the 78-card tarot order of engine/decks.py."""

from __future__ import annotations

from cardavia.engine.decks import TAROT

N_CARDS = 78
PETIT = 56  # T1
TRUMP_21 = 76
EXCUSE = 77
EXCUSE_BIT = 1 << EXCUSE
FULL_MASK = (1 << N_CARDS) - 1
#: ``BIT[card]``: ``1 << card``.
BIT = tuple(1 << c for c in range(N_CARDS))

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


#: Cards worth more than half a point, by the extra half points: 8 (kings and bouts), 6
#: (dames), 4 (cavaliers), 2 (valets).
_EXTRA_8 = KINGS_MASK | BOUTS_MASK
_EXTRA_6 = sum(1 << (14 * s + 12) for s in range(4))
_EXTRA_4 = sum(1 << (14 * s + 11) for s in range(4))
_EXTRA_2 = sum(1 << (14 * s + 10) for s in range(4))


def half_points(mask: int) -> int:
    """Card points of the cards in ``mask``, doubled: one half point a card, plus the extra
    of the bouts and the court cards (HALF_POINTS, without a loop over the cards)."""
    return (
        mask.bit_count()
        + 8 * (mask & _EXTRA_8).bit_count()
        + 6 * (mask & _EXTRA_6).bit_count()
        + 4 * (mask & _EXTRA_4).bit_count()
        + 2 * (mask & _EXTRA_2).bit_count()
    )


assert all(half_points(1 << c) == HALF_POINTS[c] for c in range(N_CARDS))


def code(card: int) -> str:
    return TAROT.codes[card]


#: ``BEATS[top]``: the cards that take a trick currently won by ``top`` (the one "does this
#: card beat the trick" of the engine, the AI and the solver): a higher card of a plain
#: suit or any trump over a plain card, a higher trump over a trump, and anything but the
#: Excuse over a trick that holds only the Excuse. The Excuse itself never takes a trick
#: (the last-trick slam exception is the engine's).
BEATS = tuple(
    (FULL_MASK & ~EXCUSE_BIT)
    if top == EXCUSE
    else ABOVE[top]
    if SUIT_OF[top] == 4
    else TRUMP_MASK | (SUIT_MASKS[SUIT_OF[top]] & ~((1 << (top + 1)) - 1))
    for top in range(78)
)

#: The suit a card asks the next players to follow when it leads (SUIT_OF, the Excuse -1:
#: it asks for nothing, the next card leads).
LED_OF = tuple(s if s < 5 else -1 for s in SUIT_OF)

#: ``ABOVE`` after a lead of ``card``: the trumps that would overtrump it (all of them when
#: it is not a trump).
ABOVE_AFTER_LEAD = tuple(ABOVE[c] if SUIT_OF[c] == 4 else TRUMP_MASK for c in range(78))


def trick_winner_pos(trick: list[int]) -> int:
    """Position in ``trick`` (non-empty) of the card winning it so far: the highest trump,
    else the highest card of the suit led (the Excuse never wins unless it is alone; the
    last-trick slam exception is the caller's). Unrolled over the at most four cards: the
    search calls it at every node."""
    n = len(trick)
    if n == 1:
        return 0
    win = 0
    beat = BEATS[trick[0]]
    card = trick[1]
    if beat >> card & 1:
        win, beat = 1, BEATS[card]
    if n > 2:
        card = trick[2]
        if beat >> card & 1:
            win, beat = 2, BEATS[card]
        if n > 3 and beat >> trick[3] & 1:
            win = 3
    return win


def beats(card: int, trick: list[int]) -> bool:
    """Would ``card`` take the lead of ``trick`` (non-empty)?"""
    return bool(BEATS[trick[trick_winner_pos(trick)]] >> card & 1)


def playable_cards(hand: int, trick: list[int]) -> int:
    """The cards of ``hand`` that may be played to ``trick``: follow the suit led, else trump
    (over the highest trump if possible), else anything; the Excuse always may be played.
    (``playable_given`` once the trick's led suit and highest trump are known.)"""
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


def playable_given(hand: int, led: int, above: int) -> int:
    """``playable_cards`` from what the trick asks: ``led`` the suit led (-1 none yet, 4
    trumps) and ``above`` the trumps over the highest trump played (all when none)."""
    if led < 0:  # an empty trick, or only the Excuse led: the next card is free
        return hand
    if led < 4:
        follow = hand & SUIT_MASKS[led]
        if follow:
            return follow | (hand & EXCUSE_BIT)
    trumps = hand & TRUMP_MASK
    if not trumps:
        return hand
    over = trumps & above
    return (over or trumps) | (hand & EXCUSE_BIT)


#: ``CHUNK_IDS[i][v]``: the cards of the mask ``v << 7 * i`` (``v`` < 128), lowest first. The
#: 77 cards below the Excuse fall in 11 chunks of 7 bits, a plain suit in two (chunks
#: ``2 * suit`` and ``2 * suit + 1``), the trumps in the last three: the rules list the cards
#: that follow a suit or a trump by table lookups instead of a loop over the cards.
CHUNK_IDS = tuple(
    tuple(tuple(7 * i + b for b in range(7) if v >> b & 1) for v in range(128)) for i in range(11)
)


#: ``WIDE_IDS[i][v]`` (built at the first ``ids_of``): the cards of ``v << 13 * i`` for
#: ``v`` < 8192, the deck in 6 chunks of 13 bits (49,152 tuples, about 5 MB: ids_of reads a
#: whole hand in 6 lookups instead of 11).
WIDE_IDS: tuple[tuple[tuple[int, ...], ...], ...] | None = None


def _wide_ids() -> tuple[tuple[tuple[int, ...], ...], ...]:
    global WIDE_IDS
    chunks = []
    for i in range(6):
        table: list[tuple[int, ...]] = [()]
        for b in range(13):  # doubling: the sets without card 13i+b, then with it
            card = 13 * i + b
            table += [(*ids, card) for ids in table]
        chunks.append(tuple(table))
    WIDE_IDS = tuple(chunks)
    return WIDE_IDS


def ids_of(mask: int) -> list[int]:
    """The cards of ``mask``, lowest first (``cards.bits`` by ``WIDE_IDS``)."""
    c0, c1, c2, c3, c4, c5 = WIDE_IDS or _wide_ids()
    return [
        *c0[mask & 8191],
        *c1[mask >> 13 & 8191],
        *c2[mask >> 26 & 8191],
        *c3[mask >> 39 & 8191],
        *c4[mask >> 52 & 8191],
        *c5[mask >> 65 & 8191],
    ]
