"""Random deals driven through the engine, checked step by step against the reference model.

A hypothesis ``RuleBasedStateMachine`` deals from a drawn seed and dealer, then plays legal
actions (sometimes a hand-picked, non-default poignée), throws arbitrary actions at the
engine, clones, and round-trips records. After every single action it checks the invariants
of the brief: card conservation, the 91 points, legal actions, secrecy of observations,
agreement with ``_reference.RefDeal`` (legal sets, phase, seat to move, the whole result).
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, event, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    precondition,
    rule,
)

from cardavia.engine.game import IllegalAction
from cardavia.engine.records import parse_records_text, replay, replay_deal
from cardavia.games.french_tarot import TarotState

from ._helpers import SPEC, codes_in, new_state, snapshot
from ._reference import (
    ALL_CARDS,
    CONTRACTS,
    KINGS,
    TRUMPS,
    RefDeal,
    half_points,
    rank,
    suit,
)

RESULT_FIELDS = (
    "over",
    "scores",
    "taker",
    "contract",
    "bouts",
    "target",
    "taker_points",
    "made",
    "base",
    "petit_au_bout",
    "poignees",
    "chelem",
    "annulled",
)
JUNK = [
    "",
    "foo",
    "ks",
    "T22",
    "T0",
    "garde sans",
    "discard:",
    "discard:ZZ",
    "poignee:",
    "poignee:T1,T1",
    "poignee:KS",
    "poignee:T2,T3,T4,T5,T6,T7,T8,T9,T10,ZZ",
    " T21",
]
GENERIC = [*ALL_CARDS, *(f"discard:{c}" for c in ALL_CARDS), *CONTRACTS, "chelem", "no-chelem"]
SIZES = (10, 13, 15)


def by_rank(cards: set[str]) -> list[str]:
    return sorted(cards, key=ALL_CARDS.index)


def default_poignees(ref: RefDeal, seat: int) -> set[str]:
    """The options the brief expects: one per level, the lowest trumps (or all + Excuse)."""
    out = set()
    for size in SIZES:
        avail = by_rank(ref.poignee_available(seat, size))
        if len(avail) >= size:
            out.add("poignee:" + ",".join(avail[:size]))
        elif len(avail) == size - 1 and "EX" in ref.hands[seat]:
            out.add("poignee:" + ",".join([*avail, "EX"]))
    return out


def hidden_from(ref: RefDeal, viewer: int) -> set[str]:
    """Cards ``viewer`` must not be able to see in its observation now."""
    chien_public = ref.contract in ("prise", "garde")
    shown = {c for cards in ref.poignees.values() for c in cards}
    public = shown | (ref.chien if chien_public else set())
    hidden: set[str] = set()
    for seat in range(4):
        if seat != viewer:
            hidden |= ref.hands[seat] - public
    if ref.phase != "over":
        # The chien is public only after the auction, and only for a Prise or a Garde.
        if not chien_public or ref.phase == "bidding":
            hidden |= ref.chien
        if viewer != ref.taker:
            hidden |= set(ref.discard) - ref.public_discard - public
    return hidden


def stacked_deal(
    rng: random.Random, seat: int, trumps: int, kings: bool
) -> tuple[list[list[str]], list[str]]:
    """A shuffled deal where ``seat`` holds ``trumps`` trumps/Excuse (and maybe four Kings)."""
    high = [c for c in ALL_CARDS if suit(c) in "TX"]
    rng.shuffle(high)
    mine = high[: min(trumps, 14) if kings else trumps] + (sorted(KINGS) if kings else [])
    rest = [c for c in ALL_CARDS if c not in mine]
    rng.shuffle(rest)
    hands: list[list[str]] = [[], [], [], []]
    hands[seat] = mine + rest[: 18 - len(mine)]
    rest = rest[18 - len(mine) :]
    for other in range(4):
        if other != seat:
            hands[other], rest = rest[:18], rest[18:]
    return hands, rest


def defence_half_points(obs: dict, taker: int, contract: str) -> int:
    """The defence's card points (doubled), from the public trick history at the end."""
    half = sum(half_points(c) for c in obs["chien"]) if contract == "garde-contre" else 0
    for number, trick in enumerate(obs["tricks"]):
        cards, leader, winner = [c for _, c in trick["plays"]], trick["leader"], trick["winner"]
        defence_won = winner != taker
        if "EX" in cards and not (number == 17 and cards[0] == "EX" and winner == leader):
            owner_defends = (leader + cards.index("EX")) % 4 != taker
            if number < 17:
                half += 9 if owner_defends else 0
                if owner_defends != defence_won:  # half a point to the trick's winners
                    half += 1 if defence_won else -1
            else:
                half += 0 if owner_defends else 9  # to the other side
            cards = [c for c in cards if c != "EX"]
        if defence_won:
            half += sum(half_points(c) for c in cards)
    return half


