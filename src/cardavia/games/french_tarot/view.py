"""French Tarot's observation and result: the engine cores (engine/view.py) extended."""

from typing import NotRequired, TypedDict

from cardavia.engine.view import Observation, Result


class Poignee(TypedDict):
    seat: int
    size: int
    cards: list[str]


class TakerPile(TypedDict):
    """What the taker's discard holds (card points, bouts), when this seat may know it."""

    points: int | float
    bouts: int


class PointsSplit(TypedDict):
    tricks: int | float
    pile: int | float
    pile_kind: str | None  # "discard", "chien" or None (Garde contre)
    excuse: int | float


class TarotObservation(Observation):
    bids: list[str | None]
    taker: int | None
    contract: str | None
    chien: list[str] | None
    discard: list[str] | None
    discarded_trumps: list[str]
    chelem_declared: bool
    poignees: list[Poignee]
    annulled: str | None
    taker_trick_points: int | float
    taker_trick_bouts: int
    taker_pile: TakerPile | None


class TarotResult(Result):
    taker: int | None
    contract: str | None
    bouts: int | None
    target: int | None
    taker_points: int | float | None
    made: bool | None
    base: int | None
    petit_au_bout: str | None
    poignees: list[Poignee]
    chelem: str | None
    annulled: str | None
    # an annulled deal only
    petit_sec_seats: NotRequired[list[int]]
    # a settled deal only
    multiplier: NotRequired[int]
    per_defender: NotRequired[int]
    breakdown: NotRequired[dict[str, int]]
    points_split: NotRequired[PointsSplit]


__all__ = ["Poignee", "PointsSplit", "TakerPile", "TarotObservation", "TarotResult"]
