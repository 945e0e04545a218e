"""Game records (records.md): pydantic models, JSON / JSON Lines loading, replay.

Records are the public contract: how games are saved, shared, replayed and checked. Pydantic
lives only here at the edge; replay feeds plain strings to the games' state machines.
"""

from __future__ import annotations

import json
import stat
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, ValidationError

from cardavia.engine.game import RECORD_FORMAT, GameState, IllegalAction, JsonDict, Reason
from cardavia.engine.registry import get_game
from cardavia.engine.text import visible

S = TypeVar("S", bound=GameState)


class RecordError(Exception):
    """A record or file that cannot be read (malformed JSON, wrong fields, bad deal)."""


class ReplayError(Exception):
    """An illegal action in a record: names the record, the action index and the reason."""

    def __init__(self, label: str, index: int, action: str, reason: Reason | str) -> None:
        # Both come from the file: shown with escapes and cut, never raw.
        action, reason = visible(action, 60), visible(str(reason), 300)
        super().__init__(f"{label}: action #{index} '{action}' is illegal: {reason}")
        self.label = label
        self.index = index
        self.action = action
        self.reason = reason


class DealModel(BaseModel):
    """The cards as dealt; which piles exist depends on the game."""

    model_config = ConfigDict(extra="forbid")

    hands: list[list[str]]
    chien: list[str] | None = None
    talon: list[str] | None = None
    stock: list[str] | None = None
    trump_card: str | None = None


class Record(BaseModel):
    """One deal: the deal, the actions in order, and (optionally) the stored result."""

    model_config = ConfigDict(extra="allow")

    format: Literal["cardavia-record/1"] = "cardavia-record/1"
    game: str
    tradition: str | None = None
    dealer: int = 0
    deal: DealModel
    actions: list[str] = []
    result: dict[str, Any] | None = None


class MatchRecord(BaseModel):
    """A Schnapsen match or a Preference session: its deals in order."""

    model_config = ConfigDict(extra="allow")

    format: Literal["cardavia-record/1"] = "cardavia-record/1"
    game: str
    tradition: str | None = None
    deals: list[Record]
    result: dict[str, Any] | None = None


@dataclass(frozen=True)
class LoadedRecord:
    label: str
    record: Record | MatchRecord


def parse_record(data: object, label: str) -> Record | MatchRecord:
    """Validate one decoded JSON value as a record or a match record."""
    if not isinstance(data, dict):
        raise RecordError(f"{label}: a record must be a JSON object, not {_json_type(data)}")
    if "deals" in data:
        deals = data.get("deals")
        if isinstance(deals, list):
            for deal in deals:
                if isinstance(deal, dict):
                    deal.setdefault("game", data.get("game"))
                    deal.setdefault("format", data.get("format", RECORD_FORMAT))
        model: type[Record] | type[MatchRecord] = MatchRecord
    else:
        model = Record
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        raise RecordError(f"{label}: {_describe(exc)}") from None
    except RecursionError:
        raise RecordError(f"{label}: nested too deeply to be a record") from None


#: The largest record file ``replay`` reads (a 10,000-deal simulation is about 25 MB).
MAX_RECORD_BYTES = 64 * 1024 * 1024


def load_records(path: str | Path) -> list[LoadedRecord]:
    """Read a file holding one JSON record, a JSON array of records, or JSON Lines.

    Only regular files up to ``MAX_RECORD_BYTES`` are read: a FIFO, a device (``/dev/zero``)
    or a folder is refused at once instead of blocking or filling memory.
    """
    path = Path(path)
    shown = visible(str(path))
    try:
        info = path.stat()
    except FileNotFoundError:
        raise RecordError(f"{shown}: no such file") from None
    except OSError as exc:
        raise RecordError(f"{shown}: cannot be read ({exc.strerror or exc})") from None
    if stat.S_ISDIR(info.st_mode):
        raise RecordError(f"{shown}: is a directory, not a record file") from None
    if not stat.S_ISREG(info.st_mode):
        raise RecordError(f"{shown}: not a regular file (a pipe, socket or device)")
    if info.st_size > MAX_RECORD_BYTES:
        raise RecordError(f"{shown}: larger than {MAX_RECORD_BYTES // (1024 * 1024)} MiB")
    try:
        with path.open("rb") as fh:
            raw = fh.read(MAX_RECORD_BYTES + 1)
    except OSError as exc:
        raise RecordError(f"{shown}: cannot be read ({exc.strerror or exc})") from None
    if len(raw) > MAX_RECORD_BYTES:
        raise RecordError(f"{shown}: larger than {MAX_RECORD_BYTES // (1024 * 1024)} MiB")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise RecordError(f"{shown}: not a UTF-8 text file") from None
    return parse_records_text(text, shown)


