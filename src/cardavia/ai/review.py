"""Review a deal: where a seat lost points against the expert, decision by decision.

:func:`review_deal` replays one deal of a record and, at each decision of one seat, asks
what the expert would have done *with the same knowledge*: it samples worlds (the hidden
cards) consistent with that seat's observation at that moment, never the record's real
hidden cards, and plays every legal action out in each world with the expert's continuation
(the playouts its search values moves with: every seat's heuristic play, the end of the deal
solved exactly where the game's search does). All actions are valued on the same worlds, so
the chosen action's shortfall against the best is a paired difference with a tight interval.
Where the seat's information set is a single position (Schnapsen once the stock is gone:
the opponent's hand is the cards not yet seen), the values are exact minimax values.

The expert's choice replaces the player's only when its paired gain is significant
(SIGNIFICANT standard errors, or better in significantly more worlds than worse): a review
must not call a decision a mistake on noise, and the expert's own play reviewed against
itself then costs about nothing. Costs are in the game's
own points (French Tarot settlement points, Schnapsen game points, Preference whist points),
from the reviewed seat's side.

The game-specific parts (how worlds are sampled, how a world is played out, what the
expert's reason is) are ``cardavia.ai.<package>.review`` modules found through the registry;
this module branches on no game. Seeded: the same record, seed and samples give the same
review. Pure: no UI; the screens and ``cardavia review`` read a :class:`DealReview`.
"""

from __future__ import annotations

import importlib
import math
import random
from collections.abc import Callable
from dataclasses import dataclass
from statistics import NormalDist
from types import ModuleType
from typing import Any

from cardavia.ai.agent import LEVELS, make_agent
from cardavia.ai.common import Explanation
from cardavia.ai.explain import hint_decision
from cardavia.engine.game import DEAL_OVER, GameState, IllegalAction
from cardavia.engine.records import MatchRecord, Record, RecordError, ReplayError, parse_record
from cardavia.engine.registry import get_game
from cardavia.engine.view import Observation

JsonDict = dict[str, Any]

#: Bumped whenever a review of the same record could come out differently (caches keyed by it).
REVIEW_VERSION = 1
#: The interval of a cost: 90 % (two-sided normal quantile).
Z_INTERVAL = 1.645
#: A different action is the expert's choice only when its paired gain over the chosen one
#: reaches this many standard errors (one-sided 2.5 %, shared out over the other legal
#: actions: see significance), or it is better in more worlds than worse by as many
#: standard deviations of a fair coin (the sign test), and gains MIN_GAIN points.
SIGNIFICANT = 1.96
MIN_GAIN = 1e-9
#: Most costly decisions a review marks.
COSTLIEST = 3
#: The level the par's opponents play at for a record's level (see opponents_level).
PAR_LEVELS = {"expert": "hard"}
#: The par's own decisions for the seat are valued on this fraction of the review's worlds
#: (they are many once the par leaves the record's line: half the time, most of the worth).
PAR_SAMPLES_DIVISOR = 2


class ReviewCancelled(Exception):
    """``cancelled()`` turned true during a review."""


class ReviewError(Exception):
    """A record that cannot be reviewed (no such deal or seat, an illegal action)."""


