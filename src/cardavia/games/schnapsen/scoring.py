"""The Schnapsen settlement (rules section 5) and the result object of records.md.

The deal itself decides the winner, the game points and the reason as it ends (rules.py);
this module writes them as the result object. ``reason`` is one of:

* ``"66"`` — nobody closed; the winner reached 66 after a trick or a marriage. Game points
  from the loser's card points and tricks: 1 (≥ 33), 2 (a trick but < 33), 3 (no trick).
* ``"last-trick"`` — nobody closed and nobody reached 66: the last trick's winner scores 1.
* ``"closer-66"`` — the closer reached 66: 1–3 from the opponent's card points and tricks
  recorded when the stock was closed.
* ``"opponent-66"`` — the closer's opponent reached 66 first: it scores 2, or 3 if it had
  won no trick when the stock was closed.
* ``"closer-failed"`` — the cards ran out and the closer had not reached 66: the opponent
  scores 2, or 3 if it had won no trick when the stock was closed.

``ended_by`` says what ended the deal: ``"trick"``, ``"marriage"`` (a 20/40 announced by a
player who had already won a trick took it to 66: the led card is not played) or
``"last-trick"``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardavia.engine.decks import SCHNAPSEN
from cardavia.games.schnapsen.tables import POINTS, SUIT_CODES, SUIT_OF
from cardavia.games.schnapsen.view import SchnapsenResult

if TYPE_CHECKING:
    from cardavia.games.schnapsen.rules import SchnapsenState


def settle(state: SchnapsenState) -> SchnapsenResult:
    """The result of ``state``: settled when the deal is over, nothing settled while it runs."""
    over = state.is_over
    codes = SCHNAPSEN.codes
    trick_points = [0, 0]
    for _, lead, follow, win in state.tricks:
        trick_points[win] += POINTS[lead] + POINTS[follow]
    closer = state.closed_by
    scores = [0, 0]
    if over:
        scores[state.winner] = state.game_pts
    last = state.tricks[-1][3] if state.tricks else None
    return {
        "over": over,
        "scores": scores,
        "deal_scores": scores[:],  # every game's per-deal settlement (= scores here)
        "soloist": None,  # two equals: nobody plays alone against the others
        "winner": state.winner if over else None,
        "game_points": state.game_pts if over else None,
        "card_points": state.points[:],
        "closed_by": closer if closer >= 0 else None,
        "reason": state.reason if over else None,
        "ended_by": state.ended_by if over else None,
        "trump": SUIT_CODES[state.trump],
        "tricks_won": state.tricks_won[:],
        "trick_points": trick_points,
        "pending_marriages": state.pending[:],
        "marriages": [
            {
                "seat": seat,
                "suit": SUIT_CODES[SUIT_OF[card]],
                "card": codes[card],
                "points": score,
                "counted": state.tricks_won[seat] > 0,
            }
            for seat, card, score in state.marriages
        ],
        "closing": (
            {
                "seat": closer,
                "opponent_points": state.close_points,
                "opponent_tricks": state.close_tricks,
            }
            if closer >= 0
            else None
        ),
        "exchange": (
            {"seat": state.exchange[0], "took": codes[state.exchange[1]]}
            if state.exchange
            else None
        ),
        "last_trick_winner": last,
    }
