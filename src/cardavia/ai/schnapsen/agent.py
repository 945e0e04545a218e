"""Schnapsen agents: the easy / normal heuristics, the hard and expert searches, the oracle.

* ``easy`` — the heuristic player, but 28 % of its decisions are random legal actions (it
  never closes the stock, not even by mistake).
* ``normal`` — the heuristic player with full card counting (cards played, the opponent's
  known cards, its voids in the strict phase); once the stock is exhausted it knows the
  opponent's hand exactly and solves the rest of the deal exactly.
* ``hard`` — determinized search over worlds (the opponent's hand and the face-down stock)
  sampled consistently with the observation. In each world a move is played out (heuristic
  play while the stock is open, the exact solver once it is closed or exhausted, and from
  the last open trick on once the stock is down to 6 cards). Every legal move is searched,
  exchanging, closing and announcing included. The evaluations are shared out by
  sequential halving: all moves on the first worlds, then the better half on more worlds,
  and so on, every move of a round on the same worlds. Closing is valued with the first
  lead after it chosen once for all worlds (the best lead on average), so the closer is
  not credited with knowing the opponent's hand at its most important decision. With the
  stock exhausted the opponent's hand is known and the choice is exact.
* ``expert`` — the same search with a larger budget of evaluations.
* ``oracle`` — sees every card (benchmarks only): the same search on the true state alone,
  exact from an earlier point of the deal.

**Match awareness.** An observation may carry ``standings`` with ``match_points`` (the
points each seat still needs in the 7-point match, as ``MatchScore`` keeps them; the table
session and the arena's match mode pass it). The searches then value a deal's outcome by
the chance of winning the match after it (:func:`match_utility`), so a seat that needs one
point plays for the safest win and one far behind takes risks for 2 or 3; the later deals
are modelled as coin tosses won by 1, 2 or 3 game points as often as in measured matches
(``DEAL_POINTS_SHARE``). Without it every outcome is worth its game points.

Budgets are counts of evaluations, so a seed fixes every decision once the time budget is
large enough. At the table's 0.4 s it is not always: on a quiet machine ``hard`` uncut
takes p50 18 ms, p95 0.68 s, at most 1.0 s (287 decisions of 20 deals), and the deadline
cuts 40 of 283 decisions (14 %), nearly all with 6 cards left in the stock (each world
searched exactly from the last open trick) or at the first lead of a deal. The strength
figures below were measured uncut (``--time-budget 30``); cut at 0.4 s, ``hard`` made +0.06
game points a deal [-0.04, 0.16] against itself uncut (200 duplicate pairs): no loss seen.

**Measured strength** (benchmarks, issue #15; the baseline is ``hard`` at commit ebb5e33).
In 7-point matches, duplicate, with the heuristic's lead for a marriage (below): 61.4 %
[58.6, 64.2] of 800 matches (400 duplicate pairs, arena seed 7; 491 won), paired +22.8
points of match-win rate [17.2, 28.3] over the baseline. The heuristic (the playouts'
policy for both seats) winning the lead that announces a marriage it holds
(:data:`~cardavia.ai.schnapsen.heuristics.LEAD_FOR_MARRIAGE`): +0.17 game points a deal
[0.05, 0.29] over the search without it, 200 duplicate deal pairs (arena seed 7), on which
the search without it made +0.23 [0.09, 0.37] over the baseline; ``normal`` with it, +0.07
[0.06, 0.08] over ``normal`` without it in 4000 duplicate deals. Before it, in 7-point
matches, duplicate: 57.8 % [54.3, 61.2] of 400 matches with the last open trick
searched exactly once the stock is down to 6 cards (SOLVE_LAST_OPEN_TRICK; paired against
the same 400 matches without it, +1.8 ± 3.7 points: within the noise; in single deals
+0.098 ± 0.115 game points a deal, 200 pairs). Before that, 56.0 % [52.0, 60.0] of 400
matches with the measured deal shares in the match model, 55.5 % [51.5, 59.5] on the same
matches with the earlier guess (0.55, 0.30, 0.15): within the noise (paired +0.5 ± 5.3
points). In single deals, duplicate, without a standing:
+0.26 game points a deal [0.15, 0.37] over 400 pairs, 56.8 %
of 800 deals won; it closes in 37 % of its deals and makes 92 % of those (the baseline
83 %). Against RdeepBot(16, 4) of the VU Amsterdam ``schnapsen`` platform, which cannot
close: 69.8 % [65.2, 74.3] of 400 games (200 deals, seats swapped) before the last open
trick was searched exactly; with it, 72.3 % [68.7, 75.9] of 600 games (300 deals). With
the marriage lead as well, 600 other games (300 deals, seats swapped, one core, uncut): 63.8 %
[59.9, 67.6] as is, and 70.8 % [67.1, 74.3] with this agent's model set to the platform's
marriage rule. That platform ends a deal on a marriage's 66 only after the marrier's next
trick, our rules at once: as is, the agent leads such a König as if the deal were won, and
lost 43 of 111 games where it did. Screened
on the same 200 duplicate deal pairs and found no better: a penalty on closing (fewer
closes, the same results in 393 of 400 deals), and worlds weighted by how often the
heuristic would have made the opponent's past moves in them (a weight of 0.6 per mismatch).
Playing every match deal for game points alone (no standing) won 53.6 % [48.3, 58.9] of 248
matches against the same baseline, against 56.5 % for the match-aware search on the same
matches: the standing is kept. Also screened on those deal pairs and found no better (game
points a deal, paired, 95 %): the playouts' opponent closing whenever closing wins with
every card seen (−0.070 ± 0.156, 200 pairs: the search then fears the close and closes too
often itself, failing twice as many closes), the same only when closing is not legal at the
root (−0.003 ± 0.095, 200 pairs), the playouts' heuristic closing 10 points short of a sure
66 (+0.015 ± 0.129, 200 pairs), and a bonus of 0.3 on closing's value (−0.019 ± 0.055, 400
pairs; 40 % more closes, made 84 %). That bonus with the measured deal shares won 56.2 %
[52.3, 60.2] of the same 400 matches.

Screened against this search on the same duplicate deals (200 deal pairs, 7_000_003 + d,
against the baseline; game points a deal, paired, 95 %) and found no better: the opponent's
first reply after each candidate chosen by a 1-ply lookahead (the lowest playout value over
its replies, closing excluded unless the heuristic closes), at an equal time of 450
evaluations: -0.33 ± 0.29 (108 pairs), while 450 evaluations without it gave +0.02 ± 0.22
on the same pairs (-0.07 ± 0.15 over 200 pairs: the loss is the lookahead's);
information-set MCTS (single observer, UCB1 with availability counts, a new world each
iteration, heuristic playouts, exact from the same point, 1500 iterations): -0.32 ± 0.25
(121 pairs) at C = 2, -0.38 ± 0.34 (70 pairs) with the heuristic's move expanded first and
favoured, -0.58 ± 0.24 (104 pairs) with the opponent playing the heuristic in the tree (its
reply a chance node): at this budget the tree's own later choices play worse than the
heuristic continuation; playouts with 15 % random moves: -0.08 ± 0.20 (105 pairs); a tie
bonus of 0.15 for the heuristic's move: -0.015 ± 0.117 (200 pairs), none: -0.06 ± 0.14 (100
pairs); the exact search from the last open trick from 8 cards left: -0.052 ± 0.084 (200
pairs).
"""

