"""One shared table on the host: who holds which seat, what each connection may do, and the
AI playing the seats nobody plays now. The WebSocket plumbing is host.py's; this module
only sees connections that can ``send`` a message and be closed.

Every mutation happens on the event loop, under ``lock``; AI decisions and hints run in a
worker thread on copies, and an AI decision is applied only if the position and the seat's
holder are still those it was computed for.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
import secrets
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

from pydantic import BaseModel

from cardavia.engine.game import IllegalAction, Reason
from cardavia.engine.registry import get_game
from cardavia.net.protocol import (
    CODE_ALPHABET,
    MAX_CHAT_CHARS,
    MAX_NAME_CHARS,
    PROTOCOL_VERSIONS,
    Act,
    AskHint,
    Chat,
    ChatLine,
    Check,
    Checked,
    ClientMessage,
    Closing,
    DealOver,
    Error,
    EventModel,
    Hello,
    Hint,
    Leave,
    Ready,
    ReasonModel,
    RecordFile,
    SeatInfo,
    Seats,
    Start,
    TableInfo,
    Undo,
    Update,
    Welcome,
    clean_text,
)
from cardavia.play.session import Event
from cardavia.play.shared import SharedSession, Step

log = logging.getLogger("cardavia.net")

DEFAULT_GRACE_SECONDS = 60.0


def new_code() -> str:
    """An invitation code such as ``K7PQ-2M`` (29^6, about 600 million, from ``secrets``)."""
    chars = "".join(secrets.choice(CODE_ALPHABET) for _ in range(6))
    return f"{chars[:4]}-{chars[4:]}"


def normal_code(text: str) -> str:
    """A code as typed (any case, with or without the dash) in its written form."""
    bare = "".join(ch for ch in text.upper() if ch.isalnum())
    return f"{bare[:4]}-{bare[4:]}" if len(bare) == 6 else text.upper()


@dataclass
class TableOptions:
    game: str
    tradition: str
    level: str = "normal"
    seed: int | None = None
    chat: bool = False
    grace_seconds: float = DEFAULT_GRACE_SECONDS
    #: A host that does not sit deals the first deal once this many people sit, all ready
    #: (None: when the host's own client says so, or every person present is ready).
    start_with: int | None = None
    #: Where the host saves the table's records (None: nowhere).
    records_dir: Path | None = None


class Link(Protocol):
    """A client's connection as the table sees it."""

    async def send(self, message: BaseModel) -> None: ...

    async def close(self) -> None: ...


