"""The table protocol (docs/protocol.md): one JSON object per WebSocket text frame, each with
a ``type``. These models are the edge: the host validates every frame a client sends with
:func:`parse_client`, the client every frame the host sends with :func:`parse_host`.

Cards, actions, observations and results are the engine's own JSON (records.md and
engine/view.py); the protocol only carries them.
"""

from __future__ import annotations

import json
import re
import unicodedata
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

#: The protocol versions this code speaks; a hello lists the client's, the host picks the
#: highest both speak.
PROTOCOL_VERSIONS = (1,)
PROTOCOL_NAME = "cardavia-table"
#: Where the host listens for table connections, and answers who sits where (``?code=``).
PATH = "/table"
PEEK_PATH = "/table/seats"

#: The largest frame either side accepts (a Tarot update with every trick is about 6 kB).
MAX_FRAME_BYTES = 64 * 1024
MAX_NAME_CHARS = 24
MAX_CHAT_CHARS = 200
MAX_ACTION_CHARS = 120
#: A hint or check may look this many actions ahead (a Tarot discard is 6).
MAX_AHEAD = 24

#: The alphabet of invitation codes: no 0/O, 1/I/L, nor U/V (read aloud or handwritten).
CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTWXYZ"
CODE_PATTERN = re.compile(r"^[2-9A-HJKMNP-TW-Z]{4}-[2-9A-HJKMNP-TW-Z]{2}$")


class _Message(BaseModel):
    # Unknown fields are ignored, so a newer peer's additions do not break an older one.
    model_config = ConfigDict(extra="ignore", frozen=True)


# -- client -> host ---------------------------------------------------------------------------
class Hello(_Message):
    """The first frame: which table, which seat, who. ``token`` reclaims a seat held before
    (reconnection); ``seat`` asks for one seat (None: the host gives a free one)."""

    type: Literal["hello"] = "hello"
    versions: list[int] = Field(default_factory=lambda: list(PROTOCOL_VERSIONS), max_length=16)
    code: str = Field(max_length=16)
    name: str = Field(default="", max_length=200)
    seat: int | None = Field(default=None, ge=0, le=15)
    token: str | None = Field(default=None, max_length=100)
    #: The host's own client (the person who opened the table) proves it with this key.
    host_key: str | None = Field(default=None, max_length=100)
    locale: str = Field(default="", max_length=35)


class Act(_Message):
    """Play ``action`` (record notation) for the sender's seat. ``turn`` is the number of
    actions of the deal the client had seen (``len(observation.actions)``): an action sent
    for a position that has moved on is refused as ``stale`` instead of applied."""

    type: Literal["action"] = "action"
    action: str = Field(max_length=MAX_ACTION_CHARS)
    deal: int | None = Field(default=None, ge=1)
    turn: int | None = Field(default=None, ge=0)


class Ready(_Message):
    """Ready for the first or the next deal."""

    type: Literal["ready"] = "ready"


class AskHint(_Message):
    """What the ``normal`` AI would do in the sender's place, after ``after`` (the sender's own
    actions, not applied: a discard's next card)."""

    type: Literal["hint"] = "hint"
    id: int = Field(ge=0)
    after: list[Annotated[str, Field(max_length=MAX_ACTION_CHARS)]] = Field(
        default_factory=list, max_length=MAX_AHEAD
    )


class Check(_Message):
    """Would these actions of the sender's, in order, be legal from the current position?
    Nothing is applied; the answer is :class:`Checked`."""

    type: Literal["check"] = "check"
    id: int = Field(ge=0)
    actions: list[Annotated[str, Field(max_length=MAX_ACTION_CHARS)]] = Field(
        min_length=1, max_length=MAX_AHEAD
    )


class Undo(_Message):
    """Take back the sender's last decision (only when one human sits at the table)."""

    type: Literal["undo"] = "undo"


class Chat(_Message):
    type: Literal["chat"] = "chat"
    text: str = Field(max_length=1000)


class Leave(_Message):
    """Leave the table for good: the seat goes to the AI and the token stops working."""

    type: Literal["leave"] = "leave"


class Start(_Message):
    """Host only: deal now (the lobby) or start the next deal without waiting for everyone."""

    type: Literal["start"] = "start"


ClientMessage = Annotated[
    Hello | Act | Ready | AskHint | Check | Undo | Chat | Leave | Start,
    Field(discriminator="type"),
]