from __future__ import annotations

import functools
import math
import random
import time
from collections.abc import Callable
from typing import Any, cast

from cardavia.ai.common import Decision, Explanation
from cardavia.ai.schnapsen.explain import explain
from cardavia.ai.schnapsen.heuristics import choose
from cardavia.ai.schnapsen.sampling import SchnapsenView, parse_action
from cardavia.ai.schnapsen.search import WIN, evaluate, solve
from cardavia.engine.view import Observation
from cardavia.games.schnapsen.rules import SchnapsenState
from cardavia.games.schnapsen.tables import CLOSE, EXCHANGE, MATCH_POINTS
from cardavia.games.schnapsen.view import SchnapsenObservation

JsonDict = dict[str, Any]

EASY_MISTAKES = 0.28
#: Evaluations (one world, one move played out) per decision for each searching level.
EVALUATIONS = {"hard": 1500, "expert": 8000}
#: Worlds sampled per decision at most: half the budget, so the last round of the halving
#: (the two best moves) gets its share of new worlds rather than stopping at the cap.
MAX_WORLDS = {"hard": 750, "expert": 4000}
HEURISTIC_BONUS = 0.05  # ties go to the heuristic's own choice
#: With at most this many cards left in the open stock, each world is played out
#: heuristically only to the last open trick (8 cards drawn) and searched exactly from there;
#: with more, it is played out until the stock is gone.
SOLVE_LAST_OPEN_TRICK = 6

#: How a deal ends, for the match model: game points 1, 2, 3 with these shares (measured
#: in 2192 deals of hard-against-baseline matches).
DEAL_POINTS_SHARE = (0.29, 0.47, 0.24)


