"""The language menu: every language named in itself; the choice applies at once."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import Footer, OptionList, Static
from textual.widgets.option_list import Option

from cardavia.i18n import LOCALE_NAMES
from cardavia.tui.screens.base import CardaviaModal


class LanguageScreen(CardaviaModal):
    BINDINGS = [Binding("escape", "dismiss_none", "Back", id="back")]

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog"):
            yield Static("", id="dialog-title", classes="heading")
            yield OptionList(
                *[Option(name, id=tag) for tag, name in LOCALE_NAMES.items()],
                id="languages",
            )
            yield Static("", id="language-hint", classes="hint")
        yield Footer()

    def relabel(self) -> None:
        self.query_one("#dialog-title", Static).update(self.t("language-title"))
        self.query_one("#language-hint", Static).update(self.t("language-hint"))
        menu = self.query_one("#languages", OptionList)
        menu.highlighted = list(LOCALE_NAMES).index(self.cardavia.catalog.locale)
        menu.focus()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(event.option.id)

    def action_dismiss_none(self) -> None:
        self.dismiss(None)
