"""The fast random playout and the trick tables agree with the reference paths.

``TarotState.play_randomly`` (the raw kernel a search runs and ``cardavia bench`` times)
inlines the card play; it must draw the same choices from the generator and end in exactly
the state the generic loop (``rng.choice(state.legal_ids())`` then ``apply_id``) reaches, from
any position. ``tables.BEATS`` is the one "does this card take the trick" of the engine, the
AI and the solver: it must agree with the rules as the reference model reads them.
"""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from cardavia.engine.cards import bits
from cardavia.engine.decks import TAROT
from cardavia.engine.game import GameState
from cardavia.engine.playout import random_playout
from cardavia.games.french_tarot.tables import (
    BEATS,
    EXCUSE,
    EXCUSE_BIT,
    beats,
    ids_of,
    playable_cards,
    trick_winner_pos,
)

from ._helpers import SPEC
from ._reference import legal_plays, winning_position


def fields(state: GameState) -> dict[str, object]:
    """Every slot the state stores, by name."""
    names = [n for cls in type(state).__mro__ for n in getattr(cls, "__slots__", ())]
    return {n: getattr(state, n) for n in names if hasattr(state, n)}


def _reference_playout(state: GameState, rng: random.Random) -> None:
    GameState.play_randomly(state, rng)


class _FloatOnlyRandom(random.Random):
    """A generator drawing from ``random()`` only (``Random`` then draws indices another way)."""

    def random(self) -> float:
        return super().random()


class _ChoiceOnly:
    """A generator with ``choice`` and nothing private: the fast path must fall back."""

    def __init__(self, seed: int) -> None:
        self._rng = random.Random(seed)
        self.getrandbits = self._rng.getrandbits

    def choice(self, seq):  # type: ignore[no-untyped-def]
        return self._rng.choice(seq)


def _walk(seed: int, dealer: int, steps: int) -> GameState:
    """A random deal after ``steps`` random actions (possibly mid-trick or in trick 1)."""
    rng = random.Random(seed)
    state = SPEC.random_state(rng, dealer)
    for _ in range(steps):
        if state.is_over:
            break
        state.apply_id(rng.choice(state.legal_ids()))
    return state


@settings(max_examples=300, deadline=None)
@given(
    seed=st.integers(0, 2**32 - 1),
    dealer=st.integers(0, 3),
    steps=st.integers(0, 90),
    kind=st.sampled_from(["random", "float-only", "choice-only"]),
)
def test_fast_playout_ends_where_the_generic_loop_ends(
    seed: int, dealer: int, steps: int, kind: str
) -> None:
    start = _walk(seed, dealer, steps)
    fast, slow = start.clone(), start.clone()
    make = {"random": random.Random, "float-only": _FloatOnlyRandom, "choice-only": _ChoiceOnly}
    rng_fast, rng_slow = make[kind](seed ^ 0x5EED), make[kind](seed ^ 0x5EED)
    fast.play_randomly(rng_fast)  # type: ignore[arg-type]
    _reference_playout(slow, rng_slow)  # type: ignore[arg-type]
    assert fast.is_over and slow.is_over
    assert fields(fast) == fields(slow)
    assert fast.history() == slow.history()
    assert fast.result() == slow.result()
    # The same number of draws: both generators are in the same state afterwards.
    assert rng_fast.choice(range(1 << 30)) == rng_slow.choice(range(1 << 30))


def test_bench_raw_and_validated_playouts_are_the_same_deals() -> None:
    for seed in range(40):
        raw = random_playout(SPEC.random_state(random.Random(seed), seed % 4), random.Random(seed))
        checked = random_playout(
            SPEC.random_state(random.Random(seed), seed % 4), random.Random(seed), validate=True
        )
        raw_fields, checked_fields = fields(raw), fields(checked)
        assert raw_fields == checked_fields
        assert raw.to_record() == checked.to_record()


def test_checked_playout_draws_alike_without_getrandbits() -> None:
    # random_playout inlines the index draw only for a generator drawing as Random does; any
    # other falls back to its own choice(), and must still end in the raw kernel's deal.
    for seed in range(20):
        raw = SPEC.random_state(random.Random(seed), seed % 4)
        raw.play_randomly(_ChoiceOnly(seed))  # type: ignore[arg-type]
        checked = SPEC.random_state(random.Random(seed), seed % 4)
        random_playout(checked, _ChoiceOnly(seed), validate=True)  # type: ignore[arg-type]
        assert fields(raw) == fields(checked)


@settings(max_examples=200, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), dealer=st.integers(0, 3), steps=st.integers(0, 90))
def test_legal_ids_and_why_illegal_follow_the_rules_in_the_card_play(
    seed: int, dealer: int, steps: int
) -> None:
    # legal_ids and why_illegal inline the playable mask and list it by tables: every card
    # of the deck, at any position of the card play, against the reference model.
    state = _walk(seed, dealer, steps)
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