@functools.cache
def match_win_chance(mine: int, theirs: int) -> float:
    """The chance of winning a match needing ``mine`` more points against ``theirs``, if
    every later deal is a coin toss whose winner scores 1, 2 or 3 (DEAL_POINTS_SHARE)."""
    if mine <= 0:
        return 1.0
    if theirs <= 0:
        return 0.0
    total = 0.0
    for points, share in enumerate(DEAL_POINTS_SHARE, 1):
        total += (
            share
            / 2
            * (match_win_chance(mine - points, theirs) + match_win_chance(mine, theirs - points))
        )
    return total


Utility = tuple[float, ...]  # value of outcome o (−3 … 3) at index o + 3; index 3 unused
GAME_POINTS: Utility = (-3.0, -2.0, -1.0, 0.0, 1.0, 2.0, 3.0)


@functools.cache
def match_utility(mine: int, theirs: int) -> Utility:
    """What each outcome of this deal is worth to a seat needing ``mine`` points against
    ``theirs``: the match-win chance after it, scaled so that winning 1 rather than losing
    1 is worth 2 (as in game points)."""
    chance = [0.0] * 7
    for o in range(1, WIN + 1):
        chance[3 + o] = match_win_chance(mine - o, theirs)
        chance[3 - o] = match_win_chance(mine, theirs - o)
    mid = (chance[4] + chance[2]) / 2
    scale = (chance[4] - chance[2]) / 2
    if scale <= 0:
        return GAME_POINTS
    return tuple(0.0 if o == 3 else (chance[o] - mid) / scale for o in range(7))


def window_of(utility: Utility) -> tuple[int, int]:
    """The narrowest search window that loses nothing: outcomes at or below the low bound
    (at or above the high bound) are all worth the same."""
    low = -WIN
    while low < -1 and utility[3 + low + 1] == utility[0]:
        low += 1
    high = WIN
    while high > 1 and utility[3 + high - 1] == utility[6]:
        high -= 1
    return low, high


def utility_of(obs: SchnapsenObservation) -> Utility:
    """The outcome values for the seat of ``obs`` (game points without a match standing)."""
    standings = obs.get("standings")
    points = standings.get("match_points") if isinstance(standings, dict) else None
    if not (isinstance(points, list) and len(points) == 2):
        return GAME_POINTS
    seat: int = obs["seat"]
    mine, theirs = points[seat], points[1 - seat]
    if not all(isinstance(p, int) and 0 < p <= MATCH_POINTS for p in (mine, theirs)):
        return GAME_POINTS
    return match_utility(mine, theirs)


class SchnapsenAgent:
    """One seat's Schnapsen player at a given level."""

    def __init__(self, level: str, seed: int, time_budget: float = 0.4) -> None:
        self.name = f"schnapsen/{level}"
        self.level = level
        self.rng = random.Random(seed)
        self.time_budget = time_budget
        self.mistakes = EASY_MISTAKES if level == "easy" else 0.0
        self.evaluations = EVALUATIONS.get(level, 0)
        self.max_worlds = MAX_WORLDS.get(level, 0)

    def act(self, observation: Observation) -> str:
        return self.decide(observation).action

    def decide(self, observation: Observation) -> Decision:
        """The action and, for the heuristic levels, why (a checked fact about it, the hint
        key's reason); a search's choice and a deliberate mistake state none."""
        obs = cast(SchnapsenObservation, observation)
        legal: list[str] = obs["legal_actions"]
        if not legal:
            raise ValueError("it is not this seat's turn: no legal actions in the observation")
        if len(legal) == 1:
            return Decision(legal[0], Explanation("only-legal"))
        if self.mistakes and self.rng.random() < self.mistakes:
            return Decision(self.rng.choice([a for a in legal if a != "close"]))
        ids = [parse_action(a) for a in legal]
        view = SchnapsenView(obs)
        action = self._heuristic(view, ids)
        if self.evaluations and view.valid:
            action = self._search(view, ids, action, utility_of(obs))
            return Decision(legal[ids.index(action)])
        if self.level == "normal" and view.valid and view.stock_left == 0 and not view.closed:
            # The stock is exhausted: the opponent's hand is known, so the rest is solved
            # exactly (a thousand nodes or so), as a player counting every card would.
            action = self._search(view, ids, action, utility_of(obs), budget=len(ids))
        chosen = legal[ids.index(action)]
        return Decision(chosen, explain(obs, chosen))

    def _heuristic(self, view: SchnapsenView, ids: list[int]) -> int:
        seat, opp = view.seat, view.opp
        return choose(
            ids,
            view.hand,
            view.lead,
            view.trump,
            view.strict,
            view.stock_left == 0,
            view.unseen & ~view.forbidden,
            view.opp_known,
            view.under if not view.closed else -1,
            view.points[seat],
            view.points[opp],
            view.tricks_won[seat],
            view.pending[seat],
            view.pending[opp],
            allow_close=self.level != "easy",
        )

    def _search(
        self,
        view: SchnapsenView,
        ids: list[int],
        default: int,
        utility: Utility,
        budget: int | None = None,
    ) -> int:
        max_worlds = max(1, self.max_worlds)
        if view.world_count() <= max_worlds:
            worlds = view.worlds(self.rng, max_worlds)  # every world, each once
            # In random order: the first rounds of the halving use only the first worlds,
            # which must not all share the enumeration's first cards.
            self.rng.shuffle(worlds)
            sample: Callable[[], SchnapsenState | None] | None = None
        else:
            worlds = []
            rng = self.rng

            def sample() -> SchnapsenState | None:
                return view.sample(rng)

        # Near the end of the stock the rest is searched exactly from its last open trick.
        solve_from = 8 if view.stock_left <= SOLVE_LAST_OPEN_TRICK and not view.closed else 10
        search = Search(view.seat, utility, solve_from, time.perf_counter() + self.time_budget)
        evaluations = self.evaluations if budget is None else budget
        return search.best(worlds, sample, ids, default, evaluations, max_worlds)


