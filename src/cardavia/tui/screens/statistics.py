"""Statistics: the figures per game and overall, and three plots (score over deals, rolling
win rate, contracts made by bid), counted from the saved records. What is a game's own (its
contracts, poignées, closings ...) its presenter says (``tui/table/<package>.py``)."""

from __future__ import annotations

from typing import Any

from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.markup import escape
from textual.widgets import Footer, Select, Static, TabbedContent, TabPane
from textual_plotext import PlotextPlot

from cardavia.engine.registry import game_ids
from cardavia.engine.text import visible
from cardavia.fileio import shown_path
from cardavia.play.index import RecordIndex
from cardavia.play.review_stats import ReviewedDeal, reviewed_deals, trend
from cardavia.play.stats import ROLLING, load_stats
from cardavia.tui.screens.base import CardaviaScreen
from cardavia.tui.screens.history import game_name
from cardavia.tui.table import review_words
from cardavia.tui.table.presenter import presenter_for

#: The most points a line plot draws (a long history is thinned evenly).
MAX_POINTS = 400
PLOTS = ("score", "winrate", "contracts", "review")
#: Taken (declared) and made, in the bar plot and its key.
BAR_COLOURS = ((150, 110, 240), (150, 220, 40))
#: The points lost per reviewed deal, and the trend through them.
REVIEW_COLOURS = ((111, 168, 255), (255, 210, 63))


def deal_ticks(longest: int) -> list[int]:
    """Whole deal numbers for the x axis (at most five)."""
    if longest <= 1:
        return [1]
    return sorted({round(1 + i * (longest - 1) / 4) for i in range(5)})


