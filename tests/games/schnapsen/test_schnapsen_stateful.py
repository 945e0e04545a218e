"""Random legal play through hypothesis state machines, checked after every step against the
invariants of a deal and against a plain, slow reference reading of the rules."""

from __future__ import annotations

import json
import random
from itertools import pairwise
from typing import Any

from hypothesis import settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
)
from schnapsen_helpers import round_trip, snapshot

from cardavia.engine.decks import SCHNAPSEN
from cardavia.engine.game import IllegalAction
from cardavia.engine.records import parse_records_text, replay
from cardavia.games.schnapsen import SPEC, SchnapsenState
from cardavia.games.schnapsen.match import MatchScore, random_match
from cardavia.games.schnapsen.tables import N_ACTIONS, POINTS, card_points

STRENGTH = {"J": 0, "Q": 1, "K": 2, "10": 3, "A": 4}
VALUE = {"J": 2, "Q": 3, "K": 4, "10": 10, "A": 11}
ALL_ACTIONS = (
    list(SCHNAPSEN.codes)
    + [f"marriage:{r}{s}" for s in "SHDC" for r in "QK"]
    + ["exchange", "close", "marriage:AS", "marriage:JH", "pass", "", "ZZ", "10", "AH "]
)


def rank(code: str) -> str:
    return code[:-1]


def suit(code: str) -> str:
    return code[-1]


class Reference:
    """The rules of shared/spec/rules-schnapsen.md read literally, on card codes."""

    def __init__(self, record: dict[str, Any]) -> None:
        d = record["deal"]
        self.hands = [set(d["hands"][0]), set(d["hands"][1])]
        self.talon = [*d["stock"], d["trump_card"]]  # top first; the indicator last
        self.trump = suit(d["trump_card"])
        self.turn = self.leader = (record["dealer"] + 1) % 2
        self.lead: str | None = None
        self.closer: int | None = None
        self.at_closing = (0, 0)
        self.points = [0, 0]
        self.pending = [0, 0]
        self.tricks = [0, 0]
        self.announced: list[set[str]] = [set(), set()]
        self.outcome: tuple[int, int, str] | None = None  # (winner, game points, reason)

    def strict(self) -> bool:
        return self.closer is not None or not self.talon

    def legal(self) -> set[str]:
        if self.outcome:
            return set()
        hand = self.hands[self.turn]
        if self.lead is None:
            out = set(hand)
            for card in hand:
                partner = {"K": "Q", "Q": "K"}.get(rank(card), "") + suit(card)
                if partner in hand and suit(card) not in self.announced[self.turn]:
                    out.add("marriage:" + card)
            if self.closer is None and self.talon:
                if "J" + self.trump in hand:
                    out.add("exchange")
                if len(hand) == 5:
                    out.add("close")
            return out
        if not self.strict():
            return set(hand)
        lead = self.lead
        same = {c for c in hand if suit(c) == suit(lead)}
        if same:
            higher = {c for c in same if STRENGTH[rank(c)] > STRENGTH[rank(lead)]}
            return higher or same
        return {c for c in hand if suit(c) == self.trump} or set(hand)

    def apply(self, action: str) -> None:
        assert action in self.legal()
        seat = self.turn
        if action == "exchange":
            jack = "J" + self.trump
            self.hands[seat] ^= {jack, self.talon[-1]}
            self.talon[-1] = jack
        elif action == "close":
            self.closer = seat
            self.at_closing = (self.points[1 - seat], self.tricks[1 - seat])
        elif action.startswith("marriage:"):
            card = action.split(":")[1]
            self.announced[seat].add(suit(card))
            value = 40 if suit(card) == self.trump else 20
            if self.tricks[seat]:
                self.points[seat] += value
                if self.points[seat] >= 66:
                    self.reach_66(seat)
                    return
            else:
                self.pending[seat] += value
            self.play(card)
        else:
            self.play(action)

    def play(self, card: str) -> None:
        seat = self.turn
        self.hands[seat].remove(card)
        if self.lead is None:
            self.lead = card
            self.turn = 1 - seat
            return
        lead, self.lead = self.lead, None
        wins = (suit(card) == suit(lead) and STRENGTH[rank(card)] > STRENGTH[rank(lead)]) or (
            suit(card) == self.trump and suit(lead) != self.trump
        )
        winner = seat if wins else 1 - seat
        self.points[winner] += VALUE[rank(lead)] + VALUE[rank(card)]
        self.tricks[winner] += 1
        self.points[winner] += self.pending[winner]
        self.pending[winner] = 0
        if self.points[winner] >= 66:
            self.reach_66(winner)
            return
        if self.closer is None and self.talon:
            self.hands[winner].add(self.talon.pop(0))
            self.hands[1 - winner].add(self.talon.pop(0))
        if not self.hands[winner]:
            if self.closer is None:
                self.outcome = (winner, 1, "last-trick")
            else:
                self.outcome = (
                    1 - self.closer,
                    3 if self.at_closing[1] == 0 else 2,
                    "closer-failed",
                )
            return
        self.turn = self.leader = winner

    def reach_66(self, seat: int) -> None:
        def points(pts: int, tricks: int) -> int:
            return 3 if tricks == 0 else 2 if pts < 33 else 1

        if self.closer is None:
            other = 1 - seat
            self.outcome = (seat, points(self.points[other], self.tricks[other]), "66")
        elif self.closer == seat:
            self.outcome = (seat, points(*self.at_closing), "closer-66")
        else:
            self.outcome = (seat, 3 if self.at_closing[1] == 0 else 2, "opponent-66")


