"""The felt's layout (one pure function of the size and the view) and its parts: seats,
trick and piles each in a box of its own, none covering another, and the same picture as
the whole felt drawn at once."""

from __future__ import annotations

import itertools

import pytest

from cardavia.tui.render.cards import face
from cardavia.tui.render.felt import (
    WINNER,
    FeltView,
    PileView,
    Seat,
    draw_felt,
    lay_out,
    motion_between,
    motion_cells,
    part_text,
)

CHIEN = ["NS", "KS", "6H", "JD", "9C", "T6"]
TRICK4 = [("east", "T21"), ("north", "EX"), ("west", "9H"), ("south", "KH")]
SIZES = [(78, 13), (78, 14), (98, 20), (83, 30), (88, 31), (118, 30), (150, 40)]  # 80x24 .. 200x50


def _face(code: str):
    return face(code, "french", "two-colour", False)


def _seats(positions, counts=None, badges=("defender", "0 tricks")) -> list[Seat]:
    counts = counts or [18] * len(positions)
    return [
        Seat(pos, pos.title(), n, f"{n} cards", list(badges) if pos != "south" else [])
        for pos, n in zip(positions, counts, strict=True)
    ]


def tarot(trick=TRICK4, chien=CHIEN, counts=None) -> FeltView:
    seats = _seats(("south", "east", "north", "west"), counts)
    return FeltView(seats, list(trick), trick[0][0] if trick else None, None,
                    [PileView("Chien", list(chien))], ["Trick 1/18"])  # fmt: skip


def schnapsen() -> FeltView:
    seats = _seats(("south", "north"), [5, 5])
    stock = PileView("Stock: 9", [None] * 9, trump="AH")
    return FeltView(seats, [("north", "KS"), ("south", "AS")], "north", None, [stock],
                    ["Trumps: Hearts"], "wiener-bild", stock_beside=True)  # fmt: skip


def preference(talon=(None, None), trick=()) -> FeltView:
    seats = _seats(("south", "west", "east"), [10, 10, 10])
    piles = [PileView("Talon", list(talon))] if talon else []
    return FeltView(seats, list(trick), None, None, piles, ["Pool: 10"])


def _overlapping(view: FeltView, width: int, height: int) -> list[tuple[str, str]]:
    felt = lay_out(view, width, height, _face)
    boxes = {name: part.box for name, part in felt.parts.items() if part.box.width}
    names = sorted(boxes)
    return [
        (a, b)
        for i, a in enumerate(names)
        for b in names[i + 1 :]
        if boxes[a].overlaps(boxes[b]) and {a, b} != {"info", "seat-south"}
    ]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_face_up_chien_and_a_whole_trick_cover_nothing(size):
    assert _overlapping(tarot(), *size) == []
    felt = lay_out(tarot(), *size, _face)
    # Every card of the chien shows its corner: at least an edge and 3 cells apart.
    cols = [c for _, c in felt.geometry.piles[0]]
    assert all(b - a >= 4 for a, b in itertools.pairwise(cols))


def test_at_80x24_the_chien_sits_beside_the_trick_its_cards_overlapping():
    felt = lay_out(tarot(), 78, 14, _face)
    chien, trick = felt.parts["pile-0"].box, felt.parts["trick"].box
    assert chien.col + chien.width <= trick.col
    text = draw_felt(tarot(), 78, 14, _face).plain
    for corner in ("C♠", "R♠", "6♥", "V♦", "9♣", "6✦", "21✦", "★"):
        assert corner in text, corner


@pytest.mark.parametrize(
    "view",
    [tarot(trick=[]), tarot(chien=[None] * 6, trick=[]), schnapsen(), preference(),
     preference(talon=("7S", "AD"), trick=[("west", "9S"), ("east", "JS")])],
    ids=["chien-up", "chien-down", "schnapsen", "talon-down", "talon-up-trick"],
)  # fmt: skip
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_no_part_covers_another(view, size):
    assert _overlapping(view, *size) == []


