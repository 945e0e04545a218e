"""The index of saved records: a SQLite cache beside ``records/``, rebuilt from the files.

The record files stay the source of truth. Every ``.json`` / ``.jsonl`` file in the records
folder counts (the app's own saves, files a player copies there, ``simulate --out``). Each is
replayed through the rules engine once and summarised into the index; a file is read again
when its size or modification time changes, and forgotten when it goes. A damaged index
(not a database, a schema from another version) is thrown away and rebuilt, and so is one
holding anything it did not write itself: every row carries a digest of its values, every file
row how many rows it has, so an edited, added or removed row means rebuild from the records. A
damaged record file, or anything in the folder that is not a readable file, is listed as
skipped with the reason. Nothing here is ever fatal.

Paths are kept as the file system's bytes (a file name need not be UTF-8).

Concurrency: WAL journal, a busy timeout, and every change in one ``BEGIN IMMEDIATE``
transaction, so two Cardavia processes can sync and read the index at the same time.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import json
import math
import os
import re
import sqlite3
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import UTC, date, datetime, time, timedelta
from pathlib import Path
from typing import Any, TypeVar

from cardavia.engine.game import JsonDict

#: Bump when the tables or the facts kept per deal change: older indexes are rebuilt.
SCHEMA_VERSION = 2
INDEX_NAME = "index.sqlite3"
RECORD_SUFFIXES = (".json", ".jsonl")
#: How long a process waits for another one's transaction before giving up (ms).
BUSY_TIMEOUT_MS = 10_000

#: ``played`` is kept inside these years (UTC), so it shows as a local date on any system
#: and in any time zone; a record dated outside them counts as undated.
PLAYED_YEARS = (1971, 2999)
#: The most of a record's ``level`` kept (a level is a short name).
MAX_LEVEL = 100
#: The most of a skipped file's reason kept.
MAX_REASON = 1000

# Each row ends with the digest of its other values; a file's row also counts its rows.
_TABLES = """
CREATE TABLE files (
    path BLOB PRIMARY KEY, stamp TEXT NOT NULL, entries INTEGER NOT NULL,
    deals INTEGER NOT NULL, skipped INTEGER NOT NULL, digest INTEGER NOT NULL
);
CREATE TABLE entries (
    path BLOB NOT NULL, number INTEGER NOT NULL, game TEXT NOT NULL, kind TEXT NOT NULL,
    deals INTEGER NOT NULL, played REAL NOT NULL, level TEXT, over INTEGER NOT NULL,
    won INTEGER, score REAL, summary TEXT NOT NULL, digest INTEGER NOT NULL,
    PRIMARY KEY (path, number)
);
CREATE TABLE deals (
    path BLOB NOT NULL, number INTEGER NOT NULL, deal INTEGER NOT NULL, game TEXT NOT NULL,
    played REAL NOT NULL, level TEXT, over INTEGER NOT NULL, won INTEGER, score REAL,
    facts TEXT NOT NULL, digest INTEGER NOT NULL,
    PRIMARY KEY (path, number, deal)
);
CREATE TABLE skipped (
    path BLOB NOT NULL, number INTEGER, reason TEXT NOT NULL, digest INTEGER NOT NULL
);
CREATE INDEX entries_played ON entries (played);
CREATE INDEX deals_game ON deals (game, played);
"""
_ROW_TABLES = ("entries", "deals", "skipped")
_ENTRY_COLUMNS = "path, number, game, kind, deals, played, level, over, won, score, summary"
_DEAL_COLUMNS = "path, number, deal, game, played, level, over, won, score, facts"
_SURROGATE = re.compile("[\ud800-\udfff]")
T = TypeVar("T")


def data_dir() -> Path:
    """$CARDAVIA_DATA_DIR, else the platform's user data folder (records/ lives in it)."""
    override = os.environ.get("CARDAVIA_DATA_DIR")
    if override:
        return Path(override)
    from platformdirs import user_data_dir

    return Path(user_data_dir("cardavia", appauthor=False))


