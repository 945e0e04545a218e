"""Preference agents: ``easy`` / ``normal`` heuristics, the ``hard`` determinized search and
the benchmark-only ``oracle``.

* ``normal`` bids from counted tricks (sure and probable tricks per suit: A, A-K, A-K-Q,
  guarded Kings, long suits, trump length, voids and singletons to ruff), with thresholds
  fitted by duplicate self-play; holds when it has priority; bids Game or Hearts on its first
  turn with a strong long suit; exchanges to minimise losers (12 cards, every pair of
  discards, the best trump at or above the bid); stays with enough probable tricks (more
  cautious against strong contracts), invites when the pair should reach 4, announces
  no-aces when it expects to make; and plays by card counting (cards played, voids shown,
  cards a seat could not hold).
* ``easy`` uses the same heuristics with bolder thresholds, forgets voids, and plays a
  random legal card now and then: deliberate mistakes.
* ``hard`` bids and defends like ``normal`` and searches the card play: it samples hidden
  hands consistent with its observation (sampling.py), rolls each legal card out with
  the ``normal`` policy on the engine's int kernel, and solves the last tricks exactly.
  Sample counts are fixed, so a seed fixes every decision; the time budget only cuts a search
  that overruns it.
* ``oracle`` sees every card (benchmarks only) and searches the true deal.
"""

from __future__ import annotations

import time
from typing import Any

from cardavia.ai.common import Decision, Explanation, LevelAgent
from cardavia.ai.preference.explain import card_reason
from cardavia.ai.preference.heuristics import (
    EASY_STYLE,
    NORMAL_STYLE,
    BidStyle,
    bid_decision,
    card_choice,
    declarer_tricks,
    defence_decision,
    exchange_decision,
    invitation_decision,
    no_aces_decision,
    should_announce_no_aces,
    trump_decision,
)
from cardavia.ai.preference.sampling import PrefView, mask_of, sample_world
from cardavia.engine.decks import WIENER_BILD
from cardavia.games.preference.rules import OVER, PreferenceState
from cardavia.games.preference.scoring import deal_values
from cardavia.games.preference.tables import (
    CONTRACT_NAMES,
    NO_ACES,
    SUIT_CODES,
)

JsonDict = dict[str, Any]

#: Rollouts per decision of ``hard`` (spread over the legal cards) and the minimum samples.
ROLLOUTS = 600
MIN_SAMPLES = 16
#: ``expert`` searches the same way with this many times the samples.
EXPERT_SCALE = 4
#: Solve exactly once this few tricks remain (three hands / two hands).
EXACT_THREE = 4
EXACT_TWO = 5
ORACLE_EXACT_THREE = 6
ORACLE_EXACT_TWO = 8
CODES = WIENER_BILD.codes
#: How much a defender values its fellow defender's settlement (its own counts fully).
PARTNER_WEIGHT = 0.3


