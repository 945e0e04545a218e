"""French Tarot agents: easy / normal heuristics, the hard and expert determinized searches.

``hard`` plays cards by sampled worlds (rollouts, then exact endgames) and decides the
auction, the discard and the poignée by search too: each option is played out in sampled
worlds with every seat's heuristic (``play_out``: the later bids, the discard, the card play)
and replaces the heuristic's choice only when the paired gain over it is significant
(``significant_gain``: SEARCH_MARGIN points a deal and SEARCH_Z standard errors). The taker
declares a chelem when at least 95 % of 64 worlds played out sweep, and then leads for it.
Hands far below every bidding threshold pass without search. ``expert`` is the same search
with EXPERT_SCALE times the worlds and nodes (and a 2 s budget).
"""

from __future__ import annotations

import time
from typing import Any, cast

from cardavia.ai.common import Decision, Explanation, LevelAgent
from cardavia.ai.french_tarot.explain import card_reason, discard_reason, poignee_decision
from cardavia.ai.french_tarot.heuristics import (
    BID_THRESHOLDS,
    LEAD_MASTER,
    LEAD_MASTER_TRUMP,
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
from cardavia.engine.view import Observation
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
    EXCUSE_BIT,
    HALF_POINTS,
    KINGS_MASK,
    PETIT,
    PLAIN_MASK,
    SUIT_MASKS,
    TRUMP_21,
    TRUMP_MASK,
)
from cardavia.games.french_tarot.view import TarotObservation

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
BID_WORLDS = 64
BID_SEARCH_MARGIN = 14
#: Discard by search: worlds per candidate discard (the heuristic's and its variants).
DISCARD_WORLDS = 48
#: Poignée by search: worlds played out with and without showing it.
POIGNEE_WORLDS = 32
#: What the search's choice must gain over the heuristic's to replace it: the same worlds are
#: played out both ways, and the mean paired gain must reach SEARCH_MARGIN points a deal and
#: SEARCH_Z standard errors. The playouts (heuristic defenders) flatter the taker and the
#: heuristic's thresholds were tuned by self-play: with 24 worlds and a 1-point margin the
#: searched Gardes made 7 of 14 against hard defenders.
SEARCH_MARGIN = 8.0
SEARCH_Z = 2.0
#: Chelem by search: declared when at least CHELEM_MAKE of CHELEM_WORLDS sampled worlds,
#: played out with the declared-chelem policy, sweep all 18 tricks.
CHELEM_WORLDS = 64
CHELEM_MAKE = 0.95


