"""Duplicate tournaments between agents, and decision-latency measurement.

Every deal is played once per rotation of the lineup, so each agent sits in every seat of
the same cards and the luck of the deal cancels out.
"""

from __future__ import annotations

import math
import random
import statistics
import time
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from cardavia.ai.agent import Agent, make_agent
from cardavia.engine.game import GameState
from cardavia.engine.registry import get_game
from cardavia.engine.view import Result

JsonDict = dict[str, Any]


def play_deal(
    state: GameState,
    agents: list[Agent],
    latencies: list[float] | None = None,
    standings: JsonDict | None = None,
) -> None:
    """Let ``agents`` (one per seat) play ``state`` to the end, in place. ``standings`` (the
    match or session standing before this deal) is added to every observation."""
    while not state.is_over:
        seat = state.to_move
        assert seat is not None
        agent = agents[seat]
        start = time.perf_counter()
        if getattr(agent, "sees_everything", False):
            action = agent.act_state(state)  # type: ignore[attr-defined]
        else:
            obs = state.observation(seat)
            if standings is not None:
                obs["standings"] = standings
            action = agent.act(obs)
        if latencies is not None:
            latencies.append(time.perf_counter() - start)
        state.apply(action)


def _play_one(job: tuple[str, list[str], int, int, float | None]) -> list[JsonDict]:
    game_id, lineup, deal_index, seed, budget = job
    spec = get_game(game_id)
    n = spec.num_seats
    out = []
    for rotation in range(n):
        rng = random.Random(seed * 1_000_003 + deal_index)
        state = spec.random_state(rng, deal_index % n)
        seats = [lineup[(s + rotation) % n] for s in range(n)]
        agents = [
            make_agent(
                game_id,
                level,
                seed=hash((seed, deal_index, rotation, s)) & 0xFFFFFFFF,
                time_budget=budget,
            )
            for s, level in enumerate(seats)
        ]
        play_deal(state, agents)
        out.append({"deal": deal_index, "seats": seats, "result": state.result()})
    return out


def run_arena(
    game_id: str,
    lineup: list[str],
    deals: int,
    seed: int = 0,
    workers: int = 1,
    time_budget: float | None = None,
) -> JsonDict:
    """Play ``deals`` duplicate deals and summarise per agent level."""
    spec = get_game(game_id)
    if len(lineup) != spec.num_seats:
        raise ValueError(f"{game_id} needs {spec.num_seats} agents, not {len(lineup)}")
    jobs = [(game_id, lineup, i, seed, time_budget) for i in range(deals)]
    if workers > 1:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            played = [g for group in pool.map(_play_one, jobs) for g in group]
    else:
        played = [g for job in jobs for g in _play_one(job)]
    return summarise(game_id, lineup, played)


def mean_interval(values: list[float]) -> tuple[float, float, float]:
    """Mean of independent ``values`` with its 95 % interval (normal approximation,
    mean ± 1.96 standard errors; a single value has a zero-width interval)."""
    if not values:
        return 0.0, 0.0, 0.0
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / math.sqrt(len(values)) if len(values) > 1 else 0.0
    return mean, mean - half, mean + half


def _settlement(result: Result) -> list[float]:
    # Every result's per-deal settlement (Preference's "scores" are cumulative).
    return [float(v) for v in result["deal_scores"]]


def paired_differences(lineup: list[str], played: list[JsonDict]) -> list[JsonDict]:
    """For every pair of distinct agents (a before b in the lineup), the paired difference
    a − b in settlement per deal with its 95 % interval over the ``n`` duplicate deals.

    In each game (one rotation of a deal) an agent's settlement is its mean over the seats
    it holds, so ``hard,normal,normal,normal`` compares one hard seat with the average
    normal seat. The rotations of a deal are averaged into one difference per deal: the
    rotations share their cards, so only deals are independent samples. Agents that are
    not zero-sum (Preference, Schnapsen game points) need this: two per-agent intervals
    can overlap while the paired difference is clearly positive, or the reverse."""
    names = list(dict.fromkeys(lineup))
    per_deal: dict[tuple[str, str], dict[int, list[float]]] = defaultdict(lambda: defaultdict(list))
    for game in played:
        settlement = _settlement(game["result"])
        own: dict[str, list[float]] = defaultdict(list)
        for seat, name in enumerate(game["seats"]):
            own[name].append(settlement[seat])
        for i, a in enumerate(names):
            for b in names[i + 1 :]:
                diff = statistics.fmean(own[a]) - statistics.fmean(own[b])
                per_deal[a, b][game["deal"]].append(diff)
    out = []
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            diffs = [statistics.fmean(v) for v in per_deal[a, b].values()]
            mean, low, high = mean_interval(diffs)
            out.append(
                {
                    "a": a,
                    "b": b,
                    "measure": "settlement_per_deal",
                    "mean": round(mean, 2),
                    "low": round(low, 2),
                    "high": round(high, 2),
                    "n": len(diffs),
                }
            )
    return out


