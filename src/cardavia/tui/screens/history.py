"""History: every saved deal, match and session, newest first; Enter replays one at the table."""

from __future__ import annotations

from datetime import date, datetime, timedelta

from rich.cells import cell_len
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.markup import escape
from textual.widgets import DataTable, Footer, Select, Static

from cardavia.engine.registry import game_ids
from cardavia.engine.text import visible
from cardavia.fileio import shown_path
from cardavia.i18n import Catalog
from cardavia.play.index import Entry, RecordIndex, Skipped
from cardavia.tui.screens.base import CardaviaScreen
from cardavia.tui.table.labels import game_title

#: The newest this many records are listed (the filters reach the others).
MAX_ROWS = 1000
RESULTS = ("won", "lost", "even", "unfinished")
COLUMNS = ("played", "game", "kind", "deals", "result", "score")
PERIODS = {"today": 0, "week": 6, "month": 29, "year": 364}


def game_name(catalog: Catalog, game: str) -> str:
    """The game's title in the reader's language (an id no game has is shown as it is)."""
    return game_title(catalog, game)


class HistoryScreen(CardaviaScreen):
    BINDINGS = [
        Binding("escape", "back", "Back", id="back"),
        Binding("v", "review", "Review", id="review"),
    ]
    AUTO_FOCUS = "#history-table"

    def __init__(self) -> None:
        super().__init__()
        self.entries: list[Entry] = []
        self.skipped: list[Skipped] = []
        self.total = 0
        self.loaded = False  # the first listing is in (tests wait for it)
        self._generation = 0  # which listing is the latest asked for
        self.folder = ""
        self.pending = 0  # record files left out: another process held the index locked

    def compose(self) -> ComposeResult:
        with Vertical(id="history"):
            yield Static("", id="history-title", classes="title")
            with Horizontal(id="history-filters"):
                yield Select[str](
                    self._options("game"), id="history-game", allow_blank=False, compact=True
                )
                yield Select[str](
                    self._options("result"), id="history-result", allow_blank=False, compact=True
                )
                yield Select[str](
                    self._options("period"), id="history-period", allow_blank=False, compact=True
                )
            yield DataTable(id="history-table", cursor_type="row", zebra_stripes=True)
            yield Static("", id="history-status", classes="hint")
        yield Footer()

    def set_up(self) -> None:
        self.reload()

    # -- labels --------------------------------------------------------------------------------
    def relabel(self) -> None:
        t = self.t
        self.query_one("#history-title", Static).update(t("history-title"))
        for name in ("game", "result", "period"):
            select = self.query_one(f"#history-{name}", Select)
            value = select.value
            with self.prevent(Select.Changed):
                select.set_options(self._options(name))
                select.value = value
        self._fill()

    def _options(self, name: str) -> list[tuple[str, str]]:
        t = self.t
        if name == "game":
            games = [(game_name(self.cardavia.catalog, g), g) for g in game_ids()]
            return [(t("history-all-games"), "all"), *games]
        if name == "result":
            return [(t("history-all-results"), "all")] + [
                (t(f"history-result-{r}"), r) for r in RESULTS
            ]
        return [(t("history-period-any"), "all")] + [(t(f"history-period-{p}"), p) for p in PERIODS]

    # -- loading -------------------------------------------------------------------------------
    def _filters(self) -> tuple[str | None, str | None, date | None]:
        def value(selector: str) -> str | None:
            v = self.query_one(selector, Select).value
            return None if v in ("all", Select.NULL) else str(v)

        period = value("#history-period")
        since = date.today() - timedelta(days=PERIODS[period]) if period else None
        return value("#history-game"), value("#history-result"), since

    def reload(self) -> None:
        game, result, since = self._filters()
        self.query_one("#history-status", Static).update(self.t("history-loading"))
        self._generation += 1
        self._load(game, result, since, self._generation)

    @work(thread=True, exclusive=True, group="history")
    def _load(
        self, game: str | None, result: str | None, since: date | None, generation: int
    ) -> None:
        with RecordIndex() as index:
            index.sync()
            entries = index.entries(game, since, None, None if result == "even" else result)
            skipped = index.skipped()
            folder = shown_path(index.records)
            pending = index.pending
        if result == "even":
            entries = [e for e in entries if e.result == "even"]
        self.app.call_from_thread(self._loaded, entries, skipped, folder, generation, pending)

    def _loaded(
        self,
        entries: list[Entry],
        skipped: list[Skipped],
        folder: str,
        generation: int,
        pending: int = 0,
    ) -> None:
        if generation != self._generation:
            return  # the filters changed meanwhile: a newer listing is on its way
        if not self.query(DataTable):
            return  # closed (Esc) before the listing came back from its thread
        self.total = len(entries)
        self.entries = entries[:MAX_ROWS]
        self.skipped = skipped
        self.folder = folder
        self.pending = pending
        self.loaded = True
        self._fill()

    def _fill(self) -> None:
        t = self.t
        rows = [
            (
                datetime.fromtimestamp(e.played).strftime("%Y-%m-%d %H:%M"),
                game_name(self.cardavia.catalog, e.game),
                t(f"history-kind-{e.kind}"),
                str(e.deals),
                t(f"history-result-{e.result}"),
                "" if e.score is None else f"{e.score:+g}",
            )
            for e in self.entries
        ]
        table = self.query_one(DataTable)
        table.clear(columns=True)
        # Widths from the text itself: the same layout however fast the rows arrive.
        for number, key in enumerate(COLUMNS):
            label = t(f"history-col-{key}")
            width = max([cell_len(label), *(cell_len(row[number]) for row in rows)])
            table.add_column(label, width=width, key=key)
        for number, row in enumerate(rows):
            table.add_row(*row, key=str(number))
        if not self.loaded:
            return
        lines = []
        if not self.entries:
            filtered = any(self._filters())
            folder = escape(visible(self.folder, 200))
            lines.append(t("history-none-match") if filtered else t("history-empty", folder=folder))
        elif self.total > len(self.entries):
            lines.append(t("history-shown", shown=len(self.entries), count=self.total))
        else:
            lines.append(t("history-count", count=self.total) + " · " + t("history-hint"))
        if self.skipped:
            first = self.skipped[0]
            where = first.path.rsplit("/", 1)[-1]
            file, reason = escape(visible(where, 100)), escape(visible(first.reason, 200))
            detail = t("history-skipped-detail", file=file, reason=reason)  # text, not markup
            lines.append(t("history-skipped", count=len(self.skipped), detail=detail))
        if self.pending:
            lines.append(t("history-pending", count=self.pending))
        self.query_one("#history-status", Static).update("\n".join(lines))

    # -- events --------------------------------------------------------------------------------
    def on_select_changed(self, event: Select.Changed) -> None:
        if self.loaded:
            self.reload()

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        key = event.row_key.value
        if key is None:
            return
        entry = self.entries[int(key)]
        self.cardavia.watch_record(entry.path, entry.number)

    def action_review(self) -> None:
        """Review the highlighted record: a deal, or a match or session from its first deal
        (the review steps on deal by deal, and through a file of deals line by line)."""
        from cardavia.ai.review import reviewable_games
        from cardavia.engine.records import RecordError
        from cardavia.play.review_target import target_from_file
        from cardavia.tui.screens.review import ReviewScreen

        table = self.query_one(DataTable)
        row = table.cursor_row
        if not self.entries or not 0 <= row < len(self.entries):
            return
        entry = self.entries[row]
        if entry.game not in reviewable_games():
            self.notify(self.t("review-no-game"), timeout=8)
            return
        if not entry.deals:
            self.notify(self.t("review-no-deal"), timeout=8)
            return
        try:
            target = target_from_file(entry.path, entry.number, 0)
        except (RecordError, OSError) as exc:
            self.notify(str(exc), severity="error", timeout=15, markup=False)
            return
        self.app.push_screen(ReviewScreen(target))