@dataclass(frozen=True)
class Entry:
    """One record in a file: a deal, a Schnapsen match or a Preference session."""

    path: str
    number: int  # its position among the file's records (0-based)
    game: str
    kind: str  # "deal", "match" or "session"
    deals: int
    played: float  # POSIX time: the record's "played" field, else the file's mtime
    level: str | None  # the AI level played against, when the record says
    over: bool
    won: bool | None  # for the player's seat; None when neither (annulled, unfinished, ...)
    score: float | None
    summary: JsonDict = field(default_factory=dict)

    @property
    def result(self) -> str:
        if not self.over:
            return "unfinished"
        return {True: "won", False: "lost", None: "even"}[self.won]

    def as_json(self) -> JsonDict:
        return {
            "file": self.path,
            "record": self.number + 1,
            "game": self.game,
            "kind": self.kind,
            "deals": self.deals,
            "played": datetime.fromtimestamp(self.played).isoformat(timespec="seconds"),
            "level": self.level,
            "result": self.result,
            "score": self.score,
            **self.summary,
        }


@dataclass(frozen=True)
class DealRow:
    """One finished or unfinished deal, with the facts the statistics count."""

    path: str
    number: int
    deal: int
    game: str
    played: float
    level: str | None
    over: bool
    won: bool | None
    score: float | None
    facts: JsonDict
    month: str = ""  # "YYYY-MM", local time (filled in when read from the index)


@dataclass(frozen=True)
class Skipped:
    path: str
    number: int | None  # None: the whole file
    reason: str


@dataclass
class SyncReport:
    read: int = 0  # files (re)indexed
    forgotten: int = 0  # files gone from the folder
    rebuilt: bool = False  # the index was missing, damaged or of another schema
    pending: int = 0  # files not brought up to date: another process held the index locked


# -- summarising records ------------------------------------------------------------------------
def _utc(year: int, month: int, day: int) -> float:
    return datetime(year, month, day, tzinfo=UTC).timestamp()


_EARLIEST, _LATEST = _utc(PLAYED_YEARS[0], 1, 1), _utc(PLAYED_YEARS[1], 12, 31)


def _played(raw: object, fallback: float) -> float:
    """The record's ``played`` time, else ``fallback`` (the file's), kept within
    ``PLAYED_YEARS``."""
    if isinstance(raw, str):
        try:
            moment = datetime.fromisoformat(raw).timestamp()
        except (ValueError, OverflowError, OSError):  # not a date, or beyond the calendar
            pass
        else:
            if _EARLIEST <= moment <= _LATEST:
                return moment
    return min(max(float(fallback), _EARLIEST), _LATEST)


def _storable(text: str, limit: int) -> str:
    """``text`` cut to ``limit`` characters, a lone surrogate (``"\\ud800"`` in the JSON)
    replaced: SQLite keeps UTF-8 only."""
    return _SURROGATE.sub("\ufffd", text[:limit])


def _seat(raw: object, seats: int) -> int:
    return raw if isinstance(raw, int) and not isinstance(raw, bool) and 0 <= raw < seats else 0


def summarise(loaded: Any, number: int, path: str, mtime: float) -> tuple[Entry, list[DealRow]]:
    """Replay one loaded record through the engine; its entry and its deals' rows.

    Raises ``RecordError`` / ``ReplayError`` for a record the engine refuses."""
    from cardavia.engine.records import MatchRecord, RecordError, replay, replay_deal
    from cardavia.engine.registry import game_ids, get_game

    record = loaded.record
    game = record.game
    if game not in game_ids():
        raise RecordError(f"{loaded.label}: unknown game {game!r}")
    spec = get_game(game)
    history = spec.history
    extra = record.model_extra or {}
    you = _seat(extra.get("human"), spec.num_seats)
    played = _played(extra.get("played"), mtime)
    level = extra.get("level")
    level = _storable(level, MAX_LEVEL) if isinstance(level, str) else None
    results: list[JsonDict]
    if isinstance(record, MatchRecord):
        whole = replay(loaded)  # checks the match as a whole (dealers, order, legality)
        results = _match_results(game, record.deals, loaded.label)
        kind = history.series_kind or "match"
    else:
        whole = dict(replay_deal(record, loaded.label).result())
        results = [whole]
        kind = "deal"
    rows = []
    for deal, result in enumerate(results):
        won, score, facts = history.deal_facts(result, you)
        rows.append(
            DealRow(
                path, number, deal, game, played, level, bool(result.get("over")), won, score, facts
            )
        )
    over = bool(whole.get("over"))
    if kind == "deal":
        won, score = rows[0].won, rows[0].score
        summary = history.deal_summary(whole)
    else:
        scores = [r.score or 0 for r in rows]
        over, won, score, summary = history.series_outcome(whole, scores, you)
    entry = Entry(path, number, game, kind, len(results), played, level, over, won, score, summary)
    return entry, rows


