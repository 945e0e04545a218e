"""An independent reference model of French Tarot, written from the spec alone.

shared/spec/rules-french-tarot.md and records.md, nothing from the engine: plain Python sets
of card codes, slow and obvious. The tests compare the engine with this model (legal actions,
trick winners, the settlement) so that a rule misread by the engine shows up as a mismatch.
"""

from __future__ import annotations

import copy
import math
from collections.abc import Iterable

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "N", "Q", "K")
SUITS = ("S", "H", "D", "C")
PLAIN = tuple(r + s for s in SUITS for r in RANKS)
TRUMPS = tuple(f"T{n}" for n in range(1, 22))
ALL_CARDS = (*PLAIN, *TRUMPS, "EX")
BOUTS = frozenset({"T1", "T21", "EX"})
KINGS = frozenset("K" + s for s in SUITS)

CONTRACTS = ("pass", "prise", "garde", "garde-sans", "garde-contre")
MULTIPLIER = {"prise": 1, "garde": 2, "garde-sans": 4, "garde-contre": 6}
TARGETS = {0: 56, 1: 51, 2: 41, 3: 36}
POIGNEE_BONUS = {10: 20, 13: 30, 15: 40}


def suit(card: str) -> str:
    """'S', 'H', 'D', 'C' for plain cards, 'T' for trumps, 'X' for the Excuse."""
    if card == "EX":
        return "X"
    if card.startswith("T"):
        return "T"
    return card[-1]


def rank(card: str) -> int:
    if card == "EX":
        return 0
    if card.startswith("T"):
        return int(card[1:])
    return RANKS.index(card[:-1])


def half_points(card: str) -> int:
    """Card points doubled (spec section 7)."""
    if card in BOUTS or card in KINGS:
        return 9
    if suit(card) in "TX":
        return 1
    return {"Q": 7, "N": 5, "J": 3}.get(card[:-1], 1)


def points(cards: Iterable[str]) -> float:
    return sum(half_points(c) for c in cards) / 2


def led_suit(trick: list[str]) -> str | None:
    """The suit to follow: the first card that is not the Excuse."""
    return next((suit(c) for c in trick if c != "EX"), None)


def legal_plays(hand: set[str], trick: list[str]) -> set[str]:
    """Cards of ``hand`` that may be played to ``trick`` (spec section 5 and 6)."""
    led = led_suit(trick)
    if led is None:
        return set(hand)
    excuse = hand & {"EX"}
    if led != "T":
        follow = {c for c in hand if suit(c) == led}
        if follow:
            return follow | excuse
    trumps = {c for c in hand if suit(c) == "T"}
    if not trumps:
        return set(hand)
    top = max((rank(c) for c in trick if suit(c) == "T"), default=0)
    over = {c for c in trumps if rank(c) > top}
    return (over or trumps) | excuse


def winning_position(trick: list[str]) -> int:
    """Position (0-3) of the card winning ``trick`` by rank alone (the Excuse never wins)."""
    trumps = [(rank(c), i) for i, c in enumerate(trick) if suit(c) == "T"]
    if trumps:
        return max(trumps)[1]
    led = led_suit(trick)
    return max((rank(c), i) for i, c in enumerate(trick) if suit(c) == led)[1]


class RefIllegal(Exception):
    pass


