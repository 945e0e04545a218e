"""The score sheet players keep on paper, as ruled lines of text: a header row, a rule, a
row per deal, columns as wide as their widest cell (names in any script)."""

from __future__ import annotations

from rich.cells import cell_len
from rich.markup import escape


def ruled(headers: list[str], rows: list[list[str]], left: int = 1) -> list[str]:
    """``headers`` over ``rows`` in columns apart by a rule; the first ``left`` columns to
    the left, the others (numbers) to the right. Markup-safe (names are escaped)."""
    widths = [max(cell_len(cell) for cell in column) for column in zip(headers, *rows, strict=True)]

    def line(cells: list[str]) -> str:
        out = []
        for i, (cell, width) in enumerate(zip(cells, widths, strict=True)):
            pad = " " * (width - cell_len(cell))
            out.append(escape(cell) + pad if i < left else pad + escape(cell))
        return " │ ".join(out).rstrip()

    rule = "─┼─".join("─" * width for width in widths)
    return [line(headers), rule, *(line(row) for row in rows)]


def titled(title: str, table: list[str]) -> list[str]:
    """The sheet's title in bold over its table."""
    return [f"[b]{escape(title)}[/b]", *table]