@dataclass(frozen=True)
class DecisionReview:
    """One decision of the reviewed seat."""

    index: int  # position of the decision in the deal's action list (records.md actions)
    seat: int
    phase: str  # the observation's phase at that decision (bidding, discard, play, ...)
    chosen: str  # the action taken (records.md code)
    best: str  # what the expert chooses with the same knowledge (``chosen`` when no better)
    cost: float  # estimated points lost against ``best``, in the game's own points, >= 0
    low: float  # 90 % interval of the cost; exact decisions have low == cost == high
    high: float
    exact: bool  # valued on the one position the seat could be in (all cards known)
    explanation: Explanation | None  # why the expert chooses ``best`` (a hint reason)
    running_loss: float  # sum of costs up to and including this decision
    #: Standard error of ``cost`` (0 when exact): the deal's interval adds them up.
    spread: float = 0.0
    #: Worlds the decision was valued in (1 when exact, 0 for a forced move).
    worlds: int = 0

    def to_json(self) -> JsonDict:
        return {
            "index": self.index,
            "seat": self.seat,
            "phase": self.phase,
            "chosen": self.chosen,
            "best": self.best,
            "cost": self.cost,
            "low": self.low,
            "high": self.high,
            "exact": self.exact,
            "explanation": None
            if self.explanation is None
            else {"code": self.explanation.code, "args": dict(self.explanation.args)},
            "running_loss": self.running_loss,
            "spread": self.spread,
            "worlds": self.worlds,
        }

    @classmethod
    def from_json(cls, data: JsonDict) -> DecisionReview:
        reason = data.get("explanation")
        explanation = None
        if reason is not None:
            explanation = Explanation(str(reason["code"]), dict(reason["args"]))
        return cls(
            index=int(data["index"]),
            seat=int(data["seat"]),
            phase=str(data["phase"]),
            chosen=str(data["chosen"]),
            best=str(data["best"]),
            cost=float(data["cost"]),
            low=float(data["low"]),
            high=float(data["high"]),
            exact=bool(data["exact"]),
            explanation=explanation,
            running_loss=float(data["running_loss"]),
            spread=float(data.get("spread", 0.0)),
            worlds=int(data.get("worlds", 0)),
        )


@dataclass(frozen=True)
class DealReview:
    """The review of one seat's play in one deal."""

    game: str
    seat: int
    deal: int  # deal index in the record (a match's or session's deals; 0 for a single deal)
    decisions: tuple[DecisionReview, ...]  # every decision of ``seat`` in order, cost 0 too
    lost: float  # points lost against the expert over the deal, with a 90 % interval
    lost_low: float
    lost_high: float
    score: int  # the seat's score of the deal as History counts it (see deal_score)
    par: float  # what the expert scores from this seat on the same deal (see par_of): the
    # mean of the game's PAR_RUNS duplicate playthroughs, with their 90 % interval
    par_low: float
    par_high: float
    costliest: tuple[int, ...]  # indices into ``decisions``: up to three, costliest first
    seed: int
    samples: int
    version: int = REVIEW_VERSION

    def to_json(self) -> JsonDict:
        return {
            "version": self.version,
            "game": self.game,
            "seat": self.seat,
            "deal": self.deal,
            "lost": self.lost,
            "lost_low": self.lost_low,
            "lost_high": self.lost_high,
            "score": self.score,
            "par": self.par,
            "par_low": self.par_low,
            "par_high": self.par_high,
            "costliest": list(self.costliest),
            "seed": self.seed,
            "samples": self.samples,
            "decisions": [d.to_json() for d in self.decisions],
        }

    @classmethod
    def from_json(cls, data: JsonDict) -> DealReview:
        """The review ``to_json`` wrote; raises ValueError (or KeyError/TypeError) on
        anything else, which a cache reader treats as a damaged file."""
        return cls(
            game=str(data["game"]),
            seat=int(data["seat"]),
            deal=int(data["deal"]),
            decisions=tuple(DecisionReview.from_json(d) for d in data["decisions"]),
            lost=float(data["lost"]),
            lost_low=float(data["lost_low"]),
            lost_high=float(data["lost_high"]),
            score=int(data["score"]),
            par=float(data["par"]),
            par_low=float(data["par_low"]),
            par_high=float(data["par_high"]),
            costliest=tuple(int(i) for i in data["costliest"]),
            seed=int(data["seed"]),
            samples=int(data["samples"]),
            version=int(data.get("version", 0)),
        )


# -- the game's part ---------------------------------------------------------------------------


