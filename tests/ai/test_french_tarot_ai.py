import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardavia.ai.agent import LEVELS, make_agent
from cardavia.ai.arena import play_deal, run_arena
from cardavia.ai.french_tarot.agent import discard_variants, play_out
from cardavia.ai.french_tarot.heuristics import choose_card, choose_discard
from cardavia.ai.french_tarot.sampling import TarotView, sample_world
from cardavia.engine.decks import TAROT
from cardavia.engine.playout import random_playout
from cardavia.engine.registry import get_game
from cardavia.games.french_tarot.tables import KINGS_MASK, PETIT, SUIT_MASKS, TRUMP_MASK

#: Levels played through whole deals here (``expert`` is checked on single decisions).
PLAYED_LEVELS = [lv for lv in LEVELS if lv != "expert"]

SPEC = get_game("french-tarot")


def state_after(seed: int, steps: int):
    """A state reached by random legal play from a seeded deal (never an ended one)."""
    rng = random.Random(seed)
    state = SPEC.random_state(rng, seed % 4)
    for _ in range(steps):
        if state.is_over:
            break
        nxt = state.clone()
        nxt.apply_id(rng.choice(nxt.legal_ids()))
        if nxt.is_over:
            break
        state = nxt
    return state


states = st.builds(state_after, st.integers(0, 10_000), st.integers(0, 90)).filter(
    lambda s: not s.is_over
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(
    states,
    st.sampled_from([lv for lv in LEVELS if lv not in ("hard", "expert")]),
    st.integers(0, 99),
)
def test_every_level_returns_a_legal_action(state, level, seed):
    obs = state.observation(state.to_move)
    action = make_agent("french-tarot", level, seed).act(obs)
    assert state.is_legal(action)


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(states, st.integers(0, 99))
def test_hard_returns_a_legal_action(state, seed):
    obs = state.observation(state.to_move)
    action = make_agent("french-tarot", "hard", seed, time_budget=2.0).act(obs)
    assert state.is_legal(action)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.filter_too_much])
@given(states.filter(lambda s: s.phase == "play"), st.integers(0, 99))
def test_sampled_worlds_look_the_same_to_the_seat(state, seed):
    """A world sampled from a seat's observation gives that seat the same observation:
    the agent's choice cannot depend on which of those worlds is the real one."""
    seat = state.to_move
    obs = state.observation(seat)
    world = sample_world(TarotView(obs), random.Random(seed))
    assert world is not None
    assert world.observation(seat) == obs
    agent_a = make_agent("french-tarot", "hard", seed, time_budget=5.0)
    agent_b = make_agent("french-tarot", "hard", seed, time_budget=5.0)
    assert agent_a.act(world.observation(seat)) == agent_b.act(obs)


@pytest.mark.parametrize("level", PLAYED_LEVELS)
def test_same_seed_same_decisions(level):
    def play(seed):
        state = SPEC.random_state(random.Random(11), 0)
        agents = [make_agent("french-tarot", level, seed + s, time_budget=5.0) for s in range(4)]
        play_deal(state, agents)
        return state.history()

    assert play(1) == play(1)


def test_the_petit_is_saved_into_a_partners_master_trump():
    # Seat 2 defends; its partner seat 1 leads the master 21, trumps outstanding elsewhere.
    hand = (1 << PETIT) | (1 << TAROT.parse("T5")) | (1 << TAROT.parse("KS"))
    trick = [TAROT.parse("T21")]
    legal = hand & TRUMP_MASK
    unseen = (1 << TAROT.parse("T10")) | (1 << TAROT.parse("QS")) | (1 << TAROT.parse("T2"))
    card = choose_card(hand, legal, trick, 1, 2, 0, unseen, 3)
    assert card == PETIT


def test_normal_beats_random_in_a_duplicate_arena():
    report = run_arena("french-tarot", ["normal", "random", "random", "random"], 12, seed=5)
    normal, rnd = report["agents"]
    assert normal["agent"] == "normal" and normal["ci95"][0] > 0 > rnd["ci95"][1]


