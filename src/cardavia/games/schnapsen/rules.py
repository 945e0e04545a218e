"""Schnapsen as a state machine: one deal, from the first lead to 66 or the last trick.

Every rule and Decision of shared/spec/rules-schnapsen.md. Two seats; the non-dealer
(``dealer + 1``) leads first. Internally actions are ints (tables.py): a card is its own int,
``MARRIAGE_BASE + card`` leads a König or Dame announcing the marriage, ``EXCHANGE`` swaps the
trump Bube for the trump indicator and ``CLOSE`` closes the stock. Records use the strings
of records.md (``AH``, ``marriage:KH``, ``exchange``, ``close``).

The stock is kept as a tuple of 10 cards, top first: the 9 face-down cards, then the trump
indicator (index 9, replaced by the Bube after an exchange); ``drawn`` counts the cards taken.

Readings of the rules where the spec is silent:

* Marriage points count at once for a player who has won a trick; if they reach 66 the deal
  ends right there: the record's last action is ``marriage:KH`` and the König stays in hand.
  A pending marriage (announced before its owner's first trick; only the first leader of a
  deal can be in that position) counts when its owner wins a trick, then 66 is checked.
* Marriages may be announced whenever one leads, also after closing and after the stock is
  exhausted; exchange and close may precede a marriage in the same turn.
* "The opponent's card points at closing" are its banked points (counted marriages
  included); a pending marriage is not banked, and a player with one has won no trick, so the
  closer plays for 3.
* Closing is allowed while the stock holds cards, down to the trump card plus one; the
  remaining stock is then never drawn (its cards stay out of play). The trump card stays
  known after closing, turned face down.
* The follower's strict duties use the led card only: a stronger card of the led suit if it
  has one, else any card of that suit, else a trump, else anything.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from cardavia.engine.decks import SCHNAPSEN
from cardavia.engine.game import DEAL_OVER, GameState, IllegalAction, JsonDict, Reason
from cardavia.engine.slots import LIST, SHARE, Copy
from cardavia.engine.text import visible
from cardavia.games.schnapsen.reasons import ILLEGAL_REASONS, illegal
from cardavia.games.schnapsen.scoring import settle
from cardavia.games.schnapsen.tables import (
    BEATS,
    BIT,
    CLOSE,
    EXCHANGE,
    HAND_SIZE,
    HIGHER,
    JACK,
    KING,
    MARRIAGE_BASE,
    MARRIAGES,
    NUM_SEATS,
    PARTNER,
    POINTS,
    QUEEN,
    QUEENS_MASK,
    RANK_OF,
    STOCK_SIZE,
    SUIT_CODES,
    SUIT_MASKS,
    SUIT_OF,
    TARGET,
    card_list,
    game_points,
    marriage_points,
)
from cardavia.games.schnapsen.view import (
    Closing,
    ObservedMarriage,
    SchnapsenObservation,
    SchnapsenResult,
)

PLAY, OVER = 0, 1
PHASE_NAMES = ("play", "over")

RANK_NAMES = ("Bube", "Dame", "König", "10", "Ass")

# Reasons a deal ends (result["reason"]).
REASON_66 = "66"  # nobody closed; a player reached 66 after a trick or a marriage
REASON_LAST_TRICK = "last-trick"  # nobody closed nor reached 66: the last trick's winner
REASON_CLOSER_66 = "closer-66"  # the closer reached 66
REASON_OPPONENT_66 = "opponent-66"  # the closer's opponent reached 66 first
REASON_CLOSER_FAILED = "closer-failed"  # the cards ran out with the closer short of 66
REASONS = (
    REASON_66,
    REASON_LAST_TRICK,
    REASON_CLOSER_66,
    REASON_OPPONENT_66,
    REASON_CLOSER_FAILED,
)


class SchnapsenState(GameState):
    """One deal of Schnapsen."""

    #: Every field, and how a clone copies it (engine/slots.py): clone is generated.
    SLOTS: ClassVar[Mapping[str, Copy]] = {
        "dealer": SHARE,
        "deal_hands": SHARE,
        "deal_stock": SHARE,
        "deal_trump": SHARE,
        "hands": LIST,
        "stock": SHARE,
        "drawn": SHARE,
        "trump": SHARE,
        "trump_mask": SHARE,
        "beats": SHARE,
        "jack_bit": SHARE,
        "strict": SHARE,
        "closed_by": SHARE,
        "close_points": SHARE,
        "close_tricks": SHARE,
        "leader": SHARE,
        "_to_move": SHARE,
        "lead": SHARE,
        "points": LIST,
        "pending": LIST,
        "tricks_won": LIST,
        "marriages": LIST,
        "exchange": SHARE,
        "known": LIST,
        "tricks": LIST,
        "_history": LIST,
        "_over": SHARE,
        "winner": SHARE,
        "game_pts": SHARE,
        "reason": SHARE,
        "ended_by": SHARE,
    }
    __slots__ = tuple(SLOTS)

    game_id = "schnapsen"
    num_seats = NUM_SEATS

    def __init__(self, hands: list[int], stock: list[int], trump_card: int, dealer: int) -> None:
        """``hands`` are 5-card masks in seat order, ``stock`` the 9 face-down cards top
        first, ``trump_card`` the face-up indicator (drawn last)."""
        self.dealer = dealer
        self.deal_hands = (hands[0], hands[1])
        self.deal_stock = tuple(stock)
        self.deal_trump = trump_card
        self.hands = [hands[0], hands[1]]
        self.stock = (*stock, trump_card)
        self.drawn = 0
        trump = SUIT_OF[trump_card]
        self.trump = trump
        self.trump_mask = SUIT_MASKS[trump]
        self.beats = BEATS[trump]
        self.jack_bit = BIT[5 * trump + JACK]
        self.strict = False
        self.closed_by = -1
        self.close_points = -1  # the closer's opponent's banked card points when closing
        self.close_tricks = -1  # and its tricks won
        self.leader = self._to_move = (dealer + 1) % NUM_SEATS
        self.lead = -1  # the card led in the current trick, -1 before the lead
        self.points = [0, 0]  # banked card points, counted marriages included
        self.pending = [0, 0]  # marriage points waiting for their owner's first trick
        self.tricks_won = [0, 0]
        self.marriages: list[tuple[int, int, int]] = []  # (seat, card led, points)
        self.exchange: tuple[int, int] | None = None  # (seat, the indicator it took)
        self.known = [0, 0]  # cards publicly known to be in each hand
        self.tricks: list[tuple[int, int, int, int]] = []  # (leader, lead, follow, winner)
        self._history: list[int] = []
        self._over = False
        self.winner = -1
        self.game_pts = 0
        self.reason: str | None = None
        self.ended_by: str | None = None

    # -- shape ----------------------------------------------------------------------------
    @property
    def phase(self) -> str:
        return PHASE_NAMES[self._over]

    @property
    def to_move(self) -> int | None:
        return None if self._over else self._to_move

    @property
    def is_over(self) -> bool:
        return self._over

    @property
    def stock_left(self) -> int:
        """Cards still in the stock, the trump card included (0 once exhausted)."""
        return STOCK_SIZE - self.drawn

    @property
    def trump_card(self) -> int | None:
        """The card under the stock (the indicator, or the Bube after an exchange), or
        ``None`` once it has been drawn."""
        return self.stock[9] if self.drawn < STOCK_SIZE else None

    def history(self) -> list[str]:
        return [self.format_action(a) for a in self._history]

    def deal_json(self) -> JsonDict:
        codes = SCHNAPSEN.codes
        return {
            "hands": [SCHNAPSEN.codes_of(h) for h in self.deal_hands],
            "stock": [codes[c] for c in self.deal_stock],
            "trump_card": codes[self.deal_trump],
        }

    # -- actions as strings ---------------------------------------------------------------
    def format_action(self, action: int) -> str:
        if action < MARRIAGE_BASE:
            return SCHNAPSEN.codes[action]
        if action < EXCHANGE:
            return "marriage:" + SCHNAPSEN.codes[action - MARRIAGE_BASE]
        if action == EXCHANGE:
            return "exchange"
        if action == CLOSE:
            return "close"
        raise ValueError(f"{action} is not a Schnapsen action id")

    def parse_action(self, action: str) -> int:
        if not isinstance(action, str):
            raise IllegalAction(str(action), "an action must be a string")
        if action in SCHNAPSEN:
            return SCHNAPSEN.parse(action)
        if action == "exchange":
            return EXCHANGE
        if action == "close":
            return CLOSE
        kind, sep, rest = action.partition(":")
        if sep and kind == "marriage":
            if rest not in SCHNAPSEN:
                raise IllegalAction(action, f"'{visible(rest, 20)}' is not a Schnapsen card code")
            card = SCHNAPSEN.parse(rest)
            if RANK_OF[card] not in (QUEEN, KING):
                raise IllegalAction(
                    action, "a marriage is announced by leading a König (K) or a Dame (Q)"
                )
            return MARRIAGE_BASE + card
        raise IllegalAction(
            action,
            "not a Schnapsen action (expected a card code such as AH or 10S, "
            "marriage:KH, exchange or close)",
        )

    # -- legality -------------------------------------------------------------------------
    def legal_ids(self) -> list[int]:
        if self._over:
            return []
        hand = self.hands[self._to_move]
        lead = self.lead
        if lead < 0:
            acts = card_list(hand)
            pairs = hand & hand >> 1 & QUEENS_MASK
            if pairs:
                acts += MARRIAGES[pairs]
            if not self.strict:
                if hand & self.jack_bit:
                    acts.append(EXCHANGE)
                if hand.bit_count() == HAND_SIZE:
                    acts.append(CLOSE)
            return acts
        if not self.strict:
            return card_list(hand)
        return card_list(self._strict_options(hand, lead))

    def _strict_options(self, hand: int, lead: int) -> int:
        """The cards the follower may play under strict rules."""
        same = hand & SUIT_MASKS[SUIT_OF[lead]]
        if same:
            return same & HIGHER[lead] or same
        return hand & self.trump_mask or hand

    def why_illegal(self, action: int) -> Reason | None:
        if self._over:
            return DEAL_OVER
        seat = self._to_move
        hand = self.hands[seat]
        if 0 <= action < MARRIAGE_BASE:
            if not hand >> action & 1:
                code = SCHNAPSEN.codes[action]
                return illegal("not-held", seat=seat, card=code)
            lead = self.lead
            if lead < 0 or not self.strict or self._strict_options(hand, lead) >> action & 1:
                return None
            return self._why_unplayable(hand, lead, action)
        if MARRIAGE_BASE <= action < EXCHANGE:
            return self._why_no_marriage(seat, hand, action - MARRIAGE_BASE)
        if action == EXCHANGE:
            return self._why_no_exchange(hand)
        if action == CLOSE:
            return self._why_no_close(hand)
        return illegal("unknown-action", action=action)

    def _why_unplayable(self, hand: int, lead: int, card: int) -> Reason:
        suit = SUIT_OF[lead]
        letter = SUIT_CODES[suit]
        closed = self.closed_by >= 0
        state = "closed" if closed else "exhausted"
        same = hand & SUIT_MASKS[suit]
        if same:
            if same & HIGHER[lead] and SUIT_OF[card] == suit:
                led = SCHNAPSEN.codes[lead]
                return illegal(f"{state}-must-beat", card=led)
            return illegal(f"{state}-must-follow", suit=letter)
        return illegal(f"{state}-must-trump", suit=letter)

    def _why_no_marriage(self, seat: int, hand: int, card: int) -> Reason | None:
        if RANK_OF[card] not in (QUEEN, KING):
            return illegal("marriage-rank")
        if self.lead >= 0:
            return illegal("marriage-not-leading")
        suit = SUIT_OF[card]
        partner = PARTNER[card]
        if not hand >> card & 1:
            code = SCHNAPSEN.codes[card]
            return illegal("marriage-not-held", card=code)
        if not hand >> partner & 1:
            code = SCHNAPSEN.codes[partner]
            return illegal("marriage-partner-missing", suit=SUIT_CODES[suit], card=code)
        if any(s == seat and SUIT_OF[c] == suit for s, c, _ in self.marriages):
            return illegal("marriage-repeated", suit=SUIT_CODES[suit])
        return None

    def _why_no_exchange(self, hand: int) -> Reason | None:
        if self.lead >= 0:
            return illegal("exchange-not-leading")
        if self.closed_by >= 0:
            return illegal("exchange-closed")
        if self.drawn >= STOCK_SIZE:
            return illegal("exchange-exhausted")
        if not hand & self.jack_bit:
            jack = SCHNAPSEN.codes[5 * self.trump + JACK]
            return illegal("exchange-no-jack", card=jack)
        return None

    def _why_no_close(self, hand: int) -> Reason | None:
        if self.lead >= 0:
            return illegal("close-not-leading")
        if self.closed_by >= 0:
            return illegal("close-already-closed")
        count = hand.bit_count()
        if count != HAND_SIZE:
            return illegal("close-hand-size", count=count)
        if self.drawn >= STOCK_SIZE:
            return illegal("close-exhausted")
        return None

    # -- applying -------------------------------------------------------------------------
    def apply_id(self, action: int) -> None:
        self._history.append(action)
        if action < MARRIAGE_BASE:
            seat = self._to_move
            self.hands[seat] ^= BIT[action]
            if self.lead < 0:
                self.lead = action
                self._to_move = 1 - seat
            else:
                self._finish_trick(action)
        elif action < EXCHANGE:
            self._marriage(action - MARRIAGE_BASE)
        elif action == EXCHANGE:
            self._exchange()
        else:
            self._close()

    def _finish_trick(self, follow: int) -> None:
        lead = self.lead
        leader = self.leader
        winner = 1 - leader if self.beats[lead] >> follow & 1 else leader
        self.tricks.append((leader, lead, follow, winner))
        self.lead = -1
        points = self.points
        points[winner] += POINTS[lead] + POINTS[follow]
        won = self.tricks_won[winner]
        self.tricks_won[winner] = won + 1
        if not won and self.pending[winner]:  # a pending marriage counts now
            points[winner] += self.pending[winner]
            self.pending[winner] = 0
        if points[winner] >= TARGET:
            self._end_66(winner, "trick")
            return
        if not self.strict:
            drawn = self.drawn
            stock = self.stock
            self.hands[winner] |= BIT[stock[drawn]]
            self.hands[1 - winner] |= BIT[stock[drawn + 1]]
            drawn += 2
            self.drawn = drawn
            if drawn == STOCK_SIZE:  # the loser took the trump card, face up
                self.known[1 - winner] |= BIT[stock[9]]
                self.strict = True
        elif not self.hands[winner]:
            self._end_last_trick(winner)
            return
        self.leader = self._to_move = winner

    def _marriage(self, card: int) -> None:
        seat = self._to_move
        score = marriage_points(card, self.trump)
        self.marriages.append((seat, card, score))
        self.known[seat] |= BIT[card] | BIT[PARTNER[card]]
        if self.tricks_won[seat]:
            self.points[seat] += score
            if self.points[seat] >= TARGET:
                self._end_66(seat, "marriage")  # at once: the card is not played
                return
        else:
            self.pending[seat] += score
        self.hands[seat] ^= BIT[card]
        self.lead = card
        self._to_move = 1 - seat

    def _exchange(self) -> None:
        seat = self._to_move
        stock = self.stock
        indicator = stock[9]
        jack = 5 * self.trump + JACK
        self.hands[seat] ^= BIT[jack] | BIT[indicator]
        self.stock = (*stock[:9], jack)
        self.exchange = (seat, indicator)
        self.known[seat] |= BIT[indicator]

    def _close(self) -> None:
        seat = self._to_move
        self.closed_by = seat
        self.close_points = self.points[1 - seat]
        self.close_tricks = self.tricks_won[1 - seat]
        self.strict = True

    def _end_66(self, seat: int, ended_by: str) -> None:
        closer = self.closed_by
        other = 1 - seat
        if closer < 0:
            pts, reason = game_points(self.points[other], self.tricks_won[other]), REASON_66
        elif closer == seat:
            pts, reason = game_points(self.close_points, self.close_tricks), REASON_CLOSER_66
        else:
            pts, reason = (3 if self.close_tricks == 0 else 2), REASON_OPPONENT_66
        self._end(seat, pts, reason, ended_by)

    def _end_last_trick(self, last_winner: int) -> None:
        closer = self.closed_by
        if closer < 0:
            self._end(last_winner, 1, REASON_LAST_TRICK, "last-trick")
        else:
            pts = 3 if self.close_tricks == 0 else 2
            self._end(1 - closer, pts, REASON_CLOSER_FAILED, "last-trick")

    def _end(self, winner: int, pts: int, reason: str, ended_by: str) -> None:
        self.winner = winner
        self.game_pts = pts
        self.reason = reason
        self.ended_by = ended_by
        self._over = True

    # -- results --------------------------------------------------------------------------
    def result(self) -> SchnapsenResult:
        return settle(self)

    def observation(self, seat: int) -> SchnapsenObservation:
        codes = SCHNAPSEN.codes
        other = 1 - seat
        trump_card = self.trump_card
        exchange = self.exchange
        return {
            "game": self.game_id,
            "seat": seat,
            "dealer": self.dealer,
            "phase": self.phase,
            "over": self._over,
            "to_move": self.to_move,
            "hand": SCHNAPSEN.codes_of(self.hands[seat]),
            "hand_sizes": [self.hands[0].bit_count(), self.hands[1].bit_count()],
            "soloist": None,
            "trump_suit": SUIT_CODES[self.trump],
            "trump_card": codes[trump_card] if trump_card is not None else None,
            "trump_indicator": codes[self.deal_trump],  # the card turned face up at the deal
            "trump_card_face_up": trump_card is not None and self.closed_by < 0,
            "stock_size": self.stock_left,
            "strict": self.strict,
            "closed": self.closed_by >= 0,
            "closed_by": self.closed_by if self.closed_by >= 0 else None,
            "closing": self._closing_json(),
            "leader": self.leader,
            "trick": [(self.leader, codes[self.lead])] if self.lead >= 0 else [],
            "tricks": [
                {
                    "leader": lead_seat,
                    "plays": [(lead_seat, codes[a]), (1 - lead_seat, codes[b])],
                    "winner": win,
                }
                for lead_seat, a, b, win in self.tricks
            ],
            "card_points": self.points[:],
            "pending_marriages": self.pending[:],
            "tricks_won": self.tricks_won[:],
            "marriages": self._marriages_json(),
            "exchange": (
                {
                    "seat": exchange[0],
                    "took": codes[exchange[1]],
                    "gave": codes[5 * self.trump + JACK],
                }
                if exchange
                else None
            ),
            "known_cards": [
                SCHNAPSEN.codes_of(self.known[0] & self.hands[0]),
                SCHNAPSEN.codes_of(self.known[1] & self.hands[1]),
            ],
            "opponent_known": SCHNAPSEN.codes_of(self.known[other] & self.hands[other]),
            "legal_actions": self.legal_actions() if seat == self.to_move else [],
            "actions": self.history(),  # every action so far: all of them are played openly
        }

    def _closing_json(self) -> Closing | None:
        if self.closed_by < 0:
            return None
        return {
            "seat": self.closed_by,
            "opponent_points": self.close_points,
            "opponent_tricks": self.close_tricks,
        }

    def _marriages_json(self) -> list[ObservedMarriage]:
        codes = SCHNAPSEN.codes
        return [
            {
                "seat": seat,
                "suit": SUIT_CODES[SUIT_OF[card]],
                "card": codes[card],
                "partner": codes[PARTNER[card]],
                "points": score,
                "counted": self.tricks_won[seat] > 0,
            }
            for seat, card, score in self.marriages
        ]


__all__ = ["CLOSE", "EXCHANGE", "ILLEGAL_REASONS", "MARRIAGE_BASE", "REASONS", "SchnapsenState"]
