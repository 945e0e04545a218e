"""The felt as a table: seats at their places, fanned face-down hands, piles and the trick.

Pure drawing (rich only): ``draw_felt`` turns what the table shows (``TableInfo``) into lines
of a given size. Play order puts the seats (``POSITIONS``); this module only draws them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from rich.cells import cell_len
from rich.style import Style
from rich.text import Text

from cardavia.tui.render.canvas import Canvas
from cardavia.tui.render.cards import WINNER_EDGE, Face, back_lines, card_lines, fan_lines

NAME = Style(bold=True, color="#f0f0e8")
LEADER = Style(bold=True, color="#ffd23f")
WINNER = Style(bold=True, color="#1c1c1c", bgcolor="#ffd23f")
BADGE = Style(color="#c8d2c0")
TAKER = Style(bold=True, color="#ffd23f")
BUBBLE = Style(bold=True, color="#1c1c1c", bgcolor="#f6e7a6")
INFO = Style(color="#c8d2c0")
LABEL = Style(color="#c8d2c0", italic=True)
GRAIN = Style(color="#5f7f68")
PEEK = 4  # columns of the Schnapsen trump card showing beside the stock


@dataclass
class Seat:
    position: str  # north, west, east or south
    name: str
    count: int
    count_text: str
    badges: list[str] = field(default_factory=list)
    strong: int = 0  # how many leading badges stand out (taker, declarer)
    bubble: str | None = None


@dataclass
class PileView:
    label: str
    cards: list[str | None]
    trump: str | None = None
    trump_up: bool = True


@dataclass
class FeltView:
    seats: list[Seat]
    trick: list[tuple[str, str]]  # (position, code) in play order
    leader: str | None = None
    winner: str | None = None
    piles: list[PileView] = field(default_factory=list)
    info: list[str] = field(default_factory=list)
    tradition: str = "french"
    stock_beside: bool = False  # Schnapsen: the stock sits left of the trick


@dataclass
class Motion:
    """Cards on their way across the felt, drawn over it at ``progress`` 0 -> 1 of the way.

    ``played``: cards of ``view.trick`` travelling from their player's seat to their place in
    the trick; ``gathered``: a finished trick sliding from its places to ``gather_to`` (the
    winner's seat); ``dealt``: one back flying from the middle to every seat (a new deal).
    """

    played: list[tuple[str, str]] = field(default_factory=list)
    gathered: list[tuple[str, str]] = field(default_factory=list)
    gather_to: str | None = None
    dealt: bool = False

    def __bool__(self) -> bool:
        return bool(self.played or (self.gathered and self.gather_to) or self.dealt)


@dataclass
class Geometry:
    """Where things are on a drawn felt: the whole-card size, the top-left corner a card has
    at each seat (centred on its fan; yours at the bottom edge, where your hand is) and at
    each seat's place in the trick, and the middle of the felt."""

    card: tuple[int, int]
    seats: dict[str, tuple[int, int]]
    slots: dict[str, tuple[int, int]]
    middle: tuple[int, int]


def motion_between(before: FeltView | None, after: FeltView) -> Motion:
    """What moved from one view of the felt to the next (nothing for an undo or a jump)."""
    if before is None:
        counts = [s.count for s in after.seats if s.position != "south"]
        fresh = bool(counts) and not after.trick and len(set(counts)) == 1 and counts[0] > 0
        return Motion(dealt=fresh)
    old, new = before.trick, after.trick
    if new[: len(old)] == old and len(new) > len(old):
        return Motion(played=new[len(old) :])
    motion = Motion()
    if old and before.winner and new != old:
        motion.gathered, motion.gather_to = list(old), before.winner
        if len(new) == 1:  # the next lead is on its way while the last trick goes
            motion.played = list(new)
    held = {s.position: s.count for s in before.seats}
    grown = [s.count - held.get(s.position, s.count) for s in after.seats]
    # A new deal: every seat got a hand (a chien, a talon or a draw from the stock is fewer
    # cards or fewer seats).
    motion.dealt = bool(grown) and min(grown) >= 3 and not new
    return motion


def card_size(width: int, height: int) -> tuple[int, int]:
    """Whole cards on the felt: 7 x 5 from about 120 x 36 of screen, else 5 x 4."""
    return (7, 5) if width >= 80 and height >= 24 else (5, 4)


def _trick_slots(
    positions: list[str], cw: int, ch: int
) -> tuple[dict[str, tuple[int, int]], int, int]:
    """Top-left of each seat's card in the trick, and the block's size (a cross, a triangle,
    or two facing cards)."""
    gap = 3 if cw > 5 else 1  # room between the cards where the felt allows it
    if "north" in positions and len(positions) == 2:
        return {"north": (0, 0), "south": (ch - 1, 0)}, 2 * ch - 1, cw
    if len(positions) == 3:  # you, west, east: a triangle
        return (
            {"west": (0, 0), "east": (0, 2 * (cw + gap)), "south": (ch - 1, cw + gap)},
            2 * ch - 1,
            3 * cw + 2 * gap,
        )
    half = ch // 2
    return (
        {
            "north": (0, cw + gap),
            "west": (half, 0),
            "east": (half, 2 * (cw + gap)),
            "south": (2 * half, cw + gap),
        },
        2 * half + ch,
        3 * cw + 2 * gap,
    )


def _pile_width(pile: PileView, cw: int) -> int:
    if pile.trump is not None:
        return PEEK + max(0, min(len(pile.cards), 6) - 1) + cw
    up = [c for c in pile.cards if c is not None]
    if up:
        return len(pile.cards) * (cw + 1) - 1
    return max(0, len(pile.cards) - 1) + cw


def _draw_pile(
    canvas: Canvas,
    pile: PileView,
    top: int,
    left: int,
    cw: int,
    ch: int,
    face: Callable[[str], Face],
    tradition: str,
) -> None:
    x = left
    if pile.trump is not None:
        # The trump card peeks out under the stock (turned over once the stock is closed).
        trump = (
            card_lines(face(pile.trump), cw, ch) if pile.trump_up else back_lines(tradition, cw, ch)
        )
        canvas.lines(top, x, trump)
        x += PEEK
    up = [c for c in pile.cards if c is not None]
    if up:
        for code in up:
            canvas.lines(top, x, card_lines(face(code), cw, ch))
            x += cw + 1
    elif pile.cards:
        edges = min(len(pile.cards), 6) - 1
        back = back_lines(tradition, cw, ch)
        for i in range(edges):
            canvas.lines(top, x + i, back)
        canvas.lines(top, x + edges, back)
    canvas.centred(top + ch, Text(pile.label, LABEL), left, left + _pile_width(pile, cw))


def _seat_lines(seat: Seat, width: int, marker: Style | None) -> list[Text]:
    name = Text(seat.name, marker or NAME)
    name.append(f" · {seat.count_text}" if seat.position != "south" else "", INFO)
    lines = [name]
    for i, badge in enumerate(seat.badges):
        style = TAKER if i < seat.strong else BADGE
        if lines and seat.position in ("north", "south"):
            last = lines[-1]
            if cell_len(last.plain) + 3 + cell_len(badge) <= width:
                last.append(" · ", BADGE)
                last.append(badge, style)
                continue
        lines.append(Text(badge, style))
    return lines


def draw_felt(
    view: FeltView,
    width: int,
    height: int,
    face: Callable[[str], Face],
    grain: list[str] | None = None,
    motion: Motion | None = None,
    progress: float = 1.0,
) -> Text:
    """The felt as text; with ``motion``, its cards drawn ``progress`` of their way."""
    canvas, geometry = lay_felt(view, width, height, face, grain, motion)
    if motion:
        draw_motion(canvas, geometry, motion, progress, face, view.tradition)
    return canvas.render()


def _fan_anchor(row: int, col: int, fan: list[Text], ch: int, cw: int) -> tuple[int, int]:
    """Top-left of a whole card centred on a fan drawn at (row, col)."""
    fan_w = cell_len(fan[0].plain) if fan else 0
    return row + len(fan) // 2 - ch // 2, col + fan_w // 2 - cw // 2


def lay_felt(
    view: FeltView,
    width: int,
    height: int,
    face: Callable[[str], Face],
    grain: list[str] | None = None,
    motion: Motion | None = None,
) -> tuple[Canvas, Geometry]:
    """The felt without the cards in ``motion`` (drawn over it by ``draw_motion``)."""
    canvas = Canvas(width, height)
    if grain:
        for r, grain_line in enumerate(grain[:height]):
            for c, chx in enumerate(grain_line[:width]):
                if chx != " ":
                    canvas.cells[r][c] = (chx, GRAIN)
    cw, ch = card_size(width, height)
    positions = [s.position for s in view.seats]
    by_pos = {s.position: s for s in view.seats}
    fan_h = 3
    side_w = max(14, min(24, width // 5))
    anchors: dict[str, tuple[int, int]] = {}

    def marker(pos: str) -> Style | None:
        if view.winner == pos:
            return WINNER
        if view.leader == pos and not view.winner:
            return LEADER
        return None

    # North: name and badges, then the fan with the count, a bubble beside it.
    top = 0
    if "north" in by_pos:
        seat = by_pos["north"]
        for line in _seat_lines(seat, width - 2 * side_w, marker("north"))[:2]:
            canvas.centred(top, line)
            top += 1
        fan = fan_lines(view.tradition, seat.count, fan_h)
        col = canvas.centred(top, fan[0])
        canvas.lines(top, col, fan)
        anchors["north"] = _fan_anchor(top, col, fan, ch, cw)
        if seat.bubble:
            canvas.text(top + 1, col + cell_len(fan[0].plain) + 2, Text(f" {seat.bubble} ", BUBBLE))
        top += fan_h
    # South (you): one line at the bottom, the info lines above it.
    bottom = height - 1
    if "south" in by_pos:
        seat = by_pos["south"]
        joined = _seat_lines(seat, width, marker("south"))[0]
        canvas.centred(bottom, joined)
        if seat.bubble:
            canvas.text(
                bottom,
                canvas.width // 2 + cell_len(joined.plain) // 2 + 2,
                Text(f" {seat.bubble} ", BUBBLE),
            )
    info_rows: list[str] = []
    for item in view.info:
        if info_rows and cell_len(info_rows[-1]) + 5 + cell_len(item) <= width - 2:
            info_rows[-1] += "  ·  " + item
        else:
            info_rows.append(item)
    info_top = bottom - len(info_rows)
    for i, info_line in enumerate(info_rows):
        canvas.centred(info_top + i, Text(info_line, INFO))
    # West and East: name, count, badges and a fan, in columns at the sides.
    middle_top, middle_bottom = top, info_top  # rows [middle_top, middle_bottom)
    for pos, left in (("west", 0), ("east", width - side_w)):
        if pos not in by_pos:
            continue
        seat = by_pos[pos]
        lines = _seat_lines(seat, side_w, marker(pos))
        block = len(lines) + fan_h + (1 if seat.bubble else 0)
        row = middle_top + max(0, (middle_bottom - middle_top - block) // 2)
        for line in lines:
            canvas.centred(row, line, left, left + side_w)
            row += 1
        fan = fan_lines(view.tradition, seat.count, fan_h)
        col = left + max(0, (side_w - cell_len(fan[0].plain)) // 2)
        canvas.lines(row, col, fan)
        anchors[pos] = _fan_anchor(row, col, fan, ch, cw)
        row += fan_h
        if seat.bubble:
            canvas.centred(row, Text(f" {seat.bubble} ", BUBBLE), left, left + side_w)
    # The middle: the trick where each card lies in front of its player, and the piles.
    left_edge = side_w if ("west" in by_pos or "east" in by_pos) else 0
    right_edge = width - side_w if "east" in by_pos else width
    room = middle_bottom - middle_top
    if room < 2 * ch - 1 + 1 and ch > 4:
        cw, ch = 5, 4
    slots, block_h, block_w = _trick_slots(positions, cw, ch)
    centre_x = left_edge + (right_edge - left_edge - block_w) // 2
    trick_top = middle_top + max(0, (room - block_h) // 2)
    piles = view.piles
    if view.trick or view.stock_beside:
        for pile in piles:
            pw = _pile_width(pile, cw)
            px = max(left_edge + 1, centre_x - pw - 4)
            _draw_pile(
                canvas,
                pile,
                middle_top + max(0, (room - ch - 1) // 2),
                px,
                cw,
                ch,
                face,
                view.tradition,
            )
    else:
        total = sum(_pile_width(p, cw) for p in piles) + 4 * max(0, len(piles) - 1)
        px = left_edge + max(0, (right_edge - left_edge - total) // 2)
        for pile in piles:
            _draw_pile(
                canvas,
                pile,
                middle_top + max(0, (room - ch - 1) // 2),
                px,
                cw,
                ch,
                face,
                view.tradition,
            )
            px += _pile_width(pile, cw) + 4
    moving = {pos for pos, _ in motion.played} if motion else set()
    anchors.setdefault("south", (height - ch, (width - cw) // 2))  # your hand is below
    geometry = Geometry(
        (cw, ch),
        anchors,
        {pos: (trick_top + r, centre_x + c) for pos, (r, c) in slots.items()},
        (trick_top + (block_h - ch) // 2, centre_x + (block_w - cw) // 2),
    )
    for pos, code in view.trick:
        if pos in moving:
            continue
        r, c = slots.get(pos, (0, 0))
        win = view.winner == pos
        lead = view.leader == pos
        edge = WINNER_EDGE if win else None
        canvas.lines(
            trick_top + r, centre_x + c, card_lines(face(code), cw, ch, edge=edge, bold=win or lead)
        )
        if lead and not view.winner:
            canvas.text(trick_top + r, centre_x + c - 1, Text("▸", LEADER))
    return canvas, geometry


def motion_cells(
    geometry: Geometry, motion: Motion, progress: float
) -> list[tuple[int, int, str | None]]:
    """(row, column, card or None for a back) of every card in motion at ``progress``; a
    gathered or dealt card has arrived (and is gone) at 1."""
    p = max(0.0, min(1.0, progress))

    def way(a: tuple[int, int], b: tuple[int, int]) -> tuple[int, int]:
        return round(a[0] + (b[0] - a[0]) * p), round(a[1] + (b[1] - a[1]) * p)

    cells: list[tuple[int, int, str | None]] = []
    if p < 1 and motion.gathered and motion.gather_to in geometry.seats:
        to = geometry.seats[motion.gather_to]
        for pos, code in motion.gathered:
            if pos in geometry.slots:
                cells.append((*way(geometry.slots[pos], to), code))
    if p < 1 and motion.dealt:
        for seat in geometry.seats.values():
            cells.append((*way(geometry.middle, seat), None))
    for pos, code in motion.played:
        if pos in geometry.slots:
            start = geometry.seats.get(pos, geometry.slots[pos])
            cells.append((*way(start, geometry.slots[pos]), code))
    return cells


def draw_motion(
    canvas: Canvas,
    geometry: Geometry,
    motion: Motion,
    progress: float,
    face: Callable[[str], Face],
    tradition: str,
) -> None:
    """Draw the cards in motion over a felt laid by ``lay_felt``."""
    cw, ch = geometry.card
    for row, col, code in motion_cells(geometry, motion, progress):
        lines = back_lines(tradition, cw, ch) if code is None else card_lines(face(code), cw, ch)
        canvas.lines(row, col, lines)
