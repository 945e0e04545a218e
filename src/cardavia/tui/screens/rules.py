"""The complete rules of a game, in the current language and tradition; searchable."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Footer, Input, OptionList, Static
from textual.widgets.markdown import MarkdownBlock
from textual.widgets.option_list import Option

from cardavia.engine.registry import games_for_tradition, tradition_for_game
from cardavia.i18n import RulesNotFound, rules_document
from cardavia.traditions import TRADITIONS
from cardavia.tui.screens.base import CardaviaModal, CardaviaScreen
from cardavia.tui.table.labels import game_title
from cardavia.tui.widgets.rules_text import RulesText
from cardavia.tui.widgets.search import SearchInput

#: Typographic characters a reader does not type: the curly apostrophe, the no-break spaces
#: of French typography, typographic quotes.
_SEARCH_FOLD = str.maketrans(
    {"\u2019": "'", "\u00a0": " ", "\u202f": " ", "\u201c": '"', "\u201d": '"'}
)


def search_form(text: str) -> str:
    """Text as the rules search compares it: case-folded, typographic characters made plain,
    so "l'excuse" finds "l\u2019Excuse" and "sec :" finds "sec\u00a0:"."""
    return text.translate(_SEARCH_FOLD).casefold()


class RulesScreen(CardaviaScreen):
    ALLOW_SELECT = True  # the rules may be selected and copied

    BINDINGS = [
        Binding("escape", "back", "Back", id="back"),
        Binding("slash", "search", "Search", id="search"),
        Binding("n", "next_match", "Next match", id="next-match"),
    ]

    def __init__(self, game: str, tradition: str | None = None) -> None:
        super().__init__()
        self.game = game
        self.tradition = tradition or tradition_for_game(game)
        self.rules_game = game
        self.rules_tradition = self.tradition
        self._matches: list[MarkdownBlock] = []
        self._match_index = -1
        self._query = ""

    def compose(self) -> ComposeResult:
        with Horizontal(id="rules-header"):
            yield Static("", id="rules-title")
            yield SearchInput(id="rules-search")
        # The status repeats the query: what a reader typed or pasted is text, not markup.
        yield Static("", id="rules-status", classes="hint", markup=False)
        with VerticalScroll(id="rules-scroll"):
            # The document in the first frame (relabel shows it again: nothing to do then).
            yield RulesText(self._document(), id="rules-text")
        yield Footer()

    def relabel(self) -> None:
        game = game_title(self.cardavia.catalog, self.game)
        tradition = self.t(f"tradition-{self.tradition}-name")
        title = self.t("rules-title", game=game)
        names = self.t("rules-tradition", tradition=tradition)
        # The deck's names on a line of their own: "Tarot de Marseille" is never cut in two.
        self.query_one("#rules-title", Static).update(f"[b]{title}[/b]\n[dim]{names}[/dim]")
        self.query_one("#rules-search", Input).placeholder = self.t("rules-search-placeholder")
        # The same document (a language whose rules fall back to another's) is left as it
        # is: its highlights go with the search they showed.
        self._clear_matches()
        self.query_one("#rules-text", RulesText).show(self._document())

    def _document(self) -> str:
        try:
            return rules_document(self.game, self.cardavia.catalog.locale, self.tradition)
        except RulesNotFound:
            return self.t("rules-missing")

    def set_up(self) -> None:
        # Focus restyles the scrolled document: after the first frame, which it would delay.
        self.call_after_refresh(self.query_one("#rules-scroll", VerticalScroll).focus)

    def action_back(self) -> None:
        search = self.query_one("#rules-search", Input)
        if search.value and (search.has_focus or self._matches):
            search.value = ""  # a search typed or shown is cleared first, then Esc leaves
            self._clear_matches()
            return
        self.go_back()

    def action_search(self) -> None:
        self.query_one("#rules-search", Input).focus()

    async def on_input_submitted(self, event: Input.Submitted) -> None:
        query = event.value.strip()
        await self.query_one("#rules-text", RulesText).loaded()  # every section searched
        if query != self._query or not self._matches:
            self._find(query)
        else:
            self.action_next_match()
        if self._matches:
            # Reading now: `n` finds the next match (it typed into the box), `/` searches again.
            self.query_one("#rules-scroll", VerticalScroll).focus()

    def _clear_matches(self) -> None:
        for block in self._matches:
            block.remove_class("search-hit")
        self._matches = []
        self._match_index = -1
        self._query = ""
        self.query_one("#rules-status", Static).update("")

    def _find(self, query: str) -> None:
        self._clear_matches()
        self._query = query
        if not query:
            return
        needle = search_form(query)
        blocks = self.query_one("#rules-text", RulesText).query(MarkdownBlock)
        self._matches = [
            block
            for block in blocks
            if needle in search_form(block.source or "") and not block.query(MarkdownBlock)
        ]
        if not self._matches:
            none = self.t("rules-search-none", query=query)
            self.query_one("#rules-status", Static).update(none)
            return
        for block in self._matches:
            block.add_class("search-hit")
        self._match_index = -1
        self.action_next_match()
        self.refresh_bindings()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "next_match":
            return bool(self._matches)
        return True

    def action_next_match(self) -> None:
        if not self._matches:
            return
        self._match_index = (self._match_index + 1) % len(self._matches)
        block = self._matches[self._match_index]
        for other in self._matches:
            other.remove_class("search-current")
        block.add_class("search-current")
        self.query_one("#rules-scroll", VerticalScroll).scroll_to_widget(block, top=True)
        self.query_one("#rules-status", Static).update(
            self.t(
                "rules-search-found",
                index=self._match_index + 1,
                count=len(self._matches),
                query=self._query,
            )
        )


class RulesChooser(CardaviaModal):
    """Which game's rules? (the rules key pressed where no game is in view)."""

    BINDINGS = [Binding("escape", "dismiss_none", "Back", id="back")]

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            yield Static("", id="dialog-title", classes="heading")
            yield OptionList(id="rules-games")
        yield Footer()

    def relabel(self) -> None:
        self.query_one("#dialog-title", Static).update(self.t("rules-choose-game"))
        menu = self.query_one("#rules-games", OptionList)
        menu.clear_options()
        for tradition in TRADITIONS.values():
            for game in games_for_tradition(tradition.id):
                title = game_title(self.cardavia.catalog, game)
                label = f"{title} · {self.t(f'tradition-{tradition.id}-name')}"
                menu.add_option(Option(label, id=f"{game}:{tradition.id}"))
        menu.highlighted = 0
        menu.focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(event.option.id)

    def action_dismiss_none(self) -> None:
        self.dismiss(None)