class PreferenceAgent(LevelAgent):
    """One seat's Preference player at a given level."""

    game = "preference"
    expert_scale = EXPERT_SCALE

    def __init__(self, level: str, seed: int, time_budget: float = 0.4) -> None:
        super().__init__(level, seed, time_budget)
        self.style: BidStyle = EASY_STYLE if level == "easy" else NORMAL_STYLE
        self.mistakes = 0.2 if level == "easy" else 0.0

    def choose(self, obs: JsonDict, legal: list[str]) -> Decision:
        phase = obs["phase"]
        hand = mask_of(obs["hand"])
        if phase == "bidding":
            return self._bid(obs, hand, legal)
        if phase == "discard":
            return exchange_decision(hand, CONTRACT_NAMES.index(obs["contract"]) - 1)
        if phase == "trump":
            return trump_decision(hand, CONTRACT_NAMES.index(obs["contract"]) - 1)
        trump = SUIT_CODES.index(obs["trump"])
        contract = CONTRACT_NAMES.index(obs["contract"])
        second = obs["seat"] != (obs["declarer"] + 1) % 3
        if phase == "defence":
            return defence_decision(hand, trump, contract, second, self.style)
        if phase == "invitation":
            return invitation_decision(hand, trump, second, self.style)
        return self._play(obs, hand, legal)

    # -- auction ------------------------------------------------------------------------------
    def _bid(self, obs: JsonDict, hand: int, legal: list[str]) -> Decision:
        seat = obs["seat"]
        level = 0
        game = -1
        first = True
        for entry in obs["auction"]:
            bid = entry["bid"]
            if entry["seat"] == seat:
                first = False
            if bid in ("1", "2", "3", "4"):
                level = int(bid)
            elif bid.startswith("game:"):
                game = "CSD".index(bid[-1])
        return bid_decision(hand, legal, first, level, game, self.style)

    # -- card play ----------------------------------------------------------------------------
    def _play(self, obs: JsonDict, hand: int, legal: list[str]) -> Decision:
        view = PrefView(obs)
        # One clock for the whole decision: the no-aces search may use half of it.
        start = time.perf_counter()
        deadline = start + self.time_budget
        cards = [WIENER_BILD.parse(a) for a in legal if a != "no-aces"]
        if "no-aces" in legal:
            if self.searching:
                if self._search_no_aces(view, start + self.time_budget / 2):
                    return Decision("no-aces")
            else:
                announce = no_aces_decision(hand, view.trump, self.style)
                if announce is not None:
                    return announce
        if len(cards) == 1:
            return Decision(CODES[cards[0]], Explanation("only-legal"))
        if self.mistakes and self.rng.random() < self.mistakes:
            return Decision(CODES[self.rng.choice(cards)])
        if self.searching:
            choice = self._search(view, cards, deadline)
            if choice is not None:
                return Decision(CODES[choice])
        card, branch = self._heuristic_choice(view, cards)
        return Decision(CODES[card], card_reason(obs, card, branch, cards))

    def _heuristic_card(self, view: PrefView, cards: list[int]) -> int:
        return self._heuristic_choice(view, cards)[0]

    def _heuristic_choice(self, view: PrefView, cards: list[int]) -> tuple[int, str]:
        legal = 0
        for c in cards:
            legal |= 1 << c
        might = view.might()
        if self.level == "easy":
            unseen = view.unseen  # easy forgets the voids it has seen
            might = [view.hand if s == view.seat else unseen for s in range(3)]
        return card_choice(
            view.hand,
            legal,
            [c for _, c in view.trick],
            view.seat,
            view.declarer,
            view.trump,
            might,
            view.after_me(),
            view.others(),
        )

    def _worlds(self, view: PrefView, count: int, deadline: float) -> list[PreferenceState]:
        worlds = []
        for _ in range(count):
            world = sample_world(view, self.rng)
            if world is not None:
                worlds.append(world)
            if time.perf_counter() > deadline:
                break
        return worlds

    def _search(self, view: PrefView, cards: list[int], deadline: float) -> int | None:
        """Average each card's outcome over sampled worlds (exact in the last tricks); a world
        that would end past ``deadline`` (at the pace so far) is not started."""
        start = time.perf_counter()
        me = view.seat
        exact = view.tricks_left <= (EXACT_THREE if view.three else EXACT_TWO)
        samples = self.scale * (MIN_SAMPLES if exact else max(MIN_SAMPLES, ROLLOUTS // len(cards)))
        totals = dict.fromkeys(cards, 0.0)
        done = 0
        for _ in range(samples):
            world = sample_world(view, self.rng)
            if world is None:
                continue
            for card in cards:
                child = world.clone()
                child.apply_id(card)
                totals[card] += solve(child, me) if exact else rollout(child)[me]
            done += 1
            now = time.perf_counter()
            if now + (now - start) / done > deadline:
                break
        if not done:
            return None
        fallback = self._heuristic_card(view, cards)
        return max(cards, key=lambda c: (totals[c] + (0.01 * done if c == fallback else 0), -c))

    def _search_no_aces(self, view: PrefView, deadline: float) -> bool:
        """Announce no-aces when the rollouts say the contract is made often enough: worlds
        sampled in the first half of the time to ``deadline``, played out until it."""
        start = time.perf_counter()
        worlds = self._worlds(view, 2 * MIN_SAMPLES * self.scale, (start + deadline) / 2)
        if not worlds:
            return should_announce_no_aces(view.hand, view.trump, self.style)
        gain = 0.0
        for world in worlds:
            plain = rollout(world.clone())[view.seat]
            announced = world.clone()
            announced.apply_id(NO_ACES)
            gain += rollout(announced)[view.seat] - plain
            if time.perf_counter() > deadline:
                break
        return gain > 0


# -- the int kernel: rollouts, exact solving and the settlement -----------------------------


def policy_card(state: PreferenceState) -> int:
    """The ``normal`` card of the seat to move, seeing the world's hands (rollouts)."""
    seat = state.mover
    legal = state.playable_mask()
    if legal & (legal - 1) == 0:
        return legal.bit_length() - 1
    trick = state.trick
    d = state.declarer
    others = [s for s in (0, 1, 2) if s != seat] if state.three else [state.next_seat[seat]]
    after = []
    s = seat
    for _ in range(state.n_play - len(trick) - 1):
        s = state.next_seat[s]
        after.append(s)
    hands = state.hands
    return card_choice(hands[seat], legal, trick, seat, d, state.trump, hands, after, others)[0]


def rollout(state: PreferenceState) -> list[float]:
    """Play ``state`` out with the policy (in place) and return every seat's utility."""
    while state.phase_id != OVER:
        state.apply_id(policy_card(state))
    return utilities(state)


def objective(state: PreferenceState, seat: int) -> float:
    """The scalar ``seat`` plays for in the exact search (see :func:`utilities`)."""
    return utilities(state)[seat]


def solve(state: PreferenceState, seat: int, alpha: float = -1e9, beta: float = 1e9) -> float:
    """Alpha-beta to the end of the deal: ``seat`` and its partner (a fellow defender, who
    plays for the same value) maximise ``seat``'s objective; the other side minimises it."""
    if state.phase_id == OVER:
        return objective(state, seat)
    mover = state.mover
    d = state.declarer
    maximizing = mover == seat or (mover != d and seat != d)
    cards = state.playable_mask()
    best = -1e9 if maximizing else 1e9
    while cards:
        low = cards & -cards
        cards ^= low
        child = state.clone()
        child.apply_id(low.bit_length() - 1)
        value = solve(child, seat, alpha, beta)
        if maximizing:
            if value > best:
                best = value
                if value > alpha:
                    alpha = value
        else:
            if value < best:
                best = value
                if value < beta:
                    beta = value
        if alpha >= beta:
            break
    return best


def utilities(state: PreferenceState) -> list[float]:
    """What each seat plays for: its own settlement; a defender also cares a little about
    its partner's, and an invited defender plays for the inviter who collects its tricks."""
    v = deal_values(state)
    u = [float(x) for x in v]
    d = state.declarer
    if d < 0:
        return u
    a, b = (d + 1) % 3, (d + 2) % 3
    if state.invited >= 0:
        u[state.invited] += v[state.inviter]
    else:
        u[a] += PARTNER_WEIGHT * v[b]
        u[b] += PARTNER_WEIGHT * v[a]
    return u


class PreferenceOracle(PreferenceAgent):
    """Sees every card (benchmarks only): the search run on the true deal."""

    sees_everything = True

    def act_state(self, state: PreferenceState) -> str:
        seat = state.mover
        obs = state.observation(seat)
        legal: list[str] = obs["legal_actions"]
        if obs["phase"] != "play" or len(legal) == 1:
            return self.act(obs)
        if "no-aces" in legal:
            plain = rollout(state.clone())[seat]
            announced = state.clone()
            announced.apply_id(NO_ACES)
            if rollout(announced)[seat] > plain:
                return "no-aces"
        cards = [WIENER_BILD.parse(a) for a in legal if a != "no-aces"]
        if len(cards) == 1:
            return CODES[cards[0]]
        # One world only: it can afford to solve exactly from further back.
        exact = 10 - len(state.tricks) <= (ORACLE_EXACT_THREE if state.three else ORACLE_EXACT_TWO)
        values = {}
        for card in cards:
            child = state.clone()
            child.apply_id(card)
            values[card] = solve(child, seat) if exact else rollout(child)[seat]
        return CODES[max(cards, key=lambda c: (values[c], -c))]


def make(level: str, seed: int, time_budget: float) -> PreferenceAgent:
    if level == "oracle":
        return PreferenceOracle("hard", seed, time_budget)
    if level not in ("easy", "normal", "hard", "expert"):
        raise ValueError(f"unknown Preference level {level!r}")
    return PreferenceAgent(level, seed, time_budget)


__all__ = [
    "PreferenceAgent",
    "PreferenceOracle",
    "deal_values",
    "declarer_tricks",
    "make",
    "rollout",
    "solve",
]
