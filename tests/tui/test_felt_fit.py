"""The felt fits its words and balances its room: every seat's lines inside the seat's own
column in every locale at 80x24, no part covering another, and the rows left empty above
the topmost part and below the lowest alike (the middle, too, between the seats above it
and the lines under it), in all three games at 80x24 and 120x40."""

from __future__ import annotations

import re

import pytest
from rich.cells import cell_len
from test_felt_layout import _face, _overlapping, preference, schnapsen, tarot

from cardavia.engine.registry import get_game
from cardavia.i18n import LOCALES, Catalog
from cardavia.tui.render.felt import Felt, FeltView, Seat, lay_out, part_text, wrap_cells
from cardavia.tui.table.labels import contract_label, role_label, suit_name

#: The felt of an 80x24 terminal (the status line takes one to three rows) and of 120x40.
FELTS_80 = [(78, 13), (78, 14), (78, 15)]
FELTS_120 = [(88, 30), (88, 31)]
TRADITION = {"french-tarot": "french", "schnapsen": "wiener-bild", "preference": "wiener-bild"}


def _longest(texts: list[str]) -> str:
    return max(texts, key=cell_len)


def _bids(catalog: Catalog, game: str) -> list[str]:
    return [a for a in get_game(game).actions.get("bidding", ()) if "{" not in a]


def _worst_seats(catalog: Catalog, game: str, strong: str, auction: bool) -> list[Seat]:
    """Each seat with the longest words it can carry in ``catalog``'s language. In the
    auction: ``strong`` (an opponent) deals, everyone's last bid is the longest bid. In the
    play: ``strong`` deals and is the taker or declarer of the longest contract, with every
    badge that comes with it; the others defend."""
    t, tradition = catalog.t, TRADITION[game]
    positions = get_game(game).seat_layout
    bids = _bids(catalog, game)
    bubble = _longest([role_label(catalog, game, tradition, b) for b in bids]) if bids else None
    count = 24 if game == "french-tarot" else 10
    seats = []
    for pos in positions:
        name = t("seat-you") if pos == "south" else t(f"seat-{pos}")
        cards = t("seat-cards", count=count)
        badges: list[str] = []
        n_strong = 0
        if game == "french-tarot":
            if pos == strong:
                contract = _longest([contract_label(catalog, game, tradition, b) for b in bids])
                badges = [t("role-taker", contract=contract), t("role-dealer"), t("role-chelem")]
                n_strong = 1
            else:
                badges = [t("role-defender")]
            badges += [t("role-poignee", size=15), t("role-tricks", count=18)]
        elif game == "preference":
            if pos == strong:
                contract = _longest([contract_label(catalog, game, tradition, b) for b in bids])
                badges = [t("role-declarer", contract=contract), t("role-dealer"),
                          t("action-no-aces")]  # fmt: skip
                n_strong = 1
            else:
                stances = ["stay", "drop", "alone"]
                badges = [_longest([role_label(catalog, game, tradition, s) for s in stances]),
                          t("role-inviter")]  # fmt: skip
            badges.append(t("role-tricks", count=10))
        else:
            points = t("role-points", points=66) + " " + t("role-pending", points=40)
            suit = _longest([suit_name(catalog, tradition, s) for s in "HDSC"])
            marriage = t("role-marriage", suit=suit, points=40)
            badges = [t("role-dealer"), points, t("role-tricks", count=10), marriage, marriage]
        if auction and game != "schnapsen":
            badges, n_strong = ([t("role-dealer")] if pos == strong else []), 0
        seat = Seat(pos, name, count, cards, badges, n_strong, bubble if auction else None)
        seats.append(seat)
    return seats


def _views(locale: str) -> list[tuple[str, FeltView]]:
    catalog = Catalog(locale)
    views = []
    for game, strong in (("french-tarot", "west"), ("french-tarot", "east"),
                         ("french-tarot", "north"), ("preference", "west"),
                         ("preference", "east"), ("schnapsen", "north")):  # fmt: skip
        for auction in (True, False):
            base = {"french-tarot": tarot, "preference": preference, "schnapsen": schnapsen}
            view = base[game]()
            view.seats = _worst_seats(catalog, game, strong, auction)
            view.tradition = TRADITION[game]
            views.append((f"{game}-{strong}-{'auction' if auction else 'play'}", view))
    return views


def _squash(text: str) -> str:
    """Without spaces and the dots a long line is broken at."""
    return re.sub(r"[\s·]", "", text)


