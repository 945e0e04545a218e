"""Search for Schnapsen on the engine's int kernel (``clone`` / ``legal_ids`` / ``apply_id``).

* :func:`solve` — exact minimax with alpha-beta over a full state (perfect information),
  valued in the deal's game points for one seat (+1 … +3 won, −1 … −3 lost). Once the
  stock is exhausted or closed (the strict phase) it hands over to :func:`solve_strict`, a
  search-only kernel on plain ints (two hand masks, points, tricks) that follows the
  engine's rules for that phase: strict following, marriages announced when leading, 66
  after a trick or a marriage, the last trick, a failed close. A transposition table (the
  same cards left and points, whatever the order of the tricks; bounded in size) keeps each
  position's bounds across searches. ``tests/ai`` checks it against the engine-based search
  on random positions.
* :func:`evaluate` — the value of a move in one world: the open phase is played out with
  the heuristic policy of both seats until the stock is gone (or the last open trick is
  reached), and the rest is solved exactly.

An optional *window* ``(low, high)`` tells the solvers which outcomes the caller cannot
tell apart: every value at or below ``low`` is worth the same to it, and so is every value
at or above ``high`` (in a match, a seat that needs one more game point does not care
whether it wins by 1 or by 3). The alpha-beta search then stops as soon as a line reaches
either bound; the value returned is exact inside the window and a bound outside it.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable

from cardavia.ai.schnapsen.heuristics import policy
from cardavia.games.schnapsen.rules import SchnapsenState
from cardavia.games.schnapsen.tables import (
    BEATS,
    BIT,
    HALF,
    HIGHER,
    MARRIAGE_BASE,
    POINTS,
    QUEEN,
    SUIT_MASKS,
    SUIT_OF,
    TARGET,
    card_list,
    game_points,
)

WIN = 3  # the largest score of a deal
SOLVE_FROM = 8  # cards drawn from which the rest of the deal is searched exactly
TABLE_SIZE = 100_000  # transposition-table entries kept (all kernels together), ~30 MB
_TABLE: dict[tuple[int, ...], tuple[int, int]] = {}  # position -> (low, high) bounds
_KERNEL_IDS = itertools.count()  # one id per kernel built, never reused


def outcome(state: SchnapsenState, seat: int) -> int:
    """The finished deal's game points for ``seat``: positive won, negative lost."""
    return state.game_pts if state.winner == seat else -state.game_pts


def solve(state: SchnapsenState, seat: int, alpha: int = -WIN, beta: int = WIN) -> int:
    """The exact minimax value of ``state`` for ``seat`` (every card visible)."""
    if state.is_over:
        return outcome(state, seat)
    if state.strict:
        return solve_strict(state, seat, alpha, beta)
    maximizing = state.to_move == seat
    moves = state.legal_ids()
    moves.reverse()  # close, exchange, marriages, then the stronger cards first
    best = -WIN - 1 if maximizing else WIN + 1
    for move in moves:
        child = state.clone()
        child.apply_id(move)
        value = solve(child, seat, alpha, beta)
        if maximizing:
            if value > best:
                best = value
                if value > alpha:
                    alpha = value
        elif value < best:
            best = value
            if value < beta:
                beta = value
        if alpha >= beta:
            break
    return best


