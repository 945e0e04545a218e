"""Hidden-card sampling for Schnapsen: worlds consistent with one seat's observation.

A world is a full ``SchnapsenState`` rebuilt by replaying the public actions of the deal
(``observation["actions"]``) on a sampled deal, so the engine itself decides what every
world looks like. The sampled deal respects everything the seat has seen: its own hand,
every card played, the trump indicator (``trump_indicator``) and the card now under the
stock (the Bube after an exchange), the cards known in the opponent's hand (a marriage
partner shown, the exchanged indicator, the trump card taken at the last draw), and the
opponent's strict-phase inferences: a suit it did not follow is void, a trump it did not
play when void in the led suit means no trumps, and a card of the led suit that did not
beat the lead means no stronger card of that suit.

Only two things are hidden: the opponent's unknown cards and the face-down stock. A
world picks the opponent's unknown cards uniformly among the allowed subsets of the unseen
cards and deals the rest to the stock in a random order. To replay the history, every card
a seat played (or showed) is put into a hand slot that was in that hand at the time: a slot
is one of the five dealt cards or a stock position the seat drew.
"""

from __future__ import annotations

import itertools
import math
import random

from cardavia.ai.common import cards_mask, codes_mask
from cardavia.engine.decks import SCHNAPSEN
from cardavia.games.schnapsen.rules import SchnapsenState
from cardavia.games.schnapsen.tables import (
    BEATS,
    BIT,
    CLOSE,
    EXCHANGE,
    HIGHER,
    JACK,
    MARRIAGE_BASE,
    PARTNER,
    STOCK_SIZE,
    SUIT_CODES,
    SUIT_MASKS,
    SUIT_OF,
    card_list,
)
from cardavia.games.schnapsen.view import SchnapsenObservation

FULL = (1 << 20) - 1
DEALT = 5  # slots 0-4: seat 0's dealt cards, 5-9: seat 1's, 10-18: stock positions 0-8
STOCK_SLOT = 10


def mask_of(codes: list[str]) -> int:
    return codes_mask(SCHNAPSEN, codes)


def parse_action(text: str) -> int:
    """The int of a Schnapsen action string (records.md), as the engine numbers it."""
    if text == "exchange":
        return EXCHANGE
    if text == "close":
        return CLOSE
    if text.startswith("marriage:"):
        return MARRIAGE_BASE + SCHNAPSEN.parse(text[9:])
    return SCHNAPSEN.parse(text)


