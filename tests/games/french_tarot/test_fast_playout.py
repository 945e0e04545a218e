"""The fast random playout and the trick tables agree with the reference paths.

``TarotState.play_randomly`` (the raw kernel a search runs and ``cardavia bench`` times)
inlines the card play; it must draw the same choices from the generator and end in exactly
the state the generic loop (``rng.choice(state.legal_ids())`` then ``apply_id``) reaches, from
any position (driven as every game's playouts are, by tests/playout_helpers.py; the checked
playout of every game: tests/engine/test_playout.py). ``tables.BEATS`` is the one "does this
card take the trick" of the engine, the AI and the solver: it must agree with the rules as
the reference model reads them.
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from cardavia.engine.cards import bits
from cardavia.engine.decks import TAROT
from cardavia.games.french_tarot.tables import (
    BEATS,
    EXCUSE,
    EXCUSE_BIT,
    beats,
    ids_of,
    playable_cards,
    trick_winner_pos,
)
from playout_helpers import GENERATORS, assert_same_playout, walk

from ._helpers import SPEC
from ._reference import legal_plays, winning_position


@settings(max_examples=300, deadline=None)
@given(
    seed=st.integers(0, 2**32 - 1),
    dealer=st.integers(0, 3),
    steps=st.integers(0, 90),
    kind=st.sampled_from(list(GENERATORS)),
)
def test_fast_playout_ends_where_the_generic_loop_ends(
    seed: int, dealer: int, steps: int, kind: str
) -> None:
    start = walk(SPEC, seed, dealer, steps)
    assert_same_playout(start, "raw", "generic", kind, seed ^ 0x5EED)


@settings(max_examples=200, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), dealer=st.integers(0, 3), steps=st.integers(0, 90))
def test_legal_ids_and_why_illegal_follow_the_rules_in_the_card_play(
    seed: int, dealer: int, steps: int
) -> None:
    # legal_ids and why_illegal inline the playable mask and list it by tables: every card
    # of the deck, at any position of the card play, against the reference model.
    state = walk(SPEC, seed, dealer, steps)
    if state.phase != "play":
        return
    seat = state.to_move
    assert seat is not None
    hand = {TAROT.codes[c] for c in range(78) if state.hands[seat] >> c & 1}
    trick = [TAROT.codes[c] for c in state.trick]
    expect = legal_plays(hand, trick)
    cards = [a for a in state.legal_ids() if a < 78]
    assert cards == sorted(cards) and {TAROT.codes[c] for c in cards} == expect
    for card in range(78):
        assert (state.why_illegal(card) is None) == (TAROT.codes[card] in expect), card


def test_ids_of_lists_a_mask_as_bits_does() -> None:
    rng = random.Random(3)
    masks = [0, 1, EXCUSE_BIT, (1 << 78) - 1, (1 << 77) - 1, 1 << 76, 1 << 56 | 1 << 55]
    masks += [rng.getrandbits(78) & rng.getrandbits(78) for _ in range(5_000)]
    for mask in masks:
        assert ids_of(mask) == bits(mask), hex(mask)


def _random_trick(rng: random.Random) -> list[int]:
    cards = list(range(78))
    rng.shuffle(cards)
    # Trumps and the Excuse often, so that overtrumping and the Excuse cases come up.
    weighted = sorted(cards, key=lambda c: rng.random() * (0.3 if c >= 56 else 1.0))
    return weighted[: rng.randint(1, 4)]


def test_trick_winner_and_beats_follow_the_rules() -> None:
    rng = random.Random(7)
    for _ in range(20_000):
        trick = _random_trick(rng)
        codes = [TAROT.codes[c] for c in trick]
        if codes == ["EX"]:
            assert trick_winner_pos(trick) == 0  # alone, the Excuse holds the trick so far
            continue
        assert trick_winner_pos(trick) == winning_position(codes)
        for card in range(78):
            if card in trick:
                continue
            after = [TAROT.codes[c] for c in [*trick, card]]
            expect = card != EXCUSE and winning_position(after) == len(trick)
            assert beats(card, trick) == expect, (codes, TAROT.codes[card])


def test_beats_table_shape() -> None:
    assert all(not BEATS[c] & EXCUSE_BIT for c in range(78))  # the Excuse never takes it
    assert BEATS[76] == 0  # nothing beats the 21
    assert BEATS[EXCUSE] == ((1 << 78) - 1) & ~EXCUSE_BIT  # a lone Excuse: anything else
    assert BEATS[13] >> 56 & 1 and not BEATS[13] >> 12 & 1  # K♠: any trump, not Q♠


def test_playable_cards_follow_the_rules() -> None:
    rng = random.Random(11)
    for _ in range(20_000):
        cards = list(range(78))
        rng.shuffle(cards)
        trick = _random_trick(rng)
        hand = sum(1 << c for c in cards[:18] if c not in trick)
        got = {TAROT.codes[c] for c in range(78) if playable_cards(hand, trick) >> c & 1}
        hand_codes = {TAROT.codes[c] for c in range(78) if hand >> c & 1}
        assert got == legal_plays(hand_codes, [TAROT.codes[c] for c in trick])