def _match_results(game: str, deals: list[Any], label: str) -> list[JsonDict]:
    """Each deal's own result inside a match or session, replayed through the game's series
    (so a Preference session carries its scores and pool from deal to deal)."""
    from cardavia.engine.registry import get_game

    series = get_game(game).new_series(deals[0].dealer)
    results: list[JsonDict] = []
    for record in deals:
        state = series.start_recorded(record.deal, record.dealer)
        for action in record.actions:
            state.apply_recorded(action)
        series.replace_current(state)
        if state.is_over:
            series.finish_deal(state)
        results.append(dict(state.result()))
    return results


# -- rows as the index keeps them ---------------------------------------------------------------
class _Unexpected(Exception):
    """A row the index did not write as it stands (edited, or from something else): the index
    is rebuilt from the records."""


def _digest(values: tuple[Any, ...]) -> int:
    """A signed 64-bit digest of a row's values, stored beside them."""
    raw = hashlib.blake2b(repr(values).encode("utf-8"), digest_size=8).digest()
    return int.from_bytes(raw, "big", signed=True)


def _checked(row: tuple[Any, ...]) -> tuple[Any, ...]:
    """The row's values without its digest; ``_Unexpected`` if they do not match it."""
    *values, digest = row
    if _digest(tuple(values)) != digest:
        raise _Unexpected
    return tuple(values)


def _signed(values: tuple[Any, ...]) -> tuple[Any, ...]:
    return (*values, _digest(values))


def _key(path: str) -> bytes:
    return os.fsencode(path)


def _stamp(stat: tuple[int, int]) -> str:
    """Size and modification time as the index keeps them (text: a time past 2262 is beyond
    SQLite's 64-bit integers)."""
    return f"{stat[0]} {stat[1]}"


def _real(value: float | None) -> float | None:
    """As SQLite's REAL gives it back (NaN would come back as NULL)."""
    return None if value is None or not math.isfinite(value) else float(value)


def _entry_values(e: Entry) -> tuple[Any, ...]:
    return (
        _key(e.path),
        e.number,
        e.game,
        e.kind,
        e.deals,
        float(e.played),
        e.level,
        int(e.over),
        _int(e.won),
        _real(e.score),
        json.dumps(e.summary),
    )


def _deal_values(r: DealRow) -> tuple[Any, ...]:
    return (
        _key(r.path),
        r.number,
        r.deal,
        r.game,
        float(r.played),
        r.level,
        int(r.over),
        _int(r.won),
        _real(r.score),
        json.dumps(r.facts, separators=(",", ":")),
    )


@functools.cache
def _reference_schema() -> frozenset[tuple[str, str, str, str | None]]:
    """The tables and indexes of this version, as SQLite itself records them."""
    con = sqlite3.connect(":memory:")
    try:
        con.executescript(_TABLES)
        return _schema(con)
    finally:
        con.close()


def _schema(con: sqlite3.Connection) -> frozenset[tuple[str, str, str, str | None]]:
    rows = con.execute(
        "SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite!_%' "
        "ESCAPE '!'"
    )
    return frozenset(rows)


