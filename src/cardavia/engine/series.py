"""Deals make a series: French Tarot's running total, the Schnapsen match, the Preference
session. One protocol for all three, so the table, replay and resume never branch on a game.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Protocol

from cardavia.engine.game import GameState, JsonDict

if TYPE_CHECKING:
    from cardavia.engine.records import DealModel


class Series(Protocol):
    """Who deals next, what carries over from deal to deal, and the standing so far."""

    game_id: str

    def start_deal(self, rng: random.Random) -> GameState:
        """The next deal, shuffled from ``rng``, dealt by the seat whose turn it is."""
        ...

    def start_recorded(self, deal: DealModel, dealer: int) -> GameState:
        """The next deal from a record; raises ``RecordError`` if it cannot follow."""
        ...

    def replace_current(self, state: GameState) -> None:
        """The deal in progress moved on (a new state object after an action or an undo)."""
        ...

    def finish_deal(self, state: GameState) -> None:
        """Count a finished deal."""
        ...

    @property
    def over(self) -> bool:
        """The series is decided (a running total never is: the players stop it)."""
        ...

    def standings(self) -> JsonDict:
        """The standing after the finished deals, with ``deals`` (how many finished)."""
        ...

    def record(self, tradition: str) -> JsonDict | None:
        """The whole series as one record (match or session), or None when each deal is a
        record of its own (French Tarot)."""
        ...


__all__ = ["Series"]
