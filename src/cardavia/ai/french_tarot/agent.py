"""French Tarot agents: easy / normal heuristics, the hard and expert determinized searches.

``hard`` plays cards by sampled worlds (rollouts, then exact endgames) and decides the
auction, the discard and the poignée by search too: each option is played out in sampled
worlds with every seat's heuristic (``play_out``: the later bids, the discard, the card play)
and replaces the heuristic's choice when it gains SEARCH_MARGIN points a deal on average.
Hands far below every bidding threshold pass without search. ``expert`` is the same search
with EXPERT_SCALE times the worlds and nodes (and a 2 s budget).
"""

from __future__ import annotations

import time
from typing import Any

from cardavia.ai.common import Decision, Explanation, LevelAgent
from cardavia.ai.french_tarot.explain import card_reason, discard_reason, poignee_decision
from cardavia.ai.french_tarot.heuristics import (
    BID_THRESHOLDS,
    bid_decision,
    card_choice,
    chelem_decision,
    choose_bid,
    choose_card,
    choose_discard,
    hand_strength,
    should_declare_chelem,
)
from cardavia.ai.french_tarot.sampling import CONTRACT_IDS, TarotView, mask_of, sample_world
from cardavia.ai.french_tarot.search import Endgame, SearchAborted
from cardavia.engine.cards import bits
from cardavia.engine.decks import TAROT
from cardavia.games.french_tarot.rules import (
    BID_BASE,
    BIDDING,
    CHELEM,
    CHELEM_CHOICE,
    DISCARD,
    DISCARD_BASE,
    NO_CHELEM,
    OVER,
    TarotState,
)
from cardavia.games.french_tarot.tables import (
    HALF_POINTS,
    KINGS_MASK,
    PLAIN_MASK,
    SUIT_MASKS,
    TRUMP_MASK,
)

JsonDict = dict[str, Any]

#: Card play is solved exactly (per sampled world) from this many tricks left.
EXACT_TRICKS = 5
#: Worlds per exact decision at most, and the search nodes they may use together
#: (about 0.3 s of one core at the default 0.4 s budget).
MAX_WORLDS = 24
NODE_BUDGET = 200_000
#: ``expert`` searches the same way with this many times the worlds, nodes and rollouts.
EXPERT_SCALE = 4
#: Bidding by search: sampled worlds (the other hands and the chien) per bid decision, each
#: played out once per candidate bid with the heuristic policy of every seat (bids after
#: ours, the discard, the card play). Hands far below every threshold pass without search.
BID_WORLDS = 24
BID_SEARCH_MARGIN = 14
#: Discard by search: worlds per candidate discard (the heuristic's and its variants).
DISCARD_WORLDS = 16
#: Poignée by search: worlds played out with and without showing it.
POIGNEE_WORLDS = 24
#: What the search's choice must gain over the heuristic's (points per deal) to replace it:
#: the playouts are noisy and the heuristic's thresholds were tuned by self-play.
SEARCH_MARGIN = 1.0


