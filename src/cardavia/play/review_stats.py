"""The reviewed deals over time: what Statistics plots to answer "am I improving?".

Read from the reviews kept in the cache (``play.review_cache``): one point per reviewed deal
and seat (the newest review of it when it was reviewed more than once), oldest first by the
time the deal was played when the review says, else by when it was reviewed.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from cardavia.ai.review import REVIEW_VERSION, DealReview
from cardavia.play import review_cache

#: The cache's file names: record digest, deal, seat, seed, worlds, version.
NAME = re.compile(r"^(?P<deal>[0-9a-f]+-d\d+-s\d+)-r\d+-n\d+-v(?P<version>\d+)\.json$")


@dataclass(frozen=True)
class ReviewedDeal:
    game: str
    lost: float
    low: float
    high: float
    when: float  # POSIX time


def reviewed_deals(folder: Path | None = None) -> list[ReviewedDeal]:
    """Every deal reviewed so far, oldest first; unreadable files are left out."""
    where = folder or review_cache.cache_dir()
    newest: dict[str, tuple[float, Path]] = {}
    try:
        paths = list(where.iterdir())
    except OSError:
        return []
    for path in paths:
        match = NAME.match(path.name)
        if match is None or int(match["version"]) != REVIEW_VERSION:
            continue
        try:
            when = path.stat().st_mtime
        except OSError:
            continue
        key = match["deal"]
        if key not in newest or when > newest[key][0]:
            newest[key] = (when, path)
    out = []
    for when, path in newest.values():
        try:
            review = DealReview.from_json(json.loads(path.read_text(encoding="utf-8")))
        except (OSError, ValueError, KeyError, TypeError, AttributeError, RecursionError):
            continue
        played = getattr(review, "played", None)
        moment = played if isinstance(played, (int, float)) else when
        out.append(
            ReviewedDeal(review.game, review.lost, review.lost_low, review.lost_high, moment)
        )
    return sorted(out, key=lambda r: r.when)


def trend(values: Sequence[float]) -> float | None:
    """The least-squares slope of ``values`` over their order (None under 3 values: a line
    through two points is no trend)."""
    n = len(values)
    if n < 3:
        return None
    mean_x = (n - 1) / 2
    mean_y = sum(values) / n
    num = sum((i - mean_x) * (v - mean_y) for i, v in enumerate(values))
    den = sum((i - mean_x) ** 2 for i in range(n))
    return num / den


__all__ = ["ReviewedDeal", "reviewed_deals", "trend"]