def game_reviewer(game: str) -> ModuleType:
    """The game's review module, ``cardavia.ai.<package>.review``. It provides:

    * ``SAMPLES`` — worlds per decision by default;
    * ``worlds(obs, rng, n) -> (list[GameState], exact)`` — states consistent with the
      observation (``exact``: the list is the one position the seat can be in);
    * ``values(world, actions, seat, exact) -> list[float]`` — for each action, applied to
      a copy of ``world``, the deal played out by the expert's continuation: ``seat``'s
      points (``world`` itself is left as it was);
    * optionally ``reason(obs, action) -> Explanation | None`` for an action the
      ``normal`` heuristic would not take.
    """
    return importlib.import_module(f"cardavia.ai.{get_game(game).package}.review")


def reviewable_games() -> list[str]:
    """Games with a review module."""
    from cardavia.engine.registry import game_ids

    out = []
    for game in game_ids():
        try:
            game_reviewer(game)
        except ModuleNotFoundError:
            continue
        out.append(game)
    return out


# -- replaying the record ------------------------------------------------------------------------


@dataclass
class Position:
    """The state just before a recorded action, and whose decision it is."""

    index: int
    action: str
    actor: int
    state: GameState


def parse_review_record(record: JsonDict | Record | MatchRecord) -> Record | MatchRecord:
    """The record parsed (records.md), or :class:`ReviewError` saying why it is not one."""
    if not isinstance(record, dict):
        return record
    try:
        return parse_record(record, "record")
    except RecordError as exc:
        raise ReviewError(str(exc)) from None


def deal_records(record: Record | MatchRecord) -> list[Record]:
    """The deals of a record: a single deal, or a match's or session's deals in order."""
    if isinstance(record, MatchRecord):
        return list(record.deals)
    return [record]


def opponents_level(record: Record | MatchRecord) -> str:
    """The level the record says its AI seats played at (a saved game's ``level``), as the
    par's opponents play it: ``expert`` as ``hard`` (the same search with a quarter of the
    work; the expert's two seconds a move would make a review of minutes), ``normal``
    when the record does not say."""
    level = (record.model_extra or {}).get("level")
    if level not in LEVELS or level == "random":
        return "random" if level == "random" else "normal"
    return str(PAR_LEVELS.get(level, level))


@dataclass
class Line:
    """A deal as recorded: the state before each recorded action and at the end."""

    start: GameState
    positions: list[Position]
    final: GameState


def deal_line(deals: list[Record], deal: int) -> Line:
    """Every position of deal ``deal`` before a recorded action (the deals before it
    played through the game's series, so a session's pool and scores are right), and the
    state at the end of the record."""
    if not 0 <= deal < len(deals):
        raise ReviewError(f"no deal {deal + 1}: the record has {len(deals)}")
    spec = get_game(deals[0].game)
    series = spec.new_series(deals[0].dealer)
    try:
        for i in range(deal):
            state = series.start_recorded(deals[i].deal, deals[i].dealer)
            for action in deals[i].actions:
                state.apply_recorded(action)
            series.replace_current(state)
            if state.is_over:
                series.finish_deal(state)
        state = series.start_recorded(deals[deal].deal, deals[deal].dealer)
        start = state.clone()
        positions = []
        for index, action in enumerate(deals[deal].actions):
            before = _before(state, action)
            actor = before.to_move
            try:
                if actor is None:
                    raise IllegalAction(action, DEAL_OVER)
                positions.append(Position(index, action, actor, before.clone()))
                state.apply_recorded(action)
            except IllegalAction as exc:
                raise ReplayError(f"deal {deal + 1}", index, action, exc.reason) from None
    except (IllegalAction, RecordError, ReplayError) as exc:
        raise ReviewError(
            str(exc) if isinstance(exc, ReplayError) else f"deal {deal + 1}: {exc}"
        ) from None
    return Line(start, positions, state)


def deal_positions(deals: list[Record], deal: int) -> tuple[list[Position], GameState]:
    """:func:`deal_line` as the first API gave it: the positions and the final state."""
    line = deal_line(deals, deal)
    return line.positions, line.final


