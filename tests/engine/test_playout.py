"""Every game's playouts are one: the raw kernel (the game's ``play_randomly``) and the checked
``random_playout(..., validate=True)`` draw exactly what ``rng.choice(legal_ids())`` draws.

The checked playout inlines the index draw of ``random.Random`` (one ``getrandbits`` per try)
and stops on the first empty list of legal actions; a game's own kernel may inline more. From
a fresh deal and from positions part-way through, with a plain ``Random``, one that draws from
``random()`` only and one with ``choice`` alone, each must end in the deal the generic loop
(``GameState.play_randomly``) reaches, with the generator left in the same state
(tests/playout_helpers.py drives them).
"""

from __future__ import annotations

import random

import pytest

from cardavia.engine.game import GameState
from cardavia.engine.registry import game_ids, get_game
from playout_helpers import GENERATORS, PLAYOUTS, assert_same_playout, walk


@pytest.mark.parametrize("kind", list(GENERATORS))
@pytest.mark.parametrize("playout", ["checked", "raw"])
@pytest.mark.parametrize("game_id", game_ids())
def test_every_playout_is_the_generic_loop(game_id: str, playout: str, kind: str) -> None:
    spec = get_game(game_id)
    for seed in range(20):
        # a fresh deal, then positions deeper in the deal (a walk ends early if the deal does)
        start = walk(spec, seed, seed % spec.num_seats, steps=3 * (seed % 7))
        assert_same_playout(start, playout, "generic", kind, seed ^ 0x5EED)


def test_one_extra_draw_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """The comparison can fail: a playout that draws once more before playing ends apart."""

    def skewed(state: GameState, rng: random.Random) -> None:
        rng.getrandbits(8)
        GameState.play_randomly(state, rng)

    monkeypatch.setitem(PLAYOUTS, "skewed", skewed)
    for game_id in game_ids():
        start = walk(get_game(game_id), 1, 0, steps=0)
        with pytest.raises(AssertionError):
            assert_same_playout(start, "skewed", "generic", "random", 1)
