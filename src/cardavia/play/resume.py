"""Unfinished games kept between runs: one resume file per game in the data folder.

A Schnapsen match, a Preference session or a French Tarot running total that is left before
its end is written (atomically) to ``<data>/resume/<game>.json``: the finished deals and the
deal under way as records.md records (deal + actions so far), the seat, level, seed and the
random state that deals the next hands, and the record file the session saves into. To
continue, the session is rebuilt by replaying those deals through the rules engine, so it is
exactly where it was. A file that cannot be used is set aside, never fatal.
"""

from __future__ import annotations

import json
import math
import os
import random
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from cardavia.engine.registry import GameSpec, game_ids, get_game, listed_game_ids
from cardavia.engine.text import visible
from cardavia.fileio import read_regular_file, set_aside, user_folder, write_atomic

if TYPE_CHECKING:  # the home screen lists kept games without loading the table's machinery
    from cardavia.engine.game import JsonDict
    from cardavia.play.session import TableSession

RESUME_FORMAT = "cardavia-resume/1"
#: A resume file holds the deals of one match, session or running total, a few KB each.
MAX_RESUME_BYTES = 16 * 1024 * 1024
#: Beyond any deal count or score a real game reaches: a forged 1e308 or 4,000-digit
#: number never gets to the screen.
MAX_NUMBER = 10**9


class ResumeError(Exception):
    """A resume file that cannot be used (damaged, from another version, refused)."""


@dataclass(frozen=True)
class Unfinished:
    """What the home screen shows about a kept game, read without replaying it."""

    game: str
    tradition: str
    deal_number: int
    standings: JsonDict
    path: Path


def resume_dir() -> Path:
    return user_folder("data") / "resume"  # the data folder, as the history index finds it


def resume_path(game: str) -> Path:
    return resume_dir() / f"{game}.json"


def in_progress(session: TableSession) -> bool:
    """Worth keeping: play under way or deals finished, and the match/session not over."""
    if session.match_over and session.state.is_over:
        return False
    return bool(session.finished_states) or bool(session.state.history())


def snapshot(session: TableSession) -> JsonDict:
    """The resume file's content for ``session``."""
    tradition = session.tradition
    deals = [state.to_record(tradition) for state in session.finished_states]
    if not session.state.is_over:
        current = session.state.to_record(tradition)
        current.pop("result", None)  # nothing settled yet
        deals.append(current)
    return {
        "format": RESUME_FORMAT,
        "game": session.game_id,
        "tradition": tradition,
        "seed": session.seed,
        "level": session.level,
        "human": session.human,
        "deal_number": session.deal_number,
        "standings": session.standings(),
        "rng": _rng_state(session.rng),
        # The AI seats' own random draws, so their next choices are drawn as they would have
        # been (a search under a time budget may still choose differently on a busy machine).
        "agents": [_rng_state(getattr(agent, "rng", None)) for agent in session.agents],
        "hint_agent": _rng_state(getattr(session.hint_agent, "rng", None)),
        "save_path": None if session.save_path is None else str(session.save_path),
        "deals": deals,
    }


def keep(session: TableSession) -> None:
    """Write (or, when there is nothing to continue, remove) the resume file of the game;
    raises ``OSError`` when the file cannot be written."""
    path = resume_path(session.game_id)
    if not in_progress(session):
        path.unlink(missing_ok=True)
        return
    write_atomic(path, json.dumps(snapshot(session), ensure_ascii=False) + "\n")


def drop(game: str) -> None:
    """Forget the kept game (the player started a new one instead)."""
    resume_path(game).unlink(missing_ok=True)


def _read(path: Path) -> JsonDict:
    """The kept game in ``path``, every field checked; raises ``ResumeError`` saying what is
    wrong. Only a regular file of at most ``MAX_RESUME_BYTES`` is read (a FIFO, a link to
    ``/dev/zero`` or a loop is refused before reading)."""
    try:
        data = json.loads(read_regular_file(path, MAX_RESUME_BYTES).decode("utf-8"))
    except OSError as exc:
        raise ResumeError(f"{path.name}: cannot be read: {exc.strerror or exc}") from None
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise ResumeError(f"{path.name}: {exc}") from None
    if not isinstance(data, dict) or data.get("format") != RESUME_FORMAT:
        raise ResumeError(f"{path.name}: not a {RESUME_FORMAT} file")
    if data.get("game") != path.stem or not isinstance(data.get("deals"), list):
        raise ResumeError(f"{path.name}: not a kept {path.stem} game")
    problem = _problem(data, get_game(path.stem))
    if problem:
        raise ResumeError(f"{path.name}: {problem}")
    return data


