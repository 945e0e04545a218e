"""How the playout tests drive a random playout, for every game (tests/engine/test_playout.py)
and for the French Tarot kernel from any position (tests/games/french_tarot/
test_fast_playout.py).

Three ways to play a deal out must be one: ``generic`` (``GameState.play_randomly``: one
``rng.choice(legal_ids())`` then ``apply_id`` per step, the reference), ``raw`` (the game's
own ``play_randomly``, the kernel a search runs and ``cardavia bench`` times; what
``random_playout(..., validate=False)`` runs) and ``checked`` (``random_playout(...,
validate=True)``: each action checked as the validated API does, the index draw of
``random.Random`` inlined). :func:`assert_same_playout` plays one position out two ways with
generators made alike and checks they end in the same state having drawn the same.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from cardavia.engine.game import GameState
from cardavia.engine.playout import random_playout

PLAYOUTS: dict[str, Callable[[GameState, Any], object]] = {
    "generic": GameState.play_randomly,
    "raw": lambda state, rng: state.play_randomly(rng),
    "checked": lambda state, rng: random_playout(state, rng, validate=True),
}


class FloatOnlyRandom(random.Random):
    """A generator drawing from ``random()`` only (``Random`` then draws indices another way,
    so the inlined index draw must not be used)."""

    def random(self) -> float:
        return super().random()


class ChoiceOnly:
    """A generator with ``choice`` and ``getrandbits`` but not Random's index draw: the fast
    paths must fall back to its own ``choice``."""

    def __init__(self, seed: int) -> None:
        self._rng = random.Random(seed)
        self.getrandbits = self._rng.getrandbits

    def choice(self, seq):  # type: ignore[no-untyped-def]
        return self._rng.choice(seq)


#: The kinds of generator a playout meets, by name (each made from a seed).
GENERATORS: dict[str, Callable[[int], Any]] = {
    "random": random.Random,
    "float-only": FloatOnlyRandom,
    "choice-only": ChoiceOnly,
}


def fields(state: GameState) -> dict[str, object]:
    """Every slot the state stores, by name."""
    names = [n for cls in type(state).__mro__ for n in getattr(cls, "__slots__", ())]
    return {n: getattr(state, n) for n in names if hasattr(state, n)}


def walk(spec: Any, seed: int, dealer: int, steps: int) -> GameState:
    """A random deal of ``spec``'s game after ``steps`` random actions (fewer if it ends)."""
    rng = random.Random(seed)
    state: GameState = spec.random_state(rng, dealer)
    for _ in range(steps):
        if state.is_over:
            break
        state.apply_id(rng.choice(state.legal_ids()))
    return state


def assert_same_playout(start: GameState, one: str, two: str, kind: str, seed: int) -> None:
    """``start`` played out by the playouts ``one`` and ``two`` (names in :data:`PLAYOUTS`),
    each with its own generator of ``kind`` made from ``seed``: the same end (every slot,
    the history, the record) and the same number of draws (both generators in the same
    state afterwards). ``start`` itself is left as it was."""
    a, b = start.clone(), start.clone()
    rng_a, rng_b = GENERATORS[kind](seed), GENERATORS[kind](seed)
    PLAYOUTS[one](a, rng_a)
    PLAYOUTS[two](b, rng_b)
    label = f"{one} vs {two}, {kind} generator, seed {seed}"
    assert a.is_over and b.is_over, label
    assert fields(a) == fields(b), label
    assert a.history() == b.history(), label
    assert a.to_record(None) == b.to_record(None), label
    assert rng_a.getrandbits(64) == rng_b.getrandbits(64), label
