"""Preference's observation and result: the engine cores (engine/view.py) extended.

``scores`` in a Preference result is cumulative (records.md); ``deal_scores`` is this deal's
change, as in every game.
"""

from typing import TypedDict

from cardavia.engine.view import Observation, Result


class Bid(TypedDict):
    seat: int
    bid: str


class Bonus(TypedDict):
    kind: str
    per_opponent: int


#: One payment of the settlement: ``from`` and ``to`` are seats or ``"pool"``.
Payment = TypedDict("Payment", {"item": str, "from": int | str, "to": int | str, "amount": int})


class PreferenceObservation(Observation):
    forehand: int
    auction: list[Bid]
    declarer: int | None
    contract: str | None
    trump: str | None
    talon: list[str] | None
    discard: list[str] | None
    defence: list[str | None]
    inviter: int | None
    invited: int | None
    no_aces: bool
    tricks_won: list[int]  # as credited in the settlement (an invitation, D4)
    tricks_taken: list[int]  # as each seat itself won them
    scores: list[int]  # the session's scores before this deal
    pool: int
    void: bool


class PreferenceResult(Result):
    declarer: int | None
    contract: str | None
    trump: str | None
    tricks: list[int]
    tricks_credited: list[int]
    made: bool | None
    pool: int
    void: bool
    dealer: int
    defence: list[str | None]
    inviter: int | None
    invited: int | None
    both_dropped: bool
    tricks_taken: list[int]
    no_aces: bool
    four_aces: bool | None
    bonuses: list[Bonus]
    settlement: list[Payment]
    refill: bool
    start_scores: list[int]
    start_pool: int


__all__ = ["Bid", "Bonus", "Payment", "PreferenceObservation", "PreferenceResult"]