# -- the index ----------------------------------------------------------------------------------
class RecordIndex:
    """The index of ``records`` kept in ``db`` (``:memory:`` when the folder is unwritable)."""

    def __init__(self, records: Path | None = None, db: Path | None = None) -> None:
        self.records = records if records is not None else data_dir() / "records"
        self.db_path = db if db is not None else self.records.parent / INDEX_NAME
        self.rebuilt = False
        self.problem: str | None = None  # why the index lives in memory only, if it does
        #: Record files the last sync could not take in (another process held the index
        #: locked): what is listed may miss them.
        self.pending = 0
        self.con = self._open()

    # opening ---------------------------------------------------------------------------------
    def _open(self) -> sqlite3.Connection:
        for attempt in range(2):
            try:
                return self._connect(self.db_path)
            except sqlite3.DatabaseError as exc:
                if attempt == 0 and _damaged(exc):  # not a database: it is only a cache
                    self._discard()
                    continue
                self.problem = str(exc)  # locked for too long, read-only, ...
                break
            except OSError as exc:
                self.problem = exc.strerror or str(exc)
                break
        return self._connect(None)  # the records are still read, into memory

    def _connect(self, path: Path | None) -> sqlite3.Connection:
        if path is not None:
            path.parent.mkdir(parents=True, exist_ok=True)
        con = sqlite3.connect(
            ":memory:" if path is None else str(path),
            timeout=BUSY_TIMEOUT_MS / 1000,
            isolation_level=None,  # transactions are explicit
            check_same_thread=False,
        )
        try:
            con.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
            if path is not None:
                con.execute("PRAGMA journal_mode = WAL")
            con.execute("PRAGMA synchronous = NORMAL")
            if not self._schema_ok(con):
                self._create(con)
        except BaseException:
            con.close()
            raise
        return con

    @staticmethod
    def _schema_ok(con: sqlite3.Connection) -> bool:
        """This version's tables and indexes exactly, nothing else (an index from another
        version, or with a table, column, view or trigger added, is rebuilt)."""
        if con.execute("PRAGMA user_version").fetchone()[0] != SCHEMA_VERSION:
            return False
        return _schema(con) == _reference_schema()

    def _create(self, con: sqlite3.Connection) -> None:
        with self._transaction(con):
            if self._schema_ok(con):
                return  # another process built it while we waited
            objects = con.execute(
                "SELECT type, name FROM sqlite_master WHERE type IN ('view', 'trigger', 'table')"
                " AND name NOT LIKE 'sqlite!_%' ESCAPE '!' ORDER BY type = 'table'"
            ).fetchall()
            for kind, name in objects:  # a table's indexes go with it
                quoted = name.replace('"', '""')
                con.execute(f'DROP {kind.upper()} IF EXISTS "{quoted}"')
            for statement in _TABLES.split(";"):
                if statement.strip():
                    con.execute(statement)
            con.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        self.rebuilt = True

    def _discard(self) -> None:
        for suffix in ("", "-wal", "-shm"):
            with contextlib.suppress(OSError):
                Path(f"{self.db_path}{suffix}").unlink()
        self.rebuilt = True

    @staticmethod
    @contextlib.contextmanager
    def _transaction(con: sqlite3.Connection) -> Iterator[None]:
        con.execute("BEGIN IMMEDIATE")
        try:
            yield
        except BaseException:
            con.execute("ROLLBACK")
            raise
        con.execute("COMMIT")

    def close(self) -> None:
        self.con.close()

    def __enter__(self) -> RecordIndex:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # syncing ---------------------------------------------------------------------------------
    def record_files(self) -> dict[str, tuple[int, int]]:
        """Every record file in the folder: path -> (size, mtime in ns). Whatever bears a
        record file's name counts, a folder, a pipe or a broken link too: reading it fails
        and it is listed as skipped with the reason."""
        found: dict[str, tuple[int, int]] = {}
        try:
            names = os.scandir(self.records)
        except OSError:
            return found
        with names:
            for item in names:
                if item.name.startswith(".") or not item.name.endswith(RECORD_SUFFIXES):
                    continue  # temporary files of an atomic write start with a dot
                for follow in (True, False):  # a link that leads nowhere: the link's own
                    with contextlib.suppress(OSError):
                        info = item.stat(follow_symlinks=follow)
                        found[item.path] = (info.st_size, info.st_mtime_ns)
                        break
        return found

    def sync(self) -> SyncReport:
        """Bring the index up to date with the records folder."""
        report = SyncReport(rebuilt=self.rebuilt)
        try:
            self._sync(report)
        except sqlite3.DatabaseError as exc:
            if not _damaged(exc):  # locked for too long: what is indexed is still shown
                self.problem = str(exc)
            else:  # damaged while we ran: start again from scratch
                self.close()
                self._discard()
                self.con = self._open()
                report = SyncReport(rebuilt=True)
                try:
                    self._sync(report)
                except sqlite3.DatabaseError as again:
                    self.problem = str(again)
        self.rebuilt = False
        self.pending = report.pending
        return report

    def _indexed(self) -> tuple[dict[Any, str], set[Any]]:
        """The files the index holds whole and unedited (key -> stamp), and every path any
        of its rows names (those of a file held in part are forgotten and read again)."""
        counts: dict[Any, list[int]] = {}
        for column, table in enumerate(_ROW_TABLES):
            for path, n in self.con.execute(f"SELECT path, count(*) FROM {table} GROUP BY path"):
                counts.setdefault(path, [0, 0, 0])[column] = n
        known: dict[Any, str] = {}
        named = set(counts)
        for row in self.con.execute("SELECT * FROM files"):
            named.add(row[0])
            with contextlib.suppress(_Unexpected, ValueError):
                path, stamp, *count = _checked(row)
                if count == counts.get(path, [0, 0, 0]):
                    known[path] = stamp
        return known, named

    def _sync(self, report: SyncReport) -> None:
        disk = {_key(path): (path, stamp) for path, stamp in self.record_files().items()}
        known, named = self._indexed()
        stale = sorted(key for key, (_, stamp) in disk.items() if known.get(key) != _stamp(stamp))
        gone = [key for key in named if key not in disk]
        report.pending = len(stale) + len(gone)
        if gone:
            with self._transaction(self.con):
                for key in gone:
                    self._forget(key)
            report.forgotten = len(gone)
            report.pending -= len(gone)
        for key in stale:
            path, stat = disk[key]
            entries, rows, skipped = self._read(path, stat[1] / 1e9)
            with self._transaction(self.con):
                self._forget(key)
                self.con.executemany(
                    "INSERT INTO entries VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
                    [_signed(_entry_values(e)) for e in entries],
                )
                self.con.executemany(
                    "INSERT INTO deals VALUES (?,?,?,?,?,?,?,?,?,?,?)",
                    [_signed(_deal_values(r)) for r in rows],
                )
                self.con.executemany(
                    "INSERT INTO skipped VALUES (?,?,?,?)",
                    [_signed((key, s.number, s.reason)) for s in skipped],
                )
                self.con.execute(
                    "INSERT INTO files VALUES (?,?,?,?,?,?)",
                    _signed((key, _stamp(stat), len(entries), len(rows), len(skipped))),
                )
            report.read += 1
            report.pending -= 1

    def _forget(self, key: Any) -> None:
        for table in ("files", *_ROW_TABLES):
            self.con.execute(f"DELETE FROM {table} WHERE path = ?", (key,))

    @staticmethod
    def _read(path: str, mtime: float) -> tuple[list[Entry], list[DealRow], list[Skipped]]:
        from cardavia.engine.records import RecordError, ReplayError, load_records

        try:
            loaded = load_records(path)
        except RecordError as exc:
            return [], [], [Skipped(path, None, _reason(str(exc), path))]
        entries: list[Entry] = []
        rows: list[DealRow] = []
        skipped: list[Skipped] = []
        for number, item in enumerate(loaded):
            try:
                entry, deal_rows = summarise(item, number, path, mtime)
            except (RecordError, ReplayError) as exc:
                skipped.append(Skipped(path, number, _reason(str(exc), path)))
                continue
            except (KeyError, TypeError, ValueError, IndexError) as exc:  # an odd result
                reason = f"{item.label}: cannot be read ({exc})"
                skipped.append(Skipped(path, number, _reason(reason, path)))
                continue
            entries.append(entry)
            rows.extend(deal_rows)
        return entries, rows, skipped

    def _trusted(self, read: Callable[[], T]) -> T:
        """``read()`` of rows the index wrote itself: at the first row it did not, the index
        is rebuilt from the records (in memory if even that fails) and read again."""
        try:
            return read()
        except _Unexpected:
            pass
        try:
            with self._transaction(self.con):
                for table in ("files", *_ROW_TABLES):
                    self.con.execute(f"DELETE FROM {table}")
            self._sync(SyncReport())
            return read()
        except (_Unexpected, sqlite3.DatabaseError) as exc:  # edited again, or locked
            self.close()
            self.problem = str(exc) or "the index was changed while it was read"
            self.con = self._connect(None)
            self._sync(SyncReport())
            return read()
        finally:
            self.rebuilt = True

    # reading ---------------------------------------------------------------------------------
    def entries(
        self,
        game: str | None = None,
        since: date | None = None,
        until: date | None = None,
        result: str | None = None,
        summaries: bool = True,
    ) -> list[Entry]:
        """Records newest first, filtered by game, date (inclusive, local) and result
        (``summaries=False``: without the per-record summary, which the statistics skip)."""
        query = f"SELECT {_ENTRY_COLUMNS}, digest FROM entries WHERE 1"
        args: list[Any] = []
        if game:
            query += " AND game = ?"
            args.append(game)
        if since:
            query += " AND played >= ?"
            args.append(_day_start(since))
        if until:
            query += " AND played < ?"
            args.append(_day_start(until + timedelta(days=1)) if until < date.max else math.inf)
        if result == "won":
            query += " AND over = 1 AND won = 1"
        elif result == "lost":
            query += " AND over = 1 AND won = 0"
        elif result == "unfinished":
            query += " AND over = 0"
        query += " ORDER BY played DESC, path DESC, number DESC"

        def read() -> list[Entry]:
            return [_entry(_checked(row), summaries) for row in self.con.execute(query, args)]

        return self._trusted(read)

    def deals(self, game: str | None = None) -> list[DealRow]:
        """Every indexed deal, oldest first (the order the statistics count them in)."""
        query = (
            f"SELECT {_DEAL_COLUMNS}, digest,"
            " strftime('%Y-%m', played, 'unixepoch', 'localtime') FROM deals"
        )
        args: list[Any] = []
        if game:
            query += " WHERE game = ?"
            args.append(game)
        query += " ORDER BY played, path, number, deal"

        def read() -> list[DealRow]:
            rows = [(_checked(row[:-1]), row[-1]) for row in self.con.execute(query, args)]
            try:
                # One decode for all the facts: ten thousand json.loads calls cost far more.
                facts = json.loads("[" + ",".join(values[9] for values, _ in rows) + "]")
                return [
                    DealRow(
                        os.fsdecode(path),
                        number,
                        deal,
                        g,
                        played,
                        level,
                        bool(over),
                        _bool(won),
                        score,
                        fact,
                        month,
                    )
                    for (
                        (path, number, deal, g, played, level, over, won, score, _),
                        month,
                    ), fact in zip(rows, facts, strict=True)
                ]
            except (TypeError, ValueError) as exc:  # a row forged with a matching digest
                raise _Unexpected from exc

        return self._trusted(read)

    def skipped(self) -> list[Skipped]:
        def read() -> list[Skipped]:
            query = "SELECT path, number, reason, digest FROM skipped ORDER BY path, number"
            out = []
            for row in self.con.execute(query):
                path, number, reason = _checked(row)
                out.append(Skipped(os.fsdecode(path), number, reason))
            return out

        return self._trusted(read)


