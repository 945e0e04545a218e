import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tests.games.french_tarot._helpers import bids_for, fill, new_state

from cardavia.ai.agent import LEVELS, make_agent
from cardavia.ai.arena import play_deal, run_arena
from cardavia.ai.french_tarot.agent import (
    SEARCH_MARGIN,
    chelem_lead,
    discard_variants,
    play_out,
    significant_gain,
)
from cardavia.ai.french_tarot.heuristics import choose_card, choose_discard, should_declare_chelem
from cardavia.ai.french_tarot.sampling import TarotView, sample_world
from cardavia.engine.decks import TAROT
from cardavia.engine.playout import random_playout
from cardavia.engine.registry import get_game
from cardavia.games.french_tarot.tables import (
    EXCUSE_BIT,
    KINGS_MASK,
    PETIT,
    SUIT_MASKS,
    TRUMP_MASK,
)

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
    # The chelem search samples worlds after the discard too (none of these hands sweeps).
    assert state.phase == "chelem"
    assert agent.act(state.observation(state.taker)) == "no-chelem"


def mask(cards):
    return sum(1 << c for c in cards)


# -- chelem by search ------------------------------------------------------------------------
#: Twelve top trumps (21 down to 10), the Excuse, four kings and the queen of spades: the
#: defence holds nine trumps, all below the taker's, so drawing them from the top and cashing
#: the kings (then the queen) wins every trick, the Excuse led last winning the last one.
#: The hand count (13 trumps needed) would not declare it.
SURE_SLAM = [f"T{n}" for n in range(10, 22)] + ["EX", "KS", "QS", "KH", "KD", "KC"]
#: Thirteen trumps with the 21 and the Excuse and a king in every suit, which the hand count
#: declares, but the trumps 14 to 20 are out: a defender's trump takes a trick.
FALSE_SLAM = ["T21"] + [f"T{n}" for n in range(2, 14)] + ["EX", "KS", "KH", "KD", "KC"]


def slam_state(taker_hand: list[str]):
    """Seat 0 (first to bid, dealer 3) has ``taker_hand`` and takes a Garde sans; the
    others pass: the taker now chooses whether to declare the chelem."""
    hands, chien = fill({0: taker_hand})
    state = new_state(hands, chien, dealer=3)
    assert not state.is_over
    for action in bids_for(3, 0, "garde-sans"):
        state.apply(action)
    assert state.phase == "chelem" and state.to_move == 0
    return state


def test_hard_declares_a_sure_chelem_by_search_and_plays_for_it():
    # A generous clock: the number of worlds decides, not the machine's load.
    state = slam_state(SURE_SLAM)
    assert not should_declare_chelem(state.hands[0])  # the hand count would not declare
    agents = [make_agent("french-tarot", "hard", 7, time_budget=30.0)] + [
        make_agent("french-tarot", "normal", s) for s in (1, 2, 3)
    ]
    assert agents[0].act(state.observation(0)) == "chelem"
    play_deal(state, agents)
    result = state.result()
    assert result["chelem"] == "declared-made"
    assert result["scores"][0] > 0


def test_hard_does_not_declare_a_chelem_the_worlds_refute():
    state = slam_state(FALSE_SLAM)
    assert should_declare_chelem(state.hands[0])  # the hand count would declare it
    assert (
        make_agent("french-tarot", "hard", 7, time_budget=30.0).act(state.observation(0))
        == "no-chelem"
    )
    assert make_agent("french-tarot", "normal", 7).act(state.observation(0)) == "chelem"


def test_the_chelem_lead_draws_trumps_then_cashes_masters_and_keeps_the_excuse():
    hand = mask(TAROT.parse(c) for c in ["T21", "T5", "EX", "KS", "2S", "T1"])
    unseen_trumps = mask(TAROT.parse(c) for c in ["T3", "QS"])
    assert chelem_lead(hand, hand, unseen_trumps) == TAROT.parse("T21")
    no_trumps_out = mask(TAROT.parse(c) for c in ["QS", "3S"])
    assert chelem_lead(hand, hand, no_trumps_out) == TAROT.parse("KS")
    without_king = hand & ~(1 << TAROT.parse("KS")) & ~(1 << TAROT.parse("2S"))
    # The defence has no trump left: the lowest trump (not the Petit) wins the trick.
    assert chelem_lead(without_king, without_king, no_trumps_out) == TAROT.parse("T5")
    assert chelem_lead(EXCUSE_BIT, EXCUSE_BIT, no_trumps_out) == -1


def test_a_search_overrides_the_heuristic_only_on_a_significant_gain():
    def gain(values):
        return significant_gain(sum(values), sum(v * v for v in values), len(values))

    steady = [SEARCH_MARGIN + 2] * 16
    assert gain(steady) == SEARCH_MARGIN + 2
    assert gain([SEARCH_MARGIN - 1] * 64) == 0  # consistent but below the margin
    noisy = [200.0, -180.0] * 8 + [200.0]  # mean 11.8, but a standard error of about 47
    assert sum(noisy) / len(noisy) > SEARCH_MARGIN and gain(noisy) == 0
    assert gain(steady[:5]) == 0  # too few worlds


@pytest.mark.parametrize("bid", ["prise", "garde", "garde-sans"])
def test_worlds_are_sampled_for_a_bidder_after_a_bid(bid):
    """The chien is still hidden after a Prise or a Garde bid: later bidders' searches get
    worlds (they got none, and spent their whole clock failing to sample)."""
    state = SPEC.random_state(random.Random(4), 0)
    state.apply(bid)
    obs = state.observation(state.to_move)
    view = TarotView(obs)
    rng = random.Random(0)
    for _ in range(10):
        world = sample_world(view, rng)
        assert world is not None and world.phase == "bidding"
        assert world.hands[view.seat] == view.hand and world.bids == state.bids
