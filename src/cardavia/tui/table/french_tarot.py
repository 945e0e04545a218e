"""French Tarot at the table: the chien, the taker's points so far, the settlement."""

from __future__ import annotations

from collections.abc import Sequence

from cardavia.games.french_tarot.series import running_totals
from cardavia.games.french_tarot.tables import TARGETS
from cardavia.i18n import Catalog
from cardavia.tui.table.labels import (
    TAROT_CONTRACTS,
    number,
    plural_number,
    role_label,
)
from cardavia.tui.table.presenter import (
    BasePresenter,
    JsonDict,
    Pile,
    TableInfo,
    cards_text,
    per_seat,
    signed,
)
from cardavia.tui.table.sheet import ruled, titled


class FrenchTarotPresenter(BasePresenter):
    def table(
        self, catalog: Catalog, tradition: str, obs: JsonDict, *, points: bool = True
    ) -> TableInfo:
        t = catalog.t
        seats = self.seats(catalog, obs["hand_sizes"], obs["dealer"])
        taker = obs["taker"]
        for s, bid in enumerate(obs["bids"]):
            if obs["phase"] == "bidding" and bid is not None:
                seats[s].bubble = role_label(catalog, "french-tarot", tradition, bid)
        if taker is not None and obs["phase"] != "bidding":
            contract = TAROT_CONTRACTS[obs["contract"]]
            seats[taker].roles.insert(0, t("role-taker", contract=contract))
            seats[taker].strong = 1
            for s in range(len(seats)):
                if s != taker:
                    seats[s].roles.append(t("role-defender"))
        for p in obs["poignees"]:
            seats[p["seat"]].roles.append(t("role-poignee", size=p["size"]))
        if obs["chelem_declared"] and taker is not None:
            seats[taker].roles.append(t("role-chelem"))
        if obs["phase"] in ("play", "over"):
            won = [0] * len(seats)
            for trick_seen in obs["tricks"]:
                won[trick_seen["winner"]] += 1
            for s in range(len(seats)):
                seats[s].roles.append(t("role-tricks", count=won[s]))
        trick = list(obs["trick"])
        center = []
        piles = []
        if obs["phase"] in ("bidding", "discard"):
            # Face down during the auction, face up once shown; gone once the discard is
            # made (its cards are in the taker's hand) or put aside (a Garde sans or contre).
            chien: list[str | None] = list(obs["chien"] or []) or [None] * 6
            piles.append(Pile(t("pile-chien"), chien))
        if obs["discarded_trumps"]:
            center.append(
                t(
                    "table-discarded-trumps",
                    cards=cards_text(catalog, obs["discarded_trumps"], tradition),
                )
            )
        if obs["phase"] == "play":
            total = self.spec.hand_size
            center.append(t("table-trick-count", number=len(obs["tricks"]) + 1, total=total))
            if obs["tricks"] and taker is not None:
                # What the taker owns so far: the tricks won, and the discard when you may
                # know it (the engine says which pile counts and whether it is known).
                pile = obs.get("taker_pile") or {"points": 0, "bouts": 0}
                bouts = obs["taker_trick_bouts"] + pile["bouts"]
                center.append(
                    t(
                        "table-taker-tricks",
                        points=plural_number(obs["taker_trick_points"] + pile["points"]),
                        bouts=bouts,
                        target=TARGETS[bouts],
                    )
                )
        return TableInfo(seats, trick, center, "", piles)

    def discard_note(self, catalog: Catalog, tradition: str, obs: JsonDict) -> str:
        note = catalog.t("dialog-discard-note-french-tarot")
        if obs.get("chien"):  # the cards taken up, named here: the dialog hides the felt
            note += "\n" + catalog.t(
                "table-chien", cards=cards_text(catalog, obs["chien"], tradition)
            )
        return note

    def showable_cards(self, obs: JsonDict) -> list[str]:
        """A poignée is made of trumps and the Excuse, the discarded trumps included."""
        cards = [c for c in obs["hand"] if c.startswith("T") or c == "EX"]
        return cards + [c for c in obs.get("discarded_trumps") or [] if c not in cards]

    def summary(self, catalog: Catalog, tradition: str, obs: JsonDict) -> list[str]:
        names = self.names(catalog)
        lines = []
        bids = obs["bids"]
        # In the order they were made: from the dealer's right (the next seat in play order).
        for k in range(1, len(bids) + 1):
            s = (obs["dealer"] + k) % len(bids)
            if bids[s] is not None:
                lines.append(self.log_line(catalog, tradition, names[s], bids[s], obs))
        if obs["chien"]:
            lines.append(
                catalog.t("table-chien", cards=cards_text(catalog, obs["chien"], tradition))
            )
        return lines + super().summary(catalog, tradition, obs)

    def standings(self, catalog: Catalog, standings: JsonDict) -> str:
        names = self.names(catalog)
        totals = standings["totals"]
        return catalog.t(
            "table-totals",
            totals=per_seat(names, totals),
        )

    def settlement(
        self, catalog: Catalog, tradition: str, r: JsonDict, standings: JsonDict
    ) -> list[str]:
        t = catalog.t
        names = self.names(catalog)
        loc = catalog.locale
        if r["annulled"] == "all-pass":
            return [t("settle-annulled-all-pass")]
        if r["annulled"] == "petit-sec":
            who = ", ".join(names[s] for s in r.get("petit_sec_seats", []))
            return [t("settle-annulled-petit-sec", seats=who)]
        taker = r["taker"]
        mult = r["multiplier"]
        diff = abs(r["taker_points"] - r["target"])
        rounded = int(-(-diff // 1))
        lines = [
            t(
                "settle-tarot-contract",
                seat=names[taker],
                contract=TAROT_CONTRACTS[r["contract"]],
                multiplier=mult,
            ),
            t("settle-tarot-bouts", bouts=r["bouts"], target=r["target"]),
            *_split(catalog, r),
            t(
                "settle-tarot-points",
                points=number(r["taker_points"], loc),
                diff=number(diff, loc),
                made="yes" if r["made"] else "no",
            ),
            t("settle-tarot-base", diff=rounded, multiplier=mult, base=r["base"]),
        ]
        breakdown = r["breakdown"]
        if r["petit_au_bout"]:
            taker_side = r["petit_au_bout"] == "taker"
            side = t("settle-side-taker") if taker_side else t("settle-side-defence")
            lines.append(
                t("settle-tarot-petit", side=side, points=signed(breakdown["petit_au_bout"]))
            )
        for p in r["poignees"]:
            lines.append(t("settle-tarot-poignee", seat=names[p["seat"]], size=p["size"]))
        if "poignees" in breakdown:
            lines.append(t("settle-tarot-poignees", points=signed(breakdown["poignees"])))
        if r["chelem"]:
            lines.append(
                t(
                    "settle-tarot-chelem",
                    kind=t(f"chelem-{r['chelem'].replace('+', '-')}"),
                    points=signed(breakdown["chelem"]),
                )
            )
        per = r["per_defender"]
        if per >= 0:
            lines.append(t("settle-tarot-defenders-pay", amount=per))
        else:
            lines.append(t("settle-tarot-taker-pays", amount=-per))
        lines.append("")
        totals = standings.get("totals", [0] * len(names))
        for s in range(len(names)):
            lines.append(
                t(
                    "settle-seat-score",
                    seat=names[s],
                    score=signed(r["scores"][s]),
                    total=signed(totals[s]),
                )
            )
        return lines

    def score_sheet(
        self, catalog: Catalog, tradition: str, results: Sequence[JsonDict], standings: JsonDict
    ) -> list[str]:
        """Deal by deal: who took what (made or not), then everyone's running total."""
        t = catalog.t
        names = self.names(catalog)
        rows = []
        for n, (r, totals) in enumerate(zip(results, running_totals(results), strict=True), 1):
            if r["annulled"]:
                what = t("sheet-annulled")
            else:
                contract = TAROT_CONTRACTS[r["contract"]]
                what = t("sheet-taken", seat=names[r["taker"]], contract=contract,
                         made="yes" if r["made"] else "no")  # fmt: skip
            rows.append([str(n), what, *(signed(v) for v in totals)])
        return titled(
            t("sheet-title"), ruled([t("sheet-deal"), t("sheet-contract"), *names], rows, 2)
        )

    # -- statistics --------------------------------------------------------------------------
    def stats_lines(self, catalog: Catalog, figures: JsonDict) -> list[str]:
        t = catalog.t
        g = figures
        lines = self.contract_lines(catalog, g["contracts"], "stats-tarot-contracts", "taken")
        poignees = ", ".join(
            t("stats-poignee", size=int(size), count=n) for size, n in g["poignees"].items()
        )
        return [
            *lines,
            t("stats-poignees", list=poignees or t("stats-none")),
            t("stats-petit", won=g["petit_au_bout"]["won"], lost=g["petit_au_bout"]["lost"]),
            t("stats-chelems", won=g["chelems"]["won"], lost=g["chelems"]["lost"]),
        ]

    def stats_bars(self, catalog: Catalog, figures: JsonDict) -> list[tuple[str, int, int]]:
        return self.contract_bars(catalog, figures["contracts"], "taken")


def _split(catalog: Catalog, r: JsonDict) -> list[str]:
    """The taker's card points, part by part: tricks, discard or chien, Excuse compensation."""
    split = r.get("points_split")
    if not split:
        return []
    t, loc = catalog.t, catalog.locale
    lines = ["  " + t("settle-tarot-in-tricks", points=number(split["tricks"], loc))]
    if split["pile_kind"]:
        key = f"settle-tarot-in-{split['pile_kind']}"
        lines.append("  " + t(key, points=number(split["pile"], loc)))
    if split["excuse"]:
        excuse = split["excuse"]
        text = f"+{number(excuse, loc)}" if excuse > 0 else f"−{number(-excuse, loc)}"
        lines.append("  " + t("settle-tarot-excuse-comp", points=text))
    return lines


PRESENTER = FrenchTarotPresenter("french-tarot")
