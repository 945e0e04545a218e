"""What the table shows for each game, read from the human seat's observation (pure)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, cast

from cardavia.engine.view import Observation
from cardavia.games.french_tarot.tables import TARGETS
from cardavia.games.french_tarot.view import TarotObservation
from cardavia.games.preference.view import PreferenceObservation
from cardavia.games.schnapsen.view import SchnapsenObservation
from cardavia.i18n import Catalog
from cardavia.tui.table.labels import (
    TAROT_CONTRACTS,
    card_text,
    contract_label,
    plural_number,
    role_label,
    suit_name,
)

JsonDict = dict[str, Any]

POSITIONS = {
    # Play order decides the places: tarot goes counter-clockwise (next player on your
    # right), Preference clockwise (next on your left); Schnapsen faces you.
    "french-tarot": ("south", "east", "north", "west"),
    "schnapsen": ("south", "north"),
    "preference": ("south", "west", "east"),
}


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


def seat_names(catalog: Catalog, game: str) -> list[str]:
    return [
        catalog.t("seat-you") if pos == "south" else catalog.t(f"seat-{pos}")
        for pos in POSITIONS[game]
    ]


def table_info(catalog: Catalog, game: str, tradition: str, obs: Observation) -> TableInfo:
    if game == "french-tarot":
        return _tarot(catalog, tradition, cast(TarotObservation, obs))
    if game == "schnapsen":
        return _schnapsen(catalog, tradition, cast(SchnapsenObservation, obs))
    return _preference(catalog, tradition, cast(PreferenceObservation, obs))


def _seats(catalog: Catalog, game: str, counts: list[int], dealer: int) -> list[SeatInfo]:
    names = seat_names(catalog, game)
    seats = []
    for s, pos in enumerate(POSITIONS[game]):
        info = SeatInfo(s, pos, names[s], counts[s])
        if s == dealer:
            info.roles.append(catalog.t("role-dealer"))
        seats.append(info)
    return seats


def _cards(codes: list[str], tradition: str) -> str:
    return " ".join(card_text(c, tradition) for c in codes)


def _tarot(catalog: Catalog, tradition: str, obs: TarotObservation) -> TableInfo:
    t = catalog.t
    seats = _seats(catalog, "french-tarot", obs["hand_sizes"], obs["dealer"])
    taker = obs["taker"]
    for s, bid in enumerate(obs["bids"]):
        if obs["phase"] == "bidding" and bid is not None:
            seats[s].bubble = role_label(catalog, "french-tarot", tradition, bid)
    contract = obs["contract"]
    if taker is not None and contract is not None and obs["phase"] != "bidding":
        seats[taker].roles.insert(0, t("role-taker", contract=TAROT_CONTRACTS[contract]))
        seats[taker].strong = 1
        for s in range(4):
            if s != taker:
                seats[s].roles.append(t("role-defender"))
    for p in obs["poignees"]:
        seats[p["seat"]].roles.append(t("role-poignee", size=p["size"]))
    if obs["chelem_declared"] and taker is not None:
        seats[taker].roles.append(t("role-chelem"))
    if obs["phase"] in ("play", "over"):
        won = [0] * 4
        for trick_seen in obs["tricks"]:
            won[trick_seen["winner"]] += 1
        for s in range(4):
            seats[s].roles.append(t("role-tricks", count=won[s]))
    trick = list(obs["trick"])
    center = []
    piles: list[Pile] = []
    if not obs["tricks"] and obs["phase"] != "over":
        # Face down during the auction (and for a Garde sans or contre), face up once shown.
        chien: list[str | None] = list(obs["chien"] or []) or [None] * 6
        piles.append(Pile(t("pile-chien"), chien))
    if obs["discarded_trumps"]:
        center.append(t("table-discarded-trumps", cards=_cards(obs["discarded_trumps"], tradition)))
    if obs["phase"] == "play":
        center.append(t("table-trick-count", number=len(obs["tricks"]) + 1, total=18))
        if obs["tricks"] and taker is not None:
            # What the taker owns so far: the tricks won, and the discard when you may know it
            # (the engine says which pile counts and whether it is known).
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


def _schnapsen(catalog: Catalog, tradition: str, obs: SchnapsenObservation) -> TableInfo:
    t = catalog.t
    seats = _seats(catalog, "schnapsen", obs["hand_sizes"], obs["dealer"])
    for s in range(2):
        points = obs["card_points"][s]
        pending = obs["pending_marriages"][s]
        text = t("role-points", points=points)
        if pending:
            text += " " + t("role-pending", points=pending)
        seats[s].roles.append(text)
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
        center.append(t("table-closed", seat=seat_names(catalog, "schnapsen")[obs["closed_by"]]))
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


def _preference(catalog: Catalog, tradition: str, obs: PreferenceObservation) -> TableInfo:
    t = catalog.t
    seats = _seats(catalog, "preference", obs["hand_sizes"], obs["dealer"])
    declarer = obs["declarer"]
    if obs["phase"] == "bidding":
        last: dict[int, str] = {}
        for entry in obs["auction"]:
            last[entry["seat"]] = entry["bid"]
        for s, bid in last.items():
            seats[s].bubble = role_label(catalog, "preference", tradition, bid)
    if declarer is not None and obs["contract"] is not None:
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
        for s in range(3):
            seats[s].roles.append(t("role-tricks", count=obs["tricks_credited"][s]))
    trick = list(obs["trick"])
    center = []
    if obs["trump"]:
        center.append(t("table-trump-suit", suit=suit_name(catalog, tradition, obs["trump"])))
    piles = []
    if obs["talon"]:
        piles.append(Pile(t("pile-talon"), list(obs["talon"])))
    elif obs["phase"] == "bidding":
        piles.append(Pile(t("pile-talon"), [None, None]))
    center.append(t("table-pool", pool=obs["pool"]))
    return TableInfo(seats, trick, center, "", piles)
