"""What the table shows of a game: one presenter per game, found by the game's package name.

A presenter turns the human seat's observation into what the felt shows (seats, badges,
piles, the centre lines), the end-of-deal explanation and the standings, in the player's
language; and the game's own part of the statistics screen (its figures and its bars).
It decides no rule: everything it shows comes from the observation or the result.
The screen never branches on a game id; it asks ``presenter_for(game)``.
"""

from __future__ import annotations

import copy
import importlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cache
from typing import Any, Protocol, Self

from cardavia.engine.registry import GameSpec, get_game
from cardavia.i18n import Catalog
from cardavia.tui.table.labels import card_text, log_line

#: An observation, a result or standings, read only (the typed dicts of engine/view.py).
JsonDict = Mapping[str, Any]


@dataclass
class SeatInfo:
    seat: int
    position: str
    name: str
    cards: int
    roles: list[str] = field(default_factory=list)
    strong: int = 0  # how many leading roles stand out (taker, declarer)
    bubble: str | None = None  # the last bid, shown as a bubble during the auction


@dataclass
class Pile:
    """Cards in the middle of the felt: None is a card face down."""

    label: str
    cards: list[str | None]
    trump: str | None = None  # the Schnapsen trump card under the stock
    trump_up: bool = True  # False once the stock is closed: the trump card turned over


@dataclass
class TableInfo:
    seats: list[SeatInfo]
    trick: list[tuple[int, str]]
    center: list[str]
    status: str
    piles: list[Pile] = field(default_factory=list)


class Presenter(Protocol):
    """What one game shows at the table (see the module docstring)."""

    spec: GameSpec
    #: The stock sits beside the trick (Schnapsen), not alone in the middle.
    stock_beside: bool
    #: The seat the table is seen from (south, "You"): 0 but at a friend's table.
    viewer: int

    def seated(self, viewer: int, humans: Sequence[str | None]) -> Presenter:
        """This presenter for a table seen from ``viewer``, the other humans' names on
        their seats (None: an AI seat, named by its place)."""
        ...

    def names(self, catalog: Catalog) -> list[str]:
        """Each seat's name in seat order, as the table shows it."""
        ...

    @property
    def positions(self) -> tuple[str, ...]:
        """Each seat's place on the felt, in seat order (the viewer's is south)."""
        ...

    def table(
        self, catalog: Catalog, tradition: str, obs: JsonDict, *, points: bool = True
    ) -> TableInfo:
        """The felt: seats with their badges, the trick, the piles, the centre lines.
        ``points`` False: Schnapsen leaves out the card points won so far (the player's
        setting ``show_card_points``: counting them is the game's skill)."""
        ...

    def settlement(
        self, catalog: Catalog, tradition: str, result: JsonDict, standings: JsonDict
    ) -> list[str]:
        """The end of the deal explained line by line."""
        ...

    def standings(self, catalog: Catalog, standings: JsonDict) -> str:
        """The running total, match or session in one line."""
        ...

    def score_sheet(
        self, catalog: Catalog, tradition: str, results: Sequence[JsonDict], standings: JsonDict
    ) -> list[str]:
        """The score sheet players keep on paper, one row per finished deal of ``results``
        (the French Tarot sheet, the Schnapsen Bummerl board, the Preference pool sheet)."""
        ...

    def end_title(self, catalog: Catalog, standings: JsonDict) -> str:
        """The settlement's title: the end of the deal, or of the match it decided."""
        ...

    def options(self, phase: str, legal: list[str]) -> list[str]:
        """Every option of the decision ``legal`` belongs to (unavailable ones are shown
        disabled with the engine's reason), or ``legal`` itself."""
        ...

    def discard_note(self, catalog: Catalog, tradition: str, obs: JsonDict) -> str:
        """What the discard picker says under its title (the constraints, the cards taken)."""
        ...

    def log_line(
        self, catalog: Catalog, tradition: str, seat_name: str, action: str, obs: JsonDict
    ) -> str:
        """One move in the log; ``obs`` is the human's observation after it."""
        ...

    def showable_cards(self, obs: JsonDict) -> list[str]:
        """The cards a show (a poignée) may be made of, for adjusting it by hand."""
        ...

    def announce_label(
        self, catalog: Catalog, tradition: str, action: str, after: JsonDict, seat: int
    ) -> str:
        """A button for an announcement that comes with a card (a marriage), with what it
        brings; ``after`` is the observation once it is made (tried on a copy)."""
        ...

    def summary(self, catalog: Catalog, tradition: str, obs: JsonDict) -> list[str]:
        """The deal so far in a few log lines (a resumed table's log starts with them)."""
        ...

    def stats_lines(self, catalog: Catalog, figures: JsonDict) -> list[str]:
        """The game's own figures on the statistics screen (``figures``: the game's part of
        ``play.stats``: contracts, poignées, closings ...)."""
        ...

    def stats_bars(self, catalog: Catalog, figures: JsonDict) -> list[tuple[str, int, int]]:
        """The bars of the contracts plot: (label, taken or declared, made)."""
        ...