def summarise(game_id: str, lineup: list[str], played: list[JsonDict]) -> JsonDict:
    per_deal: dict[str, dict[int, list[float]]] = defaultdict(lambda: defaultdict(list))
    contracts: dict[str, dict[str, list[bool]]] = defaultdict(lambda: defaultdict(list))
    wins: dict[str, list[bool]] = defaultdict(list)
    for game in played:
        result = game["result"]
        core: Result = result  # what every game's result has (engine/view.py)
        settlement = _settlement(core)
        for seat, level in enumerate(game["seats"]):
            per_deal[level][game["deal"]].append(settlement[seat])
        soloist = core["soloist"]  # the Tarot taker, the Preference declarer
        if soloist is not None and result.get("made") is not None:
            contracts[game["seats"][soloist]][str(result.get("contract"))].append(
                bool(result["made"])
            )
        if result.get("winner") is not None:
            for seat, level in enumerate(game["seats"]):
                wins[level].append(seat == result["winner"])
    agents = []
    for level in sorted(set(lineup), key=lineup.index):
        means = [statistics.fmean(v) for v in per_deal[level].values()]
        mean, low, high = mean_interval(means)
        row: JsonDict = {
            "agent": level,
            "deals": len(means),
            "mean_per_deal": round(mean, 2),
            "ci95": [round(low, 2), round(high, 2)],
        }
        if contracts[level]:
            row["contracts"] = {
                name: {"played": len(v), "made_rate": round(sum(v) / len(v), 3)}
                for name, v in sorted(contracts[level].items())
            }
            made = [m for v in contracts[level].values() for m in v]
            row["contracts_made_rate"] = round(sum(made) / len(made), 3)
        if wins[level]:
            row["deal_win_rate"] = round(sum(wins[level]) / len(wins[level]), 3)
        agents.append(row)
    return {
        "game": game_id,
        "lineup": lineup,
        "games_played": len(played),
        "agents": agents,
        "paired": paired_differences(lineup, played),
    }


# -- match mode: whole series (the Schnapsen match, the Preference session, a Tarot running
# total) played by every seating of the lineup on the same seeded deal sequence ----------------
def _play_match_set(
    job: tuple[str, list[str], int, int, float | None, int | None],
) -> list[JsonDict]:
    """Match ``index`` played once per rotation of the lineup, each on the same deals: the
    game's own series (``GameSpec.new_series``) says who deals, what carries over and when
    it is over; a series that never ends by itself stops after ``length`` deals. The match
    goes to the seat with the highest total settlement (none on a tie)."""
    game_id, lineup, index, seed, budget, length = job
    spec = get_game(game_id)
    n = spec.num_seats
    out = []
    for rotation in range(n):
        seats = [lineup[(s + rotation) % n] for s in range(n)]
        series = spec.new_series(index % n)
        deals: list[JsonDict] = []
        while not series.over and (length is None or len(deals) < length):
            number = len(deals)
            # A string seed hashes the same in every process: the same deal sequence.
            state = series.start_deal(random.Random(f"{seed}:{index}:{number}"))
            agents = [
                make_agent(
                    game_id,
                    level,
                    seed=hash((seed, index, number, rotation, s)) & 0xFFFFFFFF,
                    time_budget=budget,
                )
                for s, level in enumerate(seats)
            ]
            play_deal(state, agents, standings=series.standings())
            series.finish_deal(state)
            deals.append({"deal_scores": [float(v) for v in state.result()["deal_scores"]]})
        totals = [sum(d["deal_scores"][s] for d in deals) for s in range(n)]
        best = max(totals)
        winner = totals.index(best) if totals.count(best) == 1 else None
        out.append(
            {"match": index, "seats": seats, "winner": winner, "totals": totals, "deals": deals}
        )
    return out


def run_matches(
    game_id: str,
    lineup: list[str],
    matches: int,
    seed: int = 0,
    workers: int = 1,
    time_budget: float | None = None,
    match_deals: int | None = None,
) -> JsonDict:
    """Play ``matches`` duplicate matches (each once per rotation of the lineup, on the same
    deals) and report each agent's match and deal win rates with 95 % intervals.

    ``match_deals``: deals in a match of a game whose series never ends by itself (default
    the game's ``match_deals``); refused for a game whose matches end by themselves."""
    spec = get_game(game_id)
    if len(lineup) != spec.num_seats:
        raise ValueError(f"{game_id} needs {spec.num_seats} agents, not {len(lineup)}")
    if spec.match_deals is None and match_deals is not None:
        raise ValueError(f"{game_id} matches end by themselves; leave out the number of deals")
    length = match_deals if match_deals is not None else spec.match_deals
    jobs = [(game_id, lineup, i, seed, time_budget, length) for i in range(matches)]
    if workers > 1:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            played = list(pool.map(_play_match_set, jobs))
    else:
        played = [_play_match_set(job) for job in jobs]
    report = summarise_matches(game_id, lineup, played)
    report["deals_per_match"] = length
    return report


