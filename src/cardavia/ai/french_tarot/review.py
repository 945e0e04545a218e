"""French Tarot's part of the deal review (ai/review.py): worlds and the expert's playouts.

Worlds are the search's own (:func:`sample_world`): the other hands and the chien (or a
hidden discard) drawn consistently with the seat's observation, voids and trump inferences
included. Each action is played out in each world from any phase with every seat's
heuristic, as the expert's bid, discard and poignée searches value them (:func:`play_out`);
in the last EXACT_TRICKS tricks the card play is solved exactly in each world, as its card
search does. Points are the seat's settlement of the deal.
"""

from __future__ import annotations

import random
from typing import cast

from cardavia.ai.french_tarot.agent import play_out
from cardavia.ai.french_tarot.sampling import TarotView, sample_world
from cardavia.ai.french_tarot.search import Endgame, SearchAborted
from cardavia.engine.game import GameState
from cardavia.engine.view import Observation
from cardavia.games.french_tarot.rules import PLAY, TarotState
from cardavia.games.french_tarot.view import TarotObservation

#: Worlds per decision.
SAMPLES = 24
#: Duplicate playthroughs the par is the mean of (after the first decision the expert
#: would have taken otherwise, the opponents and the expert play on from the same cards).
PAR_RUNS = 1
#: Tricks left (this one included) from which the card play is solved exactly per world,
#: and the nodes one world's solve may use before it falls back to the playout.
EXACT_TRICKS = 3
EXACT_NODES = 20_000


def worlds(obs: Observation, rng: random.Random, n: int) -> tuple[list[GameState], bool]:
    view = TarotView(cast(TarotObservation, obs))
    out: list[GameState] = []
    for _ in range(n):
        world = sample_world(view, rng)
        if world is not None:
            out.append(world)
    return out, False


def values(world: GameState, actions: list[str], seat: int, exact: bool) -> list[float]:
    state = cast(TarotState, world)
    ids = [state.parse_action(a) for a in actions]
    if state.phase_id == PLAY and 18 - state.trick_no <= EXACT_TRICKS and state.taker >= 0:
        solved = _solved(state, ids, seat)
        if solved is not None:
            return solved
    out = []
    for action in ids:
        child = state.clone()
        child.apply_id(action)
        out.append(play_out(child, seat))
    return out


def _solved(state: TarotState, ids: list[int], seat: int) -> list[float] | None:
    try:
        by_card = Endgame(state, max_nodes=EXACT_NODES).values()
    except SearchAborted:
        return None
    if any(a not in by_card for a in ids):
        return None
    sign = 3 if seat == state.taker else -1
    return [float(sign * by_card[a]) for a in ids]
