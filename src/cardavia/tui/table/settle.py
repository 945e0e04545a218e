"""The end-of-deal explanation, line by line, in the current language."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from cardavia.engine.view import Result
from cardavia.i18n import Catalog
from cardavia.tui.table.info import seat_names
from cardavia.tui.table.labels import (
    TAROT_CONTRACTS,
    contract_label,
    number,
    role_label,
    suit_name,
)

JsonDict = dict[str, Any]


def settlement_lines(
    catalog: Catalog, game: str, tradition: str, result: Result, standings: JsonDict
) -> list[str]:
    builder = {"french-tarot": _tarot, "schnapsen": _schnapsen, "preference": _preference}
    return builder[game](catalog, tradition, result, standings)


def signed(value: int) -> str:
    return f"+{value}" if value > 0 else f"−{-value}" if value < 0 else "0"


def _tarot(
    catalog: Catalog, tradition: str, r: Mapping[str, Any], standings: JsonDict
) -> list[str]:
    t = catalog.t
    names = seat_names(catalog, "french-tarot")
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
        *_tarot_split(catalog, r),
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
        side = t("settle-side-taker") if r["petit_au_bout"] == "taker" else t("settle-side-defence")
        lines.append(t("settle-tarot-petit", side=side, points=signed(breakdown["petit_au_bout"])))
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
    totals = standings.get("totals", [0] * 4)
    for s in range(4):
        lines.append(
            t(
                "settle-seat-score",
                seat=names[s],
                score=signed(r["scores"][s]),
                total=signed(totals[s]),
            )
        )
    return lines


def _tarot_split(catalog: Catalog, r: Mapping[str, Any]) -> list[str]:
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


def _schnapsen(
    catalog: Catalog, tradition: str, r: Mapping[str, Any], standings: JsonDict
) -> list[str]:
    t = catalog.t
    names = seat_names(catalog, "schnapsen")
    winner = r["winner"]
    lines = [
        t("settle-schnapsen-winner", seat=names[winner], points=r["game_points"]),
        t(f"settle-schnapsen-reason-{r['reason']}"),
        t(
            "settle-schnapsen-cards",
            you=r["card_points"][0],
            them=r["card_points"][1],
            opponent=names[1],
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
    lines.append(t("settle-schnapsen-match", you=points[0], them=points[1], opponent=names[1]))
    if standings.get("match_winner") is not None:
        lines.append(t("settle-schnapsen-match-won", seat=names[standings["match_winner"]]))
    return lines


def _preference(
    catalog: Catalog, tradition: str, r: Mapping[str, Any], standings: JsonDict
) -> list[str]:
    t = catalog.t
    names = seat_names(catalog, "preference")
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
        for s in range(3):
            if s != d and r["defence"][s]:
                lines.append(
                    t(
                        "settle-preference-defender",
                        seat=names[s],
                        tricks=r["tricks_credited"][s],
                        choice=role_label(
                            catalog, "preference", tradition, r["defence"][s], s == r["invited"]
                        ),
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
    for s in range(3):
        lines.append(
            t(
                "settle-seat-score",
                seat=names[s],
                score=signed(r["deal_scores"][s]),
                total=signed(r["scores"][s]),
            )
        )
    return lines
