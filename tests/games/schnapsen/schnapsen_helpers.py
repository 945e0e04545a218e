"""Helpers shared by the Schnapsen tests: explicit deals, scripted play, record round trips."""

from __future__ import annotations

import json
from typing import Any

from cardavia.engine.records import DealModel, parse_records_text, replay
from cardavia.games.schnapsen import SPEC, SchnapsenState


def deal(hand0: str, hand1: str, trump_card: str, stock: str, dealer: int = 1) -> SchnapsenState:
    """A state from space-separated card codes; with dealer 1, seat 0 leads first."""
    model = DealModel(
        hands=[hand0.split(), hand1.split()], stock=stock.split(), trump_card=trump_card
    )
    return SPEC.state_from_deal(model, dealer)


def play(state: SchnapsenState, actions: str) -> SchnapsenState:
    for action in actions.split():
        state.apply(action)
    return state


def round_trip(state: SchnapsenState) -> dict[str, Any]:
    """The result of ``state``'s record replayed through the public record path."""
    (loaded,) = parse_records_text(json.dumps(state.to_record("wiener-bild")))
    return replay(loaded)


def snapshot(state: SchnapsenState) -> Any:
    """Everything observable about a state, to compare before and after a rejected action."""
    return (
        json.dumps(state.to_record(), sort_keys=True),
        json.dumps([state.observation(0), state.observation(1)], sort_keys=True),
        state.legal_ids(),
    )
