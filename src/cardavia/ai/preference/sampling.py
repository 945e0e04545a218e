"""Hidden-card sampling for Preference: worlds consistent with one seat's observation.

A world is a full ``PreferenceState`` rebuilt by replaying the public actions on a sampled
deal, so the engine itself decides what every world looks like. A sample respects everything
the seat has seen: its own hand, the cards played, the talon and discard when the seat knows
them (the numeric declarer), voids (a seat that did not follow, or did not trump), cards a seat
could not hold (it did not beat when it had to, or did not play its lowest beating card under
P3), and an announced ``no-aces``. The auction and the defence choices weight the samples: a
declarer's hand should justify its contract, a stayer's its two tricks.
"""

from __future__ import annotations

import math
import random
from typing import Any

from cardavia.ai.common import assign_cards, codes_mask
from cardavia.ai.preference.heuristics import (
    NORMAL_STYLE,
    declarer_tricks,
    defender_tricks,
    is_strong_contract,
)
from cardavia.engine.cards import bits
from cardavia.engine.decks import WIENER_BILD
from cardavia.games.preference.rules import PreferenceState
from cardavia.games.preference.tables import (
    ACES_MASK,
    ACTION_IDS,
    BEATS,
    CONTRACT_NAMES,
    DISCARD_BASE,
    GAME_CONTRACT_BASE,
    HEARTS_CONTRACT,
    SUIT_CODES,
    SUIT_MASKS,
)
from cardavia.games.preference.view import PreferenceObservation

FULL = (1 << 32) - 1
JsonDict = dict[str, Any]


def mask_of(codes: list[str] | None) -> int:
    return codes_mask(WIENER_BILD, codes)


class PrefView:
    """An observation decoded once into masks, reused by every sample of a decision."""

    def __init__(self, obs: PreferenceObservation) -> None:
        self.obs = obs
        self.seat: int = obs["seat"]
        self.dealer: int = obs["dealer"]
        self.phase: str = obs["phase"]
        self.hand = mask_of(obs["hand"])
        self.counts: list[int] = list(obs["hand_sizes"])
        d = obs["declarer"]
        self.declarer: int = d if d is not None else -1
        self.contract = CONTRACT_NAMES.index(obs["contract"])
        self.numeric = 0 < self.contract < GAME_CONTRACT_BASE
        self.trump: int = SUIT_CODES.index(obs["trump"]) if obs["trump"] is not None else -1
        self.talon = mask_of(obs["talon"])
        self.talon_known = obs["talon"] is not None
        self.discard = mask_of(obs["discard"])
        self.defence: list[str | None] = list(obs["defence"])
        self.inviter: int = obs["inviter"] if obs["inviter"] is not None else -1
        self.invited: int = obs["invited"] if obs["invited"] is not None else -1
        self.no_aces: bool = obs["no_aces"]
        self.leader: int = obs["leader"] if obs["leader"] is not None else -1
        self.scores: list[int] = list(obs["scores"])
        self.pool: int = obs["pool"]
        self.auction: list[tuple[int, str]] = [(a["seat"], a["bid"]) for a in obs["auction"]]
        self.tricks_won: list[int] = list(obs["tricks_won"])
        self.trick: list[tuple[int, int]] = [(s, WIENER_BILD.parse(c)) for s, c in obs["trick"]]
        self.past: list[list[tuple[int, int]]] = [
            [(s, WIENER_BILD.parse(c)) for s, c in t["plays"]] for t in obs["tricks"]
        ]
        d = self.declarer
        stays = [s for s in range(3) if self.defence[s] == "stay"]
        self.three = len(stays) == 2 or self.inviter >= 0
        if d >= 0 and self.phase in ("play", "over"):
            self.active = [0, 1, 2] if self.three else sorted([d, *stays])
        else:
            self.active = [0, 1, 2]
        self.played_by = [0, 0, 0]
        self.forbidden = [0, 0, 0]
        if self.no_aces and d >= 0:
            self.forbidden[d] |= ACES_MASK
        if self.trump >= 0:
            for t in self.past:
                self._infer(t)
            self._infer(self.trick)
        self.played = self.played_by[0] | self.played_by[1] | self.played_by[2]
        self.tricks_left = 10 - len(self.past)

    def _infer(self, trick: list[tuple[int, int]]) -> None:
        trump = self.trump
        tmask = SUIT_MASKS[trump]
        beats = BEATS[trump]
        win = -1
        led = -1
        for i, (seat, card) in enumerate(trick):
            self.played_by[seat] |= 1 << card
            if i == 0:
                led = card >> 3
                win = card
                continue
            suit = card >> 3
            lmask = SUIT_MASKS[led]
            if suit == led:
                cand = lmask
            else:
                self.forbidden[seat] |= lmask
                if suit == trump:
                    cand = tmask
                else:
                    self.forbidden[seat] |= tmask
                    cand = 0
            beaters = cand & beats[win]
            if beats[win] >> card & 1:
                if self.three and i == 1 and trick[0][0] == self.declarer:
                    # P3: the lowest beating card, so no lower beater was held.
                    self.forbidden[seat] |= beaters & ((1 << card) - 1)
                win = card
            else:
                self.forbidden[seat] |= beaters

    def after_me(self) -> list[int]:
        """The seats still to play in the current trick after this seat."""
        n_play = 3 if self.three else 2
        out = []
        s = self.seat
        for _ in range(n_play - len(self.trick) - 1):
            s = self.next_seat(s)
            out.append(s)
        return out

    def next_seat(self, seat: int) -> int:
        if self.three:
            return (seat + 1) % 3
        a, b = self.active
        return b if seat == a else a

    def others(self) -> list[int]:
        """The other seats that play cards in this deal."""
        return [s for s in self.active if s != self.seat]

    @property
    def unseen(self) -> int:
        """Cards neither in this hand, nor played, nor known to be in the talon/discard."""
        known = self.hand | self.played
        if self.seat == self.declarer and self.numeric:
            known |= self.discard | self.talon
        return FULL & ~known

    def might(self) -> list[int]:
        """The cards each seat may hold now (its own hand for this seat)."""
        unseen = self.unseen
        return [self.hand if s == self.seat else unseen & ~self.forbidden[s] for s in range(3)]

    def actions(self) -> list[int]:
        """The public actions so far as ints (the observation's history, in order), the
        declarer's discards left as -1 where this seat did not see them."""
        return [-1 if a == "discard:?" else ACTION_IDS[a] for a in self.obs["actions"]]


