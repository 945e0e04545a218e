"""The index of saved records: a SQLite cache beside ``records/``, rebuilt from the files.

The record files stay the source of truth. Every ``.json`` / ``.jsonl`` file in the records
folder counts (the app's own saves, files a player copies there, ``simulate --out``). Each is
replayed through the rules engine once and summarised into the index; a file is read again
when its size or modification time changes, and forgotten when it goes. A damaged index
(not a database, a schema from another version) is thrown away and rebuilt; a damaged record
file is listed as skipped with the reason. Nothing here is ever fatal.

Concurrency: WAL journal, a busy timeout, and every change in one ``BEGIN IMMEDIATE``
transaction, so two Cardavia processes can sync and read the index at the same time.
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import date, datetime
from pathlib import Path
from typing import Any

from cardavia.engine.game import JsonDict

#: Bump when the tables or the facts kept per deal change: older indexes are rebuilt.
SCHEMA_VERSION = 1
INDEX_NAME = "index.sqlite3"
RECORD_SUFFIXES = (".json", ".jsonl")
#: How long a process waits for another one's transaction before giving up (ms).
BUSY_TIMEOUT_MS = 10_000

_TABLES = """
CREATE TABLE files (
    path TEXT PRIMARY KEY, size INTEGER NOT NULL, mtime_ns INTEGER NOT NULL
);
CREATE TABLE entries (
    path TEXT NOT NULL, number INTEGER NOT NULL, game TEXT NOT NULL, kind TEXT NOT NULL,
    deals INTEGER NOT NULL, played REAL NOT NULL, level TEXT, over INTEGER NOT NULL,
    won INTEGER, score REAL, summary TEXT NOT NULL,
    PRIMARY KEY (path, number)
);
CREATE TABLE deals (
    path TEXT NOT NULL, number INTEGER NOT NULL, deal INTEGER NOT NULL, game TEXT NOT NULL,
    played REAL NOT NULL, level TEXT, over INTEGER NOT NULL, won INTEGER, score REAL,
    facts TEXT NOT NULL,
    PRIMARY KEY (path, number, deal)
);
CREATE TABLE skipped (path TEXT NOT NULL, number INTEGER, reason TEXT NOT NULL);
CREATE INDEX entries_played ON entries (played);
CREATE INDEX deals_game ON deals (game, played);
"""


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


# -- summarising records ------------------------------------------------------------------------
def _played(raw: object, fallback: float) -> float:
    if isinstance(raw, str):
        with contextlib.suppress(ValueError):
            return datetime.fromisoformat(raw).timestamp()
    return fallback


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
    level = extra.get("level") if isinstance(extra.get("level"), str) else None
    results: list[JsonDict]
    if isinstance(record, MatchRecord):
        whole = replay(loaded)  # checks the match as a whole (dealers, order, legality)
        results = _match_results(game, record.deals, loaded.label)
        kind = history.series_kind or "match"
    else:
        whole = replay_deal(record, loaded.label).result()
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
    results = []
    for record in deals:
        state = series.start_recorded(record.deal, record.dealer)
        for action in record.actions:
            state.apply_recorded(action)
        series.replace_current(state)
        if state.is_over:
            series.finish_deal(state)
        results.append(state.result())
    return results


# -- the index ----------------------------------------------------------------------------------
class RecordIndex:
    """The index of ``records`` kept in ``db`` (``:memory:`` when the folder is unwritable)."""

    def __init__(self, records: Path | None = None, db: Path | None = None) -> None:
        self.records = records if records is not None else data_dir() / "records"
        self.db_path = db if db is not None else self.records.parent / INDEX_NAME
        self.rebuilt = False
        self.problem: str | None = None  # why the index lives in memory only, if it does
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
        """This version's tables, all of them (an index from another version is rebuilt)."""
        if con.execute("PRAGMA user_version").fetchone()[0] != SCHEMA_VERSION:
            return False
        tables = {
            name for (name,) in con.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
        }
        return {"files", "entries", "deals", "skipped"} <= tables

    def _create(self, con: sqlite3.Connection) -> None:
        with self._transaction(con):
            if self._schema_ok(con):
                return  # another process built it while we waited
            for (name,) in con.execute(
                "SELECT name FROM sqlite_master WHERE type = 'table'"
            ).fetchall():
                con.execute(f'DROP TABLE IF EXISTS "{name}"')
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
        """Every record file in the folder: path -> (size, mtime in ns)."""
        found: dict[str, tuple[int, int]] = {}
        try:
            names = os.scandir(self.records)
        except OSError:
            return found
        with names:
            for item in names:
                if item.name.startswith(".") or not item.name.endswith(RECORD_SUFFIXES):
                    continue  # temporary files of an atomic write start with a dot
                with contextlib.suppress(OSError):
                    if item.is_file():
                        info = item.stat()
                        found[item.path] = (info.st_size, info.st_mtime_ns)
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
        return report

    def _sync(self, report: SyncReport) -> None:
        disk = self.record_files()
        known = {
            path: (size, mtime)
            for path, size, mtime in self.con.execute("SELECT path, size, mtime_ns FROM files")
        }
        gone = [path for path in known if path not in disk]
        if gone:
            with self._transaction(self.con):
                for path in gone:
                    self._forget(path)
            report.forgotten = len(gone)
        for path, stamp in sorted(disk.items()):
            if known.get(path) == stamp:
                continue
            entries, rows, skipped = self._read(path, stamp[1] / 1e9)
            with self._transaction(self.con):
                self._forget(path)
                self.con.executemany(
                    "INSERT INTO entries VALUES (?,?,?,?,?,?,?,?,?,?,?)",
                    [
                        (
                            e.path,
                            e.number,
                            e.game,
                            e.kind,
                            e.deals,
                            e.played,
                            e.level,
                            int(e.over),
                            _int(e.won),
                            e.score,
                            json.dumps(e.summary),
                        )
                        for e in entries
                    ],
                )
                self.con.executemany(
                    "INSERT INTO deals VALUES (?,?,?,?,?,?,?,?,?,?)",
                    [
                        (
                            r.path,
                            r.number,
                            r.deal,
                            r.game,
                            r.played,
                            r.level,
                            int(r.over),
                            _int(r.won),
                            r.score,
                            json.dumps(r.facts, separators=(",", ":")),
                        )
                        for r in rows
                    ],
                )
                self.con.executemany(
                    "INSERT INTO skipped VALUES (?,?,?)",
                    [(s.path, s.number, s.reason) for s in skipped],
                )
                self.con.execute("INSERT INTO files VALUES (?,?,?)", (path, stamp[0], stamp[1]))
            report.read += 1

    def _forget(self, path: str) -> None:
        for table in ("files", "entries", "deals", "skipped"):
            self.con.execute(f"DELETE FROM {table} WHERE path = ?", (path,))

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
                skipped.append(Skipped(path, number, f"{item.label}: cannot be read ({exc})"))
                continue
            entries.append(entry)
            rows.extend(deal_rows)
        return entries, rows, skipped

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
        query = "SELECT * FROM entries WHERE 1"
        args: list[Any] = []
        if game:
            query += " AND game = ?"
            args.append(game)
        if since:
            query += " AND played >= ?"
            args.append(datetime.combine(since, datetime.min.time()).timestamp())
        if until:
            query += " AND played < ?"
            args.append(datetime.combine(until, datetime.max.time()).timestamp())
        if result == "won":
            query += " AND over = 1 AND won = 1"
        elif result == "lost":
            query += " AND over = 1 AND won = 0"
        elif result == "unfinished":
            query += " AND over = 0"
        query += " ORDER BY played DESC, path DESC, number DESC"
        rows = self.con.execute(query, args).fetchall()
        return [
            Entry(
                path,
                number,
                g,
                kind,
                deals,
                played,
                level,
                bool(over),
                _bool(won),
                score,
                json.loads(summary) if summaries else {},
            )
            for path, number, g, kind, deals, played, level, over, won, score, summary in rows
        ]

    def deals(self, game: str | None = None) -> list[DealRow]:
        """Every indexed deal, oldest first (the order the statistics count them in)."""
        query = (
            "SELECT path, number, deal, game, played, level, over, won, score, facts,"
            " strftime('%Y-%m', played, 'unixepoch', 'localtime') FROM deals"
        )
        args: list[Any] = []
        if game:
            query += " WHERE game = ?"
            args.append(game)
        query += " ORDER BY played, path, number, deal"
        rows = self.con.execute(query, args).fetchall()
        # One decode for all the facts: ten thousand small json.loads calls cost far more.
        facts = json.loads("[" + ",".join(row[9] for row in rows) + "]")
        return [
            DealRow(
                path, number, deal, g, played, level, bool(over), _bool(won), score, fact, month
            )
            for (path, number, deal, g, played, level, over, won, score, _, month), fact in zip(
                rows, facts, strict=True
            )
        ]

    def skipped(self) -> list[Skipped]:
        return [
            Skipped(path, number, reason)
            for path, number, reason in self.con.execute(
                "SELECT path, number, reason FROM skipped ORDER BY path, number"
            )
        ]


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
    """The engine's message without the file name in front (the listing shows the file)."""
    from cardavia.engine.text import visible

    shown = visible(path)
    return text.removeprefix(f"{shown}: ").removeprefix(f"{shown} ")


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