def test_the_oracle_is_for_benchmarks_and_plays_legally():
    state = SPEC.random_state(random.Random(3), 1)
    agents = [make_agent("french-tarot", "oracle", s) for s in range(4)]
    play_deal(state, agents)
    assert state.is_over
    replay = SPEC.random_state(random.Random(3), 1)
    random_playout(replay, random.Random(0))
    assert "oracle" not in LEVELS


# -- search of the auction and the poignée, the Excuse, expert ---------------------------------
def test_a_defender_keeps_the_excuse_over_a_cheap_card():
    """On the taker's K♠ (seat 0 is the taker) a defender holding 3♠ and the Excuse gives the
    3♠ and keeps the Excuse to save a better card later; with only the Excuse and a Cavalier
    of the suit it plays the Excuse."""
    three, knight, king = TAROT.parse("3S"), TAROT.parse("NS"), TAROT.parse("KS")
    excuse = TAROT.parse("EX")
    hand = 1 << three | 1 << TAROT.parse("6S") | 1 << TAROT.parse("10S") | 1 << excuse
    legal = 1 << three | 1 << TAROT.parse("6S") | 1 << TAROT.parse("10S") | 1 << excuse
    unseen = ((1 << 78) - 1) & ~hand & ~(1 << king)
    assert choose_card(hand, legal, [king], 0, 1, 0, unseen, 17) == three
    hand = legal = 1 << knight | 1 << excuse
    assert choose_card(hand, legal, [king], 0, 1, 0, unseen, 17) == excuse
    # Two tricks from the end the Excuse goes now, or it would be lost at the last trick.
    hand = legal = 1 << three | 1 << excuse
    assert choose_card(hand, legal, [king], 0, 1, 0, unseen, 2) == excuse


@pytest.mark.parametrize("seed", range(6))
def test_play_out_finishes_a_deal_from_the_auction(seed):
    state = SPEC.random_state(random.Random(seed), seed % 4)
    if state.is_over:  # a Petit sec: annulled at the deal, nothing to play
        assert state.result()["annulled"]
        return
    value = play_out(state, 1)
    assert state.is_over and value == state.result()["scores"][1]


def test_hard_bids_by_search_and_expert_decides_legally():
    """Every bid the search gives is legal; a hand far below the thresholds passes without
    any playout; expert is hard with more worlds, deterministic for a seed."""
    rng = random.Random(11)
    seen = 0
    for _ in range(8):
        state = SPEC.random_state(rng, 0)
        if state.is_over:
            continue
        obs = state.observation(state.to_move)
        for level in ("hard", "expert"):
            action = make_agent("french-tarot", level, 3, time_budget=5.0).act(obs)
            assert state.is_legal(action)
            assert action == make_agent("french-tarot", level, 3, time_budget=5.0).act(obs)
        seen += 1
    assert seen >= 4


@pytest.mark.parametrize("seed", range(5))
def test_hard_discards_six_legal_cards_by_search(seed):
    """The taker's discard search keeps to legal plans (no king, trumps only when short) and
    ends the discard phase with six cards; its variants void a whole suit."""
    rng = random.Random(seed)
    state = SPEC.random_state(rng, 0)
    while state.phase == "bidding":  # the first seat takes a Garde, the others pass
        state.apply("garde" if state.to_move == 1 else "pass")
    assert state.phase == "discard"
    hand = state.hands[state.taker]
    default = choose_discard(hand, state.shortfall)
    for plan in discard_variants(hand, default):
        assert len(set(plan)) == 6 and all(hand >> c & 1 for c in plan)
        assert not any((1 << c) & KINGS_MASK for c in plan)
        voided = [
            s for s in range(4) if hand & SUIT_MASKS[s] and not SUIT_MASKS[s] & ~mask(plan) & hand
        ]
        assert voided
    agent = make_agent("french-tarot", "hard", seed, time_budget=5.0)
    while state.phase == "discard":
        action = agent.act(state.observation(state.taker))
        assert state.is_legal(action)
        state.apply(action)
    assert state.observation(state.taker)["discard"] is not None
    assert len(state.observation(state.taker)["discard"]) == 6


def mask(cards):
    return sum(1 << c for c in cards)
