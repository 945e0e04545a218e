"""The client library: one person's seat at a shared table, over asyncio (docs/protocol.md).

``TableClient`` connects with an invitation code, sits down, and yields what the host sends
(validated protocol messages) plus what happens to the connection itself
(:class:`ConnectionLost`, :class:`Reconnected`, :class:`HostLeft`, :class:`RecordSaved`).
It keeps the latest seats, position and result, answers ``hint``/``check`` requests as
awaitables, comes back by itself with its seat token when the connection drops, and saves
each record file the host sends in the player's own records folder.

The seat token lives in memory, and in a :class:`TokenStore` file when given one (the app
gives ``TokenStore.default()``: ``tables.json`` in the user data folder), so a ``cardavia
join`` typed again after a crash takes the same seat back within the grace time.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
from collections.abc import AsyncIterator, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import aiohttp
from pydantic import BaseModel

from cardavia.fileio import reserve_unique, user_folder, write_atomic
from cardavia.net.protocol import (
    MAX_FRAME_BYTES,
    PATH,
    PEEK_PATH,
    PROTOCOL_VERSIONS,
    Act,
    AskHint,
    Chat,
    Check,
    Checked,
    Closing,
    DealOver,
    Error,
    Hello,
    Hint,
    HostMessage,
    Leave,
    Peek,
    ProtocolError,
    Ready,
    RecordFile,
    Seats,
    Start,
    TableInfo,
    Undo,
    Update,
    Welcome,
    dump,
    parse_host,
)

CONNECT_TIMEOUT_SECONDS = 10.0
#: Refused connections in a row that mean the host has gone (its process ended).
REFUSALS_MEANING_GONE = 3


# -- what the connection itself reports ------------------------------------------------------
@dataclass(frozen=True)
class ConnectionLost:
    """The connection dropped; the client is trying to come back (the AI plays meanwhile)."""


@dataclass(frozen=True)
class Reconnected:
    """Back at the seat after a drop (a ``welcome``, ``seats`` and ``update`` follow)."""


@dataclass(frozen=True)
class HostLeft:
    """The table is over for this client: ``closed`` (the host ended it), ``unreachable``
    (the host went away without a word, or could not be reached again in time),
    ``replaced`` (this seat was taken back from another connection), ``left`` (we left for
    good), ``stopped`` (we closed; the seat waits the grace time for us)."""

    reason: str


@dataclass(frozen=True)
class RecordSaved:
    """The record file the host sent was written to ``path`` (``error``: why it was not)."""

    path: Path | None
    error: str | None = None


ClientEvent = HostMessage | ConnectionLost | Reconnected | HostLeft | RecordSaved


class JoinError(Exception):
    """The host refused the hello, or could not be reached: ``code`` as in protocol.md
    (``unreachable`` when no connection could be made)."""

    def __init__(self, code: str, message: str, refused: bool = False) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        #: Nothing listens at the address any more (the host's process ended).
        self.refused = refused


class RequestError(Exception):
    """A hint or check the host answered with an error."""

    def __init__(self, error: Error) -> None:
        super().__init__(error.message)
        self.error = error


# -- where the seat token is kept ------------------------------------------------------------
class TokenStore:
    """Seat tokens by table (``<address>/<code>``), in a JSON file written atomically."""

    MAX_AGE_SECONDS = 86400.0

    def __init__(self, path: Path) -> None:
        self.path = path

    @classmethod
    def default(cls) -> TokenStore:
        return cls(user_folder("data") / "tables.json")

    def _read(self) -> dict[str, Any]:
        try:
            if not self.path.is_file() or self.path.stat().st_size > 1_000_000:
                return {}
            data = json.loads(self.path.read_text(encoding="utf-8"))
        except (OSError, ValueError, RecursionError):
            return {}  # a damaged file only costs the seat tokens: start afresh
        return data if isinstance(data, dict) else {}

    def get(self, key: str) -> tuple[int, str] | None:
        entry = self._read().get(key)
        if not isinstance(entry, dict):
            return None
        seat, token, saved = entry.get("seat"), entry.get("token"), entry.get("saved")
        if not (isinstance(seat, int) and isinstance(token, str) and isinstance(saved, float)):
            return None
        if time.time() - saved > self.MAX_AGE_SECONDS:
            return None
        return seat, token

    def put(self, key: str, seat: int, token: str) -> None:
        data = {
            k: v
            for k, v in self._read().items()
            if isinstance(v, dict)
            and isinstance(v.get("saved"), float)
            and time.time() - v["saved"] <= self.MAX_AGE_SECONDS
        }
        data[key] = {"seat": seat, "token": token, "saved": time.time()}
        with contextlib.suppress(OSError):  # not kept: only a crash's comeback is lost
            write_atomic(self.path, json.dumps(data, indent=1) + "\n")

    def forget(self, key: str) -> None:
        data = self._read()
        if data.pop(key, None) is not None:
            with contextlib.suppress(OSError):
                write_atomic(self.path, json.dumps(data, indent=1) + "\n")


async def peek(address: str, code: str) -> Peek:
    """The table of ``code`` at ``address`` and who sits where, without sitting down;
    raises :class:`JoinError` (``bad-code``, ``unreachable``...)."""
    url = f"http://{address}{PEEK_PATH}"
    timeout = aiohttp.ClientTimeout(total=CONNECT_TIMEOUT_SECONDS)
    try:
        async with (
            aiohttp.ClientSession(timeout=timeout) as session,
            session.get(url, params={"code": code}) as response,
        ):
            text = await response.text()
    except (aiohttp.ClientError, OSError, TimeoutError, UnicodeDecodeError) as exc:
        raise JoinError("unreachable", f"cannot reach {address}: {exc}") from None
    try:
        data = json.loads(text)
        if isinstance(data, dict) and data.get("type") == "error":
            error = Error.model_validate(data)
            raise JoinError(error.code, error.message)
        return Peek.model_validate(data)
    except (ValueError, RecursionError):  # pydantic's ValidationError is a ValueError
        raise JoinError("bad-message", f"{address} is not a Cardavia table host") from None


# -- the client ------------------------------------------------------------------------------
class TableClient:
    """One seat at a shared table.

    ``address`` is ``host:port`` as the invitation gives it. ``seat`` asks for one seat
    (None: any free one); ``host_key`` is given only to the hosting process's own client.
    ``records_dir`` is where record files the host sends are saved (None: not saved).
    """

    def __init__(
        self,
        address: str,
        code: str,
        name: str = "",
        seat: int | None = None,
        *,
        host_key: str | None = None,
        tokens: TokenStore | None = None,
        records_dir: Path | None = None,
        locale: str = "",
        reconnect: bool = True,
        keep_frames: bool = False,
    ) -> None:
        self.address = address
        self.code = code
        self.name = name
        self.wanted_seat = seat
        self.host_key = host_key
        self.tokens = tokens
        self.records_dir = records_dir
        self.locale = locale
        self.reconnect = reconnect
        self.key = f"{address}/{code.upper()}"
        # The latest of everything the host said.
        self.welcome: Welcome | None = None
        self.seats: Seats | None = None
        self.update: Update | None = None
        self.deal_over: DealOver | None = None
        self.record_path: Path | None = None
        self.closed = False
        self._token: str | None = None
        self._session: aiohttp.ClientSession | None = None
        self._ws: aiohttp.ClientWebSocketResponse | None = None
        self._queue: asyncio.Queue[ClientEvent | None] = asyncio.Queue()
        self._reader: asyncio.Task[None] | None = None
        self._requests: dict[int, asyncio.Future[Hint | Checked]] = {}
        self._next_id = 0
        self._left = False
        self._record_deals = 0
        #: Every frame received, as sent (``keep_frames``: tests, the benchmark).
        self.frames: list[str] | None = [] if keep_frames else None

    # -- the seat ----------------------------------------------------------------------------
    @property
    def seat(self) -> int:
        assert self.welcome is not None, "not connected"
        return self.welcome.seat

    @property
    def table(self) -> TableInfo:
        assert self.welcome is not None, "not connected"
        return self.welcome.table

    @property
    def token(self) -> str | None:
        return self._token

    # -- connecting --------------------------------------------------------------------------
    async def connect(self) -> Welcome:
        """Sit down (or come back with a kept token); raises :class:`JoinError`."""
        if self.tokens is not None and self._token is None:
            kept = self.tokens.get(self.key)
            if kept is not None:
                self._token = kept[1]
        self._session = aiohttp.ClientSession()
        try:
            welcome = await self._join()
        except JoinError as exc:
            if exc.code == "bad-token" and self._token is not None:
                # A kept token whose time is up: sit down afresh.
                self._token = None
                if self.tokens is not None:
                    self.tokens.forget(self.key)
                try:
                    welcome = await self._join()
                except JoinError:
                    await self._session.close()
                    raise
            else:
                await self._session.close()
                raise
        self._reader = asyncio.get_running_loop().create_task(self._read())
        return welcome

    async def _join(self) -> Welcome:
        assert self._session is not None
        url = f"ws://{self.address}{PATH}"
        try:
            ws = await self._session.ws_connect(
                url,
                max_msg_size=MAX_FRAME_BYTES,
                heartbeat=15,
                timeout=aiohttp.ClientWSTimeout(ws_close=5),
            )
        except (aiohttp.ClientError, OSError, TimeoutError) as exc:
            refused = isinstance(getattr(exc, "os_error", exc), ConnectionRefusedError)
            raise JoinError("unreachable", f"cannot reach {self.address}: {exc}", refused) from None
        hello = Hello(
            versions=list(PROTOCOL_VERSIONS),
            code=self.code,
            name=self.name,
            seat=self.wanted_seat,
            token=self._token,
            host_key=self.host_key,
            locale=self.locale,
        )
        await ws.send_str(dump(hello))
        while True:
            try:
                frame = await asyncio.wait_for(ws.receive(), CONNECT_TIMEOUT_SECONDS)
            except TimeoutError:
                await ws.close()
                raise JoinError("unreachable", "the host did not answer") from None
            if frame.type != aiohttp.WSMsgType.TEXT:
                await ws.close()
                raise JoinError("unreachable", "the host closed the connection")
            if self.frames is not None:
                self.frames.append(frame.data)
            try:
                message = parse_host(frame.data)
            except ProtocolError as exc:
                await ws.close()
                raise JoinError("bad-message", f"the host sent {exc.message}") from None
            if isinstance(message, Error):
                await ws.close()
                raise JoinError(message.code, message.message)
            if isinstance(message, Welcome):
                break
        self._ws = ws
        self.welcome = message
        self._token = message.token
        if self.tokens is not None:
            self.tokens.put(self.key, message.seat, message.token)
        return message

    async def _read(self) -> None:
        """Frames to the queue; a dropped connection is retried with the token."""
        while True:
            ws = self._ws
            assert ws is not None
            ended = await self._read_frames(ws)
            if self.closed:
                await self._end(ended or HostLeft("left" if self._left else "stopped"))
                return
            if ended is not None or not self.reconnect:
                await self._end(ended or HostLeft("unreachable"))
                return
            await self._queue.put(ConnectionLost())
            if not await self._come_back():
                await self._end(HostLeft("unreachable"))
                return
            await self._queue.put(Reconnected())
            await self._queue.put(self.welcome)

    async def _read_frames(self, ws: aiohttp.ClientWebSocketResponse) -> HostLeft | None:
        """Read until the connection ends: a HostLeft when the host said why, else None."""
        async for frame in ws:
            if frame.type != aiohttp.WSMsgType.TEXT:
                continue
            if self.frames is not None:
                self.frames.append(frame.data)
            try:
                message = parse_host(frame.data)
            except ProtocolError:
                continue  # a newer host's message this version cannot read
            if isinstance(message, Closing):
                return HostLeft("closed" if message.reason == "host-left" else message.reason)
            await self._take(message)
        return None

    async def _take(self, message: HostMessage) -> None:
        if isinstance(message, Hint | Checked):
            future = self._requests.pop(message.id, None)
            if future is not None and not future.done():
                future.set_result(message)
            return
        if isinstance(message, Error) and message.id is not None:
            future = self._requests.pop(message.id, None)
            if future is not None and not future.done():
                future.set_exception(RequestError(message))
            return
        if isinstance(message, Seats):
            self.seats = message
        elif isinstance(message, Update):
            self.update = message
        elif isinstance(message, DealOver):
            self.deal_over = message
        elif isinstance(message, Welcome):
            self.welcome = message
        await self._queue.put(message)
        if isinstance(message, RecordFile):
            await self._queue.put(self._save(message))

    async def _come_back(self) -> bool:
        """Reconnect with the token within the grace time; False when the host is gone."""
        grace = self.welcome.table.grace_seconds if self.welcome else 60.0
        deadline = time.monotonic() + grace
        delay, refusals = 0.2, 0
        while not self.closed and time.monotonic() < deadline:
            await asyncio.sleep(delay)
            delay = min(delay * 2, 2.0)
            try:
                await self._join()
            except JoinError as exc:
                if exc.code != "unreachable":
                    return False  # the seat's time is up, or the table has closed
                refusals = refusals + 1 if exc.refused else 0
                if refusals >= REFUSALS_MEANING_GONE:
                    return False
                continue
            return True
        return False

    async def _end(self, event: HostLeft) -> None:
        self.closed = True
        for future in self._requests.values():
            if not future.done():
                future.set_exception(RequestError(Error(code="closed", message=event.reason)))
        self._requests.clear()
        if event.reason in ("closed", "left", "replaced") and self.tokens is not None:
            self.tokens.forget(self.key)
        await self._queue.put(event)
        await self._queue.put(None)
        if self._ws is not None:
            await self._ws.close()
        if self._session is not None:
            await self._session.close()

    def _save(self, record: RecordFile) -> RecordSaved:
        """The host's record file, as this player's own copy (replacing the last one)."""
        if self.records_dir is None:
            return RecordSaved(None, "no records folder")
        new_match = record.deals <= self._record_deals
        self._record_deals = record.deals
        try:
            if new_match or self.record_path is None or self.record_path.suffix != record.suffix:
                self.record_path = reserve_unique(self.records_dir, record.game, record.suffix)
            write_atomic(self.record_path, record.text)
        except OSError as exc:
            return RecordSaved(self.record_path, exc.strerror or str(exc))
        return RecordSaved(self.record_path)

    # -- what the host says ------------------------------------------------------------------
    async def events(self) -> AsyncIterator[ClientEvent]:
        """Everything in order until the table is over for this client (a HostLeft last)."""
        while True:
            item = await self._queue.get()
            if item is None:
                return
            yield item

    async def next_event(self, timeout: float | None = None) -> ClientEvent | None:
        """The next event (None once the table is over for this client)."""
        async with asyncio.timeout(timeout):
            return await self._queue.get()

    # -- what the player does ----------------------------------------------------------------
    async def _send(self, message: BaseModel) -> None:
        if self._ws is None or self._ws.closed:
            raise ConnectionError("not connected to the table")
        await self._ws.send_str(dump(message))

    async def act(self, action: str) -> None:
        """Play ``action`` for this seat, for the position last seen (``stale`` if it moved)."""
        update = self.update
        deal = update.deal if update else None
        turn = len(update.observation.get("actions", ())) if update else None
        await self._send(Act(action=action, deal=deal, turn=turn))

    async def ready(self) -> None:
        await self._send(Ready())

    async def start(self) -> None:
        await self._send(Start())

    async def undo(self) -> None:
        await self._send(Undo())

    async def chat(self, text: str) -> None:
        await self._send(Chat(text=text))

    async def _request(self, message: AskHint | Check) -> Hint | Checked:
        future: asyncio.Future[Hint | Checked] = asyncio.get_running_loop().create_future()
        self._requests[message.id] = future
        await self._send(message)
        return await future

    def _new_id(self) -> int:
        self._next_id += 1
        return self._next_id

    async def hint(self, after: Iterable[str] = ()) -> Hint:
        """What the normal AI would do in this seat's place (after ``after``, not applied)."""
        reply = await self._request(AskHint(id=self._new_id(), after=list(after)))
        assert isinstance(reply, Hint)
        return reply

    async def check(self, actions: Iterable[str]) -> Checked:
        reply = await self._request(Check(id=self._new_id(), actions=list(actions)))
        assert isinstance(reply, Checked)
        return reply

    async def leave(self) -> None:
        """Leave the table for good (the seat goes to the AI)."""
        self._left = True
        with contextlib.suppress(ConnectionError):
            await self._send(Leave())
        await self.close()

    async def close(self) -> None:
        """Stop (the seat is held for the grace time unless the client left)."""
        self.closed = True
        if self._ws is not None:
            await self._ws.close()
        if self._reader is not None:
            with contextlib.suppress(asyncio.CancelledError):
                await asyncio.wait_for(asyncio.shield(self._reader), 5)
        if self._session is not None:
            await self._session.close()


__all__ = [
    "ClientEvent",
    "ConnectionLost",
    "HostLeft",
    "JoinError",
    "Reconnected",
    "RecordSaved",
    "RequestError",
    "TableClient",
    "TokenStore",
    "peek",
]
