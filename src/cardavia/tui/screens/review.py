"""Review a deal: your decisions one by one against the expert's, what each cost, and why.

The review runs in a worker thread with a progress bar (Esc cancels it and goes back; the
table beneath keeps its game); a review kept from an earlier look opens at once. Up and down
step through the decisions; those that cost nothing are folded into one line (``f`` shows
them); the costliest three carry their rank on a red badge. A match, session or a file of
deals is reviewed deal by deal (``p`` / ``n``).
"""

from __future__ import annotations

import contextlib
import threading
from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.markup import escape
from textual.widget import Widget
from textual.widgets import Footer, OptionList, ProgressBar, Static
from textual.widgets.option_list import Option
from textual.worker import Worker, get_current_worker

from cardavia.ai.review import DealReview, ReviewCancelled, ReviewError
from cardavia.engine.text import visible
from cardavia.play import review_target as reviews
from cardavia.play.review_target import ReviewTarget, free
from cardavia.tui.render.canvas import Canvas
from cardavia.tui.render.cards import Face, face, sort_key
from cardavia.tui.render.hand import draw_hand, hand_layout
from cardavia.tui.render.plot import running_loss_plot
from cardavia.tui.screens.base import CardaviaScreen
from cardavia.tui.table import review_words as words
from cardavia.tui.table.labels import game_title, rank_letters
from cardavia.tui.table.presenter import seat_names

#: Where the expert's card is marked under the hand.
EXPERT_MARK = "▲"
EXPERT_COLOUR = "#5fd38a"


def row_range(row: int | range) -> range:
    return row if isinstance(row, range) else range(row, row + 1)


class PositionView(Widget):
    """Your hand at the decision: the card you played raised, the expert's marked below,
    the cards you could not play greyed."""

    DEFAULT_CSS = "PositionView { height: 6; }"

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.cards: list[str] = []
        self.legal: set[str] | None = None
        self.chosen: str | None = None
        self.best: str | None = None
        self.face: Any = None

    def show(
        self,
        cards: list[str],
        legal: set[str] | None,
        chosen: str | None,
        best: str | None,
        face_of: Any,
    ) -> None:
        self.cards, self.legal, self.chosen, self.best = cards, legal, chosen, best
        self.face = face_of
        self.refresh()

    def render(self) -> Text:
        width = self.size.width
        if not self.cards or self.face is None or width < 5:
            return Text("")
        selected = self.cards.index(self.chosen) if self.chosen in self.cards else None
        hand = draw_hand(
            self.cards, self.face, width, legal=self.legal, selected=selected, raised=True
        )
        out = Text("\n").join([hand, self._marks(width, selected)])
        return out

    def _marks(self, width: int, selected: int | None) -> Text:
        canvas = Canvas(width, 1)
        if self.best in self.cards and self.best != self.chosen:
            x = hand_layout(len(self.cards), width, selected)[self.cards.index(self.best)]
            canvas.text(0, x + 2, EXPERT_MARK, f"bold {EXPERT_COLOUR}")
        return canvas.render()


