"""Property tests: a hypothesis state machine over deals and sessions, with invariants
checked after every step (card conservation, pool and score accounting, legality,
rejection of illegal actions, clone independence, record round trips, hidden information)."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

from hypothesis import HealthCheck, event, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
)

from cardavia.engine.decks import WIENER_BILD
from cardavia.engine.game import IllegalAction
from cardavia.engine.playout import random_playout
from cardavia.engine.records import LoadedRecord, parse_record, replay
from cardavia.games.preference import SPEC, PreferenceSession, PreferenceState
from cardavia.games.preference.tables import ACTION_NAMES, N_ACTIONS

FULL = (1 << 32) - 1
DEAL_ONLY_KEYS = (
    "over",
    "declarer",
    "contract",
    "trump",
    "tricks",
    "made",
    "void",
    "defence",
    "inviter",
    "invited",
    "no_aces",
    "four_aces",
    "bonuses",
    "tricks_won",
)


def snapshot(state: PreferenceState) -> dict[str, Any]:
    return {slot: copy.deepcopy(getattr(state, slot)) for slot in PreferenceState.__slots__}


def played_mask(state: PreferenceState) -> int:
    mask = 0
    for _, cards, _ in state.tricks:
        for c in cards:
            mask |= 1 << c
    for c in state.trick:
        mask |= 1 << c
    return mask


def check_conservation(state: PreferenceState) -> None:
    talon_taken = 0 < state.contract < 5
    piles = [*state.hands, state.discard, played_mask(state)]
    if not talon_taken:
        piles.append(state.talon)
    assert sum(p.bit_count() for p in piles) == 32
    union = 0
    for p in piles:
        union |= p
    assert union == FULL
    if talon_taken:
        # The talon went to the declarer: still in hand, discarded, or played.
        kept = state.hands[state.declarer] | state.discard | played_mask(state)
        assert kept & state.talon == state.talon


def check_accounting(result: dict[str, Any], state: PreferenceState) -> None:
    assert result["pool"] > 0 and result["pool"] % 10 == 0
    assert sum(result["scores"]) + result["pool"] == 0
    start = list(state.start_scores)
    assert result["deal_scores"] == [a - b for a, b in zip(result["scores"], start, strict=True)]
    if not result["over"] or result["void"]:
        assert result["scores"] == start and result["pool"] == state.start_pool


def visible_cards(value: Any) -> set[str]:
    if isinstance(value, str):
        card = value.partition(":")[2] or value
        return {card} if card in WIENER_BILD else set()
    if isinstance(value, dict):
        return set().union(*(visible_cards(v) for v in value.values())) if value else set()
    if isinstance(value, list):
        return set().union(*(visible_cards(v) for v in value)) if value else set()
    return set()


def check_observations(state: PreferenceState) -> None:
    over = state.is_over
    played = played_mask(state)
    for seat in range(3):
        obs = state.observation(seat)
        json.dumps(obs)
        allowed = state.hands[seat] | played
        numeric = 0 < state.contract < 5
        if over or (seat == state.declarer and numeric):
            allowed |= state.talon | state.discard
        shown = visible_cards(obs)
        assert shown <= set(WIENER_BILD.codes_of(allowed)), (seat, shown)
        if seat == state.to_move:
            assert obs["legal_actions"] == state.legal_actions()
        else:
            assert obs["legal_actions"] == []
        if state.contract >= 5 and not over:
            assert obs["talon"] is None


class PreferenceMachine(RuleBasedStateMachine):
    """Random sessions: each step applies a legal action, tries an illegal one, or clones."""

    def __init__(self) -> None:
        super().__init__()
        self.rng = random.Random(0)
        self.session = PreferenceSession(0)
        self.state: PreferenceState = self.session.start_random_deal(self.rng)

    @initialize(seed=st.integers(0, 2**32 - 1), low_pool=st.booleans())
    def start(self, seed: int, low_pool: bool) -> None:
        """A fresh session, or (to reach refills quickly) one whose pool is nearly empty."""
        self.rng = random.Random(seed)
        scores: tuple[int, ...] = (-30, -30, -30)
        pool = 90
        if low_pool:
            pool = self.rng.choice((10, 20))
            a = self.rng.randrange(-60, 60)
            b = self.rng.randrange(-60, 60)
            scores = (a, b, -pool - a - b)
        self.session = PreferenceSession(self.rng.randrange(3), scores, pool)
        self.state = self.session.start_random_deal(self.rng)

    @rule(steps=st.integers(1, 40), seed=st.integers(0, 2**16))
    def advance(self, steps: int, seed: int) -> None:
        """Several random legal actions in a row (every step still checked)."""
        rng = random.Random(seed)
        for _ in range(steps):
            self.act(rng.randrange(10**6), rng.random() < 0.5)
            check_conservation(self.state)

    @rule(pick=st.integers(0, 10**6), as_string=st.booleans())
    def act(self, pick: int, as_string: bool) -> None:
        state = self.state
        if state.is_over:
            self.finish_deal()
            self.state = self.session.start_random_deal(self.rng)
            assert self.state.dealer == (state.dealer + 1) % 3
            assert list(self.state.start_scores) == state.result()["scores"]
            return
        legal = state.legal_ids()
        action = legal[pick % len(legal)]
        if as_string:
            state.apply(state.format_action(action))
        else:
            assert state.why_illegal(action) is None
            state.apply_id(action)

    @rule(pick=st.integers(0, 10**6))
    def illegal_action_rejected(self, pick: int) -> None:
        state = self.state
        legal = set(state.legal_ids())
        candidates = [a for a in range(N_ACTIONS) if a not in legal]
        action = candidates[pick % len(candidates)]
        before = snapshot(state)
        try:
            state.apply(ACTION_NAMES[action])
        except IllegalAction as exc:
            assert exc.reason
        else:  # pragma: no cover - a failure
            raise AssertionError(f"{ACTION_NAMES[action]} was accepted")
        assert snapshot(state) == before

    @rule()
    def legality_agrees(self) -> None:
        state = self.state
        legal = state.legal_ids()
        assert len(set(legal)) == len(legal)
        for action in range(N_ACTIONS):
            reason = state.why_illegal(action)
            assert (reason is None) == (action in legal), (ACTION_NAMES[action], reason)
            assert state.parse_action(ACTION_NAMES[action]) == action

    @rule(seed=st.integers(0, 2**16))
    def clone_is_independent(self, seed: int) -> None:
        state = self.state
        before = snapshot(state)
        twin = state.clone()
        assert snapshot(twin) == before
        random_playout(twin, random.Random(seed))
        assert twin.is_over
        check_conservation(twin)
        check_accounting(twin.result(), twin)
        assert snapshot(state) == before

    @precondition(lambda self: not self.state.is_over)
    @rule()
    def mid_deal_record_round_trip(self) -> None:
        self.check_record(self.state)

    @invariant()
    def cards_are_conserved(self) -> None:
        check_conservation(self.state)

    @invariant()
    def pool_and_scores_balance(self) -> None:
        result = self.state.result()
        check_accounting(result, self.state)
        if result["over"] and not result["void"]:
            assert sum(result["tricks"]) == 10
            if not result["both_dropped"]:
                assert len(self.state.tricks) == 10
                assert sum(result["tricks_won"]) == 10

    @invariant()
    def legal_actions_until_over(self) -> None:
        state = self.state
        assert bool(state.legal_ids()) != state.is_over
        assert (state.to_move is None) == state.is_over

    @invariant()
    def observations_hide_what_they_must(self) -> None:
        check_observations(self.state)

    def finish_deal(self) -> None:
        result = self.state.result()
        event("void" if result["void"] else "refill" if result["refill"] else "settled")
        if result["both_dropped"]:
            event("both dropped")
        if result["invited"] is not None:
            event("invitation")
        if result["no_aces"]:
            event("no-aces")
        if result["contract"] in ("1", "2", "3", "4"):
            event("numeric contract")
        self.check_record(self.state)

    def check_record(self, state: PreferenceState) -> None:
        rec = json.loads(json.dumps(state.to_record("wiener-bild")))
        replayed = replay(LoadedRecord("r", parse_record(rec, "r")))
        computed = state.result()
        for key in DEAL_ONLY_KEYS:
            assert replayed[key] == computed[key], key
        if state.start_pool == 90 and state.start_scores == (-30, -30, -30):
            assert replayed == computed

    def teardown(self) -> None:
        if self.session.start_pool != 90:
            return  # session records always start at -30 each, pool 90 (S9)
        rec = json.loads(json.dumps(self.session.to_record()))
        replayed = replay(LoadedRecord("s", parse_record(rec, "s")))
        assert replayed == self.session.result()
        assert replayed == rec["result"]


PreferenceMachine.TestCase.settings = settings(
    max_examples=100,
    stateful_step_count=80,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
TestPreferenceMachine = PreferenceMachine.TestCase


def test_random_match_is_deterministic_by_seed() -> None:
    for seed in range(5):
        first = SPEC.random_match(random.Random(seed))
        again = SPEC.random_match(random.Random(seed))
        assert first == again
        assert first["format"] == "cardavia-record/1" and first["game"] == "preference"
        assert first["tradition"] == "wiener-bild" and len(first["deals"]) == 6
        loaded = LoadedRecord("m", parse_record(json.loads(json.dumps(first)), "m"))
        assert replay(loaded) == first["result"]


def test_random_state_is_deterministic_by_seed() -> None:
    a = SPEC.random_state(random.Random(7), 1)
    b = SPEC.random_state(random.Random(7), 1)
    random_playout(a, random.Random(3))
    random_playout(b, random.Random(3))
    assert a.history() == b.history() and a.result() == b.result()
    assert a.deal_json() == b.deal_json()


def test_many_random_deals_keep_the_invariants() -> None:
    rng = random.Random(11)
    session = PreferenceSession(0)
    for _ in range(300):
        state = session.start_random_deal(rng)
        random_playout(state, rng)
        check_conservation(state)
        result = state.result()
        check_accounting(result, state)
    assert session.result()["deals_played"] == 300