class SchnapsenView:
    """An observation decoded once into masks and a slot plan, reused by every world."""

    def __init__(self, obs: SchnapsenObservation) -> None:
        self.obs = obs
        self.seat: int = obs["seat"]
        self.opp = 1 - self.seat
        self.dealer: int = obs["dealer"]
        self.hand: int = mask_of(obs["hand"])
        self.trump = SUIT_CODES.index(obs["trump_suit"])
        self.trump_mask = SUIT_MASKS[self.trump]
        self.indicator = SCHNAPSEN.parse(obs["trump_indicator"])
        self.under = SCHNAPSEN.parse(obs["trump_card"]) if obs["trump_card"] else -1
        self.stock_left: int = obs["stock_size"]
        self.strict: bool = obs["strict"]
        self.closed: bool = obs["closed"]
        self.points: list[int] = obs["card_points"]
        self.pending: list[int] = obs["pending_marriages"]
        self.tricks_won: list[int] = obs["tricks_won"]
        self.lead = SCHNAPSEN.parse(obs["trick"][0][1]) if obs["trick"] else -1
        self.opp_known: int = mask_of(obs["opponent_known"])
        self.opp_size: int = obs["hand_sizes"][self.opp]
        self.announced = [0, 0]  # suits (bit per suit) each seat has announced
        for m in obs["marriages"]:
            self.announced[m["seat"]] |= 1 << SUIT_CODES.index(m["suit"])
        self.actions = [parse_action(a) for a in obs["actions"]]
        self.played = 0
        for t in obs["tricks"]:
            for _, c in t["plays"]:
                self.played |= BIT[SCHNAPSEN.parse(c)]
        if self.lead >= 0:
            self.played |= BIT[self.lead]
        self.forbidden = 0  # cards the opponent cannot hold (strict-phase inferences)
        # The slot plan (filled by _plan; these defaults stand for an inconsistent history).
        self.assign: list[int] = []
        self.my_free: list[int] = []
        self.opp_free: list[int] = []
        self.stock_free: list[int] = []
        self.my_rest: list[int] = []
        self.opp_assigned_mask: int = self.opp_known
        self.valid = self._plan()
        # Cards the seat cannot see: the opponent's unknown cards and the face-down stock.
        self.hidden: int = FULL & ~self.hand & ~self.played & ~self.opp_assigned_mask
        if self.under >= 0:
            self.hidden &= ~BIT[self.under]
        self.allowed = self.hidden & ~self.forbidden
        self.n_opp = len(self.opp_free)
        self.n_stock = len(self.stock_free)
        if self.hidden.bit_count() != self.n_opp + self.n_stock:
            self.valid = False
        if self.allowed.bit_count() < self.n_opp:
            self.valid = False

    # -- the public history as slots -------------------------------------------------------
    def _plan(self) -> bool:
        """Walk the public actions, putting every card a seat played or showed into a slot
        that seat held at the time. Fills the slot plan; False if the history is
        inconsistent (never for a real observation)."""
        trump = self.trump
        beats = BEATS[trump]
        assign = [-1] * 19
        free: list[list[int]] = [list(range(DEALT)), list(range(DEALT, 2 * DEALT))]
        held = [0, 0]  # cards known (assigned) in each hand now
        drawn = 0
        strict = False
        under = self.indicator
        leader = (self.dealer + 1) % 2
        mover = leader
        lead = -1

        def ensure(seat: int, card: int) -> bool:
            if held[seat] >> card & 1:
                return True
            if not free[seat]:
                return False
            assign[free[seat].pop(0)] = card
            held[seat] |= BIT[card]
            return True

        for action in self.actions:
            if action == CLOSE:
                strict = True
                continue
            if action == EXCHANGE:
                jack = 5 * trump + JACK
                if not ensure(mover, jack):
                    return False
                held[mover] ^= BIT[jack] | BIT[under]
                under = jack
                continue
            if action >= MARRIAGE_BASE:
                card = action - MARRIAGE_BASE
                if not ensure(mover, PARTNER[card]):
                    return False
            else:
                card = action
            if not ensure(mover, card):
                return False
            held[mover] ^= BIT[card]
            if lead < 0:
                lead = card
                mover = 1 - mover
                continue
            winner = 1 - leader if beats[lead] >> card & 1 else leader
            if strict and mover == self.opp:
                self._infer(lead, card)
            lead = -1
            if not strict:
                free[winner].append(STOCK_SLOT + drawn)
                if drawn + 1 < STOCK_SIZE - 1:
                    free[1 - winner].append(STOCK_SLOT + drawn + 1)
                else:  # the loser of the last draw takes the card under the stock
                    held[1 - winner] |= BIT[under]
                drawn += 2
                strict = drawn == STOCK_SIZE
            leader = mover = winner
        self.assign = assign
        self.my_free = free[self.seat]
        self.opp_free = free[self.opp]
        self.opp_assigned_mask = held[self.opp]
        self.stock_free = list(range(STOCK_SLOT + drawn, STOCK_SLOT + STOCK_SIZE - 1))
        mine = self.hand & ~held[self.seat]
        if held[self.seat] & ~self.hand or mine.bit_count() != len(self.my_free):
            return False
        self.my_rest = card_list(mine)
        return bool(self.opp_known & ~held[self.opp] == 0)

    def _infer(self, lead: int, card: int) -> None:
        led = SUIT_OF[lead]
        if SUIT_OF[card] == led:
            if not HIGHER[lead] >> card & 1:
                self.forbidden |= HIGHER[lead]
        else:
            self.forbidden |= SUIT_MASKS[led]
            if SUIT_OF[card] != self.trump:
                self.forbidden |= self.trump_mask

    # -- worlds ----------------------------------------------------------------------------
    @property
    def unseen(self) -> int:
        """Cards this seat cannot see: in the opponent's hand or face down in the stock."""
        return self.hidden | self.opp_assigned_mask

    def world_count(self) -> int:
        """How many distinct worlds there are (stock order included while it is open)."""
        subsets = math.comb(self.allowed.bit_count(), self.n_opp)
        if self.closed:
            return subsets  # the stock is never drawn again: its order does not matter
        return subsets * math.factorial(self.n_stock)

    def build(self, opp_cards: list[int], stock_cards: list[int]) -> SchnapsenState | None:
        """The world where the opponent's unknown cards are ``opp_cards`` and the face-down
        stock still to come is ``stock_cards`` (top first); None if the replay fails."""
        assign = self.assign[:]
        for slot, card in zip(self.my_free, self.my_rest, strict=True):
            assign[slot] = card
        for slot, card in zip(self.opp_free, opp_cards, strict=True):
            assign[slot] = card
        for slot, card in zip(self.stock_free, stock_cards, strict=True):
            assign[slot] = card
        hands = [0, 0]
        for s in (0, 1):
            for slot in range(s * DEALT, (s + 1) * DEALT):
                hands[s] |= BIT[assign[slot]]
        state = SchnapsenState(hands, assign[STOCK_SLOT:], self.indicator, self.dealer)
        for action in self.actions:
            if state.why_illegal(action) is not None:
                return None
            state.apply_id(action)
        return state

    def sample(self, rng: random.Random) -> SchnapsenState | None:
        """One world drawn uniformly among those consistent with the observation."""
        if not self.valid:
            return None
        opp = rng.sample(card_list(self.allowed), self.n_opp)
        rest = card_list(self.hidden & ~_mask(opp))
        rng.shuffle(rest)
        return self.build(opp, rest)

    def worlds(self, rng: random.Random, n: int) -> list[SchnapsenState]:
        """``n`` sampled worlds, or every world when there are no more than ``n``."""
        if not self.valid:
            return []
        out: list[SchnapsenState] = []
        if self.world_count() <= n:
            allowed = card_list(self.allowed)
            for opp in itertools.combinations(allowed, self.n_opp):
                rest = card_list(self.hidden & ~_mask(list(opp)))
                orders = [rest] if self.closed else itertools.permutations(rest)
                for order in orders:
                    world = self.build(list(opp), list(order))
                    if world is not None:
                        out.append(world)
            return out
        for _ in range(n):
            world = self.sample(rng)
            if world is not None:
                out.append(world)
        return out


_mask = cards_mask
