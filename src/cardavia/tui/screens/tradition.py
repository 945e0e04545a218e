"""A tradition: what it is, its Wikipedia article, and its games with their rules."""

from __future__ import annotations

from rich.style import Style
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Button, Footer, Static

from cardavia.engine.registry import games_for_tradition
from cardavia.traditions import TRADITIONS
from cardavia.tui.resume import summary_line
from cardavia.tui.screens.base import CardaviaScreen
from cardavia.tui.table.labels import game_title


class TraditionScreen(CardaviaScreen):
    BINDINGS = [Binding("escape", "back", "Back", id="back")]
    #: Enter on arrival starts the first game, as a player expects; Tab reaches the rest.
    AUTO_FOCUS = ".start-button"

    def __init__(self, tradition: str) -> None:
        super().__init__()
        self.tradition = TRADITIONS[tradition]
        self.rules_tradition = tradition
        #: The games this deck plays, as the registry says (each game's spec lists its decks).
        self.games = games_for_tradition(tradition)
        self.rules_game = self.games[0] if len(self.games) == 1 else None

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="tradition"):
            yield Button("", id="back", classes="link")
            yield Static("", id="tradition-name", classes="title")
            yield Static("", id="tradition-region", classes="subtitle")
            yield Static("", id="tradition-blurb")
            yield Static("", id="tradition-link")
            yield Static("", id="games-heading", classes="heading")
            for game_id in self.games:
                with Vertical(classes="game-card", id=f"game-{game_id}"):
                    yield Static("", classes="game-title")
                    yield Static("", classes="game-format")
                    yield Static("", classes="game-blurb")
                    with Horizontal(classes="game-actions"):
                        yield Button(
                            "", id=f"start-{game_id}", classes="start-button", variant="primary"
                        )
                        yield Button("", id=f"rules-{game_id}", classes="rules-button")
                        yield Button("", id=f"friends-{game_id}", classes="friends-button")
                    yield Button("", id=f"continue-{game_id}", classes="link continue-button")
        yield Footer()

    def relabel(self) -> None:
        tid = self.tradition.id
        self.query_one("#back", Button).label = self.t("tradition-back")
        self.query_one("#tradition-name", Static).update(self.t(f"tradition-{tid}-name"))
        region = self.t(f"tradition-{tid}-region")
        cards = self.t("home-cards", cards=self.tradition.cards)
        self.query_one("#tradition-region", Static).update(f"{region} · {cards}")
        self.query_one("#tradition-blurb", Static).update(self.t(f"tradition-{tid}-blurb"))
        url = self.t(f"tradition-{tid}-article")
        link = Text()
        link.append(self.t("tradition-wikipedia"), style=Style(link=url, underline=True))
        link.append(f"  {url}", style="dim")
        self.query_one("#tradition-link", Static).update(link)
        self.query_one("#games-heading", Static).update(self.t("tradition-games"))
        for game_id in self.games:
            card = self.query_one(f"#game-{game_id}", Vertical)
            title = game_title(self.cardavia.catalog, game_id)
            card.query_one(".game-title", Static).update(title)
            card.query_one(".game-format", Static).update(self.t(f"game-{game_id}-format"))
            card.query_one(".game-blurb", Static).update(self.t(f"game-{game_id}-blurb"))
            card.query_one(".rules-button", Button).label = self.t("tradition-rules")
            card.query_one(".start-button", Button).label = self.t("tradition-start")
            card.query_one(".friends-button", Button).label = self.t("tradition-friends")
        self._show_unfinished()

    def _show_unfinished(self) -> None:
        """A Continue button, with the one-line summary, on a game left unfinished."""
        kept = {k.game: k for k in self.cardavia.unfinished_games()}
        for game_id in self.games:
            button = self.query_one(f"#continue-{game_id}", Button)
            button.display = game_id in kept
            if game_id in kept:
                summary = summary_line(self.cardavia.catalog, kept[game_id])
                button.label = self.t("home-continue", summary=summary)

    def on_screen_resume(self) -> None:
        if self.ready:  # set up and staying: its widgets are there
            self._show_unfinished()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        button = event.button.id or ""
        if button == "back":
            self.go_back()
        elif button.startswith("continue-"):
            self.cardavia.continue_game(button.removeprefix("continue-"))
        elif button.startswith("start-"):
            self.cardavia.open_table(button.removeprefix("start-"), self.tradition.id)
        elif button.startswith("rules-"):
            self.cardavia.open_rules(button.removeprefix("rules-"), self.tradition.id)
        elif button.startswith("friends-"):
            from cardavia.tui.screens.friends import HostSetupScreen

            self.app.push_screen(
                HostSetupScreen(button.removeprefix("friends-"), self.tradition.id)
            )
