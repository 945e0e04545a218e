"""``cardavia bench --serve``: N browser-like sessions against ``cardavia serve`` on 127.0.0.1.

Each session speaks the page's own protocol over the session socket (as textual-serve's
browser client does), goes from the home screen to a table (French Tarot, Schnapsen and
Preference in turn) and then presses random keys a player would (←/→, Enter, 1-3, s) with a
short pause between them: the app only ever accepts legal moves, so the game advances by
random legal moves, dialogs included. Measured:

* latency: from a key sent to the first screen update received (keys that change nothing
  visible within 2 s are counted apart, not timed);
* memory per session: RSS and PSS (shared pages split between processes) of every app
  process, from /proc (Linux), sampled every 2 s; the peak of each process is kept;
* sessions lost: a socket closed by the server, or a session that never reached its table;
* deals finished: the records the sessions saved in their own folders.

Nothing but 127.0.0.1 is ever contacted; the server is a child process stopped at the end.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import random
import re
import shutil
import signal
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

from cardavia.serve.children import child_options
from cardavia.serve.server import ServeError

LEFT, RIGHT, ENTER, TAB, DOWN = "\x1b[D", "\x1b[C", "\r", "\t", "\x1b[B"
AT_TRADITION = b"Start"
AT_TABLE = b"Last trick"  # the table's footer (English sessions)
AT_HOME = b"Card traditions"


def route(game: str) -> list[tuple[list[str], bytes]]:
    """From the home screen to ``game``'s table, step by step (keys, then what to wait for):
    down the list of traditions to the game's own, then from its first Start button (each
    game card: Start, Rules) to the game's."""
    from cardavia.engine.registry import games_for_tradition, tradition_for_game
    from cardavia.traditions import TRADITIONS

    tradition = tradition_for_game(game)
    down = list(TRADITIONS).index(tradition)
    across = games_for_tradition(tradition).index(game)
    return [([DOWN] * down + [ENTER], AT_TRADITION), ([TAB] * (2 * across) + [ENTER], AT_TABLE)]


def routes() -> dict[str, list[tuple[list[str], bytes]]]:
    """Every game's route, in the registry's order (the sessions take them in turn)."""
    from cardavia.engine.registry import game_ids

    return {game: route(game) for game in game_ids()}


PLAY_KEYS = [ENTER, ENTER, ENTER, LEFT, RIGHT, "1", "2", "3", "s"]
PAUSE = (0.15, 0.4)  # seconds between two keys: a quick player
NO_CHANGE_AFTER = 2.0


@dataclass
class SessionStats:
    game: str
    latencies: list[float] = field(default_factory=list)
    keys: int = 0
    unchanged: int = 0
    reached_table: bool = False
    lost: str | None = None


def _children(pid: int) -> list[int]:
    found = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            stat = Path(f"/proc/{entry}/stat").read_text()
        except OSError:
            continue
        fields = stat[stat.rindex(")") + 2 :].split()
        if int(fields[1]) == pid:
            found.append(int(entry))
    return found


def _memory_kb(pid: int) -> tuple[int, int] | None:
    """(RSS, PSS) in kB, or None once the process is gone."""
    try:
        text = Path(f"/proc/{pid}/smaps_rollup").read_text()
    except OSError:
        return None
    values = dict(re.findall(r"^(Rss|Pss):\s+(\d+) kB", text, re.MULTILINE))
    return int(values.get("Rss", 0)), int(values.get("Pss", 0))


async def _start_server(sessions: int, root: Path) -> tuple[asyncio.subprocess.Process, int]:
    env = dict(os.environ)
    env["CARDAVIA_CONFIG_DIR"] = str(root / "server-config")
    env["CARDAVIA_DATA_DIR"] = str(root / "server-data")
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "cardavia",
        "serve",
        "--host",
        "127.0.0.1",
        "--port",
        "0",
        "--lang",
        "en",
        "--max-sessions",
        str(sessions),
        "--sessions-dir",
        str(root / "sessions"),
        stdin=asyncio.subprocess.DEVNULL,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT,
        env=env,
        **child_options(),  # it ends with the bench, however the bench ends
    )
    assert process.stdout is not None
    seen = b""
    while True:
        try:
            line = await asyncio.wait_for(process.stdout.readline(), 30)
        except TimeoutError:
            line = b""
        if not line:
            process.kill()
            raise ServeError("the server did not start: " + seen.decode(errors="replace")[-500:])
        seen += line
        match = re.search(rb"http://127\.0\.0\.1:(\d+)/", line)
        if match:
            return process, int(match.group(1))


