"""The public ``playable_mask()`` agents use is exactly the set of cards the rules let the
seat to move play (P1-P3), on states reached by random legal play."""

from __future__ import annotations

import random

from cardavia.games.preference import SPEC, PreferenceState
from cardavia.games.preference.tables import DISCARD_BASE, SUIT_MASKS


def card_ids(mask: int) -> set[int]:
    return {c for c in range(DISCARD_BASE) if mask >> c & 1}


def play_states(seed: int) -> list[PreferenceState]:
    """Every card-play state of one random deal; bids are favoured so most deals are played."""
    rng = random.Random(seed)
    state = SPEC.random_state(rng, seed % 3)
    seen = []
    while not state.is_over:
        legal = state.legal_ids()
        if state.phase == "play":
            seen.append(state.clone())
        elif state.phase == "bidding" and len(legal) > 1 and rng.random() < 0.7:
            legal = [a for a in legal if state.format_action(a) != "pass"]
        state.apply_id(rng.choice(legal))
    return seen


def test_playable_mask_is_the_set_of_legal_card_actions() -> None:
    states = [s for seed in range(60) for s in play_states(seed)]
    assert len(states) > 300
    narrowed = 0
    for state in states:
        mask = state.playable_mask()
        hand = state.hands[state.to_move]
        legal_cards = {a for a in state.legal_ids() if a < DISCARD_BASE}
        assert card_ids(mask) == legal_cards
        # the string API a user plays through agrees card by card
        assert {c for c in card_ids(hand) if state.is_legal(state.format_action(c))} == legal_cards
        assert mask and mask & ~hand == 0
        if state.trick and hand & SUIT_MASKS[state.led]:
            assert mask & ~SUIT_MASKS[state.led] == 0  # P1: follow suit when able
        narrowed += mask != hand
    assert narrowed > 50  # the rules really restricted the choice in many of these states