def _sigmoid(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-x))


def plausibility(view: PrefView, hands: list[int]) -> float:
    """How well sampled start-of-play hands explain the auction and the defence choices."""
    d = view.declarer
    trump = view.trump
    if d < 0 or trump < 0:
        return 1.0
    weight = 1.0
    if d != view.seat:
        value = declarer_tricks(hands[d], trump)
        need = NORMAL_STYLE.numeric - 0.4
        if view.contract == HEARTS_CONTRACT:
            need = NORMAL_STYLE.hearts - 0.5
        elif view.contract >= GAME_CONTRACT_BASE:
            need = NORMAL_STYLE.game - 0.5
        weight *= _sigmoid(2.0 * (value - need))
    strong = is_strong_contract(view.contract)
    for s in range(3):
        if s in (view.seat, d):
            continue
        choice = view.defence[s]
        if choice is None:
            continue
        value = defender_tricks(hands[s], trump, strong)
        if choice == "stay":
            weight *= _sigmoid(2.0 * (value - NORMAL_STYLE.stay + 0.4))
        else:
            weight *= _sigmoid(2.0 * (NORMAL_STYLE.stay + 0.4 - value))
    return weight


def sample_world(
    view: PrefView, rng: random.Random, candidates: int = 4, tries: int = 30
) -> PreferenceState | None:
    """A full state consistent with ``view`` (during the play), or None if sampling failed.

    ``candidates`` consistent deals are drawn and one is kept with a probability in
    proportion to its :func:`plausibility`."""
    pool: list[tuple[list[int], int]] = []
    weights: list[float] = []
    for _ in range(tries):
        drawn = _draw(view, rng)
        if drawn is None:
            continue
        pool.append(drawn)
        hands = drawn[0]
        weights.append(plausibility(view, [hands[s] | view.played_by[s] for s in range(3)]))
        if len(pool) >= candidates:
            break
    while pool:
        total = sum(weights)
        if total <= 0:
            i = rng.randrange(len(pool))
        else:
            pick = rng.random() * total
            i = 0
            while i < len(pool) - 1 and pick >= weights[i]:
                pick -= weights[i]
                i += 1
        world = _rebuild(view, *pool[i])
        if world is not None:
            return world
        del pool[i]
        del weights[i]
    return None


def _draw(view: PrefView, rng: random.Random) -> tuple[list[int], int] | None:
    """Current hands of the three seats and the hidden 2-card pile (0 when none is hidden)."""
    me = view.seat
    d = view.declarer
    capacity = [0, 0, 0, 0]
    allowed = [0, 0, 0, 0]
    for s in range(3):
        if s != me:
            capacity[s] = view.counts[s]
            allowed[s] = FULL & ~view.forbidden[s]
    if not (me == d and view.numeric):
        capacity[3] = 2
        allowed[3] = FULL
        if view.numeric and view.no_aces:
            allowed[3] &= ~ACES_MASK  # the discard of a no-aces declarer holds no Ace
    assigned = assign_cards(view.unseen, capacity, allowed, rng)
    if assigned is None:
        return None
    if any(capacity):
        return None
    assigned[me] = view.hand
    return assigned[:3], assigned[3]


def _rebuild(view: PrefView, hands_now: list[int], pile: int) -> PreferenceState | None:
    me = view.seat
    d = view.declarer
    dealt = [hands_now[s] | view.played_by[s] for s in range(3)]
    if view.numeric and me == d:
        talon = view.talon
        dealt[d] = (dealt[d] | view.discard) & ~talon
        discards = view.discard
    elif view.numeric:
        talon = pile  # the declarer discarded these; calling them the talon is consistent
        discards = pile
    else:
        talon = pile
        discards = 0
    if any(h.bit_count() != 10 for h in dealt) or talon.bit_count() != 2:
        return None
    state = PreferenceState(dealt, talon, view.dealer, tuple(view.scores), view.pool)
    pending = iter(bits(discards))
    for action in view.actions():
        if action < 0:
            action = DISCARD_BASE + next(pending)
        if state.why_illegal(action) is not None:
            return None
        state.apply_id(action)
    return state
