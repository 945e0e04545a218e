"""The French Tarot endgame solver's speed: exact values of seeded random endgames.

Usage (from the repository root; ``--other`` times a second copy of the solver module in the
same run, interleaved, e.g. an older ``search.py`` saved aside)::

    PYTHONPATH=src python docs/bench/tarot_solver.py --runs 7 [--other /tmp/search_old.py]

Each run solves the same positions (``--positions`` endgames, ``--tricks`` tricks left, the
first card of the trick already played in half of them) with ``Endgame(state).values()``
and reports CPU seconds per run; the medians over ``--runs`` and the nodes searched (the same
for two copies that search alike).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import random
import statistics
import time
from types import ModuleType
from typing import Any

from cardavia.ai.french_tarot import search
from cardavia.engine.registry import get_game
from cardavia.games.french_tarot.rules import TarotState


def endgames(count: int, tricks_left: int, seed: int) -> list[TarotState]:
    spec = get_game("french-tarot")
    rng = random.Random(seed)
    out: list[TarotState] = []
    while len(out) < count:
        in_trick = len(out) % 2
        state = spec.random_state(rng, rng.randrange(4))
        while not state.is_over and not (
            state.phase == "play"
            and 18 - state.trick_no == tricks_left
            and len(state.trick) == in_trick
        ):
            legal = state.legal_ids()
            state.apply_id(legal[rng.randrange(len(legal))])
        if not state.is_over:
            out.append(state)
    return out


def solve_all(module: ModuleType, states: list[TarotState]) -> tuple[float, int, list[Any]]:
    start = time.process_time()
    nodes = 0
    values = []
    for state in states:
        solver = module.Endgame(state)
        values.append(sorted(solver.values().items()))
        nodes += solver.nodes
    return time.process_time() - start, nodes, values


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--positions", type=int, default=40)
    parser.add_argument("--tricks", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--other", help="another copy of ai/french_tarot/search.py to time")
    args = parser.parse_args()
    modules = {"current": search}
    if args.other:
        spec = importlib.util.spec_from_file_location("other_search", args.other)
        assert spec is not None and spec.loader is not None
        other = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(other)
        modules["other"] = other
    states = endgames(args.positions, args.tricks, args.seed)
    names = list(modules)
    seconds: dict[str, list[float]] = {name: [] for name in names}
    report: dict[str, Any] = {"runs": args.runs, "positions": args.positions}
    answers = {}
    for i in range(args.runs):
        for name in names[i % len(names) :] + names[: i % len(names)]:
            spent, nodes, values = solve_all(modules[name], [s.clone() for s in states])
            seconds[name].append(spent)
            report[f"{name}_nodes"] = nodes
            answers[name] = values
    for name in names:
        report[f"{name}_median_s"] = round(statistics.median(seconds[name]), 3)
        report[f"{name}_runs_s"] = [round(v, 3) for v in seconds[name]]
    if len(names) == 2:
        report["same_values"] = answers["current"] == answers["other"]
    print(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()