def _strict_kernel(
    trump: int, closer: int, close_points: int, close_tricks: int
) -> Callable[..., int]:
    """The alpha-beta search of the strict phase for one trump suit and closing, as a
    closure over its constants. Values are for seat 0."""
    beats = BEATS[trump]
    trump_mask = SUIT_MASKS[trump]
    failed_close = 3 if close_tricks == 0 else 2  # what the closer's opponent wins
    closer_win = game_points(close_points, close_tricks) if closer >= 0 else 0
    # Seat 0's best and worst outcomes once the stock is closed.
    closed_top = closer_win if closer == 0 else failed_close
    closed_bottom = -failed_close if closer == 0 else -closer_win

    def end_66(winner: int, loser_points: int, loser_tricks: int) -> int:
        if closer < 0:
            g = game_points(loser_points, loser_tricks)
        elif closer == winner:
            g = closer_win
        else:
            g = failed_close
        return g if winner == 0 else -g

    table = _TABLE
    kid = next(_KERNEL_IDS)

    def lead_node(
        h0: int,
        h1: int,
        p0: int,
        p1: int,
        t0: int,
        t1: int,
        q0: int,
        q1: int,
        leader: int,
        alpha: int,
        beta: int,
    ) -> int:
        # What the deal can still be worth: once closed, the closer's win or failed close;
        # otherwise a seat wins at most what the other's points and tricks now allow.
        if closer < 0:
            top = 3 if not t1 else (2 if p1 < HALF else 1)
            bottom = -3 if not t0 else (-2 if p0 < HALF else -1)
        else:
            top, bottom = closed_top, closed_bottom
        if top <= alpha:
            return top
        if bottom >= beta:
            return bottom
        if beta > top:
            beta = top
        if alpha < bottom:
            alpha = bottom
        # The transposition table: the same cards left and the same points are the same
        # position, whatever order the tricks came in (only "has won a trick" matters).
        key = (h0, h1, p0, p1, q0, q1, t0 > 0, t1 > 0, leader, kid)
        entry = table.get(key)
        if entry is None:
            low, high = -WIN, WIN
        else:
            low, high = entry
            if low >= beta or low == high:
                return low
            if high <= alpha:
                return high
            if low > alpha:
                alpha = low
            if high < beta:
                beta = high
        value = lead_search(h0, h1, p0, p1, t0, t1, q0, q1, leader, alpha, beta)
        if value <= alpha:
            high = min(high, value)
        elif value >= beta:
            low = max(low, value)
        else:
            low = high = value
        if len(table) > TABLE_SIZE:
            table.clear()
        table[key] = (low, high)
        return value

    def lead_search(
        h0: int,
        h1: int,
        p0: int,
        p1: int,
        t0: int,
        t1: int,
        q0: int,
        q1: int,
        leader: int,
        alpha: int,
        beta: int,
    ) -> int:
        hand = h1 if leader else h0
        maximizing = leader == 0
        best = -WIN - 1 if maximizing else WIN + 1
        # Marriages first (announcing can end the deal at once), then the strongest cards.
        moves: list[int] = []
        pairs = hand & hand >> 1
        if pairs:
            for s in range(4):
                queen = 5 * s + QUEEN
                if pairs >> queen & 1:
                    moves.append(MARRIAGE_BASE + queen + 1)
                    moves.append(MARRIAGE_BASE + queen)
        moves += reversed(card_list(hand))
        for move in moves:
            if move >= MARRIAGE_BASE:
                card = move - MARRIAGE_BASE
                score = 40 if SUIT_OF[card] == trump else 20
                a0, a1, b0, b1 = p0, p1, q0, q1
                if leader == 0:
                    if t0:
                        a0 += score
                        if a0 >= TARGET:
                            value = end_66(0, p1, t1)
                            if value > best:
                                best = value
                            if best > alpha:
                                alpha = best
                            if alpha >= beta:
                                return best
                            continue
                    else:
                        b0 += score
                else:
                    if t1:
                        a1 += score
                        if a1 >= TARGET:
                            value = end_66(1, p0, t0)
                            if value < best:
                                best = value
                            if best < beta:
                                beta = best
                            if alpha >= beta:
                                return best
                            continue
                    else:
                        b1 += score
                value = follow_node(h0, h1, a0, a1, t0, t1, b0, b1, leader, card, alpha, beta)
            else:
                value = follow_node(h0, h1, p0, p1, t0, t1, q0, q1, leader, move, alpha, beta)
            if maximizing:
                if value > best:
                    best = value
                    if value > alpha:
                        alpha = value
            elif value < best:
                best = value
                if value < beta:
                    beta = value
            if alpha >= beta:
                break
        return best

    def follow_node(
        h0: int,
        h1: int,
        p0: int,
        p1: int,
        t0: int,
        t1: int,
        q0: int,
        q1: int,
        leader: int,
        lead: int,
        alpha: int,
        beta: int,
    ) -> int:
        if leader == 0:
            h0 ^= BIT[lead]
            hand = h1
        else:
            h1 ^= BIT[lead]
            hand = h0
        same = hand & SUIT_MASKS[SUIT_OF[lead]]
        options = (same & HIGHER[lead] or same) if same else (hand & trump_mask or hand)
        follower = 1 - leader
        maximizing = follower == 0
        best = -WIN - 1 if maximizing else WIN + 1
        won_by = beats[lead]
        base = POINTS[lead]
        for card in reversed(card_list(options)):
            gain = base + POINTS[card]
            winner = follower if won_by >> card & 1 else leader
            n0, n1 = (h0, h1 ^ BIT[card]) if follower else (h0 ^ BIT[card], h1)
            if winner == 0:
                a0 = p0 + gain
                a1 = p1
                b0 = q0
                if not t0 and q0:
                    a0 += q0
                    b0 = 0
                if a0 >= TARGET:
                    value = end_66(0, p1, t1)
                elif not n0:
                    value = 1 if closer < 0 else (failed_close if closer == 1 else -failed_close)
                else:
                    value = lead_node(n0, n1, a0, a1, t0 + 1, t1, b0, q1, 0, alpha, beta)
            else:
                a0 = p0
                a1 = p1 + gain
                b1 = q1
                if not t1 and q1:
                    a1 += q1
                    b1 = 0
                if a1 >= TARGET:
                    value = end_66(1, p0, t0)
                elif not n1:
                    value = -1 if closer < 0 else (failed_close if closer == 1 else -failed_close)
                else:
                    value = lead_node(n0, n1, a0, a1, t0, t1 + 1, q0, b1, 1, alpha, beta)
            if maximizing:
                if value > best:
                    best = value
                    if value > alpha:
                        alpha = value
            elif value < best:
                best = value
                if value < beta:
                    beta = value
            if alpha >= beta:
                break
        return best

    def root(state: SchnapsenState, alpha: int, beta: int) -> int:
        h0, h1 = state.hands
        p0, p1 = state.points
        t0, t1 = state.tricks_won
        q0, q1 = state.pending
        if state.lead >= 0:
            # follow_node removes the led card from the leader's hand: put it back first.
            if state.leader == 0:
                h0 |= BIT[state.lead]
            else:
                h1 |= BIT[state.lead]
            return follow_node(
                h0, h1, p0, p1, t0, t1, q0, q1, state.leader, state.lead, alpha, beta
            )
        return lead_node(h0, h1, p0, p1, t0, t1, q0, q1, state.leader, alpha, beta)

    return root


