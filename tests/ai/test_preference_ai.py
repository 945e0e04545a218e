import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardavia.ai.agent import LEVELS, make_agent
from cardavia.ai.arena import play_deal, run_arena
from cardavia.ai.preference.agent import solve
from cardavia.ai.preference.heuristics import (
    NORMAL_STYLE,
    bid_decision,
    choose_exchange,
    declarer_tricks,
)
from cardavia.ai.preference.sampling import PrefView, mask_of, sample_world
from cardavia.engine.registry import get_game
from cardavia.games.preference import PreferenceState
from cardavia.games.preference.scoring import deal_values
from cardavia.games.preference.tables import SUIT_MASKS

#: Levels played through whole deals here (``expert`` is checked on single decisions).
PLAYED_LEVELS = [lv for lv in LEVELS if lv != "expert"]

SPEC = get_game("preference")


def state_after(seed: int, steps: int) -> PreferenceState:
    """A state reached by random legal play from a seeded deal (never an ended one).

    Auction choices lean towards bids (numeric ones first, for the exchange) so that most
    states reach the exchange and the card play."""
    rng = random.Random(seed)
    state = SPEC.random_state(rng, seed % 3)
    for _ in range(steps):
        if state.is_over:
            break
        legal = state.legal_ids()
        if state.phase == "bidding" and len(legal) > 1 and rng.random() < 0.8:
            names = [state.format_action(a) for a in legal]
            numeric = [a for a, n in zip(legal, names, strict=True) if n in "1234" or n == "hold"]
            bids = [a for a, n in zip(legal, names, strict=True) if n != "pass"]
            legal = numeric if numeric and rng.random() < 0.7 else bids
        nxt = state.clone()
        nxt.apply_id(rng.choice(legal))
        if nxt.is_over:
            break
        state = nxt
    return state


states = st.builds(state_after, st.integers(0, 10_000), st.integers(0, 45)).filter(
    lambda s: not s.is_over
)
play_states = states.filter(lambda s: s.phase == "play")


def deal(h0: str, h1: str, h2: str, talon: str, dealer: int = 2) -> PreferenceState:
    hands = [mask_of(h.split()) for h in (h0, h1, h2)]
    return PreferenceState(hands, mask_of(talon.split()), dealer)


def play(state: PreferenceState, actions: str) -> PreferenceState:
    for action in actions.split():
        state.apply(action)
    return state


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(
    states,
    st.sampled_from([lv for lv in LEVELS if lv not in ("hard", "expert")]),
    st.integers(0, 99),
)
def test_every_level_returns_a_legal_action(state, level, seed):
    obs = state.observation(state.to_move)
    action = make_agent("preference", level, seed).act(obs)
    assert state.is_legal(action)


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(states, st.integers(0, 99))
def test_hard_returns_a_legal_action(state, seed):
    obs = state.observation(state.to_move)
    action = make_agent("preference", "hard", seed, time_budget=5.0).act(obs)
    assert state.is_legal(action)


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(states, st.integers(0, 99))
def test_the_oracle_returns_a_legal_action(state, seed):
    agent = make_agent("preference", "oracle", seed)
    assert getattr(agent, "sees_everything", False)
    assert state.is_legal(agent.act_state(state.clone()))  # type: ignore[attr-defined]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(play_states, st.integers(0, 99))
def test_sampled_worlds_respect_everything_the_seat_has_seen(state, seed):
    """A world sampled from a seat's observation gives that seat the same observation, and
    the hidden cards in it are a reshuffle of the real hidden cards."""
    seat = state.to_move
    obs = state.observation(seat)
    world = sample_world(PrefView(obs), random.Random(seed))
    assert world is not None
    assert world.observation(seat) == obs
    seen = state.hands[seat]
    for _, cards, _ in state.tricks:
        seen |= sum(1 << c for c in cards)
    seen |= sum(1 << c for c in state.trick)

    def unseen(s: PreferenceState) -> int:
        others = sum(s.hands[o] for o in range(3) if o != seat)
        return (others | s.talon | s.discard) & ~seen

    assert world.hands[seat] == state.hands[seat]
    assert unseen(world) == unseen(state)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(play_states, st.sampled_from(["easy", "normal", "hard"]), st.integers(0, 99))
def test_agents_never_read_hidden_cards(state, level, seed):
    """Reshuffling the hidden cards consistently with the observation (a sampled world)
    leaves the decision unchanged: the agent sees only its observation."""
    seat = state.to_move
    obs = state.observation(seat)
    world = sample_world(PrefView(obs), random.Random(seed + 1))
    assert world is not None
    agent_a = make_agent("preference", level, seed, time_budget=5.0)
    agent_b = make_agent("preference", level, seed, time_budget=5.0)
    assert agent_a.act(world.observation(seat)) == agent_b.act(obs)


@pytest.mark.parametrize("level", [*PLAYED_LEVELS, "oracle"])
def test_same_seed_same_decisions(level):
    def run(seed):
        state = SPEC.random_state(random.Random(11), 0)
        agents = [make_agent("preference", level, seed + s, time_budget=5.0) for s in range(3)]
        play_deal(state, agents)
        return state.history()

    assert run(1) == run(1)


