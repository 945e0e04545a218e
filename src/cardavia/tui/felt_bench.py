"""What a view of the felt and a frame of its animation cost, before and after the layout
cache, in one run: ``python -m cardavia.tui.felt_bench [n]`` (medians of ``n`` runs, 300
by default).

Before: every view and every redraw laid the felt out again (``lay_out``) and drew every
part and the felt under them (the grain, the info lines). After: ``FeltWidget`` lays the
felt out only when its inputs change (size, view, card faces, grain, motion) and redraws
only the parts that changed; a frame redraws nothing. Measured on a mounted felt in a
headless app (the drawing Textual does with the result is the same either way).
"""

from __future__ import annotations

import asyncio
import statistics
import sys
import time
from collections.abc import Callable

from textual.app import App, ComposeResult

from cardavia.tui.render.cards import Face, face
from cardavia.tui.render.felt import (
    Box,
    FeltView,
    Piece,
    PileView,
    Seat,
    grain_canvas,
    lay_out,
    paint,
    part_text,
)
from cardavia.tui.widgets.felt import FeltWidget

SIZES = [(78, 14), (83, 30), (78, 15), (88, 31)]  # the brief's felts, then 80x24, 120x40 now


def _face(code: str) -> Face:
    return face(code, "french", "two-colour", False)


def _view(played: int = 2) -> FeltView:
    trick = [("east", "T21"), ("north", "EX"), ("west", "9H"), ("south", "KH")][:played]
    seats = [
        Seat(pos, pos.title(), 18, "18 cards", ["defender", "0 tricks"])
        for pos in ("south", "east", "north", "west")
    ]
    chien = PileView("Chien", ["NS", "KS", "6H", "JD", "9C", "T6"])
    return FeltView(seats, trick, "east", None, [chien], ["Trick 1/18"])


def _median_ms(run: Callable[[], object], n: int) -> float:
    times = []
    for _ in range(n):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def _old_lay_and_draw(view: FeltView, width: int, height: int) -> None:
    """What every view cost before: the layout, every part and the ground drawn."""
    felt = lay_out(view, width, height, _face)
    for part in felt.parts.values():
        part_text(part)
    _old_ground(felt.parts["info"].pieces, width, height)


def _old_ground(info: list[Piece], width: int, height: int) -> None:
    """What every animation frame cost before: the felt under its parts drawn again."""
    canvas = grain_canvas(Box(0, 0, width, height), None)
    paint(canvas, info)
    canvas.render()


class _Felt(App[None]):
    def compose(self) -> ComposeResult:
        yield FeltWidget()


def _measure(felt: FeltWidget, n: int) -> tuple[str, float, float, float, float, float]:
    width, height = felt.size
    before = _median_ms(lambda: _old_lay_and_draw(_view(), width, height), n)
    felt.show(_view(), _face)
    same = _median_ms(lambda: felt.show(_view(), _face), n)
    views, turn = [_view(1), _view(2)], iter(range(10**9))
    changed = _median_ms(lambda: felt.show(views[next(turn) % 2], _face), n)
    info = lay_out(_view(), width, height, _face).parts["info"].pieces
    old_frame = _median_ms(lambda: _old_ground(info, width, height), n)
    frame = _median_ms(felt.render, n)
    return f"{width}x{height}", before, same, changed, old_frame, frame


async def _run(n: int) -> list[tuple[str, float, float, float, float, float]]:
    rows = []
    for size in SIZES:
        app = _Felt()
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            felt = app.query_one(FeltWidget)
            assert tuple(felt.size) == size, felt.size
            rows.append(_measure(felt, n))
    return rows


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    rows = asyncio.run(_run(n))
    print(f"felt: median ms of n={n} each")
    print("felt     a view: before | after, same view | after, a card played", end=" ")
    print("|| a frame: before | after")
    for size, before, same, changed, old_frame, frame in rows:
        print(
            f"{size:7} {before:15.3f} | {same:16.3f} | {changed:20.3f} ||"
            f" {old_frame:16.3f} | {frame:6.4f}"
        )


if __name__ == "__main__":
    main()
