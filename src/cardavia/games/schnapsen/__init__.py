"""Schnapsen: two players, 20 cards, first to 66; a match from 7 down to 0
(shared/spec/rules-schnapsen.md)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import TYPE_CHECKING

from cardavia.engine.dealing import DealError, parse_pile
from cardavia.engine.decks import SCHNAPSEN, SCHNAPSEN_RANKS, shuffled
from cardavia.engine.game import JsonDict
from cardavia.engine.records import DealModel, Record, RecordError
from cardavia.games.schnapsen import match
from cardavia.games.schnapsen.history import HISTORY
from cardavia.games.schnapsen.rules import SchnapsenState
from cardavia.games.schnapsen.series import SchnapsenSeries
from cardavia.games.schnapsen.tables import BIT, HAND_SIZE, NUM_SEATS

if TYPE_CHECKING:
    from cardavia.engine.history import GameHistory
    from cardavia.engine.registry import Direction, Position


class Schnapsen:
    id = "schnapsen"
    title = "Schnapsen"
    num_seats = NUM_SEATS
    has_matches = True
    #: The decks it is played with, the default first.
    traditions: tuple[str, ...] = ("wiener-bild",)
    package = "schnapsen"
    deck = SCHNAPSEN
    play_direction: Direction = "facing"
    seat_layout: tuple[Position, ...] = ("south", "north")
    hand_size = HAND_SIZE
    suit_order: tuple[str, ...] = ("H", "S", "D", "C")
    rank_order: tuple[str, ...] = SCHNAPSEN_RANKS
    actions: Mapping[str, tuple[str, ...]] = {
        "play": (
            "{card}",
            *(f"marriage:{rank}{suit}" for suit in "HSDC" for rank in "QK"),
            "exchange",
            "close",
        ),
        "over": (),
    }

    history: GameHistory = HISTORY
    rules_traditions: tuple[str, ...] = ()
    match_deals: int | None = None  # the match ends by itself (first to 7 game points)

    def random_state(self, rng: random.Random, dealer: int = 0) -> SchnapsenState:
        """Deal as at the table: 3 each from the non-dealer on, the trump indicator, 2 each,
        and the remaining 9 cards face down as the stock."""
        cards = shuffled(SCHNAPSEN, rng)
        first = (dealer + 1) % NUM_SEATS
        hands = [0, 0]
        hands[first] = BIT[cards[0]] | BIT[cards[1]] | BIT[cards[2]] | BIT[cards[7]] | BIT[cards[8]]
        hands[1 - first] = (
            BIT[cards[3]] | BIT[cards[4]] | BIT[cards[5]] | BIT[cards[9]] | BIT[cards[10]]
        )
        return SchnapsenState(hands, cards[11:], cards[6], dealer)

    def state_from_deal(self, deal: DealModel, dealer: int) -> SchnapsenState:
        try:
            return self._state(deal, dealer)
        except DealError as exc:
            raise RecordError(f"deal: {exc}") from None

    def _state(self, deal: DealModel, dealer: int) -> SchnapsenState:
        if len(deal.hands) != NUM_SEATS:
            raise DealError(f"Schnapsen deals 2 hands, not {len(deal.hands)}")
        for pile in ("chien", "talon"):
            if getattr(deal, pile) is not None:
                raise DealError(f"Schnapsen has no {pile}; give stock and trump_card")
        if deal.stock is None:
            raise DealError("the stock (9 face-down cards, top first) is missing")
        if deal.trump_card is None:
            raise DealError("the trump_card (the face-up trump indicator) is missing")
        seen: set[int] = set()
        hands = [
            parse_pile(SCHNAPSEN, h, f"hand {s}", HAND_SIZE, seen) for s, h in enumerate(deal.hands)
        ]
        trump = parse_pile(SCHNAPSEN, [deal.trump_card], "trump_card", 1, seen)
        if len(deal.stock) == 10 and deal.trump_card in deal.stock:
            raise DealError(
                "stock must hold the 9 face-down cards only; the trump card goes in trump_card"
            )
        parse_pile(SCHNAPSEN, deal.stock, "stock", 9, seen)
        stock = [SCHNAPSEN.parse(c) for c in deal.stock]
        return SchnapsenState(hands, stock, trump.bit_length() - 1, dealer)

    def new_series(self, first_dealer: int) -> SchnapsenSeries:
        """Deals in a row from ``first_dealer`` on (the table, replay and resume use it)."""
        return SchnapsenSeries(first_dealer)

    def replay_match(self, deals: list[Record], label: str) -> JsonDict:
        return match.replay_match(deals, label)

    def random_match(self, rng: random.Random) -> JsonDict:
        """A complete random match record (uniformly random legal actions)."""
        return match.random_match(rng)


SPEC = Schnapsen()

if TYPE_CHECKING:  # the registry's protocol, checked statically
    from cardavia.engine.registry import GameSpec

    _SPEC_IS_A_GAME_SPEC: GameSpec = SPEC

__all__ = ["SPEC", "Schnapsen", "SchnapsenState"]
