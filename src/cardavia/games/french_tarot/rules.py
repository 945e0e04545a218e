"""French Tarot as a state machine: auction, chien and discard, declarations, 18 tricks.

Every rule and Decision of shared/spec/rules-french-tarot.md. Seats are in order of play
(counter-clockwise): the player at the dealer's right is ``dealer + 1``. Internally actions
are ints (see the ``*_BASE`` constants); records use the strings of records.md.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import ClassVar

from cardavia.engine.cards import bits
from cardavia.engine.decks import TAROT
from cardavia.engine.draws import draws_with_getrandbits, randbelow_of
from cardavia.engine.game import DEAL_OVER, GameState, IllegalAction, JsonDict, Reason
from cardavia.engine.slots import LIST, SHARE, Copy
from cardavia.engine.text import visible
from cardavia.engine.view import tricks_won_of
from cardavia.games.french_tarot.reasons import ILLEGAL_REASONS, illegal
from cardavia.games.french_tarot.scoring import points_of_half, settle
from cardavia.games.french_tarot.tables import (
    ABOVE,
    ABOVE_AFTER_LEAD,
    BEATS,
    BOUTS_MASK,
    CHUNK_IDS,
    CONTRACTS,
    EXCUSE,
    EXCUSE_BIT,
    GARDE,
    KINGS_MASK,
    LED_OF,
    PETIT,
    PLAIN_MASK,
    POIGNEE_SIZES,
    SUIT_MASKS,
    SUIT_OF,
    TRUMP_MASK,
    TRUMP_OR_EXCUSE,
    half_points,
    ids_of,
    playable_given,
)
from cardavia.games.french_tarot.view import TakerPile, TarotObservation, TarotResult

# Phases
BIDDING, DISCARD, CHELEM_CHOICE, PLAY, OVER = range(5)
PHASE_NAMES = ("bidding", "discard", "chelem", "play", "over")

# Int actions: a card to play is its own int (0-77).
DISCARD_BASE = 100  # + card
BID_BASE = 200  # + contract (0 = pass)
CHELEM = 210
NO_CHELEM = 211  # engine-only: the taker declines; records leave it out
POIGNEE_FLAG = 1 << 80  # | mask of the shown cards

NUM_SEATS = 4
TRICKS = 18
HAND_SIZE = 18

_SUIT_LETTERS = "SHDC"  # SUIT_OF 0-3, as record codes write them


class TarotState(GameState):
    """One deal of French Tarot."""

    #: Every field, and how a clone copies it (engine/slots.py): clone is generated.
    SLOTS: ClassVar[Mapping[str, Copy]] = {
        "dealer": SHARE,
        "deal_hands": SHARE,
        "deal_chien": SHARE,
        "hands": LIST,
        "chien": SHARE,
        "_history": LIST,
        "bids": SHARE,
        "highest": SHARE,
        "taker": SHARE,
        "discard": SHARE,
        "public_discard": SHARE,
        "shortfall": SHARE,
        "chelem_declared": SHARE,
        "poignees": SHARE,
        "trick": LIST,
        "_led": SHARE,
        "_above": SHARE,
        "_win": SHARE,
        "leader": SHARE,
        "trick_no": SHARE,
        "tricks": LIST,
        "taker_pile": SHARE,
        "defence_pile": SHARE,
        "taker_tricks": SHARE,
        "defence_tricks": SHARE,
        "excuse_comp": SHARE,
        "annulled": SHARE,
        "petit_sec_seats": SHARE,
        "_phase": SHARE,
        "_to_move": SHARE,
    }
    __slots__ = tuple(SLOTS)

    game_id = "french-tarot"
    num_seats = NUM_SEATS

    def __init__(self, hands: list[int], chien: int, dealer: int) -> None:
        self.dealer = dealer
        self.deal_hands = tuple(hands)
        self.deal_chien = chien
        self.hands = list(hands)
        self.chien = chien
        self._history: list[int] = []
        # Tuples, replaced on the rare writes, so that a clone shares them.
        self.bids: tuple[int, ...] = (-1, -1, -1, -1)
        self.highest = 0
        self.taker = -1
        self.discard = 0
        self.public_discard = 0
        self.shortfall = 0
        self.chelem_declared = False
        self.poignees: tuple[int, ...] = (0, 0, 0, 0)
        self.trick: list[int] = []  # cards of the current trick, in play order
        # What the current trick asks, kept as cards are played (tables.playable_given):
        # the suit led (-1: none yet), the trumps over its highest trump, its winning position.
        self._led = -1
        self._above = TRUMP_MASK
        self._win = 0
        self.leader = (dealer + 1) % NUM_SEATS
        self.trick_no = 0
        self.tricks: list[tuple[int, tuple[int, ...], int]] = []  # (leader, cards, winner)
        self.taker_pile = 0
        self.defence_pile = 0
        self.taker_tricks = 0
        self.defence_tricks = 0
        self.excuse_comp = 0  # half points credited to the taker's side (+) or taken (-)
        self.annulled: str | None = None
        # The Petit as a hand's only trump, without the Excuse (_petit_sec, inlined).
        self.petit_sec_seats: tuple[int, ...] = ()
        for seat in range(NUM_SEATS):
            if hands[seat] & TRUMP_OR_EXCUSE == _PETIT_BIT:
                self.petit_sec_seats += (seat,)
        self._phase = BIDDING
        self._to_move = (dealer + 1) % NUM_SEATS
        if self.petit_sec_seats:
            self._end_annulled("petit-sec")

    # -- shape ----------------------------------------------------------------------------
    @property
    def phase(self) -> str:
        return PHASE_NAMES[self._phase]

    @property
    def to_move(self) -> int | None:
        return None if self._phase == OVER else self._to_move

    @property
    def is_over(self) -> bool:
        return self._phase == OVER

    @property
    def phase_id(self) -> int:
        """The phase as its int (BIDDING, DISCARD, CHELEM_CHOICE, PLAY, OVER): for search."""
        return self._phase

    @property
    def mover(self) -> int:
        """The seat to move, without the ``None`` of a finished deal (then the last mover)."""
        return self._to_move

    @property
    def contract(self) -> int:
        return self.highest

    def history(self) -> list[str]:
        return [self.format_action(a) for a in self._history]

    def record_actions(self) -> list[str]:
        # records.md: a taker who does not declare a chelem writes nothing, the next action
        # implying it. Only a record that stops right after the "no" (a deal in progress)
        # keeps it, or its replay would ask the taker again.
        last = len(self._history) - 1
        return [
            self.format_action(a)
            for i, a in enumerate(self._history)
            if a != NO_CHELEM or i == last
        ]

    def public_action(self, action: str, actor: int, seat: int) -> str:
        """Another taker's plain discards stay face down (trumps are shown)."""
        kind, _, card = action.partition(":")
        if kind != "discard" or seat == actor or self._phase == OVER:
            return action
        return action if (1 << TAROT.parse(card)) & TRUMP_MASK else "discard:?"

    def public_history(self, seat: int) -> list[str]:
        """The actions as ``seat`` saw them: another taker's plain discards are ``discard:?``."""
        out = []
        for action in self._history:
            if (
                DISCARD_BASE <= action < BID_BASE
                and seat != self.taker
                and self._phase != OVER
                and not (1 << (action - DISCARD_BASE)) & TRUMP_MASK
            ):
                out.append("discard:?")
            else:
                out.append(self.format_action(action))
        return out

    def deal_json(self) -> JsonDict:
        return {
            "hands": [TAROT.codes_of(h) for h in self.deal_hands],
            "chien": TAROT.codes_of(self.deal_chien),
        }

    # -- actions as strings ---------------------------------------------------------------
    def format_action(self, action: int) -> str:
        if action < DISCARD_BASE:
            return TAROT.codes[action]
        if action < BID_BASE:
            return "discard:" + TAROT.codes[action - DISCARD_BASE]
        if action < CHELEM:
            return CONTRACTS[action - BID_BASE]
        if action == CHELEM:
            return "chelem"
        if action == NO_CHELEM:
            return "no-chelem"
        return "poignee:" + ",".join(TAROT.codes_of(action & ~POIGNEE_FLAG))

    def parse_action(self, action: str) -> int:
        if not isinstance(action, str):
            raise IllegalAction(str(action), "an action must be a string")
        if action in TAROT:
            return TAROT.parse(action)
        if action in _BID_IDS:
            return _BID_IDS[action]
        if action == "chelem":
            return CHELEM
        if action == "no-chelem":
            return NO_CHELEM
        kind, sep, rest = action.partition(":")
        if sep and kind == "discard":
            if rest not in TAROT:
                raise IllegalAction(action, f"'{visible(rest, 20)}' is not a tarot card code")
            return DISCARD_BASE + TAROT.parse(rest)
        if sep and kind == "poignee":
            codes = rest.split(",") if rest else []
            mask = 0
            for c in codes:
                if c not in TAROT:
                    raise IllegalAction(action, f"'{visible(c, 20)}' is not a tarot card code")
                bit = 1 << TAROT.parse(c)
                if mask & bit:
                    raise IllegalAction(action, f"{c} is shown twice")
                mask |= bit
            return POIGNEE_FLAG | mask
        raise IllegalAction(
            action,
            "not a French Tarot action (expected a card code such as KH or T21, a bid, "
            "discard:CARD, poignee:CARDS or chelem)",
        )

    def apply_recorded(self, action: str) -> None:
        if self._silent_no_chelem(action):
            trial = self.clone()
            trial.apply_id(NO_CHELEM)
            trial.apply(action)  # raises, changing nothing, if the action is illegal anyway
            self.apply_id(NO_CHELEM)
        self.apply(action)

    def recorded_actor(self, action: str) -> int | None:
        if self._silent_no_chelem(action):  # the leader's card, not the taker's
            trial = self.clone()
            trial.apply_id(NO_CHELEM)
            return trial.to_move
        return self.to_move

    def _silent_no_chelem(self, action: str) -> bool:
        # records.md writes no action for a taker who does not declare a chelem: in that
        # window, any other action of a record is the taker's silent "no", then that action.
        return self._phase == CHELEM_CHOICE and action not in ("chelem", "no-chelem")

    # -- legality -------------------------------------------------------------------------
    def legal_ids(self) -> list[int]:
        phase = self._phase
        if phase == PLAY:
            # tables.playable_given inlined, the cards listed by tables.CHUNK_IDS: following
            # a plain suit reads its two chunks, a trump its three (the checked loop's path).
            hand = self.hands[self._to_move]
            led = self._led
            if led >= 0 and led < 4 and hand & SUIT_MASKS[led]:
                low, high = _SUIT_CHUNKS[led]
                f = hand >> 14 * led
                legal = [*low[f & 127], *high[f >> 7 & 127]]
            elif led >= 0 and hand & TRUMP_MASK:
                m = hand & TRUMP_MASK
                m = (m & self._above or m) >> 56
                legal = [*_T8[m & 127], *_T9[m >> 7 & 127], *_T10[m >> 14]]
            else:  # a lead, after a led Excuse, or nothing owed: the whole hand
                legal = ids_of(hand)
                hand = 0
            if hand & EXCUSE_BIT:
                legal.append(EXCUSE)
            if self.trick_no == 0 and not self.poignees[self._to_move]:
                legal.extend(self._poignee_options())
            return legal
        if phase == BIDDING:
            return _BIDS_OVER[self.highest][:]
        if phase == DISCARD:
            return list(map(_DISCARD_ID, ids_of(self._discardable())))
        if phase == CHELEM_CHOICE:
            return [CHELEM, NO_CHELEM]
        return []

    def why_illegal(self, action: int) -> Reason | None:
        phase = self._phase
        if phase == OVER:
            return DEAL_OVER
        if phase == PLAY and 0 <= action < DISCARD_BASE:  # the common case, checked first
            # tables.playable_given inlined for one card: held, then the suit led followed,
            # or a trump (over the highest one when possible) owed and played, or nothing owed.
            hand = self.hands[self._to_move]
            if hand >> action & 1:
                led = self._led
                suit = SUIT_OF[action]
                if suit == led:  # followed: a trump must still overtrump when it can
                    if led < 4 or (1 << action) & self._above or not hand & self._above:
                        return None
                elif led < 0 or suit == 5:  # nothing led yet, or the Excuse
                    return None
                elif led == 4 or not hand & SUIT_MASKS[led]:
                    trumps = hand & TRUMP_MASK
                    if not trumps:
                        return None
                    if suit == 4:
                        above = self._above
                        if (1 << action) & above or not trumps & above:
                            return None
        seat = self._to_move
        name = self.phase
        if action >= POIGNEE_FLAG:
            if phase != PLAY:
                return illegal("poignee-wrong-phase", phase=name)
            return self._why_bad_poignee(seat, action & ~POIGNEE_FLAG)
        if action < DISCARD_BASE:
            if phase != PLAY:
                return illegal("card-wrong-phase", phase=name)
            if not self.hands[seat] >> action & 1:
                code = TAROT.codes[action]
                return illegal("not-held", seat=seat, card=code)
            if not self._playable() >> action & 1:
                return self._why_unplayable(action)
            return None
        if action < BID_BASE:
            if phase != DISCARD:
                return illegal("discard-wrong-phase", phase=name)
            return self._why_bad_discard(action - DISCARD_BASE)
        if action < CHELEM:
            if phase != BIDDING:
                return illegal("bid-wrong-phase", phase=name)
            contract = action - BID_BASE
            if contract and contract <= self.highest:
                bid, highest = CONTRACTS[contract], CONTRACTS[self.highest]
                return illegal("bid-too-low", bid=bid, contract=highest)
            return None
        if action in (CHELEM, NO_CHELEM):
            if phase != CHELEM_CHOICE:
                return illegal("chelem-wrong-phase")
            return None
        return illegal("unknown-action", action=action)

    def playable_mask(self) -> int:
        """Cards the seat to move may play now (only meaningful in the play phase)."""
        return self._playable()

    def _playable(self) -> int:
        return playable_given(self.hands[self._to_move], self._led, self._above)

    def _why_unplayable(self, card: int) -> Reason:
        hand = self.hands[self._to_move]
        led = next(SUIT_OF[c] for c in self.trick if SUIT_OF[c] != 5)
        if led < 4 and hand & SUIT_MASKS[led]:
            return illegal("must-follow", suit=_SUIT_LETTERS[led])
        top = max((c for c in self.trick if SUIT_OF[c] == 4), default=-1)
        if SUIT_OF[card] != 4:
            if led == 4:
                return illegal("must-trump-trumps-led")
            return illegal("must-trump")
        code = TAROT.codes[top]
        return illegal("must-overtrump", card=code)

    def _discardable(self) -> int:
        """Cards the taker may still put in the chien, given what is already discarded."""
        hand = self.hands[self.taker]
        plain = hand & PLAIN_MASK & ~KINGS_MASK
        trumps_used = (self.discard & TRUMP_MASK).bit_count()
        if trumps_used < self.shortfall:
            return plain | (hand & TRUMP_MASK & ~BOUTS_MASK)
        return plain

    def _why_bad_discard(self, card: int) -> Reason | None:
        hand = self.hands[self.taker]
        if not hand >> card & 1:
            code = TAROT.codes[card]
            return illegal("discard-not-held", card=code)
        if self._discardable() >> card & 1:
            return None
        bit = 1 << card
        if bit & KINGS_MASK:
            return illegal("discard-king")
        if bit & BOUTS_MASK:
            return illegal("discard-bout")
        if self.shortfall == 0:
            return illegal("discard-trump")
        return illegal("discard-trump-count", count=self.shortfall)

    def _poignee_available(self, seat: int, size: int) -> int:
        """Trumps ``seat`` may show in a poignée of ``size`` cards."""
        trumps = self.hands[seat] & TRUMP_MASK
        if size == 15 and seat == self.taker and self.hands[seat] & KINGS_MASK == KINGS_MASK:
            trumps |= self.public_discard
        return trumps

    def _poignee_options(self) -> list[int]:
        """One poignée per level the hand allows: the lowest trumps, sorted (the default)."""
        seat = self._to_move
        options: list[int] = []
        # The common case first: fewer than ten trumps and Excuse (with the discarded trumps
        # a 15-card poignée may show), no poignée at all.
        hand = self.hands[seat]
        if (hand & TRUMP_OR_EXCUSE).bit_count() + self.public_discard.bit_count() < 10:
            return options
        for size in POIGNEE_SIZES:
            avail = self._poignee_available(seat, size)
            count = avail.bit_count()
            if count >= size:
                chosen = bits(avail)[:size]
                options.append(POIGNEE_FLAG | sum(1 << c for c in chosen))
            elif count == size - 1 and self.hands[seat] & EXCUSE_BIT:
                options.append(POIGNEE_FLAG | avail | EXCUSE_BIT)
        return options

    def _why_bad_poignee(self, seat: int, mask: int) -> Reason | None:
        if self.trick_no != 0 or self.hands[seat].bit_count() != HAND_SIZE:
            return illegal("poignee-too-late")
        if self.poignees[seat]:
            return illegal("poignee-repeated")
        size = mask.bit_count()
        if size not in POIGNEE_SIZES:
            return illegal("poignee-size", size=size)
        if mask & ~(TRUMP_MASK | EXCUSE_BIT):
            return illegal("poignee-not-trumps")
        avail = self._poignee_available(seat, size)
        if mask & TRUMP_MASK & ~avail:
            missing = TAROT.codes_of(mask & TRUMP_MASK & ~avail)
            return illegal("poignee-not-held", cards=",".join(missing))
        if mask & EXCUSE_BIT:
            if not self.hands[seat] & EXCUSE_BIT:
                return illegal("poignee-no-excuse")
            if mask & TRUMP_MASK != avail or avail.bit_count() != size - 1:
                return illegal("poignee-excuse")
        return None

    # -- applying -------------------------------------------------------------------------
    def apply_id(self, action: int) -> None:
        self._history.append(action)
        if action < DISCARD_BASE:  # _play, inlined: the kernel's most frequent action
            seat = self._to_move
            bit = 1 << action
            self.hands[seat] ^= bit
            trick = self.trick
            n = len(trick)
            if n:
                if BEATS[trick[self._win]] & bit:
                    self._win = n
                if self._led < 0:
                    self._led = LED_OF[action]
                if bit & self._above:
                    self._above = ABOVE[action]
                trick.append(action)
                if n == 3:
                    self._finish_trick()
                    return
            else:
                self._led = LED_OF[action]
                self._above = ABOVE_AFTER_LEAD[action]
                self._win = 0
                trick.append(action)
            self._to_move = (seat + 1) & 3
        elif action < BID_BASE:
            self._discard(action - DISCARD_BASE)
        elif action < CHELEM:
            self._bid(action - BID_BASE)
        elif action == CHELEM:
            self.chelem_declared = True
            self.leader = self._to_move = self.taker
            self._phase = PLAY
        elif action == NO_CHELEM:
            self.leader = self._to_move = (self.dealer + 1) % NUM_SEATS
            self._phase = PLAY
        else:
            seat = self._to_move
            shown = self.poignees
            self.poignees = (*shown[:seat], action & ~POIGNEE_FLAG, *shown[seat + 1 :])

    def play_randomly(self, rng: random.Random) -> None:
        # The same choices as GameState.play_randomly (``rng.choice(self.legal_ids())``: one
        # ``_randbelow(len)`` draw per action) and the same final state, without building
        # the lists of the card play: the k-th card of the playable mask, then the poignée
        # options that legal_ids lists after the cards.
        randbelow = randbelow_of(rng)
        inline = draws_with_getrandbits(rng)
        while self._phase != OVER:
            if self._phase != PLAY:
                ids = self.legal_ids()
                self.apply_id(ids[randbelow(len(ids))])
            elif self.trick_no == 0 or self.trick or not inline:
                self._random_card_step(randbelow)
            else:
                self._random_tricks(rng.getrandbits)

    def _random_card_step(self, randbelow: Callable[[int], int]) -> None:
        """One random action of the card play: a card, or in trick 1 a poignée."""
        seat = self._to_move
        legal = playable_given(self.hands[seat], self._led, self._above)
        n = legal.bit_count()
        if self.trick_no or self.poignees[seat]:
            k = randbelow(n)
        else:
            options = self._poignee_options()
            k = randbelow(n + len(options))
            if k >= n:
                self.apply_id(options[k - n])
                return
        while k:
            legal &= legal - 1
            k -= 1
        card = (legal & -legal).bit_length() - 1
        self._history.append(card)
        self._play(card)

    def _random_tricks(self, getrandbits: Callable[[int], int]) -> None:
        """Whole tricks at random from an empty trick after the first to the end, with
        ``_play``, ``tables.playable_given`` and ``Random._randbelow_with_getrandbits``
        inlined on locals; the state is written back before each ``_finish_trick``."""
        hands = self.hands
        append = self._history.append
        nbits = _BIT_LENGTH
        suit_masks, led_of, above_of, beats = SUIT_MASKS, LED_OF, ABOVE, BEATS
        seat = self._to_move
        while True:
            # The lead: any card of the hand.
            hand = hands[seat]
            n = hand.bit_count()
            width = nbits[n]
            k = getrandbits(width)
            while k >= n:
                k = getrandbits(width)
            legal = hand
            while k:
                legal &= legal - 1
                k -= 1
            low = legal & -legal
            top = low.bit_length() - 1
            append(top)
            hands[seat] = hand ^ low
            trick = [top]
            led = led_of[top]
            above = ABOVE_AFTER_LEAD[top]
            win = 0
            for pos in (1, 2, 3):
                seat = (seat + 1) & 3
                hand = hands[seat]
                if led < 0:  # the Excuse was led
                    legal = hand
                else:
                    legal = hand & suit_masks[led] if led < 4 else 0
                    if legal:
                        legal |= hand & EXCUSE_BIT
                    else:
                        trumps = hand & TRUMP_MASK
                        legal = (trumps & above or trumps) | (hand & EXCUSE_BIT) if trumps else hand
                n = legal.bit_count()
                width = nbits[n]
                k = getrandbits(width)
                while k >= n:
                    k = getrandbits(width)
                while k:
                    legal &= legal - 1
                    k -= 1
                low = legal & -legal
                card = low.bit_length() - 1
                append(card)
                hands[seat] = hand ^ low
                trick.append(card)
                if beats[top] & low:
                    win, top = pos, card
                if led < 0:
                    led = led_of[card]
                if low & above:
                    above = above_of[card]
            self.trick = trick
            self._to_move = seat
            self._led = led
            self._above = above
            self._win = win
            self._finish_trick()
            if self._phase == OVER:
                return
            seat = self._to_move

    def _bid(self, contract: int) -> None:
        seat = self._to_move
        bids = self.bids
        self.bids = (*bids[:seat], contract, *bids[seat + 1 :])
        if contract > self.highest:
            self.highest = contract
            self.taker = seat
        self._to_move = (seat + 1) % NUM_SEATS
        if self._to_move != (self.dealer + 1) % NUM_SEATS:
            return
        if not self.highest:
            self._end_annulled("all-pass")
            return
        self._to_move = self.taker
        if self.highest <= GARDE:
            hand = self.hands[self.taker] | self.chien
            self.hands[self.taker] = hand
            plain = (hand & PLAIN_MASK & ~KINGS_MASK).bit_count()
            self.shortfall = max(0, 6 - plain)
            self._phase = DISCARD
        else:
            self._phase = CHELEM_CHOICE

    def _discard(self, card: int) -> None:
        bit = 1 << card
        self.hands[self.taker] ^= bit
        self.discard |= bit
        if bit & TRUMP_MASK:
            self.public_discard |= bit
        if self.discard.bit_count() == 6:
            self._phase = CHELEM_CHOICE

    def _play(self, card: int) -> None:
        seat = self._to_move
        bit = 1 << card
        self.hands[seat] ^= bit
        trick = self.trick
        n = len(trick)
        if n == 0:
            self._led = LED_OF[card]
            self._above = ABOVE_AFTER_LEAD[card]
            self._win = 0
        else:
            if BEATS[trick[self._win]] >> card & 1:
                self._win = n
            if self._led < 0:
                self._led = LED_OF[card]
            if bit & self._above:
                self._above = ABOVE[card]
        trick.append(card)
        if n < NUM_SEATS - 1:
            self._to_move = (seat + 1) % NUM_SEATS
            return
        self._finish_trick()

    def _finish_trick(self) -> None:
        trick = self.trick
        leader = self.leader
        taker = self.taker
        winner = (leader + self._win) & 3
        a, b, c, d = trick
        mask = 1 << a | 1 << b | 1 << c | 1 << d
        if mask & EXCUSE_BIT:
            winner = self._excuse_trick(trick, winner)
            mask ^= EXCUSE_BIT  # the Excuse's pile is settled
        if winner == taker:
            self.taker_pile |= mask
            self.taker_tricks += 1
        else:
            self.defence_pile |= mask
            self.defence_tricks += 1
        self.tricks.append((leader, (a, b, c, d), winner))
        self.trick = []
        self._led = -1
        self._above = TRUMP_MASK
        trick_no = self.trick_no + 1
        self.trick_no = trick_no
        if trick_no == TRICKS:
            self._phase = OVER
            return
        self.leader = self._to_move = winner

    def _excuse_trick(self, trick: list[int], winner: int) -> int:
        """A trick holding the Excuse: put the Excuse in the pile it goes to (and count the
        half point it owes), and return the trick's winner (the slam exception aside, the
        one already found)."""
        taker = self.taker
        owner = (self.leader + trick.index(EXCUSE)) % NUM_SEATS
        owner_is_taker = owner == taker
        last = self.trick_no == TRICKS - 1
        owner_tricks = self.taker_tricks if owner_is_taker else self.defence_tricks
        if last and trick[0] == EXCUSE and owner_tricks == TRICKS - 1:
            # The slam exception: the led Excuse wins the last trick, and goes with it.
            if owner_is_taker:
                self.taker_pile |= EXCUSE_BIT
            else:
                self.defence_pile |= EXCUSE_BIT
            return owner
        if last:
            to_taker = not owner_is_taker  # goes to the other team
        else:
            to_taker = owner_is_taker  # stays with its team
            if (winner == taker) != owner_is_taker:
                self.excuse_comp += -1 if owner_is_taker else 1
        if to_taker:
            self.taker_pile |= EXCUSE_BIT
        else:
            self.defence_pile |= EXCUSE_BIT
        return winner

    def _end_annulled(self, reason: str) -> None:
        self.annulled = reason
        self._phase = OVER

    # -- results --------------------------------------------------------------------------
    def result(self) -> TarotResult:
        return settle(self)

    def observation(self, seat: int) -> TarotObservation:
        codes = TAROT.codes
        over = self._phase == OVER
        # Turned face up only once the auction is over, and only for a Prise or a Garde.
        chien_public = over or (
            self._phase != BIDDING and self.taker >= 0 and self.highest <= GARDE
        )
        return {
            "game": self.game_id,
            "seat": seat,
            "dealer": self.dealer,
            "phase": self.phase,
            "over": over,
            "to_move": self.to_move,
            "hand": TAROT.codes_of(self.hands[seat]),
            "hand_sizes": [h.bit_count() for h in self.hands],
            "bids": [CONTRACTS[b] if b >= 0 else None for b in self.bids],
            "soloist": self.taker if self.taker >= 0 else None,
            "taker": self.taker if self.taker >= 0 else None,
            "contract": CONTRACTS[self.highest] if self.taker >= 0 else None,
            "chien": TAROT.codes_of(self.deal_chien) if chien_public else None,
            "discard": TAROT.codes_of(self.discard) if seat == self.taker or over else None,
            "discarded_trumps": TAROT.codes_of(self.public_discard),
            "chelem_declared": self.chelem_declared,
            "poignees": [
                {"seat": s, "size": m.bit_count(), "cards": TAROT.codes_of(m)}
                for s, m in enumerate(self.poignees)
                if m
            ],
            "leader": self.leader,
            "trick": [((self.leader + i) % NUM_SEATS, codes[c]) for i, c in enumerate(self.trick)],
            "tricks": [
                {
                    "leader": lead,
                    "plays": [((lead + i) % NUM_SEATS, codes[c]) for i, c in enumerate(cards)],
                    "winner": win,
                }
                for lead, cards, win in self.tricks
            ],
            "tricks_won": tricks_won_of(self.tricks, NUM_SEATS),
            "annulled": self.annulled,
            # Everybody saw the tricks: the taker's card points and bouts won in them so far.
            "taker_trick_points": points_of_half(half_points(self.taker_pile) + self.excuse_comp),
            "taker_trick_bouts": (self.taker_pile & BOUTS_MASK).bit_count(),
            # What else the taker already owns, when this seat may know it: the discard of a
            # Prise or a Garde (its card points and bouts); None when hidden or not the taker's.
            "taker_pile": self._known_taker_pile(seat),
            "actions": self.public_history(seat),
            "legal_actions": self.legal_actions() if seat == self.to_move else [],
        }

    def _known_taker_pile(self, seat: int) -> TakerPile | None:
        if self.taker < 0 or self.highest > GARDE or not self.discard:
            return None  # no taker yet, a Garde sans or contre, or the discard not made
        if seat != self.taker and self._phase != OVER:
            return None
        return {
            "points": points_of_half(half_points(self.discard)),
            "bouts": (self.discard & BOUTS_MASK).bit_count(),
        }


