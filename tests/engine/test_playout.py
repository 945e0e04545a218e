"""The checked random playout draws exactly what ``rng.choice(legal_ids())`` draws.

``random_playout(..., validate=True)`` inlines the index draw of ``random.Random`` (one
``getrandbits`` per try) and stops on the first empty list of legal actions: for every game it
must end in the deal the generic loop (``GameState.play_randomly``) reaches from the same seed,
with the generator left in the same state, and fall back to ``choice`` for other generators.
"""

from __future__ import annotations

import random

import pytest

from cardavia.engine.game import GameState
from cardavia.engine.playout import random_playout
from cardavia.engine.registry import game_ids, get_game


class _ChoiceOnly:
    """A generator with ``choice`` and ``getrandbits`` but not Random's index draw."""

    def __init__(self, seed: int) -> None:
        self._rng = random.Random(seed)
        self.getrandbits = self._rng.getrandbits

    def choice(self, seq):  # type: ignore[no-untyped-def]
        return self._rng.choice(seq)


@pytest.mark.parametrize("game_id", game_ids())
def test_checked_playout_is_the_generic_loop(game_id: str) -> None:
    spec = get_game(game_id)
    for seed in range(30):
        dealer = seed % spec.num_seats
        checked_rng, generic_rng = random.Random(seed), random.Random(seed)
        checked = random_playout(spec.random_state(checked_rng, dealer), checked_rng, True)
        generic = spec.random_state(generic_rng, dealer)
        GameState.play_randomly(generic, generic_rng)
        assert checked.is_over
        assert checked.to_record(None) == generic.to_record(None), seed
        assert checked_rng.getrandbits(64) == generic_rng.getrandbits(64), seed


@pytest.mark.parametrize("game_id", game_ids())
def test_checked_playout_falls_back_to_choice(game_id: str) -> None:
    spec = get_game(game_id)
    for seed in range(10):
        dealer = seed % spec.num_seats
        state = spec.random_state(random.Random(seed), dealer)
        generic = state.clone()
        random_playout(state, _ChoiceOnly(seed), True)  # type: ignore[arg-type]
        GameState.play_randomly(generic, _ChoiceOnly(seed))  # type: ignore[arg-type]
        assert state.to_record(None) == generic.to_record(None), seed
