"""Schnapsen at the table: the stock with its trump card, points and marriages, the match."""

from __future__ import annotations

from collections.abc import Sequence

from cardavia.games.schnapsen.match import board
from cardavia.games.schnapsen.tables import MATCH_POINTS
from cardavia.i18n import Catalog
from cardavia.tui.table.labels import action_label, suit_name
from cardavia.tui.table.presenter import BasePresenter, JsonDict, Pile, TableInfo
from cardavia.tui.table.sheet import ruled, titled


class SchnapsenPresenter(BasePresenter):
    stock_beside = True

    def table(
        self, catalog: Catalog, tradition: str, obs: JsonDict, *, points: bool = True
    ) -> TableInfo:
        t = catalog.t
        seats = self.seats(catalog, obs["hand_sizes"], obs["dealer"])
        for s in range(len(seats)):
            # A marriage still waiting for a first trick is public (it was announced); the
            # points won in tricks are shown only if the player wants them counted for them.
            pending = obs["pending_marriages"][s]
            shown = [t("role-points", points=obs["card_points"][s])] if points else []
            if pending:
                shown.append(t("role-pending", points=pending))
            if shown:
                seats[s].roles.append(" ".join(shown))
            seats[s].roles.append(t("role-tricks", count=obs["tricks_won"][s]))
        for m in obs["marriages"]:
            seat = m.get("seat")
            if seat is not None:
                seats[seat].roles.append(
                    t(
                        "role-marriage",
                        suit=suit_name(catalog, tradition, m["suit"]),
                        points=m["points"],
                    )
                )
        trick = list(obs["trick"])
        center = [t("table-trump-suit", suit=suit_name(catalog, tradition, obs["trump_suit"]))]
        if obs["closed_by"] is not None:
            center.append(t("table-closed", seat=self.names(catalog)[obs["closed_by"]]))
        piles = []
        if obs["stock_size"] or obs["trump_card"]:
            piles.append(
                Pile(
                    t("table-stock", count=obs["stock_size"]),
                    [None] * obs["stock_size"],
                    trump=obs["trump_card"],
                    trump_up=bool(obs["trump_card_face_up"]),
                )
            )
        return TableInfo(seats, trick, center, "", piles)

    def announce_label(
        self, catalog: Catalog, tradition: str, action: str, after: JsonDict, seat: int
    ) -> str:
        """The marriage with its points, and whether they wait for a first trick."""
        points = after["marriages"][-1]["points"] if after["marriages"] else 0
        # Named by the card it leads: the König or the Dame, whichever the key plays.
        label = action_label(catalog, self.spec.id, tradition, action)
        if after["pending_marriages"][seat]:
            return f"{label} {catalog.t('role-pending', points=points)}"
        return f"{label} (+{points})"

    def standings(self, catalog: Catalog, standings: JsonDict) -> str:
        points = standings["match_points"]
        names = self.names(catalog)
        you, them = self.viewer, 1 - self.viewer
        return catalog.t("table-match", you=points[you], them=points[them], opponent=names[them])

    def end_title(self, catalog: Catalog, standings: JsonDict) -> str:
        """A decided match ends won or lost (the loser gets the Bummerl); you are seat 0."""
        winner = standings.get("match_winner")
        if winner is None:
            return super().end_title(catalog, standings)
        return catalog.t("end-title-match-won" if winner == self.viewer else "end-title-match-lost")

    def settlement(
        self, catalog: Catalog, tradition: str, r: JsonDict, standings: JsonDict
    ) -> list[str]:
        t = catalog.t
        names = self.names(catalog)
        lines = [
            t("settle-schnapsen-winner", seat=names[r["winner"]], points=r["game_points"]),
            t(f"settle-schnapsen-reason-{r['reason']}"),
            t(
                "settle-schnapsen-cards",
                you=r["card_points"][self.viewer],
                them=r["card_points"][1 - self.viewer],
                opponent=names[1 - self.viewer],
            ),
        ]
        if r.get("closing"):
            lines.append(
                t(
                    "settle-schnapsen-closing",
                    seat=names[r["closed_by"]],
                    points=r["closing"].get("opponent_points", 0),
                    tricks=r["closing"].get("opponent_tricks", 0),
                )
            )
        lines.append("")
        points = standings.get("match_points", [7, 7])
        you, them = self.viewer, 1 - self.viewer
        lines.append(
            t("settle-schnapsen-match", you=points[you], them=points[them], opponent=names[them])
        )
        if standings.get("match_winner") is not None:
            lines.append(t("settle-schnapsen-match-won", seat=names[standings["match_winner"]]))
        return lines

    def score_sheet(
        self, catalog: Catalog, tradition: str, results: Sequence[JsonDict], standings: JsonDict
    ) -> list[str]:
        """The Bummerl board: both start at 7; each deal the winner's points still to go come
        down (7 → 4) until one side reaches 0 and the other gets the Bummerl."""
        t = catalog.t
        names = self.names(catalog)
        finished = [r for r in results if r["over"]]
        before = [MATCH_POINTS] * len(names)
        rows = [[t("sheet-start"), *(str(p) for p in before)]]
        for n, (r, after) in enumerate(zip(finished, board(finished), strict=True), 1):
            cells = [
                f"{before[s]} → {after[s]}" if s == r["winner"] else "" for s in range(len(names))
            ]
            rows.append([str(n), *cells])
            before = after
        lines = titled(t("sheet-bummerl-title"), ruled([t("sheet-deal"), *names], rows))
        winner = standings.get("match_winner")
        if winner is not None:
            loser = 1 - winner  # you are seat 0
            lines.append(
                t("sheet-bummerl", seat=names[loser], person="you" if loser == 0 else "other")
            )
        return lines

    # -- statistics --------------------------------------------------------------------------
    def stats_lines(self, catalog: Catalog, figures: JsonDict) -> list[str]:
        t = catalog.t
        b, c, m = figures["bummerls"], figures["closings"], figures["marriages"]
        return [
            t("stats-bummerls", count=b["played"], won=b["won"]),
            t("stats-closings", made=c["made"], failed=c["failed"]),
            t("stats-marriages", twenty=m.get("20", 0), forty=m.get("40", 0)),
        ]

    def stats_bars(self, catalog: Catalog, figures: JsonDict) -> list[tuple[str, int, int]]:
        """One bar: the stock closed, and how often that won."""
        c = figures["closings"]
        return [(catalog.t("stats-bar-closing"), c["made"] + c["failed"], c["made"])]


PRESENTER = SchnapsenPresenter("schnapsen")
