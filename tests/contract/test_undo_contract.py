"""Undo at the table, for every game: back to exactly the state before the human's last
decision (the AI replies undone too), as often as the player asks, never past a finished deal."""

from __future__ import annotations

import random

import pytest
from contract_helpers import CONTRACT, GAMES, POLICIES, full_view, pick, spec_of
from hypothesis import given
from hypothesis import strategies as st

from cardavia.engine.registry import tradition_for_game
from cardavia.play.session import TableSession


def play_with_undos(game: str, seed: int, human: int, play_seed: int, policy: str) -> int:
    """One deal at the table with random human decisions and random undos of one to three
    decisions (always at the first chance, at most 8 in all); checks every undo and returns
    how many there were."""
    seat = human % spec_of(game).num_seats
    session = TableSession(game, tradition_for_game(game), seed, level="random", human=seat)
    rng = random.Random(play_seed)
    assert not session.can_undo and session.undo() is False
    before: list[dict[str, object]] = []  # the full view before each human decision not undone
    undone = 0
    while not session.state.is_over:
        if not session.human_to_move:
            session.apply(session.ai_choice())
            continue
        before.append({"state": full_view(session.state), "standings": session.standings()})
        state = session.state
        session.apply(state.format_action(pick(state.legal_ids(), rng, policy)))
        while not session.state.is_over and not session.human_to_move:
            session.apply(session.ai_choice())
        if session.state.is_over or undone >= 8 or (undone and rng.random() > 0.3):
            continue
        for _ in range(rng.randint(1, min(3, len(before)))):
            assert session.can_undo
            assert session.undo() is True
            expected = before.pop()
            assert full_view(session.state) == expected["state"], "undo did not restore the state"
            assert session.standings() == expected["standings"]
            assert session.human_to_move
            undone += 1
    assert session.state.is_over
    assert not session.can_undo and session.undo() is False, "undo went back past a finished deal"
    return undone


@pytest.mark.parametrize("game", GAMES)
@CONTRACT
@given(
    seed=st.integers(0, 2**31),
    human=st.integers(0, 5),
    play_seed=st.integers(0, 2**31),
    policy=st.sampled_from(POLICIES),
)
def test_undo_returns_the_state_before_the_humans_last_decision(
    game: str, seed: int, human: int, play_seed: int, policy: str
):
    play_with_undos(game, seed, human, play_seed, policy)


@pytest.mark.parametrize("game", GAMES)
def test_undo_is_exercised_in_every_game(game: str):
    assert sum(play_with_undos(game, seed, seed, seed, "uniform") for seed in range(4)) >= 4