def seat_names(
    catalog: Catalog, game: str, viewer: int = 0, humans: Sequence[str | None] = ()
) -> list[str]:
    """Each seat's name: "You" for the viewer's, a friend's own name on theirs (markup
    escaped: it is their text), else the seat's place as seen from the viewer."""
    from rich.markup import escape

    layout = get_game(game).seat_layout
    names = []
    for seat in range(len(layout)):
        pos = layout[(seat - viewer) % len(layout)]
        human = humans[seat] if seat < len(humans) else None
        if pos == "south":
            names.append(catalog.t("seat-you"))
        elif human:
            names.append(escape(human))
        else:
            names.append(catalog.t(f"seat-{pos}"))
    return names


def signed(value: int) -> str:
    return f"+{value}" if value > 0 else f"−{-value}" if value < 0 else "0"


def per_seat(names: list[str], values: list[int]) -> str:
    """Each seat's name and signed figure in seat order ("You +30 West −15 …")."""
    return " ".join(f"{name} {signed(value)}" for name, value in zip(names, values, strict=True))


def cards_text(catalog: Catalog, codes: list[str], tradition: str) -> str:
    return " ".join(card_text(catalog, c, tradition) for c in codes)


class BasePresenter:
    """What the games share; each game's module subclasses it."""

    stock_beside = False

    def __init__(self, game: str) -> None:
        self.spec = get_game(game)
        self.viewer = 0
        self.humans: tuple[str | None, ...] = ()

    def seated(self, viewer: int, humans: Sequence[str | None]) -> Self:
        if viewer == self.viewer and tuple(humans) == self.humans:
            return self
        other = copy.copy(self)
        other.viewer, other.humans = viewer, tuple(humans)
        return other

    @property
    def positions(self) -> tuple[str, ...]:
        layout = self.spec.seat_layout
        return tuple(layout[(s - self.viewer) % len(layout)] for s in range(len(layout)))

    def names(self, catalog: Catalog) -> list[str]:
        return seat_names(catalog, self.spec.id, self.viewer, self.humans)

    def seats(self, catalog: Catalog, counts: list[int], dealer: int) -> list[SeatInfo]:
        names = self.names(catalog)
        seats = []
        for s, pos in enumerate(self.positions):
            info = SeatInfo(s, pos, names[s], counts[s])
            if s == dealer:
                info.roles.append(catalog.t("role-dealer"))
            seats.append(info)
        return seats

    def options(self, phase: str, legal: list[str]) -> list[str]:
        """The phase's whole vocabulary from the game's spec (bids lowest first), when the
        legal choices are all in it; card actions are offered by the hand, not listed."""
        vocabulary = [a for a in self.spec.actions.get(phase, ()) if "{" not in a]
        if legal and vocabulary and set(legal) <= set(vocabulary):
            return vocabulary
        return legal

    def end_title(self, catalog: Catalog, standings: JsonDict) -> str:
        return catalog.t("end-title")

    def discard_note(self, catalog: Catalog, tradition: str, obs: JsonDict) -> str:
        return ""

    def log_line(
        self, catalog: Catalog, tradition: str, seat_name: str, action: str, obs: JsonDict
    ) -> str:
        return log_line(catalog, self.spec.id, tradition, seat_name, action)

    def showable_cards(self, obs: JsonDict) -> list[str]:
        return []

    def announce_label(
        self, catalog: Catalog, tradition: str, action: str, after: JsonDict, seat: int
    ) -> str:
        from cardavia.tui.table.labels import action_label

        return action_label(catalog, self.spec.id, tradition, action)

    def stats_lines(self, catalog: Catalog, figures: JsonDict) -> list[str]:
        return []

    def stats_bars(self, catalog: Catalog, figures: JsonDict) -> list[tuple[str, int, int]]:
        return []

    def contract_name(self, catalog: Catalog, contract: str) -> str:
        from cardavia.tui.table.labels import action_label

        return action_label(catalog, self.spec.id, self.spec.traditions[0], contract)

    def contract_lines(
        self, catalog: Catalog, contracts: JsonDict, title: str, count: str
    ) -> list[str]:
        """A heading, then one line per contract: how often taken (or declared) and made."""
        t = catalog.t
        lines = [f"[b]{t(title)}[/b]"]
        for c, v in contracts.items():
            name = self.contract_name(catalog, c)
            lines.append("  " + t("stats-contract", contract=name, count=v[count], made=v["made"]))
        if not contracts:
            lines.append("  " + t("stats-none"))
        return lines

    def contract_bars(
        self, catalog: Catalog, contracts: JsonDict, count: str
    ) -> list[tuple[str, int, int]]:
        return [(self.contract_name(catalog, c), v[count], v["made"]) for c, v in contracts.items()]

    def summary(self, catalog: Catalog, tradition: str, obs: JsonDict) -> list[str]:
        """The tricks played so far, one line each (games add their auction before)."""
        names = self.names(catalog)
        lines = []
        for number, trick in enumerate(obs.get("tricks") or [], 1):
            cards = [card for _, card in trick["plays"]]
            lines.append(
                catalog.t(
                    "log-summary-trick",
                    number=number,
                    cards=cards_text(catalog, cards, tradition),
                    seat=names[trick["winner"]],
                )
            )
        return lines


@cache
def presenter_for(game: str) -> Presenter:
    """The presenter of ``game``: ``cardavia.tui.table.<package>.PRESENTER``."""
    module = importlib.import_module(f"cardavia.tui.table.{get_game(game).package}")
    presenter: Presenter = module.PRESENTER
    return presenter