# -- host -> client ---------------------------------------------------------------------------
class TableInfo(_Message):
    game: str
    tradition: str
    level: str
    num_seats: int
    code: str
    chat: bool
    undo: bool
    grace_seconds: float


class Welcome(_Message):
    type: Literal["welcome"] = "welcome"
    version: int
    seat: int
    token: str
    host: bool = False
    table: TableInfo


class SeatInfo(_Message):
    seat: int
    name: str
    #: "human": a person holds the seat (connected or within the grace time); "ai": nobody
    #: does (the host's AI plays it; a friend may take it).
    kind: Literal["human", "ai"]
    connected: bool
    ready: bool
    host: bool = False


class Seats(_Message):
    """Who sits where; sent to everyone whenever it changes."""

    type: Literal["seats"] = "seats"
    #: "lobby" before the first deal, "playing", "between" deals, "over" (the match ended).
    stage: Literal["lobby", "playing", "between", "over"]
    seats: list[SeatInfo]


class Peek(_Message):
    """The answer to ``GET /table/seats?code=CODE``: the table and who sits where, for a
    seat picker before sitting down."""

    type: Literal["peek"] = "peek"
    table: TableInfo
    seats: Seats


class EventModel(_Message):
    """Something the table shows and logs (play/session.py ``Event``), as this seat saw it:
    a card put away face down reads ``discard:?``."""

    kind: str
    seat: int | None = None
    action: str = ""
    cards: list[str] = Field(default_factory=list)
    number: int = 0


class ReasonModel(_Message):
    """Why an action is not allowed (engine/reasons.py): a catalog code and its arguments,
    and the English text for clients without the catalogs."""

    code: str
    args: dict[str, str | int] = Field(default_factory=dict)
    game: str = ""
    text: str = ""


class Update(_Message):
    """The position as the receiving seat may know it, after ``events``. Sent at every change
    (an action by anyone, a new deal, a reconnection)."""

    type: Literal["update"] = "update"
    deal: int
    #: ``state.observation(seat)`` plus ``standings`` (engine/view.py): never another seat's
    #: hidden cards.
    observation: dict[str, Any]
    events: list[EventModel] = Field(default_factory=list)
    standings: dict[str, Any] = Field(default_factory=dict)
    can_undo: bool = False
    #: To the seat to move only: why each action of its vocabulary that is not legal now
    #: is not (each card of its hand, each of the phase's actions), by action.
    reasons: dict[str, ReasonModel] = Field(default_factory=dict)


class DealOver(_Message):
    """The deal's result (records.md) and the standing after it."""

    type: Literal["deal-over"] = "deal-over"
    deal: int
    result: dict[str, Any]
    standings: dict[str, Any]
    match_over: bool


class RecordFile(_Message):
    """The whole record file of this table so far, as the host saves it but seen from the
    receiving seat (``human``): the client writes it to its own records folder, replacing
    the copy it wrote after the previous deal."""

    type: Literal["records"] = "records"
    game: str
    suffix: Literal[".json", ".jsonl"]
    text: str
    deals: int


class Hint(_Message):
    type: Literal["hint"] = "hint"
    id: int
    action: str
    #: The reason (ai/common.py ``Explanation``): ``hint-<code>`` in the catalogs.
    code: str
    args: dict[str, str | int] = Field(default_factory=dict)


class Checked(_Message):
    type: Literal["checked"] = "checked"
    id: int
    #: How many of the actions, in order, would be legal (all of them: ``reason`` is None).
    legal: int
    reason: ReasonModel | None = None


class ChatLine(_Message):
    type: Literal["chat"] = "chat"
    seat: int
    name: str
    text: str


class Error(_Message):
    """A frame the host did not accept. ``fatal``: the host closes the connection next."""

    type: Literal["error"] = "error"
    code: str
    message: str
    #: The ``id`` of the hint or check it answers, when it answers one.
    id: int | None = None
    reason: ReasonModel | None = None
    fatal: bool = False


class Closing(_Message):
    """The host is about to close this connection: ``host-left`` (the table ended),
    ``replaced`` (the seat was reclaimed from another connection), ``left`` (after Leave)."""

    type: Literal["closing"] = "closing"
    reason: Literal["host-left", "replaced", "left"]


