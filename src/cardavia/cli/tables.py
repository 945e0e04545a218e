"""Tables of the commands' text output, laid out by ``rich`` (imported only when a table is
printed, so --help stays instant): columns sized to their widest cell in terminal cells (a CJK
name or a suit symbol counts right), two spaces between columns, no borders, nothing wrapped
and no trailing spaces, so the output reads the same in a terminal, a pipe or a file."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

#: Wide enough that no table is ever wrapped or cut (a long record path stays whole).
_WIDTH = 10_000


@dataclass(frozen=True)
class Column:
    header: str
    justify: Literal["left", "right"] = "left"
    #: Cells at least this wide (the old fixed-width layout keeps its look).
    min_width: int = 0


def table_lines(columns: Sequence[Column], rows: Sequence[Sequence[str]]) -> list[str]:
    """The table as lines of plain text (header first)."""
    import io

    from rich.console import Console
    from rich.table import Table
    from rich.text import Text

    table = Table(box=None, pad_edge=False, show_edge=False, padding=(0, 1), highlight=False)
    for column in columns:
        table.add_column(
            Text(column.header),
            justify=column.justify,
            min_width=column.min_width or None,
            no_wrap=True,
        )
    for row in rows:
        table.add_row(*(Text(cell) for cell in row))
    sink = io.StringIO()
    console = Console(
        file=sink, width=_WIDTH, color_system=None, markup=False, emoji=False, highlight=False
    )
    console.print(table)
    return [line.rstrip() for line in sink.getvalue().splitlines()]


def print_table(columns: Sequence[Column], rows: Sequence[Sequence[str]]) -> None:
    for line in table_lines(columns, rows):
        print(line)