def strings_in(value: Any) -> set[str]:
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        return set().union(*(strings_in(v) for v in value.values())) if value else set()
    if isinstance(value, list):
        return set().union(*(strings_in(v) for v in value)) if value else set()
    return set()


def check_state(state: SchnapsenState, ref: Reference) -> None:
    """Every invariant of a deal, and agreement with the reference."""
    hands = state.hands
    stock = state.stock[state.drawn :]
    played = 0
    for _, lead, follow, _ in state.tricks:
        played |= 1 << lead | 1 << follow
    if state.lead >= 0:
        played |= 1 << state.lead
    stock_mask = sum(1 << c for c in stock)
    piles = [hands[0], hands[1], stock_mask, played]
    # card conservation: 20 distinct cards in hands, stock (with the trump card) and play
    assert sum(p.bit_count() for p in piles) == 20 and hands[0] | hands[1] | stock_mask | played
    assert hands[0] | hands[1] | stock_mask | played == (1 << 20) - 1
    assert len(stock) == state.stock_left
    # 120 card points; banked points are the tricks' points plus counted marriages
    assert sum(card_points(p) for p in piles) == 120
    result = state.result()
    counted = [0, 0]
    for m in result["marriages"]:
        if m["counted"]:
            counted[m["seat"]] += m["points"]
    assert [t + c for t, c in zip(result["trick_points"], counted, strict=True)] == result[
        "card_points"
    ]
    assert sum(POINTS[c] for _, a, b, _ in state.tricks for c in (a, b)) == sum(
        result["trick_points"]
    )
    # sizes: the leader has one card less than the follower only once it has led
    sizes = [h.bit_count() for h in hands]
    if not state.is_over:
        lead_seat = state.leader
        assert sizes[lead_seat] == sizes[1 - lead_seat] - (state.lead >= 0)
        if state.closed_by < 0 and state.stock_left:
            assert sizes[1 - lead_seat] == 5
            assert state.stock_left == 10 - 2 * len(state.tricks)
    # legal actions: non-empty until the end, exactly those why_illegal accepts
    legal = state.legal_ids()
    assert bool(legal) != state.is_over
    assert sorted(legal) == [a for a in range(N_ACTIONS) if state.why_illegal(a) is None]
    assert len(set(legal)) == len(legal)
    # the reference agrees on the legal actions and the outcome
    assert set(state.legal_actions()) == ref.legal()
    assert result["card_points"] == ref.points and result["tricks_won"] == ref.tricks
    if ref.outcome:
        winner, pts, reason = ref.outcome
        assert (result["winner"], result["game_points"], result["reason"]) == (winner, pts, reason)
        scores = [0, 0]
        scores[winner] = pts
        assert result["scores"] == scores and result["over"]
    else:
        assert not result["over"] and result["scores"] == [0, 0] and result["winner"] is None
    # observations show a seat its own hand and only public cards of the others
    for seat in (0, 1):
        obs = state.observation(seat)
        json.dumps(obs)
        assert obs["hand"] == SCHNAPSEN.codes_of(hands[seat])
        hidden = hands[1 - seat] & ~state.known[1 - seat]
        hidden |= sum(1 << c for c in state.stock[state.drawn : 9])
        assert not strings_in(obs) & set(SCHNAPSEN.codes_of(hidden))
        assert bool(obs["legal_actions"]) == (seat == state.to_move)


