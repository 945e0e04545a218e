"""The state-machine shape every game follows (in the spirit of OpenSpiel).

A state is created from an explicit deal, lists its legal actions, applies one action at a
time and, at the end, has a result. Actions travel as strings (records.md) at the edges; inside
a game they are small ints so search and random playouts stay cheap. ``apply`` either applies a
legal action or raises :class:`IllegalAction` and leaves the state exactly as it was.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any, ClassVar, Self

JsonDict = dict[str, Any]


class IllegalAction(Exception):
    """An action the rules do not allow now; ``reason`` says why in plain English."""

    def __init__(self, action: str, reason: str) -> None:
        super().__init__(f"{action!r}: {reason}")
        self.action = action
        self.reason = reason


class GameState(ABC):
    """One deal of a game. Subclasses use ``__slots__`` and write ``clone`` by hand."""

    __slots__ = ()

    game_id: ClassVar[str]
    num_seats: ClassVar[int]

    # -- the int-action kernel each game implements -------------------------------------
    @abstractmethod
    def legal_ids(self) -> list[int]:
        """Legal actions as ints (a representative subset where choices are sets)."""

    @abstractmethod
    def why_illegal(self, action: int) -> str | None:
        """``None`` when ``action`` is legal now, else the reason it is not."""

    @abstractmethod
    def apply_id(self, action: int) -> None:
        """Apply a legal int action without checking it (the fast path)."""

    @abstractmethod
    def parse_action(self, action: str) -> int:
        """The int of an action string; raises :class:`IllegalAction` when malformed."""

    @abstractmethod
    def format_action(self, action: int) -> str:
        """The record string of an int action."""

    # -- the public shape ----------------------------------------------------------------
    @property
    @abstractmethod
    def phase(self) -> str:
        """The current phase name (e.g. ``"bidding"``, ``"play"``, ``"over"``)."""

    @property
    @abstractmethod
    def to_move(self) -> int | None:
        """The seat whose decision it is, or ``None`` once the deal is over."""

    @property
    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def result(self) -> JsonDict:
        """The result object of records.md (``over`` false and nothing settled mid-deal)."""

    @abstractmethod
    def observation(self, seat: int) -> JsonDict:
        """What ``seat`` may know now, as JSON-ready data (no hidden cards of others)."""

    @abstractmethod
    def clone(self) -> Self: ...

    @abstractmethod
    def history(self) -> list[str]:
        """The actions applied so far, as record strings."""

    @abstractmethod
    def deal_json(self) -> JsonDict:
        """The deal as records.md writes it (``hands`` plus the game's extra piles)."""

    dealer: int

    def legal_actions(self) -> list[str]:
        return [self.format_action(a) for a in self.legal_ids()]

    def is_legal(self, action: str) -> bool:
        try:
            return self.why_illegal(self.parse_action(action)) is None
        except IllegalAction:
            return False

    def apply(self, action: str) -> None:
        """Apply ``action`` or raise :class:`IllegalAction` with the reason, changing nothing."""
        if self.is_over:
            raise IllegalAction(action, "the deal is over; no more actions are allowed")
        act = self.parse_action(action)
        reason = self.why_illegal(act)
        if reason is not None:
            raise IllegalAction(action, reason)
        self.apply_id(act)

    def to_record(self, tradition: str | None = None) -> JsonDict:
        """This deal as a records.md record (with its result)."""
        return {
            "format": RECORD_FORMAT,
            "game": self.game_id,
            "tradition": tradition,
            "dealer": self.dealer,
            "deal": self.deal_json(),
            "actions": self.history(),
            "result": self.result(),
        }


RECORD_FORMAT = "cardavia-record/1"
