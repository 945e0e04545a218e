"""Preference's observation and result: the engine cores (engine/view.py) extended.

``scores`` in a Preference result is cumulative (records.md); ``deal_scores`` is this deal's
change, as in every game. The core ``soloist`` is the declarer, and the core ``tricks_won`` the
tricks each seat itself won in play. The result's ``tricks`` (records.md) is the same except
when both defenders drop (D4: no card is played, the declarer is taken to win all ten);
``tricks_credited`` is the count the settlement uses, in the observation too.
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
    tricks_credited: list[int]  # as the settlement counts them (an invitation D2, D4)
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
    no_aces: bool
    four_aces: bool | None
    bonuses: list[Bonus]
    settlement: list[Payment]
    refill: bool
    start_scores: list[int]
    start_pool: int


__all__ = ["Bid", "Bonus", "Payment", "PreferenceObservation", "PreferenceResult"]
