"""Preference sessions: cumulative scores and the pool carry over, the dealer rotates.

A session starts with everyone paying 30 into the pool (scores -30 each, pool 90, S9); each
deal starts from the scores and pool the previous deal left and is dealt by the next seat
clockwise. A session record (records.md) is ``{"format", "game", "tradition", "deals":
[record, ...], "result"}``: every deal but the last must be complete, and the dealers of
consecutive deals rotate by +1.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from cardavia.engine.dealing import DealError, parse_pile
from cardavia.engine.decks import WIENER_BILD, shuffled
from cardavia.engine.game import RECORD_FORMAT, JsonDict
from cardavia.engine.playout import random_playout
from cardavia.engine.records import (
    DealModel,
    Record,
    RecordError,
    apply_record_actions,
    deal_mismatches,
)
from cardavia.games.preference.rules import PreferenceState
from cardavia.games.preference.tables import (
    HAND_SIZE,
    NUM_SEATS,
    START_POOL,
    START_SCORE,
)

GAME_ID = "preference"
START_SCORES = (START_SCORE,) * NUM_SEATS

#: Positions in a shuffled pack of each hand, by seat offset from forehand, and the talon:
#: 3 each, 2 to the talon, 4 each, 3 each (rules section 2), starting with forehand.
_HAND_POSITIONS = tuple(
    tuple(range(3 * k, 3 * k + 3))
    + tuple(range(11 + 4 * k, 15 + 4 * k))
    + tuple(range(23 + 3 * k, 26 + 3 * k))
    for k in range(NUM_SEATS)
)
_TALON_POSITIONS = (9, 10)


def deal_random(
    rng: random.Random,
    dealer: int,
    scores: Sequence[int] = START_SCORES,
    pool: int = START_POOL,
) -> PreferenceState:
    """A fresh deal shuffled from ``rng``, dealt in packets from the dealer's left."""
    cards = shuffled(WIENER_BILD, rng)
    hands = [0, 0, 0]
    for k, positions in enumerate(_HAND_POSITIONS):
        mask = 0
        for p in positions:
            mask |= 1 << cards[p]
        hands[(dealer + 1 + k) % NUM_SEATS] = mask
    talon = (1 << cards[9]) | (1 << cards[10])
    return PreferenceState(hands, talon, dealer, tuple(scores), pool)


def deal_from_model(
    deal: DealModel,
    dealer: int,
    scores: Sequence[int] = START_SCORES,
    pool: int = START_POOL,
) -> PreferenceState:
    """The state at the start of an explicit deal; raises ``DealError`` when it is invalid."""
    if not isinstance(dealer, int) or not 0 <= dealer < NUM_SEATS:
        raise DealError(f"dealer {dealer!r} is not a seat (0 to {NUM_SEATS - 1})")
    if len(deal.hands) != NUM_SEATS:
        raise DealError(f"Preference deals 3 hands, not {len(deal.hands)}")
    if deal.talon is None:
        raise DealError("the talon (2 cards) is missing")
    for pile in ("chien", "stock", "trump_card"):
        if getattr(deal, pile) is not None:
            raise DealError(f"Preference has no {pile}; its deal is 3 hands and a talon")
    seen: set[int] = set()
    hands = [
        parse_pile(WIENER_BILD, h, f"hand {s}", HAND_SIZE, seen) for s, h in enumerate(deal.hands)
    ]
    talon = parse_pile(WIENER_BILD, deal.talon, "talon", 2, seen)
    if len(seen) != WIENER_BILD.size:  # pragma: no cover - 32 distinct cards of a 32-card deck
        missing = WIENER_BILD.codes_of(WIENER_BILD.full_mask & ~WIENER_BILD.mask_of(seen))
        raise DealError(f"cards missing from the deal: {', '.join(missing)}")
    return PreferenceState(hands, talon, dealer, tuple(scores), pool)


