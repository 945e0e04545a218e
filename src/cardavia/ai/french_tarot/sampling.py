"""Hidden-card sampling for French Tarot: worlds consistent with one seat's observation.

A world is a full ``TarotState`` rebuilt by replaying the public actions from a sampled deal,
so the engine itself (not a copy of its rules) decides what every world looks like. A sample
respects everything the seat has seen: its hand, played cards, the public chien, discarded
trumps, shown poignées, voids (a seat that did not follow), and trumps a seat could not have
held (it played under a trump it had to beat).
"""

from __future__ import annotations

import random
from typing import Any

from cardavia.ai.common import assign_cards, codes_mask
from cardavia.engine.decks import TAROT
from cardavia.games.french_tarot.rules import (
    CHELEM,
    CHELEM_CHOICE,
    DISCARD_BASE,
    NO_CHELEM,
    TarotState,
)
from cardavia.games.french_tarot.tables import (
    ABOVE,
    GARDE,
    KINGS_MASK,
    PLAIN_MASK,
    SUIT_MASKS,
    SUIT_OF,
    TRUMP_MASK,
)

FULL = (1 << 78) - 1
CONTRACT_IDS = {"prise": 1, "garde": 2, "garde-sans": 3, "garde-contre": 4}


def mask_of(codes: list[str]) -> int:
    return codes_mask(TAROT, codes)


class TarotView:
    """An observation decoded once into masks, reused by every sample of a decision."""

    def __init__(self, obs: dict[str, Any]) -> None:
        self.obs = obs
        self.seat: int = obs["seat"]
        self.dealer: int = obs["dealer"]
        self.hand = mask_of(obs["hand"])
        self.taker: int = obs["taker"] if obs["taker"] is not None else -1
        self.contract = CONTRACT_IDS.get(obs["contract"] or "", 0)
        self.chien = mask_of(obs["chien"]) if obs["chien"] is not None else 0
        self.discard = mask_of(obs["discard"]) if obs["discard"] is not None else 0
        self.public_discard = mask_of(obs["discarded_trumps"])
        self.counts: list[int] = obs["hand_counts"]
        self.played_by = [0, 0, 0, 0]
        self.forbidden = [0, 0, 0, 0]
        self.trick = [TAROT.parse(p["card"]) for p in obs["trick"]]
        self.leader: int = obs["leader"]
        plays = [
            [((t["leader"] + i) % 4, TAROT.parse(c)) for i, c in enumerate(t["cards"])]
            for t in obs["tricks"]
        ]
        plays.append([(p["seat"], TAROT.parse(p["card"])) for p in obs["trick"]])
        for trick in plays:
            self._infer(trick)
        self.played = 0
        for m in self.played_by:
            self.played |= m
        self.tricks_left = 18 - len(obs["tricks"])
        self.shown = [0, 0, 0, 0]
        for p in obs["poignees"]:
            self.shown[p["seat"]] = mask_of(p["cards"])
        self.actions: list[str] = obs["actions"]

    def _infer(self, trick: list[tuple[int, int]]) -> None:
        led = -1
        top = -1
        for seat, card in trick:
            self.played_by[seat] |= 1 << card
            suit = SUIT_OF[card]
            if suit == 5:
                continue
            if led < 0:
                led = suit
            elif led < 4 and suit != led:
                self.forbidden[seat] |= SUIT_MASKS[led]
                if suit != 4:
                    self.forbidden[seat] |= TRUMP_MASK
            elif led == 4 and suit != 4:
                self.forbidden[seat] |= TRUMP_MASK
            if suit == 4:
                if top >= 0 and card < top:
                    self.forbidden[seat] |= ABOVE[top]
                top = max(top, card)

    @property
    def unseen(self) -> int:
        """Cards neither in this hand nor played."""
        return FULL & ~self.hand & ~self.played


def sample_world(view: TarotView, rng: random.Random, tries: int = 40) -> TarotState | None:
    """A full state consistent with ``view``, or None if sampling kept failing."""
    for attempt in range(tries):
        relax = attempt >= tries // 2  # after many failures, drop the soft trump caps
        world = _try_sample(view, rng, relax)
        if world is not None:
            return world
    return None


def _try_sample(view: TarotView, rng: random.Random, relax: bool) -> TarotState | None:
    me = view.seat
    taker = view.taker
    contract = view.contract
    known_discard = contract and contract <= GARDE
    # Positions 0-3 are seats, 4 is the hidden pile (chien, or the taker's hidden discard).
    capacity = [0, 0, 0, 0, 0]
    allowed = [0, 0, 0, 0, 0]
    assigned = [0, 0, 0, 0, 0]
    for s in range(4):
        if s != me:
            capacity[s] = view.counts[s]
            forbidden = view.forbidden[s]
            if relax:
                forbidden &= ~TRUMP_MASK | (
                    TRUMP_MASK if forbidden & TRUMP_MASK == TRUMP_MASK else 0
                )
            allowed[s] = FULL & ~forbidden
    to_place = view.unseen
    if known_discard:
        if me == taker:
            to_place &= ~view.discard
        else:
            capacity[4] = 6 - view.public_discard.bit_count()
            allowed[4] = PLAIN_MASK & ~KINGS_MASK
            to_place &= ~view.public_discard
            # Chien cards went to the taker: each is in the taker's hand or the discard.
            for s in range(4):
                if s not in (taker, me):
                    allowed[s] &= ~view.chien
    else:
        capacity[4] = 6
        allowed[4] = FULL
    # Cards a seat showed in a poignée and has not played are in its hand.
    for s in range(4):
        if s == me:
            continue
        fixed = view.shown[s] & to_place
        if fixed:
            assigned[s] |= fixed
            capacity[s] -= fixed.bit_count()
            to_place &= ~fixed
    if assign_cards(to_place, capacity, allowed, rng, assigned) is None:
        return None
    return _rebuild(view, assigned)


def _rebuild(view: TarotView, assigned: list[int]) -> TarotState | None:
    me = view.seat
    contract = view.contract
    hands_now = [view.hand if s == me else assigned[s] for s in range(4)]
    hidden_discard: list[int] = []
    if contract and contract <= GARDE:
        discard = view.discard if me == view.taker else assigned[4] | view.public_discard
        hidden_discard = [c for c in range(78) if assigned[4] >> c & 1]
        chien = view.chien
    else:
        discard = 0
        chien = assigned[4]
    original = []
    for s in range(4):
        hand = hands_now[s] | view.played_by[s]
        if s == view.taker and contract and contract <= GARDE:
            hand = (hand | discard) & ~chien
        original.append(hand)
    if any(h.bit_count() != 18 for h in original):
        return None
    state = TarotState(original, chien, view.dealer)
    if state.is_over:  # the sample dealt somebody a Petit sec: not the real deal
        return None
    pending = iter(hidden_discard)
    for text in view.actions:
        if state.phase_id == CHELEM_CHOICE and text not in ("chelem", "no-chelem"):
            state.apply_id(NO_CHELEM)
        if text == "discard:?":
            action = DISCARD_BASE + next(pending)
        elif text == "chelem":
            action = CHELEM
        else:
            action = state.parse_action(text)
        if state.why_illegal(action) is not None:
            return None
        state.apply_id(action)
    if state.phase_id == CHELEM_CHOICE and view.obs["phase"] == "play":
        state.apply_id(NO_CHELEM)
    return state
