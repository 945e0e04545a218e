"""Card faces and backs as plain data and rich Text (no widgets).

A face-up card is a small paper card: a light face distinct from the felt, the rank and suit
in its corner, the suit (or the trump's number, or the Excuse's star) in its middle. Kept free
of Textual so the table, the dialogs and the appearance preview share it and it can be tested
on its own.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache

from rich.cells import cell_len
from rich.style import Style
from rich.text import Text

from cardavia.tui.render import figures
from cardavia.tui.render.figures import MARSEILLE_TITLES

SUIT_GLYPHS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
#: Tarot de Marseille: swords, cups (an urn-shaped cup), coins, batons.
MARSEILLE_GLYPHS = {"S": "⚔", "H": "⚱", "D": "◎", "C": "⚚"}
ROMAN = (
    "", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII", "XIII",
    "XIV", "XV", "XVI", "XVII", "XVIII", "XIX", "XX", "XXI",
)  # fmt: skip
#: The same Roman numerals in Unicode's numeral forms (Ⅷ is one cell): XVIII fits a corner.
ROMAN_COMPACT = (
    "", "Ⅰ", "Ⅱ", "Ⅲ", "Ⅳ", "Ⅴ", "Ⅵ", "Ⅶ", "Ⅷ", "Ⅸ", "Ⅹ", "Ⅺ", "Ⅻ", "ⅩⅢ", "ⅩⅣ", "ⅩⅤ",
    "ⅩⅥ", "ⅩⅦ", "ⅩⅧ", "ⅩⅨ", "ⅩⅩ", "ⅩⅪ",
)  # fmt: skip
#: Rank letters on the faces: the initials of the names each tradition's rules text uses. A
#: language that names the cards otherwise gives its own letters (``letters`` of ``face``,
#: from the catalog's ``rank-letter-<tradition>-<rank>``: German tarot's König is a K).
RANKS = {
    # Roi, Dame, Cavalier, Valet; the As is the 1.
    "french": {"K": "R", "Q": "D", "N": "C", "J": "V", "A": "1"},
    # Roi, Reine, Cavalier, Valet (the rules' card legend explains Rn).
    "marseille": {"K": "R", "Q": "Rn", "N": "C", "J": "V", "A": "1"},
    # Ass, König, Dame, Bube.
    "wiener-bild": {"A": "A", "K": "K", "Q": "D", "J": "B"},
}

#: Suit colours per scheme on the felt (text in the log, dialogs): light enough for dark green.
SCHEMES: dict[str, dict[str, str | None]] = {
    "two-colour": {"S": None, "H": "#ff6b6b", "D": "#ff6b6b", "C": None},
    "four-colour": {"S": None, "H": "#ff6b6b", "D": "#6fa8ff", "C": "#5fd38a"},
    # Okabe-Ito colours, told apart by people with the common colour-vision deficiencies.
    "colour-blind": {"S": None, "H": "#f0883a", "D": "#56b4e9", "C": "#2fc7a0"},
}
#: The same schemes as ink on the paper face: dark enough for a light card.
INKS: dict[str, dict[str, str]] = {
    "two-colour": {"S": "#1c1c1c", "H": "#c01028", "D": "#c01028", "C": "#1c1c1c"},
    "four-colour": {"S": "#1c1c1c", "H": "#c01028", "D": "#1a56b8", "C": "#17743a"},
    "colour-blind": {"S": "#1c1c1c", "H": "#b04a00", "D": "#005f99", "C": "#00775a"},
}
TRUMP_COLOUR = "#e0b050"
TRUMP_INK = "#7a4a00"
PAPER = "#f2ead8"
PAPER_EDGE = "#8c8470"
SELECTED_EDGE = "#ffd23f"
WINNER_EDGE = "#ffd23f"
#: An unplayable card loses its paper (grey, dashed edge): more than colour tells it apart.
UNPLAYABLE_BG = "#4c524c"
UNPLAYABLE_INK = "#b8b8b0"

#: Per-tradition back: (pattern, ink, background).
BACKS = {
    "french": ("▚", "#2d4f9e", "#d5def2"),
    "marseille": ("╳", "#9e2d2d", "#f0dcc8"),
    "wiener-bild": ("▞", "#2d6e4e", "#d8eadc"),
}


@dataclass(frozen=True)
class Face:
    """What a card shows: rank label, suit glyph (or ''), colours, and what goes in the middle."""

    label: str
    glyph: str
    colour: str | None  # on the felt
    corner_label: str = ""  # for a 3-cell card corner when ``short`` is longer
    ink: str = "#1c1c1c"  # on the paper face
    centre: str = ""  # the middle of the card (suit glyph, trump mark, star)
    title: str = ""  # a second middle line on larger cards (Excuse, trump number)
    rank: str = ""  # the card's rank in records.md notation (K, 10, A; T for a trump)
    number: int = 0  # a trump's number, or a number card's (for its pips)
    caption: str = ""  # what the tradition prints under a trump (a Marseille title)

    @property
    def short(self) -> str:
        return f"{self.label}{self.glyph}"

    @property
    def corner(self) -> str:
        """At most 3 cells, for the corner of a drawn card (the hand, the trick)."""
        return self.corner_label or self.short


def face(
    code: str,
    tradition: str,
    scheme: str = "two-colour",
    ascii_only: bool = False,
    letters: Mapping[str, str] | None = None,
) -> Face:
    """The face of the card ``code`` (records.md notation) in ``tradition``; ``letters``
    overrides the tradition's rank letters (the reader's language's initials)."""
    colours = SCHEMES.get(scheme, SCHEMES["two-colour"])
    inks = INKS.get(scheme, INKS["two-colour"])
    if code == "EX":
        star = "*" if ascii_only else "★"
        return Face(star, "", TRUMP_COLOUR, ink=TRUMP_INK, centre=star, title="", rank="EX")
    if code.startswith("T"):
        number = int(code[1:])
        mark = "T" if ascii_only else "✦"
        if tradition == "marseille":
            # Roman numerals everywhere (the amber ink and the ✦ in the middle mark a trump);
            # the four longer than a 3-cell corner (VIII, XIII, XVII, XVIII) use Unicode's
            # numeral forms there. ASCII mode keeps the number, with the trump mark.
            roman = ROMAN[number] if len(ROMAN[number]) <= 3 else ROMAN_COMPACT[number]
            corner = f"T{number}" if ascii_only else roman
            title = MARSEILLE_TITLES[number]
            return Face(
                ROMAN[number], "", TRUMP_COLOUR, corner, TRUMP_INK, mark, ROMAN[number], "T",
                number, title,
            )  # fmt: skip
        # A mark keeps trump 4 apart from a plain 4 even without colour.
        label = f"T{number}" if ascii_only else str(number)
        return Face(
            label, "" if ascii_only else mark, TRUMP_COLOUR, "", TRUMP_INK, mark, str(number),
            "T", number,
        )  # fmt: skip
    code_rank, suit = code[:-1], code[-1]
    rank = (letters or {}).get(code_rank) or RANKS.get(tradition, {}).get(code_rank, code_rank)
    glyphs = MARSEILLE_GLYPHS if tradition == "marseille" else SUIT_GLYPHS
    glyph = suit if ascii_only else glyphs[suit]
    number = int(code_rank) if code_rank.isdigit() else 0
    return Face(
        rank, glyph, colours[suit], ink=inks[suit], centre=glyph, title=rank, rank=code_rank,
        number=number,
    )  # fmt: skip


