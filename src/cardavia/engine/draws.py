"""The draws of ``random.Random``, reproduced exactly and faster for the hot loops.

Seeded deals and playouts must not change when a loop gets faster: these helpers return what
``rng.choice(seq)`` / ``rng.shuffle(x)`` would, from the same calls to the generator.
``random.Random`` draws an index below ``n`` with ``_randbelow_with_getrandbits`` (take
``n.bit_length()`` random bits until the value is below ``n``); a loop may inline that when
:func:`draws_with_getrandbits` says the generator does exactly this, and must otherwise call
:func:`randbelow_of`. ``tests/engine/test_draws.py`` holds them to the standard library.
"""

from __future__ import annotations

import random
from collections.abc import Callable

_WITH_GETRANDBITS = getattr(random.Random, "_randbelow_with_getrandbits", None)


def draws_with_getrandbits(rng: random.Random) -> bool:
    """True when ``rng`` draws indices as ``random.Random`` does, from ``getrandbits``."""
    return _WITH_GETRANDBITS is not None and getattr(type(rng), "_randbelow", None) is (
        _WITH_GETRANDBITS
    )


def randbelow_of(rng: random.Random) -> Callable[[int], int]:
    """``n -> rng.choice(range(n))``: the one draw ``rng.choice`` of an ``n``-item list makes
    (``random.Random._randbelow``, called directly when the generator has it). ``n`` must
    be positive, as for ``choice`` (``Random._randbelow(0)`` never returns)."""
    randbelow: Callable[[int], int] | None = getattr(rng, "_randbelow", None)
    if randbelow is not None:
        return randbelow
    choice = rng.choice
    return lambda n: choice(range(n))


def shuffle(cards: list[int], rng: random.Random) -> None:
    """``rng.shuffle(cards)``, with the index draws inlined when the generator allows it."""
    if not draws_with_getrandbits(rng):
        rng.shuffle(cards)
        return
    getrandbits = rng.getrandbits
    steps = _SHUFFLE_STEPS.get(len(cards)) or _shuffle_steps(len(cards))
    for i, width in steps:  # random.shuffle's Fisher-Yates, draw by draw
        j = getrandbits(width)
        while j > i:
            j = getrandbits(width)
        cards[i], cards[j] = cards[j], cards[i]


#: For a list of each length shuffled so far: the Fisher-Yates positions from the last down,
#: each with the bit width of its draw (``(i + 1).bit_length()``), computed once.
_SHUFFLE_STEPS: dict[int, tuple[tuple[int, int], ...]] = {}


def _shuffle_steps(size: int) -> tuple[tuple[int, int], ...]:
    steps = tuple((i, (i + 1).bit_length()) for i in range(size - 1, 0, -1))
    _SHUFFLE_STEPS[size] = steps
    return steps