def test_the_stock_stays_left_of_a_centred_trick_where_it_fits():
    felt = lay_out(schnapsen(), 118, 30, _face)
    trick, stock = felt.parts["trick"].box, felt.parts["pile-0"].box
    assert abs((trick.col + trick.width // 2) - 59) <= 2  # the trick in the middle
    assert stock.col + stock.width + 3 <= trick.col


@pytest.mark.parametrize("view", [tarot(), schnapsen(), preference()], ids=["4", "2", "3"])
def test_each_part_drawn_alone_is_the_felt_drawn_whole(view):
    width, height = 98, 20
    whole = draw_felt(view, width, height, _face).plain.splitlines()
    felt = lay_out(view, width, height, _face)
    for name, part in felt.parts.items():
        box = part.box
        alone = part_text(part).plain.splitlines()
        assert len(alone) == box.height, name
        for r, line in enumerate(alone):
            below = whole[box.row + r][box.col : box.col + box.width]
            assert line.rstrip() == below.rstrip() or not line.strip(), (name, r, line, below)


def test_a_pile_of_backs_draws_its_edges_and_a_stock_its_trump_card_once():
    felt = lay_out(schnapsen(), 118, 30, _face)
    text = part_text(felt.parts["pile-0"]).plain.splitlines()
    assert text[1].count("│") >= 6  # the trump card's edge and the stock's edges
    assert any("1♥" in line for line in text)  # the As across the stock
    assert "Stock: 9" in text[-1]


def test_the_chien_taken_up_travels_from_its_pile_to_the_taker():
    before = tarot(trick=[], chien=[None] * 6)
    after = tarot(trick=[], counts=[18, 18, 24, 18])  # North takes it up, face up
    motion = motion_between(before, after)
    assert motion.taken == CHIEN and motion.taken_to == "north" and not motion.dealt
    felt = lay_out(after, 118, 30, _face, motion)
    start = motion_cells(felt.geometry, motion, 0.0)
    assert [(r, c) for r, c, _ in start] == felt.geometry.piles[0]
    assert {code for _, _, code in start} == set(CHIEN)
    halfway = motion_cells(felt.geometry, motion, 0.5)
    north = felt.geometry.seats["north"]
    assert all(r < felt.geometry.piles[0][0][0] and r > north[0] for r, _, _ in halfway)
    assert motion_cells(felt.geometry, motion, 1.0) == []  # arrived, in the taker's hand


def test_a_talon_gone_to_the_declarer_travels_from_where_it_lay():
    before, after = preference(), preference(talon=())
    after.seats[1].count = 12  # West took the talon up
    motion = motion_between(before, after)
    assert motion.taken == [None, None] and motion.taken_to == "west"
    origin = lay_out(before, 98, 20, _face).geometry
    felt = lay_out(after, 98, 20, _face, motion)
    start = motion_cells(felt.geometry, motion, 0.0, origin)
    assert [(r, c) for r, c, _ in start] == origin.piles[0]


def test_no_take_up_when_the_chien_stays_down_or_the_stock_is_drawn_from():
    # A Garde sans: the chien stays face down, no seat gains it.
    assert not motion_between(tarot(trick=[], chien=[None] * 6), tarot(trick=[], chien=[None] * 6))
    before = schnapsen()
    after = schnapsen()
    after.piles[0] = PileView("Stock: 7", [None] * 7, trump="AH")
    for seat in after.seats:
        seat.count += 1
    assert not motion_between(before, after).taken


@pytest.mark.parametrize("winner", ["north", "south"])
def test_badges_on_the_winners_highlight_stay_readable(winner):
    view = tarot()
    view.winner = view.leader = winner
    for seat in view.seats:
        seat.badges, seat.strong = ["TAKER", "Prise", "0 tricks"], 2
    seat_part = lay_out(view, 118, 30, _face).parts[f"seat-{winner}"]
    lit = [line for piece in seat_part.pieces for line in piece.lines if line.style == WINNER]
    assert lit and "TAKER" in lit[0].plain
    for line in lit:  # every span on the highlight is drawn in ink its background shows
        for span in line.spans:
            style = line.style + span.style  # type: ignore[operator]
            assert style.color != style.bgcolor, (line.plain[span.start : span.end], style)