def _interval(counts: list[tuple[int, int]]) -> list[float]:
    """95 % interval of a win rate from (wins, played) per duplicate pair: the pooled rate
    ± 1.96 standard errors of a ratio estimator over pairs (pairs are independent; the two
    matches of a pair share their cards)."""
    n = len(counts)
    total = sum(p for _, p in counts)
    if not total:
        return [0.0, 0.0]
    rate = sum(w for w, _ in counts) / total
    if n < 2:
        return [round(rate, 3), round(rate, 3)]
    mean_played = total / n
    spread = sum((w - rate * p) ** 2 for w, p in counts) / (n * (n - 1))
    half = 1.96 * math.sqrt(spread) / mean_played
    return [round(max(0.0, rate - half), 3), round(min(1.0, rate + half), 3)]


def summarise_matches(game_id: str, lineup: list[str], pairs: list[list[JsonDict]]) -> JsonDict:
    """Per agent: matches won (the seat with the highest total), deals won (a positive
    settlement) and the mean settlement per deal; ``pairs``: one list of matches per
    duplicate set (the rotations of one match share their deals)."""
    agents = []
    for level in sorted(set(lineup), key=lineup.index):
        match_share: list[tuple[int, int]] = []
        deal_share: list[tuple[int, int]] = []
        match_wins = matches = deal_wins = deals = 0
        points = 0.0
        for pair in pairs:
            won = played = d_won = d_played = 0
            for match in pair:
                for seat, name in enumerate(match["seats"]):
                    if name != level:
                        continue
                    played += 1
                    won += match["winner"] == seat
                    for deal in match["deals"]:
                        d_played += 1
                        d_won += deal["deal_scores"][seat] > 0
                        points += deal["deal_scores"][seat]
            if played:
                match_share.append((won, played))
                deal_share.append((d_won, d_played))
                match_wins += won
                matches += played
                deal_wins += d_won
                deals += d_played
        agents.append(
            {
                "agent": level,
                "matches": matches,
                "match_wins": match_wins,
                "match_win_rate": round(match_wins / matches, 3) if matches else 0.0,
                "match_ci95": _interval(match_share),
                "deals": deals,
                "deal_wins": deal_wins,
                "deal_win_rate": round(deal_wins / deals, 3) if deals else 0.0,
                "deal_ci95": _interval(deal_share),
                "mean_per_deal": round(points / deals, 3) if deals else 0.0,
            }
        )
    return {
        "game": game_id,
        "mode": "matches",
        "lineup": lineup,
        "duplicate_pairs": len(pairs),
        "seatings": len(pairs[0]) if pairs else 0,
        "matches_played": sum(len(p) for p in pairs),
        "agents": agents,
        "paired": _paired_match_rates(lineup, pairs),
    }


def _paired_match_rates(lineup: list[str], pairs: list[list[JsonDict]]) -> list[JsonDict]:
    """Difference a − b in match win rate, one sample per duplicate pair (its two matches
    share their deals), with its 95 % interval. With two agents this is 2 × rate − 1 of the
    first: the per-agent match interval is already paired, this states it as a difference."""
    names = list(dict.fromkeys(lineup))
    out = []
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            diffs = []
            for pair in pairs:
                won: dict[str, list[float]] = defaultdict(list)
                for match in pair:
                    for seat, name in enumerate(match["seats"]):
                        won[name].append(float(match["winner"] == seat))
                diffs.append(statistics.fmean(won[a]) - statistics.fmean(won[b]))
            mean, low, high = mean_interval(diffs)
            out.append(
                {
                    "a": a,
                    "b": b,
                    "measure": "match_win_rate",
                    "mean": round(mean, 3),
                    "low": round(low, 3),
                    "high": round(high, 3),
                    "n": len(diffs),
                }
            )
    return out


def measure_latency(game_id: str, level: str, deals: int, seed: int = 0) -> JsonDict:
    """Decision latency (p50, p95, max, in ms) of ``level`` playing every seat."""
    spec = get_game(game_id)
    latencies: list[float] = []
    played = 0
    i = 0
    while played < deals and i < 20 * deals:  # annulled / void deals do not count
        state = spec.random_state(random.Random(seed + i), i % spec.num_seats)
        agents = [make_agent(game_id, level, seed=seed + i * 10 + s) for s in range(spec.num_seats)]
        before = len(latencies)
        play_deal(state, agents, latencies)
        if len(latencies) - before > 2 * spec.num_seats:
            played += 1
        i += 1
    latencies.sort()

    def pct(p: float) -> float:
        return round(1000 * latencies[min(len(latencies) - 1, int(p * len(latencies)))], 2)

    return {
        "game": game_id,
        "level": level,
        "decisions": len(latencies),
        "p50_ms": pct(0.5),
        "p95_ms": pct(0.95),
        "max_ms": round(1000 * latencies[-1], 2) if latencies else 0.0,
    }
