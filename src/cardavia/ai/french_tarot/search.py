"""Exact French Tarot endgames: alpha-beta over the last tricks of one (sampled) deal.

A search-only trick-play kernel on plain ints (four hand masks, the trick as a list, running
taker points), much cheaper than cloning ``TarotState`` at every node. It follows the
engine's trick rules (``rules.py``) and scores leaves with the engine's settlement
(``scoring.settle``) rebuilt from running totals: taker card points with the Excuse
compensation, bouts, Petit au bout, poignées and chelem. ``tests/ai`` checks both against the
engine on random endgames.

Values are the settlement per defender (what the taker gains from each defender): the taker
maximises it and the defenders minimise it.
"""

from __future__ import annotations

import functools
import time

from cardavia.games.french_tarot.rules import PLAY, TarotState
from cardavia.games.french_tarot.tables import (
    BEATS,
    BOUTS_MASK,
    EXCUSE,
    EXCUSE_BIT,
    GARDE_CONTRE,
    HALF_POINTS,
    MULTIPLIERS,
    PETIT,
    POIGNEE_BONUS,
    SUIT_MASKS,
    SUIT_OF,
    TARGETS,
    TRUMP_MASK,
    half_points,
    playable_cards,
    trick_winner_pos,
)

LAST = 17
#: The cards a card competes with for rank: its own suit (the Excuse stands alone).
_GROUP = tuple(SUIT_MASKS[s] if s < 4 else TRUMP_MASK if s == 4 else EXCUSE_BIT for s in SUIT_OF)
_BELOW = tuple((1 << c) - 1 for c in range(78))
_IS_BOUT = tuple(1 if (1 << c) & BOUTS_MASK else 0 for c in range(78))
_EXACT, _LOWER, _UPPER = 0, 1, 2


class SearchAborted(Exception):
    """The node or time budget ran out before the solve finished."""


