"""Game ids -> game specs. Game modules are imported on first use to keep the CLI instant."""

from __future__ import annotations

import importlib
import random
from typing import TYPE_CHECKING, Protocol

from cardavia.engine.game import GameState, JsonDict

if TYPE_CHECKING:
    from cardavia.engine.records import DealModel, Record
    from cardavia.engine.series import Series


class GameSpec(Protocol):
    """What the engine needs to know about a game."""

    id: str
    title: str
    num_seats: int
    has_matches: bool
    #: The tradition (deck) the game is dealt with unless another is chosen.
    default_tradition: str
    #: The game's package name under cardavia.games ("french_tarot"): the table finds the
    #: game's presenter by it.
    package: str
    #: Each seat's place at the table seen from seat 0 ("south", "east", ...): play order.
    seat_layout: tuple[str, ...]
    #: How many cards each seat plays the deal with (a taker's discard brings it back to it).
    hand_size: int
    #: The order a hand is sorted in: suit letters left to right, ranks from low to high.
    suit_order: str
    rank_order: tuple[str, ...]

    def new_series(self, first_dealer: int) -> Series:
        """Deals in a row (running total, match or session) with ``first_dealer`` first."""
        ...

    def random_state(self, rng: random.Random, dealer: int) -> GameState:
        """A fresh deal shuffled from ``rng`` with ``dealer`` dealing."""
        ...

    def state_from_deal(self, deal: DealModel, dealer: int) -> GameState:
        """The state at the start of an explicit deal; raises ``RecordError`` if invalid."""
        ...

    def replay_match(self, deals: list[Record], label: str) -> JsonDict:
        """Replay a match/session; raises ``ReplayError``/``RecordError`` on bad input."""
        ...

    def random_match(self, rng: random.Random) -> JsonDict:
        """A complete match/session played by random legal actions, as a record dict
        (games without matches raise ``ValueError``)."""
        ...


_MODULES = {
    "french-tarot": "cardavia.games.french_tarot",
    "schnapsen": "cardavia.games.schnapsen",
    "preference": "cardavia.games.preference",
}


def game_ids() -> list[str]:
    """Ids of the games whose engine is present."""
    return [gid for gid in _MODULES if _available(gid)]


def _available(game_id: str) -> bool:
    try:
        module = importlib.import_module(_MODULES[game_id])
    except ModuleNotFoundError:
        return False
    return hasattr(module, "SPEC")


def get_game(game_id: str) -> GameSpec:
    """The spec of ``game_id``; raises ``KeyError`` with the known ids when unknown."""
    if game_id not in _MODULES or not _available(game_id):
        raise KeyError(f"unknown game {game_id!r}; known games: {', '.join(game_ids())}")
    module = importlib.import_module(_MODULES[game_id])
    spec: GameSpec = module.SPEC
    return spec
