"""A running total over French Tarot deals: the dealer moves to the right (seat dealer + 1),
an annulled deal is dealt again by the next dealer, and the players decide when to stop."""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

from cardavia.engine.game import GameState, JsonDict
from cardavia.games.french_tarot.rules import NUM_SEATS

if TYPE_CHECKING:
    from cardavia.engine.records import DealModel


class TarotSeries:
    game_id = "french-tarot"

    def __init__(self, first_dealer: int) -> None:
        self.dealer = first_dealer
        self.totals = [0] * NUM_SEATS
        self.deals = 0

    def start_deal(self, rng: random.Random) -> GameState:
        from cardavia.games.french_tarot import SPEC

        state = SPEC.random_state(rng, self.dealer)
        self.dealer = (self.dealer + 1) % NUM_SEATS
        return state

    def start_recorded(self, deal: DealModel, dealer: int) -> GameState:
        from cardavia.games.french_tarot import SPEC

        state = SPEC.state_from_deal(deal, dealer)
        self.dealer = (dealer + 1) % NUM_SEATS
        return state

    def replace_current(self, state: GameState) -> None:
        pass  # nothing carries over but the totals, counted when a deal ends

    def finish_deal(self, state: GameState) -> None:
        scores = state.result()["deal_scores"]
        self.totals = [t + s for t, s in zip(self.totals, scores, strict=True)]
        self.deals += 1

    @property
    def over(self) -> bool:
        return False

    def standings(self) -> JsonDict:
        return {"totals": self.totals[:], "deals": self.deals}

    def record(self, tradition: str) -> JsonDict | None:
        return None  # each deal is a record of its own (JSON Lines)


def running_totals(results: Iterable[Mapping[str, Any]]) -> list[list[int]]:
    """Each seat's running total after each deal of ``results`` (the score sheet's rows; an
    annulled deal scores nothing and keeps its row)."""
    totals = [0] * NUM_SEATS
    rows = []
    for result in results:
        totals = [t + s for t, s in zip(totals, result["deal_scores"], strict=True)]
        rows.append(totals[:])
    return rows


__all__ = ["TarotSeries", "running_totals"]
