"""What a review looks at: the deals of one record file (a match's or session's deals, or a
French Tarot file's lines), the seat that was yours, and the reviews already made of them.

The review itself is ``cardavia.ai.review``; this module picks the deals for it from a saved
file or from the table's session, and reads its cache for the screens.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cardavia.ai import review as review_module
from cardavia.ai.review import DealReview, DecisionReview, deal_positions
from cardavia.engine.records import (
    LoadedRecord,
    MatchRecord,
    Record,
    load_records,
    parse_record,
)
from cardavia.engine.registry import get_game
from cardavia.play import review_cache
from cardavia.play.replay import ReplaySession
from cardavia.play.session import TableSession

#: Worlds per decision (None: the game's own). Tests set a small number.
SAMPLES: int | None = None
#: The review's seed: the same record reviews the same way.
SEED = 0


@dataclass(frozen=True)
class ReviewUnit:
    """One deal to review: ``record`` and ``deal`` as ``review_deal`` takes them."""

    record: Record | MatchRecord
    deal: int
    #: The record's number in its file (0 for the first line or the only record).
    number: int

    @property
    def deal_record(self) -> Record:
        if isinstance(self.record, MatchRecord):
            return self.record.deals[self.deal]
        return self.record


@dataclass
class ReviewTarget:
    """The deals one review screen can step through, and the one shown first."""

    game: str
    tradition: str
    seat: int
    units: list[ReviewUnit]
    index: int = 0
    path: Path | None = None

    @property
    def unit(self) -> ReviewUnit:
        return self.units[self.index]


def _seat(record: Record | MatchRecord) -> int:
    """The human's seat as the record says (``human``, an extra field), else 0."""
    extra: dict[str, Any] = record.model_extra or {}
    seat = extra.get("human", 0)
    spec = get_game(record.game)
    return seat if isinstance(seat, int) and 0 <= seat < spec.num_seats else 0


def target_of(
    loaded: list[LoadedRecord], number: int, path: Path | None, deal: int | None = None
) -> ReviewTarget:
    """The deals of a loaded file around record ``number``: a match's or session's deals
    (``deal`` first, else its last finished one), or a file of single deals line by line."""
    number = max(0, min(number, len(loaded) - 1))
    record = loaded[number].record
    game = record.game
    tradition = record.tradition or get_game(game).traditions[0]
    if isinstance(record, MatchRecord):
        units = [ReviewUnit(record, i, number) for i in range(len(record.deals))]
        finished = [i for i, d in enumerate(record.deals) if d.actions]
        index = deal if deal is not None else (finished[-1] if finished else 0)
    else:
        same = [
            (n, item.record)
            for n, item in enumerate(loaded)
            if isinstance(item.record, Record) and item.record.game == game
        ]
        units = [ReviewUnit(r, 0, n) for n, r in same]
        index = next(i for i, (n, _) in enumerate(same) if n == number)
    index = max(0, min(index, len(units) - 1))
    return ReviewTarget(game, tradition, _seat(record), units, index, path)


def target_from_file(path: str | Path, number: int = 0, deal: int | None = None) -> ReviewTarget:
    """Raises ``RecordError`` for a file that cannot be read."""
    return target_of(load_records(path), number, Path(path), deal)


def target_from_session(session: TableSession) -> ReviewTarget | None:
    """The deal just finished at the table (and the deals before it in the same file or
    match), or None when no deal is over. A watched record reviews from its file, a game
    played here from the file it saved (else from the session's own record)."""
    if not session.state.is_over:
        return None
    if isinstance(session, ReplaySession):
        if session.source is None:
            return None
        loaded = load_records(session.source)
        record = loaded[session.source_index].record
        if isinstance(record, MatchRecord):
            return target_of(loaded, session.source_index, session.source, session.deal_index)
        number = session.source_index + session.deal_index - session.first_deal
        return target_of(loaded, number, session.source)
    saved = session.save_path if session.save_error is None else None
    if saved is not None and saved.is_file():
        # From the file, as History will read it: a second look from there finds this one.
        loaded = load_records(saved)
        if isinstance(loaded[0].record, MatchRecord):
            return target_of(loaded, 0, saved, len(session.finished_states) - 1)
        return target_of(loaded, len(loaded) - 1, saved)
    tradition = session.tradition
    whole = session.series.record(tradition)
    extras = {"human": session.human}
    if whole is None:  # deals saved one a line (French Tarot)
        items = [
            LoadedRecord(f"deal {n}", parse_record({**s.to_record(tradition), **extras}, "deal"))
            for n, s in enumerate(session.finished_states, 1)
        ]
        number, deal = len(items) - 1, None
    else:
        items = [LoadedRecord("match", parse_record({**whole, **extras}, "match"))]
        number, deal = 0, len(session.finished_states) - 1
    return target_of(items, number, None, deal)


def positions(unit: ReviewUnit, seat: int) -> dict[int, dict[str, Any]]:
    """What ``seat`` saw before each action of the deal (by action index): the hand, the
    trick, the legal choices; a session's deals before it played through, as the review
    does."""
    deals = list(unit.record.deals) if isinstance(unit.record, MatchRecord) else [unit.record]
    found, _ = deal_positions(deals, unit.deal)
    return {p.index: {**p.state.observation(seat), "actor": p.actor} for p in found}


def cached(target: ReviewTarget, index: int) -> DealReview | None:
    """The review of deal ``index`` kept from an earlier look, without computing anything
    (cheap: the screen asks it before it starts a worker)."""
    unit = target.units[index]
    return review_cache.cached_review(
        unit.record, unit.deal, target.seat, seed=SEED, samples=SAMPLES
    )


def review(
    target: ReviewTarget,
    index: int,
    progress: Callable[[int, int], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> DealReview:
    """Review deal ``index`` of the target and keep it (slow: call from a worker thread)."""
    unit = target.units[index]
    return review_cache.review_cached(
        unit.record,
        unit.deal,
        target.seat,
        seed=SEED,
        samples=SAMPLES,
        progress=progress,
        cancelled=cancelled,
    )


def free(decision: DecisionReview) -> bool:
    """A decision that cost nothing: the expert would have done the same."""
    return decision.cost <= 0 or decision.best == decision.chosen


__all__ = [
    "ReviewTarget",
    "ReviewUnit",
    "cached",
    "free",
    "positions",
    "review",
    "target_from_file",
    "target_from_session",
    "target_of",
]


def can_review(session: TableSession) -> bool:
    """The table's deal is over, its game has a review, and its record can be found."""
    if not session.state.is_over or session.game_id not in review_module.reviewable_games():
        return False
    return not isinstance(session, ReplaySession) or session.source is not None