class PreferenceSession:
    """Deals played in a row from one start: scores and pool carry over, the dealer rotates."""

    __slots__ = ("deals", "first_dealer", "start_pool", "start_scores")

    def __init__(
        self,
        first_dealer: int = 0,
        scores: Sequence[int] = START_SCORES,
        pool: int = START_POOL,
    ) -> None:
        self.first_dealer = first_dealer
        self.start_scores = tuple(scores)
        self.start_pool = pool
        self.deals: list[PreferenceState] = []

    @property
    def current(self) -> PreferenceState | None:
        """The latest deal (finished or in progress), or ``None`` before the first."""
        return self.deals[-1] if self.deals else None

    @property
    def next_dealer(self) -> int:
        return (self.first_dealer + len(self.deals)) % NUM_SEATS

    @property
    def scores(self) -> list[int]:
        """Cumulative scores after the last finished deal."""
        return self._carry()[0]

    @property
    def pool(self) -> int:
        return self._carry()[1]

    def _carry(self) -> tuple[list[int], int]:
        for state in reversed(self.deals):
            if state.is_over:
                result = state.result()
                return list(result["scores"]), int(result["pool"])
        return list(self.start_scores), self.start_pool

    def _check_ready(self) -> None:
        current = self.current
        if current is not None and not current.is_over:
            raise ValueError("the current deal is not over yet")

    def start_deal(self, hands: list[int], talon: int) -> PreferenceState:
        """Start the next deal with explicit cards (bitmasks)."""
        self._check_ready()
        scores, pool = self._carry()
        state = PreferenceState(hands, talon, self.next_dealer, tuple(scores), pool)
        self.deals.append(state)
        return state

    def start_random_deal(self, rng: random.Random) -> PreferenceState:
        """Start the next deal shuffled from ``rng``."""
        self._check_ready()
        scores, pool = self._carry()
        state = deal_random(rng, self.next_dealer, scores, pool)
        self.deals.append(state)
        return state

    def start_deal_from_model(self, deal: DealModel) -> PreferenceState:
        """Start the next deal from a record's deal; raises ``DealError`` when invalid."""
        self._check_ready()
        scores, pool = self._carry()
        state = deal_from_model(deal, self.next_dealer, scores, pool)
        self.deals.append(state)
        return state

    def restart(self, first_dealer: int) -> None:
        """S9: scores back to 0, everyone pays 30 again (pool 90)."""
        self.first_dealer = first_dealer
        self.start_scores = START_SCORES
        self.start_pool = START_POOL
        self.deals = []

    def result(self) -> JsonDict:
        """The last deal's result plus the session fields."""
        current = self.current
        if current is None:
            raise ValueError("the session has no deal yet")
        return {
            **current.result(),
            "deals_played": len(self.deals),
            "deals_complete": sum(1 for s in self.deals if s.is_over),
            "void_deals": sum(1 for s in self.deals if s.void),
            "first_dealer": self.first_dealer,
            "next_dealer": self.next_dealer,
            "session_start_scores": list(self.start_scores),
            "session_start_pool": self.start_pool,
            "deal_mismatches": [],
        }

    def to_record(self, tradition: str | None = None) -> JsonDict:
        """The session as a records.md match record (each deal with its own result)."""
        return {
            "format": RECORD_FORMAT,
            "game": GAME_ID,
            "tradition": tradition,
            "deals": [state.to_record(tradition) for state in self.deals],
            "result": self.result(),
        }


def replay_session(deals: list[Record], label: str) -> JsonDict:
    """Replay a session record's deals in order; the last deal's result plus session fields."""
    if not deals:
        raise RecordError(f"{label}: a Preference session holds at least one deal")
    first = deals[0].dealer
    if not 0 <= first < NUM_SEATS:
        raise RecordError(f"{label} deal 1: dealer {first} is not a seat (0 to {NUM_SEATS - 1})")
    session = PreferenceSession(first)
    mismatches: list[str] = []
    for number, record in enumerate(deals, 1):
        where = f"{label} deal {number}"
        if record.game != GAME_ID:
            raise RecordError(f"{where}: a Preference session holds only preference deals")
        if number > 1:
            previous = session.deals[-1]
            if not previous.is_over:
                raise RecordError(
                    f"{label}: deal {number - 1} is unfinished but deal {number} follows it; "
                    "only the last deal of a session may be in progress"
                )
            if record.dealer != session.next_dealer:
                raise RecordError(
                    f"{where}: dealer {record.dealer}, but the dealer rotates clockwise: after "
                    f"dealer {previous.dealer} comes dealer {session.next_dealer}"
                )
        try:
            state = session.start_deal_from_model(record.deal)
        except DealError as exc:
            raise RecordError(f"{where}: deal: {exc}") from None
        apply_record_actions(state, record.actions, where)
        mismatches += deal_mismatches(number, record.result, state.result())
    result = session.result()
    result["deal_mismatches"] = mismatches
    return result


def random_session(rng: random.Random, deals: int = 6) -> JsonDict:
    """A complete session of ``deals`` deals played by uniformly random legal actions."""
    from cardavia.games.preference import SPEC

    session = PreferenceSession(rng.randrange(NUM_SEATS))
    for _ in range(deals):
        random_playout(session.start_random_deal(rng), rng)
    return session.to_record(SPEC.traditions[0])  # the game's default deck


__all__ = [
    "PreferenceSession",
    "deal_from_model",
    "deal_random",
    "random_session",
    "replay_session",
]
