"""The felt as a table: seats at their places, fanned face-down hands, piles and the trick.

Pure drawing (rich only). ``lay_out`` places everything from the felt's size and what the
table shows (``FeltView``): one ``Part`` per seat, for the trick, for each pile and for the
info lines, each a box with the pieces drawn in it, and the ``Geometry`` the moving cards
travel on. The widgets (``tui.widgets.felt``) show one part each; ``draw_felt`` puts them all
on one canvas (the same picture, for tests and tools). Play order puts the seats
(``POSITIONS``); this module only draws them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from rich.cells import cell_len, set_cell_size
from rich.style import Style
from rich.text import Text

from cardavia.tui.render.canvas import Canvas
from cardavia.tui.render.cards import (
    CARD_SIZES,
    LARGE,
    LARGEST,
    MEDIUM,
    SMALL,
    WINNER_EDGE,
    Face,
    back_lines,
    card_lines,
    fan_lines,
)

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
PILE_GAP = 4  # columns between a pile and the trick (or the next pile)
TIGHTEST = 4  # the closest face-up cards overlap in a pile: an edge and a 3-cell corner show
POSITIONS_DRAWN = ("north", "west", "east", "south")


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
    winner's seat); ``dealt``: one back flying from the middle to every seat (a new deal);
    ``taken``: the cards of pile ``taken_from`` (a chien, a talon; None for a back) going to
    ``taken_to``, the seat that takes them up.
    """

    played: list[tuple[str, str]] = field(default_factory=list)
    gathered: list[tuple[str, str]] = field(default_factory=list)
    gather_to: str | None = None
    dealt: bool = False
    taken: list[str | None] = field(default_factory=list)
    taken_from: int = 0
    taken_to: str | None = None

    def __bool__(self) -> bool:
        taken = bool(self.taken and self.taken_to)
        return bool(self.played or (self.gathered and self.gather_to) or self.dealt or taken)


@dataclass
class Geometry:
    """Where things are on a drawn felt: the whole-card size, the top-left corner a card has
    at each seat (centred on its fan; yours at the bottom edge, where your hand is), at each
    seat's place in the trick and at each card of each pile, and the middle of the felt."""

    card: tuple[int, int]
    seats: dict[str, tuple[int, int]]
    slots: dict[str, tuple[int, int]]
    middle: tuple[int, int]
    piles: list[list[tuple[int, int]]] = field(default_factory=list)


@dataclass(frozen=True)
class Box:
    row: int
    col: int
    width: int
    height: int

    def overlaps(self, other: Box) -> bool:
        return (
            self.col < other.col + other.width
            and other.col < self.col + self.width
            and self.row < other.row + other.height
            and other.row < self.row + self.height
        )


@dataclass
class Piece:
    """Lines of text drawn with their top-left corner at (row, col) of the felt."""

    row: int
    col: int
    lines: list[Text]

    @property
    def width(self) -> int:
        return max((cell_len(line.plain) for line in self.lines), default=0)

    def __eq__(self, other: object) -> bool:
        # rich's Text == ignores a line's base style (Text("You", "on yellow") == Text("You")):
        # a seat that only gained or lost the winner's highlight must still count as changed.
        if not isinstance(other, Piece):
            return NotImplemented
        return (self.row, self.col) == (other.row, other.col) and _drawn(self.lines) == _drawn(
            other.lines
        )

    __hash__ = None  # type: ignore[assignment]  # mutable, as the dataclass made it


def _drawn(lines: list[Text]) -> list[tuple[str, str, list[object]]]:
    """What a list of lines draws, every style included."""
    return [(line.plain, str(line.style), list(line.spans)) for line in lines]


@dataclass
class Part:
    """One thing on the felt (a seat, the trick, a pile, the info lines): its box on the felt
    and what is drawn in it (later pieces cover earlier ones)."""

    box: Box
    pieces: list[Piece]


@dataclass
class Felt:
    """The laid-out felt: its parts by name (``seat-north`` ... ``trick``, ``pile-0`` ...,
    ``info``) and the geometry cards move on."""

    width: int
    height: int
    parts: dict[str, Part]
    geometry: Geometry


