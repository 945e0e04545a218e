"""engine/draws.py reproduces the standard library's draws exactly (seeded deals unchanged)."""

from __future__ import annotations

import random

import pytest

from cardavia.engine import draws
from cardavia.engine.decks import SCHNAPSEN, TAROT, WIENER_BILD, shuffled


class _FloatOnlyRandom(random.Random):
    """Overriding ``random()`` makes ``Random`` draw indices from floats instead."""

    def random(self) -> float:
        return super().random()


class _ChoiceOnly:
    def __init__(self, seed: int) -> None:
        self._rng = random.Random(seed)

    def choice(self, seq):  # type: ignore[no-untyped-def]
        return self._rng.choice(seq)

    def shuffle(self, x):  # type: ignore[no-untyped-def]
        self._rng.shuffle(x)


def test_only_the_plain_generator_is_drawn_from_getrandbits_inline() -> None:
    assert draws.draws_with_getrandbits(random.Random(1))
    assert not draws.draws_with_getrandbits(_FloatOnlyRandom(1))
    assert not draws.draws_with_getrandbits(_ChoiceOnly(1))  # type: ignore[arg-type]


@pytest.mark.parametrize("make", [random.Random, _FloatOnlyRandom])
def test_shuffle_is_the_standard_shuffle(make: type[random.Random]) -> None:
    for seed in range(300):
        for size in (0, 1, 2, 20, 32, 78):
            mine, theirs = list(range(size)), list(range(size))
            a, b = make(seed), make(seed)
            draws.shuffle(mine, a)
            b.shuffle(theirs)
            assert mine == theirs
            assert a.random() == b.random()  # the same number of draws


def test_seeded_deals_are_the_standard_shuffle() -> None:
    for deck in (TAROT, WIENER_BILD, SCHNAPSEN):
        for seed in range(50):
            expected = list(range(deck.size))
            random.Random(seed).shuffle(expected)
            assert shuffled(deck, random.Random(seed)) == expected


@pytest.mark.parametrize("make", [random.Random, _FloatOnlyRandom, _ChoiceOnly])
def test_randbelow_of_is_the_draw_of_choice(make: type) -> None:
    a, b = make(3), make(3)
    below = draws.randbelow_of(a)
    for n in list(range(1, 40)) * 20:
        assert below(n) == b.choice(list(range(n)))
