"""Game records (records.md): pydantic models, JSON / JSON Lines loading, replay.

Records are the public contract: how games are saved, shared, replayed and checked. Pydantic
lives only here at the edge; replay feeds plain strings to the games' state machines.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, ValidationError

from cardavia.engine.game import RECORD_FORMAT, GameState, IllegalAction, JsonDict
from cardavia.engine.registry import get_game


class RecordError(Exception):
    """A record or file that cannot be read (malformed JSON, wrong fields, bad deal)."""


class ReplayError(Exception):
    """An illegal action in a record: names the record, the action index and the reason."""

    def __init__(self, label: str, index: int, action: str, reason: str) -> None:
        super().__init__(f"{label}: action #{index} {action!r} is illegal: {reason}")
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


def load_records(path: str | Path) -> list[LoadedRecord]:
    """Read a file holding one JSON record, a JSON array of records, or JSON Lines."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise RecordError(f"{path}: no such file") from None
    except IsADirectoryError:
        raise RecordError(f"{path}: is a directory, not a record file") from None
    except UnicodeDecodeError:
        raise RecordError(f"{path}: not a UTF-8 text file") from None
    except OSError as exc:
        raise RecordError(f"{path}: cannot be read ({exc.strerror})") from None
    return parse_records_text(text, str(path))


def parse_records_text(text: str, name: str = "<input>") -> list[LoadedRecord]:
    if not text.strip():
        raise RecordError(f"{name}: the file is empty; expected a JSON record or JSON Lines")
    try:
        whole = json.loads(text)
    except json.JSONDecodeError:
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


def _decode_line(line: str, label: str) -> object:
    try:
        return json.loads(line)
    except json.JSONDecodeError as exc:
        raise RecordError(f"{label}: not valid JSON ({exc.msg} at column {exc.colno})") from None


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
    if not 0 <= record.dealer < spec.num_seats:
        raise RecordError(
            f"{label}: dealer {record.dealer} is not a seat (0 to {spec.num_seats - 1})"
        )
    try:
        state = spec.state_from_deal(record.deal, record.dealer)
    except RecordError as exc:
        raise RecordError(f"{label}: {exc}") from None
    for index, action in enumerate(record.actions):
        try:
            state.apply(action)
        except IllegalAction as exc:
            raise ReplayError(label, index, action, exc.reason) from None
    return state


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
        return spec.replay_match(record.deals, loaded.label)
    return replay_deal(record, loaded.label).result()


def result_mismatches(stored: dict[str, Any] | None, computed: JsonDict) -> list[str]:
    """Fields of a stored result that disagree with the computed one."""
    if not stored:
        return []
    return [
        f"{key}: stored {json.dumps(stored[key])}, computed {json.dumps(computed[key])}"
        for key in stored
        if key in computed and not _same(stored[key], computed[key])
    ]


def _same(a: object, b: object) -> bool:
    if isinstance(a, int | float) and isinstance(b, int | float) and not isinstance(a, bool):
        return float(a) == float(b)
    return a == b


def _describe(exc: ValidationError) -> str:
    parts = []
    for err in exc.errors()[:3]:
        where = ".".join(str(p) for p in err["loc"]) or "record"
        parts.append(f"{where}: {err['msg']}")
    more = len(exc.errors()) - 3
    return "; ".join(parts) + (f" (and {more} more problems)" if more > 0 else "")


def _json_type(value: object) -> str:
    return {list: "an array", str: "a string", int: "a number", float: "a number"}.get(
        type(value), "null" if value is None else type(value).__name__
    )
