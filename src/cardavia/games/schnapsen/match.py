"""A Schnapsen match: both players start at 7, the deal winner subtracts its game points and
the first to reach 0 wins. The dealer alternates every deal.

``match_points`` are the points still to go per seat; they stop at 0 (a winner scoring more
than it needs ends at 0, not below).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

from cardavia.engine.game import RECORD_FORMAT, JsonDict
from cardavia.engine.records import RecordError, apply_record_actions, deal_mismatches
from cardavia.games.schnapsen.tables import MATCH_POINTS, NUM_SEATS

if TYPE_CHECKING:
    from cardavia.engine.records import Record
    from cardavia.games.schnapsen.rules import SchnapsenState

GAME_ID = "schnapsen"


class MatchScore:
    """The running score of a match: points still to go per seat, and the winner."""

    __slots__ = ("deals", "points", "winner")

    def __init__(self) -> None:
        self.points = [MATCH_POINTS, MATCH_POINTS]
        self.winner: int | None = None
        self.deals = 0

    @property
    def over(self) -> bool:
        return self.winner is not None

    def add(self, result: Mapping[str, Any]) -> None:
        """Count a deal's result (an unfinished deal changes nothing)."""
        if not result["over"]:
            return
        self.deals += 1
        seat = result["winner"]
        self.points[seat] = max(0, self.points[seat] - result["game_points"])
        if self.points[seat] == 0:
            self.winner = seat

    def fields(self) -> JsonDict:
        return {"match_points": self.points[:], "match_winner": self.winner}


def board(results: Iterable[Mapping[str, Any]]) -> list[list[int]]:
    """The Bummerl board: the points each seat still has to go after each finished deal of
    ``results`` (in order; the board starts at 7 for both)."""
    score = MatchScore()
    rows = []
    for result in results:
        if result["over"]:
            score.add(result)
            rows.append(score.points[:])
    return rows


def next_dealer(dealer: int) -> int:
    return (dealer + 1) % NUM_SEATS


def replay_match(deals: list[Record], label: str) -> JsonDict:
    """The last deal's result plus ``match_points``, ``match_winner`` and a few extras.

    Raises :class:`RecordError` for a malformed match (no deals, dealers that do not
    alternate, an unfinished deal followed by another, a deal after the match was won, a bad
    deal) and :class:`ReplayError` for an illegal action.
    """
    from cardavia.games.schnapsen import SPEC

    if not deals:
        raise RecordError(f"{label}: a Schnapsen match holds at least one deal")
    score = MatchScore()
    mismatches: list[str] = []
    result: JsonDict = {}
    prev: Record | None = None
    for number, record in enumerate(deals, 1):
        where = f"{label} deal {number}"
        if record.game != GAME_ID:
            raise RecordError(f"{where}: a {record.game!r} deal in a Schnapsen match")
        if score.winner is not None:
            raise RecordError(
                f"{where}: seat {score.winner} already won the match in deal {number - 1}; "
                "no deal may follow"
            )
        if prev is not None:
            if not result["over"]:
                raise RecordError(
                    f"{label} deal {number - 1}: the deal is not finished, yet deal {number} "
                    "follows it"
                )
            if record.dealer != next_dealer(prev.dealer):
                raise RecordError(
                    f"{where}: dealt by seat {record.dealer}, but the dealer alternates: "
                    f"deal {number - 1} was dealt by seat {prev.dealer}, so this one is dealt "
                    f"by seat {next_dealer(prev.dealer)}"
                )
        if not 0 <= record.dealer < NUM_SEATS:
            raise RecordError(f"{where}: dealer {record.dealer} is not a seat (0 or 1)")
        try:
            state = SPEC.state_from_deal(record.deal, record.dealer)
        except RecordError as exc:
            raise RecordError(f"{where}: {exc}") from None
        apply_record_actions(state, record.actions, where)
        result = {**state.result()}
        score.add(result)
        result.update(score.fields())
        mismatches += deal_mismatches(number, record.result, result)
        prev = record
    return _match_result(result, score, mismatches)


def _match_result(last: JsonDict, score: MatchScore, mismatches: list[str]) -> JsonDict:
    out = dict(last)
    out.update(score.fields())
    out["match_over"] = score.over
    out["deals_played"] = score.deals
    out["deal_mismatches"] = mismatches
    return out


def play_random(state: SchnapsenState, rng: random.Random) -> SchnapsenState:
    """Play ``state`` to its end with uniformly random legal actions (in place)."""
    legal_ids = state.legal_ids
    apply_id = state.apply_id
    choice = rng.choice
    while not state.is_over:
        apply_id(choice(legal_ids()))
    return state


def random_match(rng: random.Random, first_dealer: int | None = None) -> JsonDict:
    """A complete match played by uniformly random legal actions, as a match record.

    The first dealer is drawn from ``rng`` unless given. Each deal's result carries the
    running ``match_points`` and ``match_winner``; the match's ``result`` is what
    :func:`replay_match` computes for it.
    """
    from cardavia.games.schnapsen import SPEC

    tradition = SPEC.traditions[0]  # the game's default deck
    dealer = rng.randrange(NUM_SEATS) if first_dealer is None else first_dealer
    score = MatchScore()
    records: list[JsonDict] = []
    last: JsonDict = {}
    while not score.over:
        state = play_random(SPEC.random_state(rng, dealer), rng)
        record = state.to_record(tradition)
        last = record["result"]
        score.add(last)
        last.update(score.fields())
        records.append(record)
        dealer = next_dealer(dealer)
    return {
        "format": RECORD_FORMAT,
        "game": GAME_ID,
        "tradition": tradition,
        "deals": records,
        "result": _match_result(last, score, []),
    }
