"""``cardavia bench --tables``: N shared tables played over loopback by scripted clients.

A host process (a child: its memory is measured alone) opens N tables, the games of the
registry in turn, every seat for a person; this process seats a scripted client on every
seat (``TableClient``, as a player's app does) and each plays a random legal action the
moment it is its turn (or after a person's pause, ``--think``), and is ready at once after
each deal, for ``duration`` seconds.
Measured:

* latency: from an action sent to the moment the last client of its table has the update
  after it (every seat's view), p50 / p95 / max;
* host memory per table: the host's resident memory (VmRSS, /proc) with the tables open
  and played, less the same process before it opened them, over N;
* tables lost: a table whose client got an error, lost its connection or saw no progress
  for 15 s; deals finished; the load average before and after.

Nothing but 127.0.0.1 is contacted; the host is stopped at the end.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import random
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass, field
from typing import Any

STALL_SECONDS = 15.0


# -- the host process ------------------------------------------------------------------------
def _rss_kb() -> int:
    """This process's resident memory in kB (Linux; 0 elsewhere)."""
    try:
        with open("/proc/self/status", encoding="ascii") as fh:
            for line in fh:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


async def _host_main(count: int) -> None:
    import gc

    from cardavia.engine.registry import game_ids, get_game
    from cardavia.net.host import HostOptions, TableHost
    from cardavia.net.table import Table, TableOptions

    games = game_ids()
    for game in games:  # load every game's code before measuring the baseline
        spec = get_game(game)
        Table(TableOptions(game, spec.traditions[0], level="random", seed=0))
    # Many clients from one address: no rate limit is the benchmark's subject.
    host = TableHost(HostOptions(port=0, rate=1000.0, burst=1000.0, max_pending=count * 4))
    await host.start()
    gc.collect()
    before = _rss_kb()
    tables = []
    deals = [0]

    def deal_over() -> None:
        deals[0] += 1

    for i in range(count):
        game = games[i % len(games)]
        spec = get_game(game)
        options = TableOptions(
            game, spec.traditions[0], level="random", seed=i, start_with=spec.num_seats
        )
        table = Table(options)
        table.on_deal_over = deal_over
        host.add(table)
        table.run()
        tables.append([game, table.code, spec.num_seats])
    print(json.dumps({"port": host.port, "tables": tables, "rss_before_kb": before}), flush=True)
    loop = asyncio.get_running_loop()
    peak = _rss_kb()
    while True:  # until the benchmark says stop (a line on stdin) or closes it
        line = await loop.run_in_executor(None, sys.stdin.readline)
        peak = max(peak, _rss_kb())
        if line.strip() == "rss":
            cpu = time.process_time()
            print(json.dumps({"rss_kb": peak, "deals": deals[0], "cpu_s": cpu}), flush=True)
            continue
        break
    await host.stop()


# -- the clients -----------------------------------------------------------------------------
@dataclass
class TableRun:
    game: str
    code: str
    seats: int
    sent: dict[tuple[int, int], float] = field(default_factory=dict)
    seen: dict[tuple[int, int], list[float]] = field(default_factory=dict)
    deals: int = 0
    lost: str | None = None
    last_progress: float = field(default_factory=time.monotonic)


async def _player(
    address: str, run: TableRun, seat: int, stop: asyncio.Event, think: float
) -> None:
    from cardavia.net.client import HostLeft, TableClient
    from cardavia.net.protocol import DealOver, Error, Update

    client = TableClient(address, run.code, f"bot{seat}", seat=seat, reconnect=False)
    rng = random.Random(hash((run.code, seat)))
    try:
        await client.connect()
        await client.ready()
        acted: tuple[int, int] | None = None
        while not stop.is_set():
            try:
                event = await client.next_event(1.0)
            except TimeoutError:
                if time.monotonic() - run.last_progress > STALL_SECONDS:
                    run.lost = run.lost or "no progress"
                    return
                continue
            now = time.monotonic()
            if event is None or isinstance(event, HostLeft):
                run.lost = run.lost or "connection lost"
                return
            if isinstance(event, Error):
                run.lost = run.lost or f"error {event.code}"
                return
            if isinstance(event, Update):
                obs = event.observation
                key = (event.deal, len(obs["actions"]))
                run.seen.setdefault(key, []).append(now)
                run.last_progress = now
                if obs["legal_actions"] and key != acted and event is client.update:
                    acted = key
                    if think:  # a person's pause, 0.5 to 1.5 times ``think``
                        await asyncio.sleep(think * (0.5 + rng.random()))
                    run.sent[key] = time.monotonic()
                    await client.act(rng.choice(obs["legal_actions"]))
            elif isinstance(event, DealOver):
                if seat == 0:
                    run.deals += 1
                await client.ready()
    except Exception as exc:  # a client's failure is a table lost, reported, not a crash
        run.lost = run.lost or f"{type(exc).__name__}: {exc}"
    finally:
        with contextlib.suppress(Exception):
            await client.close()


