"""The table's log: what happens at the table, as the lines a player reads.

The engine reports each move as events (an action, a trick won, the chien shown, the
Excuse, a deal annulled); this layer of the table screen turns them into log lines, the
game's presenter wording each action. A seat's discards make one line, written once that
seat is done discarding; after an undo or a step back the discards still waiting for their
line are read again from the deal.
"""

from __future__ import annotations

from cardavia.play.link import TableLink
from cardavia.play.session import Event
from cardavia.tui.render.cards import sort_key
from cardavia.tui.screens.base import CardaviaScreen
from cardavia.tui.table.labels import card_text
from cardavia.tui.table.presenter import Presenter
from cardavia.tui.widgets.log import LogPanel


class TableLog(CardaviaScreen):
    """The bottom layer of the table screen: the log, and the names and hand order it uses."""

    game: str
    tradition: str
    link: TableLink
    presenter: Presenter
    watching: bool  # replaying a record: nobody decides
    last_trick_shown: bool  # a finished trick stays on the felt until the next move

    def __init__(self) -> None:
        super().__init__()
        # Discards of one seat, logged as one line once that seat is done discarding.
        self._discards: list[str] = []

    @property
    def names(self) -> list[str]:
        return self.presenter.names(self.cardavia.catalog)

    @property
    def log_entries(self) -> list[tuple[tuple[int, int], str]]:
        return self.query_one(LogPanel).entries

    def card_text(self, code: str) -> str:
        """A card as the log and the dialogs write it, in the player's language."""
        return card_text(self.cardavia.catalog, code, self.tradition)

    def sorted_hand(self, cards: list[str]) -> list[str]:
        return sorted(cards, key=lambda c: sort_key(c, self.game))

    def write_log(self, text: str) -> None:
        self.query_one(LogPanel).add(self._log_point(), text)

    def _log_point(self) -> tuple[int, int]:
        return (self.link.deal_number, self.link.moves)

    def _log_summary(self) -> None:
        """A table sat down at mid-deal (a resumed game): the log starts with the deal so far."""
        link = self.link
        if self.watching or not link.moves or link.deal_over:
            return
        catalog = self.cardavia.catalog
        self.write_log(self.t("log-summary", number=link.deal_number))
        obs = link.observation()
        for line in self.presenter.summary(catalog, self.tradition, obs):
            self.write_log(line)

    def _log_events(self, seat: int | None, events: list[Event]) -> None:
        names = self.names
        link = self.link
        catalog = self.cardavia.catalog
        for event in events:
            if event.kind == "action" and event.seat is not None:
                action = event.action
                public = link.public_action(action, event.seat)
                if action.startswith("discard:"):
                    # A seat's discards make one line, written once it is done discarding.
                    self._discards.append(public)
                    if not link.still_discarding(event.seat):
                        self._flush_discards(names[event.seat])
                    continue
                obs = link.observation()
                self.write_log(
                    self.presenter.log_line(catalog, self.tradition, names[event.seat], public, obs)
                )
                self.last_trick_shown = False
            elif event.kind == "trick" and event.seat is not None:
                self.write_log(self.t("log-trick", number=event.number, seat=names[event.seat]))
                self.last_trick_shown = True
            elif event.kind == "chien":
                cards = " ".join(self.card_text(c) for c in event.cards)
                self.write_log(self.t("table-chien", cards=cards))
            elif event.kind == "excuse":
                self.write_log(self.t("log-excuse"))
            elif event.kind == "annulled":
                self.write_log(self.t(f"log-annulled-{event.action}"))

    def _flush_discards(self, name: str) -> None:
        """One line for the cards shown, one for those put away face down."""
        catalog = self.cardavia.catalog
        shown = [a[8:] for a in self._discards if a != "discard:?"]
        hidden = len(self._discards) - len(shown)
        self._discards = []
        obs = self.link.observation()
        if shown:
            cards = " ".join(self.card_text(c) for c in self.sorted_hand(shown))
            person = "you" if name == self.t("seat-you") else "other"
            self.write_log(self.t("log-discard", seat=name, person=person, card=cards))
        if hidden:
            line = f"discard:?{hidden}"
            self.write_log(self.presenter.log_line(catalog, self.tradition, name, line, obs))
        self.last_trick_shown = False

    def _resume_discards(self) -> None:
        """Back at an earlier position (a step back, an undo): the discards still waiting for
        their log line are those the seat to move has made so far, read from the deal itself
        (not what was pending when the later position was left)."""
        self._discards = self.link.own_discards()