class DealMachine(RuleBasedStateMachine):
    """Random legal actions over random deals; a new deal starts when one ends."""

    def __init__(self) -> None:
        super().__init__()
        self.state: SchnapsenState
        self.ref: Reference

    def new_deal(self, seed: int, dealer: int) -> None:
        self.state = SPEC.random_state(random.Random(seed), dealer)
        assert self.state.to_record() == SPEC.random_state(random.Random(seed), dealer).to_record()
        self.ref = Reference(self.state.to_record())

    @initialize(seed=st.integers(0, 2**32), dealer=st.integers(0, 1))
    def start(self, seed: int, dealer: int) -> None:
        self.new_deal(seed, dealer)

    @precondition(lambda self: self.state.is_over)
    @rule(seed=st.integers(0, 2**32), dealer=st.integers(0, 1))
    def next_deal(self, seed: int, dealer: int) -> None:
        assert round_trip(self.state) == self.state.result()
        self.new_deal(seed, dealer)

    @precondition(lambda self: not self.state.is_over)
    @rule(data=st.data())
    def legal_action(self, data: st.DataObject) -> None:
        state = self.state
        action = data.draw(st.sampled_from(state.legal_ids()))
        # clone independence: playing on a copy leaves the original as it was
        before = snapshot(state)
        copy = state.clone()
        copy.apply_id(action)
        assert snapshot(state) == before
        state.apply(state.format_action(action))
        assert snapshot(copy) == snapshot(state)
        self.ref.apply(state.format_action(action))

    @rule(action=st.sampled_from(ALL_ACTIONS))
    def illegal_action(self, action: str) -> None:
        state = self.state
        if state.is_legal(action):
            return
        before = snapshot(state)
        try:
            state.apply(action)
        except IllegalAction as exc:
            assert exc.reason and exc.action == action
        else:
            raise AssertionError(f"{action!r} was accepted although is_legal said no")
        assert snapshot(state) == before

    @rule()
    def record_round_trip(self) -> None:
        assert round_trip(self.state) == self.state.result()

    @invariant()
    def consistent(self) -> None:
        check_state(self.state, self.ref)


DealMachine.TestCase.settings = settings(max_examples=60, stateful_step_count=60, deadline=None)
TestDeals = DealMachine.TestCase


class MatchMachine(RuleBasedStateMachine):
    """Whole matches: deals alternate dealers, the winner's count goes down from 7."""

    def __init__(self) -> None:
        super().__init__()
        self.rng = random.Random()
        self.score = MatchScore()
        self.records: list[dict[str, Any]] = []
        self.dealer = 0
        self.state: SchnapsenState

    @initialize(seed=st.integers(0, 2**32), dealer=st.integers(0, 1))
    def start(self, seed: int, dealer: int) -> None:
        self.rng = random.Random(seed)
        self.dealer = dealer
        self.begin_match()

    def begin_match(self) -> None:
        self.score = MatchScore()
        self.records = []
        self.state = SPEC.random_state(self.rng, self.dealer)

    @precondition(lambda self: not self.state.is_over)
    @rule(data=st.data())
    def act(self, data: st.DataObject) -> None:
        self.state.apply_id(data.draw(st.sampled_from(self.state.legal_ids())))

    @precondition(lambda self: self.state.is_over)
    @rule()
    def end_of_deal(self) -> None:
        record = self.state.to_record("wiener-bild")
        before = self.score.points[:]
        self.score.add(record["result"])
        record["result"].update(self.score.fields())
        self.records.append(record)
        result = record["result"]
        winner = result["winner"]
        assert self.score.points[winner] == max(0, before[winner] - result["game_points"])
        assert self.score.points[1 - winner] == before[1 - winner]
        match = {"format": "cardavia-record/1", "game": "schnapsen", "deals": self.records}
        (loaded,) = parse_records_text(json.dumps(match))
        replayed = replay(loaded)
        assert replayed["match_points"] == self.score.points
        assert replayed["match_winner"] == self.score.winner
        assert replayed["deal_mismatches"] == []
        self.dealer = 1 - self.dealer
        if self.score.over:
            assert self.score.points[self.score.winner] == 0
            assert min(self.score.points) == 0 and max(self.score.points) > 0
            self.begin_match()
        else:
            self.state = SPEC.random_state(self.rng, self.dealer)

    @invariant()
    def points_in_range(self) -> None:
        assert all(0 <= p <= 7 for p in self.score.points)
        assert (self.score.winner is None) == (min(self.score.points) > 0)


MatchMachine.TestCase.settings = settings(max_examples=25, stateful_step_count=120, deadline=None)
TestMatches = MatchMachine.TestCase


def test_random_matches_are_complete_and_deterministic_by_seed():
    for seed in range(20):
        match = random_match(random.Random(seed))
        assert match == random_match(random.Random(seed))
        assert match["format"] == "cardavia-record/1" and match["game"] == "schnapsen"
        assert match["tradition"] == "wiener-bild"
        deals = match["deals"]
        assert all(d["result"]["over"] for d in deals)
        assert all(a["dealer"] != b["dealer"] for a, b in pairwise(deals))
        final = match["result"]
        assert final["match_winner"] in (0, 1) and final["match_points"][final["match_winner"]] == 0
        assert deals[-1]["result"]["match_points"] == final["match_points"]
        (loaded,) = parse_records_text(json.dumps(match))
        assert replay(loaded) == final
    assert random_match(random.Random(1)) != random_match(random.Random(2))
