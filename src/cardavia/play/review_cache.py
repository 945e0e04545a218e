"""Reviews kept so a second look is instant: one JSON file per reviewed deal and seat.

A review is stored in the user's cache folder (``$CARDAVIA_CACHE_DIR`` or the platform's),
under ``reviews/``, named by what decides it: the digest of the record (its canonical JSON,
so the same deal reviews from the same file whatever its path, and from the table's own
session before it is saved), the deal, the seat, the seed, the worlds per decision and
:data:`~cardavia.ai.review.REVIEW_VERSION`. Files are written atomically; a damaged,
foreign or unreadable file is ignored and the review recomputed, never a crash; a cache
that cannot be written only costs the next look its time.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from cardavia.ai.review import (
    REVIEW_VERSION,
    DealReview,
    game_reviewer,
    parse_review_record,
    review_deal,
)
from cardavia.engine.records import MatchRecord, Record
from cardavia.fileio import user_folder, write_atomic

JsonDict = dict[str, Any]

#: The largest cache file read back (a Tarot review is about 10 kB).
MAX_CACHE_BYTES = 4 * 1024 * 1024


def cache_dir() -> Path:
    return user_folder("cache") / "reviews"


def record_digest(record: Record | MatchRecord, deal: int | None = None) -> str:
    """The SHA-256 of what decides a review of deal ``deal``: the record's own fields (its
    deals, actions and extras such as the AI level the par plays against; not the stored
    result, which is computed, nor ``played``, the time of the save, rewritten at every save)
    and, of a match or session, only the deals up to that one (a match's deal reviewed again
    after the next deal was played is the same review)."""

    def played(part: Record) -> JsonDict:
        return part.model_dump(mode="json", exclude={"result", "played"})

    if isinstance(record, MatchRecord):
        data = record.model_dump(mode="json", exclude={"result", "deals", "played"})
        deals = record.deals if deal is None else record.deals[: deal + 1]
        data["deals"] = [played(d) for d in deals]
    else:
        data = played(record)
    text = json.dumps(data, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def cache_path(
    record: JsonDict | Record | MatchRecord,
    deal: int,
    seat: int,
    *,
    seed: int = 0,
    samples: int | None = None,
    folder: Path | None = None,
) -> Path:
    parsed = parse_review_record(record)
    count = samples if samples is not None else int(game_reviewer(parsed.game).SAMPLES)
    digest = record_digest(parsed, deal)
    name = f"{digest[:40]}-d{deal}-s{seat}-r{seed}-n{count}-v{REVIEW_VERSION}.json"
    return (folder or cache_dir()) / name


def cached_review(
    record: JsonDict | Record | MatchRecord,
    deal: int,
    seat: int,
    *,
    seed: int = 0,
    samples: int | None = None,
    folder: Path | None = None,
) -> DealReview | None:
    """The stored review of this deal and seat, or None (not reviewed yet, or a file that
    is damaged or from another version: it will be recomputed). Computes nothing."""
    path = cache_path(record, deal, seat, seed=seed, samples=samples, folder=folder)
    try:
        with path.open("rb") as fh:
            raw = fh.read(MAX_CACHE_BYTES + 1)
        if len(raw) > MAX_CACHE_BYTES:
            return None
        review = DealReview.from_json(json.loads(raw.decode("utf-8")))
    except (OSError, ValueError, KeyError, TypeError, AttributeError, RecursionError):
        return None
    if (review.deal, review.seat, review.seed, review.version) != (
        deal,
        seat,
        seed,
        REVIEW_VERSION,
    ):
        return None
    return review


def review_cached(
    record: JsonDict | Record | MatchRecord,
    deal: int,
    seat: int,
    *,
    seed: int = 0,
    samples: int | None = None,
    progress: Callable[[int, int], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
    folder: Path | None = None,
) -> DealReview:
    """The review of this deal and seat: from the cache when it is there, else computed
    (:func:`~cardavia.ai.review.review_deal`, same arguments) and stored."""
    parsed = parse_review_record(record)
    found = cached_review(parsed, deal, seat, seed=seed, samples=samples, folder=folder)
    if found is not None:
        if progress is not None:
            total = len(found.decisions)
            progress(total, total)
        return found
    review = review_deal(
        parsed, deal, seat, seed=seed, samples=samples, progress=progress, cancelled=cancelled
    )
    path = cache_path(parsed, deal, seat, seed=seed, samples=samples, folder=folder)
    with contextlib.suppress(OSError):  # a read-only or full cache: the review still shows
        write_atomic(path, json.dumps(review.to_json(), ensure_ascii=False))
    return review


__all__ = ["cache_dir", "cache_path", "cached_review", "record_digest", "review_cached"]
