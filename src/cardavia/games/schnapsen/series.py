"""The Schnapsen match as a series: both start at 7, the dealer alternates, first to 0 wins."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from cardavia.engine.game import RECORD_FORMAT, GameState, JsonDict
from cardavia.games.schnapsen.match import MatchScore, next_dealer

if TYPE_CHECKING:
    from cardavia.engine.records import DealModel


class SchnapsenSeries:
    game_id = "schnapsen"

    def __init__(self, first_dealer: int) -> None:
        self.dealer = first_dealer
        self.score = MatchScore()
        self.states: list[GameState] = []

    def start_deal(self, rng: random.Random) -> GameState:
        from cardavia.games.schnapsen import SPEC

        return self._add(SPEC.random_state(rng, self.dealer))

    def start_recorded(self, deal: DealModel, dealer: int) -> GameState:
        from cardavia.engine.records import RecordError
        from cardavia.games.schnapsen import SPEC

        if self.states and dealer != self.dealer:
            raise RecordError(f"dealt by seat {dealer}, but the dealer alternates")
        return self._add(SPEC.state_from_deal(deal, dealer))

    def _add(self, state: GameState) -> GameState:
        self.dealer = next_dealer(state.dealer)
        self.states.append(state)
        return state

    def replace_current(self, state: GameState) -> None:
        self.states[-1] = state

    def finish_deal(self, state: GameState) -> None:
        self.score.add(state.result())

    @property
    def over(self) -> bool:
        return self.score.over

    def standings(self) -> JsonDict:
        return {**self.score.fields(), "deals": self.score.deals}

    def record(self, tradition: str) -> JsonDict | None:
        deals = []
        running = MatchScore()
        for state in self.states:
            rec = state.to_record(tradition)
            running.add(rec["result"])
            rec["result"].update(running.fields())
            deals.append(rec)
        return {
            "format": RECORD_FORMAT,
            "game": self.game_id,
            "tradition": tradition,
            "deals": deals,
            "result": deals[-1]["result"] if deals else None,
        }


__all__ = ["SchnapsenSeries"]