def parse_records_text(text: str, name: str = "<input>") -> list[LoadedRecord]:
    if not text.strip():
        raise RecordError(f"{name}: the file is empty; expected a JSON record or JSON Lines")
    try:
        whole = _loads(text)
    except RecursionError:
        raise RecordError(f"{name}: nested too deeply to be a record") from None
    except ValueError:  # JSONDecodeError, or a number too long to convert
        whole = None
        lines = [(n, line) for n, line in enumerate(text.splitlines(), 1) if line.strip()]
        if len(lines) == 1:
            _decode_line(lines[0][1], f"{name} line {lines[0][0]}")
    else:
        if isinstance(whole, list):
            return [
                LoadedRecord(f"record {i}", parse_record(item, f"record {i}"))
                for i, item in enumerate(whole, 1)
            ]
        return [LoadedRecord("record 1", parse_record(whole, "record 1"))]
    labels = [f"record {i} (line {lineno})" for i, (lineno, _) in enumerate(lines, 1)]
    decoded = [_decode_line(line, label) for (_, line), label in zip(lines, labels, strict=True)]
    return [
        LoadedRecord(label, parse_record(data, label))
        for data, label in zip(decoded, labels, strict=True)
    ]


class _BadNumber(ValueError):
    pass


def _finite(text: str) -> float:
    value = float(text)
    if value in (float("inf"), float("-inf")):
        raise _BadNumber(f"the number {text[:20]} is too large")
    return value


def _no_constant(name: str) -> float:
    raise _BadNumber(f"{name} is not a JSON number")


def _loads(text: str) -> object:
    """Strict JSON: no NaN / Infinity, no float that overflows to infinity."""
    return json.loads(text, parse_float=_finite, parse_constant=_no_constant)


def _decode_line(line: str, label: str) -> object:
    try:
        return _loads(line)
    except json.JSONDecodeError as exc:
        raise RecordError(f"{label}: not valid JSON ({exc.msg} at column {exc.colno})") from None
    except RecursionError:
        raise RecordError(f"{label}: nested too deeply to be a record") from None
    except ValueError as exc:  # e.g. an integer of thousands of digits
        raise RecordError(f"{label}: not valid JSON ({visible(str(exc))})") from None


def dump_jsonl(records: list[JsonDict], path: str | Path) -> None:
    """Write records as JSON Lines (one compact object per line)."""
    with Path(path).open("w", encoding="utf-8") as fh:
        for rec in records:
            fh.write(json.dumps(rec, ensure_ascii=False, separators=(",", ":")) + "\n")


def replay_deal(record: Record, label: str) -> GameState:
    """The state after every action of ``record``; raises on an illegal action."""
    try:
        spec = get_game(record.game)
    except KeyError as exc:
        raise RecordError(f"{label}: {exc.args[0]}") from None
    check_tradition(record.game, record.tradition, label)
    if not 0 <= record.dealer < spec.num_seats:
        raise RecordError(
            f"{label}: dealer {record.dealer} is not a seat (0 to {spec.num_seats - 1})"
        )
    try:
        state = spec.state_from_deal(record.deal, record.dealer)
    except RecordError as exc:
        raise RecordError(f"{label}: {exc}") from None
    return apply_record_actions(state, record.actions, label)