class ReviewScreen(CardaviaScreen):
    """The review of one deal (of a file of them)."""

    BINDINGS = [
        Binding("escape", "back", "Back", id="back"),
        Binding("f", "unfold", "Unfold", id="review-unfold"),
        # One footer entry for both ways: 80 columns hold the app's keys beside them.
        Binding("n", "deal(1)", "Deal", id="review-deal", key_display="p n"),
        Binding("p", "deal(-1)", show=False, id="review-previous"),
        Binding("a", "app.appearance", show=False, id="appearance"),
    ]
    AUTO_FOCUS = "#review-decisions"

    def __init__(self, target: ReviewTarget) -> None:
        super().__init__()
        self.target = target
        self.review: DealReview | None = None
        self.unfolded = False
        self.error: str | None = None
        self.cancelled = False  # Esc during a review: nothing to show
        self.done = 0  # decisions reviewed so far (the progress bar)
        self.total = 0
        self._stop = threading.Event()
        self._job = 0
        self._positions: dict[int, dict[str, Any]] = {}
        self.worker: Worker[None] | None = None  # the review under way, if any
        self._rows: list[int | range] = []  # each list row: a decision's index, or a fold

    @property
    def computing(self) -> bool:
        return self.review is None and self.error is None

    # -- layout --------------------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        with Vertical(id="review"):
            yield Static("", id="review-title", classes="title")
            yield Static("", id="review-summary")
            with Vertical(id="review-progress"):
                yield Static("", id="review-progress-text")
                yield ProgressBar(id="review-bar", show_eta=False)
            with Horizontal(id="review-body"):
                yield OptionList(id="review-decisions")
                with Vertical(id="review-detail"):
                    yield Static("", id="review-words")
                    yield Static("", id="review-table")
                    yield Static("", id="review-plot")
            # The whole width: a French Tarot hand of 18 cards needs 74 columns.
            yield PositionView(id="review-hand")
        yield Footer()

    def set_up(self) -> None:
        self.open_deal()

    def on_unmount(self) -> None:
        self._stop.set()  # a review still running stops at its next look

    # -- loading -------------------------------------------------------------------------------
    def open_deal(self) -> None:
        """Show the target's current deal: its kept review at once, else review it."""
        self._stop.set()
        self._stop = threading.Event()
        self._job += 1
        self.review, self.error, self.done, self.total = None, None, 0, 0
        self._positions = {}
        try:
            kept = reviews.cached(self.target, self.target.index)
        except (OSError, ValueError):
            kept = None  # a damaged cache is reviewed again
        if kept is not None:
            self._show_review(self._job, kept)
            return
        self.show()
        self.worker = self.run_worker(
            lambda job=self._job, stop=self._stop, index=self.target.index: self._run(
                job, stop, index
            ),
            thread=True,
            exclusive=True,
            group="review",
        )

    def _run(self, job: int, stop: threading.Event, index: int) -> None:
        worker = get_current_worker()

        def cancelled() -> bool:
            return stop.is_set() or worker.is_cancelled

        def progress(done: int, total: int) -> None:
            if not cancelled():
                self._from_thread(self._progress, job, done, total)

        try:
            result = reviews.review(self.target, index, progress, cancelled)
        except ReviewCancelled:
            return
        except (ReviewError, OSError, ValueError) as exc:
            self._from_thread(self._failed, job, str(exc))
            return
        self._from_thread(self._reviewed, job, result)

    def _from_thread(self, callback: Any, *args: Any) -> None:
        with contextlib.suppress(RuntimeError):  # the app has closed meanwhile
            self.app.call_from_thread(callback, *args)

    def _progress(self, job: int, done: int, total: int) -> None:
        if job == self._job and self.is_mounted:
            self.done, self.total = done, total
            self._show_progress()

    def _failed(self, job: int, message: str) -> None:
        if job == self._job and self.is_mounted:
            self.error = message
            self.show()

    def _reviewed(self, job: int, review: DealReview) -> None:
        if job == self._job and self.is_mounted:
            self._show_review(job, review)

    def _show_review(self, job: int, review: DealReview) -> None:
        try:
            self._positions = reviews.positions(self.target.unit, self.target.seat)
        except ReviewError as exc:
            self._failed(job, str(exc))
            return
        self.review = review
        self.show()

    # -- labels --------------------------------------------------------------------------------
    def relabel(self) -> None:
        if self.is_mounted and self.query("#review-title"):
            self.show()

    def _title(self) -> str:
        t = self.t
        game = game_title(self.cardavia.catalog, self.target.game)
        count = len(self.target.units)
        if count > 1:
            return t("review-title-of", game=game, number=self.target.index + 1, count=count)
        return t("review-title", game=game)

    def show(self) -> None:
        if not self.query("#review-title"):
            return
        self.query_one("#review-title", Static).update(self._title())
        computing = self.computing
        self.query_one("#review-progress").display = computing or self.error is not None
        self.query_one("#review-body").display = self.review is not None
        self.query_one("#review-hand").display = self.review is not None
        self.refresh_bindings()
        if self.review is None:
            self.query_one("#review-summary", Static).update("")
            self._show_progress()
            return
        catalog = self.cardavia.catalog
        self.query_one("#review-summary", Static).update(words.summary(catalog, self.review))
        self._fill_list()
        self._show_decision()

    def _show_progress(self) -> None:
        text = self.query_one("#review-progress-text", Static)
        bar = self.query_one("#review-bar", ProgressBar)
        bar.display = self.error is None
        if self.error is not None:
            text.update(self.t("review-failed", reason=escape(visible(self.error, 300))))
            return
        if self.total:
            text.update(self.t("review-working", done=self.done, count=self.total))
        else:
            text.update(self.t("review-starting"))
        bar.update(total=self.total or None, progress=self.done)

    # -- the decision list ---------------------------------------------------------------------
    def _fill_list(self) -> None:
        review = self.review
        assert review is not None
        catalog = self.cardavia.catalog
        game, tradition = self.target.game, self.target.tradition
        ranks = {index: rank for rank, index in enumerate(review.costliest, 1)}
        rows: list[int | range] = []
        run: list[int] = []  # decisions in a row that cost nothing

        def close_run() -> None:
            # Two or more fold into one line; a lone one keeps its own.
            rows.extend([range(run[0], run[-1] + 1)] if len(run) > 1 else run)
            run.clear()

        for i, decision in enumerate(review.decisions):
            if free(decision) and not self.unfolded:
                run.append(i)
                continue
            close_run()
            rows.append(i)
        close_run()
        options = [
            Option(
                words.folded_row(catalog, len(row))
                if isinstance(row, range)
                else words.row(
                    catalog, game, tradition, review.decisions[row], row + 1, ranks.get(row)
                )
            )
            for row in rows
        ]
        listing = self.query_one("#review-decisions", OptionList)
        before = self._current()
        listing.clear_options()
        listing.add_options(options)
        self._rows = rows
        listing.border_title = self.t("review-decisions")
        if not options:
            return
        # Stay on the decision shown (or the fold holding it); at first, on the costliest.
        if isinstance(before, range):
            before = before.start
        wanted = before if before is not None else (review.costliest or (0,))[0]
        listing.highlighted = next(
            (n for n, row in enumerate(rows) if row == wanted or wanted in row_range(row)), 0
        )

    def _current(self) -> int | range | None:
        """The list's row: a decision (index into the review's decisions), or a fold."""
        if not self._rows or not self.query("#review-decisions"):
            return None
        at = self.query_one("#review-decisions", OptionList).highlighted
        if at is None or not 0 <= at < len(self._rows):
            return None
        return self._rows[at]

    def on_option_list_option_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        self._show_decision()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if isinstance(self._current(), range):  # Enter on a fold opens it
            self.action_unfold()

    # -- one decision --------------------------------------------------------------------------
    def face_of(self, code: str) -> Face:
        s = self.cardavia.settings
        letters = rank_letters(self.cardavia.catalog, self.target.tradition)
        return face(code, self.target.tradition, s.suit_colours, s.ascii_suits, letters)

    def _show_decision(self) -> None:
        review = self.review
        if review is None:
            return
        catalog = self.cardavia.catalog
        game, tradition = self.target.game, self.target.tradition
        index = self._current()
        hand = self.query_one(PositionView)
        plot = self.query_one("#review-plot", Static)
        if index is None:
            return
        if isinstance(index, range):
            self.query_one("#review-words", Static).update(
                words.folded_detail(catalog, index.start + 1, index.stop, len(review.decisions))
            )
            hand.show([], None, None, None, self.face_of)
            self.query_one("#review-table", Static).update("")
            self._plot(plot, None)
            return
        decision = review.decisions[index]
        obs = self._positions.get(decision.index, {})
        cards = sorted(obs.get("hand") or [], key=lambda c: sort_key(c, game))
        shown = decision.best in cards and not free(decision)
        lines = words.detail(
            catalog,
            game,
            tradition,
            decision,
            obs,
            index + 1,
            len(review.decisions),
            f" [b {EXPERT_COLOUR}]{EXPERT_MARK}[/]" if shown else "",
        )
        self.query_one("#review-words", Static).update("\n".join(lines))
        legal = set(obs.get("legal_actions") or ())
        playing = decision.chosen in cards
        hand.show(
            cards,
            legal if playing else None,
            decision.chosen if playing else None,
            decision.best if not free(decision) else None,
            self.face_of,
        )
        self.query_one("#review-table", Static).update(
            words.table_line(
                catalog,
                game,
                tradition,
                obs,
                self._earlier_bids(decision.index),
                seat_names(catalog, game),
            )
        )
        self._plot(plot, index)

    def _earlier_bids(self, index: int) -> list[tuple[int, str]]:
        """The auction's bids before action ``index`` (who, what)."""
        actions = self.target.unit.deal_record.actions
        return [
            (int(obs["actor"]), actions[i])
            for i, obs in sorted(self._positions.items())
            if i < index and obs.get("phase") == "bidding"
        ]

    def _plot(self, plot: Static, current: int | None) -> None:
        review = self.review
        assert review is not None
        catalog = self.cardavia.catalog
        width = max(20, plot.size.width or self.size.width - 2)
        height = 3 if self.app.size.height < 30 else 5
        rows = running_loss_plot(
            [d.cost for d in review.decisions],
            width,
            height,
            current=current,
            marked=frozenset(review.costliest),
            label=lambda v: words.points(catalog, v),
            axis_title=self.t("review-plot-axis"),
        )
        title = Text(self.t("review-plot-title"), style="bold")
        plot.update(Text("\n").join([title, *rows]))

    # -- keys ----------------------------------------------------------------------------------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "unfold":
            return self.review is not None and any(free(d) for d in self.review.decisions)
        if action == "deal":
            return len(self.target.units) > 1
        return True

    def action_unfold(self) -> None:
        if self.review is None:
            return
        self.unfolded = not self.unfolded
        self._fill_list()
        self._show_decision()

    def action_deal(self, step: int) -> None:
        index = self.target.index + step
        if 0 <= index < len(self.target.units):
            self.target.index = index
            self.open_deal()

    def action_back(self) -> None:
        """Esc: back, cancelling a review under way (the screen beneath keeps its game)."""
        if self.computing:
            self.cancelled = True
            self._stop.set()
        self.go_back()

    def on_resize(self) -> None:
        super().on_resize()
        if self.review is not None:
            self.call_after_refresh(self._show_decision)


__all__ = ["ReviewScreen"]
