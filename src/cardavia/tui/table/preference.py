"""Preference at the table: the auction, the talon, the defence and the pool."""

from __future__ import annotations

from collections.abc import Sequence

from cardavia.i18n import Catalog
from cardavia.tui.table.labels import contract_label, log_line, role_label, suit_name
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

LEVELS = ("1", "2", "3", "4")


class PreferencePresenter(BasePresenter):
    def table(
        self, catalog: Catalog, tradition: str, obs: JsonDict, *, points: bool = True
    ) -> TableInfo:
        t = catalog.t
        seats = self.seats(catalog, obs["hand_sizes"], obs["dealer"])
        declarer = obs["declarer"]
        if obs["phase"] == "bidding":
            last: dict[int, str] = {}
            for entry in obs["auction"]:
                last[entry["seat"]] = entry["bid"]
            for s, bid in last.items():
                seats[s].bubble = role_label(catalog, "preference", tradition, bid)
        if declarer is not None:
            contract = contract_label(catalog, "preference", tradition, obs["contract"])
            seats[declarer].roles.insert(0, t("role-declarer", contract=contract))
            seats[declarer].strong = 1
        for s, choice in enumerate(obs["defence"]):
            if choice:
                invited = s == obs["invited"]
                seats[s].roles.append(role_label(catalog, "preference", tradition, choice, invited))
        if obs["inviter"] is not None:
            seats[obs["inviter"]].roles.append(t("role-inviter"))
        if obs["no_aces"] and declarer is not None:
            seats[declarer].roles.append(t("action-no-aces"))
        if obs["phase"] in ("play", "over") and declarer is not None:
            for s in range(len(seats)):
                seats[s].roles.append(t("role-tricks", count=obs["tricks_credited"][s]))
        trick = list(obs["trick"])
        center = []
        if obs["trump"]:
            center.append(t("table-trump-suit", suit=suit_name(catalog, tradition, obs["trump"])))
        piles = []
        if obs["phase"] == "bidding":
            piles.append(Pile(t("pile-talon"), [None, None]))
        elif obs["phase"] == "discard" and obs["talon"]:
            # The declarer's two cards taken up, until the discard puts two away.
            piles.append(Pile(t("pile-talon"), list(obs["talon"])))
        # The pool is in the standings line below the felt (with the scores): not twice.
        return TableInfo(seats, trick, center, "", piles)

    def discard_note(self, catalog: Catalog, tradition: str, obs: JsonDict) -> str:
        note = catalog.t("dialog-discard-note-preference")
        if obs.get("talon"):  # the cards taken up, named here: the dialog hides the felt
            note += "\n" + catalog.t(
                "table-talon", cards=cards_text(catalog, obs["talon"], tradition)
            )
        return note

    def log_line(
        self, catalog: Catalog, tradition: str, seat_name: str, action: str, obs: JsonDict
    ) -> str:
        if action == "hold":  # a hold keeps the highest number bid so far: say which
            levels = [e["bid"] for e in obs.get("auction") or [] if e["bid"] in LEVELS]
            if levels:
                person = "you" if seat_name == catalog.t("seat-you") else "other"
                return catalog.t(
                    "log-hold-level", seat=seat_name, person=person, level=int(levels[-1])
                )
        return log_line(catalog, self.spec.id, tradition, seat_name, action)

    def summary(self, catalog: Catalog, tradition: str, obs: JsonDict) -> list[str]:
        names = self.names(catalog)
        lines = []
        seen: list[JsonDict] = []
        for entry in obs["auction"]:
            seen.append(entry)
            partial = {**obs, "auction": list(seen)}
            lines.append(
                self.log_line(catalog, tradition, names[entry["seat"]], entry["bid"], partial)
            )
        return lines + super().summary(catalog, tradition, obs)

    def standings(self, catalog: Catalog, standings: JsonDict) -> str:
        names = self.names(catalog)
        scores = standings["scores"]
        return catalog.t(
            "table-scores",
            scores=per_seat(names, scores),
            pool=standings["pool"],
        )

    def settlement(
        self, catalog: Catalog, tradition: str, r: JsonDict, standings: JsonDict
    ) -> list[str]:
        t = catalog.t
        names = self.names(catalog)
        if r["void"]:
            lines = [t("settle-preference-void")]
        else:
            d = r["declarer"]
            contract = contract_label(catalog, "preference", tradition, r["contract"])
            lines = [
                t(
                    "settle-preference-contract",
                    seat=names[d],
                    contract=contract,
                    suit=suit_name(catalog, tradition, r["trump"]) if r["trump"] else "—",
                ),
                t(
                    "settle-preference-tricks",
                    tricks=r["tricks_credited"][d],
                    made="yes" if r["made"] else "no",
                ),
            ]
            for s in range(len(names)):
                if s != d and r["defence"][s]:
                    choice = role_label(
                        catalog, "preference", tradition, r["defence"][s], s == r["invited"]
                    )
                    lines.append(
                        t(
                            "settle-preference-defender",
                            seat=names[s],
                            tricks=r["tricks_credited"][s],
                            choice=choice,
                        )
                    )
            for item in r["settlement"]:
                # The pool has lines of its own, so that a line never starts lower-case.
                flow = (
                    "settle-preference-from-pool"
                    if item["from"] == "pool"
                    else "settle-preference-to-pool"
                    if item["to"] == "pool"
                    else "settle-preference-flow"
                )
                lines.append(
                    t(
                        flow,
                        payer=names[item["from"]] if item["from"] != "pool" else "",
                        payee=names[item["to"]] if item["to"] != "pool" else "",
                        amount=item["amount"],
                        item=t(f"settle-item-{item['item']}"),
                    )
                )
        lines.append("")
        lines.append(t("table-pool", pool=r["pool"]))
        for s in range(len(names)):
            lines.append(
                t(
                    "settle-seat-score",
                    seat=names[s],
                    score=signed(r["deal_scores"][s]),
                    total=signed(r["scores"][s]),
                )
            )
        return lines

    def score_sheet(
        self, catalog: Catalog, tradition: str, results: Sequence[JsonDict], standings: JsonDict
    ) -> list[str]:
        """The pool sheet: the scores and the pool at the start, then after each deal, with
        who declared what (made or not)."""
        t = catalog.t
        names = self.names(catalog)
        if not results:
            return []
        first = results[0]
        rows = [[t("sheet-start"), "", *(signed(v) for v in first["start_scores"]),
                 str(first["start_pool"])]]  # fmt: skip
        for n, r in enumerate(results, 1):
            if r["void"] or r["declarer"] is None or r["declarer"] < 0:
                what = t("sheet-all-pass")
            else:
                contract = contract_label(catalog, "preference", tradition, r["contract"])
                what = t("sheet-taken", seat=names[r["declarer"]], contract=contract,
                         made="yes" if r["made"] else "no")  # fmt: skip
            rows.append([str(n), what, *(signed(v) for v in r["scores"]), str(r["pool"])])
        headers = [t("sheet-deal"), t("sheet-contract"), *names, t("sheet-pool")]
        return titled(t("sheet-pool-title"), ruled(headers, rows, 2))

    # -- statistics --------------------------------------------------------------------------
    def stats_lines(self, catalog: Catalog, figures: JsonDict) -> list[str]:
        t = catalog.t
        lines = self.contract_lines(
            catalog, figures["contracts"], "stats-pref-contracts", "declared"
        )
        d, p = figures["defence"], figures["pool"]
        return [
            *lines,
            t("stats-defence", count=d["played"], set=d["set"]),
            t("stats-pool", paid=p["paid_in"], taken=p["taken_out"]),
        ]

    def stats_bars(self, catalog: Catalog, figures: JsonDict) -> list[tuple[str, int, int]]:
        return self.contract_bars(catalog, figures["contracts"], "declared")


PRESENTER = PreferencePresenter("preference")
