"""The state-machine shape every game follows (in the spirit of OpenSpiel).

A state is created from an explicit deal, lists its legal actions, applies one action at a
time and, at the end, has a result. Actions travel as strings (records.md) at the edges; inside
a game they are small ints so search and random playouts stay cheap. ``apply`` either applies a
legal action or raises :class:`IllegalAction` and leaves the state exactly as it was.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Mapping
from typing import Any, ClassVar, Self

from cardavia.engine.reasons import COMMON_REASONS, Reason
from cardavia.engine.slots import Copy, make_clone
from cardavia.engine.view import Observation, Result

JsonDict = dict[str, Any]


DEAL_OVER = Reason("deal-over")


class IllegalAction(Exception):
    """An action the rules do not allow now; ``reason`` says why: a :class:`Reason` when
    the rules gave one, plain English text for an action string that is malformed."""

    def __init__(self, action: str, reason: Reason | str) -> None:
        super().__init__(f"{action!r}: {reason}")
        self.action = action
        self.reason = reason

    def __reduce__(self) -> tuple[type[IllegalAction], tuple[str, Reason | str]]:
        # Survives pickling (arena worker processes) with both fields.
        return (IllegalAction, (self.action, self.reason))


class GameState(ABC):
    """One deal of a game.

    A subclass declares its fields once, in ``SLOTS`` (name -> how a clone copies it, see
    engine/slots.py), with ``__slots__ = tuple(SLOTS)``; its ``clone`` is generated from them.
    """

    __slots__ = ()

    game_id: ClassVar[str]
    num_seats: ClassVar[int]
    SLOTS: ClassVar[Mapping[str, Copy]] = {}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        slots = cls.__dict__.get("SLOTS")
        if slots is None:
            return
        if tuple(cls.__dict__.get("__slots__", ())) != tuple(slots):
            raise TypeError(f"{cls.__qualname__}: __slots__ must be tuple(SLOTS)")
        setattr(cls, "clone", make_clone(slots, cls.__qualname__))  # noqa: B010 (mypy: a method)

    # -- the int-action kernel each game implements -------------------------------------
    @abstractmethod
    def legal_ids(self) -> list[int]:
        """Legal actions as ints (a representative subset where choices are sets)."""

    @abstractmethod
    def why_illegal(self, action: int) -> Reason | None:
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
    def result(self) -> Result:
        """The result object of records.md (``over`` false and nothing settled mid-deal),
        extending the typed core of engine/view.py."""

    @abstractmethod
    def observation(self, seat: int) -> Observation:
        """What ``seat`` may know now, as JSON-ready data (no hidden cards of others),
        extending the typed core of engine/view.py."""

    def clone(self) -> Self:
        """A copy sharing no mutable field with this state (generated from ``SLOTS``)."""
        raise NotImplementedError(f"{type(self).__qualname__} declares no SLOTS")

    @abstractmethod
    def history(self) -> list[str]:
        """The actions applied so far, as record strings."""

    @abstractmethod
    def deal_json(self) -> JsonDict:
        """The deal as records.md writes it (``hands`` plus the game's extra piles)."""

    dealer: int

    def public_action(self, action: str, actor: int, seat: int) -> str:
        """``action``, just played by ``actor``, as ``seat`` saw it: a card put away face
        down reads ``discard:?``. Every action is public unless a game says otherwise."""
        return action

    def play_randomly(self, rng: random.Random) -> None:
        """Play to the end with uniformly random legal actions, ``rng.choice(legal_ids())``
        at every step, unchecked (the raw kernel a search runs). A game may override it with
        a faster loop that draws the same choices from ``rng`` and ends in the same state."""
        legal_ids = self.legal_ids
        apply_id = self.apply_id
        choice = rng.choice
        while not self.is_over:
            apply_id(choice(legal_ids()))

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
            raise IllegalAction(action, DEAL_OVER)
        act = self.parse_action(action)
        reason = self.why_illegal(act)
        if reason is not None:
            raise IllegalAction(action, reason)
        self.apply_id(act)

    def apply_recorded(self, action: str) -> None:
        """Apply an action as a record writes it. Records leave out some decisions the state
        machine makes explicitly (records.md); a game whose notation does restores them
        here, and every reader of records replays through this method."""
        self.apply(action)

    def recorded_actor(self, action: str) -> int | None:
        """The seat that makes ``action`` applied with ``apply_recorded``: the seat to move,
        unless the record left out a decision of another seat just before it."""
        return self.to_move

    def record_actions(self) -> list[str]:
        """The history in record notation (see ``apply_recorded``)."""
        return self.history()

    def to_record(self, tradition: str | None = None) -> JsonDict:
        """This deal as a records.md record (with its result)."""
        return {
            "format": RECORD_FORMAT,
            "game": self.game_id,
            "tradition": tradition,
            "dealer": self.dealer,
            "deal": self.deal_json(),
            "actions": self.record_actions(),
            "result": self.result(),
        }


RECORD_FORMAT = "cardavia-record/1"

__all__ = ["COMMON_REASONS", "DEAL_OVER", "GameState", "IllegalAction", "JsonDict", "Reason"]