HostMessage = Annotated[
    Welcome | Seats | Update | DealOver | RecordFile | Hint | Checked | ChatLine | Error | Closing,
    Field(discriminator="type"),
]

_CLIENT: TypeAdapter[ClientMessage] = TypeAdapter(ClientMessage)
_HOST: TypeAdapter[HostMessage] = TypeAdapter(HostMessage)


class ProtocolError(Exception):
    """A frame that is not a valid message; ``code`` is the error code to answer with."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


def _decode(text: str | bytes) -> dict[str, Any]:
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise ProtocolError("bad-json", "the frame is not valid JSON") from None
    if not isinstance(data, dict):
        raise ProtocolError("bad-message", "a message is a JSON object with a 'type'")
    return data


def _describe(exc: ValidationError) -> str:
    first = exc.errors(include_url=False)[0]
    where = ".".join(str(p) for p in first["loc"]) or "message"
    return f"{where}: {first['msg']}"[:200]


def parse_client(text: str | bytes) -> ClientMessage:
    """A client's frame as a message; raises :class:`ProtocolError` (never anything else)."""
    data = _decode(text)
    try:
        return _CLIENT.validate_python(data)
    except ValidationError as exc:
        if not isinstance(data.get("type"), str) or data["type"] not in _CLIENT_TYPES:
            raise ProtocolError("unknown-type", "unknown message type") from None
        raise ProtocolError("bad-message", _describe(exc)) from None
    except RecursionError:
        raise ProtocolError("bad-message", "nested too deeply") from None


def parse_host(text: str | bytes) -> HostMessage:
    """A host's frame as a message; raises :class:`ProtocolError` (never anything else)."""
    data = _decode(text)
    try:
        return _HOST.validate_python(data)
    except ValidationError as exc:
        raise ProtocolError("bad-message", _describe(exc)) from None
    except RecursionError:
        raise ProtocolError("bad-message", "nested too deeply") from None


_CLIENT_TYPES = {"hello", "action", "ready", "hint", "check", "undo", "chat", "leave", "start"}


def dump(message: BaseModel) -> str:
    """A message as the JSON text of one frame."""
    return message.model_dump_json()


# -- text from other players ------------------------------------------------------------------
_ESCAPES = re.compile(
    r"\x1b\[[0-?]*[ -/]*[@-~]"  # CSI: colours, cursor moves, clearing
    r"|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?"  # OSC: window titles, hyperlinks, clipboard
    r"|\x1b[PX^_][^\x1b]*(?:\x1b\\)?"  # DCS, SOS, PM, APC strings
    r"|\x1b."  # any other two-character escape
    r"|\x9b[0-?]*[ -/]*[@-~]"  # 8-bit CSI
    r"|[\x90\x98\x9d\x9e\x9f][^\x07\x1b\x9c]*(?:\x07|\x9c)?"  # 8-bit DCS, SOS, OSC, PM, APC
    r"|[\x80-\x9f]"  # other C1 controls
)


def clean_text(text: str, limit: int) -> str:
    """``text`` safe to show on another player's screen: escape sequences and control or
    format characters (bidi overrides, zero-width joiners) removed, spaces collapsed, cut to
    ``limit`` characters."""
    text = _ESCAPES.sub("", text)
    kept = [
        " " if ch.isspace() else ch
        for ch in text
        if ch.isspace() or unicodedata.category(ch) not in ("Cc", "Cf", "Cs", "Co", "Cn")
    ]
    return " ".join("".join(kept).split())[:limit]


__all__ = [
    "CODE_ALPHABET",
    "CODE_PATTERN",
    "MAX_CHAT_CHARS",
    "MAX_FRAME_BYTES",
    "MAX_NAME_CHARS",
    "PATH",
    "PROTOCOL_VERSIONS",
    "Act",
    "AskHint",
    "Chat",
    "ChatLine",
    "Check",
    "Checked",
    "ClientMessage",
    "Closing",
    "DealOver",
    "Error",
    "EventModel",
    "Hello",
    "Hint",
    "HostMessage",
    "Leave",
    "Peek",
    "ProtocolError",
    "Ready",
    "ReasonModel",
    "RecordFile",
    "SeatInfo",
    "Seats",
    "Start",
    "TableInfo",
    "Undo",
    "Update",
    "Welcome",
    "clean_text",
    "dump",
    "parse_client",
    "parse_host",
]
