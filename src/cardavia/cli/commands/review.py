"""``cardavia review FILE``: one deal of a record reviewed against the expert, decision by
decision (the summary, the costliest three, every decision with the expert's reason), in the
user's language; ``--json``: the review as JSON (``DealReview.to_json``)."""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING, Any

from cardavia.cli.common import CliError, json_text
from cardavia.cli.common import error as _error
from cardavia.engine.text import visible

if TYPE_CHECKING:
    from cardavia.ai.review import DealReview, DecisionReview
    from cardavia.i18n import Catalog


def run(args: argparse.Namespace) -> int:
    return cmd_review(
        args.file,
        args.record,
        args.deal,
        args.seat,
        seed=args.seed,
        samples=args.samples,
        use_cache=not args.no_cache,
        as_json=args.json,
        lang=args.lang,
    )


def cmd_review(
    path: str,
    number: int,
    deal: int | None,
    seat: int | None,
    *,
    seed: int = 0,
    samples: int | None = None,
    use_cache: bool = True,
    as_json: bool = False,
    lang: str | None = None,
) -> int:
    from cardavia.ai.review import ReviewError, review_deal, reviewable_games
    from cardavia.engine.records import MatchRecord, RecordError, load_records
    from cardavia.engine.registry import get_game
    from cardavia.play.review_cache import review_cached

    catalog = _catalog(lang) if not as_json else None
    try:
        loaded = load_records(path)
    except RecordError as exc:
        raise CliError(str(exc)) from None
    if number > len(loaded):
        raise CliError(
            f"{visible(path)} holds {len(loaded)} record(s); --record {number} is not one"
        )
    record = loaded[number - 1].record
    game = record.game
    if game not in reviewable_games():
        raise CliError(f"{loaded[number - 1].label}: {visible(game, 40)} has no review")
    spec = get_game(game)
    deals = list(record.deals) if isinstance(record, MatchRecord) else [record]
    if deal is None:
        played = [i for i, d in enumerate(deals) if d.actions]
        index = played[-1] if played else 0
    elif deal > len(deals):
        raise CliError(
            f"{loaded[number - 1].label} holds {len(deals)} deal(s); --deal {deal} is not one"
        )
    else:
        index = deal - 1
    if seat is None:
        human = (record.model_extra or {}).get("human", 0)
        seat = human if isinstance(human, int) and 0 <= human < spec.num_seats else 0
    elif not 0 <= seat < spec.num_seats:
        raise CliError(f"--seat {seat} is not a seat of {spec.title} (0 to {spec.num_seats - 1})")
    progress = _Progress() if sys.stderr.isatty() and not as_json else None
    try:
        if use_cache:
            review = review_cached(
                record, index, seat, seed=seed, samples=samples, progress=progress
            )
        else:
            review = review_deal(record, index, seat, seed=seed, samples=samples, progress=progress)
    except ReviewError as exc:
        raise CliError(f"{loaded[number - 1].label}: {visible(str(exc), 300)}") from None
    finally:
        if progress is not None:
            progress.clear()
    if as_json:
        print(json_text(review.to_json()))
        return 0
    assert catalog is not None
    tradition = record.tradition or spec.traditions[0]
    if isinstance(record, MatchRecord):
        shown, count = index + 1, len(deals)
    else:  # a file of single deals (French Tarot's running total): the deal is the line
        shown, count = number, len(loaded)
    print(report(catalog, review, tradition, shown, count))
    return 0


class _Progress:
    """``reviewing 3 of 25 decisions`` on stderr, rewritten in place."""

    def __init__(self) -> None:
        self.shown = False

    def __call__(self, done: int, total: int) -> None:
        self.shown = True
        _write_err(f"\rreviewing {done} of {total} decisions\x1b[K")

    def clear(self) -> None:
        if self.shown:
            _write_err("\r\x1b[K")


def _write_err(text: str) -> None:
    try:
        sys.stderr.write(text)
        sys.stderr.flush()
    except (OSError, ValueError):
        pass


def _catalog(lang: str | None) -> Catalog:
    from cardavia.i18n import Catalog, choose_locale
    from cardavia.settings import load_settings

    if lang is not None:  # asked for by name: a language we do not have is bad input
        _, warning = choose_locale(lang or "?", None, {})
        if warning:
            raise CliError(warning.removesuffix("; using English"))
    settings, problem = load_settings()
    if problem:
        _error(problem)
    locale, _ = choose_locale(lang, settings.language)
    return Catalog(locale)


# -- the text report ---------------------------------------------------------------------------


def _num(value: float) -> float | int:
    """Points as the report shows them: whole numbers whole, others to one decimal; the
    catalog (Fluent) writes them as the language does (decimal sign, digit groups)."""
    rounded = round(value, 1) + 0.0  # no "-0"
    return int(rounded) if rounded == int(rounded) else rounded


def _points(catalog: Catalog, value: float) -> str:
    return catalog.t("review-cli-points", points=_num(value))


def _cost(catalog: Catalog, d: DecisionReview) -> str:
    if d.cost <= 0:
        return catalog.t("review-cli-cost-none")
    if d.exact or d.low == d.high:
        return catalog.t("review-cli-cost-exact", cost=_points(catalog, d.cost))
    return catalog.t(
        "review-cli-cost-range",
        cost=_points(catalog, d.cost),
        low=_num(d.low),
        high=_num(d.high),
    )


def report(
    catalog: Catalog, review: DealReview, tradition: str, number: int = 1, count: int = 1
) -> str:
    """The review as text in the catalog's language: deal ``number`` of ``count`` (of a
    match or session, or of a file of single deals)."""
    from cardavia.tui.table.hints import hint_reason
    from cardavia.tui.table.labels import action_label, game_title

    t = catalog.t
    game = review.game

    def label(action: str) -> str:
        return action_label(catalog, game, tradition, action)

    lines = [
        t(
            "review-cli-title",
            game=game_title(catalog, game),
            deal=number,
            deals=count,
            seat=review.seat,
        )
    ]
    if review.lost <= 0:
        lines.append(t("review-cli-lost-none"))
    else:
        lines.append(
            t(
                "review-cli-lost",
                lost=_points(catalog, review.lost),
                low=_num(review.lost_low),
                high=_num(review.lost_high),
            )
        )
    par: dict[str, Any] = {
        "score": review.score,
        "par": _num(review.par),
    }
    if review.par_low == review.par_high:
        lines.append(t("review-cli-par", **par))
    else:
        lines.append(
            t(
                "review-cli-par-range",
                **par,
                low=_num(review.par_low),
                high=_num(review.par_high),
            )
        )

    def line(number: int, d: DecisionReview) -> str:
        expert = t("review-cli-same") if d.best == d.chosen else label(d.best)
        text = t(
            "review-cli-decision",
            number=number,
            chosen=label(d.chosen),
            best=expert,
            cost=_cost(catalog, d),
        )
        if d.cost > 0 and d.explanation is not None:
            reason = hint_reason(catalog, game, tradition, d.explanation)
            text += "\n      " + t("review-cli-why", reason=reason)
        elif d.cost > 0:
            text += "\n      " + t("review-cli-why-playout")
        return text

    if review.costliest:
        lines += ["", t("review-cli-costliest", count=len(review.costliest))]
        for i in review.costliest:
            lines.append("  " + line(i + 1, review.decisions[i]))
    lines += ["", t("review-cli-decisions", count=len(review.decisions))]
    for i, d in enumerate(review.decisions):
        lines.append("  " + line(i + 1, d))
    return "\n".join(lines)