class Search:
    """Sequential halving of the legal moves over shared worlds (see the module doc)."""

    def __init__(self, seat: int, utility: Utility, solve_from: int, deadline: float) -> None:
        self.seat = seat
        self.utility = utility
        self.window = window_of(utility)
        self.solve_from = solve_from
        self.deadline = deadline

    def value(self, world: SchnapsenState, move: int) -> list[float]:
        """The move's value in one world: one entry, or one per first lead after closing
        or exchanging (the seat is still to lead then and picks that lead for all worlds)."""
        child = world.clone()
        child.apply_id(move)
        u = self.utility
        if move in (CLOSE, EXCHANGE) and not child.is_over and child.to_move == self.seat:
            out = []
            for nxt in child.legal_ids():
                grand = child.clone()
                grand.apply_id(nxt)
                if grand.strict:
                    value = solve(grand, self.seat, *self.window)
                else:
                    value = evaluate(grand, self.seat, self.solve_from, self.window)
                out.append(u[3 + value])
            return out
        return [u[3 + evaluate(child, self.seat, self.solve_from, self.window)]]

    def best(
        self,
        worlds: list[SchnapsenState],
        sample: Callable[[], SchnapsenState | None] | None,
        moves: list[int],
        default: int,
        budget: int,
        max_worlds: int,
    ) -> int:
        alive = moves[:]
        totals: dict[int, list[float]] = {}
        seen = 0  # worlds every alive move has been valued in
        rounds = max(1, math.ceil(math.log2(len(moves))))
        per_round = budget / rounds
        for r in range(rounds):
            target = seen + max(1, round(per_round / len(alive)))
            target = min(target, max_worlds)
            while sample is not None and len(worlds) < target:
                world = sample()
                if world is None:
                    break
                worlds.append(world)
            target = min(target, len(worlds))
            for i in range(seen, target):
                for move in alive:
                    values = self.value(worlds[i], move)
                    acc = totals.get(move)
                    if acc is None:
                        totals[move] = values
                    else:
                        for j, v in enumerate(values):
                            acc[j] += v
                if time.perf_counter() > self.deadline:  # the time budget cuts the count short
                    target = i + 1
                    break
            if target <= seen:
                break
            seen = target
            if r + 1 < rounds and len(alive) > 2:
                alive.sort(key=lambda m: self._score(totals, m, default, seen), reverse=True)
                alive = alive[: math.ceil(len(alive) / 2)]
        if not seen:
            return default
        return max(alive, key=lambda m: (self._score(totals, m, default, seen), -m))

    @staticmethod
    def _score(totals: dict[int, list[float]], move: int, default: int, n: int) -> float:
        value = max(totals[move]) / n
        return value + HEURISTIC_BONUS if move == default else value


class SchnapsenOracle(SchnapsenAgent):
    """Sees every card (benchmarks only): the search run on the true state."""

    sees_everything = True

    def act_state(self, state: SchnapsenState) -> str:
        ids = state.legal_ids()
        if len(ids) == 1:
            return state.format_action(ids[0])
        seat = state.to_move
        assert seat is not None
        obs = state.observation(seat)
        default = self._heuristic(SchnapsenView(obs), ids)
        search = Search(seat, GAME_POINTS, 6, time.perf_counter() + self.time_budget)
        move = search.best([state], None, ids, default, len(ids), 1)
        return state.format_action(move)


def make(level: str, seed: int, time_budget: float) -> SchnapsenAgent:
    if level == "oracle":
        return SchnapsenOracle("hard", seed, time_budget)
    return SchnapsenAgent(level, seed, time_budget)


__all__ = ["SchnapsenAgent", "SchnapsenOracle", "make", "match_utility"]
