"""Uniformly random legal play: the baseline for simulation, tests and benchmarks."""

from __future__ import annotations

import random
from typing import Any

from cardavia.engine.draws import randbelow_of
from cardavia.engine.game import GameState


def random_playout(state: GameState, rng: random.Random, validate: bool = True) -> GameState:
    """Play ``state`` to the end with uniformly random legal actions (in place).

    With ``validate`` every chosen action is also checked by ``why_illegal`` as the
    validated API would; without it this is the raw kernel a search AI runs.
    """
    if validate:
        legal_ids = state.legal_ids
        apply_id = state.apply_id
        randbelow = randbelow_of(rng)  # the draw of rng.choice(legal), without the call
        why = state.why_illegal
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