_KERNELS: dict[tuple[int, int, int, int], Callable[..., int]] = {}


def solve_strict(state: SchnapsenState, seat: int, alpha: int = -WIN, beta: int = WIN) -> int:
    """The exact value for ``seat`` of a strict-phase ``state`` (stock closed or exhausted),
    on the int kernel; the same as :func:`solve` on the engine, only faster."""
    key = (state.trump, state.closed_by, state.close_points, state.close_tricks)
    kernel = _KERNELS.get(key)
    if kernel is None:
        if len(_KERNELS) > 4096:
            _KERNELS.clear()
        kernel = _KERNELS[key] = _strict_kernel(*key)
    if seat == 0:
        return kernel(state, alpha, beta)
    return -kernel(state, -beta, -alpha)


def evaluate(
    state: SchnapsenState,
    seat: int,
    solve_from: int = SOLVE_FROM,
    window: tuple[int, int] = (-WIN, WIN),
) -> int:
    """The value for ``seat`` of ``state`` (a world after a candidate move): heuristic
    play while the stock is open, exact search from ``solve_from`` cards drawn on."""
    while not state.is_over and not state.strict and state.drawn < solve_from:
        state.apply_id(policy(state))
    if state.is_over:
        return outcome(state, seat)
    return solve(state, seat, window[0], window[1])