class Endgame:
    """The card play of ``state`` from now on, solved exactly."""

    def __init__(
        self, state: TarotState, max_nodes: int = 10**9, deadline: float | None = None
    ) -> None:
        if state.phase_id != PLAY or state.taker < 0:
            raise ValueError("an endgame is solved during card play only")
        self.hands = state.hands[:]
        self.trick = state.trick[:]
        self.leader = state.leader
        self.trick_no = state.trick_no
        self.taker = taker = state.taker
        contract = state.highest
        pile = state.taker_pile
        if contract == GARDE_CONTRE:
            pass
        elif contract >= 3:
            pile |= state.chien
        else:
            pile |= state.discard
        # Running totals for the taker's side; the rest of settle() is per-deal constants.
        self.half = half_points(pile) + state.excuse_comp
        self.bouts = (pile & BOUTS_MASK).bit_count()
        self.ttricks = state.taker_tricks
        self.dtricks = state.defence_tricks
        # Petit won in trick 17 of 18 (index 16): it counts as "au bout" if the slam
        # then ends on the led Excuse.
        self.petit16 = 0
        if len(state.tricks) > LAST - 1 and PETIT in state.tricks[LAST - 1][1]:
            self.petit16 = 1 if state.tricks[LAST - 1][2] == taker else -1
        mult = MULTIPLIERS[contract]
        self.mult = mult
        self.declared = state.chelem_declared
        poignee = sum(POIGNEE_BONUS[m.bit_count()] for m in state.poignees if m)
        self.table = _base_table(mult, poignee)
        self.tt: dict[tuple[int, ...], tuple[int, int, int]] = {}
        self.nodes = 0
        self.max_nodes = max_nodes
        self.deadline = deadline

    # -- public ----------------------------------------------------------------------------
    @property
    def to_move(self) -> int:
        return (self.leader + len(self.trick)) % 4

    def value(self) -> int:
        """Exact settlement per defender with best play by both sides from here."""
        win = trick_winner_pos(self.trick) if self.trick and self.trick != [EXCUSE] else -1
        return self._ab(win, -(10**6), 10**6)

    def values(self) -> dict[int, int]:
        """Exact value of each playable card of the seat to move (equivalent cards share)."""
        seat = self.to_move
        hand = self.hands[seat]
        legal = playable_cards(hand, self.trick)
        out: dict[int, int] = {}
        remaining = self._remaining()
        m = legal
        while m:
            low = m & -m
            m ^= low
            card = low.bit_length() - 1
            twin = self._twin(card, legal, remaining)
            if twin >= 0:
                out[card] = out[twin]
                continue
            out[card] = self._play_value(seat, card, -(10**6), 10**6)
        return out

    # -- search ----------------------------------------------------------------------------
    def _remaining(self) -> int:
        h = self.hands
        rem = h[0] | h[1] | h[2] | h[3]
        for c in self.trick:
            rem |= 1 << c
        return rem

    @staticmethod
    def _twin(card: int, legal: int, remaining: int) -> int:
        """A lower card of ``legal`` that is interchangeable with ``card``, or -1.

        Two cards of one hand are interchangeable when no card still in play ranks between
        them and they are worth the same points: swapping them maps every line of play onto
        one with the same result.
        """
        lower = remaining & _GROUP[card] & _BELOW[card]
        if not lower:
            return -1
        prev = lower.bit_length() - 1
        if legal >> prev & 1 and HALF_POINTS[prev] == HALF_POINTS[card]:
            return prev
        return -1

    def _play_value(self, seat: int, card: int, alpha: int, beta: int) -> int:
        trick = self.trick
        win = _new_winner(trick, card)
        hands = self.hands
        hand = hands[seat]
        hands[seat] = hand ^ (1 << card)
        trick.append(card)
        if len(trick) == 4:
            value = self._after_trick(win, alpha, beta)
        else:
            value = self._ab(win, alpha, beta)
        trick.pop()
        hands[seat] = hand
        return value

    def _ab(self, win: int, alpha: int, beta: int) -> int:
        """Alpha-beta from the seat to move; ``win`` = position of the winning card so far."""
        self.nodes += 1
        if self.nodes > self.max_nodes:
            raise SearchAborted
        if not self.nodes & 1023 and self.deadline and time.perf_counter() > self.deadline:
            raise SearchAborted
        trick = self.trick
        n = len(trick)
        hands = self.hands
        key: tuple[int, ...] | None = None
        first = -1
        alpha0, beta0 = alpha, beta
        if not n:
            if self.trick_no == LAST:
                return self._last_trick()
            key = (
                hands[0],
                hands[1],
                hands[2],
                hands[3],
                self.leader,
                self.half,
                self.bouts,
                self.ttricks,
                self.petit16,
            )
            hit = self.tt.get(key)
            if hit is not None:
                flag, stored, first = hit
                if flag == _EXACT:
                    return stored
                if flag == _LOWER:
                    if stored >= beta:
                        return stored
                    if stored > alpha:
                        alpha = stored
                elif stored <= alpha:
                    return stored
                elif stored < beta:
                    beta = stored
        seat = (self.leader + n) % 4
        taker = self.taker
        taker_moves = seat == taker
        hand = hands[seat]
        legal = playable_cards(hand, trick)
        # Candidates without interchangeable twins, in a likely-best order.
        remaining = hands[0] | hands[1] | hands[2] | hands[3]
        for c in trick:
            remaining |= 1 << c
        keyed = []
        m = legal
        if win < 0:  # leading (or after a led Excuse): high cards first
            while m:
                low = m & -m
                m ^= low
                card = low.bit_length() - 1
                lower = remaining & _GROUP[card] & _BELOW[card]
                if lower:
                    prev = lower.bit_length() - 1
                    if legal >> prev & 1 and HALF_POINTS[prev] == HALF_POINTS[card]:
                        continue
                keyed.append((_CHEAP[card], card))
        else:
            top = trick[win]
            partner = ((self.leader + win) % 4 == taker) == taker_moves
            beat = BEATS[top]
            while m:
                low = m & -m
                m ^= low
                card = low.bit_length() - 1
                lower = remaining & _GROUP[card] & _BELOW[card]
                if lower:
                    prev = lower.bit_length() - 1
                    if legal >> prev & 1 and HALF_POINTS[prev] == HALF_POINTS[card]:
                        continue
                if partner:  # smear points on the partner's trick
                    keyed.append((_SMEAR[card], card))
                elif beat >> card & 1:  # cheapest winner first
                    keyed.append((_CHEAP[card], card))
                else:  # then the cheapest loser
                    keyed.append((_CHEAP[card] + 10_000, card))
        keyed.sort()
        if first >= 0:
            keyed.insert(0, (0, first))
        best = -(10**6) if taker_moves else 10**6
        chosen = -1
        tried = -1
        step = self._ab if n < 3 else self._after_trick
        for _, card in keyed:
            if card == tried:
                continue
            if tried < 0:
                tried = card
            # Play the card (inlined _play_value).
            if win < 0:
                nwin = -1 if card == EXCUSE else n
            elif BEATS[trick[win]] >> card & 1:
                nwin = n
            else:
                nwin = win
            hands[seat] = hand ^ (1 << card)
            trick.append(card)
            value = step(nwin, alpha, beta)
            trick.pop()
            hands[seat] = hand
            if taker_moves:
                if value > best:
                    best, chosen = value, card
                    if value > alpha:
                        alpha = value
            elif value < best:
                best, chosen = value, card
                if value < beta:
                    beta = value
            if alpha >= beta:
                break
        if key is not None:
            if best <= alpha0:
                flag = _UPPER
            elif best >= beta0:
                flag = _LOWER
            else:
                flag = _EXACT
            self.tt[key] = (flag, best, chosen)
        return best

    def _after_trick(self, pos: int, alpha: int, beta: int) -> int:
        trick = self.trick
        leader = self.leader
        taker = self.taker
        last = self.trick_no == LAST
        winner = (leader + pos) % 4
        half = self.half
        bouts = self.bouts
        ttricks = self.ttricks
        dtricks = self.dtricks
        petit16 = self.petit16
        taker_half = 0
        taker_bouts = 0
        excuse_to_taker = -1  # -1: the Excuse goes with the trick (or is absent)
        if EXCUSE in trick:
            idx = trick.index(EXCUSE)
            owner_is_taker = (leader + idx) % 4 == taker
            owner_tricks = ttricks if owner_is_taker else dtricks
            if last and idx == 0 and owner_tricks == LAST:
                winner = leader  # the slam exception: the led Excuse wins the last trick
            elif last:
                excuse_to_taker = 0 if owner_is_taker else 1
            else:
                excuse_to_taker = 1 if owner_is_taker else 0
                if (winner == taker) != owner_is_taker:
                    taker_half += -1 if owner_is_taker else 1
        winner_is_taker = winner == taker
        for card in trick:
            if card == EXCUSE and excuse_to_taker >= 0:
                if excuse_to_taker:
                    taker_half += HALF_POINTS[card]
                    taker_bouts += 1
            elif winner_is_taker:
                taker_half += HALF_POINTS[card]
                taker_bouts += _IS_BOUT[card]
        side = 1 if winner_is_taker else -1
        if last:
            pab = 0
            if trick[0] == EXCUSE and winner == leader:
                pab = petit16
            elif PETIT in trick:
                pab = side
            return self._settle(
                half + taker_half,
                bouts + taker_bouts,
                pab,
                ttricks + winner_is_taker,
                dtricks + (not winner_is_taker),
            )
        self.trick = []
        self.leader = winner
        self.half = half + taker_half
        self.bouts = bouts + taker_bouts
        if winner_is_taker:
            self.ttricks = ttricks + 1
        else:
            self.dtricks = dtricks + 1
        if self.trick_no == LAST - 1 and PETIT in trick:
            self.petit16 = side
        self.trick_no += 1
        value = self._ab(-1, alpha, beta)
        self.trick_no -= 1
        self.trick, self.leader = trick, leader
        self.half, self.bouts, self.ttricks, self.dtricks = half, bouts, ttricks, dtricks
        self.petit16 = petit16
        return value

    def _last_trick(self) -> int:
        """The forced last trick: every hand holds one card."""
        hands = self.hands
        leader = self.leader
        trick = self.trick
        win = -1
        for i in range(4):
            card = hands[(leader + i) % 4].bit_length() - 1
            win = _new_winner(trick, card, win)
            trick.append(card)
        self.nodes += 3
        value = self._after_trick(win, 0, 0)
        del trick[:]
        return value

    def _settle(self, half: int, bouts: int, pab: int, ttricks: int, dtricks: int) -> int:
        value = self.table[bouts][half + 1] + pab * 10 * self.mult
        if self.declared:
            value += 400 if ttricks == 18 else -400 if dtricks == 18 else -200
        elif ttricks == 18:
            value += 200
        elif dtricks == 18:
            value -= 200
        return value