def _entry(values: tuple[Any, ...], summaries: bool) -> Entry:
    path, number, game, kind, deals, played, level, over, won, score, summary = values
    try:
        return Entry(
            os.fsdecode(path),
            number,
            game,
            kind,
            deals,
            played,
            level,
            bool(over),
            _bool(won),
            score,
            json.loads(summary) if summaries else {},
        )
    except (TypeError, ValueError) as exc:  # a row forged with a matching digest
        raise _Unexpected from exc


def _day_start(day: date) -> float:
    """The first moment of ``day``, local time (beyond what the clock can say: -inf / inf,
    outside ``PLAYED_YEARS`` either way)."""
    try:
        return datetime.combine(day, time()).timestamp()
    except (ValueError, OverflowError, OSError):
        return -math.inf if day.year < PLAYED_YEARS[0] else math.inf


_DAMAGED_CODES = {sqlite3.SQLITE_NOTADB, sqlite3.SQLITE_CORRUPT}


def _damaged(exc: sqlite3.DatabaseError) -> bool:
    """Not a database or corrupt (rebuild), as opposed to busy, locked or read-only."""
    code = getattr(exc, "sqlite_errorcode", None)
    return code in _DAMAGED_CODES or "not a database" in str(exc) or "malformed" in str(exc)


def _int(value: bool | None) -> int | None:
    return None if value is None else int(value)


def _bool(value: int | None) -> bool | None:
    return None if value is None else bool(value)


def _reason(text: str, path: str) -> str:
    """The engine's message without the file name in front (the listing shows the file),
    escaped and cut as the index keeps it."""
    from cardavia.engine.text import visible

    shown = visible(path)
    return visible(text.removeprefix(f"{shown}: ").removeprefix(f"{shown} "), MAX_REASON)


def open_index(records: Path | None = None) -> RecordIndex:
    """The index, synced with the records folder."""
    index = RecordIndex(records)
    index.sync()
    return index


__all__ = [
    "INDEX_NAME",
    "SCHEMA_VERSION",
    "DealRow",
    "Entry",
    "RecordIndex",
    "Skipped",
    "SyncReport",
    "data_dir",
    "open_index",
    "summarise",
]