_BID_IDS = {name: BID_BASE + i for i, name in enumerate(CONTRACTS)}
#: ``_BIDS_OVER[highest]``: the legal bids over the highest contract so far (a pass first).
_BIDS_OVER = tuple([BID_BASE] + [BID_BASE + c for c in range(h + 1, 5)] for h in range(5))
_DISCARD_ID = DISCARD_BASE.__add__
#: The two CHUNK_IDS tables of each plain suit, and the three of the trumps.
_SUIT_CHUNKS = tuple((CHUNK_IDS[2 * s], CHUNK_IDS[2 * s + 1]) for s in range(4))
_T8, _T9, _T10 = CHUNK_IDS[8:]


_PETIT_BIT = 1 << PETIT

_BIT_LENGTH = tuple(n.bit_length() for n in range(NUM_SEATS * HAND_SIZE + 7))


def _petit_sec(hand: int) -> bool:
    return hand & TRUMP_MASK == 1 << PETIT and not hand & EXCUSE_BIT


def is_petit_sec(hand: int) -> bool:
    """True when a hand's only trump is the Petit and it has no Excuse."""
    return _petit_sec(hand)


__all__ = ["CHELEM", "ILLEGAL_REASONS", "NO_CHELEM", "POIGNEE_FLAG", "TarotState", "is_petit_sec"]
