"""The felt: seats, the trick and the piles as widgets in their places, and cards moving.

``FeltWidget`` lays the felt out (``render.felt.lay_out``: one pure function of the size and
the view) only when one of its inputs changes (the size, the view, how its cards look, the
grain, what is in motion), redraws only the parts that changed, and places its children: a
``SeatWidget`` per seat (name, badges, the fanned backs with their count, a bubble), the
``TrickWidget`` (each card in front of its player, the leader marked, the winner highlighted)
and a ``StockWidget`` per pile (the Schnapsen stock and its trump card, the Preference talon,
the Tarot chien); the felt itself draws its grain and the info lines under them.

Between one view and the next, the cards that moved travel (a Textual animation of
``progress``): a played card from its seat to its place in the trick, a finished trick to
its winner's side, a new deal from the middle to every seat, a chien or a talon from its
pile to the seat that takes it up. Each moving card is a ``CardSprite`` over the others,
moved only when it has gone a cell. Off under Reduce motion, in tests, and at the fastest
pace; always shorter than the pause between two AI moves, and nothing waits for it.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from functools import partial

from rich.text import Text
from textual.app import ComposeResult
from textual.reactive import reactive
from textual.widget import Widget

from cardavia.tui.appearance import _grain_lines
from cardavia.tui.render.cards import Face
from cardavia.tui.render.felt import (
    POSITIONS_DRAWN,
    Box,
    Felt,
    FeltView,
    Geometry,
    Motion,
    Part,
    grain_canvas,
    lay_out,
    motion_between,
    motion_cells,
    moving_card,
    paint,
    part_text,
)

#: Piles a felt can show at once (each game has one) and cards that can move at once (a
#: chien of six; a trick of four gathered while the next lead comes).
MOST_PILES = 3
MOST_MOVING = 8


def motion_time(speed: int) -> float:
    """Seconds a card takes to travel at an AI pace of ``speed`` (0-100; 100: no motion).

    Always under the pause between two AI moves at the same pace (0.15 + 1.1 x (100 - speed)
    / 100 s), so motion never slows a turn down."""
    if speed >= 100:
        return 0.0
    return 0.12 + 0.33 * (100 - max(0, speed)) / 100


class PartWidget(Widget):
    """One part of the felt in its box: drawn by the pure part renderer, the grain under it."""

    DEFAULT_CSS = """
    PartWidget { position: absolute; width: 0; height: 0; }
    """

    def __init__(self, name: str, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.part_name = name
        self.part: Part | None = None
        self.grain: list[str] | None = None
        self._text: Text | None = None  # the part drawn, until it changes

    def place(self, part: Part | None, grain: list[str] | None) -> bool:
        """Show ``part`` (drawn over ``grain``); False when it is what the widget already
        shows (nothing is moved, drawn or refreshed then)."""
        if part == self.part and grain == self.grain and self._text is not None:
            return False
        old = self.part.box if self.part is not None else None
        self.part, self.grain = part, grain
        self._text = part_text(part, grain) if part is not None else Text()
        box = part.box if part is not None else Box(0, 0, 0, 0)
        if box != old:
            self.display = box.width > 0 and box.height > 0
            self.styles.offset = (box.col, box.row)
            self.styles.width = box.width
            self.styles.height = box.height
        self.refresh()
        return True

    def render(self) -> Text:
        return self._text if self._text is not None else Text()


class SeatWidget(PartWidget):
    """A seat: name, badges, the fanned face-down hand with its count, the last bid."""


class TrickWidget(PartWidget):
    """The trick: each card in front of its player, the leader marked, the winner lit."""


class StockWidget(PartWidget):
    """A pile: the Schnapsen stock and its trump card, the Preference talon, the chien."""


class CardSprite(Widget):
    """A card on its way across the felt, over everything else."""

    DEFAULT_CSS = """
    CardSprite { position: absolute; layer: motion; width: 0; height: 0; display: none; }
    """

    def __init__(self) -> None:
        super().__init__()
        self.lines: list[Text] = []

    def show_at(self, row: int, col: int, lines: list[Text]) -> None:
        if lines != self.lines:
            self.lines = lines
            self.styles.width = max((line.cell_len for line in lines), default=0)
            self.styles.height = len(lines)
            self.refresh()
        self.styles.offset = (col, row)
        self.display = True

    def render(self) -> Text:
        out = Text(no_wrap=True, overflow="crop")
        for i, line in enumerate(self.lines):
            if i:
                out.append("\n")
            out.append_text(line)
        return out


class FeltWidget(Widget):
    DEFAULT_CSS = """
    FeltWidget { width: 1fr; height: 1fr; layers: felt motion; }
    FeltWidget > PartWidget { layer: felt; }
    """

    #: How far the cards in motion are on their way (0 -> 1); animated.
    progress: reactive[float] = reactive(1.0, repaint=False)

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.view: FeltView | None = None
        self.face: Callable[[str], Face] = lambda code: Face(code, "", None)
        self.grain = 0
        self.motion: Motion | None = None
        self.felt: Felt | None = None
        self._origin: Geometry | None = None  # the felt before the move in motion
        self._frame: list[tuple[int, int, str | None]] = []
        self._moves = 0  # which move an animation's end belongs to
        self._grain: list[str] | None = None
        #: What the felt was laid out for (size, view, faces, grain, motion): the same
        #: inputs are not laid out again, and only the parts that changed are redrawn.
        self._laid_for: tuple[object, ...] | None = None
        self._ground: Text | None = None  # the felt under its parts (grain, info lines)
        self._grain_for: tuple[int, int, int] | None = None  # what ``_grain`` was drawn for
        self.layouts = 0  # how many times the felt has been laid out (for tests)

    def compose(self) -> ComposeResult:
        for pos in POSITIONS_DRAWN:
            yield SeatWidget(f"seat-{pos}", id=f"seat-{pos}")
        yield TrickWidget("trick", id="trick")
        for i in range(MOST_PILES):
            yield StockWidget(f"pile-{i}", id=f"pile-{i}")
        for _ in range(MOST_MOVING):
            yield CardSprite()

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
        origin = self.felt.geometry if self.felt is not None else None
        self.view = view
        self.face = face
        self.grain = grain
        if view == before:  # drawn again (new words, colours): what is moving goes on
            self._lay()
            return
        self._moves += 1
        duration = self._duration(pace)
        motion = motion_between(before, view) if duration > 0 else None
        self.motion = motion or None
        self._origin = origin
        self._frame = []
        self._lay()
        if self.motion:
            self.set_reactive(FeltWidget.progress, 0.0)
            self._move_sprites()
            self.animate(
                "progress",
                1.0,
                duration=duration,
                easing="out_cubic",
                on_complete=partial(self._landed, self._moves),
            )
        else:
            self._move_sprites()

    def parts_in_view(self) -> list[tuple[int, int, int, int]]:
        """The seats and piles on the felt, as (x, y, width, height) on the widget: a dialog
        had better leave them in view (a bid bubble, the chien), after the trick."""
        return [
            (w.part.box.col, w.part.box.row, w.part.box.width, w.part.box.height)
            for w in self.query(PartWidget)
            if not isinstance(w, TrickWidget) and w.part is not None and w.display
        ]

    def trick_area(self) -> list[tuple[int, int, int, int]]:
        """Where the cards of the trick lie, as (x, y, width, height) on the widget (a
        dialog keeps clear of them); empty when no trick is on the felt."""
        if self.view is None or not self.view.trick or self.felt is None:
            return []
        geometry = self.felt.geometry
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

    def _inputs(self) -> tuple[object, ...]:
        """Everything the layout and the drawing depend on: the size, the view, how its
        cards look (the faces follow the suit colours and symbols), the grain, the motion."""
        view = self.view
        assert view is not None
        codes = [code for _, code in view.trick]
        for pile in view.piles:
            codes += [c for c in pile.cards if c is not None]
            codes += [pile.trump] if pile.trump else []
        faces = tuple(self.face(code) for code in codes)
        motion = copy.deepcopy(self.motion)
        return (tuple(self.size), copy.deepcopy(view), faces, self.grain, motion)

    def _lay(self) -> None:
        """Lay the felt out for its size and place every part there; nothing is laid out
        or drawn again when none of its inputs changed, and only the parts that changed are
        redrawn."""
        if self.view is None or not self.is_mounted:
            return
        inputs = self._inputs()
        if inputs == self._laid_for and self.felt is not None:
            return
        width, height = self.size
        self.layouts += 1
        self.felt = lay_out(self.view, width, height, self.face, self.motion)
        if (width, height, self.grain) != self._grain_for:
            self._grain_for = (width, height, self.grain)
            self._grain = list(_grain_lines(width, height, self.grain, 11)) if self.grain else None
        self._laid_for = inputs
        for widget in self.query(PartWidget):
            widget.place(self.felt.parts.get(widget.part_name), self._grain)
        ground = self._draw_ground()
        if ground != self._ground:
            self._ground = ground
            self.refresh()

    def _draw_ground(self) -> Text:
        """The felt under its parts: the grain and the info lines."""
        if self.felt is None:
            return Text()
        canvas = grain_canvas(Box(0, 0, self.felt.width, self.felt.height), self._grain)
        info = self.felt.parts.get("info")
        if info is not None:
            paint(canvas, info.pieces)
        return canvas.render()

    def _landed(self, move: int) -> None:
        if move == self._moves and self.motion is not None:  # not a later move's animation
            self.motion = None
            self._origin = None
            self._lay()
            self._move_sprites()

    def watch_progress(self, progress: float) -> None:
        if self.motion is not None and self.felt is not None:
            self._move_sprites()

    def _move_sprites(self) -> None:
        """Put a sprite on every card in motion (hide the rest), when one has moved a cell."""
        cells: list[tuple[int, int, str | None]] = []
        if self.motion is not None and self.felt is not None and self.view is not None:
            cells = motion_cells(self.felt.geometry, self.motion, self.progress, self._origin)
        if cells == self._frame and cells:
            return
        self._frame = cells
        cw, ch = self.felt.geometry.card if self.felt is not None else (5, 4)
        tradition = self.view.tradition if self.view is not None else "french"
        for i, sprite in enumerate(self.query(CardSprite)):
            if i < len(cells):
                row, col, code = cells[i]
                sprite.show_at(row, col, moving_card(code, cw, ch, self.face, tradition))
            elif sprite.display:
                sprite.display = False
        self.refresh(layout=True)  # a new offset alone does not move a placed widget

    def on_resize(self) -> None:
        self._lay()
        self._frame = []
        self._move_sprites()

    def on_mount(self) -> None:
        self._lay()

    def render(self) -> Text:
        """The felt under its parts: the grain and the info lines (drawn when they change)."""
        if self.view is None or self.felt is None or self._ground is None:
            return Text()
        return self._ground
