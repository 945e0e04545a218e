"""Preference's part of the deal review (ai/review.py): worlds and the expert's playouts.

Worlds are the search's own (:func:`sample_world`): the other hands and the hidden pile drawn
consistently with the seat's observation, weighted by how well they fit the auction and the
defence. Each action is played out in each world: the auction, exchange, defence and
invitation by every seat's ``normal`` heuristic (the expert's own choices there), the card
play by the rollout policy the expert's search uses. Points are the seat's settlement of the
deal in whists (``deal_scores`` without a pool refill).
"""

from __future__ import annotations

import random
from typing import cast

from cardavia.ai.agent import Agent, make_agent
from cardavia.ai.preference.agent import policy_card
from cardavia.ai.preference.heuristics import declarer_tricks
from cardavia.ai.preference.sampling import PrefView, mask_of, sample_world
from cardavia.engine.game import GameState
from cardavia.engine.view import Observation
from cardavia.games.preference.rules import OVER, PLAY, PreferenceState
from cardavia.games.preference.scoring import deal_values
from cardavia.games.preference.view import PreferenceObservation

#: Worlds per decision.
SAMPLES = 48
#: Duplicate playthroughs the par is the mean of (after the first decision the expert
#: would have taken otherwise, the opponents and the expert play on from the same cards).
PAR_RUNS = 3


def worlds(obs: Observation, rng: random.Random, n: int) -> tuple[list[GameState], bool]:
    view = PrefView(cast(PreferenceObservation, obs))
    out: list[GameState] = []
    for _ in range(n):
        world = sample_world(view, rng)
        if world is not None:
            out.append(world)
    return out, False


_AGENTS: list[Agent] = []


def _agents() -> list[Agent]:
    if not _AGENTS:  # the heuristic keeps no state between decisions: one per seat will do
        _AGENTS.extend(make_agent("preference", "normal", seed) for seed in range(3))
    return _AGENTS


def values(world: GameState, actions: list[str], seat: int, exact: bool) -> list[float]:
    state = cast(PreferenceState, world)
    out = []
    for action in actions:
        child = state.clone()
        child.apply(action)
        out.append(play_out(child, seat))
    return out


def play_out(state: PreferenceState, seat: int) -> float:
    """Play ``state`` to its end (in place) by the heuristics; ``seat``'s settlement."""
    agents = _agents()
    while state.phase_id != OVER:
        mover = state.mover
        if state.phase_id == PLAY:
            state.apply_id(policy_card(state))
        else:
            state.apply(agents[mover].act(state.observation(mover)))
    return float(deal_values(state)[seat])


# -- planted blunders (tests and ``bench --review --planted``) ----------------------------------

#: A hand whose best suit promises fewer tricks than this (heuristics.declarer_tricks)
#: has no business bidding Hearts or a Game (six tricks without the talon).
WEAK_HAND_TRICKS = 4.0


def blunder(obs: Observation) -> str | None:
    """A clearly bad legal action for the seat to move, if this position offers one: a weak
    hand bidding Hearts (else a Game) on its first turn, or the declarer, void in the led
    suit and in trumps, throwing an Ace away while a card below the Queen could go."""
    o = cast(PreferenceObservation, obs)
    legal: list[str] = o["legal_actions"]
    hand = mask_of(o["hand"])
    if o["phase"] == "bidding":
        if max(declarer_tricks(hand, suit) for suit in range(4)) < WEAK_HAND_TRICKS:
            for bid in ("hearts", "game:D", "game:S", "game:C"):
                if bid in legal:
                    return bid
        return None
    if o["phase"] != "play" or not o["trick"] or o["trump"] is None:
        return None
    if o["seat"] != o["declarer"]:  # a defender's trick is a whist; the declarer's, the game
        return None
    led = o["trick"][0][1][-1]
    trump = o["trump"]
    cards = [a for a in legal if a != "no-aces"]
    if any(c[-1] in (led, trump) for c in cards):
        return None  # following or trumping: no free discard
    aces = [c for c in cards if c.startswith("A")]
    small = [c for c in cards if c[:-1] in ("7", "8", "9", "10", "J")]
    if aces and small:
        return aces[0]
    return None