def _before(state: GameState, action: str) -> GameState:
    """The state in which ``action``'s actor decides it: ``state`` itself, or, where the
    record leaves out a decision just before it (French Tarot's silent "no chelem"), the
    state after that silent decision."""
    if state.is_legal(action):
        return state
    for silent in state.legal_actions():
        trial = state.clone()
        trial.apply(silent)
        if trial.is_legal(action):
            return trial
    return state


# -- valuing one decision ------------------------------------------------------------------------


def action_values(
    game: str,
    obs: Observation,
    *,
    rng: random.Random,
    samples: int,
    cancelled: Callable[[], bool] | None = None,
) -> tuple[dict[str, list[float]], bool]:
    """Each legal action's value in each of ``samples`` worlds fitting ``obs`` (the same
    worlds for every action), and whether the one world is the position itself (exact)."""
    legal: list[str] = obs["legal_actions"]
    hooks = game_reviewer(game)
    seat: int = obs["seat"]
    worlds, exact = hooks.worlds(obs, rng, samples)
    if not worlds:
        raise ReviewError(f"no world fits seat {seat}'s view at this decision")
    values: dict[str, list[float]] = {a: [] for a in legal}
    for world in worlds:
        if cancelled is not None and cancelled():
            raise ReviewCancelled
        for action, v in zip(legal, hooks.values(world, legal, seat, exact), strict=True):
            values[action].append(v)
    return values, exact


def expert_action(game: str, obs: Observation, *, rng: random.Random, samples: int) -> str:
    """The expert's action with the seat's knowledge: the best mean value over the worlds
    (the first legal action of equal value)."""
    legal: list[str] = obs["legal_actions"]
    if len(legal) == 1:
        return legal[0]
    values, _ = action_values(game, obs, rng=rng, samples=samples)
    return max(legal, key=lambda a: sum(values[a]))


def review_decision(
    game: str,
    obs: Observation,
    chosen: str,
    *,
    rng: random.Random,
    samples: int,
    cancelled: Callable[[], bool] | None = None,
) -> tuple[str, float, float, float, bool, float, int]:
    """``(best, cost, low, high, exact, spread, worlds)`` of ``chosen`` in ``obs``."""
    legal: list[str] = obs["legal_actions"]
    if chosen not in legal:
        raise ReviewError(f"{chosen!r} is not legal for seat {obs['seat']} here")
    if len(legal) == 1:
        return chosen, 0.0, 0.0, 0.0, True, 0.0, 0
    values, exact = action_values(game, obs, rng=rng, samples=samples, cancelled=cancelled)
    mine = values[chosen]
    n = len(mine)
    z = significance(len(legal) - 1)
    best, gain, spread = chosen, 0.0, 0.0
    for action in legal:
        diffs = [v - m for v, m in zip(values[action], mine, strict=True)]
        mean = sum(diffs) / n
        se = 0.0 if exact or n < 2 else _stderr(diffs, mean)
        if mean > gain + MIN_GAIN and (exact or mean >= z * se or _signs(diffs, z)):
            best, gain, spread = action, mean, se
    if best == chosen:
        return chosen, 0.0, 0.0, 0.0, exact, 0.0, n
    if exact:
        return best, gain, gain, gain, True, 0.0, n
    low = max(0.0, gain - Z_INTERVAL * spread)
    return best, gain, low, gain + Z_INTERVAL * spread, False, spread, n


def significance(alternatives: int) -> float:
    """The z a gain must reach to count, with ``alternatives`` other actions each compared
    with the chosen one: SIGNIFICANT (one-sided 2.5 %) shared out over them (Bonferroni),
    so a decision with twenty legal cards is not charged for the luckiest of nineteen."""
    level = NormalDist().cdf(-SIGNIFICANT) / max(1, alternatives)
    return -NormalDist().inv_cdf(level)


