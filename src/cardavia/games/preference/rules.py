"""Preference (Viennese) as a state machine: auction, exchange, defence, ten tricks.

Every rule of shared/spec/rules-preference.md with the readings of preference-decisions.md
(B1-B7, D1-D4, P1-P4). Seats are in order of play (clockwise): forehand ``dealer + 1`` bids
first. Internally actions are ints (see tables.py); records use the strings of records.md.

Phases: ``bidding`` -> (numeric contract) ``discard`` (two cards) -> ``trump`` -> ``defence``
(the defender at the declarer's left, then the other) -> ``invitation`` (a lone stayer only)
-> ``play`` -> ``over``. Under Game and Hearts the exchange is skipped. The optional
``no-aces`` is a choice of the declarer's opening-lead decision: at that point the legal
actions are the declarer's cards plus ``no-aces`` (when allowed); announcing it leaves the
declarer on lead, and leading a card without announcing it simply declines, so a record
without ``no-aces`` replays unchanged.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from cardavia.engine.decks import WIENER_BILD
from cardavia.engine.game import DEAL_OVER, GameState, IllegalAction, JsonDict, Reason
from cardavia.engine.slots import LIST, SHARE, Copy
from cardavia.engine.text import visible
from cardavia.games.preference.reasons import ILLEGAL_REASONS, illegal
from cardavia.games.preference.scoring import settle
from cardavia.games.preference.tables import (
    ACES_MASK,
    ACTION_IDS,
    ACTION_NAMES,
    ALONE,
    BEATS,
    BID_BASE,
    CONTRACT_NAMES,
    DISCARD_BASE,
    DROP,
    GAME_BASE,
    GAME_CONTRACT_BASE,
    HEARTS,
    HEARTS_CONTRACT,
    HEARTS_SUIT,
    HOLD,
    INVITE,
    N_ACTIONS,
    NO_ACES,
    NUM_SEATS,
    PASS,
    START_POOL,
    START_SCORE,
    STAY,
    SUIT_CODES,
    SUIT_MASKS,
    TRICKS,
    TRUMP_BASE,
    code,
    codes_of,
)
from cardavia.games.preference.view import PreferenceObservation, PreferenceResult

# Phases
BIDDING, DISCARD, TRUMP, DEFENCE, INVITATION, PLAY, OVER = range(7)
PHASE_NAMES = ("bidding", "discard", "trump", "defence", "invitation", "play", "over")

_NEXT3 = (1, 2, 0)

_FIRST_TURN_BIDS = (GAME_BASE, GAME_BASE + 1, GAME_BASE + 2, HEARTS)


class PreferenceState(GameState):
    """One deal of Preference, starting from given cumulative ``scores`` and ``pool``."""

    #: Every field, and how a clone copies it (engine/slots.py): clone is generated.
    SLOTS: ClassVar[Mapping[str, Copy]] = {
        "dealer": SHARE,
        "deal_hands": SHARE,
        "talon": SHARE,
        "hands": LIST,
        "start_scores": SHARE,
        "start_pool": SHARE,
        "_history": LIST,
        "_phase": SHARE,
        "_to_move": SHARE,
        "auction": LIST,
        "spoken": SHARE,
        "passed": SHARE,
        "has_bid": SHARE,
        "level": SHARE,
        "holder": SHARE,
        "game": SHARE,
        "game_bidder": SHARE,
        "declarer": SHARE,
        "contract": SHARE,
        "trump": SHARE,
        "beats": SHARE,
        "trump_mask": SHARE,
        "discard": SHARE,
        "play_hand": SHARE,
        "defence": LIST,
        "inviter": SHARE,
        "invited": SHARE,
        "three": SHARE,
        "no_aces": SHARE,
        "_na_open": SHARE,
        "n_play": SHARE,
        "next_seat": SHARE,
        "leader": SHARE,
        "trick": LIST,
        "led": SHARE,
        "win_card": SHARE,
        "win_seat": SHARE,
        "tricks": LIST,
        "won": LIST,
        "void": SHARE,
    }
    __slots__ = tuple(SLOTS)

    game_id = "preference"
    num_seats = NUM_SEATS

    def __init__(
        self,
        hands: list[int] | tuple[int, ...],
        talon: int,
        dealer: int,
        scores: tuple[int, ...] | list[int] = (START_SCORE,) * NUM_SEATS,
        pool: int = START_POOL,
    ) -> None:
        if len(scores) != NUM_SEATS or pool <= 0 or pool % 10 or sum(scores) + pool:
            raise ValueError(
                f"bad session state: scores {list(scores)} and pool {pool} (the pool is a "
                "positive multiple of 10 and sum(scores) + pool == 0)"
            )
        self.dealer = dealer
        self.deal_hands = tuple(hands)
        self.talon = talon
        self.hands = list(hands)
        self.start_scores = tuple(scores)
        self.start_pool = pool
        self._history: list[int] = []
        self._phase = BIDDING
        self._to_move = (dealer + 1) % NUM_SEATS
        # auction
        self.auction: list[tuple[int, int]] = []  # (seat, action) in order
        self.spoken = 0  # seat bitmasks
        self.passed = 0
        self.has_bid = 0
        self.level = 0  # current numeric level 0-4
        self.holder = -1  # who holds it
        self.game = -1  # suit of the standing Game (0-2), or -1
        self.game_bidder = -1
        # contract
        self.declarer = -1
        self.contract = 0  # index into CONTRACT_NAMES
        self.trump = -1
        self.beats: tuple[int, ...] = ()
        self.trump_mask = 0
        self.discard = 0
        self.play_hand = 0  # the declarer's 10 cards once the exchange is done
        # defence
        self.defence = [-1, -1, -1]  # STAY / DROP per defender
        self.inviter = -1
        self.invited = -1
        self.three = False  # three hands play (both stayed, or an invitation)
        self.no_aces = False
        self._na_open = False  # no-aces may be announced now
        # play
        self.n_play = 0
        self.next_seat: tuple[int, ...] = _NEXT3
        self.leader = -1
        self.trick: list[int] = []
        self.led = -1
        self.win_card = -1
        self.win_seat = -1
        self.tricks: list[tuple[int, tuple[int, ...], int]] = []  # (leader, cards, winner)
        self.won = [0, 0, 0]  # tricks actually taken per seat
        self.void = False

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
        """The phase as its int (rules.py's phase constants): for search."""
        return self._phase

    @property
    def mover(self) -> int:
        """The seat to move, without the ``None`` of a finished deal (then the last mover)."""
        return self._to_move

    @property
    def forehand(self) -> int:
        return (self.dealer + 1) % NUM_SEATS

    @property
    def both_dropped(self) -> bool:
        d = self.declarer
        return (
            d >= 0
            and self.defence[(d + 1) % NUM_SEATS] == DROP
            and self.defence[(d + 2) % NUM_SEATS] == DROP
        )

    def history(self) -> list[str]:
        return [ACTION_NAMES[a] for a in self._history]

    def public_action(self, action: str, actor: int, seat: int) -> str:
        """The declarer's two discards are seen by nobody else until the deal is over."""
        if action.startswith("discard:") and seat != actor and self._phase != OVER:
            return "discard:?"
        return action

    def action_ids(self) -> list[int]:
        """The int actions applied so far."""
        return self._history[:]

    def deal_json(self) -> JsonDict:
        return {
            "hands": [codes_of(h) for h in self.deal_hands],
            "talon": codes_of(self.talon),
        }

    def credited_tricks(self) -> list[int]:
        """Tricks per seat as settled: an invited defender's tricks go to the inviter (D2),
        and with both defenders out the declarer is credited with all ten (D4)."""
        if self.both_dropped:
            out = [0, 0, 0]
            out[self.declarer] = TRICKS
            return out
        out = self.won[:]
        if self.invited >= 0:
            out[self.inviter] += out[self.invited]
            out[self.invited] = 0
        return out

    # -- actions as strings ---------------------------------------------------------------
    def format_action(self, action: int) -> str:
        return ACTION_NAMES[action]

    def parse_action(self, action: str) -> int:
        if not isinstance(action, str):
            raise IllegalAction(str(action), "an action must be a string")
        found = ACTION_IDS.get(action)
        if found is not None:
            return found
        kind, sep, rest = action.partition(":")
        if sep and kind == "discard":
            return DISCARD_BASE + _parse_card(action, rest)
        if sep and kind == "trump":
            raise IllegalAction(
                action, f"'{visible(rest, 20)}' is not a suit; name trumps as trump:C|S|D|H"
            )
        if sep and kind == "game":
            if rest == "H":
                raise IllegalAction(action, "a Game is bid in C, S or D; a hearts Game is 'hearts'")
            raise IllegalAction(action, f"'{visible(rest, 20)}' is not a Game suit; bid game:C|S|D")
        if action.strip() != action or action.lower() in ACTION_IDS or action.upper() in ACTION_IDS:
            raise IllegalAction(
                action, "actions are case-sensitive and have no spaces (e.g. KS, pass, hold)"
            )
        raise IllegalAction(
            action,
            "not a Preference action (expected a card code such as KS, a bid pass, 1-4, hold, "
            "game:C|S|D or hearts, discard:CARD, trump:SUIT, stay, drop, invite, alone "
            "or no-aces)",
        )

    # -- legality -------------------------------------------------------------------------
    def legal_ids(self) -> list[int]:
        phase = self._phase
        if phase == PLAY:
            mask = self._playable()
            out = []
            while mask:
                low = mask & -mask
                out.append(low.bit_length() - 1)
                mask ^= low
            if self._na_open:
                out.append(NO_ACES)
            return out
        if phase == BIDDING:
            return self._bid_options(self._to_move)
        if phase == DISCARD:
            mask = self.hands[self.declarer]
            out = []
            while mask:
                low = mask & -mask
                out.append(DISCARD_BASE + low.bit_length() - 1)
                mask ^= low
            return out
        if phase == TRUMP:
            return [TRUMP_BASE + s for s in range(self.level - 1, 4)]
        if phase == DEFENCE:
            return [STAY, DROP]
        if phase == INVITATION:
            return [INVITE, ALONE]
        return []

    def playable_mask(self) -> int:
        """Cards the seat to move may play now, as a bitmask over card ids (only meaningful
        in the play phase); the public face of the P1-P3 rules for agents and searches."""
        return self._playable()

    def _playable(self) -> int:
        """P1-P3: the cards the seat to move may play now."""
        hand = self.hands[self._to_move]
        trick = self.trick
        if not trick:
            return hand
        cand = hand & SUIT_MASKS[self.led]
        if not cand:
            cand = hand & self.trump_mask
            if not cand:
                return hand  # nothing can take the lead: any card
        beat = cand & self.beats[self.win_card]
        if not beat:
            return cand
        if self.three and len(trick) == 1 and self.leader == self.declarer:
            return beat & -beat  # P3: the first defender's lowest beating card
        return beat

    def _may_hold(self, seat: int) -> bool:
        holder = self.holder
        if holder < 0 or holder == seat or not self.has_bid >> seat & 1:
            return False
        dealer = self.dealer
        return (seat - dealer - 1) % NUM_SEATS < (holder - dealer - 1) % NUM_SEATS

    def _bid_options(self, seat: int) -> list[int]:
        if self.game >= 0:  # a Game stands: only a higher Game, Hearts or pass (B5)
            return [PASS, *range(GAME_BASE + self.game + 1, GAME_BASE + 3), HEARTS]
        options = [PASS]
        if self._may_hold(seat):
            options.append(HOLD)
        elif self.level < 4:
            options.append(BID_BASE + self.level + 1)
        if not self.spoken >> seat & 1:
            options.extend(_FIRST_TURN_BIDS)
        return options

    def why_illegal(self, action: int) -> Reason | None:
        phase = self._phase
        if phase == OVER:
            return DEAL_OVER
        if not 0 <= action < N_ACTIONS:
            return illegal("unknown-action", action=action)
        name = PHASE_NAMES[phase]
        if action < DISCARD_BASE:
            if phase != PLAY:
                return illegal("card-wrong-phase", phase=name)
            seat = self._to_move
            if not self.hands[seat] >> action & 1:
                card = code(action)
                return illegal("not-held", seat=seat, card=card)
            if self._playable() >> action & 1:
                return None
            return self._why_unplayable(action)
        if action < TRUMP_BASE:
            return self._why_bad_discard(action - DISCARD_BASE)
        if action < PASS:
            return self._why_bad_trump(action - TRUMP_BASE)
        if action <= HEARTS:
            if phase != BIDDING:
                return illegal("bid-wrong-phase", phase=name)
            if action in self._bid_options(self._to_move):
                return None
            return self._why_bad_bid(action)
        if action in (STAY, DROP):
            if phase != DEFENCE:
                return illegal("defence-wrong-phase", phase=name)
            return None
        if action in (INVITE, ALONE):
            if phase != INVITATION:
                return illegal("invitation-wrong-phase", phase=name)
            return None
        return None if self._na_open else self._why_no_aces()  # NO_ACES

    def _why_bad_bid(self, action: int) -> Reason:
        seat = self._to_move
        first = not self.spoken >> seat & 1
        level, holder = self.level, self.holder
        if action in _FIRST_TURN_BIDS:
            name = ACTION_NAMES[action]
            if not first:
                return illegal("first-turn-only", bid=name)
            standing = f"game:{SUIT_CODES[self.game]}"
            return illegal("game-too-low", bid=name, contract=standing)
        if self.game >= 0:
            standing = f"game:{SUIT_CODES[self.game]}"
            return illegal("game-standing", contract=standing)
        if action == HOLD:
            if holder < 0:
                return illegal("hold-nothing")
            if not self.has_bid >> seat & 1:
                return illegal("hold-not-bid")
            return illegal("hold-priority", seat=holder, level=level)
        bid = action - BID_BASE
        if self._may_hold(seat) and bid <= level:
            return illegal("too-low-may-hold", bid=bid, level=level)
        if self._may_hold(seat):
            return illegal("jump-may-hold", level=level, seat=holder, bid=bid)
        if level == 4:
            return illegal("only-pass", seat=holder)
        if bid <= level:
            return illegal("bid-too-low", bid=bid, level=level, next=level + 1)
        return illegal("jump", next=level + 1)

    def _why_bad_discard(self, card: int) -> Reason | None:
        if self._phase != DISCARD:
            if self._phase == TRUMP:
                return illegal("discards-done")
            return illegal("discard-wrong-phase", phase=self.phase)
        if not self.hands[self.declarer] >> card & 1:
            held = code(card)
            return illegal("discard-not-held", card=held)
        return None

    def _why_bad_trump(self, suit: int) -> Reason | None:
        if self._phase != TRUMP:
            if self._phase == DISCARD:
                return illegal("trump-before-discard")
            return illegal("trump-wrong-phase", phase=self.phase)
        low = self.level - 1
        if suit < low:
            return illegal(
                "trump-too-low", level=self.level, lowest=SUIT_CODES[low], suit=SUIT_CODES[suit]
            )
        return None

    def _why_no_aces(self) -> Reason:
        if self.no_aces:
            return illegal("no-aces-repeated")
        if self._phase != PLAY or self.trick or self.tricks:
            return illegal("no-aces-not-now")
        aces = codes_of((self.hands[self.declarer] | self.discard) & ACES_MASK)
        if self.contract < 5:
            return illegal("no-aces-has-aces-talon", cards=",".join(aces))
        return illegal("no-aces-has-aces", cards=",".join(aces))

    def _why_unplayable(self, card: int) -> Reason:
        hand = self.hands[self._to_move]
        led = self.led
        suit = card >> 3
        follow = hand & SUIT_MASKS[led]
        if follow and suit != led:
            return illegal("must-follow", suit=SUIT_CODES[led])
        cand = follow
        if not follow:
            cand = hand & self.trump_mask
            if cand and suit != self.trump:
                return illegal("must-trump", suit=SUIT_CODES[led], trump=SUIT_CODES[self.trump])
        beat = cand & self.beats[self.win_card]
        lead_card = code(self.win_card)
        beaters = codes_of(beat)
        if not beat >> card & 1:
            return illegal("must-beat", card=lead_card, cards=",".join(beaters))
        lowest = beaters[0]
        return illegal("must-beat-lowest", card=lowest)

    # -- applying -------------------------------------------------------------------------
    def apply_id(self, action: int) -> None:
        self._history.append(action)
        if action < DISCARD_BASE:
            self._play(action)
        elif action < TRUMP_BASE:
            self._discard(action - DISCARD_BASE)
        elif action < PASS:
            self._name_trump(action - TRUMP_BASE)
        elif action <= HEARTS:
            self._bid(action)
        elif action <= DROP:
            self._defend(action)
        elif action == INVITE:
            seat = self._to_move
            self.inviter = seat
            d = self.declarer
            self.invited = (d + 1) % NUM_SEATS + (d + 2) % NUM_SEATS - seat
            self._start_play(True)
        elif action == ALONE:
            self._start_play(False)
        else:  # NO_ACES
            self.no_aces = True
            self._na_open = False

    def _bid(self, action: int) -> None:
        seat = self._to_move
        bit = 1 << seat
        self.auction.append((seat, action))
        self.spoken |= bit
        if action == PASS:
            self.passed |= bit
        elif action == HOLD:
            self.holder = seat
        elif action < HOLD:
            self.level = action - BID_BASE
            self.holder = seat
            self.has_bid |= bit
        elif action == HEARTS:
            self._end_auction(seat, HEARTS_CONTRACT)  # B6: Hearts ends the auction at once
            return
        else:
            self.game = action - GAME_BASE
            self.game_bidder = seat
        if self.game >= 0:
            # B5: only the players yet to speak get a turn; the others pass silently.
            nxt = _NEXT3[seat]
            if not self.spoken >> nxt & 1:
                self._to_move = nxt
                return
            nxt = _NEXT3[nxt]
            if not self.spoken >> nxt & 1:
                self._to_move = nxt
                return
            self._end_auction(self.game_bidder, GAME_CONTRACT_BASE + self.game)
            return
        remaining = 7 & ~self.passed
        if not remaining:
            self.void = True  # B4: all three passed
            self._phase = OVER
            return
        if remaining & (remaining - 1) == 0 and remaining & self.has_bid:
            self._end_auction(self.holder, self.level)
            return
        nxt = _NEXT3[seat]
        if self.passed >> nxt & 1:
            nxt = _NEXT3[nxt]
        self._to_move = nxt

    def _end_auction(self, declarer: int, contract: int) -> None:
        self.declarer = declarer
        self.contract = contract
        if contract < GAME_CONTRACT_BASE:
            self.hands[declarer] |= self.talon  # B7: the talon, unseen by the others
            self._phase = DISCARD
            self._to_move = declarer
            return
        self._set_trump(HEARTS_SUIT if contract == HEARTS_CONTRACT else contract - 5)
        self._start_defence()

    def _set_trump(self, suit: int) -> None:
        self.trump = suit
        self.beats = BEATS[suit]
        self.trump_mask = SUIT_MASKS[suit]

    def _discard(self, card: int) -> None:
        bit = 1 << card
        self.hands[self.declarer] ^= bit
        self.discard |= bit
        if self.discard & (self.discard - 1):  # two cards discarded
            self._phase = TRUMP

    def _name_trump(self, suit: int) -> None:
        self._set_trump(suit)
        self._start_defence()

    def _start_defence(self) -> None:
        self.play_hand = self.hands[self.declarer]
        self._phase = DEFENCE
        self._to_move = (self.declarer + 1) % NUM_SEATS

    def _defend(self, action: int) -> None:
        seat = self._to_move
        self.defence[seat] = action
        d = self.declarer
        first = (d + 1) % NUM_SEATS
        if seat == first:
            self._to_move = (d + 2) % NUM_SEATS
            return
        stay_first = self.defence[first] == STAY
        stay_second = action == STAY
        if stay_first and stay_second:
            self._start_play(True)
        elif stay_first or stay_second:
            self._phase = INVITATION
            self._to_move = first if stay_first else seat
        else:
            self._phase = OVER  # D4: both dropped; no cards are played

    def _start_play(self, three: bool) -> None:
        d = self.declarer
        self.three = three
        if three:
            self.n_play = 3
            self.next_seat = _NEXT3
        else:
            self.n_play = 2
            stayer = self._to_move
            nxt = [0, 0, 0]
            nxt[d] = stayer
            nxt[stayer] = d
            nxt[3 - d - stayer] = d
            self.next_seat = tuple(nxt)
        self._na_open = not (self.hands[d] | self.discard) & ACES_MASK
        self._phase = PLAY
        self.leader = self._to_move = d

    def _play(self, card: int) -> None:
        seat = self._to_move
        self.hands[seat] ^= 1 << card
        trick = self.trick
        if trick:
            if self.beats[self.win_card] >> card & 1:
                self.win_card = card
                self.win_seat = seat
        else:
            self.led = card >> 3
            self.win_card = card
            self.win_seat = seat
            self._na_open = False
        trick.append(card)
        if len(trick) < self.n_play:
            self._to_move = self.next_seat[seat]
            return
        winner = self.win_seat
        self.won[winner] += 1
        self.tricks.append((self.leader, tuple(trick), winner))
        self.trick = []
        if len(self.tricks) == TRICKS:
            self._phase = OVER
            return
        self.leader = self._to_move = winner

    # -- results --------------------------------------------------------------------------
    def result(self) -> PreferenceResult:
        return settle(self)

    def trick_seats(self, leader: int, count: int) -> list[int]:
        """The seats that play the first ``count`` cards of a trick led by ``leader``."""
        if not count:
            return []
        seats = [leader]
        while len(seats) < count:
            seats.append(self.next_seat[seats[-1]])
        return seats

    def observation(self, seat: int) -> PreferenceObservation:
        over = self._phase == OVER
        d = self.declarer
        is_declarer = seat == d and d >= 0
        numeric = 0 < self.contract < GAME_CONTRACT_BASE
        talon_seen = over or (is_declarer and numeric)
        codes = WIENER_BILD.codes
        return {
            "game": self.game_id,
            "seat": seat,
            "dealer": self.dealer,
            "forehand": self.forehand,
            "phase": self.phase,
            "over": over,
            "to_move": self.to_move,
            "hand": codes_of(self.hands[seat]),
            "hand_sizes": [h.bit_count() for h in self.hands],
            "auction": [{"seat": s, "bid": ACTION_NAMES[a]} for s, a in self.auction],
            "soloist": d if d >= 0 else None,
            "declarer": d if d >= 0 else None,
            "contract": CONTRACT_NAMES[self.contract],
            "trump": SUIT_CODES[self.trump] if self.trump >= 0 else None,
            "talon": codes_of(self.talon) if talon_seen else None,
            "discard": codes_of(self.discard) if (is_declarer or over) and numeric else None,
            "defence": [None if x < 0 else ACTION_NAMES[x] for x in self.defence],
            "inviter": self.inviter if self.inviter >= 0 else None,
            "invited": self.invited if self.invited >= 0 else None,
            "no_aces": self.no_aces,
            "leader": self.leader if self.leader >= 0 else None,
            "trick": [
                (s, codes[c])
                for s, c in zip(
                    self.trick_seats(self.leader, len(self.trick)), self.trick, strict=True
                )
            ],
            "tricks": [
                {
                    "leader": lead,
                    "plays": [
                        (s, codes[c])
                        for s, c in zip(self.trick_seats(lead, len(cards)), cards, strict=True)
                    ],
                    "winner": win,
                }
                for lead, cards, win in self.tricks
            ],
            "tricks_won": self.won[:],
            "tricks_credited": self.credited_tricks(),
            "scores": list(self.start_scores),
            "pool": self.start_pool,
            "void": self.void,
            "legal_actions": self.legal_actions() if seat == self.to_move else [],
            "actions": self.public_history(seat),
        }

    def public_history(self, seat: int) -> list[str]:
        """The actions as ``seat`` saw them: the declarer's discards are ``discard:?`` to
        the others until the deal is over (the talon is never shown to them before)."""
        hidden = seat != self.declarer and self._phase != OVER
        return [
            "discard:?" if hidden and DISCARD_BASE <= a < TRUMP_BASE else ACTION_NAMES[a]
            for a in self._history
        ]


def _parse_card(action: str, card: str) -> int:
    if card not in WIENER_BILD:
        raise IllegalAction(
            action, f"'{visible(card, 20)}' is not a Wiener Bild card code (e.g. KS, 10H)"
        )
    return WIENER_BILD.parse(card)


__all__ = ["ILLEGAL_REASONS", "PHASE_NAMES", "PreferenceState"]