async def _drain(stream: asyncio.StreamReader | None, log: list[str]) -> None:
    """Keep the server's output (its log, and what a crashed app printed) for the report."""
    if stream is None:
        return
    while line := await stream.readline():
        log.append(line.decode("utf-8", "replace"))
        del log[:-400]


async def _session(port: int, game: str, end: float, rng: random.Random) -> SessionStats:
    import aiohttp

    stats = SessionStats(game)
    frame = asyncio.Event()
    received = bytearray()
    closed = asyncio.Event()

    async def read(ws: aiohttp.ClientWebSocketResponse) -> None:
        async for message in ws:
            if message.type == aiohttp.WSMsgType.BINARY:
                received.extend(message.data)
                if len(received) > 1 << 18:
                    del received[: -(1 << 17)]
                frame.set()
        closed.set()

    async def wait_text(needle: bytes, timeout: float) -> bool:
        deadline = time.monotonic() + timeout
        while needle not in received:
            left = deadline - time.monotonic()
            if left <= 0 or closed.is_set():
                return False
            frame.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(frame.wait(), left)
        return True

    async def send(ws: aiohttp.ClientWebSocketResponse, key: str) -> None:
        await ws.send_str(json.dumps(["stdin", key]))

    url = f"http://127.0.0.1:{port}/ws/en?width=120&height=40"
    try:
        async with aiohttp.ClientSession() as http, http.ws_connect(url) as ws:
            reader = asyncio.create_task(read(ws))
            if not await wait_text(AT_HOME, 30):
                stats.lost = "no home screen"
                return stats
            for keys, needle in route(game):
                received.clear()
                for key in keys:
                    await send(ws, key)
                    await asyncio.sleep(0.1)
                if not await wait_text(needle, 30):
                    stats.lost = f"{game}: never reached {needle.decode()!r}"
                    return stats
            stats.reached_table = True
            while time.monotonic() < end:
                if closed.is_set():
                    stats.lost = "closed by the server"
                    break
                frame.clear()
                started = time.monotonic()
                await send(ws, rng.choice(PLAY_KEYS))
                stats.keys += 1
                try:
                    await asyncio.wait_for(frame.wait(), NO_CHANGE_AFTER)
                    stats.latencies.append(time.monotonic() - started)
                except TimeoutError:
                    stats.unchanged += 1
                await asyncio.sleep(rng.uniform(*PAUSE))
            reader.cancel()
    except (aiohttp.ClientError, OSError) as exc:
        stats.lost = f"connection: {exc}"
    return stats


def _percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def _count_deals(sessions_dir: Path) -> dict[str, int]:
    """Finished deals per game, from the records the sessions saved in their folders."""
    deals = dict.fromkeys(routes(), 0)
    for path in sessions_dir.glob("*/data/records/*"):
        game = next((g for g in deals if path.name.startswith(g + "-")), None)
        if game is None:
            continue
        try:
            text = path.read_text(encoding="utf-8")
            if path.suffix == ".jsonl":
                deals[game] += sum(1 for line in text.splitlines() if line.strip())
            else:  # a match or session: one file with its deals
                deals[game] += len(json.loads(text).get("deals", []))
        except (OSError, ValueError, AttributeError):
            continue
    return deals