class TarotAgent(LevelAgent):
    """One seat's French Tarot player at a given level."""

    game = "french-tarot"
    expert_scale = EXPERT_SCALE

    def __init__(self, level: str, seed: int, time_budget: float = 0.4) -> None:
        super().__init__(level, seed, time_budget)
        self.mistakes = 0.25 if level == "easy" else 0.0
        self.bid_thresholds: tuple[int, ...] = ()  # () = BID_THRESHOLDS; set by tuning runs
        self._discard_plan: list[int] = []  # the six cards chosen at the first discard

    def choose(self, obs: JsonDict, legal: list[str]) -> Decision:
        if self.mistakes and self.rng.random() < self.mistakes:
            return Decision(self.rng.choice(legal))
        phase = obs["phase"]
        if phase == "bidding":
            return self._bid(obs, legal)
        if phase == "discard":
            action = self._discard(obs, legal)
            return Decision(action, discard_reason(obs, action))
        if phase == "chelem":
            return chelem_decision(mask_of(obs["hand"]))
        return self._play(obs, legal)

    # -- auction and declarations -----------------------------------------------------------
    def _bid(self, obs: JsonDict, legal: list[str]) -> Decision:
        highest = max((CONTRACT_IDS.get(b or "", 0) for b in obs["bids"]), default=0)
        boldness = -4 if self.level == "easy" else 0
        hand = mask_of(obs["hand"])
        decision = bid_decision(hand, highest, legal, boldness, self.bid_thresholds)
        default = decision.action
        if self.searching and hand_strength(hand) >= BID_THRESHOLDS[0] - BID_SEARCH_MARGIN:
            action = self._search_bid(obs, legal, default)
            return decision if action == default else Decision(action)
        return decision

    def _search_bid(self, obs: JsonDict, legal: list[str], default: str) -> str:
        """Every legal bid played out in sampled worlds (the seats after us bid, discard and
        play by the heuristic); the best mean score wins, the heuristic's bid unless another
        gains SEARCH_MARGIN."""
        view = TarotView(obs)
        seat = view.seat
        deadline = time.perf_counter() + self.time_budget
        ids = [BID_BASE + (CONTRACT_IDS.get(a, 0)) for a in legal]
        totals = dict.fromkeys(ids, 0.0)
        done = 0
        for _ in range(self.scale * BID_WORLDS):
            world = sample_world(view, self.rng)
            if world is None:
                continue
            for action in ids:
                child = world.clone()
                child.apply_id(action)
                totals[action] += play_out(child, seat)
            done += 1
            if time.perf_counter() > deadline:
                break
        if not done:
            return default
        best = legal[max(range(len(ids)), key=lambda i: (totals[ids[i]], -i))]
        gain = (
            totals[BID_BASE + CONTRACT_IDS.get(best, 0)]
            - totals[BID_BASE + CONTRACT_IDS.get(default, 0)]
        ) / done
        return best if gain > SEARCH_MARGIN else default

    def _discard(self, obs: JsonDict, legal: list[str]) -> str:
        hand = mask_of(obs["hand"])
        allowed = {a for a in legal if a.startswith("discard:")}
        shortfall = max(0, 6 - sum(1 for a in allowed if not a[8:].startswith("T")))
        plan = self._discard_plan
        if not plan or any(not hand >> c & 1 for c in plan):
            plan = choose_discard(hand, shortfall)
            if self.searching and hand.bit_count() == 24:  # the first of the six discards
                plan = self._search_discard(obs, hand, plan)
            self._discard_plan = plan
        for card in plan:
            action = "discard:" + TAROT.codes[card]
            if action in allowed:
                return action
        return sorted(allowed)[0]

    def _search_discard(self, obs: JsonDict, hand: int, default: list[int]) -> list[int]:
        """The heuristic's six cards against discards that void another suit, each played
        out in sampled worlds; the best mean score, the heuristic's unless another gains
        SEARCH_MARGIN."""
        candidates = [default, *discard_variants(hand, default)]
        if len(candidates) == 1:
            return default
        view = TarotView(obs)
        seat = view.seat
        deadline = time.perf_counter() + self.time_budget
        totals = [0.0] * len(candidates)
        done = 0
        for _ in range(self.scale * DISCARD_WORLDS):
            world = sample_world(view, self.rng)
            if world is None:
                continue
            if not done:  # keep the candidates the engine accepts, card by card
                candidates = [c for c in candidates if _discards_legal(world, c)]
                totals = totals[: len(candidates)]
                if len(candidates) < 2 or candidates[0] is not default:
                    return default
            values = []
            for cards in candidates:
                child = world.clone()
                for card in cards:
                    child.apply_id(DISCARD_BASE + card)
                values.append(play_out(child, seat))
            totals = [t + v for t, v in zip(totals, values, strict=True)]
            done += 1
            if time.perf_counter() > deadline:
                break
        if not done:
            return default
        best = max(range(len(candidates)), key=lambda i: (totals[i], -i))
        return candidates[best] if (totals[best] - totals[0]) / done > SEARCH_MARGIN else default

    def _poignee(self, obs: JsonDict, legal: list[str]) -> str | None:
        options = [a for a in legal if a.startswith("poignee:")]
        if not options:
            return None
        # Show the largest level: its bonus goes to whoever wins the contract, and a seat
        # with that many trumps usually sits on the winning side.
        largest = max(options, key=lambda a: a.count(","))
        if self.searching:
            return self._search_poignee(obs, largest)
        return largest

    def _search_poignee(self, obs: JsonDict, option: str) -> str | None:
        """Show ``option`` or not, by worlds played out both ways (a defender's poignée pays
        the taker when the contract is made)."""
        view = TarotView(obs)
        seat = view.seat
        deadline = time.perf_counter() + self.time_budget
        show = no_show = 0.0
        done = 0
        for _ in range(self.scale * POIGNEE_WORLDS):
            world = sample_world(view, self.rng)
            if world is None:
                continue
            child = world.clone()
            child.apply_id(world.parse_action(option))
            show += play_out(child, seat)
            no_show += play_out(world, seat)
            done += 1
            if time.perf_counter() > deadline:
                break
        if done and (no_show - show) / done > SEARCH_MARGIN:
            return None
        return option

    # -- card play --------------------------------------------------------------------------
    def _play(self, obs: JsonDict, legal: list[str]) -> Decision:
        poignee = self._poignee(obs, legal)
        if poignee is not None:
            return poignee_decision(poignee)
        cards = [a for a in legal if not a.startswith("poignee:")]
        if len(cards) == 1:
            return Decision(cards[0], Explanation("only-legal"))
        view = TarotView(obs)
        if self.searching:
            choice = self._search(view, [TAROT.parse(c) for c in cards])
            if choice is not None:
                return Decision(TAROT.codes[choice])
        legal_mask = mask_of(cards)
        card, branch = card_choice(
            view.hand,
            legal_mask,
            view.trick,
            view.leader,
            view.seat,
            view.taker,
            view.unseen,
            view.tricks_left,
        )
        ints = [TAROT.parse(c) for c in cards]
        return Decision(TAROT.codes[card], card_reason(obs, card, branch, ints))

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
    seat = state.mover
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