def _fit(text: str, width: int, align: str = "<") -> str:
    """``text`` padded (or cut) to exactly ``width`` cells."""
    while cell_len(text) > width:
        text = text[:-1]
    pad = width - cell_len(text)
    if align == "^":
        return " " * (pad // 2) + text + " " * (pad - pad // 2)
    if align == ">":
        return " " * pad + text
    return text + " " * pad


def card_lines(
    f: Face,
    width: int = 5,
    height: int = 4,
    *,
    playable: bool = True,
    edge: str | None = None,
    bold: bool = False,
    index: bool = False,
) -> list[Text]:
    """A whole face-up card, ``width`` x ``height`` cells (at least 5 x 4).

    An unplayable card has no paper and a dashed edge, so it reads apart from a red suit
    without any colour. ``index``: a large card mostly covered by the next one in a fanned
    hand shows its index only (rank, and the suit under it), not a figure cut in half.
    """
    width, height = max(5, width), max(4, height)
    inner = width - 2
    bg = PAPER if playable else UNPLAYABLE_BG
    ink = f.ink if playable else UNPLAYABLE_INK
    face_style = Style(color=ink, bgcolor=bg, bold=True)
    plain = Style(color=ink, bgcolor=bg)
    border = Style(
        color=edge or (PAPER_EDGE if playable else UNPLAYABLE_INK), bgcolor=bg, bold=bold
    )
    h, v = ("─", "│") if playable else ("╌", "┆")
    rows: list[tuple[str, Style]] = [(_fit(f.corner, inner), face_style)]
    middle = height - 4 if height >= 5 else 1
    centre_rows = middle_rows(f, middle, inner) if width >= LARGE[0] else None
    if index and width > SMALL[0]:
        centre_rows = [_fit(f.glyph or f.centre, inner)] + [""] * (middle - 1)
    if centre_rows is None:
        centre_rows = [""] * middle
        centre_rows[(middle - 1) // 2] = f.centre
        if f.title and middle >= 2 and f.title != f.corner:
            centre_rows[-1] = f.title
    for text in centre_rows:
        rows.append((_fit(text, inner, "^"), plain))
    if height >= 5:
        rows.append((_fit(f.corner, inner, ">"), face_style))
    lines = [Text("╭" + h * inner + "╮", style=border, no_wrap=True)]
    for text, style in rows[: height - 2]:
        line = Text(no_wrap=True)
        line.append(v, border)
        line.append(text, style)
        line.append(v, border)
        lines.append(line)
    lines.append(Text("╰" + h * inner + "╯", style=border, no_wrap=True))
    return lines


#: Whole-card sizes (width, height), smallest first: the small card of 80 x 24, the larger
#: one of a roomier felt, the large card with its court figures and pips drawn, and the
#: largest, its figures whole.
SMALL, MEDIUM, LARGE, LARGEST = (5, 4), (7, 5), (9, 7), (11, 9)
CARD_SIZES = (SMALL, MEDIUM, LARGE, LARGEST)


def middle_rows(f: Face, rows: int, width: int) -> list[str] | None:
    """The drawn middle of a large card (``rows`` x ``width`` cells): the court figure, the
    pips, the trump framed or titled, the jester; None where a card has no drawing."""
    if rows < 3:
        return None
    if f.rank == "EX":
        return figures.jester(rows)
    if f.rank == "T":
        # Marseille's XIII has no title: its number is framed, as a French trump's.
        return figures.trump(f.title, f.caption, f.centre, rows, width)
    drawn = figures.figure(f.rank, f.glyph, rows)
    if drawn is not None:
        return drawn
    if f.rank == "A" or f.number == 1:
        return figures.ace(f.glyph, rows)
    return figures.pips(f.number, f.glyph, rows)


def back_lines(tradition: str, width: int = 5, height: int = 4) -> list[Text]:
    """A face-down card with its tradition's pattern."""
    width, height = max(3, width), max(2, height)
    pattern, ink, bg = BACKS.get(tradition, BACKS["french"])
    inner = width - 2
    border = Style(color=ink, bgcolor=bg)
    fill = Style(color=ink, bgcolor=bg)
    lines = [Text("╭" + "─" * inner + "╮", style=border, no_wrap=True)]
    for _ in range(height - 2):
        line = Text(no_wrap=True)
        line.append("│", border)
        line.append(pattern * inner, fill)
        line.append("│", border)
        lines.append(line)
    lines.append(Text("╰" + "─" * inner + "╯", style=border, no_wrap=True))
    return lines


def fan_lines(
    tradition: str, count: int, height: int = 3, most: int = 10, back: int = 5
) -> list[Text]:
    """An opponent's hand: a fan of backs ``back`` cells wide (one edge per card, at most
    ``most``)."""
    if count <= 0:
        return [Text(no_wrap=True) for _ in range(height)]
    edges = min(count, most) - 1
    _, ink, bg = BACKS.get(tradition, BACKS["french"])
    style = Style(color=ink, bgcolor=bg)
    drawn = back_lines(tradition, back, height)
    lines = []
    for r in range(height):
        line = Text(no_wrap=True)
        edge = "╭" if r == 0 else "╰" if r == height - 1 else "│"
        line.append(edge * edges, style)
        line.append_text(drawn[r])
        lines.append(line)
    return lines


def sort_key(code: str, game: str) -> tuple[int, int]:
    """Hand order: by suit, then by rank high to low (trumps last in tarot, by number)."""
    if code == "EX":
        return (9, 0)
    if code.startswith("T"):
        return (8, -int(code[1:]))
    rank, suit = code[:-1], code[-1]
    suits, ranks = _display_order(game)
    return (suits[suit], -ranks[rank])


@cache
def _display_order(game: str) -> tuple[dict[str, int], dict[str, int]]:
    """The game's suit order and its ranks low to high, as positions (its spec says them)."""
    from cardavia.engine.registry import get_game

    spec = get_game(game)
    return (
        {suit: i for i, suit in enumerate(spec.suit_order)},
        {rank: i for i, rank in enumerate(spec.rank_order)},
    )
