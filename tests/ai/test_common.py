"""The helpers every game's AI shares: the decision type and the hidden-card sampler."""

import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardavia.ai.common import Decision, Explanation, assign_cards
from cardavia.engine.cards import bits


def test_a_decision_is_frozen_and_its_reason_declared():
    decision = Decision("pass", Explanation("only-legal"))
    with pytest.raises(AttributeError):
        decision.action = "garde"  # type: ignore[misc]
    with pytest.raises(ValueError, match="undeclared hint"):
        Explanation("only-legal", {"card": "KH"})
    assert Decision("pass").explanation is None


@given(seed=st.integers(0, 10_000), n=st.integers(4, 20), data=st.data())
def test_every_card_goes_to_a_place_that_may_hold_it_and_fills_the_room(seed, n, data):
    cards = (1 << n) - 1
    places = data.draw(st.integers(1, 4))
    # A random split of the n cards fixes each place's room; each place may also hold
    # random extra cards, so the constraint is real but always satisfiable.
    owner = [data.draw(st.integers(0, places - 1)) for _ in range(n)]
    capacity = [owner.count(p) for p in range(places)]
    allowed = [
        sum(1 << c for c in range(n) if owner[c] == p or data.draw(st.booleans()))
        for p in range(places)
    ]
    room = capacity[:]
    out = assign_cards(cards, room, allowed, random.Random(seed))
    if out is None:  # the greedy draw may paint itself into a corner: callers draw again
        out = assign_cards(cards, capacity[:], [cards] * places, random.Random(seed))
        allowed = [cards] * places  # with no constraint it never fails
        assert out is not None
    else:
        assert room == [0] * places
    assert [m.bit_count() for m in out] == capacity
    assert sum(out) == cards  # every card once (the masks are disjoint and cover all)
    for p, mask in enumerate(out):
        assert all(allowed[p] >> c & 1 for c in bits(mask))


def test_a_card_nobody_may_hold_fails_the_sample():
    assert assign_cards(0b11, [2, 2], [0b01, 0b01], random.Random(1)) is None


def test_the_same_seed_deals_the_same_cards():
    def deal(seed):
        return assign_cards((1 << 30) - 1, [10, 10, 10], [(1 << 30) - 1] * 3, random.Random(seed))

    assert deal(3) == deal(3)
    assert deal(3) != deal(4)
