"""Card faces as plain data (no widgets): labels, suit glyphs and colours per scheme.

Kept free of Textual so the table, the dialogs and the appearance preview share it and it
can be tested on its own.
"""

from __future__ import annotations

from dataclasses import dataclass

SUIT_GLYPHS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
MARSEILLE_GLYPHS = {"S": "⚔", "H": "♕", "D": "◎", "C": "♣"}
ROMAN = (
    "", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII", "XIII",
    "XIV", "XV", "XVI", "XVII", "XVIII", "XIX", "XX", "XXI",
)  # fmt: skip

#: Suit colours per scheme; None = the terminal's default foreground.
SCHEMES: dict[str, dict[str, str | None]] = {
    "two-colour": {"S": None, "H": "#d03030", "D": "#d03030", "C": None},
    "four-colour": {"S": None, "H": "#d03030", "D": "#2f6fd6", "C": "#2e9e4f"},
    # Okabe-Ito colours, told apart by people with the common colour-vision deficiencies.
    "colour-blind": {"S": None, "H": "#d55e00", "D": "#0072b2", "C": "#009e73"},
}
TRUMP_COLOUR = "#c8a040"


@dataclass(frozen=True)
class Face:
    """What a card shows: its corner label, suit glyph (or ''), and colour (or None)."""

    label: str
    glyph: str
    colour: str | None
    corner_label: str = ""  # for a 3-cell card corner when ``short`` is longer

    @property
    def short(self) -> str:
        return f"{self.label}{self.glyph}"

    @property
    def corner(self) -> str:
        """At most 3 cells, for the corner of a drawn card (the hand, the trick)."""
        return self.corner_label or self.short


def face(code: str, tradition: str, scheme: str = "two-colour", ascii_only: bool = False) -> Face:
    """The face of the card ``code`` (records.md notation) in ``tradition``."""
    colours = SCHEMES.get(scheme, SCHEMES["two-colour"])
    if code == "EX":
        return Face("*" if ascii_only else "★", "", TRUMP_COLOUR)
    if code.startswith("T"):
        number = int(code[1:])
        if tradition == "marseille":
            # Roman numerals in words; XVIII does not fit a 3-cell corner, so corners show
            # every Marseille trump by its number and the trump mark, alike for all 21.
            corner = f"T{number}" if ascii_only else f"{number}✦"
            return Face(ROMAN[number], "", TRUMP_COLOUR, corner)
        # A mark keeps trump 4 apart from a plain 4 even without colour.
        return Face(
            f"T{number}" if ascii_only else str(number), "" if ascii_only else "✦", TRUMP_COLOUR
        )
    rank, suit = code[:-1], code[-1]
    if tradition == "marseille" and rank == "Q":
        rank = "R"  # Reine
    if tradition == "wiener-bild":
        rank = {"J": "B", "Q": "D", "K": "K", "A": "A"}.get(rank, rank)  # Bube, Dame, König, Ass
    glyphs = MARSEILLE_GLYPHS if tradition == "marseille" else SUIT_GLYPHS
    glyph = suit if ascii_only else glyphs[suit]
    return Face(rank, glyph, colours[suit])


def card_box(
    code: str, tradition: str, scheme: str = "two-colour", ascii_only: bool = False
) -> list[str]:
    """A 5-wide, 4-high drawing of a card (box characters)."""
    f = face(code, tradition, scheme, ascii_only)
    text = f.corner
    return ["╭───╮", f"│{text:<3}│", f"│{text:>3}│", "╰───╯"]


BACK = ("╭───╮", "│▒▒▒│", "│▒▒▒│", "╰───╯")


def sort_key(code: str, game: str) -> tuple[int, int]:
    """Hand order: by suit, then by rank high to low (trumps last in tarot, by number)."""
    if code == "EX":
        return (9, 0)
    if code.startswith("T"):
        return (8, -int(code[1:]))
    rank, suit = code[:-1], code[-1]
    suits = "SHCD" if game == "french-tarot" else "HSDC" if game == "schnapsen" else "CSDH"
    if game == "french-tarot":
        order = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "N", "Q", "K"]
    elif game == "schnapsen":
        order = ["J", "Q", "K", "10", "A"]
    else:
        order = ["7", "8", "9", "10", "J", "Q", "K", "A"]
    return (suits.index(suit), -order.index(rank))
