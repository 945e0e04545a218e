"""A deal's review in the player's words: each decision, its cost, the expert's reason.

Pure (catalog and review in, strings out): the review screen lays them out. Actions are named
as the table names them, the expert's reason as the hint says it (``hint_reason``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from cardavia.ai.review import DealReview, DecisionReview
from cardavia.i18n import Catalog
from cardavia.play.review_target import free
from cardavia.tui.table.hints import hint_reason
from cardavia.tui.table.labels import action_label, number, plural_number
from cardavia.tui.table.presenter import signed

Observation = Mapping[str, Any]


def points(catalog: Catalog, value: float) -> str:
    """A number of points as the review shows it: one decimal under 10 (a Schnapsen game
    point is a lot), whole numbers above (a Tarot settlement)."""
    return number(rounded(value), catalog.locale)


def rounded(value: float) -> float:
    return plural_number(float(round(value, 1) if abs(value) < 10 else round(value)))


def amount(catalog: Catalog, value: float) -> str:
    """``8 points``, ``1 point``, ``0.5 points`` in the catalog's language."""
    return catalog.t("review-points", points=rounded(value))


def signed_points(catalog: Catalog, value: float) -> str:
    """``+12``, ``−3.5``, ``0``: a score beside another."""
    text = points(catalog, abs(value))
    return "0" if text in ("0", "0.0") else ("+" if value > 0 else "−") + text


def kind(decision: DecisionReview, obs: Observation) -> str:
    """What sort of decision: ``bid``, ``discard``, ``card`` or ``declaration``."""
    if decision.chosen.startswith("discard:"):
        return "discard"
    if decision.phase == "bidding":
        return "bid"
    if decision.chosen in obs.get("hand", ()):
        return "card"
    return "declaration"


def heading(catalog: Catalog, decision: DecisionReview, obs: Observation, n: int, of: int) -> str:
    """``Trick 3 · decision 7 of 14``."""
    what = kind(decision, obs)
    if what == "card":
        where = catalog.t("review-kind-card", trick=len(obs.get("tricks") or ()) + 1)
    else:
        where = catalog.t(f"review-kind-{what}")
    return catalog.t("review-decision-of", kind=where, number=n, count=of)


def cost_text(catalog: Catalog, decision: DecisionReview) -> str:
    """``8 points (3 to 13)``, ``1 point (exact)`` or ``nothing``."""
    if free(decision):
        return catalog.t("review-cost-nothing")
    cost = amount(catalog, decision.cost)
    if decision.exact:
        return catalog.t("review-cost-exact", cost=cost)
    return catalog.t(
        "review-cost-range",
        cost=cost,
        low=points(catalog, decision.low),
        high=points(catalog, decision.high),
    )


def reason(catalog: Catalog, game: str, tradition: str, decision: DecisionReview) -> str:
    if decision.explanation is None:
        return catalog.t("review-why-none")
    return hint_reason(catalog, game, tradition, decision.explanation)


def detail(
    catalog: Catalog,
    game: str,
    tradition: str,
    decision: DecisionReview,
    obs: Observation,
    n: int,
    of: int,
    mark: str = "",
) -> list[str]:
    """The decision's lines: heading, your choice, the expert's (then ``mark``: where the
    hand below shows it), the cost, the reason."""
    t = catalog.t
    chosen = action_label(catalog, game, tradition, decision.chosen)
    lines = [f"[b]{heading(catalog, decision, obs, n, of)}[/b]", t("review-you", action=chosen)]
    if free(decision):
        lines.append(t("review-expert-agrees"))
    else:
        best = action_label(catalog, game, tradition, decision.best)
        lines.append(t("review-expert", action=best) + mark)
        lines.append(t("review-cost", cost=cost_text(catalog, decision)))
    lines.append(t("review-why", reason=reason(catalog, game, tradition, decision)))
    return lines


def row(
    catalog: Catalog,
    game: str,
    tradition: str,
    decision: DecisionReview,
    n: int,
    rank: int | None,
) -> str:
    """One line of the decision list: `` 1   7 K♥ → T21 −8`` (the costliest three carry their
    rank on a red badge)."""
    mark = f"[b #ffffff on #c01028] {rank} [/]" if rank is not None else "   "
    chosen = action_label(catalog, game, tradition, decision.chosen)
    if free(decision):
        return f"{mark} {n:>2} {chosen} [dim]✓[/]"
    best = action_label(catalog, game, tradition, decision.best)
    return f"{mark} {n:>2} {chosen} → {best} [b]−{points(catalog, decision.cost)}[/]"


def folded_row(catalog: Catalog, count: int) -> str:
    return "[dim]" + catalog.t("review-folded", count=count) + "[/]"


def folded_detail(catalog: Catalog, first: int, last: int, of: int) -> str:
    """A fold's heading (``Decisions 3 to 5 of 14``) and what it holds."""
    t = catalog.t
    heading = t("review-folded-heading", first=first, last=last, count=of)
    return f"[b]{heading}[/b]\n" + t("review-folded-detail", count=last - first + 1)


def summary(catalog: Catalog, review: DealReview) -> str:
    """``Lost ≈ 14 points (8 to 20) · your score −58 · par −44``."""
    t = catalog.t
    if review.lost <= 0:
        lost = t("review-lost-nothing")
    else:
        lost = t(
            "review-lost",
            lost=amount(catalog, review.lost),
            low=points(catalog, review.lost_low),
            high=points(catalog, review.lost_high),
        )
    return t(
        "review-summary",
        lost=lost,
        score=signed(review.score),
        par=signed_points(catalog, review.par),
    )


def table_line(
    catalog: Catalog,
    game: str,
    tradition: str,
    obs: Observation,
    earlier: Sequence[tuple[int, str]],
    names: Sequence[str],
) -> str:
    """What lay on the table: the trick so far, or (in the auction) the bids so far."""
    t = catalog.t
    if obs.get("phase") == "bidding":
        if not earlier:
            return t("review-bids-none")
        said = " · ".join(
            f"{names[s]} {action_label(catalog, game, tradition, a)}" for s, a in earlier
        )
        return t("review-bids", bids=said)
    trick = list(obs.get("trick") or ())
    if obs.get("phase") != "play":
        return ""
    if not trick:
        return t("review-trick-lead")
    cards = " · ".join(f"{names[s]} {action_label(catalog, game, tradition, c)}" for s, c in trick)
    return t("review-trick", cards=cards)
