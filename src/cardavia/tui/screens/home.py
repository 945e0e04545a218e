"""Home: the title, the card traditions, Language and Appearance."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from cardavia.i18n import LOCALE_NAMES
from cardavia.traditions import TRADITIONS
from cardavia.tui.resume import summary_line
from cardavia.tui.screens.base import CardaviaScreen


class HomeScreen(CardaviaScreen):
    BINDINGS = [
        Binding("h", "app.history", "History", id="history"),
        Binding("s", "app.statistics", "Statistics", id="statistics"),
    ]
    # compose() fills in every string (the first frame needs no relabel pass);
    # relabel() only runs on a language change.
    LABELS_IN_COMPOSE = True

    def compose(self) -> ComposeResult:
        with Vertical(id="home"):
            yield Static(" ".join(self.t("app-title")), id="title")
            yield Static(self.t("app-tagline"), id="tagline")
            yield Static(self.t("home-traditions"), id="traditions-heading", classes="heading")
            menu = OptionList(*self._menu(), id="home-menu")
            # The hint rides on the menu's lower edge: a line of its own pushed the menu
            # past 24 rows (a scrollbar at 80x24, the hint off the screen).
            menu.border_subtitle = self.t("home-hint")
            yield menu
        yield Footer()

    def on_resize(self) -> None:  # Textual calls CardaviaScreen's too
        # Below 26 rows the margins above the title and the heading go, so a kept game's
        # Continue line fits too.
        self.set_class(self.size.height < 26, "-short")

    def _menu(self) -> list[Option | None]:
        """The traditions, a separator, then Language, Appearance and Quit."""
        options: list[Option | None] = []
        for kept in self.cardavia.unfinished_games():
            line = self.t("home-continue", summary=summary_line(self.cardavia.catalog, kept))
            options.append(Option(Text(line, style="bold"), id=f"continue:{kept.game}"))
        if options:
            options.append(None)
        for tradition in TRADITIONS.values():
            prompt = Text()
            prompt.append(self.t(f"tradition-{tradition.id}-name"), style="bold")
            prompt.append("\n")
            region = self.t(f"tradition-{tradition.id}-region")
            cards = self.t("home-cards", cards=tradition.cards)
            prompt.append(f"{region} · {cards}", style="italic")
            prompt.append("\n")
            prompt.append(self.t(f"tradition-{tradition.id}-blurb"), style="dim")
            options.append(Option(prompt, id=f"tradition:{tradition.id}"))
        options.append(None)
        options.append(Option(self.t("home-join"), id="join"))
        language = LOCALE_NAMES[self.cardavia.catalog.locale]
        options.append(Option(self.t("home-language", name=language), id="language"))
        options.append(Option(self.t("home-appearance"), id="appearance"))
        options.append(Option(self.t("home-quit"), id="quit"))
        return options

    def on_screen_resume(self) -> None:
        """Back from a table: the unfinished games may have changed (not on a screen never
        set up or being taken down: its widgets are not there; nor as it first shows:
        compose has just labelled it)."""
        if self.ready and getattr(self, "_shown", False):
            self.relabel()
        self._shown = True

    def relabel(self) -> None:
        self.query_one("#title", Static).update(" ".join(self.t("app-title")))
        self.query_one("#tagline", Static).update(self.t("app-tagline"))
        self.query_one("#traditions-heading", Static).update(self.t("home-traditions"))
        menu = self.query_one("#home-menu", OptionList)
        menu.border_subtitle = self.t("home-hint")
        highlighted = menu.highlighted
        menu.set_options(self._menu())
        menu.highlighted = highlighted if highlighted is not None else 0

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        choice = event.option.id or ""
        if choice.startswith("continue:"):
            self.cardavia.continue_game(choice.split(":", 1)[1])
        elif choice.startswith("tradition:"):
            from cardavia.tui.screens.tradition import TraditionScreen

            self.app.push_screen(TraditionScreen(choice.split(":", 1)[1]))
        elif choice == "join":
            from cardavia.tui.screens.friends import JoinScreen

            self.app.push_screen(JoinScreen())
        elif choice == "language":
            self.cardavia.action_language()
        elif choice == "appearance":
            self.cardavia.action_appearance()
        elif choice == "quit":
            self.app.exit()