def _problem(data: JsonDict, spec: GameSpec) -> str | None:
    """What makes a kept game's fields unusable, or None when each is what ``snapshot``
    writes (the deals themselves are checked by replaying them)."""
    tradition = data.get("tradition")
    deals = data["deals"]
    if tradition not in spec.traditions:
        return f"{spec.title} is not played with the tradition {_shown(tradition)}"
    if not deals or not all(isinstance(d, dict) for d in deals):
        return "no deals to continue"
    if any(d.get("tradition") != tradition for d in deals):
        return f"a deal is not of the tradition {tradition}"
    number = data.get("deal_number")
    if not _is_int(number, 1, MAX_NUMBER) or number != len(deals):
        return f"deal_number {_shown(number)} is not the count of its deals"
    if not _is_int(data.get("human", 0), 0, spec.num_seats - 1):
        return f"no seat {_shown(data.get('human'))} at a {spec.num_seats}-seat table"
    if not _is_int(data.get("seed"), -(2**63), 2**63 - 1):
        return f"seed {_shown(data.get('seed'))} is not a seed"
    from cardavia.ai.agent import LEVELS

    if data.get("level") not in LEVELS:
        return f"no level {_shown(data.get('level'))}"
    if not isinstance(data.get("standings"), dict) or not _is_numbers(data["standings"]):
        return "the standings are not numbers"
    agents = data.get("agents") or []
    if not isinstance(agents, list) or len(agents) > spec.num_seats:
        return "agents is not a list of one random state a seat"
    others = [data.get("hint_agent"), *agents]
    if not _is_rng_state(data.get("rng")) or not all(r is None or _is_rng_state(r) for r in others):
        return "a random state is damaged"
    if not isinstance(data.get("save_path"), (str, type(None))):
        return "save_path is not a file name"
    return None


def _shown(value: object) -> str:
    return visible(repr(value), limit=40)


