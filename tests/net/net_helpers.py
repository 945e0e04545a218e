"""Shared tables in tests: a host on 127.0.0.1 (any free port) and scripted players."""

from __future__ import annotations

import contextlib
import random
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from typing import Any

from cardavia.engine.registry import get_game
from cardavia.net.client import HostLeft, TableClient
from cardavia.net.host import HostOptions, TableHost
from cardavia.net.protocol import DealOver, RecordFile, Update
from cardavia.net.table import Table, TableOptions


@contextlib.asynccontextmanager
async def hosted(
    game: str, *, seed: int = 1, level: str = "random", grace: float = 0.5, **table: Any
) -> AsyncIterator[tuple[TableHost, Table, str]]:
    """A host serving one table of ``game``; yields it, the table and its address."""
    host_options = table.pop("host_options", {})
    host = TableHost(HostOptions(port=0, **host_options))
    spec = get_game(game)
    options = TableOptions(
        game, spec.traditions[0], level=level, seed=seed, grace_seconds=grace, **table
    )
    found = host.add(Table(options))
    await host.start()
    try:
        yield host, found, f"127.0.0.1:{host.port}"
    finally:
        await host.stop()


@dataclass
class Scripted:
    """A player who plays uniformly random legal actions (seeded) and is ready after each
    deal, until ``deals`` deals are over (None: until the match is over)."""

    client: TableClient
    rng: random.Random
    deals: int | None = None
    #: (deal, turn, action) of every action sent, in order.
    sent: list[tuple[int, int, str]] = field(default_factory=list)
    records: list[RecordFile] = field(default_factory=list)
    left: HostLeft | None = None
    _acted: tuple[int, int] | None = None

    async def play(self) -> None:
        client = self.client
        async for event in client.events():
            if isinstance(event, Update):
                await self._maybe_act(event)
            elif isinstance(event, DealOver):
                if event.match_over or (self.deals is not None and event.deal >= self.deals):
                    await self._await_record(event.deal)
                    return
                await client.ready()
            elif isinstance(event, RecordFile):
                self.records.append(event)
            elif isinstance(event, HostLeft):
                self.left = event
                return

    async def _await_record(self, deal: int) -> None:
        async for event in self.client.events():
            if isinstance(event, RecordFile):
                self.records.append(event)
                return

    async def _maybe_act(self, update: Update) -> None:
        obs = update.observation
        legal = obs["legal_actions"]
        key = (update.deal, len(obs["actions"]))
        if not legal or key == self._acted or update is not self.client.update:
            return
        self._acted = key
        action = self.rng.choice(legal)
        self.sent.append((update.deal, key[1], action))
        await self.client.act(action)


async def seat_all(address: str, code: str, count: int, **kwargs: Any) -> list[TableClient]:
    """``count`` clients sat down (Ann, Ben, …) at the free seats in order."""
    names = ["Ann", "Ben", "Cleo", "Dan"]
    clients = []
    for i in range(count):
        client = TableClient(address, code, names[i], **kwargs)
        await client.connect()
        clients.append(client)
    return clients


@contextlib.asynccontextmanager
async def raw_socket(address: str, **kwargs: Any) -> AsyncIterator[Any]:
    """A bare WebSocket to the host, for frames no TableClient would send."""
    import aiohttp

    async with aiohttp.ClientSession() as session:
        ws = await session.ws_connect(f"ws://{address}/table", **kwargs)
        try:
            yield ws
        finally:
            await ws.close()


async def receive(ws: Any, timeout: float = 5.0) -> dict[str, Any]:
    """The next frame from the host as JSON (fails on a close or a binary frame)."""
    import asyncio
    import json

    frame = await asyncio.wait_for(ws.receive(), timeout)
    assert isinstance(frame.data, str), frame
    data: dict[str, Any] = json.loads(frame.data)
    return data


async def receive_type(ws: Any, kind: str, timeout: float = 5.0) -> dict[str, Any]:
    """Frames until one of type ``kind``."""
    while True:
        data = await receive(ws, timeout)
        if data["type"] == kind:
            return data


async def hello(ws: Any, code: str, **fields: Any) -> dict[str, Any]:
    import json

    await ws.send_str(json.dumps({"type": "hello", "code": code, **fields}))
    return await receive(ws)