class RefDeal:
    """One deal played by the book. ``apply`` raises :class:`RefIllegal` on a bad action."""

    def __init__(self, hands: list[list[str]], chien: list[str], dealer: int) -> None:
        self.dealt = [list(h) for h in hands]
        self.hands = [set(h) for h in hands]
        self.chien = set(chien)
        self.dealer = dealer
        self.first = (dealer + 1) % 4
        self.bids: list[str] = []
        self.contract: str | None = None
        self.taker: int | None = None
        self.discard: list[str] = []
        self.shortfall = 0
        self.chelem = False
        self.poignees: dict[int, list[str]] = {}
        self.tricks: list[tuple[int, list[str]]] = []
        self.trick: list[str] = []
        self.leader = self.first
        self.phase = "bidding"
        self.annulled: str | None = None
        self.petit_sec = [s for s in range(4) if self._is_petit_sec(self.hands[s])]
        if self.petit_sec:
            self.annulled = "petit-sec"
            self.phase = "over"

    @staticmethod
    def _is_petit_sec(hand: set[str]) -> bool:
        return {c for c in hand if suit(c) == "T"} == {"T1"} and "EX" not in hand

    # -- who, what -------------------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        if self.phase == "over":
            return None
        if self.phase == "bidding":
            return (self.first + len(self.bids)) % 4
        if self.phase in ("discard", "chelem"):
            return self.taker
        return (self.leader + len(self.trick)) % 4

    @property
    def public_discard(self) -> set[str]:
        return {c for c in self.discard if suit(c) == "T"}

    def has_played(self, seat: int) -> bool:
        return bool(self.tricks) or (seat - self.leader) % 4 < len(self.trick)

    def legal_cards(self) -> set[str]:
        seat = self.to_move
        assert self.phase == "play" and seat is not None
        return legal_plays(self.hands[seat], self.trick)

    def legal_bids(self) -> list[str]:
        best = max((CONTRACTS.index(b) for b in self.bids), default=0)
        return ["pass", *CONTRACTS[best + 1 :]]

    def legal_discards(self) -> set[str]:
        assert self.taker is not None
        hand = self.hands[self.taker]
        plain = {c for c in hand if suit(c) in SUITS and c not in KINGS}
        if len(self.public_discard) < self.shortfall:
            return plain | {c for c in hand if suit(c) == "T" and c not in BOUTS}
        return plain

    def poignee_available(self, seat: int, size: int) -> set[str]:
        trumps = {c for c in self.hands[seat] if suit(c) == "T"}
        if size == 15 and seat == self.taker and self.hands[seat] >= KINGS:
            trumps |= self.public_discard
        return trumps

    def why_poignee(self, seat: int, shown: list[str]) -> str | None:
        if self.has_played(seat):
            return "poignée after the first card"
        if seat in self.poignees:
            return "second poignée"
        if len(set(shown)) != len(shown) or any(c not in ALL_CARDS for c in shown):
            return "bad codes"
        if len(shown) not in POIGNEE_BONUS:
            return "bad size"
        cards = set(shown)
        if any(suit(c) not in "TX" for c in cards):
            return "plain card shown"
        avail = self.poignee_available(seat, len(shown))
        trumps = {c for c in cards if c != "EX"}
        if not trumps <= avail:
            return "trump not held"
        if "EX" in cards and (
            "EX" not in self.hands[seat] or trumps != avail or len(avail) != len(shown) - 1
        ):
            return "Excuse not allowed"
        return None

    # -- applying ----------------------------------------------------------------------------
    def is_legal(self, action: str) -> bool:
        try:
            copy.deepcopy(self).apply(action)
        except RefIllegal:
            return False
        return True

    def apply(self, action: str) -> None:
        """The state machine: in the chelem window only "chelem" or "no-chelem"."""
        if self.phase == "over":
            raise RefIllegal("over")
        self._apply(action)

    def apply_recorded(self, action: str) -> None:
        """An action as records.md writes it: no action means "no chelem"."""
        if self.phase == "over":
            raise RefIllegal("over")
        if self.phase == "chelem" and action not in ("chelem", "no-chelem"):
            trial = copy.deepcopy(self)
            trial._apply("no-chelem")
            trial._apply(action)
            self._apply("no-chelem")
        self._apply(action)

    def _apply(self, action: str) -> None:
        seat = self.to_move
        assert seat is not None
        if self.phase == "bidding":
            if action not in self.legal_bids():
                raise RefIllegal(f"bid {action}")
            self.bids.append(action)
            if len(self.bids) < 4:
                return
            best = max(CONTRACTS.index(b) for b in self.bids)
            if best == 0:
                self.annulled = "all-pass"
                self.phase = "over"
                return
            self.contract = CONTRACTS[best]
            self.taker = (self.first + self.bids.index(self.contract)) % 4
            if best <= 2:
                self.hands[self.taker] |= self.chien
                plain = [c for c in self.hands[self.taker] if suit(c) in SUITS]
                self.shortfall = max(0, 6 - len([c for c in plain if c not in KINGS]))
                self.phase = "discard"
            else:
                self.phase = "chelem"
        elif self.phase == "discard":
            kind, _, card = action.partition(":")
            if kind != "discard" or card not in self.legal_discards():
                raise RefIllegal(action)
            self.hands[seat].discard(card)
            self.discard.append(card)
            if len(self.discard) == 6:
                self.phase = "chelem"
        elif self.phase == "chelem":
            if action not in ("chelem", "no-chelem"):
                raise RefIllegal(action)
            self.chelem = action == "chelem"
            self.leader = self.taker if self.chelem else self.first
            self.phase = "play"
        elif action.startswith("poignee:"):
            shown = action.partition(":")[2].split(",")
            reason = self.why_poignee(seat, shown)
            if reason:
                raise RefIllegal(reason)
            self.poignees[seat] = shown
        else:
            if action not in self.legal_cards():
                raise RefIllegal(action)
            self.hands[seat].discard(action)
            self.trick.append(action)
            if len(self.trick) == 4:
                self.tricks.append((self.leader, self.trick))
                winner = self.trick_winners()[-1]
                self.trick = []
                if len(self.tricks) == 18:
                    self.phase = "over"
                else:
                    self.leader = winner

    # -- tricks and settlement ---------------------------------------------------------------
    def trick_winners(self) -> list[int]:
        """The seat winning each finished trick (with the led-Excuse slam exception)."""
        winners: list[int] = []
        for i, (leader, cards) in enumerate(self.tricks):
            if i == 17 and cards[0] == "EX" and self._team_swept(leader, winners):
                winners.append(leader)
            else:
                winners.append((leader + winning_position(cards)) % 4)
        return winners

    def _team_swept(self, seat: int, winners: list[int]) -> bool:
        side = seat == self.taker
        return all((w == self.taker) == side for w in winners[:17])

    def result(self) -> dict[str, object]:
        out: dict[str, object] = {
            "over": self.phase == "over",
            "scores": [0, 0, 0, 0],
            "taker": self.taker,
            "contract": self.contract,
            "annulled": self.annulled,
            "poignees": [
                {"seat": s, "size": len(c), "cards": sorted(c, key=ALL_CARDS.index)}
                for s, c in sorted(self.poignees.items())
            ],
        }
        if self.phase != "over" or self.annulled:
            return out
        taker = self.taker
        assert taker is not None and self.contract is not None
        winners = self.trick_winners()
        taker_cards: set[str] = set()
        comp = 0  # half points credited to the taker
        exception = (
            len(self.tricks) == 18
            and self.tricks[17][1][0] == "EX"
            and (winners[17] == self.tricks[17][0])
        )
        for i, ((leader, cards), winner) in enumerate(zip(self.tricks, winners, strict=True)):
            winner_taker = winner == taker
            won = set(cards)
            if "EX" in won and not (i == 17 and exception):
                won.discard("EX")
                owner_taker = (leader + cards.index("EX")) % 4 == taker
                if i < 17:
                    if owner_taker:
                        taker_cards.add("EX")
                    if owner_taker != winner_taker:
                        comp += 1 if winner_taker else -1
                elif not owner_taker:
                    taker_cards.add("EX")
            if winner_taker:
                taker_cards |= won
        if self.contract in ("prise", "garde"):
            taker_cards |= set(self.discard)
        elif self.contract == "garde-sans":
            taker_cards |= self.chien
        half = sum(half_points(c) for c in taker_cards) + comp
        bouts = len(taker_cards & BOUTS)
        target = TARGETS[bouts]
        made = half >= 2 * target
        mult = MULTIPLIER[self.contract]
        base = (25 + math.ceil(abs(half - 2 * target) / 2)) * mult
        per_defender = base if made else -base
        check = 16 if exception else 17
        petit = None
        if "T1" in self.tricks[check][1]:
            petit = "taker" if winners[check] == taker else "defence"
            per_defender += 10 * mult if petit == "taker" else -10 * mult
        bonus = sum(POIGNEE_BONUS[len(c)] for c in self.poignees.values())
        per_defender += bonus if made else -bonus
        taker_tricks = sum(w == taker for w in winners)
        chelem = None
        if self.chelem:
            if taker_tricks == 18:
                chelem, per_defender = "declared-made", per_defender + 400
            elif taker_tricks == 0:
                chelem, per_defender = "declared-failed+defence", per_defender - 400
            else:
                chelem, per_defender = "declared-failed", per_defender - 200
        elif taker_tricks == 18:
            chelem, per_defender = "taker", per_defender + 200
        elif taker_tricks == 0:
            chelem, per_defender = "defence", per_defender - 200
        scores = [-per_defender] * 4
        scores[taker] = 3 * per_defender
        out.update(
            scores=scores,
            bouts=bouts,
            target=target,
            taker_points=half / 2,
            made=made,
            base=base,
            petit_au_bout=petit,
            chelem=chelem,
            taker_cards=taker_cards,
        )
        return out
