"""The Preference session as a series: scores and pool carry over, the dealer rotates."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from cardavia.engine.dealing import DealError
from cardavia.engine.game import GameState, JsonDict
from cardavia.games.preference.session import PreferenceSession

if TYPE_CHECKING:
    from cardavia.engine.records import DealModel


class PreferenceSeries:
    game_id = "preference"

    def __init__(self, first_dealer: int) -> None:
        self.session = PreferenceSession(first_dealer)

    def start_deal(self, rng: random.Random) -> GameState:
        return self.session.start_random_deal(rng)

    def start_recorded(self, deal: DealModel, dealer: int) -> GameState:
        from cardavia.engine.records import RecordError

        if dealer != self.session.next_dealer:
            raise RecordError(
                f"dealer {dealer}, but the dealer rotates: seat {self.session.next_dealer} deals"
            )
        try:
            return self.session.start_deal_from_model(deal)
        except (DealError, ValueError) as exc:
            raise RecordError(f"deal: {exc}") from None

    def replace_current(self, state: GameState) -> None:
        self.session.deals[-1] = state  # type: ignore[call-overload]

    def finish_deal(self, state: GameState) -> None:
        pass  # the session reads its deals' results itself

    @property
    def over(self) -> bool:
        return False

    def standings(self) -> JsonDict:
        return {
            "scores": self.session.scores,
            "pool": self.session.pool,
            # Deals finished (and settled), not started: the one under way does not count.
            "deals": sum(1 for state in self.session.deals if state.is_over),
        }

    def record(self, tradition: str) -> JsonDict | None:
        return self.session.to_record(tradition)


__all__ = ["PreferenceSeries"]
