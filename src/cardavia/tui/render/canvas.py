"""A grid of styled cells to draw the felt and the hand on (pure: rich only, no widgets)."""

from __future__ import annotations

from rich.cells import cell_len
from rich.style import Style
from rich.text import Text


class Canvas:
    """``width`` x ``height`` cells; later drawings cover earlier ones; off-grid parts are cut."""

    def __init__(self, width: int, height: int, style: Style | None = None) -> None:
        self.width = max(0, width)
        self.height = max(0, height)
        self.base = style or Style()
        # Each cell: (text, style); a wide character's second cell holds "" (a continuation).
        self.cells: list[list[tuple[str, Style]]] = [
            [(" ", self.base)] * self.width for _ in range(self.height)
        ]

    def copy(self) -> Canvas:
        """Another canvas with the same cells (drawing on it leaves this one as it is)."""
        other = Canvas(0, 0, self.base)
        other.width, other.height = self.width, self.height
        other.cells = [line[:] for line in self.cells]
        return other

    def text(self, row: int, col: int, text: Text | str, style: Style | str = "") -> int:
        """Draw one line of text at (row, col); return the cells drawn."""
        if isinstance(text, str):
            text = Text(text, style=style)
        if not 0 <= row < self.height:
            return cell_len(text.plain)
        x = col
        for ch, ch_style in _styled_chars(text):
            w = cell_len(ch)
            if w == 0:
                continue
            if x >= 0 and x + w <= self.width:
                cell_style = self.base + ch_style
                self._clear_wide(row, x, w)
                self.cells[row][x] = (ch, cell_style)
                if w == 2:
                    self.cells[row][x + 1] = ("", cell_style)
            x += w
        return x - col

    def _clear_wide(self, row: int, x: int, w: int) -> None:
        # Writing over half of a wide character blanks its other half.
        line = self.cells[row]
        if line[x][0] == "" and x > 0:
            line[x - 1] = (" ", line[x - 1][1])
        end = x + w
        if end < self.width and line[end][0] == "":
            line[end] = (" ", line[end][1])

    def lines(self, row: int, col: int, lines: list[Text]) -> None:
        for i, line in enumerate(lines):
            self.text(row + i, col, line)

    def centred(self, row: int, text: Text | str, left: int = 0, right: int | None = None) -> int:
        """Draw ``text`` centred between columns ``left`` and ``right``; return its column."""
        right = self.width if right is None else right
        plain = text.plain if isinstance(text, Text) else text
        col = left + max(0, (right - left - cell_len(plain)) // 2)
        self.text(row, col, text)
        return col

    def render(self) -> Text:
        out = Text(no_wrap=True, overflow="crop")
        for r, line in enumerate(self.cells):
            for ch, style in line:
                if ch:
                    out.append(ch, style)
            if r < self.height - 1:
                out.append("\n")
        return out


def _styled_chars(text: Text) -> list[tuple[str, Style]]:
    base = Style.parse(text.style) if isinstance(text.style, str) else text.style
    styles = [base] * len(text.plain)
    for span in text.spans:
        style = Style.parse(span.style) if isinstance(span.style, str) else span.style
        for i in range(span.start, min(span.end, len(styles))):
            styles[i] = styles[i] + style
    return list(zip(text.plain, styles, strict=True))


def text_width(text: Text | str) -> int:
    return cell_len(text.plain if isinstance(text, Text) else text)
