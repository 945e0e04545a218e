"""The middle of a large card face (9 x 7 and up): the court figures drawn, the pips laid
out as on a printed card, a trump's number framed (with its title in the Tarot de
Marseille), the Excuse's jester.

Each drawing is a list of rows of at most 7 cells; ``{g}`` stands for the card's suit sign
(French, Italian or German, as the tradition prints it), so a Marseille king holds his cup
or his sword. Pure data and string work: ``cards.card_lines`` puts them on the paper.
"""

from __future__ import annotations

#: Court figures, tallest first: the headgear tells them apart (the king's crown, the
#: queen's coronet, the knight's helmet on his horse, the jack's cap and halberd), the suit
#: sign in their hands. The first three rows are the figure on a 9 x 7 card; a taller card
#: shows them all.
FIGURES: dict[str, tuple[str, ...]] = {
    "K": ("  ▲▲▲  ", " (•_•) ", " ╱▕{g}▏╲ ", "  ╱ ╲  "),
    "Q": ("  ◆◇◆  ", " (•‿•) ", " ╱╲{g}╱╲ ", "  ╱▔╲  "),
    "N": ("  ▲    ", " (•)▞▀▖", " ╱{g}▐▌  ", " ╯╰ ╯╰ "),
    "J": (" ┬ ▄▀▄ ", " │(•_•)", " │╱{g} ╲ ", " │ ╱ ╲ "),
}
#: The Excuse (and Le Mat): the fool in his jester's cap, a bundle on his stick.
JESTER = (" ╱╲ ╱╲ ", " ◖•_•◗ ", "  ╱▒╲ o", "  ╯ ╰╱ ")

#: The Tarot de Marseille prints each trump's French title under its number (XIII none).
MARSEILLE_TITLES = (
    "", "LE BATELEUR", "LA PAPESSE", "L'IMPÉRATRICE", "L'EMPEREUR", "LE PAPE",
    "L'AMOUREUX", "LE CHARIOT", "LA JUSTICE", "L'HERMITE", "LA ROUE DE FORTUNE",
    "LA FORCE", "LE PENDU", "", "TEMPÉRANCE", "LE DIABLE", "LA MAISON DIEU",
    "L'ÉTOILE", "LA LUNE", "LE SOLEIL", "LE JUGEMENT", "LE MONDE",
)  # fmt: skip

#: Where the pips of a number card go on a 3-row and on a 5-row middle: (row, column) on a
#: 7-cell row; the columns 1, 3 and 5 are left, middle and right (10 on three rows uses four
#: columns on its outer rows, as it cannot stand in three).
PIPS_3: dict[int, tuple[tuple[int, int], ...]] = {
    2: ((0, 3), (2, 3)),
    3: ((0, 3), (1, 3), (2, 3)),
    4: ((0, 1), (0, 5), (2, 1), (2, 5)),
    5: ((0, 1), (0, 5), (1, 3), (2, 1), (2, 5)),
    6: ((0, 1), (0, 5), (1, 1), (1, 5), (2, 1), (2, 5)),
    7: ((0, 1), (0, 3), (0, 5), (1, 1), (1, 5), (2, 1), (2, 5)),
    8: ((0, 1), (0, 3), (0, 5), (1, 1), (1, 5), (2, 1), (2, 3), (2, 5)),
    9: tuple((r, c) for r in range(3) for c in (1, 3, 5)),
    10: ((0, 0), (0, 2), (0, 4), (0, 6), (1, 2), (1, 4), (2, 0), (2, 2), (2, 4), (2, 6)),
}
PIPS_5: dict[int, tuple[tuple[int, int], ...]] = {
    2: ((0, 3), (4, 3)),
    3: ((0, 3), (2, 3), (4, 3)),
    4: ((0, 1), (0, 5), (4, 1), (4, 5)),
    5: ((0, 1), (0, 5), (2, 3), (4, 1), (4, 5)),
    6: ((0, 1), (0, 5), (2, 1), (2, 5), (4, 1), (4, 5)),
    7: ((0, 1), (0, 5), (1, 3), (2, 1), (2, 5), (4, 1), (4, 5)),
    8: ((0, 1), (0, 5), (1, 3), (2, 1), (2, 5), (3, 3), (4, 1), (4, 5)),
    9: ((0, 1), (0, 5), (1, 1), (1, 5), (2, 3), (3, 1), (3, 5), (4, 1), (4, 5)),
    10: ((0, 1), (0, 5), (1, 1), (1, 3), (1, 5), (3, 1), (3, 3), (3, 5), (4, 1), (4, 5)),
}


def figure(rank: str, glyph: str, rows: int) -> list[str] | None:
    """A court card's figure in ``rows`` rows (None: not a court card)."""
    drawing = FIGURES.get(rank)
    if drawing is None:
        return None
    return _centred_rows([row.replace("{g}", glyph) for row in drawing], rows)


def jester(rows: int) -> list[str]:
    return _centred_rows(list(JESTER), rows)


def pips(count: int, glyph: str, rows: int) -> list[str] | None:
    """A number card's pips in ``rows`` rows (None: no layout for ``count``)."""
    layout = (PIPS_5 if rows >= 5 else PIPS_3).get(count)
    if layout is None:
        return None
    height = 5 if rows >= 5 else 3
    grid = [[" "] * 7 for _ in range(height)]
    for r, c in layout:
        grid[r][c] = glyph
    return _centred_rows(["".join(row) for row in grid], rows)


def ace(glyph: str, rows: int) -> list[str]:
    """One large suit sign, framed."""
    return _centred_rows(["╭───╮", f"│ {glyph} │", "╰───╯"], rows)


def trump(number: str, title: str, mark: str, rows: int, width: int) -> list[str]:
    """A trump's middle: its number framed between stars (the French tarot), or, where the
    tradition prints a title (the Tarot de Marseille), the number and the title under it."""
    stars = " ".join([mark] * 3)
    if title:
        head = [stars, number] if rows >= 5 else [mark]
        return _centred_rows([*head, *_title_lines(title, rows - len(head), width)], rows)
    rule = "─" * (len(number) + 2)
    framed = [f"╭{rule}╮", f"│ {number} │", f"╰{rule}╯"]
    if len(number) + 4 > width:  # XVIII on a 9 x 7 card: the number between its stars
        framed = [mark, number, mark]
    return _centred_rows([stars, *framed, stars] if rows >= 5 else framed, rows)


def _title_lines(title: str, rows: int, width: int) -> list[str]:
    """A title in at most ``rows`` lines of ``width`` cells: whole words where they fit, the
    article left out where it does not (L'IMPÉRATRICE), a word too long cut with a dot."""
    if rows <= 0:
        return []
    lines = _wrapped(title.split(" "), width)
    if len(lines) > rows or any(len(line) > width for line in lines):
        for article in ("L'", "LE ", "LA "):
            if title.startswith(article):
                lines = _wrapped(title.removeprefix(article).split(" "), width)
    lines = [line if len(line) <= width else line[: width - 1] + "." for line in lines]
    # Too many lines: the last ones keep the name itself (LA ROUE DE FORTUNE -> FORTUNE).
    return lines[-rows:]


def _wrapped(words: list[str], width: int) -> list[str]:
    lines: list[str] = []
    for word in words:
        if lines and len(lines[-1]) + 1 + len(word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


def _centred_rows(rows: list[str], height: int) -> list[str]:
    """``rows`` centred in ``height`` rows (cut to the first ones when taller)."""
    rows = rows[:height]
    top = (height - len(rows)) // 2
    return [""] * top + rows + [""] * (height - len(rows) - top)