def _discards_legal(state: TarotState, cards: list[int]) -> bool:
    trial = state.clone()
    for card in cards:
        if DISCARD_BASE + card not in trial.legal_ids():
            return False
        trial.apply_id(DISCARD_BASE + card)
    return True


def discard_variants(hand: int, default: list[int]) -> list[list[int]]:
    """Other legal discards of six cards from the 24-card ``hand``: for each plain suit
    without its king that fits, that suit voided and the rest filled with the richest plain
    cards (never kings; trumps only when the heuristic's discard needed them)."""
    plain = hand & PLAIN_MASK & ~KINGS_MASK
    trumps = [c for c in default if (1 << c) & TRUMP_MASK]
    out: list[list[int]] = []
    for suit in range(4):
        cards = hand & SUIT_MASKS[suit]
        if not cards or cards & KINGS_MASK or cards.bit_count() > 6:
            continue
        chosen = bits(cards)
        rest = sorted(bits(plain & ~cards), key=lambda c: (-HALF_POINTS[c], -(c % 14)))
        chosen += rest[: 6 - len(chosen)]
        chosen += trumps[: 6 - len(chosen)]
        if len(chosen) == 6 and sorted(chosen) != sorted(default) and chosen not in out:
            out.append(chosen)
    return out


def play_out(state: TarotState, seat: int) -> float:
    """Play ``state`` to its end from any phase with every seat's heuristic (bids, discard,
    no chelem, no poignée, card play); ``seat``'s score."""
    phase = state.phase_id
    while phase != OVER:
        if phase == BIDDING:
            mover = state.mover
            state.apply_id(BID_BASE + choose_bid(state.hands[mover], state.highest))
        elif phase == DISCARD:
            legal = state.legal_ids()
            hand = state.hands[state.mover]
            pick = -1
            for card in choose_discard(hand, state.shortfall):
                if DISCARD_BASE + card in legal:
                    pick = DISCARD_BASE + card
                    break
            state.apply_id(pick if pick >= 0 else legal[0])
        elif phase == CHELEM_CHOICE:
            declare = should_declare_chelem(state.hands[state.mover])
            state.apply_id(CHELEM if declare else NO_CHELEM)
        else:
            state.apply_id(_policy(state))
        phase = state.phase_id
    return _score(state, seat)


def _rollout(state: TarotState, seat: int) -> float:
    while state.phase_id != OVER:
        state.apply_id(_policy(state))
    return _score(state, seat)


def _score(state: TarotState, seat: int) -> float:
    scores: list[int] = state.result()["scores"]
    return float(scores[seat])


class TarotOracle(TarotAgent):
    """Sees every card (benchmarks only): the hard search run on the true state."""

    sees_everything = True

    def act_state(self, state: TarotState) -> str:
        obs = state.observation(state.mover)
        legal: list[str] = obs["legal_actions"]
        if obs["phase"] != "play":
            return self.act(obs)
        poignee = self._poignee(obs, legal)
        if poignee is not None:
            return poignee
        cards = [TAROT.parse(a) for a in legal if not a.startswith("poignee:")]
        if len(cards) == 1:
            return TAROT.codes[cards[0]]
        seat = state.mover
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
