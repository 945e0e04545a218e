"""The felt: a widget around ``render.felt`` (seats, piles and the trick), and cards moving.

Between one view of the felt and the next, the cards that moved travel (a Textual animation
of ``progress``): a played card from its seat to its place in the trick, a finished trick to
its winner's side, a new deal from the middle to every seat. The felt under them is laid once
per move, each frame only draws the moving cards over a copy of it, and a frame is drawn
only when a card has moved by a cell. Off under Reduce motion, in tests, and at the fastest
pace; always shorter than the pause between two AI moves, and nothing waits for it.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from rich.text import Text
from textual.reactive import reactive
from textual.widget import Widget

from cardavia.tui.appearance import _grain_lines
from cardavia.tui.render.canvas import Canvas
from cardavia.tui.render.cards import Face
from cardavia.tui.render.felt import (
    FeltView,
    Geometry,
    Motion,
    draw_motion,
    lay_felt,
    motion_between,
    motion_cells,
)


def motion_time(speed: int) -> float:
    """Seconds a card takes to travel at an AI pace of ``speed`` (0-100; 100: no motion).

    Always under the pause between two AI moves at the same pace (0.15 + 1.1 x (100 - speed)
    / 100 s), so motion never slows a turn down."""
    if speed >= 100:
        return 0.0
    return 0.12 + 0.33 * (100 - max(0, speed)) / 100


class FeltWidget(Widget):
    DEFAULT_CSS = """
    FeltWidget { width: 1fr; height: 1fr; }
    """

    #: How far the cards in motion are on their way (0 -> 1); animated.
    progress: reactive[float] = reactive(1.0, repaint=False)

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.view: FeltView | None = None
        self.face: Callable[[str], Face] = lambda code: Face(code, "", None)
        self.grain = 0
        self.motion: Motion | None = None
        self._laid: tuple[tuple[int, int], Canvas, Geometry] | None = None
        self._frame: list[tuple[int, int, str | None]] = []
        self._moves = 0  # which move an animation's end belongs to
        self._frame_only = False  # the coming render is a frame of the motion, nothing else

    def show(
        self,
        view: FeltView,
        face: Callable[[str], Face],
        grain: int = 0,
        pace: int | None = None,
    ) -> None:
        """Show ``view``; what moved since the last view travels at ``pace`` (the AI pace
        setting unless given)."""
        before = self.view
        self.view = view
        self.face = face
        self.grain = grain
        self._laid = None
        if view == before:  # drawn again (new words, colours): what is moving goes on
            self.refresh()
            return
        self._moves += 1
        duration = self._duration(pace)
        motion = motion_between(before, view) if duration > 0 else None
        if motion:
            self.motion = motion
            self.set_reactive(FeltWidget.progress, 0.0)
            self.animate(
                "progress",
                1.0,
                duration=duration,
                easing="out_cubic",
                on_complete=partial(self._landed, self._moves),
            )
        else:
            self.motion = None
        self.refresh()

    def trick_area(self) -> list[tuple[int, int, int, int]]:
        """Where the cards of the trick lie, as (x, y, width, height) on the widget (a
        dialog keeps clear of them); empty when no trick is on the felt."""
        if self.view is None or not self.view.trick or self._laid is None:
            return []
        geometry = self._laid[2]
        cw, ch = geometry.card
        return [
            (col - 1, row, cw + 1, ch)  # the leader's marker sits left of its card
            for row, col in (
                geometry.slots[pos] for pos, _ in self.view.trick if pos in geometry.slots
            )
        ]

    def _duration(self, pace: int | None) -> float:
        app = self.app
        if not getattr(app, "motion", False):
            return 0.0
        settings = getattr(app, "settings", None)
        speed = pace if pace is not None else getattr(settings, "ai_speed", 50)
        return motion_time(speed)

    def _landed(self, move: int) -> None:
        if move == self._moves and self.motion is not None:  # not a later move's animation
            self.motion = None
            self._laid = None
            self.refresh()

    def watch_progress(self, progress: float) -> None:
        if self.motion is None or self._laid is None:
            return
        if motion_cells(self._laid[2], self.motion, progress) != self._frame:
            self._frame_only = True
            self.refresh()

    def render(self) -> Text:
        if self.view is None:
            return Text()
        width, height = self.size
        # Anything but a frame of the motion (a new size, appearance, colours) lays it anew.
        frame_only, self._frame_only = self._frame_only, False
        if self._laid is None or self._laid[0] != (width, height) or not frame_only:
            grain = list(_grain_lines(width, height, self.grain, 11)) if self.grain else None
            canvas, geometry = lay_felt(self.view, width, height, self.face, grain, self.motion)
            self._laid = ((width, height), canvas, geometry)
        _, canvas, geometry = self._laid
        if self.motion is None:
            return canvas.render()
        self._frame = motion_cells(geometry, self.motion, self.progress)
        frame = canvas.copy()
        draw_motion(frame, geometry, self.motion, self.progress, self.face, self.view.tradition)
        return frame.render()