def _columns(felt: Felt) -> dict[str, tuple[int, int]]:
    """The columns each seat may use: the side columns at West and East, the middle (clear
    of the side columns) at North, the whole width at South."""
    west = felt.parts.get("seat-west")
    east = felt.parts.get("seat-east")
    side = max(14, min(24, felt.width // 5))
    sides = west is not None or east is not None
    return {
        "seat-west": (0, side),
        "seat-east": (felt.width - side, felt.width),
        "seat-north": (side, felt.width - side) if sides else (0, felt.width),
        "seat-south": (0, felt.width),
    }


@pytest.mark.parametrize("size", FELTS_80, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("locale", LOCALES)
def test_every_seats_words_lie_whole_in_its_own_column_at_80x24(locale, size):
    for name, view in _views(locale):
        felt = lay_out(view, *size, _face)
        assert _overlapping(view, *size) == [], (name, locale)
        columns = _columns(felt)
        for seat in view.seats:
            part = felt.parts[f"seat-{seat.position}"]
            box, (left, right) = part.box, columns[f"seat-{seat.position}"]
            assert left <= box.col and box.col + box.width <= right, (name, seat.position, box)
            assert box.row >= 0 and box.row + box.height <= felt.height, (name, seat.position)
            # Every piece inside the box, and every word of the seat drawn in it, whole.
            for piece in part.pieces:
                assert box.col <= piece.col and piece.col + piece.width <= box.col + box.width
                assert box.row <= piece.row and piece.row + len(piece.lines) <= box.row + box.height
            drawn = _squash(part_text(part).plain)
            words = [seat.name, *seat.badges]
            if seat.position != "south":
                words += [seat.count_text, seat.bubble or ""]
            for word in words:
                assert _squash(word) in drawn, (name, locale, seat.position, word)


def test_wrapping_breaks_at_the_dots_then_spaces_then_inside_a_word():
    assert wrap_cells("West · 17 cards", 15) == ["West · 17 cards"]
    assert wrap_cells("DECLARER · Game in diamonds", 15) == ["DECLARER", "Game in", "diamonds"]
    assert wrap_cells("主打者 · Game（梅花）", 10) == ["主打者", "Game（梅花", "）"]
    assert all(cell_len(line) <= 4 for line in wrap_cells("保留叫價保留", 4))
    assert "".join(wrap_cells("Ilmoita: ei Ass-kortteja", 8)).replace(" ", "") == (
        "Ilmoita:eiAss-kortteja"
    )


def _gaps(felt: Felt) -> tuple[int, int, int, int]:
    """(empty rows above the topmost part, below the lowest part, between the seats above
    the middle and the middle, between the middle and the lines under it). The middle is
    the trick and the piles; the lines under it are the info lines and your seat."""
    boxes = {n: p.box for n, p in felt.parts.items() if p.box.width and p.box.height}
    top = min(b.row for b in boxes.values())
    bottom = felt.height - max(b.row + b.height for b in boxes.values())
    middle = [b for n, b in boxes.items() if n == "trick" or n.startswith("pile-")]
    m_top = min(b.row for b in middle)
    m_bottom = max(b.row + b.height for b in middle)
    over = [b for n, b in boxes.items() if n.startswith("seat-") and n != "seat-south"]
    above = [b.row + b.height for b in over if b.row + b.height <= m_top]
    under = [b.row for n, b in boxes.items() if n in ("info", "seat-south")]
    return top, bottom, m_top - max(above, default=0), min(under) - m_bottom


BALANCED = [
    ("tarot-trick", tarot()),
    ("tarot-chien", tarot(trick=[])),
    ("tarot-auction", tarot(trick=[], chien=[None] * 6)),
    ("schnapsen", schnapsen()),
    ("preference-talon", preference()),
    ("preference-trick", preference(talon=(), trick=[("west", "9S"), ("east", "JS")])),
    ("preference-talon-up", preference(talon=("7S", "AD"), trick=[("west", "9S")])),
]


@pytest.mark.parametrize("size", FELTS_80 + FELTS_120, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize(("name", "view"), BALANCED, ids=[n for n, _ in BALANCED])
def test_the_felts_room_is_shared_evenly_above_and_below(name, view, size):
    """Balanced: the empty rows above the topmost part and below the lowest differ by at
    most 2, and so do the rows above the middle (under the seats over it) and below it
    (over the info lines): no band of empty felt on one side only."""
    top, bottom, above, below = _gaps(lay_out(view, *size, _face))
    assert abs(top - bottom) <= 2, (top, bottom)
    assert abs(above - below) <= 2, (above, below)