def bounding(pieces: list[Piece]) -> Box:
    """The smallest box holding every piece (an empty box for none)."""
    drawn = [p for p in pieces if p.lines and p.width]
    if not drawn:
        return Box(0, 0, 0, 0)
    top = min(p.row for p in drawn)
    left = min(p.col for p in drawn)
    bottom = max(p.row + len(p.lines) for p in drawn)
    right = max(p.col + p.width for p in drawn)
    return Box(top, left, right - left, bottom - top)


def paint(canvas: Canvas, pieces: list[Piece], origin: tuple[int, int] = (0, 0)) -> None:
    """Draw ``pieces`` on ``canvas`` whose top-left cell is the felt's ``origin``."""
    for piece in pieces:
        canvas.lines(piece.row - origin[0], piece.col - origin[1], piece.lines)


def grain_canvas(box: Box, grain: list[str] | None) -> Canvas:
    """A canvas the size of ``box`` with the felt's grain showing through it."""
    canvas = Canvas(box.width, box.height)
    if grain:
        for r in range(box.height):
            line = grain[box.row + r] if 0 <= box.row + r < len(grain) else ""
            for c in range(box.width):
                x = box.col + c
                if 0 <= x < len(line) and line[x] != " ":
                    canvas.cells[r][c] = (line[x], GRAIN)
    return canvas


def part_text(part: Part, grain: list[str] | None = None) -> Text:
    """A part drawn in its own box, the grain of the felt under it."""
    canvas = grain_canvas(part.box, grain)
    paint(canvas, part.pieces, (part.box.row, part.box.col))
    return canvas.render()


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
    grown = {s.position: s.count - held.get(s.position, s.count) for s in after.seats}
    # A new deal: every seat got a hand (a chien, a talon or a draw from the stock is fewer
    # cards or fewer seats).
    motion.dealt = bool(grown) and min(grown.values()) >= 3 and not new
    if not motion.dealt:
        _taken_up(before, after, grown, motion)
    return motion


def _taken_up(before: FeltView, after: FeltView, grown: dict[str, int], motion: Motion) -> None:
    """A chien or a talon taken up: its pile goes (or turns face up) as one seat gains its
    cards (a stock with its trump card is drawn from a card at a time, not taken up)."""
    for i, pile in enumerate(before.piles):
        if pile.trump is not None or not pile.cards or any(pile.cards):
            continue
        later = after.piles[i] if i < len(after.piles) else None
        if later is not None and (later.label != pile.label or not all(later.cards)):
            continue  # still face down: not taken (a Garde sans, the auction going on)
        takers = [pos for pos, n in grown.items() if n == len(pile.cards)]
        if len(takers) == 1:
            motion.taken = list(later.cards) if later is not None else list(pile.cards)
            motion.taken_from, motion.taken_to = i, takers[0]
            return


def card_size(width: int, height: int) -> tuple[int, int]:
    """Whole cards on a ``width`` x ``height`` felt: they grow with it (5 x 4 at 80 x 24 of
    screen, 9 x 7 with their figures drawn at 120 x 40, 11 x 9 from 160 x 45)."""
    if width >= 110 and height >= 30:
        return LARGEST
    if width >= 84 and height >= 26:
        return LARGE
    return MEDIUM if width >= 80 and height >= 24 else SMALL


def fan_size(card: tuple[int, int]) -> tuple[int, int]:
    """An opponent's fan of backs beside cards of ``card`` size: (back width, rows)."""
    return {LARGE: (7, 4), LARGEST: (7, 5)}.get(card, (5, 3))


def smaller(card: tuple[int, int]) -> tuple[int, int]:
    """The next smaller card size (the smallest stays)."""
    i = CARD_SIZES.index(card) if card in CARD_SIZES else 0
    return CARD_SIZES[max(0, i - 1)]