def test_hand_values_match_the_engine_settlement():
    for i in range(40):
        state = SPEC.random_state(random.Random(i), i % 3)
        agents = [make_agent("preference", "easy", i + s) for s in range(3)]
        play_deal(state, agents)
        result = state.result()
        assert deal_values(state) == result["deal_scores"]


# -- hand-made positions ----------------------------------------------------------------------

# Dealer 2: seat 0 (forehand) declares Game in clubs, both defenders stay; the declarer leads
# 7S and seat 1, at its left, holds 9S JS AS: P3 forces its lowest beating card, 9S.
P3_DEAL = (
    "AC KC QC JC 10C 9C 7S 8S 7D 8D",
    "9S JS AS 9D 10D 7H 8H 9H 10H JH",
    "7C 8C 10S QS KS JD QD KD QH KH",
    "AD AH",
)


@pytest.mark.parametrize("level", [*PLAYED_LEVELS, "oracle"])
def test_the_first_defender_plays_its_lowest_beating_card(level):
    state = play(deal(*P3_DEAL), "game:C pass pass stay stay 7S")
    assert state.to_move == 1 and state.legal_actions() == ["9S"]
    agent = make_agent("preference", level, 3)
    if getattr(agent, "sees_everything", False):
        action = agent.act_state(state)  # type: ignore[attr-defined]
    else:
        action = agent.act(state.observation(1))
    assert action == "9S"


# Seat 0 plays Game in clubs against seat 1 alone (seat 2 dropped). After eight tricks the
# declarer has five and leads with AS 7S against KS 8D: AS first takes both last tricks
# (seat 1 must then discard 8D under 7S); 7S first loses both, and the contract with them.
SIX_DEAL = (
    "AC KC QC JC 10C AS 7S 7H 8H 9H",
    "KS 8D AH KH QH JH 10H AD KD QD",
    "7C 8C 9C 8S 9S 10S JS QS 7D 9D",
    "10D JD",
)
SIX_PLAY = "game:C pass pass stay drop alone AC 10H KC JH QC QD 7H QH AH 8H KH 9H KD JC 10C AD"


@pytest.mark.parametrize("level", ["normal", "hard", "oracle"])
def test_the_declarer_takes_the_trick_it_needs_for_six(level):
    state = play(deal(*SIX_DEAL), SIX_PLAY)
    assert state.to_move == 0 and state.won[0] == 5 and len(state.tricks) == 8
    assert sorted(state.legal_actions()) == ["7S", "AS"]
    agent = make_agent("preference", level, 5)
    if getattr(agent, "sees_everything", False):
        action = agent.act_state(state)  # type: ignore[attr-defined]
    else:
        action = agent.act(state.observation(0))
    assert action == "AS"
    state.apply(action)
    assert solve(state.clone(), 0) > 0  # the contract is made from here


def test_bidding_and_exchange_heuristics():
    strong = mask_of(["AC", "KC", "QC", "JC", "10C", "AS", "KS", "AD", "7H", "8H"])
    weak = mask_of(["7C", "8C", "9S", "10S", "7D", "9D", "JD", "7H", "9H", "JH"])
    assert declarer_tricks(strong, 0) > NORMAL_STYLE.numeric > declarer_tricks(weak, 0)
    options = ["pass", "1", "game:C", "game:S", "game:D", "hearts"]
    bid = bid_decision(strong, options, True, 0, -1, NORMAL_STYLE)
    assert bid.action in ("1", "game:C")
    assert bid.explanation is not None and bid.explanation.args["tricks"] >= 5
    passed = bid_decision(weak, options, True, 0, -1, NORMAL_STYLE)
    assert passed.action == "pass" and passed.explanation is not None
    assert passed.explanation.code == "pref-pass"
    # Twelve cards after the talon: keep the clubs and the Aces, void the short hearts.
    twelve = strong | mask_of(["9C", "7D"])
    a, b, trump = choose_exchange(twelve, 0)
    assert trump == 0
    assert 1 << a | 1 << b == mask_of(["7H", "8H"])
    assert not (1 << a | 1 << b) & SUIT_MASKS[0]


def test_normal_beats_random_in_a_duplicate_arena():
    report = run_arena("preference", ["normal", "random", "random"], 30, seed=5)
    normal, rnd = report["agents"]
    assert normal["agent"] == "normal" and normal["mean_per_deal"] > rnd["mean_per_deal"]
    assert normal["ci95"][0] > rnd["ci95"][1]


def test_the_oracle_is_for_benchmarks_only():
    assert "oracle" not in LEVELS
    state = SPEC.random_state(random.Random(3), 1)
    play_deal(state, [make_agent("preference", "oracle", s) for s in range(3)])
    assert state.is_over


def test_expert_decides_legally_and_deterministically():
    rng = random.Random(9)
    state = SPEC.random_state(rng, 0)
    while state.phase != "play" and not state.is_over:
        state.apply_id(rng.choice(state.legal_ids()))
    assert state.phase == "play"  # seed 9 reaches the card play
    for _ in range(4):
        obs = state.observation(state.to_move)
        action = make_agent("preference", "expert", 2, time_budget=30.0).act(obs)
        assert state.is_legal(action)
        assert action == make_agent("preference", "expert", 2, time_budget=30.0).act(obs)
        state.apply(action)
