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
from cardavia.ai.french_tarot.heuristics import BID_THRESHOLDS, hand_strength
from cardavia.ai.french_tarot.sampling import TarotView, mask_of, sample_world
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


# -- planted blunders (tests and ``bench --review --planted``) ----------------------------------

#: A hand this far under the Prise threshold (heuristics.hand_strength) has no business
#: bidding a Garde sans or a Garde contre.
WEAK_HAND_MARGIN = 8
#: The Petit given away is a blunder with at least this many tricks left (this one too).
PETIT_TRICKS_LEFT = 6


def _rank(code: str) -> int:
    return 100 + int(code[1:]) if code.startswith("T") else "A2345678910JNQK".find(code[:-1])


def blunder(obs: Observation) -> str | None:
    """A clearly bad legal action for the seat to move, if this position offers one: a
    weak hand bidding a Garde contre (else a Garde sans), or, early in the deal, the Petit
    given away to the other side's trump (the seat plays last, or the 21 already took the
    trick) while two other trumps could go."""
    o = cast(TarotObservation, obs)
    legal: list[str] = o["legal_actions"]
    if o["phase"] == "bidding":
        if hand_strength(mask_of(o["hand"])) < BID_THRESHOLDS[0] - WEAK_HAND_MARGIN:
            for bid in ("garde-contre", "garde-sans"):
                if bid in legal:
                    return bid
        return None
    if o["phase"] != "play" or not o["trick"] or o["taker"] is None:
        return None
    seat, taker = o["seat"], o["taker"]
    trick: list[tuple[int, str]] = [(s, c) for s, c in o["trick"]]
    winner, _ = _winner(trick)
    trumps = [int(c[1:]) for _, c in trick if c.startswith("T")]
    if not trumps or (winner == taker) == (seat == taker):
        return None
    if not (len(trick) == 3 or max(trumps) == 21):
        return None
    others = [a for a in legal if a.startswith("T") and a != "T1"]
    # Early in the deal, with trumps to spare: late, the Petit may be lost whatever it does.
    if "T1" in legal and len(others) >= 2 and 18 - len(o["tricks"]) >= PETIT_TRICKS_LEFT:
        return "T1"
    return None


def _winner(trick: list[tuple[int, str]]) -> tuple[int, str]:
    """The seat winning ``trick`` so far and its card (the Excuse never wins)."""
    led = next((c for _, c in trick if c != "EX"), "")
    suit = led[-1:]
    best_seat, best = trick[0]
    best_key = -1
    for s, c in trick:
        if c == "EX":
            continue
        key = _rank(c) if c.startswith("T") or c[-1] == suit else -1
        if key > best_key:
            best_seat, best, best_key = s, c, key
    return best_seat, best
