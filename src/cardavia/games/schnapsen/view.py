"""Schnapsen's observation and result: the engine cores (engine/view.py) extended.

Two equals play: the core ``soloist`` is always null here.
"""

from typing import TypedDict

from cardavia.engine.view import Observation, Result


class Closing(TypedDict):
    seat: int
    opponent_points: int  # the closer's opponent's banked card points when closing
    opponent_tricks: int


class Marriage(TypedDict):
    seat: int
    suit: str
    card: str
    points: int
    counted: bool


class ObservedMarriage(Marriage):
    partner: str


class ObservedExchange(TypedDict):
    seat: int
    took: str
    gave: str


class Exchange(TypedDict):
    seat: int
    took: str


class SchnapsenObservation(Observation):
    trump_suit: str
    trump_card: str | None
    trump_indicator: str
    trump_card_face_up: bool
    stock_size: int
    strict: bool
    closed: bool
    closed_by: int | None
    closing: Closing | None
    card_points: list[int]
    pending_marriages: list[int]
    marriages: list[ObservedMarriage]
    exchange: ObservedExchange | None
    known_cards: list[list[str]]
    opponent_known: list[str]


class SchnapsenResult(Result):
    winner: int | None
    game_points: int | None
    card_points: list[int]
    closed_by: int | None
    reason: str | None
    ended_by: str | None
    trump: str
    trick_points: list[int]
    pending_marriages: list[int]
    marriages: list[Marriage]
    closing: Closing | None
    exchange: Exchange | None
    last_trick_winner: int | None


__all__ = [
    "Closing",
    "Exchange",
    "Marriage",
    "ObservedExchange",
    "ObservedMarriage",
    "SchnapsenObservation",
    "SchnapsenResult",
]
