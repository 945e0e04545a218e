"""Connections that drop, come back, are replaced, or lose their host."""

from __future__ import annotations

import asyncio
import os
import re
import signal
import subprocess
import sys
from pathlib import Path

from net_helpers import hello, hosted, raw_socket

from cardavia.net.client import ConnectionLost, HostLeft, Reconnected, TableClient, TokenStore
from cardavia.net.protocol import Seats, Update


async def _until(check, timeout: float = 5.0) -> None:
    async def wait() -> None:
        while not check():
            await asyncio.sleep(0.01)

    await asyncio.wait_for(wait(), timeout)


async def _next(client: TableClient, kind: type, timeout: float = 5.0):
    while True:
        event = await client.next_event(timeout)
        if isinstance(event, kind):
            return event


async def _drop(table, seat: int) -> None:
    """Cut the seat's connection from the host's side, without a goodbye."""
    link = table.holders[seat].link
    await link.ws.close()


async def test_a_player_who_drops_mid_trick_is_played_by_the_ai_and_gets_the_seat_back(tmp_path):
    tokens = TokenStore(tmp_path / "tables.json")
    async with hosted("schnapsen", seed=1, grace=30) as (_, table, address):
        ann = TableClient(address, table.code, "Ann", tokens=tokens, reconnect=False)
        ben = TableClient(address, table.code, "Ben")
        await ann.connect()
        await ben.connect()
        await ann.ready()
        await ben.ready()
        session = table.session
        await _until(lambda: table.stage == "playing")
        assert session.state.to_move == 1  # Ben leads the first trick (this seed)
        await _next(ben, Update)
        await ben.act(next(a for a in ben.update.observation["legal_actions"] if len(a) == 2))
        await _until(lambda: session.state.to_move == 0)
        assert len(session.observation(0)["trick"]) == 1  # Ann is to follow: mid-trick
        moves = len(session.state.history())
        await _drop(table, 0)
        assert isinstance(await _next(ann, HostLeft), HostLeft)
        # The AI follows for Ann (and leads again if she wins): the deal does not wait.
        await _until(lambda: len(session.state.history()) > moves)
        await _until(lambda: not ben.seats.seats[0].connected)
        assert ben.seats.seats[0].kind == "human" and ben.seats.seats[0].name == "Ann"
        # Ann types `cardavia join` again: the kept token takes her seat back.
        again = TableClient(address, table.code, "Ann", tokens=tokens)
        welcome = await again.connect()
        assert welcome.seat == 0 and welcome.token == ann.token
        update = await _next(again, Update)
        assert update.observation["seat"] == 0
        assert len(update.observation["actions"]) == len(session.state.history())
        await _until(lambda: ben.seats.seats[0].connected)
        # The AI stops at once: when it is Ann's turn, the deal waits for her.
        if session.state.to_move == 1:
            await _until(
                lambda: len(ben.update.observation["actions"]) == len(session.state.history())
            )
            await ben.act(ben.update.observation["legal_actions"][0])
            await _until(lambda: session.state.to_move == 0 or session.state.is_over)
        if not session.state.is_over:
            waiting = len(session.state.history())
            await asyncio.sleep(0.2)
            assert len(session.state.history()) == waiting and session.state.to_move == 0
        await again.close()
        await ben.close()


async def test_the_client_comes_back_by_itself_after_a_drop():
    async with hosted("schnapsen", seed=2, grace=30) as (_, table, address):
        ann = TableClient(address, table.code, "Ann")
        await ann.connect()
        await _next(ann, Seats)
        await _drop(table, 0)
        assert isinstance(await _next(ann, ConnectionLost), ConnectionLost)
        assert isinstance(await _next(ann, Reconnected), Reconnected)
        seats = await _next(ann, Seats)
        assert seats.seats[0].connected and seats.seats[0].name == "Ann"
        await ann.close()


async def test_after_the_grace_time_the_seat_is_free_and_the_token_holds_nothing():
    async with hosted("schnapsen", grace=0.2) as (_, table, address):
        ann = TableClient(address, table.code, "Ann", reconnect=False)
        await ann.connect()
        token = ann.token
        await ann.close()
        await _until(lambda: 0 not in table.holders)
        assert table.seats().seats[0].kind == "ai"
        async with raw_socket(address) as ws:
            answer = await hello(ws, table.code, token=token)
            assert answer["code"] == "bad-token" and answer["fatal"]
        ben = TableClient(address, table.code, "Ben", seat=0)
        assert (await ben.connect()).seat == 0
        await ben.close()


async def test_the_same_token_from_elsewhere_replaces_the_older_connection():
    async with hosted("schnapsen", grace=30) as (_, table, address):
        ann = TableClient(address, table.code, "Ann")
        await ann.connect()
        async with raw_socket(address) as ws:
            answer = await hello(ws, table.code, token=ann.token)
            assert answer["type"] == "welcome" and answer["seat"] == 0
            left = await _next(ann, HostLeft)
            assert left.reason == "replaced" and ann.closed
            assert table.holders[0].link is not None


async def test_when_the_host_closes_the_table_every_client_is_told():
    async with hosted("schnapsen") as (host, table, address):
        ann = TableClient(address, table.code, "Ann")
        await ann.connect()
        await host.stop()
        left = await _next(ann, HostLeft)
        assert left.reason == "closed"
        assert await ann.next_event(1) is None  # and nothing after it


def _start_host(tmp_path: Path, *args: str) -> tuple[subprocess.Popen[str], str, str]:
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join(
            [str(Path(__file__).parents[2] / "src"), os.environ.get("PYTHONPATH", "")]
        ),
    }
    process = subprocess.Popen(
        [sys.executable, "-m", "cardavia", "host", "--headless", "--port", "0", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    assert process.stdout is not None
    for _ in range(10):
        line = process.stdout.readline()
        found = re.search(r"cardavia join (\S+) (\S+)", line)
        if found:
            return process, found[1], found[2]
    process.kill()
    raise AssertionError(f"no invitation: {process.communicate()}")


async def _players(address: str, code: str) -> tuple[TableClient, TableClient]:
    ann = TableClient(address, code, "Ann")
    ben = TableClient(address, code, "Ben")
    await ann.connect()
    await ben.connect()
    await ann.ready()
    await ben.ready()
    await _next(ann, Update)
    return ann, ben


async def test_a_killed_host_process_is_reported_and_the_clients_close(tmp_path):
    process, address, code = _start_host(tmp_path, "--game", "schnapsen", "--grace", "30")
    try:
        ann, ben = await _players(address, code)
        process.kill()
        process.wait(5)
        for client in (ann, ben):
            left = await _next(client, HostLeft, timeout=15)
            assert left.reason == "unreachable" and client.closed
    finally:
        process.kill()
        process.wait(5)


async def test_a_headless_host_stops_cleanly_on_sigterm(tmp_path):
    process, address, code = _start_host(tmp_path, "--game", "schnapsen")
    try:
        ann, _ = await _players(address, code)
        process.send_signal(signal.SIGTERM)
        left = await _next(ann, HostLeft)
        assert left.reason == "closed"
        out, err = process.communicate(timeout=10)
        assert process.returncode == 0, err
        assert "Ann sat down at seat 1" in out and "closing the table" in out
        assert "Traceback" not in err
    finally:
        process.kill()
        process.wait(5)