class Refused(Exception):
    """A hello the table does not accept: the error to answer with (fatal)."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


@dataclass
class Holder:
    """A person holding a seat: connected (``link``) or within the grace time."""

    token: str
    name: str
    host: bool
    link: Link | None
    ready: bool = False
    grace: asyncio.TimerHandle | None = None


@dataclass
class Table:
    options: TableOptions
    code: str = field(default_factory=new_code)
    #: The secret the hosting process gives its own client (``Hello.host_key``).
    host_key: str = field(default_factory=lambda: secrets.token_urlsafe(24))

    def __post_init__(self) -> None:
        options = self.options
        spec = get_game(options.game)
        self.spec = spec
        seed = options.seed if options.seed is not None else secrets.randbelow(2**31)
        self.session = SharedSession(
            options.game, options.tradition, seed, options.level, options.records_dir
        )
        self.holders: dict[int, Holder] = {}
        self.stage: str = "lobby"
        self.lock = asyncio.Lock()
        self.thinking = asyncio.Lock()  # one worker-thread job (AI or hint) at a time
        self._wake = asyncio.Event()
        self._driver: asyncio.Task[None] | None = None
        self.closed = False
        #: Called after each deal ends (the benchmark and tests watch it).
        self.on_deal_over: Callable[[], Awaitable[None] | None] | None = None
        #: Called with who sits where whenever it changes (the headless host prints it).
        self.on_seats: Callable[[Seats], None] | None = None

    @property
    def info(self) -> TableInfo:
        return TableInfo(
            game=self.options.game,
            tradition=self.options.tradition,
            level=self.options.level,
            num_seats=self.spec.num_seats,
            code=self.code,
            chat=self.options.chat,
            undo=len(self.session.humans) <= 1,
            grace_seconds=self.options.grace_seconds,
        )

    # -- joining -----------------------------------------------------------------------------
    async def join(self, link: Link, hello: Hello) -> int:
        """Seat ``link`` as ``hello`` asks; raises :class:`Refused`. Returns the seat."""
        async with self.lock:
            if self.closed:
                raise Refused("bad-code", "this table has closed")
            common = set(hello.versions) & set(PROTOCOL_VERSIONS)
            if not common:
                shown = ", ".join(map(str, PROTOCOL_VERSIONS))
                raise Refused("unsupported-version", f"this host speaks protocol {shown}")
            is_host = hello.host_key is not None and secrets.compare_digest(
                hello.host_key, self.host_key
            )
            if hello.token is not None:
                seat = self._seat_of_token(hello.token)
                holder = self.holders[seat]
                old = holder.link
                holder.link = link
                if holder.grace is not None:
                    holder.grace.cancel()
                    holder.grace = None
                holder.ready = False
                self.session.back(seat)
                if old is not None:
                    asyncio.get_running_loop().create_task(self._replace(old))
            else:
                seat = self._free_seat(hello.seat)
                name = clean_text(hello.name, MAX_NAME_CHARS) or f"Player {seat + 1}"
                holder = Holder(secrets.token_urlsafe(24), name, is_host, link)
                self.holders[seat] = holder
                self.session.sit(seat, name)
                if is_host:
                    self.session.record_seat = seat
            await link.send(
                Welcome(
                    version=max(common),
                    seat=seat,
                    token=holder.token,
                    host=holder.host,
                    table=self.info,
                )
            )
            await self._send_seats()
            if self.stage != "lobby":
                await link.send(self._update(seat, []))
            if self.stage in ("between", "over"):
                await self._send_deal_over(seat)
            self._wake.set()
            return seat

    def _seat_of_token(self, token: str) -> int:
        for seat, holder in self.holders.items():
            if secrets.compare_digest(holder.token, token):
                return seat
        raise Refused("bad-token", "that seat token holds no seat here (its time may be up)")

    def _free_seat(self, wanted: int | None) -> int:
        seats = range(self.spec.num_seats)
        if wanted is not None:
            if wanted not in seats:
                raise Refused("no-seat", f"this table has seats 0 to {len(seats) - 1}")
            if wanted in self.holders:
                raise Refused("seat-taken", f"seat {wanted} is taken")
            return wanted
        free = [s for s in seats if s not in self.holders]
        if not free:
            raise Refused("no-seat", "every seat is taken")
        return free[0]

    async def _replace(self, old: Link) -> None:
        with contextlib.suppress(Exception):
            await old.send(Closing(reason="replaced"))
            await old.close()

    async def gone(self, link: Link, seat: int) -> None:
        """``link`` closed: its seat waits the grace time for its person, the AI playing it."""
        async with self.lock:
            holder = self.holders.get(seat)
            if holder is None or holder.link is not link:
                return  # replaced, or left already
            holder.link = None
            holder.ready = False
            self.session.away(seat)
            loop = asyncio.get_running_loop()
            holder.grace = loop.call_later(
                self.options.grace_seconds,
                lambda: loop.create_task(self._grace_over(seat, holder)),
            )
            await self._send_seats()
            await self._maybe_start()
            self._wake.set()

    async def _grace_over(self, seat: int, holder: Holder) -> None:
        async with self.lock:
            if self.holders.get(seat) is holder and holder.link is None:
                del self.holders[seat]
                self.session.stand_up(seat)
                await self._send_seats()
                await self._maybe_start()

    # -- messages ----------------------------------------------------------------------------
    async def handle(self, link: Link, seat: int, message: ClientMessage) -> None:
        """One message from the person at ``seat`` (a hello was answered before)."""
        holder = self.holders.get(seat)
        if holder is None or holder.link is not link:
            return
        if isinstance(message, Hello):
            await link.send(Error(code="hello-first", message="this connection said hello"))
        elif isinstance(message, Act):
            await self._act(link, seat, message)
        elif isinstance(message, Ready):
            await self._ready(link, seat)
        elif isinstance(message, Start):
            await self._start_now(link, holder)
        elif isinstance(message, AskHint):
            await self._hint(link, seat, message)
        elif isinstance(message, Check):
            await self._check(link, seat, message)
        elif isinstance(message, Undo):
            await self._undo(link, seat)
        elif isinstance(message, Chat):
            await self._chat(link, seat, message)
        elif isinstance(message, Leave):
            await self._leave(link, seat)

    async def _act(self, link: Link, seat: int, message: Act) -> None:
        async with self.lock:
            session = self.session
            if self.stage != "playing":
                await link.send(Error(code="not-now", message="no deal is being played now"))
                return
            state = session.state
            if message.deal is not None and message.deal != session.deal_number:
                await link.send(Error(code="stale", message="that deal is over"))
                return
            if message.turn is not None and message.turn != len(state.history()):
                await link.send(Error(code="stale", message="the position has moved on"))
                return
            if state.to_move != seat:
                await link.send(Error(code="not-your-turn", message="it is not your turn"))
                return
            try:
                step = session.play(message.action)
            except IllegalAction as exc:
                told = self._told(seat, exc.reason, [message.action])
                text = told.text if told is not None else "the rules do not allow that now"
                await link.send(Error(code="illegal", message=text, reason=told))
                return
            await self._after(step)

    async def _after(self, step: Step) -> None:
        """Tell every person what ``step`` changed, as their seat saw it."""
        for seat, holder in self.holders.items():
            if holder.link is not None:
                events = self.session.events_for(step, seat)
                await _send(holder.link, self._update(seat, events))
        if step.after.is_over:
            self.stage = "over" if self.session.match_over else "between"
            for holder in self.holders.values():
                holder.ready = False
            for seat in self.holders:
                await self._send_deal_over(seat)
            await self._send_seats()
            if self.on_deal_over is not None:
                result = self.on_deal_over()
                if result is not None:
                    await result
        self._wake.set()

    def _update(self, seat: int, events: Sequence[Event]) -> Update:
        session = self.session
        return Update(
            deal=session.deal_number,
            observation=dict(session.observation_for(seat)),
            events=[EventModel.model_validate(e, from_attributes=True) for e in events],
            standings=session.standings(),
            can_undo=session.can_undo_for(seat),
            reasons=self._reasons(seat),
        )

    def _reasons(self, seat: int) -> dict[str, ReasonModel]:
        session = self.session
        reasons = session.reasons_for(seat)
        if not reasons:
            return {}
        # Most reasons name the seat's own cards only; the whole observation is read for
        # the others alone.
        seen = set(session.observation_for(seat)["hand"])
        whole = False
        out = {}
        for action, reason in reasons.items():
            if not session.names_only(reason, action, seen):
                if not whole:
                    seen |= session.seen_cards(seat)
                    whole = True
                if not session.names_only(reason, action, seen):
                    continue
            out[action] = _reason(reason)
        return out

    def _told(self, seat: int, reason: Reason | str, sent: list[str]) -> ReasonModel | None:
        """``reason`` for an action ``seat`` sent, unless it names a card the seat cannot see
        (one it did not name itself)."""
        if isinstance(reason, Reason):
            seen = self.session.seen_cards(seat, sent)
            if not self.session.names_only(reason, "", seen):
                return None
        return _reason(reason)

    async def _send_deal_over(self, seat: int) -> None:
        holder = self.holders.get(seat)
        if holder is None or holder.link is None:
            return
        session = self.session
        await _send(
            holder.link,
            DealOver(
                deal=session.deal_number,
                result=dict(session.state.result()),
                standings=session.standings(),
                match_over=session.match_over,
            ),
        )
        record = session.record_for(seat)
        if record is not None:
            text, suffix = record
            await _send(
                holder.link,
                RecordFile(
                    game=session.game_id,
                    suffix=".jsonl" if suffix == ".jsonl" else ".json",
                    text=text,
                    deals=len(session.finished_states),
                ),
            )

    async def _ready(self, link: Link, seat: int) -> None:
        async with self.lock:
            if self.stage == "playing":
                await link.send(Error(code="not-now", message="there is no deal to start now"))
                return
            self.holders[seat].ready = True
            await self._send_seats()
            await self._maybe_start()

    async def _start_now(self, link: Link, holder: Holder) -> None:
        async with self.lock:
            if not holder.host:
                await link.send(Error(code="not-host", message="only the host starts the deal"))
                return
            if self.stage == "playing":
                await link.send(Error(code="not-now", message="there is no deal to start now"))
                return
            await self._deal()

    async def _maybe_start(self) -> None:
        """Deal when every person connected is ready (and, for a host that does not sit,
        enough people sat down)."""
        if self.stage == "playing":
            return
        present = [h for h in self.holders.values() if h.link is not None]
        if not present or not all(h.ready for h in present):
            return
        wanted = self.options.start_with
        if self.stage == "lobby" and wanted is not None and len(self.holders) < wanted:
            return
        await self._deal()

    async def start(self) -> None:
        """The hosting process deals now (the lobby, between deals, or a new match after one
        is over), whoever is ready."""
        async with self.lock:
            if self.stage != "playing":
                await self._deal()

    async def _deal(self) -> None:
        if self.stage == "between":
            self.session.next_deal()
        elif self.stage == "over":
            self.session.new_match()
        self.stage = "playing"
        for holder in self.holders.values():
            holder.ready = False
        for seat, holder in self.holders.items():
            if holder.link is not None:
                await _send(holder.link, self._update(seat, []))
        await self._send_seats()
        self._wake.set()

    async def _hint(self, link: Link, seat: int, message: AskHint) -> None:
        if self.stage != "playing":
            await link.send(
                Error(code="not-now", message="no deal is being played now", id=message.id)
            )
            return
        session = self.session
        async with self.thinking:
            hint = await asyncio.to_thread(session.hint_for, seat, message.after)
        if hint is None:
            await link.send(
                Error(code="not-your-turn", message="it is not your turn then", id=message.id)
            )
            return
        action, why = hint
        await link.send(Hint(id=message.id, action=action, code=why.code, args=dict(why.args)))

    async def _check(self, link: Link, seat: int, message: Check) -> None:
        if self.stage != "playing":
            await link.send(
                Error(code="not-now", message="no deal is being played now", id=message.id)
            )
            return
        _, done, reason = self.session.ahead(seat, message.actions)
        told = self._told(seat, reason, message.actions) if reason is not None else None
        await link.send(Checked(id=message.id, legal=done, reason=told))

    async def _undo(self, link: Link, seat: int) -> None:
        async with self.lock:
            session = self.session
            if len(session.humans) > 1:
                await link.send(Error(code="undo-off", message="no undo with friends at the table"))
                return
            if self.stage != "playing" or not session.can_undo_for(seat) or not session.undo():
                await link.send(Error(code="not-now", message="nothing to take back"))
                return
            await link.send(self._update(seat, []))
            self._wake.set()

    async def _chat(self, link: Link, seat: int, message: Chat) -> None:
        if not self.options.chat:
            await link.send(Error(code="chat-off", message="this table has no chat"))
            return
        text = clean_text(message.text, MAX_CHAT_CHARS)
        if not text:
            return
        line = ChatLine(seat=seat, name=self.session.names[seat], text=text)
        for holder in list(self.holders.values()):
            if holder.link is not None:
                await _send(holder.link, line)

    async def _leave(self, link: Link, seat: int) -> None:
        async with self.lock:
            holder = self.holders.pop(seat, None)
            if holder is None:
                return
            if holder.grace is not None:
                holder.grace.cancel()
            self.session.stand_up(seat)
            await _send(link, Closing(reason="left"))
            await self._send_seats()
            await self._maybe_start()
            self._wake.set()
        await link.close()

    async def _send_seats(self) -> None:
        seats = self.seats()
        if self.on_seats is not None:
            self.on_seats(seats)
        for holder in list(self.holders.values()):
            if holder.link is not None:
                await _send(holder.link, seats)

    def seats(self) -> Seats:
        out = []
        for seat in range(self.spec.num_seats):
            holder = self.holders.get(seat)
            if holder is None:
                out.append(SeatInfo(seat=seat, name="", kind="ai", connected=False, ready=False))
            else:
                out.append(
                    SeatInfo(
                        seat=seat,
                        name=holder.name,
                        kind="human",
                        connected=holder.link is not None,
                        ready=holder.ready,
                        host=holder.host,
                    )
                )
        stage = self.stage
        assert stage in ("lobby", "playing", "between", "over")
        return Seats(stage=stage, seats=out)

    # -- the AI seats ------------------------------------------------------------------------
    def run(self) -> None:
        """Start playing the AI seats (on the running loop)."""
        if self._driver is None:
            self._driver = asyncio.get_running_loop().create_task(self._drive())

    async def _drive(self) -> None:
        while not self.closed:
            await self._wake.wait()
            self._wake.clear()
            while not self.closed and await self._ai_move():
                await asyncio.sleep(0)  # let the people's messages in between AI moves

    async def _ai_move(self) -> bool:
        """Make one AI move if an AI seat is to move; whether one was made."""
        session = self.session
        async with self.lock:
            seat = session.ai_seat_to_move() if self.stage == "playing" else None
            if seat is None:
                return False
            key = (session.deal_number, len(session.state.history()))
            observation = session.agent_observation(seat)
        try:
            async with self.thinking:
                action = await asyncio.to_thread(session.ai_decide, seat, observation)
        except Exception:  # an AI bug must not end the table: a random legal action instead
            log.exception("the AI failed at seat %s", seat)
            action = random.choice(observation["legal_actions"])
        async with self.lock:
            now = (session.deal_number, len(session.state.history()))
            if now != key or session.ai_seat_to_move() != seat or self.stage != "playing":
                return True  # the position or the seat's holder changed: think again
            step = session.play(action)
            await self._after(step)
        return True

    async def close(self) -> None:
        """The table ends: everyone is told the host left."""
        async with self.lock:
            self.closed = True
            self._wake.set()
            for holder in self.holders.values():
                if holder.grace is not None:
                    holder.grace.cancel()
                if holder.link is not None:
                    with contextlib.suppress(Exception):
                        await holder.link.send(Closing(reason="host-left"))
                        await holder.link.close()
        if self._driver is not None:
            self._driver.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._driver


async def _send(link: Link, message: BaseModel) -> None:
    """Send to one person; a connection that just broke is the reader's to notice."""
    with contextlib.suppress(ConnectionError, RuntimeError):
        await link.send(message)


def _reason(reason: Reason | str) -> ReasonModel:
    if isinstance(reason, Reason):
        return ReasonModel(
            code=reason.code, args=dict(reason.args), game=reason.game, text=str(reason)
        )
    return ReasonModel(code="malformed", text=str(reason))


__all__ = ["DEFAULT_GRACE_SECONDS", "Link", "Refused", "Table", "TableOptions", "new_code"]
