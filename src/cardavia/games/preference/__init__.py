"""Preference (Viennese): one declarer against two defenders, settled through a pool
(shared/spec/rules-preference.md and preference-decisions.md)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import TYPE_CHECKING

from cardavia.engine.dealing import DealError
from cardavia.engine.decks import WIENER_BILD, WIENER_RANKS
from cardavia.engine.game import JsonDict
from cardavia.engine.records import DealModel, Record, RecordError
from cardavia.games.preference.history import HISTORY
from cardavia.games.preference.rules import PreferenceState
from cardavia.games.preference.series import PreferenceSeries
from cardavia.games.preference.session import (
    PreferenceSession,
    deal_from_model,
    deal_random,
    random_session,
    replay_session,
)
from cardavia.games.preference.tables import ACTION_NAMES, BID_IDS, HAND_SIZE, NUM_SEATS

if TYPE_CHECKING:
    from cardavia.engine.history import GameHistory
    from cardavia.engine.registry import Direction, Position


#: Deals in a session played whole (simulate --matches, arena --matches): two turns of the dealer.
SESSION_DEALS = 2 * NUM_SEATS


class Preference:
    id = "preference"
    title = "Preference"
    num_seats = NUM_SEATS
    has_matches = True
    #: The decks it is played with, the default first.
    traditions: tuple[str, ...] = ("wiener-bild",)
    package = "preference"
    deck = WIENER_BILD
    play_direction: Direction = "clockwise"
    #: The next player sits on your left (table-wireframe.md).
    seat_layout: tuple[Position, ...] = ("south", "west", "east")
    hand_size = HAND_SIZE
    suit_order: tuple[str, ...] = ("C", "S", "D", "H")
    rank_order: tuple[str, ...] = WIENER_RANKS
    actions: Mapping[str, tuple[str, ...]] = {
        "bidding": tuple(ACTION_NAMES[i] for i in BID_IDS),
        "discard": ("discard:{card}",),
        "trump": ("trump:C", "trump:S", "trump:D", "trump:H"),
        "defence": ("stay", "drop"),
        "invitation": ("invite", "alone"),
        "play": ("{card}", "no-aces"),
        "over": (),
    }

    history: GameHistory = HISTORY
    rules_traditions: tuple[str, ...] = ()
    #: A session never ends by itself: a match is two turns of the dealer.
    match_deals: int | None = SESSION_DEALS

    def random_state(self, rng: random.Random, dealer: int = 0) -> PreferenceState:
        """A fresh deal at the start of a session (scores -30 each, pool 90)."""
        return deal_random(rng, dealer)

    def state_from_deal(self, deal: DealModel, dealer: int) -> PreferenceState:
        """The start of an explicit deal at the start of a session; ``RecordError`` if bad."""
        try:
            return deal_from_model(deal, dealer)
        except DealError as exc:
            raise RecordError(f"deal: {exc}") from None

    def new_series(self, first_dealer: int) -> PreferenceSeries:
        """Deals in a row from ``first_dealer`` on (the table, replay and resume use it)."""
        return PreferenceSeries(first_dealer)

    def replay_match(self, deals: list[Record], label: str) -> JsonDict:
        """Replay a session: the last deal's result plus ``deals_played`` and friends."""
        return replay_session(deals, label)

    def random_match(self, rng: random.Random, deals: int = SESSION_DEALS) -> JsonDict:
        """A complete random session record (two turns of the dealer by default)."""
        return random_session(rng, deals)


SPEC = Preference()

if TYPE_CHECKING:  # the registry's protocol, checked statically
    from cardavia.engine.registry import GameSpec

    _SPEC_IS_A_GAME_SPEC: GameSpec = SPEC

__all__ = ["SPEC", "Preference", "PreferenceSession", "PreferenceState"]
