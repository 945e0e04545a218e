"""The typed cores of what a state shows: every game's observation and result.

Each game's ``observation(seat)`` returns an :class:`Observation` extended with its own keys
(``games/<game>/view.py``), and its ``result()`` a :class:`Result` likewise. The cores are
what code that serves every game (the table session, the arena, replay, the contract tests)
may read without knowing the game; per-game code reads its game's extension. Both are plain
dicts at run time, JSON-ready: a tuple is written as a JSON list.

One shape in every game:

* ``trick`` is the trick on the table as ``(seat, card)`` pairs in play order (cards as
  record codes); ``tricks`` the completed tricks, each ``{"leader", "plays", "winner"}`` with
  ``plays`` in the same ``(seat, card)`` form.
* ``hand_sizes`` counts the cards in each seat's hand, in seat order; ``tricks_won`` the
  tricks each seat itself has won so far (the winners of ``tricks``), in seat order.
* ``soloist`` is the seat that plays alone against the others: French Tarot's taker (during
  the auction, the highest bidder so far), Preference's declarer; the same seat as the game's
  own field in its own word (``taker``, ``declarer``), so code that serves every game never
  asks which of them exists. Always null in Schnapsen, a game of two equals.
* ``actions`` is the public history: the actions so far as this seat saw them (a card another
  seat put away unseen is written ``discard:?``).
* ``legal_actions`` is empty unless it is this seat's turn.
* ``standings`` (optional) is added by the table or the arena: the standing of the series
  before this deal (Schnapsen match points, the Tarot running total, the Preference session).

Every result has ``over``, ``scores`` (records.md: the game's own settlement per seat),
``deal_scores`` (what this deal changed per seat, like OpenSpiel's ``returns()``; equal to
``scores`` where ``scores`` is per deal), and the observation's ``soloist`` and
``tricks_won`` with the same meaning. A game's own trick count for its settlement (Preference's
``tricks`` and ``tricks_credited``) is the game's field, beside the core one.
"""

# No `from __future__ import annotations` here or in games/*/view.py: TypedDict reads
# NotRequired from the evaluated annotations (``__required_keys__``, checked by tests/contract).
from collections.abc import Iterable
from typing import Any, NotRequired, TypedDict

#: One card on the table: the seat that played it and the card's record code.
Play = tuple[int, str]


class Trick(TypedDict):
    """A completed trick."""

    leader: int
    plays: list[Play]
    winner: int


class Observation(TypedDict):
    """What one seat may know now: the part every game shares."""

    game: str
    seat: int
    dealer: int
    phase: str
    over: bool
    to_move: int | None
    hand: list[str]
    hand_sizes: list[int]
    soloist: int | None
    leader: int | None
    trick: list[Play]
    tricks: list[Trick]
    tricks_won: list[int]
    legal_actions: list[str]
    actions: list[str]
    standings: NotRequired[dict[str, Any]]


class Result(TypedDict):
    """The result object of records.md: the part every game shares."""

    over: bool
    scores: list[int]
    deal_scores: list[int]
    soloist: int | None
    tricks_won: list[int]


def tricks_won_of(tricks: Iterable[tuple[int, Any, int]], num_seats: int) -> list[int]:
    """Tricks won per seat, from completed tricks stored as ``(leader, cards, winner)``."""
    won = [0] * num_seats
    for trick in tricks:
        won[trick[2]] += 1
    return won


def plays_of(leader: int, cards: list[str], num_seats: int) -> list[Play]:
    """``(seat, card)`` pairs of cards played in turn order from ``leader``."""
    return [((leader + i) % num_seats, card) for i, card in enumerate(cards)]


__all__ = ["Observation", "Play", "Result", "Trick", "plays_of", "tricks_won_of"]