@functools.cache
def _base_table(mult: int, poignee: int) -> tuple[tuple[int, ...], ...]:
    """The made/failed part of the settlement by (bouts, taker half points + 1)."""
    return tuple(
        tuple(_base(half - 1, TARGETS[b], mult, poignee) for half in range(186)) for b in range(4)
    )


def _base(half: int, target: int, mult: int, poignee: int) -> int:
    """scoring.settle's contract part: base points and poignées, signed for the taker."""
    made = half >= 2 * target
    diff = abs(half - 2 * target)
    base = (25 + (diff + 1) // 2) * mult
    return base + poignee if made else -base - poignee


# Ordering keys: points first when the partner holds the trick (trumps but the Petit last),
# else the cheapest card (a trump costs more than a plain spot card).
_SMEAR = tuple(
    -100 * HALF_POINTS[c] + (50 if SUIT_OF[c] == 4 and c != PETIT else 0) + c % 14
    for c in range(78)
)
_CHEAP = tuple(100 * HALF_POINTS[c] + (50 if SUIT_OF[c] >= 4 else 0) + c % 14 for c in range(78))


def _new_winner(trick: list[int], card: int, win: int = -2) -> int:
    """Position of the winning card once ``card`` joins ``trick`` (-1: only the Excuse)."""
    if win == -2:
        win = trick_winner_pos(trick) if trick and trick != [EXCUSE] else -1
    if win < 0:
        return -1 if card == EXCUSE else len(trick)
    return len(trick) if BEATS[trick[win]] >> card & 1 else win


__all__ = ["Endgame", "SearchAborted"]