def apply_record_actions(state: S, actions: Iterable[str], label: str) -> S:
    """``state`` after a record's ``actions`` in order, read as a record reads them
    (``apply_recorded``: the silent "no chelem"); an illegal one raises :class:`ReplayError`
    naming ``label``, the action's index and why. The record checks of a deal, a Schnapsen
    match and a Preference session share it."""
    for index, action in enumerate(actions):
        try:
            state.apply_recorded(action)
        except IllegalAction as exc:
            raise ReplayError(label, index, action, exc.reason) from None
    return state


def check_tradition(game: str, tradition: str | None, label: str) -> None:
    """A record's ``tradition`` (optional) must be one that plays its game: it decides the
    card names and faces a replay shows."""
    if tradition is None:
        return
    from cardavia.traditions import TRADITIONS

    known = TRADITIONS.get(tradition)
    if known is None or game not in known.games:
        plays = ", ".join(t.id for t in TRADITIONS.values() if game in t.games)
        raise RecordError(
            f"{label}: tradition '{visible(tradition, 40)}' does not play {game}"
            + (f" (use {plays})" if plays else "")
        )


def replay(loaded: LoadedRecord) -> JsonDict:
    """The result of a record or match record, computed by the rules engine."""
    record = loaded.record
    if isinstance(record, MatchRecord):
        try:
            spec = get_game(record.game)
        except KeyError as exc:
            raise RecordError(f"{loaded.label}: {exc.args[0]}") from None
        if not spec.has_matches:
            raise RecordError(f"{loaded.label}: {record.game} has no matches; give single deals")
        check_tradition(record.game, record.tradition, loaded.label)
        return spec.replay_match(record.deals, loaded.label)
    return dict(replay_deal(record, loaded.label).result())


def result_mismatches(stored: dict[str, Any] | None, computed: Mapping[str, Any]) -> list[str]:
    """Fields of a stored result that disagree with the computed one.

    A field stored in another shape than it now has (an object where a list is computed, or
    the other way round) was written by an earlier version that gave the name another
    meaning — French Tarot's ``tricks_won`` was ``{"taker": n, "defence": m}`` — and is not
    compared: the file is not wrong, only older."""
    if not stored:
        return []
    return [
        f"{visible(key, 40)}: stored {_short_json(stored[key])}, "
        f"computed {_short_json(computed[key])}"
        for key in stored
        if key in computed
        and not _other_shape(stored[key], computed[key])
        and not _same(stored[key], computed[key])
    ]


def _other_shape(stored: object, computed: object) -> bool:
    containers = (dict, list)
    return (
        isinstance(stored, containers)
        and isinstance(computed, containers)
        and type(stored) is not type(computed)
    )


def deal_mismatches(
    number: int, stored: dict[str, Any] | None, computed: Mapping[str, Any]
) -> list[str]:
    """:func:`result_mismatches` of deal ``number`` of a match or session, each line naming
    the deal (a match's or session's ``deal_mismatches``)."""
    return [f"deal {number}: {problem}" for problem in result_mismatches(stored, computed)]


def _short_json(value: object) -> str:
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (ValueError, RecursionError):
        text = "<unprintable>"
    return visible(text, 200)


def _same(a: object, b: object) -> bool:
    if isinstance(a, bool) or isinstance(b, bool):
        return a == b
    if isinstance(a, int | float) and isinstance(b, int | float):
        return a == b  # exact for ints of any size; 36 == 36.0; never overflows a float
    return a == b


def _describe(exc: ValidationError) -> str:
    parts = []
    for err in exc.errors()[:3]:
        where = ".".join(visible(str(p), 40) for p in err["loc"]) or "record"
        parts.append(f"{where}: {visible(err['msg'])}")
    more = len(exc.errors()) - 3
    return "; ".join(parts) + (f" (and {more} more problems)" if more > 0 else "")


def _json_type(value: object) -> str:
    return {list: "an array", str: "a string", int: "a number", float: "a number"}.get(
        type(value), "null" if value is None else type(value).__name__
    )
