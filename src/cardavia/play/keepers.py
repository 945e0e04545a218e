"""How deals follow one another in each game, and the running score between them.

French Tarot: a running total over deals, the dealer moving to the right (seat dealer+1),
annulled deals redealt by the next dealer. Schnapsen: the 7-point match, dealer alternating.
Preference: a session whose scores and pool carry over, dealer rotating.
"""

from __future__ import annotations

import random
from typing import Any, Protocol

from cardavia.engine.game import GameState, JsonDict
from cardavia.engine.registry import get_game


class Keeper(Protocol):
    game_id: str

    def start_deal(self, rng: random.Random) -> GameState: ...

    def finish_deal(self, state: GameState) -> None: ...

    def replace_current(self, state: GameState) -> None: ...

    @property
    def over(self) -> bool: ...

    def standings(self) -> JsonDict: ...

    def record(self, tradition: str) -> JsonDict | None:
        """The whole match/session as a record, for games that have one."""
        ...


class TarotKeeper:
    game_id = "french-tarot"

    def __init__(self, first_dealer: int) -> None:
        self.dealer = first_dealer
        self.totals = [0, 0, 0, 0]
        self.deals = 0
        self.spec = get_game(self.game_id)

    def start_deal(self, rng: random.Random) -> GameState:
        state = self.spec.random_state(rng, self.dealer)
        self.dealer = (self.dealer + 1) % 4
        return state

    def finish_deal(self, state: GameState) -> None:
        result = state.result()
        self.totals = [t + s for t, s in zip(self.totals, result["scores"], strict=True)]
        self.deals += 1

    def replace_current(self, state: GameState) -> None:
        pass

    @property
    def over(self) -> bool:
        return False  # a running total: the player decides when to stop

    def standings(self) -> JsonDict:
        return {"totals": self.totals[:], "deals": self.deals}

    def record(self, tradition: str) -> JsonDict | None:
        return None


class SchnapsenKeeper:
    game_id = "schnapsen"

    def __init__(self, first_dealer: int) -> None:
        from cardavia.games.schnapsen.match import MatchScore

        self.dealer = first_dealer
        self.score = MatchScore()
        self.states: list[GameState] = []
        self.spec = get_game(self.game_id)

    def start_deal(self, rng: random.Random) -> GameState:
        state = self.spec.random_state(rng, self.dealer)
        self.dealer = 1 - self.dealer
        self.states.append(state)
        return state

    def finish_deal(self, state: GameState) -> None:
        self.score.add(state.result())

    def replace_current(self, state: GameState) -> None:
        self.states[-1] = state

    @property
    def over(self) -> bool:
        return bool(self.score.over)

    def standings(self) -> JsonDict:
        return {**self.score.fields(), "deals": self.score.deals}

    def record(self, tradition: str) -> JsonDict | None:
        from cardavia.engine.game import RECORD_FORMAT

        deals = []
        running = type(self.score)()
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


class PreferenceKeeper:
    game_id = "preference"

    def __init__(self, first_dealer: int) -> None:
        from cardavia.games.preference.session import PreferenceSession

        self.session = PreferenceSession(first_dealer)

    def start_deal(self, rng: random.Random) -> GameState:
        return self.session.start_random_deal(rng)

    def finish_deal(self, state: GameState) -> None:
        pass  # the session reads its deals' results itself

    def replace_current(self, state: GameState) -> None:
        self.session.deals[-1] = state  # type: ignore[call-overload]

    @property
    def over(self) -> bool:
        return False

    def standings(self) -> JsonDict:
        return {
            "scores": self.session.scores,
            "pool": self.session.pool,
            "deals": len(self.session.deals),
        }

    def record(self, tradition: str) -> JsonDict | None:
        return self.session.to_record(tradition)


def make_keeper(game_id: str, first_dealer: int) -> Any:
    keepers = {
        "french-tarot": TarotKeeper,
        "schnapsen": SchnapsenKeeper,
        "preference": PreferenceKeeper,
    }
    return keepers[game_id](first_dealer)
