"""French Tarot random playouts: Cardavia's kernel against magmacrunch-tarot's, in one run.

Not part of the project (magmacrunch is never a dependency): install ``magmacrunch-tarot`` in
a scratch virtualenv and point this script at that venv's ``site-packages``, with Cardavia
on ``PYTHONPATH``::

    python -m venv /tmp/tarot-venv && /tmp/tarot-venv/bin/pip install magmacrunch-tarot
    PYTHONPATH=src python docs/bench/tarot_vs_magmacrunch.py \
        --magmacrunch /tmp/tarot-venv/lib/python3.11/site-packages --runs 7 --seconds 2

Each loop deals and plays complete random deals (auction, chien and discard, 18 tricks) for
about ``--seconds`` of CPU time; the loops are interleaved run by run (the order rotated) so
that a noisy machine slows them alike. Reported: the median deals per second of each loop
over ``--runs`` runs and the median of the per-run ratios to magmacrunch.

* ``checked``: ``random_playout(state, rng, validate=True)`` (``legal_ids``, a uniform
  draw, ``why_illegal`` on it, then ``apply_id``: every action checked as the API does);
* ``fast``: ``TarotState.play_randomly`` (the search's kernel, the same draws);
* ``magmacrunch``: its ``Game`` driven with uniform random choices: a random bid among
  ``bids_open()``, a random legal discard, poignées as its engine declares them, then a
  random card of ``legal_plays`` each turn through ``Game.play`` (which checks it again).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections.abc import Callable
from typing import Any


def magmacrunch_loop(m: Any) -> Callable[[random.Random], None]:
    """One random deal of magmacrunch-tarot, dealing included (a redeal deals again)."""

    def plain_card(c: Any) -> bool:
        return c.type == m.SUITED and c.rank != "R"

    def one(rng: random.Random) -> None:
        g = m.Game(rng.random)
        g.dealer = rng.randrange(4)
        while True:
            g.deal()
            if g.phase != m.BIDDING:
                continue  # a petit sec: dealt again
            result: Any = True
            while result is True:
                result = g.bid(g.current_bidder, rng.choice(g.bids_open()))
            if result.get("event") != "redeal":
                break
        if g.phase == m.DOG_EXCHANGE:
            # Six random plain cards (no king), trumps (no bout) only for the shortfall.
            hand = g.hands[g.taker]
            plain = [c for c in hand if plain_card(c)]
            chosen = rng.sample(plain, min(len(plain), m.DOG_SIZE))
            if len(chosen) < m.DOG_SIZE:
                trumps = [c for c in hand if c.type == m.TRUMP and c.number not in (1, 21)]
                chosen += rng.sample(trumps, m.DOG_SIZE - len(chosen))
            if g.discard([c.id for c in chosen]) is False:
                raise AssertionError("magmacrunch refused a legal discard")
        g.declare_poignee(bool(rng.getrandbits(1)))
        while g.phase == m.TRICK_PLAY:
            p = g.current
            g.play(p, rng.choice(m.legal_plays(g.hands[p], g.trick)))
        if g.phase != m.ROUND_SCORING:
            raise AssertionError(f"a magmacrunch deal ended in {g.phase}")

    return one


def cardavia_loops() -> dict[str, Callable[[random.Random], None]]:
    from cardavia.engine.playout import random_playout
    from cardavia.engine.registry import get_game

    spec = get_game("french-tarot")

    def checked(rng: random.Random) -> None:
        random_playout(spec.random_state(rng, rng.randrange(4)), rng, True)

    def fast(rng: random.Random) -> None:
        spec.random_state(rng, rng.randrange(4)).play_randomly(rng)

    return {"checked": checked, "fast": fast}


def rate(play: Callable[[random.Random], None], seconds: float, seed: int) -> float:
    rng = random.Random(seed)
    deals = 0
    start = time.process_time()
    while True:
        for _ in range(10):
            play(rng)
        deals += 10
        now = time.process_time()
        if now - start >= seconds:
            return deals / (now - start)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--magmacrunch", required=True, help="site-packages holding 'tarot'")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--seconds", type=float, default=2.0)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    sys.path.append(args.magmacrunch)
    from tarot import rules as m  # magmacrunch-tarot

    loops = {**cardavia_loops(), "magmacrunch": magmacrunch_loop(m)}
    names = list(loops)
    timed: dict[str, list[float]] = {name: [] for name in names}
    for i in range(args.runs):
        order = names[i % len(names) :] + names[: i % len(names)]
        for name in order:
            timed[name].append(rate(loops[name], args.seconds, args.seed + i))
    report: dict[str, Any] = {"runs": args.runs, "seconds_per_run": args.seconds}
    for name in names:
        report[name] = {
            "median_deals_per_second": round(statistics.median(timed[name]), 1),
            "runs": [round(v, 1) for v in timed[name]],
        }
    for name in ("checked", "fast"):
        ratios = [a / b for a, b in zip(timed[name], timed["magmacrunch"], strict=True)]
        report[f"{name}_over_magmacrunch"] = {
            "median": round(statistics.median(ratios), 2),
            "min": round(min(ratios), 2),
            "max": round(max(ratios), 2),
        }
    print(json.dumps(report, indent=1))


if __name__ == "__main__":
    main()
