"""Schnapsen's part of the deal review (ai/review.py): worlds and the expert's playouts.

Worlds are the search's own (:class:`SchnapsenView`): the opponent's unknown cards and the
face-down stock drawn consistently with the seat's observation. Once the stock is gone the
opponent's hand is the cards not yet seen: the one world is the position itself and every
action is valued by exact minimax. Otherwise each world is played out as the expert's
search values moves: the heuristic of both seats while the stock is open (it reads only what
the seat to move may know), the strict phase solved exactly. After a close or an exchange the
seat still leads: that lead is the heuristic's, not one picked knowing the world.
"""

from __future__ import annotations

import random
from typing import cast

from cardavia.ai.common import Explanation
from cardavia.ai.schnapsen.explain import explain
from cardavia.ai.schnapsen.heuristics import policy
from cardavia.ai.schnapsen.sampling import SchnapsenView, parse_action
from cardavia.ai.schnapsen.search import evaluate, solve
from cardavia.engine.game import GameState
from cardavia.engine.view import Observation
from cardavia.games.schnapsen.rules import SchnapsenState
from cardavia.games.schnapsen.tables import CLOSE, EXCHANGE
from cardavia.games.schnapsen.view import SchnapsenObservation

#: Worlds per decision (all of them when fewer exist).
SAMPLES = 96
#: Duplicate playthroughs the par is the mean of (after the first decision the expert
#: would have taken otherwise, the opponents and the expert play on from the same cards).
PAR_RUNS = 4
#: Cards drawn from which a world is solved exactly (10: once the stock is gone or closed).
SOLVE_FROM = 10


def worlds(obs: Observation, rng: random.Random, n: int) -> tuple[list[GameState], bool]:
    view = SchnapsenView(cast(SchnapsenObservation, obs))
    if not view.valid:
        return [], False
    if view.world_count() == 1:
        return list(view.worlds(rng, 1)), True
    return list(view.worlds(rng, n)), False


def values(world: GameState, actions: list[str], seat: int, exact: bool) -> list[float]:
    return [_value(cast(SchnapsenState, world), a, seat, exact) for a in actions]


def _value(world: SchnapsenState, action: str, seat: int, exact: bool) -> float:
    state = world.clone()
    move = parse_action(action)
    state.apply_id(move)
    if exact:
        return float(solve(state, seat))
    if move in (CLOSE, EXCHANGE) and not state.is_over and state.to_move == seat:
        state.apply_id(policy(state))
    return float(evaluate(state, seat, SOLVE_FROM))


def reason(obs: Observation, action: str) -> Explanation | None:
    return explain(cast(SchnapsenObservation, obs), action)


# -- planted blunders (tests and ``bench --review --planted``) ----------------------------------

#: A close is needless when the closer has banked fewer points than this (marriages
#: pending included) and holds at most one trump and at most one Ace or Ten.
NEEDLESS_CLOSE_POINTS = 25
_CHEAP = ("J", "Q")  # card points 2 and 3: an Ace (11) thrown instead gives 8 or 9 more


def blunder(obs: Observation) -> str | None:
    """A clearly bad legal action for the seat to move, if this position offers one: a
    needless close (few points banked, at most one trump, at most one Ace or Ten), or an
    Ace thrown under the opponent's trump lead while a Bube or Dame of another suit could
    go."""
    o = cast(SchnapsenObservation, obs)
    legal: list[str] = o["legal_actions"]
    seat: int = o["seat"]
    trump = o["trump_suit"]
    hand: list[str] = o["hand"]
    if "close" in legal:
        banked = o["card_points"][seat] + o["pending_marriages"][seat]
        trumps = sum(c[-1] == trump for c in hand)
        high = sum(c[:-1] in ("A", "10") for c in hand)
        if banked < NEEDLESS_CLOSE_POINTS and trumps <= 1 and high <= 1:
            return "close"
    trick = o["trick"]
    if trick and not o["strict"] and trick[0][1][-1] == trump:
        cheap = [c for c in legal if c[-1] != trump and c[:-1] in _CHEAP]
        rich = [c for c in legal if c[-1] != trump and c[:-1] == "A"]
        if cheap and rich:
            return rich[0]
    return None
