"""Search for Schnapsen on the engine's int kernel (``clone`` / ``legal_ids`` / ``apply_id``).

* :func:`solve` — exact minimax with alpha-beta over a full state (perfect information),
  valued in the deal's game points for one seat (+1 … +3 won, −1 … −3 lost). Once the
  stock is exhausted or closed a deal has at most ten cards to play, and the narrow value
  window makes the search cut early (a few thousand nodes at most).
* :func:`evaluate` — the value of a move in one world: the open phase is played out with
  the heuristic policy of both seats until the stock is gone (or the last open trick is
  reached), and the rest is solved exactly.
"""

from __future__ import annotations

from cardavia.ai.schnapsen.heuristics import policy
from cardavia.games.schnapsen.rules import SchnapsenState

WIN = 3  # the largest score of a deal
SOLVE_FROM = 8  # cards drawn from which the rest of the deal is searched exactly


def outcome(state: SchnapsenState, seat: int) -> int:
    """The finished deal's game points for ``seat``: positive won, negative lost."""
    return state.game_pts if state.winner == seat else -state.game_pts


def solve(state: SchnapsenState, seat: int, alpha: int = -WIN, beta: int = WIN) -> int:
    """The exact minimax value of ``state`` for ``seat`` (every card visible)."""
    if state._over:
        return state.game_pts if state.winner == seat else -state.game_pts
    maximizing = state._to_move == seat
    moves = state.legal_ids()
    moves.reverse()  # marriages, then the stronger cards first: earlier cut-offs
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


def evaluate(state: SchnapsenState, seat: int, solve_from: int = SOLVE_FROM) -> int:
    """The value for ``seat`` of ``state`` (a world after a candidate move): heuristic
    play while the stock is open, exact search from ``solve_from`` cards drawn on."""
    while not state._over and not state.strict and state.drawn < solve_from:
        state.apply_id(policy(state))
    if state._over:
        return outcome(state, seat)
    return solve(state, seat)