class TarotAgent(LevelAgent):
    """One seat's French Tarot player at a given level."""

    game = "french-tarot"
    expert_scale = EXPERT_SCALE

    def __init__(self, level: str, seed: int, time_budget: float = 0.4) -> None:
        super().__init__(level, seed, time_budget)
        self.mistakes = 0.25 if level == "easy" else 0.0
        self.bid_thresholds: tuple[int, ...] = ()  # () = BID_THRESHOLDS; set by tuning runs
        self._discard_plan: list[int] = []  # the six cards chosen at the first discard

    def choose(self, observation: Observation, legal: list[str]) -> Decision:
        obs = cast(TarotObservation, observation)
        if self.mistakes and self.rng.random() < self.mistakes:
            return Decision(self.rng.choice(legal))
        phase = obs["phase"]
        if phase == "bidding":
            return self._bid(obs, legal)
        if phase == "discard":
            action = self._discard(obs, legal)
            return Decision(action, discard_reason(obs, action))
        if phase == "chelem":
            return self._chelem(obs)
        return self._play(obs, legal)

    # -- auction and declarations -----------------------------------------------------------
    def _bid(self, obs: TarotObservation, legal: list[str]) -> Decision:
        highest = max((CONTRACT_IDS.get(b or "", 0) for b in obs["bids"]), default=0)
        boldness = -4 if self.level == "easy" else 0
        hand = mask_of(obs["hand"])
        decision = bid_decision(hand, highest, legal, boldness, self.bid_thresholds)
        default = decision.action
        if self.searching and hand_strength(hand) >= BID_THRESHOLDS[0] - BID_SEARCH_MARGIN:
            action = self._search_bid(obs, legal, default)
            return decision if action == default else Decision(action)
        return decision

    def _search_bid(self, obs: TarotObservation, legal: list[str], default: str) -> str:
        """Every legal bid played out in sampled worlds (the seats after us bid, discard and
        play by the heuristic); the heuristic's bid unless another's paired gain over it is
        significant (the largest such gain wins)."""
        view = TarotView(obs)
        seat = view.seat
        deadline = time.perf_counter() + self.time_budget
        ids = [BID_BASE + (CONTRACT_IDS.get(a, 0)) for a in legal]
        base = BID_BASE + CONTRACT_IDS.get(default, 0)
        # Per candidate: the sum and the sum of squares of its gain over the default bid.
        sums = dict.fromkeys(ids, 0.0)
        squares = dict.fromkeys(ids, 0.0)
        done = 0
        for _ in range(self.scale * BID_WORLDS):
            world = sample_world(view, self.rng)
            if world is None:
                if time.perf_counter() > deadline:
                    break
                continue
            values = {}
            for action in ids:
                child = world.clone()
                child.apply_id(action)
                values[action] = play_out(child, seat)
            for action in ids:
                gain = values[action] - values[base]
                sums[action] += gain
                squares[action] += gain * gain
            done += 1
            if time.perf_counter() > deadline:
                break
        best, best_gain = default, 0.0
        for action_text, action in zip(legal, ids, strict=True):
            gain = significant_gain(sums[action], squares[action], done)
            if gain > best_gain:
                best, best_gain = action_text, gain
        return best

    def _chelem(self, obs: TarotObservation) -> Decision:
        """``hard``: declare only when sampled worlds played out with the declared-chelem
        policy sweep in at least CHELEM_MAKE of CHELEM_WORLDS (stopping at the failure that
        rules it out); ``normal``: the heuristic's hand count."""
        hand = mask_of(obs["hand"])
        if not self.searching:
            return chelem_decision(hand)
        count = (hand & TRUMP_MASK).bit_count()
        if self._chelem_by_search(obs):
            if hand & (1 << TRUMP_21) and hand & EXCUSE_BIT:  # what the reason says
                return Decision("chelem", Explanation("tarot-chelem", {"count": count}))
            return Decision("chelem")
        return Decision("no-chelem", Explanation("tarot-no-chelem", {"count": count}))

    def _chelem_by_search(self, obs: TarotObservation) -> bool:
        view = TarotView(obs)
        worlds = self.scale * CHELEM_WORLDS
        allowed = int((1 - CHELEM_MAKE) * worlds + 1e-9)  # failures still compatible with it
        deadline = time.perf_counter() + self.time_budget
        made = failed = 0
        for _ in range(4 * worlds):  # a few draws may not fit the observation
            if made + failed == worlds or failed > allowed or time.perf_counter() > deadline:
                break
            world = sample_world(view, self.rng)
            if world is None:
                if time.perf_counter() > deadline:
                    break
                continue
            world.apply_id(CHELEM)
            play_out(world, view.seat)
            if world.taker_tricks == 18:
                made += 1
            else:
                failed += 1
        return made + failed == worlds and failed <= allowed

    def _discard(self, obs: TarotObservation, legal: list[str]) -> str:
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

    def _search_discard(self, obs: TarotObservation, hand: int, default: list[int]) -> list[int]:
        """The heuristic's six cards against discards that void another suit, each played
        out in sampled worlds; the heuristic's unless another's paired gain is significant."""
        candidates = [default, *discard_variants(hand, default)]
        if len(candidates) == 1:
            return default
        view = TarotView(obs)
        seat = view.seat
        deadline = time.perf_counter() + self.time_budget
        sums = [0.0] * len(candidates)  # gains over the heuristic's discard, and squares
        squares = [0.0] * len(candidates)
        done = 0
        for _ in range(self.scale * DISCARD_WORLDS):
            world = sample_world(view, self.rng)
            if world is None:
                if time.perf_counter() > deadline:
                    break
                continue
            if not done:  # keep the candidates the engine accepts, card by card
                candidates = [c for c in candidates if _discards_legal(world, c)]
                if len(candidates) < 2 or candidates[0] is not default:
                    return default
                sums, squares = sums[: len(candidates)], squares[: len(candidates)]
            values = []
            for cards in candidates:
                child = world.clone()
                for card in cards:
                    child.apply_id(DISCARD_BASE + card)
                values.append(play_out(child, seat))
            for i, value in enumerate(values):
                sums[i] += value - values[0]
                squares[i] += (value - values[0]) ** 2
            done += 1
            if time.perf_counter() > deadline:
                break
        gains = [significant_gain(sums[i], squares[i], done) for i in range(len(candidates))]
        best = max(range(len(candidates)), key=lambda i: (gains[i], -i))
        return candidates[best] if gains[best] > 0 else default

    def _poignee(self, obs: TarotObservation, legal: list[str]) -> str | None:
        options = [a for a in legal if a.startswith("poignee:")]
        if not options:
            return None
        # Show the largest level: its bonus goes to whoever wins the contract, and a seat
        # with that many trumps usually sits on the winning side.
        largest = max(options, key=lambda a: a.count(","))
        if self.searching:
            return self._search_poignee(obs, largest)
        return largest

    def _search_poignee(self, obs: TarotObservation, option: str) -> str | None:
        """Show ``option`` or not, by worlds played out both ways (a defender's poignée pays
        the taker when the contract is made)."""
        view = TarotView(obs)
        seat = view.seat
        deadline = time.perf_counter() + self.time_budget
        total = square = 0.0  # the gain of not showing it, and its square
        done = 0
        for _ in range(self.scale * POIGNEE_WORLDS):
            world = sample_world(view, self.rng)
            if world is None:
                if time.perf_counter() > deadline:
                    break
                continue
            child = world.clone()
            child.apply_id(world.parse_action(option))
            gain = play_out(world, seat) - play_out(child, seat)
            total += gain
            square += gain * gain
            done += 1
            if time.perf_counter() > deadline:
                break
        return None if significant_gain(total, square, done) > 0 else option

    # -- card play --------------------------------------------------------------------------
    def _play(self, obs: TarotObservation, legal: list[str]) -> Decision:
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
        if (
            obs["chelem_declared"]
            and view.seat == view.taker
            and not view.trick
            and all(t["winner"] == view.taker for t in obs["tricks"])
        ):
            lead = chelem_lead(view.hand, legal_mask, view.unseen)
            if lead >= 0:
                # The reason is checked like any lead's: the top of a suit only if it is.
                branch = LEAD_MASTER_TRUMP if (1 << lead) & TRUMP_MASK else LEAD_MASTER
                ints = [TAROT.parse(c) for c in cards]
                return Decision(TAROT.codes[lead], card_reason(obs, lead, branch, ints))
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
                if time.perf_counter() > deadline:
                    break
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
                if time.perf_counter() > deadline:
                    break
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
    legal = state.playable_mask()
    if (
        state.chelem_declared
        and seat == state.taker
        and not state.trick
        and not state.defence_tricks
    ):
        lead = chelem_lead(hand, legal, others)
        if lead >= 0:
            return lead
    return choose_card(
        hand,
        legal,
        state.trick,
        state.leader,
        seat,
        state.taker,
        others,
        18 - state.trick_no,
    )