def _signs(diffs: list[float], z: float) -> bool:
    """The sign test: the other action is better in significantly more worlds than it is
    worse (``z`` standard deviations of a fair coin). Playouts have heavy tails (a contract
    made or failed on one card), which can hide a loss seen in nearly every world from the
    mean's standard error."""
    better = sum(1 for d in diffs if d > 0)
    worse = sum(1 for d in diffs if d < 0)
    return better + worse > 0 and (better - worse) >= z * math.sqrt(better + worse)


def _stderr(values: list[float], mean: float) -> float:
    n = len(values)
    variance = sum((v - mean) ** 2 for v in values) / (n - 1)
    return math.sqrt(variance / n)


def expert_reason(game: str, obs: Observation, action: str) -> Explanation | None:
    """Why ``action`` (the expert's choice): the ``normal`` heuristic's stated reason when
    it takes the same action, else the game's reason for that action, if it has one."""
    legal: list[str] = obs["legal_actions"]
    if len(legal) == 1:
        return Explanation("only-legal")
    decision = hint_decision(game, make_agent(game, "normal", 0), obs)
    if decision.action == action and decision.explanation is not None:
        return decision.explanation
    reason = getattr(game_reviewer(game), "reason", None)
    if reason is None:
        return None
    explanation: Explanation | None = reason(obs, action)
    return explanation


# -- the deal ------------------------------------------------------------------------------------