def _trick_slots(
    positions: list[str], cw: int, ch: int, room: int | None = None
) -> tuple[dict[str, tuple[int, int]], int, int]:
    """Top-left of each seat's card in the trick, and the block's size (a cross, a triangle,
    or two facing cards). Fewer than ``room`` rows: the cards lie closer, one covering the
    lower part of another (its edge and corner still showing)."""
    gap = 3 if cw > 5 else 1  # room between the cards where the felt allows it
    spare = (room if room is not None else 2 * ch) - ch  # rows for the cards below the top
    if "north" in positions and len(positions) == 2:
        drop = min(ch - 1, max(2, spare))
        return {"north": (0, 0), "south": (drop, 0)}, drop + ch, cw
    if len(positions) == 3:  # you, west, east: a triangle (your card in its own column)
        drop = min(ch - 1, max(0, spare))
        return (
            {"west": (0, 0), "east": (0, 2 * (cw + gap)), "south": (drop, cw + gap)},
            drop + ch,
            3 * cw + 2 * gap,
        )
    half = min(ch // 2, max(1, spare // 2))
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


def _pile_cards(pile: PileView, cw: int, step: int | None = None) -> list[tuple[int, str | None]]:
    """Each card of a pile as (column from the pile's left, card or None for a back), drawn
    in this order: the trump card peeking out under the stock, then the stock's edges (at
    most six), or the face-up cards side by side ``step`` columns apart (overlapping when
    less than a card and a column)."""
    x, cards = 0, []
    if pile.trump is not None:
        cards.append((0, pile.trump if pile.trump_up else None))
        x = PEEK
    if any(pile.cards):
        step = cw + 1 if step is None else step
        cards += [(x + i * step, code) for i, code in enumerate(pile.cards)]
    elif pile.cards:
        cards += [(x + i, None) for i in range(min(len(pile.cards), 6))]
    return cards


def _pile_width(pile: PileView, cw: int, step: int | None = None) -> int:
    cards = _pile_cards(pile, cw, step)
    return cards[-1][0] + cw if cards else 0


def wrap_cells(text: str, width: int, sep: str = " · ") -> list[str]:
    """``text`` in lines of at most ``width`` cells: broken at its ``sep`` first, then at
    spaces, a word wider than the line cut where the line ends (CJK has no spaces)."""
    width = max(1, width)
    if cell_len(text) <= width:
        return [text]
    lines: list[str] = []
    for chunk in text.split(sep):
        if lines and cell_len(lines[-1]) + cell_len(sep) + cell_len(chunk) <= width:
            lines[-1] += sep + chunk
            continue
        line = ""
        for word in chunk.split(" "):
            while cell_len(word) > width:  # cut a word that no line holds
                if line:
                    lines.append(line)
                    line = ""
                head = set_cell_size(word, width).rstrip()
                cut = len(head) if cell_len(head) <= width and head else 1
                lines.append(word[:cut])
                word = word[cut:]
            if line and cell_len(line) + 1 + cell_len(word) <= width:
                line += " " + word
            elif word:
                if line:
                    lines.append(line)
                line = word
        if line:
            lines.append(line)
    return lines


def _wrapped(text: str, width: int, style: Style) -> list[Text]:
    return [Text(line, style) for line in wrap_cells(text, width)]


def _seat_lines(seat: Seat, width: int, marker: Style | None) -> list[Text]:
    """A seat's name, count and badges in lines of at most ``width`` cells: the name and
    the count on one line where they fit (else one under the other), the badges joined
    on that line at North and South where they fit, one a line (wrapped) at the sides."""
    name_style = marker or NAME
    # On the trick winner's highlight (a background) the badges and the count joined to the
    # name take its dark ink: gold or grey text on the gold highlight would vanish.
    lit = marker is not None and marker.bgcolor is not None
    joined_info = marker + Style(bold=False) if lit and marker else INFO
    joined_taker = marker if lit and marker else TAKER
    if seat.position == "south":
        lines = _wrapped(seat.name, width, name_style)
    else:
        one = f"{seat.name} · {seat.count_text}"
        if cell_len(one) <= width:
            line = Text(seat.name, name_style)
            line.append(f" · {seat.count_text}", joined_info)
            lines = [line]
        else:
            lines = _wrapped(seat.name, width, name_style)
            lines += _wrapped(seat.count_text, width, INFO)
    for i, badge in enumerate(seat.badges):
        style = TAKER if i < seat.strong else BADGE
        if seat.position in ("north", "south"):
            last = lines[-1]
            if cell_len(last.plain) + 3 + cell_len(badge) <= width:
                on_name = lit and last.style == marker
                last.append(" · ", joined_info if on_name else BADGE)
                joined = (joined_taker if i < seat.strong else joined_info) if on_name else style
                last.append(badge, joined)
                continue
        lines += _wrapped(badge, width, style)
    return lines


def _joined(line: Text, seat: Seat, width: int) -> int:
    """How many of ``seat``'s badges join its name line (``line``) within ``width``."""
    used, n = cell_len(line.plain), 0
    for badge in seat.badges:
        if used + 3 + cell_len(badge) > width:
            break
        used += 3 + cell_len(badge)
        n += 1
    return n


def _bubble_lines(bubble: str, width: int) -> list[Text]:
    """The last bid as a bubble: one padded line, wrapped when the column is narrower."""
    return [Text(f" {line} ", BUBBLE) for line in wrap_cells(bubble, max(1, width - 2))]


def _centred(row: int, text: Text, left: int, right: int) -> Piece:
    return Piece(row, left + max(0, (right - left - cell_len(text.plain)) // 2), [text])


def _fan_anchor(row: int, col: int, fan: list[Text], ch: int, cw: int) -> tuple[int, int]:
    """Top-left of a whole card centred on a fan drawn at (row, col)."""
    fan_w = cell_len(fan[0].plain) if fan else 0
    return row + len(fan) // 2 - ch // 2, col + fan_w // 2 - cw // 2


def draw_felt(
    view: FeltView,
    width: int,
    height: int,
    face: Callable[[str], Face],
    grain: list[str] | None = None,
    motion: Motion | None = None,
    progress: float = 1.0,
    origin: Geometry | None = None,
) -> Text:
    """The felt as text; with ``motion``, its cards drawn ``progress`` of their way."""
    canvas, geometry = lay_felt(view, width, height, face, grain, motion)
    if motion:
        draw_motion(canvas, geometry, motion, progress, face, view.tradition, origin)
    return canvas.render()


def lay_felt(
    view: FeltView,
    width: int,
    height: int,
    face: Callable[[str], Face],
    grain: list[str] | None = None,
    motion: Motion | None = None,
) -> tuple[Canvas, Geometry]:
    """The whole felt on one canvas, without the cards in ``motion`` (drawn over it by
    ``draw_motion``): every part of ``lay_out`` in its place."""
    felt = lay_out(view, width, height, face, motion)
    canvas = grain_canvas(Box(0, 0, width, height), grain)
    for part in felt.parts.values():
        paint(canvas, part.pieces)
    return canvas, felt.geometry


def lay_out(
    view: FeltView,
    width: int,
    height: int,
    face: Callable[[str], Face],
    motion: Motion | None = None,
) -> Felt:
    """Where everything goes on a ``width`` x ``height`` felt, and what each part draws; the
    cards of the trick in ``motion`` are left out (they are on their way)."""
    cw, ch = card_size(width, height)
    positions = [s.position for s in view.seats]
    by_pos = {s.position: s for s in view.seats}
    back_w, fan_h = fan_size((cw, ch))
    side_w = max(14, min(24, width // 5))
    anchors: dict[str, tuple[int, int]] = {}
    parts: dict[str, Part] = {}

    def marker(pos: str) -> Style | None:
        if view.winner == pos:
            return WINNER
        if view.leader == pos and not view.winner:
            return LEADER
        return None

    def seat_part(pos: str, pieces: list[Piece]) -> None:
        parts[f"seat-{pos}"] = Part(bounding(pieces), pieces)

    # North: name, count and badges (kept in the middle, clear of the side columns), then
    # the fan; the badges that do not fit on the name line beside the fan, where they fit
    # there (else under the name), a bubble beside the fan.
    top = 0
    sides = "west" in by_pos or "east" in by_pos
    if "north" in by_pos:
        seat = by_pos["north"]
        centre_w = width - 2 * side_w if sides else width
        fan = fan_lines(view.tradition, seat.count, fan_h, back=back_w)
        fan_w = cell_len(fan[0].plain)
        fan_col = max(0, (width - fan_w) // 2)
        beside_col = fan_col + fan_w + 2
        beside_w = (width - side_w if sides else width) - beside_col
        lines = _seat_lines(seat, centre_w, marker("north"))
        beside: list[Text] = []
        if len(lines) > 1 and not seat.bubble:
            # Under the name only the badges that join its line; the others beside the fan.
            bare = Seat("north", seat.name, seat.count, seat.count_text)
            named = _seat_lines(bare, centre_w, marker("north"))
            n = _joined(named[0], seat, centre_w) if len(named) == 1 else 0
            bare.badges, bare.strong = seat.badges[:n], min(seat.strong, n)
            rest = [
                line
                for i, badge in enumerate(seat.badges[n:], n)
                for line in _wrapped(badge, beside_w, TAKER if i < seat.strong else BADGE)
            ]
            if len(rest) <= fan_h and beside_w >= 8:
                lines, beside = _seat_lines(bare, centre_w, marker("north")), rest
        pieces = []
        for line in lines:
            pieces.append(_centred(top, line, 0, width))
            top += 1
        pieces.append(Piece(top, fan_col, fan))
        for i, line in enumerate(beside):
            pieces.append(Piece(top + i, beside_col, [line]))
        anchors["north"] = _fan_anchor(top, fan_col, fan, ch, cw)
        if seat.bubble:
            bubble = Text(f" {seat.bubble} ", BUBBLE)
            pieces.append(Piece(top + 1, beside_col, [bubble]))
        top += fan_h
        seat_part("north", pieces)
    # South (you): your line(s) at the bottom, the info lines above them.
    bottom = height - 1
    if "south" in by_pos:
        seat = by_pos["south"]
        own = _seat_lines(seat, width, marker("south"))
        bottom = height - len(own)
        pieces = [_centred(bottom + i, line, 0, width) for i, line in enumerate(own)]
        if seat.bubble:
            bubble = Text(f" {seat.bubble} ", BUBBLE)
            col = width // 2 + cell_len(own[-1].plain) // 2 + 2
            col = max(0, min(col, width - cell_len(bubble.plain)))
            pieces.append(Piece(height - 1, col, [bubble]))
        seat_part("south", pieces)
    info_rows: list[str] = []
    for item in view.info:
        if info_rows and cell_len(info_rows[-1]) + 5 + cell_len(item) <= width - 2:
            info_rows[-1] += "  ·  " + item
        else:
            info_rows += wrap_cells(item, width)
    info_top = bottom - len(info_rows)
    info = [_centred(info_top + i, Text(line, INFO), 0, width) for i, line in enumerate(info_rows)]
    parts["info"] = Part(bounding(info), info)
    # West and East: name, count, badges and a fan, in columns at the sides: beside the
    # trick under North (reaching up beside North when they are taller than the middle),
    # or, with nobody at North (Preference), across the top of the felt, where North's
    # rows would be, the trick and the talon in the room under them.
    middle_top, middle_bottom = top, info_top  # rows [middle_top, middle_bottom)
    seats_bottom = 0
    for pos, left in (("west", 0), ("east", width - side_w)):
        if pos not in by_pos:
            continue
        seat = by_pos[pos]
        lines = _seat_lines(seat, side_w, marker(pos))
        bubbles = _bubble_lines(seat.bubble, side_w) if seat.bubble else []
        fan = fan_lines(view.tradition, seat.count, fan_h, back=back_w)
        # The column reaches down to the first line under the middle that comes into it
        # (the info lines, your seat), up to the top of the felt (North keeps out of it).
        column = Box(0, left, side_w, height)
        limit = min(
            (parts[n].box.row for n in ("info", "seat-south")
             if n in parts and parts[n].box.width and parts[n].box.overlaps(column)),
            default=height,
        )  # fmt: skip
        # The name, the fan and the bubble always; badges as far as the column has rows.
        lines = lines[: max(1, limit - fan_h - len(bubbles))]
        block = len(lines) + fan_h + len(bubbles)
        if "north" in by_pos:
            row = middle_top + (middle_bottom - middle_top - block) // 2
            row = max(0, min(row, limit - block))
        else:
            row = 0
        pieces = []
        for line in lines:
            pieces.append(_centred(row, line, left, left + side_w))
            row += 1
        col = left + max(0, (side_w - cell_len(fan[0].plain)) // 2)
        pieces.append(Piece(row, col, fan))
        anchors[pos] = _fan_anchor(row, col, fan, ch, cw)
        row += fan_h
        for line in bubbles:
            pieces.append(_centred(row, line, left, left + side_w))
            row += 1
        seat_part(pos, pieces)
        seats_bottom = max(seats_bottom, row)
    # The middle: the trick where each card lies in front of its player, and the piles.
    left_edge = side_w if ("west" in by_pos or "east" in by_pos) else 0
    right_edge = width - side_w if "east" in by_pos else width
    room = middle_bottom - middle_top
    while room < 2 * ch and (cw, ch) != SMALL:  # a smaller card where the middle is short
        cw, ch = smaller((cw, ch))
    if "north" not in by_pos and seats_bottom:
        # Under the seats when the trick (or a pile) fits there with a row of felt above
        # and below it, else in the middle of the whole felt between the side columns.
        needed = max(_trick_slots(positions, cw, ch)[1], ch + 1 if view.piles else 0) + 2
        if middle_bottom - seats_bottom >= needed:
            middle_top, room = seats_bottom, middle_bottom - seats_bottom
    while True:
        slots, block_h, block_w = _trick_slots(positions, cw, ch, room)
        trick_top, centre_x, pile_at, step = _middle(
            view, (left_edge, right_edge), (middle_top, room), (cw, ch), (block_w, block_h)
        )
        trick_box = Box(trick_top, centre_x - 1, block_w + 1, block_h)
        piles_at = [
            Box(row, col, _pile_width(pile, cw, step), ch + 1)
            for pile, (row, col) in zip(view.piles, pile_at, strict=True)
        ]
        crowded = bool(view.trick) and any(box.overlaps(trick_box) for box in piles_at)
        if not crowded or (cw, ch) == SMALL:
            break
        cw, ch = smaller((cw, ch))  # the piles and the trick apart on smaller cards
    pile_cards: list[list[tuple[int, int]]] = []
    for i, (pile, (prow, pcol)) in enumerate(zip(view.piles, pile_at, strict=True)):
        drawn = _pile_cards(pile, cw, step)
        # A face-up card the next one covers shows its index (as in your hand).
        pieces = [
            Piece(prow, pcol + dx, back_lines(view.tradition, cw, ch) if code is None else
                  card_lines(face(code), cw, ch,
                             index=k + 1 < len(drawn) and drawn[k + 1][0] - dx < cw))
            for k, (dx, code) in enumerate(drawn)
        ]  # fmt: skip
        pw = _pile_width(pile, cw, step)
        pieces.append(_centred(prow + ch, Text(pile.label, LABEL), pcol, pcol + pw))
        box = bounding(pieces)
        parts[f"pile-{i}"] = Part(box, pieces)
        pile_cards.append([(prow, pcol + dx) for dx, _ in drawn][-len(pile.cards) :])
    moving = {pos for pos, _ in motion.played} if motion else set()
    anchors.setdefault("south", (height - ch, (width - cw) // 2))  # your hand is below
    geometry = Geometry(
        (cw, ch),
        anchors,
        {pos: (trick_top + r, centre_x + c) for pos, (r, c) in slots.items()},
        (trick_top + (block_h - ch) // 2, centre_x + (block_w - cw) // 2),
        pile_cards,
    )
    trick: list[Piece] = []
    for pos, code in view.trick:
        if pos in moving:
            continue
        r, c = slots.get(pos, (0, 0))
        win = view.winner == pos
        lead = view.leader == pos
        edge = WINNER_EDGE if win else None
        lines = card_lines(face(code), cw, ch, edge=edge, bold=win or lead)
        trick.append(Piece(trick_top + r, centre_x + c, lines))
        if lead and not view.winner:
            trick.append(Piece(trick_top + r, centre_x + c - 1, [Text("▸", LEADER)]))
    # The trick's box holds every place (and the leader's marker left of them) while a card
    # lies there; none while the trick is empty (a pile may sit in the middle then).
    box = Box(trick_top, centre_x - 1, block_w + 1, block_h) if trick else Box(0, 0, 0, 0)
    parts["trick"] = Part(box, trick)
    return Felt(width, height, parts, geometry)


def _middle(
    view: FeltView,
    edges: tuple[int, int],
    rows: tuple[int, int],
    card: tuple[int, int],
    block: tuple[int, int],
) -> tuple[int, int, list[tuple[int, int]], int | None]:
    """The trick's top row and left column, each pile's top-left and the step between its
    face-up cards (None: a card and a column apart). With a trick (or a Schnapsen stock) the
    piles sit left of it, their face-up cards overlapping when the felt is narrow, or above
    it when even that does not fit; else side by side in the middle."""
    (left_edge, right_edge), (middle_top, room), (cw, ch), (block_w, block_h) = (
        edges,
        rows,
        card,
        block,
    )
    span = right_edge - left_edge
    centre_x = left_edge + (span - block_w) // 2
    trick_top = middle_top + max(0, (room - block_h) // 2)
    pile_top = middle_top + max(0, (room - ch - 1) // 2)
    piles = view.piles
    if not piles:
        return trick_top, centre_x, [], None

    def widths(step: int | None) -> int:
        return sum(_pile_width(p, cw, step) for p in piles) + PILE_GAP * (len(piles) - 1)

    def in_a_row(left: int, step: int | None) -> list[tuple[int, int]]:
        at = []
        for pile in piles:
            at.append((pile_top, left))
            left += _pile_width(pile, cw, step) + PILE_GAP
        return at

    if not (view.trick or view.stock_beside):
        step: int | None = None
        total = widths(step)
        while total > span and (step or cw + 1) > TIGHTEST:  # a chien of large cards
            step = (step or cw + 1) - 1
            total = widths(step)
        return trick_top, centre_x, in_a_row(left_edge + max(0, (span - total) // 2), step), step
    # Left of the trick, the trick in the middle of the felt, when there is room.
    if centre_x - widths(None) - PILE_GAP >= left_edge + 1:
        return trick_top, centre_x, in_a_row(centre_x - widths(None) - PILE_GAP, None), None
    # Left of the trick, the two together in the middle, the cards overlapping as needed.
    face_up = any(any(p.cards) for p in piles)
    for tight in range(cw, TIGHTEST - 1, -1) if face_up else ():
        group = widths(tight) + PILE_GAP + block_w
        if group <= span - 1:
            left = left_edge + 1 + (span - 1 - group) // 2
            return trick_top, left + widths(tight) + PILE_GAP, in_a_row(left, tight), tight
    step = None
    # Above the trick, when the felt is tall enough for both.
    if room >= ch + 1 + 1 + block_h:
        total = widths(None)
        if total > span:
            step = TIGHTEST
            total = widths(step)
        # The room left shared alike above the piles, between them and the trick, and
        # under the trick (at least a row between the two).
        free = room - (ch + 1) - block_h
        share = free // 3
        pile_top = middle_top + share
        trick_top = pile_top + ch + 1 + max(1, free - 2 * share)
        return trick_top, centre_x, in_a_row(left_edge + max(0, (span - total) // 2), step), step
    # No room for both apart: the tightest row, the trick pushed right (they may touch).
    step = TIGHTEST if face_up else None
    left = left_edge + 1
    centre_x = max(centre_x, min(right_edge - block_w, left + widths(step) + PILE_GAP))
    return trick_top, centre_x, in_a_row(left, step), step


def motion_cells(
    geometry: Geometry, motion: Motion, progress: float, origin: Geometry | None = None
) -> list[tuple[int, int, str | None]]:
    """(row, column, card or None for a back) of every card in motion at ``progress``; a
    gathered, dealt or taken-up card has arrived (and is gone) at 1. ``origin``: the felt
    before the move (where a pile taken up lay, when it is gone from the felt now)."""
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
    if p < 1 and motion.taken and motion.taken_to in geometry.seats:
        to = geometry.seats[motion.taken_to]
        i = motion.taken_from
        # From the pile where it lies now (a chien turned face up), else where it lay.
        where = geometry if i < len(geometry.piles) or origin is None else origin
        starts = where.piles[i] if i < len(where.piles) else []
        for k, taken in enumerate(motion.taken):
            start = starts[k] if k < len(starts) else geometry.middle
            cells.append((*way(start, to), taken))
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
    origin: Geometry | None = None,
) -> None:
    """Draw the cards in motion over a felt laid by ``lay_felt``."""
    cw, ch = geometry.card
    for row, col, code in motion_cells(geometry, motion, progress, origin):
        canvas.lines(row, col, moving_card(code, cw, ch, face, tradition))


def moving_card(
    code: str | None, cw: int, ch: int, face: Callable[[str], Face], tradition: str
) -> list[Text]:
    """A card on its way: its face, or its back (None)."""
    return back_lines(tradition, cw, ch) if code is None else card_lines(face(code), cw, ch)
