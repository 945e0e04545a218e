"""French Tarot: one taker against three defenders (shared/spec/rules-french-tarot.md)."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import TYPE_CHECKING

from cardavia.engine.dealing import DealError, parse_pile
from cardavia.engine.decks import TAROT, TAROT_RANKS, shuffled
from cardavia.engine.game import JsonDict
from cardavia.engine.records import DealModel, Record, RecordError
from cardavia.games.french_tarot.history import HISTORY
from cardavia.games.french_tarot.rules import NUM_SEATS, TarotState
from cardavia.games.french_tarot.series import TarotSeries
from cardavia.games.french_tarot.tables import BIT, CONTRACTS

if TYPE_CHECKING:
    from cardavia.engine.history import GameHistory
    from cardavia.engine.registry import Direction, Position


class FrenchTarot:
    id = "french-tarot"
    title = "French Tarot"
    num_seats = NUM_SEATS
    has_matches = False
    default_tradition = "french"
    package = "french_tarot"
    deck = TAROT
    play_direction: Direction = "counter-clockwise"
    #: The next player sits on your right (table-wireframe.md).
    seat_layout: tuple[Position, ...] = ("south", "east", "north", "west")
    hand_size = 18
    suit_order: tuple[str, ...] = ("S", "H", "C", "D")
    rank_order: tuple[str, ...] = TAROT_RANKS
    actions: Mapping[str, tuple[str, ...]] = {
        "bidding": CONTRACTS,
        "discard": ("discard:{card}",),
        "chelem": ("chelem", "no-chelem"),
        "play": ("{card}", "poignee:{cards}"),
        "over": (),
    }

    history: GameHistory = HISTORY
    rules_traditions: tuple[str, ...] = ("marseille",)
    #: A running total never ends by itself: a match is one turn of the dealer.
    match_deals: int | None = NUM_SEATS

    def random_state(self, rng: random.Random, dealer: int = 0) -> TarotState:
        cards = shuffled(TAROT, rng)
        bit = BIT
        hands = []
        for start in (0, 18, 36, 54):  # a plain loop of |=: cheaper than sum() of big ints
            hand = 0
            for card in cards[start : start + 18]:
                hand |= bit[card]
            hands.append(hand)
        chien = 0
        for card in cards[72:]:
            chien |= bit[card]
        return TarotState(hands, chien, dealer)

    def state_from_deal(self, deal: DealModel, dealer: int) -> TarotState:
        try:
            return self._state(deal, dealer)
        except DealError as exc:
            raise RecordError(f"deal: {exc}") from None

    def _state(self, deal: DealModel, dealer: int) -> TarotState:
        if len(deal.hands) != NUM_SEATS:
            raise DealError(f"French Tarot deals 4 hands, not {len(deal.hands)}")
        if deal.chien is None:
            raise DealError("the chien (6 cards) is missing")
        for pile in ("talon", "stock", "trump_card"):
            if getattr(deal, pile) is not None:
                raise DealError(f"French Tarot has no {pile}")
        seen: set[int] = set()
        hands = [parse_pile(TAROT, h, f"hand {s}", 18, seen) for s, h in enumerate(deal.hands)]
        chien = parse_pile(TAROT, deal.chien, "chien", 6, seen)
        return TarotState(hands, chien, dealer)

    def new_series(self, first_dealer: int) -> TarotSeries:
        """Deals in a row from ``first_dealer`` on (the table, replay and resume use it)."""
        return TarotSeries(first_dealer)

    def replay_match(self, deals: list[Record], label: str) -> JsonDict:
        raise RecordError(f"{label}: French Tarot records are single deals")

    def random_match(self, rng: random.Random) -> JsonDict:
        raise ValueError("French Tarot is played as single deals; it has no matches")


SPEC = FrenchTarot()

if TYPE_CHECKING:  # the registry's protocol, checked statically
    from cardavia.engine.registry import GameSpec

    _SPEC_IS_A_GAME_SPEC: GameSpec = SPEC

__all__ = ["SPEC", "FrenchTarot", "TarotState"]