def review_deal(
    record: JsonDict | Record | MatchRecord,
    deal: int,
    seat: int,
    *,
    seed: int = 0,
    samples: int | None = None,
    progress: Callable[[int, int], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
    par: bool = True,
) -> DealReview:
    """Review ``seat``'s decisions in deal ``deal`` (0-based) of ``record`` (a records.md
    record or match/session record, as decoded JSON or parsed).

    ``samples`` worlds per decision (default: the game's). ``progress(done, total)`` is
    called after each of the seat's decisions (the par is computed after the last call);
    ``cancelled()`` is polled between worlds and raises
    :class:`ReviewCancelled` when it turns true. Raises :class:`ReviewError` for a record
    that cannot be reviewed. ``par=False`` skips the par (benchmarks of the costs alone:
    the par is then the score).
    """
    parsed = parse_review_record(record)
    deals = deal_records(parsed)
    if not deals:
        raise ReviewError("the record has no deals")
    game = deals[0].game
    try:
        spec = get_game(game)
    except KeyError as exc:
        raise ReviewError(str(exc.args[0])) from None
    if not 0 <= seat < spec.num_seats:
        raise ReviewError(f"seat {seat} is not a seat of {game} (0 to {spec.num_seats - 1})")
    try:
        hooks = game_reviewer(game)
    except ModuleNotFoundError:
        raise ReviewError(f"{game} has no review yet") from None
    count = int(hooks.SAMPLES if samples is None else samples)
    if count < 1:
        raise ReviewError("samples must be at least 1")
    line = deal_line(deals, deal)
    mine = [p for p in line.positions if p.actor == seat]
    total = len(mine)
    reviewed: list[DecisionReview] = []
    running = 0.0
    for done, position in enumerate(mine, 1):
        if cancelled is not None and cancelled():
            raise ReviewCancelled
        obs = position.state.observation(seat)
        rng = random.Random(f"review:{seed}:{deal}:{position.index}")
        best, cost, low, high, exact, spread, worlds = review_decision(
            game, obs, position.action, rng=rng, samples=count, cancelled=cancelled
        )
        running += cost
        reviewed.append(
            DecisionReview(
                index=position.index,
                seat=seat,
                phase=str(obs["phase"]),
                chosen=position.action,
                best=best,
                cost=cost,
                low=low,
                high=high,
                exact=exact,
                explanation=expert_reason(game, obs, best),
                running_loss=running,
                spread=spread,
                worlds=worlds,
            )
        )
        if progress is not None:
            progress(done, total)
    lost = sum(d.cost for d in reviewed)
    spread = math.sqrt(sum(d.spread**2 for d in reviewed))
    ranked = sorted(
        (i for i, d in enumerate(reviewed) if d.cost > 0), key=lambda i: (-reviewed[i].cost, i)
    )
    score = deal_score(line.final, seat)
    expert = {d.index: d.best for d in reviewed}
    level = opponents_level(parsed)
    runs = int(getattr(hooks, "PAR_RUNS", 1)) if par else 0
    pars = [
        par_of(
            line,
            seat,
            expert,
            level,
            seed=seed + 1_000_003 * run,
            samples=max(1, count // PAR_SAMPLES_DIVISOR),
            cancelled=cancelled,
        )
        for run in range(runs)
    ]
    par_mid, par_low, par_high = mean_interval(pars) if pars else (score, score, score)
    lost_low = max(0.0, lost - Z_INTERVAL * spread)
    return DealReview(
        game=game,
        seat=seat,
        deal=deal,
        decisions=tuple(reviewed),
        lost=lost,
        lost_low=lost_low,
        lost_high=lost + Z_INTERVAL * spread,
        score=score,
        par=par_mid,
        par_low=par_low,
        par_high=par_high,
        costliest=tuple(ranked[:COSTLIEST]),
        seed=seed,
        samples=count,
    )


def par_of(
    line: Line,
    seat: int,
    expert: dict[int, str],
    level: str,
    *,
    seed: int,
    samples: int,
    cancelled: Callable[[], bool] | None = None,
) -> float:
    """What the expert scores from ``seat`` on the same cards against the same opponents
    (duplicate): the record's actions while the expert would have done the same (``expert``:
    its choice by action index), then, from its first other choice, the expert for ``seat``
    (the review's choice with the same knowledge at each decision) and the other seats at
    the record's AI ``level``. A deal the seat played as the expert would scores par."""
    game = line.start.game_id
    deviated: GameState | None = None
    for position in line.positions:
        if position.actor == seat and expert.get(position.index, position.action) != (
            position.action
        ):
            deviated = position.state.clone()
            deviated.apply(expert[position.index])
            break
    if deviated is None:
        if line.final.is_over:
            return float(deal_score(line.final, seat))
        deviated = line.final.clone()  # a record that stops early: played on from there
    state = deviated
    num_seats = get_game(game).num_seats
    agents = [
        make_agent(game, level, seed=seed * 7919 + s + 1) if s != seat else None
        for s in range(num_seats)
    ]
    steps = 0
    while not state.is_over:
        if cancelled is not None and cancelled():
            raise ReviewCancelled
        mover = state.to_move
        assert mover is not None
        obs = state.observation(mover)
        agent = agents[mover]
        if agent is None:
            rng = random.Random(f"par:{seed}:{steps}")
            action = expert_action(game, obs, rng=rng, samples=samples)
        else:
            action = agent.act(obs)
        state.apply(action)
        steps += 1
    return float(deal_score(state, seat))


#: Student's t quantiles (two-sided 90 %) by degrees of freedom; beyond, the normal's.
T90 = {1: 6.314, 2: 2.920, 3: 2.353, 4: 2.132, 5: 2.015, 6: 1.943, 7: 1.895, 8: 1.860, 9: 1.833}


def mean_interval(values: list[float]) -> tuple[float, float, float]:
    """The mean of ``values`` and its 90 % interval (Student's t); one value: no width."""
    n = len(values)
    mean = sum(values) / n
    if n < 2:
        return mean, mean, mean
    half = T90.get(n - 1, Z_INTERVAL) * _stderr(values, mean)
    return mean, mean - half, mean + half


def deal_score(state: GameState, seat: int) -> int:
    """The seat's score of this deal as History and Statistics count it (the game's
    ``deal_facts``: French Tarot's settlement, Schnapsen's game points won less lost,
    Preference's ``deal_scores``); 0 while the deal is unfinished."""
    _, score, _ = get_game(state.game_id).history.deal_facts(dict(state.result()), seat)
    return 0 if score is None else round(score)


__all__ = [
    "REVIEW_VERSION",
    "DealReview",
    "DecisionReview",
    "ReviewCancelled",
    "ReviewError",
    "review_deal",
]
