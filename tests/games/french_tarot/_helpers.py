"""Deal builders and drivers shared by the French Tarot tests.

* :func:`fill` completes a partial deal (chosen cards for some seats, the rest dealt
  round-robin), for rule tests that only look at the first actions.
* :func:`script` turns a whole deal written trick by trick into hands and a record: each seat
  holds exactly the cards it plays (the taker also its discard), so a hand-worked play is
  both readable and exact.
* :func:`snapshot` captures everything observable of a state (record and four observations).
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from cardavia.engine.records import DealModel, parse_records_text, replay
from cardavia.engine.registry import get_game
from cardavia.games.french_tarot import TarotState

from ._reference import ALL_CARDS, SUITS, RefDeal, suit, winning_position

SPEC = get_game("french-tarot")
DEFAULT_CHIEN = ["2S", "3S", "2H", "3H", "2D", "3D"]


def new_state(hands: list[list[str]], chien: list[str], dealer: int = 0) -> TarotState:
    state = SPEC.state_from_deal(DealModel(hands=hands, chien=chien), dealer)
    assert isinstance(state, TarotState)
    return state


def play(state: TarotState, actions: Iterable[str]) -> TarotState:
    """Apply ``actions`` as a record writes them (a silent "no chelem" included)."""
    for action in actions:
        state.apply_recorded(action)
    return state


def fill(
    partial: dict[int, list[str]],
    chien: list[str] | None = None,
    avoid: dict[int, str] | None = None,
) -> tuple[list[list[str]], list[str]]:
    """A full deal: ``partial`` cards per seat, then the rest spread over the seats.

    ``avoid[seat]`` lists suit letters (``S H D C`` or ``T`` for trumps, ``X`` the Excuse) the
    filler must not give that seat. The default chien is six low plain cards.
    """
    avoid = avoid or {}
    used = {c for cards in partial.values() for c in cards} | set(chien or [])
    pool = [c for c in ALL_CARDS if c not in used]
    if chien is None:
        chien = [c for c in pool if suit(c) in SUITS and c[:-1] in "A2345"][:6]
        pool = [c for c in pool if c not in chien]
    hands = [list(partial.get(s, [])) for s in range(4)]

    def eligible(card: str) -> list[int]:
        return [s for s in range(4) if suit(card) not in avoid.get(s, "")]

    # the most constrained cards first, each to the eligible seat with the most room
    for card in sorted(pool, key=lambda c: (len(eligible(c)), ALL_CARDS.index(c))):
        seats = [s for s in eligible(card) if len(hands[s]) < 18]
        assert seats, f"fill: no seat can take {card}"
        hands[max(seats, key=lambda s: (18 - len(hands[s]), -s))].append(card)
    assert all(len(h) == 18 for h in hands), [len(h) for h in hands]
    assert len(chien) == 6
    return hands, chien


def bids_for(dealer: int, taker: int, contract: str) -> list[str]:
    """The auction where ``taker`` bids ``contract`` and everybody else passes."""
    return ["pass" if (dealer + 1 + i) % 4 != taker else contract for i in range(4)]


@dataclass
class Script:
    dealer: int
    hands: list[list[str]]
    chien: list[str]
    actions: list[str]
    tricks: list[tuple[int, list[str]]] = field(default_factory=list)

    def state(self, upto: int | None = None) -> TarotState:
        return play(new_state(self.hands, self.chien, self.dealer), self.actions[:upto])

    def reference(self) -> RefDeal:
        ref = RefDeal(self.hands, self.chien, self.dealer)
        for action in self.actions:
            ref.apply_recorded(action)
        return ref

    def record(self) -> dict[str, Any]:
        return {
            "format": "cardavia-record/1",
            "game": "french-tarot",
            "dealer": self.dealer,
            "deal": {"hands": self.hands, "chien": self.chien},
            "actions": self.actions,
        }

    def replayed(self) -> dict[str, Any]:
        return replay(parse_records_text(json.dumps(self.record()))[0])


def script(
    tricks: list[tuple[int, str]],
    *,
    dealer: int = 0,
    taker: int = 1,
    contract: str = "garde",
    chien: list[str] | None = None,
    discard: list[str] | None = None,
    chelem: bool = False,
    poignees: dict[int, str] | None = None,
) -> Script:
    """A deal written as its 18 tricks: ``(leader, "card card card card")`` in play order.

    Each seat is dealt what it plays; with Prise/Garde the taker is dealt what it plays plus
    its ``discard`` minus the chien (default: it discards the chien itself). Leaders are
    checked against the previous trick's winner so the script is self-consistent.
    """
    chien = list(DEFAULT_CHIEN if chien is None else chien)
    assert len(tricks) == 18
    first = taker if chelem else (dealer + 1) % 4
    played: list[list[str]] = [[], [], [], []]
    parsed: list[tuple[int, list[str]]] = []
    expected_leader = first
    for number, (leader, text) in enumerate(tricks, 1):
        cards = text.split()
        assert len(cards) == 4, f"trick {number}: {cards}"
        assert leader == expected_leader, f"trick {number} is led by {expected_leader}"
        for pos, card in enumerate(cards):
            played[(leader + pos) % 4].append(card)
        parsed.append((leader, cards))
        expected_leader = (leader + winning_position(cards)) % 4
    hands = [list(p) for p in played]
    with_chien = contract in ("prise", "garde")
    if with_chien:
        discard = list(chien if discard is None else discard)
        kept = set(played[taker]) | set(discard)
        assert set(chien) <= kept, "the chien must end in the taker's play or discard"
        hands[taker] = [c for c in ALL_CARDS if c in kept and c not in chien]
    every = [c for h in hands for c in h] + chien
    assert sorted(every, key=ALL_CARDS.index) == list(ALL_CARDS), "not a 78-card deal"
    actions = bids_for(dealer, taker, contract)
    if with_chien:
        actions += [f"discard:{c}" for c in discard or []]
    if chelem:
        actions.append("chelem")
    shown = dict(poignees or {})
    for leader, cards in parsed:
        for pos, card in enumerate(cards):
            seat = (leader + pos) % 4
            if seat in shown:
                actions.append("poignee:" + shown.pop(seat))
            actions.append(card)
    return Script(dealer, hands, chien, actions, parsed)


def finish(state: TarotState, rng: random.Random | None = None) -> TarotState:
    """Play to the end: no chelem, then the first (or a random) legal card each turn."""
    while not state.is_over:
        if state.phase == "chelem":
            state.apply("no-chelem")
            continue
        legal = [a for a in state.legal_actions() if not a.startswith("poignee:")]
        state.apply(rng.choice(legal) if rng else legal[0])
    return state


def snapshot(state: TarotState) -> str:
    """Everything observable of ``state``, as one string."""
    return json.dumps(
        {
            "record": state.to_record(),
            "observations": [state.observation(s) for s in range(4)],
            "legal": state.legal_actions(),
            "phase": state.phase,
            "to_move": state.to_move,
        },
        sort_keys=True,
    )


def codes_in(value: object) -> set[str]:
    """Every card code mentioned anywhere in a JSON-like value."""
    found: set[str] = set()
    if isinstance(value, dict):
        for item in value.values():
            found |= codes_in(item)
    elif isinstance(value, list | tuple):
        for item in value:
            found |= codes_in(item)
    elif isinstance(value, str):
        for part in value.replace(":", ",").split(","):
            if part in ALL_CARDS:
                found.add(part)
    return found