def policy(legal: list[str], rng: random.Random) -> str:
    """A varied but plausible player: mostly passes, bids low, rarely declares a chelem."""
    if "pass" in legal:
        return "pass" if len(legal) == 1 or rng.random() < 0.55 else rng.choice(legal[1:3])
    if "chelem" in legal:
        return "chelem" if rng.random() < 0.1 else "no-chelem"
    poignees = [a for a in legal if a.startswith("poignee:")]
    if poignees and rng.random() < 0.5:
        return rng.choice(poignees)
    return rng.choice([a for a in legal if not a.startswith("poignee:")])


class TarotMachine(RuleBasedStateMachine):
    @initialize(
        seed=st.integers(0, 2**32 - 1),
        dealer=st.integers(0, 3),
        stack=st.one_of(st.none(), st.tuples(st.integers(0, 3), st.integers(9, 18), st.booleans())),
    )
    def deal(self, seed: int, dealer: int, stack: tuple[int, int, bool] | None) -> None:
        self.seed = seed
        self.dealer = dealer
        self.stack = stack
        self.state = self.fresh()
        twin = self.fresh()
        assert twin.deal_json() == self.state.deal_json(), "same seed, different deal"
        deal = self.state.deal_json()
        assert self.state.dealer == dealer
        self.ref = RefDeal(deal["hands"], deal["chien"], dealer)
        self.check()

    def fresh(self) -> TarotState:
        if self.stack is None:
            state = SPEC.random_state(random.Random(self.seed), self.dealer)
            assert isinstance(state, TarotState)
            return state
        seat, trumps, kings = self.stack
        hands, chien = stacked_deal(random.Random(self.seed), seat, trumps, kings)
        return new_state(hands, chien, self.dealer)

    # -- moving ----------------------------------------------------------------------------
    def advance(self, action: str) -> None:
        assert self.ref.is_legal(action), f"the engine offers {action!r}, illegal by the spec"
        self.state.apply(action)
        self.ref.apply(action)
        self.check()

    @precondition(lambda self: not self.state.is_over)
    @rule(data=st.data())
    def play_legal(self, data: st.DataObject) -> None:
        for _ in range(data.draw(st.integers(1, 12), label="actions")):
            if self.state.is_over:
                return
            ids = self.state.legal_ids()
            assert ids, "no legal action before the end"
            # an index into legal_ids(), skewed towards passing and against chelem
            # declarations so that every contract and the play get explored
            index = data.draw(st.integers(0, 2 * len(ids) - 1), label="index")
            if self.state.phase == "bidding":
                # pass half the time, else overcall by one or two steps
                index = 0 if index >= len(ids) or len(ids) == 1 else 1 + index % 2
            elif self.state.phase == "chelem":
                index = 0 if index == 0 else 1  # 1 in 4: chelem
            pick = ids[index % len(ids)]
            assert self.state.why_illegal(pick) is None
            self.advance(self.state.format_action(pick))

    @precondition(lambda self: self.state.phase == "play")
    @rule(data=st.data())
    def custom_poignee(self, data: st.DataObject) -> None:
        seat = self.ref.to_move
        assert seat is not None
        if self.ref.has_played(seat) or seat in self.ref.poignees:
            return
        options = []
        for size in SIZES:
            avail = by_rank(self.ref.poignee_available(seat, size))
            with_excuse = len(avail) == size - 1 and "EX" in self.ref.hands[seat]
            if len(avail) >= size or with_excuse:
                options.append((size, avail))
        if not options:
            return
        size, avail = data.draw(st.sampled_from(options), label="level")
        if len(avail) >= size:
            chosen = data.draw(st.permutations(avail), label="order")[:size]
        else:
            chosen = [*avail, "EX"]
        self.advance("poignee:" + ",".join(by_rank(set(chosen))))

    @rule(data=st.data())
    def any_action(self, data: st.DataObject) -> None:
        """Any action string: refused with a reason and no change iff the spec forbids it."""
        seat = self.ref.to_move
        near: list[str] = []
        if seat is not None:
            hand = sorted(self.ref.hands[seat], key=ALL_CARDS.index)
            near = hand + [f"discard:{c}" for c in hand]
        trumps = st.lists(st.sampled_from([*TRUMPS, "EX"]), min_size=9, max_size=16, unique=True)
        poignee = trumps.map(lambda cards: "poignee:" + ",".join(by_rank(set(cards))))
        pool = [*near, *GENERIC, *JUNK] if near else [*GENERIC, *JUNK]
        action = data.draw(st.one_of(st.sampled_from(pool), poignee), label="action")
        before = snapshot(self.state)
        assert self.state.is_legal(action) == self.ref.is_legal(action), action
        if self.ref.is_legal(action):
            trial = self.state.clone()
            trial.apply(action)
            assert snapshot(self.state) == before
            return
        with pytest.raises(IllegalAction) as err:
            self.state.apply(action)
        assert str(err.value.reason).strip()
        assert snapshot(self.state) == before, f"refused {action!r} but changed the state"

    @precondition(lambda self: not self.state.is_over)
    @rule(data=st.data())
    def clone_is_independent(self, data: st.DataObject) -> None:
        before = snapshot(self.state)
        twin = self.state.clone()
        assert snapshot(twin) == before
        for _ in range(data.draw(st.integers(1, 6), label="clone moves")):
            if twin.is_over:
                break
            legal = twin.legal_actions()
            twin.apply(legal[data.draw(st.integers(0, len(legal) - 1), label="index")])
        assert snapshot(self.state) == before, "moving a clone changed the original"
        assert snapshot(twin) != before

    @rule()
    def record_round_trip(self) -> None:
        record = self.state.to_record()
        loaded = parse_records_text(json.dumps(record))
        assert len(loaded) == 1
        assert replay(loaded[0]) == self.state.result()
        again = replay_deal(loaded[0].record, "round trip")  # type: ignore[arg-type]
        assert again.to_record() == record
        if again.phase == "chelem" and self.state.phase == "play":
            again.apply("no-chelem")  # records leave the taker's "no" out
        assert [again.observation(s) for s in range(4)] == [
            self.state.observation(s) for s in range(4)
        ]

    @precondition(lambda self: self.state.is_over)
    @rule(action=st.sampled_from([*GENERIC, "poignee:T1,T2,T3,T4,T5,T6,T7,T8,T9,T10"]))
    def nothing_after_the_end(self, action: str) -> None:
        before = snapshot(self.state)
        with pytest.raises(IllegalAction):
            self.state.apply(action)
        assert snapshot(self.state) == before

    # -- checks ----------------------------------------------------------------------------
    def check(self) -> None:
        state, ref = self.state, self.ref
        assert state.phase == ref.phase
        assert state.to_move == ref.to_move
        assert state.is_over == (ref.phase == "over")
        legal = state.legal_actions()
        assert bool(legal) != state.is_over, "legal actions must exist exactly until the end"
        self.check_legal_set(legal)
        observations = [state.observation(s) for s in range(4)]
        counts = [len(hand) for hand in ref.hands]
        for seat, obs in enumerate(observations):
            assert set(obs["hand"]) == ref.hands[seat], f"seat {seat} hand"
            assert obs["hand_sizes"] == counts
            leaked = codes_in(obs) & hidden_from(ref, seat)
            assert not leaked, f"seat {seat} ({state.phase}) sees {sorted(leaked)}"
            assert obs["legal_actions"] == (legal if seat == state.to_move else [])
        self.check_conservation(observations)
        self.check_result()

    def check_legal_set(self, legal: list[str]) -> None:
        ref = self.ref
        phase = ref.phase
        if phase == "bidding":
            assert legal == ref.legal_bids()
        elif phase == "discard":
            assert {a.removeprefix("discard:") for a in legal} == ref.legal_discards()
            assert all(a.startswith("discard:") for a in legal)
        elif phase == "chelem":
            assert sorted(legal) == ["chelem", "no-chelem"]
        elif phase == "play":
            cards = {a for a in legal if not a.startswith("poignee:")}
            assert cards == ref.legal_cards()
            seat = ref.to_move
            assert seat is not None
            offered = {a for a in legal if a.startswith("poignee:")}
            expected = set()
            if not ref.has_played(seat) and seat not in ref.poignees:
                expected = default_poignees(ref, seat)
            assert offered == expected

    def check_conservation(self, observations: list[dict]) -> None:
        state, ref = self.state, self.ref
        deal = state.deal_json()
        piles = [c for obs in observations for c in obs["hand"]]
        obs0 = observations[0]
        for trick in obs0["tricks"]:
            piles += [card for _, card in trick["plays"]]
        piles += [card for _, card in obs0["trick"]]
        if ref.phase == "bidding" or ref.annulled or ref.contract in ("garde-sans", "garde-contre"):
            piles += deal["chien"]
        else:
            assert ref.taker is not None
            discard = observations[ref.taker]["discard"]
            assert sorted(discard) == sorted(ref.discard)
            piles += discard
            public = {c for c in discard if suit(c) == "T"}
            for obs in observations:
                assert set(obs["discarded_trumps"]) == public
        assert len(piles) == 78 and set(piles) == set(ALL_CARDS), "cards lost or duplicated"
        assert sum(half_points(c) for c in piles) == 182  # 91 card points

    def check_result(self) -> None:
        got = self.state.result()
        want = self.ref.result()
        if not got["over"] or got["annulled"]:
            assert got["over"] == want["over"]
            assert got["scores"] == [0, 0, 0, 0]
            assert got["annulled"] == want["annulled"]
            assert got["poignees"] == want["poignees"]
            return
        for key in RESULT_FIELDS:
            assert got[key] == want[key], f"{key}: engine {got[key]!r}, spec {want[key]!r}"
        scores = got["scores"]
        taker = got["taker"]
        defenders = [scores[s] for s in range(4) if s != taker]
        assert sum(scores) == 0
        assert len(set(defenders)) == 1
        assert scores[taker] == -3 * defenders[0]
        defence = defence_half_points(self.state.observation(0), taker, got["contract"])
        assert got["taker_points"] * 2 + defence == 182, "the two sides must share 91 points"

    def teardown(self) -> None:
        if not hasattr(self, "state"):
            return
        rng = random.Random(self.seed)
        while not self.state.is_over:
            self.advance(policy(self.state.legal_actions(), rng))
        self.record_round_trip()
        result = self.state.result()
        event(f"contract={result['contract']} annulled={result['annulled']}")
        event(f"chelem={result['chelem']} poignees={len(result['poignees'])}")
        if self.ref.public_discard:
            event("trumps discarded")
        if any(len(c) == 15 and s == self.ref.taker for s, c in self.ref.poignees.items()):
            event("taker triple poignée")
        # determinism: the same seed and the same actions give the same record
        again = self.fresh()
        for action in self.state.history():
            again.apply(action)
        assert again.to_record() == self.state.to_record()


TarotMachine.TestCase.settings = settings(
    max_examples=100,
    stateful_step_count=40,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
test_tarot_state_machine = TarotMachine.TestCase


def test_reference_point_total() -> None:
    assert sum(half_points(c) for c in ALL_CARDS) == 182
    assert {rank(c) for c in TRUMPS} == set(range(1, 22))
