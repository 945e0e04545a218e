"""Game ids -> game specs, and through them which decks (traditions) play which game. Game
modules are imported on first use to keep the CLI instant."""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from typing import TYPE_CHECKING, Literal, Protocol

if TYPE_CHECKING:  # annotations only: importing the registry loads no game and no engine
    import random

    from cardavia.engine.cards import Deck
    from cardavia.engine.game import GameState, JsonDict
    from cardavia.engine.history import GameHistory
    from cardavia.engine.records import DealModel, Record
    from cardavia.engine.series import Series


#: Compass places on the felt, seen from seat 0 (always "south").
Position = Literal["south", "west", "north", "east"]
#: Which way play goes round the table; "facing" for two seats.
Direction = Literal["clockwise", "counter-clockwise", "facing"]

#: In an action vocabulary, ``{card}`` stands for one card code of the game's deck and
#: ``{cards}`` for several, comma-separated; any other entry is the action itself.
CARD = "{card}"
CARDS = "{cards}"


class GameSpec(Protocol):
    """What every layer needs to know about a game: the registry is the only list of games,
    and the rest of the app asks the spec instead of branching on a game's id."""

    id: str
    title: str
    num_seats: int
    has_matches: bool
    #: The traditions (decks, ``cardavia.traditions``) the game is played with, its default
    #: first: the one list of which decks play which game (the tradition pages, the CLI's
    #: ``--tradition`` and a record's ``tradition`` ask it through this registry).
    traditions: tuple[str, ...]
    #: The folder name of the game in every layer: ``cardavia.games.<package>``,
    #: ``cardavia.ai.<package>`` (its agents factory ``make``) and
    #: ``cardavia.tui.table.<package>`` (its presenter). games/ never imports ai/ or tui/:
    #: they find the game's part by this name.
    package: str
    #: The deck the game's card codes come from.
    deck: Deck
    #: Which way play goes (records.md: seat i+1 follows seat i in this direction).
    play_direction: Direction
    #: Places of seats 0..n-1 on the felt as seen from seat 0, following play order.
    seat_layout: tuple[Position, ...]
    #: Cards each seat holds once the deal (and any discard) is complete.
    hand_size: int
    #: Suits in the order a hand is shown, and ranks from low to high within a suit.
    suit_order: tuple[str, ...]
    rank_order: tuple[str, ...]
    #: Every action a phase may ever offer, in display order (bids from lowest to highest):
    #: the UI can show the ones not legal now as unavailable. See CARD and CARDS.
    actions: Mapping[str, tuple[str, ...]]
    #: Those of ``traditions`` (never the default) that rename what the rules text talks
    #: about: each has a rules document of its own in every locale,
    #: ``locales/<tag>/rules/<id>.<tradition>.md``; the others read ``<id>.md``.
    rules_traditions: tuple[str, ...]
    #: Deals in one match of ``arena --matches`` when the game's series never ends by itself
    #: (a running total, a session); None when it does (the Schnapsen match).
    match_deals: int | None
    #: What the history index and the statistics keep of the game's records.
    history: GameHistory

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


def in_vocabulary(spec: GameSpec, phase: str, action: str) -> bool:
    """Whether ``action`` is one of the actions ``phase`` of ``spec``'s game may offer."""
    for entry in spec.actions.get(phase, ()):
        if CARD not in entry and CARDS not in entry:
            if entry == action:
                return True
            continue
        marker = CARD if CARD in entry else CARDS
        head, _, tail = entry.partition(marker)
        if len(action) <= len(head) + len(tail):
            continue
        if not (action.startswith(head) and action.endswith(tail)):
            continue
        middle = action[len(head) : len(action) - len(tail)]
        codes = [middle] if marker == CARD else middle.split(",")
        if all(code in spec.deck for code in codes):
            return True
    return False


_MODULES = {
    "french-tarot": "cardavia.games.french_tarot",
    "schnapsen": "cardavia.games.schnapsen",
    "preference": "cardavia.games.preference",
}


def game_ids() -> list[str]:
    """Ids of the games whose engine is present."""
    return [gid for gid in _MODULES if _available(gid)]


def listed_game_ids() -> list[str]:
    """Ids of every registered game, without loading any (``--help`` stays instant);
    :func:`game_ids` keeps those whose engine is present."""
    return list(_MODULES)


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


def tradition_for_game(game_id: str) -> str:
    """The tradition ``game_id`` is played with unless another is chosen (its first);
    raises ``KeyError`` with the known ids when the game is unknown."""
    return get_game(game_id).traditions[0]


def games_for_tradition(tradition: str) -> list[str]:
    """Ids of the games played with ``tradition``, in the registry's order (none for a
    tradition no game plays, or an unknown one)."""
    return [gid for gid in game_ids() if tradition in get_game(gid).traditions]