async def _bench(sessions: int, duration: float, root: Path) -> dict[str, object]:
    server, port = await _start_server(sessions, root)
    server_log: list[str] = []
    drain = asyncio.create_task(_drain(server.stdout, server_log))
    peaks: dict[int, tuple[int, int]] = {}
    deals: dict[str, int] = {}
    try:
        rng = random.Random(0)
        games = list(routes())
        start = time.monotonic()
        # sessions come in over the first few seconds, as people do
        end = start + duration
        tasks = []
        for i in range(sessions):
            tasks.append(
                asyncio.create_task(
                    _session(port, games[i % len(games)], end, random.Random(rng.random()))
                )
            )
            await asyncio.sleep(0.2)
        while not all(task.done() for task in tasks):
            for pid in _children(server.pid):
                memory = _memory_kb(pid)
                if memory:
                    old = peaks.get(pid, (0, 0))
                    peaks[pid] = (max(old[0], memory[0]), max(old[1], memory[1]))
            if time.monotonic() >= end - 3:  # before the sessions end and their folders go
                counted = _count_deals(root / "sessions")
                deals = {g: max(n, deals.get(g, 0)) for g, n in counted.items()}
            await asyncio.sleep(2)
        results = [task.result() for task in tasks]
        server_memory = _memory_kb(server.pid) or (0, 0)
    finally:
        if server.returncode is None:
            server.send_signal(signal.SIGINT)
            try:
                await asyncio.wait_for(server.wait(), 30)
            except TimeoutError:
                server.kill()
                await server.wait()
        drain.cancel()
    latencies = [x for r in results for x in r.latencies]
    rss = [p[0] / 1024 for p in peaks.values()]
    pss = [p[1] / 1024 for p in peaks.values()]
    return {
        "benchmark": "serve",
        "sessions": sessions,
        "duration_s": duration,
        "games": {g: sum(1 for r in results if r.game == g) for g in games},
        "reached_table": sum(r.reached_table for r in results),
        "sessions_lost": sum(r.lost is not None for r in results),
        "lost_reasons": [r.lost for r in results if r.lost],
        "keys": sum(r.keys for r in results),
        "keys_without_visible_change": sum(r.unchanged for r in results),
        "latency_p50_ms": 1000 * _percentile(latencies, 0.5),
        "latency_p95_ms": 1000 * _percentile(latencies, 0.95),
        "latency_max_ms": 1000 * max(latencies, default=float("nan")),
        "app_processes_seen": len(peaks),
        "rss_mb_per_session": statistics.fmean(rss) if rss else float("nan"),
        "pss_mb_per_session": statistics.fmean(pss) if pss else float("nan"),
        "rss_mb_max": max(rss, default=float("nan")),
        "server_rss_mb": server_memory[0] / 1024,
        "deals_finished": deals,
        "server_problems": [
            line.rstrip()
            for line in server_log
            if not re.search(r"session \w+ (started|ended)|Cardavia is served|stopping", line)
        ][-60:],
    }


async def _bench_until_stopped(
    sessions: int, duration: float, root: Path
) -> dict[str, object] | signal.Signals:
    """The bench, or the signal (SIGTERM, SIGHUP) that stopped it: its server is stopped
    first either way (the bench's own ``finally``)."""
    task = asyncio.current_task()
    assert task is not None
    loop = asyncio.get_running_loop()
    stopped: list[signal.Signals] = []

    def stop(sig: signal.Signals) -> None:
        stopped.append(sig)
        task.cancel()

    for sig in (signal.SIGTERM, signal.SIGHUP):
        loop.add_signal_handler(sig, stop, sig)
    try:
        return await _bench(sessions, duration, root)
    except asyncio.CancelledError:
        if stopped:
            return stopped[0]
        raise


def run_serve_bench(sessions: int, duration: float, as_json: bool = False) -> int:
    if not sys.platform.startswith("linux"):
        raise ServeError("bench --serve reads memory from /proc: it runs on Linux only")
    root = Path(tempfile.mkdtemp(prefix="cardavia-bench-serve-"))
    try:
        report = asyncio.run(_bench_until_stopped(sessions, duration, root))
    finally:
        shutil.rmtree(root, ignore_errors=True)
    if isinstance(report, signal.Signals):
        print(
            f"cardavia: bench --serve stopped ({report.name}); its server is stopped",
            file=sys.stderr,
        )
        return 128 + report.value
    if as_json:
        print(json.dumps(report))
        return 0
    print(
        f"cardavia serve on 127.0.0.1: {sessions} concurrent sessions x {duration:g} s of "
        f"random legal play ({', '.join(f'{n} {g}' for g, n in report['games'].items())})"  # type: ignore[attr-defined]
    )
    print(
        f"keys sent: {report['keys']} ({report['keys_without_visible_change']} changed nothing "
        f"visible within {NO_CHANGE_AFTER:g} s); deals finished: "
        + ", ".join(f"{n} {g}" for g, n in report["deals_finished"].items())  # type: ignore[attr-defined]
    )
    print(
        f"key-to-screen latency: p50 {report['latency_p50_ms']:.0f} ms, "
        f"p95 {report['latency_p95_ms']:.0f} ms, max {report['latency_max_ms']:.0f} ms"
    )
    print(
        f"memory per session (peak, {report['app_processes_seen']} app processes): "
        f"RSS {report['rss_mb_per_session']:.0f} MB, PSS {report['pss_mb_per_session']:.0f} MB "
        f"(largest RSS {report['rss_mb_max']:.0f} MB); server {report['server_rss_mb']:.0f} MB"
    )
    lost = report["sessions_lost"]
    reasons = report["lost_reasons"]
    print(f"sessions lost: {lost}" + (f" ({'; '.join(reasons)})" if reasons else ""))  # type: ignore[arg-type]
    problems = report["server_problems"]
    if problems:
        print("the server said:\n  " + "\n  ".join(problems))  # type: ignore[arg-type]
    return 0