def significant_gain(total: float, square: float, n: int) -> float:
    """The mean of ``n`` paired gains (their ``total`` and sum of squares) when it reaches
    SEARCH_MARGIN and SEARCH_Z standard errors, else 0 (keep the heuristic's choice)."""
    if n < 8:
        return 0.0
    mean = total / n
    variance = max(0.0, square / n - mean * mean) * n / (n - 1)
    if mean >= SEARCH_MARGIN and mean >= SEARCH_Z * (variance / n) ** 0.5:
        return mean
    return 0.0


def chelem_lead(hand: int, legal: int, unseen: int) -> int:
    """The declared chelem's lead for the taker (``unseen``: the defenders' cards), or -1 to
    leave it to the heuristic: draw trumps from the top while the defence holds any, then
    cash master plain cards, then trumps, keeping the Petit and the Excuse for the end (the
    Excuse led to the last trick wins it)."""
    if legal.bit_count() == 1:
        return -1
    legal &= ~EXCUSE_BIT  # the Excuse only as the last card
    trumps = legal & TRUMP_MASK
    if not legal:
        return -1
    if unseen & TRUMP_MASK:
        if trumps:
            return trumps.bit_length() - 1
        return -1
    for suit in range(4):  # a plain card no unseen card of its suit beats
        mine = legal & SUIT_MASKS[suit]
        if mine:
            top = mine.bit_length() - 1
            if not unseen & SUIT_MASKS[suit] & ~((1 << top) - 1):
                return top
    if trumps:
        low = trumps & ~(1 << PETIT) or trumps
        return (low & -low).bit_length() - 1
    return -1


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
