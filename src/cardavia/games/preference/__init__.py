"""Preference (Viennese): one declarer against two defenders, settled through a pool
(shared/spec/rules-preference.md and preference-decisions.md)."""

from __future__ import annotations

import random

from cardavia.engine.dealing import DealError
from cardavia.engine.game import JsonDict
from cardavia.engine.records import DealModel, Record, RecordError
from cardavia.games.preference.rules import PreferenceState
from cardavia.games.preference.series import PreferenceSeries
from cardavia.games.preference.session import (
    PreferenceSession,
    deal_from_model,
    deal_random,
    random_session,
    replay_session,
)
from cardavia.games.preference.tables import NUM_SEATS


class Preference:
    id = "preference"
    title = "Preference"
    num_seats = NUM_SEATS
    has_matches = True
    default_tradition = "wiener-bild"
    package = "preference"
    #: Where each seat sits around the table, seen from seat 0 (play order decides).
    seat_layout: tuple[str, ...] = ("south", "west", "east")
    hand_size = 10  # the cards each seat plays the deal with
    #: Hand order: suits left to right, ranks low to high (trumps follow, by number).
    suit_order = "CSDH"
    rank_order: tuple[str, ...] = ("7", "8", "9", "10", "J", "Q", "K", "A")

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

    def random_match(self, rng: random.Random, deals: int = 6) -> JsonDict:
        """A complete random session record (two turns of the dealer by default)."""
        return random_session(rng, deals)


SPEC = Preference()

__all__ = ["SPEC", "Preference", "PreferenceSession", "PreferenceState"]