def thin(values: list[float]) -> tuple[list[int], list[float]]:
    """(deal numbers, values), at most ``MAX_POINTS`` of them, the last one always kept."""
    n = len(values)
    step = max(1, -(-n // MAX_POINTS))
    xs = list(range(1, n + 1, step))
    if xs and xs[-1] != n:
        xs.append(n)
    return xs, [values[x - 1] for x in xs]


class StatisticsScreen(CardaviaScreen):
    BINDINGS = [Binding("escape", "back", "Back", id="back")]
    AUTO_FOCUS = "#stats-game"

    def __init__(self) -> None:
        super().__init__()
        self.stats: dict[str, Any] | None = None
        self.folder = ""
        self.reviewed: list[ReviewedDeal] = []

    def compose(self) -> ComposeResult:
        with Vertical(id="stats"):
            with Horizontal(id="stats-header"):
                yield Static("", id="stats-title", classes="title")
                yield Select[str](
                    self._game_options(), id="stats-game", allow_blank=False, compact=True
                )
            with Horizontal(id="stats-body"):
                with VerticalScroll(id="stats-figures"):
                    yield Static("", id="stats-text")
                with TabbedContent(id="stats-plots"):
                    for plot in PLOTS:
                        with TabPane("", id=f"tab-{plot}"):
                            yield PlotextPlot(id=f"plot-{plot}")
                            if plot == "contracts":
                                yield Static("", id="contracts-key")
                            if plot == "review":
                                yield Static("", id="review-key")
        yield Footer()

    def set_up(self) -> None:
        self._load()

    @property
    def loaded(self) -> bool:
        return self.stats is not None

    @property
    def game(self) -> str | None:
        value = self.query_one("#stats-game", Select).value
        return None if value in ("all", Select.NULL) else str(value)

    # -- loading -------------------------------------------------------------------------------
    @work(thread=True, exclusive=True, group="stats")
    def _load(self) -> None:
        with RecordIndex() as index:
            stats = load_stats(index)
            folder = shown_path(index.records)
        reviewed = reviewed_deals()
        self.app.call_from_thread(self._loaded, stats, folder, reviewed)

    def _loaded(
        self, stats: dict[str, Any], folder: str, reviewed: list[ReviewedDeal] | None = None
    ) -> None:
        if not self.query("#stats-title"):
            return  # closed (Esc) before the figures came back from their thread
        self.stats = stats
        self.folder = folder
        self.reviewed = reviewed or []
        self.relabel()

    # -- labels --------------------------------------------------------------------------------
    def relabel(self) -> None:
        t = self.t
        self.query_one("#stats-title", Static).update(t("stats-title"))
        tabs = self.query_one(TabbedContent)
        for plot in PLOTS:
            title = t(f"stats-tab-{plot}")
            tabs.get_tab(f"tab-{plot}").label = title
        select = self.query_one("#stats-game", Select)
        value = select.value
        with self.prevent(Select.Changed):
            select.set_options(self._game_options())
            select.value = value
        self.show()

    def _game_options(self) -> list[tuple[str, str]]:
        catalog = self.cardavia.catalog
        return [(self.t("stats-all-games"), "all")] + [
            (game_name(catalog, g), g) for g in game_ids()
        ]

    def on_select_changed(self, event: Select.Changed) -> None:
        self.show()

    def show(self) -> None:
        text = self.query_one("#stats-text", Static)
        if self.stats is None:
            text.update(self.t("stats-loading"))
            return
        text.update("\n".join(self.figures()))
        self._plot_score()
        self._plot_winrate()
        self._plot_contracts()
        self._plot_review()

    # -- figures -------------------------------------------------------------------------------
    def rate(self, tally: dict[str, Any]) -> str:
        rate = tally.get("win_rate")
        if rate is None:
            return self.t("stats-no-rate")
        return self.t("stats-percent", percent=round(100 * rate))

    def figures(self) -> list[str]:
        t = self.t
        assert self.stats is not None
        game = self.game
        pending = self.stats.get("pending_files") or 0
        notes = [t("history-pending", count=pending)] if pending else []
        if not self.stats["games"] or (game and game not in self.stats["games"]):
            return [t("stats-empty", folder=escape(visible(self.folder, 200))), *notes]
        part = self.stats["games"][game] if game else self.stats["overall"]
        lines = [
            f"[b]{t('stats-deals', count=part['deals'])}[/b]",
            t("stats-results", won=part["won"], lost=part["lost"], rate=self.rate(part)),
        ]
        if game is None:
            for g, count in part["games"].items():
                name = game_name(self.cardavia.catalog, g)
                lines.append("  " + t("stats-game-deals", game=name, count=count))
        else:
            mean = part["mean_score"]
            lines.append(t("stats-mean", mean=f"{mean:+.1f}" if mean is not None else "–"))
            lines += ["", *self.game_lines(game, part)]
        lines += ["", f"[b]{t('stats-levels')}[/b]"]
        for level, tally in part["levels"].items():
            name = level_name(self.cardavia.catalog, level)
            lines.append(
                "  " + t("stats-level", level=name, count=tally["deals"], rate=self.rate(tally))
            )
        lines += ["", f"[b]{t('stats-months')}[/b]"]
        for month, tally in reversed(list(part["months"].items())):
            lines.append(
                "  " + t("stats-month", month=month, count=tally["deals"], rate=self.rate(tally))
            )
        skipped = self.stats.get("skipped") or []
        if skipped:
            lines += ["", t("stats-skipped", count=len(skipped))]
        return lines + notes

    def game_lines(self, game: str, figures: dict[str, Any]) -> list[str]:
        """The game's own figures, from its presenter (tui/table/<package>.py)."""
        return presenter_for(game).stats_lines(self.cardavia.catalog, figures)

    # -- plots ---------------------------------------------------------------------------------
    def _games_shown(self) -> list[str]:
        assert self.stats is not None
        game = self.game
        return [g for g in ([game] if game else game_ids()) if g in self.stats["games"]]

    def _plot(self, name: str) -> Any:
        widget = self.query_one(f"#plot-{name}", PlotextPlot)
        plt = widget.plt
        plt.clear_figure()
        return widget, plt

    def _plot_score(self) -> None:
        assert self.stats is not None
        widget, plt = self._plot("score")
        longest = 0
        for g in self._games_shown():
            xs, ys = thin(self.stats["games"][g]["series"]["score"])
            if xs:
                plt.plot(xs, ys, label=game_name(self.cardavia.catalog, g), marker="braille")
                longest = max(longest, xs[-1])
        plt.xticks(deal_ticks(longest))
        plt.title(self.t("stats-plot-score"))
        plt.xlabel(self.t("stats-axis-deals"))
        widget.refresh()

    def _plot_winrate(self) -> None:
        assert self.stats is not None
        widget, plt = self._plot("winrate")
        longest = 0
        for g in self._games_shown():
            series = self.stats["games"][g]["series"]["win_rate"]
            xs, ys = thin([100 * v for v in series])
            if xs:
                plt.plot(xs, ys, label=game_name(self.cardavia.catalog, g), marker="braille")
                longest = max(longest, xs[-1])
        plt.xticks(deal_ticks(longest))
        plt.ylim(0, 100)
        plt.title(self.t("stats-plot-winrate", window=ROLLING))
        plt.xlabel(self.t("stats-axis-deals"))
        widget.refresh()

    def _plot_contracts(self) -> None:
        assert self.stats is not None
        widget, plt = self._plot("contracts")
        labels: list[str] = []
        taken: list[int] = []
        made: list[int] = []
        for g in self._games_shown():
            bars = presenter_for(g).stats_bars(self.cardavia.catalog, self.stats["games"][g])
            for label, count, won in bars:
                labels.append(label)
                taken.append(count)
                made.append(won)
        if labels:
            # No plotext legend: it cannot measure wide (CJK) text; the key is drawn below.
            plt.multiple_bar(labels, [taken, made], color=list(BAR_COLOURS))
            top = max(taken)
            plt.yticks(sorted({round(i * top / 4) for i in range(5)}))  # whole counts
        plt.title(self.t("stats-plot-contracts"))
        widget.refresh()
        legend = self.query_one("#contracts-key", Static)
        legend.update(
            f"[rgb{BAR_COLOURS[0]}]■[/] {self.t('stats-bar-taken')}   "
            f"[rgb{BAR_COLOURS[1]}]■[/] {self.t('stats-bar-made')}"
        )

    def _plot_review(self) -> None:
        """The points lost in each reviewed deal, oldest first, and the trend through them."""
        widget, plt = self._plot("review")
        game = self.game
        deals = [r for r in self.reviewed if game is None or r.game == game]
        key = self.query_one("#review-key", Static)
        widget.display = bool(deals)
        if not deals:
            key.update(self.t("stats-review-none"))
            return
        catalog = self.cardavia.catalog
        losses = [r.lost for r in deals]
        xs, ys = thin(losses)
        plt.plot(xs, ys, marker="braille", color=REVIEW_COLOURS[0])
        slope = trend(losses)
        if slope is not None:
            mean = sum(losses) / len(losses)
            middle = (len(losses) + 1) / 2
            line = [mean + slope * (x - middle) for x in (1, len(losses))]
            plt.plot([1, len(losses)], line, marker="braille", color=REVIEW_COLOURS[1])
        plt.xticks(deal_ticks(len(losses)))
        plt.title(self.t("stats-plot-review"))
        plt.xlabel(self.t("stats-axis-deals"))
        widget.refresh()
        count = self.t("stats-review-count", count=len(deals))
        mean_text = self.t("stats-review-mean", mean=review_words.points(catalog, mean_of(losses)))
        if slope is None or abs(slope) < 0.005 * max(1.0, mean_of(losses)):
            verdict = self.t("stats-review-steady")
        else:
            amount = review_words.amount(catalog, abs(slope))
            verdict = self.t(
                "stats-review-better" if slope < 0 else "stats-review-worse", amount=amount
            )
        key.update(
            f"[rgb{REVIEW_COLOURS[0]}]■[/] {count} · {mean_text}\n"
            f"[rgb{REVIEW_COLOURS[1]}]■[/] {verdict}"
        )


def mean_of(values: list[float]) -> float:
    return sum(values) / len(values) if values else 0.0


def level_name(catalog: Any, level: str) -> str:
    if level in ("easy", "normal", "hard"):
        return str(catalog.t(f"appearance-ai-{level}"))
    if level in ("random", "unknown"):
        return str(catalog.t(f"stats-level-{level}"))
    return escape(visible(level, 60))  # as a record wrote it: text, not markup
