"""Uniformly random legal play: the baseline for simulation, tests and benchmarks."""

from __future__ import annotations

import random
from typing import Any

from cardavia.engine.draws import draws_with_getrandbits, randbelow_of
from cardavia.engine.game import GameState

#: ``n.bit_length()`` for the short lists of legal actions (the draw's width).
_WIDTHS = tuple(n.bit_length() for n in range(128))


def random_playout(state: GameState, rng: random.Random, validate: bool = True) -> GameState:
    """Play ``state`` to the end with uniformly random legal actions (in place).

    With ``validate`` every chosen action is also checked by ``why_illegal`` as the
    validated API would; without it this is the raw kernel a search AI runs.
    """
    if validate:
        legal_ids = state.legal_ids
        apply_id = state.apply_id
        why = state.why_illegal
        if draws_with_getrandbits(rng):
            # rng.choice(legal) draw by draw, as draws.py allows: one getrandbits(width) per
            # try until the index falls below len(legal).
            # The loop ends on no legal action (checked against is_over once, at the end: an
            # action offered after the end would fail why_illegal).
            getrandbits = rng.getrandbits
            widths = _WIDTHS
            legal = legal_ids()
            while legal:
                n = len(legal)
                try:
                    width = widths[n]
                except IndexError:
                    width = n.bit_length()
                k = getrandbits(width)
                while k >= n:
                    k = getrandbits(width)
                action = legal[k]
                reason = why(action)
                if reason is not None:  # pragma: no cover - would be an engine bug
                    raise AssertionError(f"legal_ids offered an illegal action: {reason}")
                apply_id(action)
                legal = legal_ids()
            if not state.is_over:  # pragma: no cover - would be an engine bug
                raise AssertionError("a deal in progress with no legal action")
            return state
        randbelow = randbelow_of(rng)  # the draw of rng.choice(legal), without the call
        while not state.is_over:
            legal = legal_ids()
            if not legal:  # pragma: no cover - would be an engine bug
                raise AssertionError("a deal in progress with no legal action")
            action = legal[randbelow(len(legal))]
            reason = why(action)
            if reason is not None:  # pragma: no cover - would be an engine bug
                raise AssertionError(f"legal_ids offered an illegal action: {reason}")
            apply_id(action)
    else:
        state.play_randomly(rng)
    return state


def random_record(game: Any, rng: random.Random, dealer: int, tradition: str | None) -> Any:
    """A complete random deal of ``game`` (a GameSpec) as a record dict."""
    state = game.random_state(rng, dealer)
    random_playout(state, rng)
    return state.to_record(tradition)
