"""The table host: an aiohttp WebSocket server for one or more shared tables (docs/protocol.md).

It runs inside any running asyncio loop (the app's, for a host who plays; its own, for
``cardavia host --headless``). Every connection is checked (``Host``, ``Origin``), must say
hello within seconds with a table's invitation code, and is size- and rate-limited; a frame
it does not accept gets a clear error and never reaches the table (net/table.py).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections import deque
from dataclasses import dataclass

from aiohttp import WSCloseCode, WSMsgType, web
from pydantic import BaseModel

from cardavia.net.guard import WILDCARD_HOSTS, bind_problem, host_allowed, same_origin
from cardavia.net.protocol import (
    MAX_FRAME_BYTES,
    PATH,
    PEEK_PATH,
    Error,
    Hello,
    Peek,
    ProtocolError,
    dump,
    parse_client,
)
from cardavia.net.table import Refused, Table, normal_code

log = logging.getLogger("cardavia.net")

#: Frames up to this size are read, and one over MAX_FRAME_BYTES answered with a JSON error
#: before the connection closes; a larger one is cut at its header by aiohttp (close code
#: 1009, Message Too Big), never read into memory.
HARD_FRAME_BYTES = 1024 * 1024
#: A send that has not gone out after this long means a client that stopped reading.
SEND_TIMEOUT_SECONDS = 10.0


class HostError(Exception):
    """A problem the person starting the host can fix (port in use, unknown address)."""


@dataclass
class HostOptions:
    host: str = "127.0.0.1"
    port: int = 8765
    allow_hosts: tuple[str, ...] = ()
    #: Frames a second a connection may send on average, the burst it may send at once, and
    #: how far over the budget it may go before it is closed.
    rate: float = 20.0
    burst: float = 40.0
    flood: int = 200
    hello_seconds: float = 10.0
    max_pending: int = 32
    #: Wrong invitation codes an address may send a minute.
    bad_codes_per_minute: int = 10


class Budget:
    """A token bucket: ``allow()`` is False for a frame over the rate."""

    def __init__(self, rate: float, burst: float) -> None:
        self.rate = rate
        self.burst = burst
        self.tokens = burst
        self.last = time.monotonic()
        self.over = 0

    def allow(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.last) * self.rate)
        self.last = now
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        self.over += 1
        return False


class Connection:
    """One client's WebSocket as a table's :class:`~cardavia.net.table.Link`."""

    def __init__(self, ws: web.WebSocketResponse) -> None:
        self.ws = ws

    async def send(self, message: BaseModel) -> None:
        if self.ws.closed:
            return
        try:
            async with asyncio.timeout(SEND_TIMEOUT_SECONDS):  # no task per frame (wait_for's)
                await self.ws.send_str(dump(message))
        except TimeoutError:
            log.warning("a client stopped reading: closing its connection")
            await self.close()

    async def close(self) -> None:
        with contextlib.suppress(Exception):
            await self.ws.close()


class TableHost:
    """Serves tables by invitation code on one address and port."""

    def __init__(self, options: HostOptions | None = None) -> None:
        self.options = options or HostOptions()
        self.tables: dict[str, Table] = {}
        self.port = self.options.port
        self._runner: web.AppRunner | None = None
        self._pending = 0
        self._bad_codes: dict[str, deque[float]] = {}
        self._connections: set[web.WebSocketResponse] = set()

    def add(self, table: Table) -> Table:
        self.tables[table.code] = table
        return table

    # -- running -----------------------------------------------------------------------------
    def make_app(self) -> web.Application:
        app = web.Application(middlewares=[self._known_host])
        app.router.add_get(PATH, self.handle)
        app.router.add_get(PEEK_PATH, self.handle_peek)
        return app

    async def handle_peek(self, request: web.Request) -> web.Response:
        """Who sits where at the table of ``?code=``, before sitting down (a seat picker)."""
        peer = request.remote or "?"
        if self._too_many_bad_codes(peer):
            return _json_error(429, "bad-code", "too many wrong codes: wait a minute")
        table = self.tables.get(normal_code(request.query.get("code", "")[:16]))
        if table is None or table.closed:
            self._bad_code(peer)
            return _json_error(404, "bad-code", "no table has that invitation code")
        peek = Peek(table=table.info, seats=table.seats())
        return web.Response(text=dump(peek), content_type="application/json")

    async def start(self) -> None:
        """Listen (in the running loop) and start every table; raises :class:`HostError`."""
        runner = web.AppRunner(self.make_app(), handle_signals=False, access_log=None)
        await runner.setup()
        site = web.TCPSite(runner, self.options.host, self.options.port, reuse_address=True)
        try:
            await site.start()
        except OSError as exc:
            await runner.cleanup()
            raise HostError(bind_problem(exc, self.options.host, self.options.port)) from None
        self._runner = runner
        server = site._server  # the bound sockets: the real port when 0 was asked for
        sockets = getattr(server, "sockets", None) or []
        if sockets:
            self.port = sockets[0].getsockname()[1]
        for table in self.tables.values():
            table.run()

    async def stop(self) -> None:
        """Every table ends (its players are told the host left), then the server."""
        for table in list(self.tables.values()):
            await table.close()
        for ws in list(self._connections):
            with contextlib.suppress(Exception):
                await ws.close(code=WSCloseCode.GOING_AWAY)
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    @property
    def address(self) -> str:
        """Where friends connect: the bound address (this machine's name for every one)."""
        host = self.options.host
        if host in WILDCARD_HOSTS:
            import socket

            host = socket.gethostname()
        return f"[{host}]" if ":" in host else host

    def invitation(self, table: Table) -> str:
        return f"cardavia join {self.address}:{self.port} {table.code}"

    # -- checks ------------------------------------------------------------------------------
    @web.middleware
    async def _known_host(self, request: web.Request, handler: object) -> web.StreamResponse:
        if not host_allowed(
            request.headers.get("Host"), self.options.host, self.options.allow_hosts
        ):
            raise web.HTTPForbidden(text="unknown host name")
        if not same_origin(request):
            raise web.HTTPForbidden(text="cross-origin connection refused")
        response: web.StreamResponse = await handler(request)  # type: ignore[operator]
        return response

    def _too_many_bad_codes(self, peer: str) -> bool:
        seen = self._bad_codes.get(peer)
        if seen is None:
            return False
        cutoff = time.monotonic() - 60
        while seen and seen[0] < cutoff:
            seen.popleft()
        return len(seen) >= self.options.bad_codes_per_minute

    def _bad_code(self, peer: str) -> None:
        if len(self._bad_codes) > 10_000:  # a bound on memory, whoever sends them
            self._bad_codes.clear()
        self._bad_codes.setdefault(peer, deque()).append(time.monotonic())

    # -- one connection ----------------------------------------------------------------------
    async def handle(self, request: web.Request) -> web.StreamResponse:
        if self._pending >= self.options.max_pending:
            raise web.HTTPServiceUnavailable(text="too many connections waiting")
        ws = web.WebSocketResponse(
            heartbeat=15, max_msg_size=HARD_FRAME_BYTES, compress=False, autoping=True
        )
        await ws.prepare(request)
        self._connections.add(ws)
        link = Connection(ws)
        try:
            self._pending += 1
            try:
                joined = await self._hello(ws, link, request.remote or "?")
            finally:
                self._pending -= 1
            if joined is not None:
                table, seat = joined
                try:
                    await self._serve(ws, link, table, seat)
                finally:
                    await table.gone(link, seat)
        except Exception:  # never let one connection's trouble reach the others
            log.exception("a table connection failed")
        finally:
            self._connections.discard(ws)
            await link.close()
        return ws

    async def _fatal(self, link: Connection, code: str, message: str) -> None:
        await link.send(Error(code=code, message=message, fatal=True))
        await link.close()

    async def _hello(
        self, ws: web.WebSocketResponse, link: Connection, peer: str
    ) -> tuple[Table, int] | None:
        try:
            frame = await asyncio.wait_for(ws.receive(), self.options.hello_seconds)
        except TimeoutError:
            await self._fatal(link, "hello-first", "no hello within the time allowed")
            return None
        if frame.type != WSMsgType.TEXT:
            if frame.type == WSMsgType.BINARY:
                await self._fatal(link, "binary", "messages are JSON text frames")
            return None
        if len(frame.data) > MAX_FRAME_BYTES:
            await self._fatal(link, "too-large", TOO_LARGE)
            return None
        try:
            message = parse_client(frame.data)
        except ProtocolError as exc:
            await self._fatal(link, exc.code, exc.message)
            return None
        if not isinstance(message, Hello):
            await self._fatal(link, "hello-first", "the first message must be a hello")
            return None
        if self._too_many_bad_codes(peer):
            await self._fatal(link, "bad-code", "too many wrong codes: wait a minute")
            return None
        table = self.tables.get(normal_code(message.code))
        if table is None or table.closed:
            self._bad_code(peer)
            await self._fatal(link, "bad-code", "no table has that invitation code")
            return None
        try:
            seat = await table.join(link, message)
        except Refused as exc:
            await self._fatal(link, exc.code, exc.message)
            return None
        return table, seat

    async def _serve(
        self, ws: web.WebSocketResponse, link: Connection, table: Table, seat: int
    ) -> None:
        budget = Budget(self.options.rate, self.options.burst)
        warned = 0.0
        async for frame in ws:
            if not budget.allow():
                if budget.over > self.options.flood:
                    await self._fatal(link, "flood", "far too many messages: disconnected")
                    return
                now = time.monotonic()
                if now - warned >= 1.0:  # one warning a second, not one per dropped frame
                    warned = now
                    await link.send(Error(code="too-fast", message="too many messages: dropped"))
                continue
            if frame.type == WSMsgType.TEXT:
                if len(frame.data) > MAX_FRAME_BYTES:
                    await self._fatal(link, "too-large", TOO_LARGE)
                    return
                try:
                    message = parse_client(frame.data)
                except ProtocolError as exc:
                    await link.send(Error(code=exc.code, message=exc.message))
                    continue
                await table.handle(link, seat, message)
            elif frame.type == WSMsgType.BINARY:
                await link.send(Error(code="binary", message="messages are JSON text frames"))


def _json_error(status: int, code: str, message: str) -> web.Response:
    return web.Response(
        status=status,
        text=dump(Error(code=code, message=message, fatal=True)),
        content_type="application/json",
    )


TOO_LARGE = f"a message is at most {MAX_FRAME_BYTES // 1024} KiB"


__all__ = ["Budget", "Connection", "HostError", "HostOptions", "TableHost"]
