"""The deal review (ai/review.py): exact Schnapsen endgames against a brute force, the
expert reviewed against itself, planted blunders found, reproducibility, cancelling."""

from __future__ import annotations

import random

import pytest

from cardavia.ai.agent import make_agent
from cardavia.ai.planted import found, planted_cases, review_case
from cardavia.ai.review import (
    DealReview,
    ReviewCancelled,
    ReviewError,
    deal_line,
    deal_records,
    expert_action,
    parse_review_record,
    review_deal,
)
from cardavia.engine.registry import get_game
from cardavia.games.schnapsen.rules import SchnapsenState

# -- Schnapsen endgames with every card known: exact minimax ---------------------------------


def brute_force(state: SchnapsenState, seat: int) -> int:
    """Minimax on the engine itself (no pruning, no table): ``seat``'s game points."""
    if state.is_over:
        return state.game_pts if state.winner == seat else -state.game_pts
    values = []
    for move in state.legal_ids():
        child = state.clone()
        child.apply_id(move)
        values.append(brute_force(child, seat))
    return max(values) if state.to_move == seat else min(values)


def _random_schnapsen(seed: int, close: bool = True) -> dict:
    """A deal of random legal play (``close=False``: nobody closes, so most deals reach
    the end of the stock)."""
    spec = get_game("schnapsen")
    state = spec.random_state(random.Random(seed), seed % 2)
    rng = random.Random(seed)
    while not state.is_over:
        legal = state.legal_actions()
        state.apply(rng.choice([a for a in legal if close or a != "close"] or legal))
    return state.to_record()


def test_schnapsen_costs_after_the_stock_is_gone_are_the_exact_minimax_differences():
    checked = costly = 0
    for seed in range(6):
        record = _random_schnapsen(seed, close=False)
        line = deal_line(deal_records(parse_review_record(record)), 0)
        by_index = {p.index: p for p in line.positions}
        for seat in (0, 1):
            review = review_deal(record, 0, seat, samples=16, par=False)
            for d in review.decisions:
                state = by_index[d.index].state
                if not d.exact or d.worlds == 0:
                    # Sampled: the stock was not gone (or closed), so the seat could not
                    # see every card.
                    assert d.worlds == 0 or state.stock_left > 0 or state.closed_by >= 0
                    continue
                assert state.stock_left == 0 and state.closed_by < 0
                values = {}
                for action in state.legal_actions():
                    child = state.clone()
                    child.apply(action)
                    values[action] = brute_force(child, seat)
                assert d.cost == max(values.values()) - values[d.chosen]
                assert d.low == d.cost == d.high
                assert values[d.best] == max(values.values())
                checked += 1
                costly += d.cost > 0
    assert checked >= 20 and costly >= 3  # random play errs in these endgames


# -- the expert reviewed against itself ------------------------------------------------------


def _expert_deal(game: str, seed: int, samples: int) -> dict:
    """Seat 0 played by the review's own expert (its worlds from another seed than the
    review's), the others by ``normal``."""
    spec = get_game(game)
    state = spec.random_state(random.Random(seed), 1)
    agents = [make_agent(game, "normal", seed * 10 + s) for s in range(spec.num_seats)]
    step = 0
    while not state.is_over:
        seat = state.to_move
        obs = state.observation(seat)
        if seat == 0:
            rng = random.Random(f"expert:{seed}:{step}")
            action = expert_action(game, obs, rng=rng, samples=samples)
        else:
            action = agents[seat].act(obs)
        state.apply(action)
        step += 1
    return state.to_record()


@pytest.mark.parametrize(
    ("game", "seeds", "samples"),
    [("schnapsen", (1, 2, 3), 48), ("preference", (4, 5), 24), ("french-tarot", (9,), 24)],
)
def test_the_experts_own_play_costs_about_nothing(game, seeds, samples):
    for seed in seeds:
        record = _expert_deal(game, seed, samples)
        review = review_deal(record, 0, 0, seed=77, samples=samples, par=False)
        assert len(review.decisions) >= 2
        assert review.lost_low == 0.0, [(d.chosen, d.best, d.cost) for d in review.decisions]


# -- planted blunders ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("game", "cases", "samples", "phases"),
    [
        ("schnapsen", 3, None, None),
        ("preference", 3, 16, None),
        ("french-tarot", 1, 12, ("bidding",)),
        ("french-tarot", 1, 16, ("play",)),
    ],
)
def test_a_planted_blunder_is_the_costliest_decision(game, cases, samples, phases):
    # The full measure is `cardavia bench --review --planted 200` (README); here a few
    # cases with the ``normal`` level in the seat and fewer worlds, to stay fast.
    for case in planted_cases(game, cases, 0, "normal", phases):
        review = review_case(case, samples=samples)
        assert found(case, review), (case.seed, case.blunder, review.costliest)
        blunder = review.decisions[review.costliest[0]]
        assert blunder.chosen == case.blunder and blunder.best != case.blunder
        assert 0 < blunder.low <= blunder.cost <= blunder.high


# -- the review's shape ----------------------------------------------------------------------


def test_reviews_are_reproducible_and_round_trip_through_json():
    record = _random_schnapsen(5)
    first = review_deal(record, 0, 1, seed=3, samples=24)
    again = review_deal(record, 0, 1, seed=3, samples=24)
    assert first == again
    assert DealReview.from_json(first.to_json()) == first
    costs = [d.cost for d in first.decisions]
    assert first.lost == pytest.approx(sum(costs))
    assert first.decisions[-1].running_loss == pytest.approx(first.lost)
    assert all(d.seat == 1 for d in first.decisions)
    ranked = sorted((c for c in costs if c > 0), reverse=True)[:3]
    assert [first.decisions[i].cost for i in first.costliest] == ranked
    assert first.lost_low <= first.lost <= first.lost_high
    assert first.par_low <= first.par <= first.par_high


def test_progress_and_cancelling():
    record = _random_schnapsen(6)
    seen: list[tuple[int, int]] = []
    review = review_deal(
        record, 0, 0, samples=8, par=False, progress=lambda d, t: seen.append((d, t))
    )
    total = len(review.decisions)
    assert seen == [(i, total) for i in range(1, total + 1)]
    calls = 0

    def cancelled() -> bool:
        nonlocal calls
        calls += 1
        return calls > 3

    with pytest.raises(ReviewCancelled):
        review_deal(record, 0, 0, samples=8, cancelled=cancelled)


def test_bad_requests_raise_review_errors():
    record = _random_schnapsen(7)
    with pytest.raises(ReviewError):
        review_deal(record, 1, 0)  # a single deal has no deal 2
    with pytest.raises(ReviewError):
        review_deal(record, 0, 2)  # Schnapsen has two seats
    with pytest.raises(ReviewError):
        review_deal({"game": "schnapsen"}, 0, 0)  # no deal
    broken = dict(record, actions=[*record["actions"][:3], "close", "close"])
    with pytest.raises(ReviewError):
        review_deal(broken, 0, 0)
