"""French Tarot agents: easy / normal heuristics and the hard determinized search."""

from __future__ import annotations

import random
import time
from typing import Any

from cardavia.ai.french_tarot.heuristics import (
    choose_bid,
    choose_card,
    choose_discard,
    should_declare_chelem,
)
from cardavia.ai.french_tarot.sampling import CONTRACT_IDS, TarotView, mask_of, sample_world
from cardavia.ai.french_tarot.search import Endgame, SearchAborted
from cardavia.engine.decks import TAROT
from cardavia.games.french_tarot.rules import OVER, TarotState
from cardavia.games.french_tarot.tables import CONTRACTS, TRUMP_MASK

JsonDict = dict[str, Any]

#: Card play is solved exactly (per sampled world) from this many tricks left.
EXACT_TRICKS = 5
#: Worlds per exact decision at most, and the search nodes they may use together
#: (about 0.3 s of one core at the default 0.4 s budget).
MAX_WORLDS = 24
NODE_BUDGET = 200_000
#: ``expert`` searches the same way with this many times the worlds, nodes and rollouts.
EXPERT_SCALE = 4


class TarotAgent:
    """One seat's French Tarot player at a given level."""

    def __init__(self, level: str, seed: int, time_budget: float = 0.4) -> None:
        self.name = f"french-tarot/{level}"
        self.level = level
        self.searching = level in ("hard", "expert")
        self.scale = EXPERT_SCALE if level == "expert" else 1
        self.rng = random.Random(seed)
        self.time_budget = time_budget
        self.mistakes = 0.25 if level == "easy" else 0.0
        self.bid_thresholds: tuple[int, ...] = ()  # () = BID_THRESHOLDS; set by tuning runs

    def act(self, obs: JsonDict) -> str:
        legal: list[str] = obs["legal_actions"]
        if not legal:
            raise ValueError("it is not this seat's turn: no legal actions in the observation")
        if len(legal) == 1:
            return legal[0]
        if self.mistakes and self.rng.random() < self.mistakes:
            return self.rng.choice(legal)
        phase = obs["phase"]
        if phase == "bidding":
            return self._bid(obs, legal)
        if phase == "discard":
            return self._discard(obs, legal)
        if phase == "chelem":
            return "chelem" if should_declare_chelem(mask_of(obs["hand"])) else "no-chelem"
        return self._play(obs, legal)

    # -- auction and declarations -----------------------------------------------------------
    def _bid(self, obs: JsonDict, legal: list[str]) -> str:
        highest = max((CONTRACT_IDS.get(b or "", 0) for b in obs["bids"]), default=0)
        boldness = -4 if self.level == "easy" else 0
        contract = choose_bid(mask_of(obs["hand"]), highest, boldness, self.bid_thresholds)
        name = CONTRACTS[contract]
        return name if name in legal else "pass"

    def _discard(self, obs: JsonDict, legal: list[str]) -> str:
        hand = mask_of(obs["hand"])
        allowed = {a for a in legal if a.startswith("discard:")}
        shortfall = 6 - sum(1 for a in allowed if not a[8:].startswith("T"))
        for card in choose_discard(hand, max(0, shortfall)):
            action = "discard:" + TAROT.codes[card]
            if action in allowed:
                return action
        return sorted(allowed)[0]

    def _poignee(self, obs: JsonDict, legal: list[str]) -> str | None:
        options = [a for a in legal if a.startswith("poignee:")]
        if not options:
            return None
        # Show the largest level: its bonus goes to whoever wins the contract, and a seat
        # with that many trumps usually sits on the winning side.
        return max(options, key=lambda a: a.count(","))

    # -- card play --------------------------------------------------------------------------
    def _play(self, obs: JsonDict, legal: list[str]) -> str:
        poignee = self._poignee(obs, legal)
        if poignee is not None:
            return poignee
        cards = [a for a in legal if not a.startswith("poignee:")]
        if len(cards) == 1:
            return cards[0]
        view = TarotView(obs)
        if self.searching:
            choice = self._search(view, [TAROT.parse(c) for c in cards])
            if choice is not None:
                return TAROT.codes[choice]
        legal_mask = mask_of(cards)
        card = choose_card(
            view.hand,
            legal_mask,
            view.trick,
            view.leader,
            view.seat,
            view.taker,
            view.unseen,
            view.tricks_left,
        )
        return TAROT.codes[card]

    def _search(self, view: TarotView, cards: list[int]) -> int | None:
        """Average each card's final score over sampled worlds, solved exactly near the end."""
        deadline = time.perf_counter() + self.time_budget
        if view.tricks_left <= EXACT_TRICKS:
            choice = self._solve(view, cards, deadline)
            if choice is not None:
                return choice
            # Too many nodes for an exact solve: estimate with rollouts in a short budget.
            deadline = time.perf_counter() + min(0.1, self.time_budget / 4)
        samples = self.scale * max(6, 240 // len(cards))
        totals = dict.fromkeys(cards, 0.0)
        done = 0
        for _ in range(samples):
            world = sample_world(view, self.rng)
            if world is None:
                continue
            for card in cards:
                child = world.clone()
                child.apply_id(card)
                totals[card] += _rollout(child, view.seat)
            done += 1
            if time.perf_counter() > deadline:
                break
        if not done:
            return None
        return max(cards, key=lambda c: (totals[c], -c))

    def _solve(self, view: TarotView, cards: list[int], deadline: float) -> int | None:
        """Exact values per sampled world; the node budget (not the clock) decides how many
        worlds, so a seed gives the same choice on any machine; the clock is only a backstop."""
        nodes_left = int(self.scale * NODE_BUDGET * min(1.0, self.time_budget / 0.4))
        sign = 3 if view.seat == view.taker else -1
        totals = dict.fromkeys(cards, 0)
        done = 0
        for _ in range(self.scale * MAX_WORLDS):
            world = sample_world(view, self.rng)
            if world is None:
                continue
            solver = Endgame(world, max_nodes=nodes_left, deadline=deadline)
            try:
                values = solver.values()
            except SearchAborted:
                break
            nodes_left -= solver.nodes
            for card in cards:
                totals[card] += sign * values[card]
            done += 1
        if not done:
            return None
        return max(cards, key=lambda c: (totals[c], -c))


def _policy(state: TarotState) -> int:
    seat = state._to_move
    hand = state.hands[seat]
    others = 0
    for s in range(4):
        if s != seat:
            others |= state.hands[s]
    return choose_card(
        hand,
        state.playable_mask(),
        state.trick,
        state.leader,
        seat,
        state.taker,
        others,
        18 - state.trick_no,
    )


def _rollout(state: TarotState, seat: int) -> float:
    while state._phase != OVER:
        state.apply_id(_policy(state))
    return _score(state, seat)


def _score(state: TarotState, seat: int) -> float:
    scores: list[int] = state.result()["scores"]
    return float(scores[seat])


class TarotOracle(TarotAgent):
    """Sees every card (benchmarks only): the hard search run on the true state."""

    sees_everything = True

    def act_state(self, state: TarotState) -> str:
        obs = state.observation(state._to_move)
        legal: list[str] = obs["legal_actions"]
        if obs["phase"] != "play":
            return self.act(obs)
        poignee = self._poignee(obs, legal)
        if poignee is not None:
            return poignee
        cards = [TAROT.parse(a) for a in legal if not a.startswith("poignee:")]
        if len(cards) == 1:
            return TAROT.codes[cards[0]]
        seat = state._to_move
        if 18 - state.trick_no <= EXACT_TRICKS:
            try:
                values = Endgame(state, max_nodes=4 * NODE_BUDGET).values()
            except SearchAborted:
                pass
            else:
                sign = 3 if seat == state.taker else -1
                return TAROT.codes[max(cards, key=lambda c: (sign * values[c], -c))]
        best = max(cards, key=lambda c: (_evaluate_true(state, c, seat), -c))
        return TAROT.codes[best]


def _evaluate_true(state: TarotState, card: int, seat: int) -> float:
    child = state.clone()
    child.apply_id(card)
    return _rollout(child, seat)


def make(level: str, seed: int, time_budget: float) -> TarotAgent:
    if level == "oracle":
        return TarotOracle("hard", seed, time_budget)
    return TarotAgent(level, seed, time_budget)


__all__ = ["TRUMP_MASK", "TarotAgent", "TarotOracle", "make"]