def _is_int(value: object, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def _is_numbers(value: object, depth: int = 0) -> bool:
    """Standings as ``snapshot`` writes them: numbers (or null) in lists and objects."""
    if value is None:
        return True
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return math.isfinite(value) and abs(value) <= MAX_NUMBER
    if depth > 3:
        return False
    if isinstance(value, list):
        return len(value) <= 16 and all(_is_numbers(v, depth + 1) for v in value)
    if isinstance(value, dict):
        return len(value) <= 16 and all(_is_numbers(v, depth + 1) for v in value.values())
    return False


def _is_rng_state(saved: object) -> bool:
    """``[3, [624 words and the index], gauss]``, as ``random.Random.getstate`` gives."""
    if not isinstance(saved, list) or len(saved) != 3:
        return False
    version, internal, gauss = saved
    return (
        version == 3
        and isinstance(internal, list)
        and len(internal) == 625
        and all(_is_int(word, 0, 2**32 - 1) for word in internal)
        and internal[-1] <= 624
        and (gauss is None or (isinstance(gauss, float) and math.isfinite(gauss)))
    )


def set_aside_damaged(path: Path, problem: str) -> str:
    """Move a resume file we cannot use out of the way; the message to report (its text
    from the file shown as text: control characters escaped)."""
    problem = visible(problem, limit=300)
    moved = set_aside(path)
    return f"{problem} ({moved})" if moved else f"{problem} (it could not be renamed aside)"


def unfinished() -> tuple[list[Unfinished], list[str]]:
    """The kept games (for the home screen and the tradition pages), and the problems with
    the files set aside meanwhile."""
    kept: list[Unfinished] = []
    problems: list[str] = []
    # Only a game with a file is loaded: with none kept, the home screen loads no game.
    for game in listed_game_ids():
        path = resume_path(game)
        if not os.path.lexists(path):  # a symlink in a loop or to nowhere is set aside
            continue
        if game not in game_ids():
            continue
        try:
            data = _read(path)
            item = Unfinished(
                game,
                str(data["tradition"]),
                int(data["deal_number"]),
                dict(data["standings"]),
                path,
            )
        except (ResumeError, KeyError, TypeError, ValueError) as exc:
            problems.append(set_aside_damaged(path, str(exc)))
            continue
        kept.append(item)
    return kept, problems


def restore(game: str, records_dir: Path | None) -> TableSession:
    """The kept game rebuilt by replaying its deals; raises ``ResumeError`` (the file is
    then set aside) when that cannot be done."""
    path = resume_path(game)
    try:
        return _restore(_read(path), records_dir)
    except ResumeError as exc:
        raise ResumeError(set_aside_damaged(path, str(exc))) from None
    except Exception as exc:  # a refused record, a bad field: the file is unusable
        detail = f"{path.name}: {type(exc).__name__}: {exc}"
        raise ResumeError(set_aside_damaged(path, detail)) from None


def _restore(data: JsonDict, records_dir: Path | None) -> TableSession:
    from cardavia.engine.records import Record, parse_record
    from cardavia.play.session import TableSession

    game = data["game"]
    parsed = [
        parse_record({**d, "game": game}, f"deal {i}") for i, d in enumerate(data["deals"], 1)
    ]
    deals = [d for d in parsed if isinstance(d, Record)]
    if not deals or len(deals) != len(parsed):
        raise ResumeError(f"{game}.json: no deals to continue")
    session = TableSession(
        game,
        str(data["tradition"]),
        int(data["seed"]),
        str(data["level"]),
        int(data.get("human", 0)),
        records_dir=records_dir,
    )
    series = session.spec.new_series(deals[0].dealer)
    session.series = series
    session.finished_states = []
    state = session.state
    for number, record in enumerate(deals, 1):
        state = series.start_recorded(record.deal, record.dealer)
        for action in record.actions:
            state.apply_recorded(action)  # IllegalAction: the file is refused
        series.replace_current(state)
        if state.is_over:
            series.finish_deal(state)
            session.finished_states.append(state)
        elif number != len(deals):
            raise ResumeError(f"{game}.json: deal {number} is unfinished but more follow")
    session.state = state
    session.deal_number = len(deals)
    if json.loads(json.dumps(session.standings())) != data["standings"]:
        raise ResumeError(f"{game}.json: the standings are not those its deals add up to")
    session.undo_stack = []
    _set_rng(session.rng, data["rng"])
    agents = data.get("agents") or []
    for agent, saved in zip(session.agents, agents, strict=False):
        if saved is not None and isinstance(getattr(agent, "rng", None), random.Random):
            _set_rng(agent.rng, saved)  # type: ignore[union-attr]
    if data.get("hint_agent") is not None and hasattr(session.hint_agent, "rng"):
        _set_rng(session.hint_agent.rng, data["hint_agent"])
    _reattach_record_file(session, data.get("save_path"))
    return session


def _rng_state(rng: object) -> list[Any] | None:
    if not isinstance(rng, random.Random):
        return None
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def _set_rng(rng: random.Random, saved: Any) -> None:
    version, internal, gauss = saved
    rng.setstate((int(version), tuple(int(x) for x in internal), gauss))


def _reattach_record_file(session: TableSession, saved: object) -> None:
    """Keep saving into the record file the game was saving into, when it is still there."""
    if not isinstance(saved, str) or session.records_dir is None:
        return
    path = Path(saved)
    if path.parent != session.records_dir or not path.is_file():
        return
    session.save_path = path
    session.saved_files.append(path)
    if session.series.record(session.tradition) is None:  # French Tarot: JSON Lines so far
        from cardavia.engine.records import MAX_RECORD_BYTES

        try:
            lines = read_regular_file(path, MAX_RECORD_BYTES).decode("utf-8").splitlines()
        except (OSError, UnicodeDecodeError):
            session.save_path = None
            session.saved_files.clear()
            return
        session.deal_lines = [line + "\n" for line in lines if line.strip()]


__all__ = [
    "RESUME_FORMAT",
    "ResumeError",
    "Unfinished",
    "drop",
    "in_progress",
    "keep",
    "restore",
    "resume_path",
    "snapshot",
    "unfinished",
]