def _latencies(runs: list[TableRun]) -> list[float]:
    """Seconds from each action to its table's last client having the update after it."""
    out = []
    for run in runs:
        for (deal, turn), sent in run.sent.items():
            seen = run.seen.get((deal, turn + 1))
            if seen is not None and len(seen) == run.seats:
                out.append(max(seen) - sent)
    return out


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


async def _bench(count: int, duration: float, think: float) -> dict[str, Any]:
    child = subprocess.Popen(
        [sys.executable, "-m", "cardavia.net.bench", "--host-process", str(count)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert child.stdin is not None and child.stdout is not None
    try:
        started = json.loads(await asyncio.to_thread(child.stdout.readline))
        address = f"127.0.0.1:{started['port']}"
        runs = [TableRun(game, code, seats) for game, code, seats in started["tables"]]
        stop = asyncio.Event()
        load_before = os.getloadavg()
        tasks = [
            asyncio.create_task(_player(address, run, seat, stop, think))
            for run in runs
            for seat in range(run.seats)
        ]
        begun = time.monotonic()
        cpu_before = time.process_time()
        await asyncio.sleep(duration)
        child.stdin.write("rss\n")
        child.stdin.flush()
        host = json.loads(await asyncio.to_thread(child.stdout.readline))
        stop.set()
        await asyncio.gather(*tasks, return_exceptions=True)
        elapsed = time.monotonic() - begun
        clients_cpu = time.process_time() - cpu_before
        load_after = os.getloadavg()
    finally:
        with contextlib.suppress(OSError, ValueError):
            child.stdin.close()
        try:
            child.wait(10)
        except subprocess.TimeoutExpired:
            child.kill()
            child.wait()
    latencies = _latencies(runs)
    lost = [r for r in runs if r.lost]
    per_table_kb = (host["rss_kb"] - started["rss_before_kb"]) / count
    return {
        "benchmark": "tables",
        "tables": count,
        "think_ms": round(think * 1000),
        "clients": sum(r.seats for r in runs),
        "seconds": round(elapsed, 1),
        "actions_timed": len(latencies),
        "p50_ms": round(statistics.median(latencies) * 1000, 2) if latencies else None,
        "p95_ms": round(_percentile(latencies, 0.95) * 1000, 2) if latencies else None,
        "max_ms": round(max(latencies) * 1000, 2) if latencies else None,
        "deals_finished": host["deals"],
        "tables_lost": len(lost),
        "lost_reasons": sorted({r.lost for r in lost if r.lost})[:5],
        "host_rss_before_kb": started["rss_before_kb"],
        "host_rss_peak_kb": host["rss_kb"],
        "host_kb_per_table": round(per_table_kb, 1),
        "host_cpu_s": round(host["cpu_s"], 1),
        "clients_cpu_s": round(clients_cpu, 1),
        "load_average_before": [round(x, 2) for x in load_before],
        "load_average_after": [round(x, 2) for x in load_after],
    }


def run_tables_bench(count: int, duration: float, think: float = 0.0) -> dict[str, Any]:
    """Play ``count`` tables for ``duration`` seconds, each action after ``think`` seconds
    on average (0: at once); the report as a dict."""
    return asyncio.run(_bench(count, duration, think))


def report_lines(report: dict[str, Any]) -> list[str]:
    load = report["load_average_before"][0], report["load_average_after"][0]
    lines = [
        f"{report['tables']} shared tables, {report['clients']} scripted clients over "
        f"loopback, {report['seconds']} s (the registry's games in turn, every seat a client, "
        + (
            f"thinking {report['think_ms']} ms on average before each action)"
            if report["think_ms"]
            else "each action sent at once)"
        ),
        f"action -> every client of its table updated: p50 {report['p50_ms']} ms, p95 "
        f"{report['p95_ms']} ms, max {report['max_ms']} ms (n = {report['actions_timed']:,})",
        f"deals finished: {report['deals_finished']:,}; tables lost: {report['tables_lost']}"
        + (f" ({'; '.join(report['lost_reasons'])})" if report["lost_reasons"] else ""),
        f"host memory: {report['host_kb_per_table']:.0f} kB per table (resident "
        f"{report['host_rss_before_kb'] / 1024:.1f} MB before the tables, peak "
        f"{report['host_rss_peak_kb'] / 1024:.1f} MB)",
        f"CPU: host {report['host_cpu_s']} s, clients {report['clients_cpu_s']} s; load "
        f"average (1 min): {load[0]:.2f} before, {load[1]:.2f} after",
    ]
    return lines


if __name__ == "__main__":  # the host process of the benchmark
    if len(sys.argv) == 3 and sys.argv[1] == "--host-process":
        asyncio.run(_host_main(int(sys.argv[2])))
