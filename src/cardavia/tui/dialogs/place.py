"""Where a decision's dialog sits: on the felt, never over your hand, off the trick.

The table says where its felt is and what must stay in view (``TableScreen.felt_area``);
the dialog takes the place on the felt that covers the least of it, as near the middle as
it can, and no taller or wider than the felt. A dialog that would still cover the trick
(a short terminal: 80x24 leaves a few rows above and below it) narrows to the free column
beside the trick, its buttons stacked (the ``narrow`` class), and is placed again there.
"""

from __future__ import annotations

from typing import Any, Protocol

from textual import events
from textual.containers import Vertical
from textual.css.query import NoMatches
from textual.geometry import Region


class Table(Protocol):
    def felt_area(self) -> tuple[Region, list[Region]]: ...

    def parts_in_view(self) -> list[Region]: ...


def best_place(
    area: Region,
    avoid: list[Region],
    width: int,
    height: int,
    keep_in_view: tuple[Region, ...] | list[Region] = (),
    stay: tuple[int, int] | None = None,
) -> tuple[int, int]:
    """The top-left corner for a ``width`` × ``height`` card inside ``area``: the least
    overlap with ``avoid`` (the trick) first, then with ``keep_in_view`` (the seats and
    piles: a bid, the chien), then the nearest to the middle of ``area``.

    A card that grew where it lies (``stay``: its corner; a hint line came in) stays as
    near it as the trick allows, before keeping off the seats: a card that jumps across
    the felt as it grows loses the player's eye."""
    width, height = min(width, area.width), min(height, area.height)
    middle_x = area.x + (area.width - width) // 2
    middle_y = area.y + (area.height - height) // 2
    near_x, near_y = stay or (middle_x, middle_y)
    xs = sorted({near_x, middle_x, area.x, area.right - width}, key=lambda x: abs(x - near_x))
    xs = [x for x in xs if area.x <= x <= area.right - width]
    best: tuple[int, int, int, int, int] | None = None
    for y in range(area.y, area.bottom - height + 1):
        for x in xs:
            card = Region(x, y, width, height)
            hidden = sum(card.intersection(r).area for r in avoid)
            parts = sum(card.intersection(r).area for r in keep_in_view)
            distance = abs(y - near_y) + abs(x - near_x)
            score = (hidden, distance, parts, x, y) if stay else (hidden, parts, distance, x, y)
            if best is None or score < best:
                best = score
    if best is None:
        return middle_x, area.y
    return best[3], best[4]


def covered(card: Region, avoid: list[Region]) -> int:
    """How many cells of ``avoid`` the ``card`` covers."""
    return sum(card.intersection(r).area for r in avoid)


#: The narrowest a dialog becomes to sit beside the trick (a column of stacked buttons).
NARROWEST = 26


def beside(area: Region, avoid: list[Region]) -> int | None:
    """The width of the widest free column of ``area`` left or right of ``avoid`` (the
    trick), or None when there is no such column of at least ``NARROWEST`` cells."""
    if not avoid:
        return None
    left = min(r.x for r in avoid) - area.x
    right = area.right - max(r.right for r in avoid)
    width = max(left, right)
    return width if width >= NARROWEST else None


class DialogFrame(Vertical):
    """The frame of a dialog on the felt: whenever its laid-out size changes (its buttons and
    notes come in a refresh after the frame, a width cap lays out late), the dialog finds
    its place again — the place follows the settled size, however late that settles."""

    def on_resize(self, event: events.Resize) -> None:
        screen = self.screen
        if isinstance(screen, OnTheFelt):
            screen.place_again()


class OnTheFelt:
    """Mixin for a modal decision: placed on the table's felt once it is laid out.

    The dialog's own size and the table's layout settle a refresh or two after a mount or a
    resize (the width cap set here lays out on the next refresh), so after each placement the
    dialog looks again once the screen has refreshed and moves if what it was placed by has
    changed: the place then depends only on the settled layout, never on timing."""

    app: Any
    _placed_by: tuple[Any, ...] | None = None
    _replacements = 0
    _narrowed = False  # laid out in the column beside the trick
    _placed_at: tuple[int, int] | None = None  # the corner of the last placement
    _stay: tuple[int, int] | None = None  # grown in place: placed as near here as it can
    #: The width the dialog set itself to fit its content (None: the stylesheet's), restored
    #: when it leaves the column beside the trick.
    natural_width: int | None = None
    #: Whether the dialog narrows to sit beside the trick (the settlement does not: its
    #: lines keep their width; the deal is over and the last trick has its key).
    NARROWS = True
    #: Whether the dialog keeps off the seats and piles where it can (a bid bubble, the
    #: chien); the settlement does not: the deal is over, it sits in the middle.
    KEEPS_PARTS_IN_VIEW = True

    def on_mount(self) -> None:
        self.call_after_refresh(self.place_on_felt)  # type: ignore[attr-defined]

    def on_resize(self) -> None:
        self._replacements = 0
        self._stay = None  # a new terminal size: the best place anew
        self._unnarrow()
        self.call_after_refresh(self.place_on_felt)  # type: ignore[attr-defined]

    def grow_in_place(self) -> None:
        """The dialog is about to grow (a hint line): it stays where it lies as far as the
        felt allows, rather than jump to the best place for its new size."""
        self._stay = self._placed_at
        self.call_after_refresh(self.place_on_felt)  # type: ignore[attr-defined]

    def place_again(self) -> None:
        """What the dialog is placed by has changed (its size, the felt): placed anew once
        the screen has refreshed, with a fresh bound on the re-checks."""
        self._replacements = 0
        self.call_after_refresh(self.place_on_felt)  # type: ignore[attr-defined]

    def _placement_inputs(self) -> tuple[Any, ...] | None:
        table = next((s for s in reversed(self.app.screen_stack) if hasattr(s, "felt_area")), None)
        if table is None or not getattr(self, "is_mounted", False):
            return None
        # A dialog being answered (or a table being closed) loses its widgets before the
        # callbacks queued for it have run, in no set order: nothing to place then.
        dialogs = self.query("#dialog")  # type: ignore[attr-defined]
        if not dialogs:
            return None
        try:
            area, avoid = table.felt_area()
            in_view = tuple(table.parts_in_view())
        except NoMatches:
            return None
        if area.width <= 0 or area.height <= 0:
            return None
        return area, tuple(avoid), in_view, dialogs.first().outer_size

    def place_on_felt(self) -> None:
        inputs = self._placement_inputs()
        if inputs is None:
            return
        area, avoid, in_view, _ = inputs
        dialog = self.query("#dialog").first()  # type: ignore[attr-defined]
        dialog.styles.max_height = area.height
        dialog.styles.max_width = area.width
        self.fit_felt(area)
        width, height = dialog.outer_size
        keep = in_view if self.KEEPS_PARTS_IN_VIEW else ()
        x, y = best_place(area, list(avoid), width, height, keep, self._stay)
        self._placed_at = (x, y)
        self.styles.align = ("left", "top")  # type: ignore[attr-defined]
        dialog.styles.margin = 0
        dialog.styles.offset = (x, y)
        self._narrow_beside(area, list(avoid), Region(x, y, width, height))
        self._placed_by = inputs
        self.call_after_refresh(self._place_again_if_moved)  # type: ignore[attr-defined]

    def _place_again_if_moved(self) -> None:
        # Bounded: a layout that kept changing (it never does) cannot loop for ever.
        if self._replacements >= 8 or self._placement_inputs() == self._placed_by:
            return
        self._replacements += 1
        self.place_on_felt()

    def fit_felt(self, area: Region) -> None:
        """Hook: the dialog adjusts its inside to the felt's size before it is measured
        (the settlement's lines scroll within it)."""

    def _narrow_beside(self, area: Region, avoid: list[Region], card: Region) -> bool:
        """The dialog covers the trick: it narrows to the column beside it, once (True);
        the narrower layout changes its size, so it is placed again once that comes in."""
        if not self.NARROWS or self._narrowed or not covered(card, avoid):
            return False
        width = beside(area, avoid)
        if width is None or width >= card.width:
            return False
        self._narrowed = True
        dialog = self.query("#dialog").first()  # type: ignore[attr-defined]
        dialog.add_class("narrow")
        dialog.styles.width = width
        self.narrowed()
        self.call_after_refresh(self._place_narrowed, width, 20)  # type: ignore[attr-defined]
        return True

    def _place_narrowed(self, width: int, tries: int) -> None:
        """Placed again once the narrower layout has come in: its width is the one set (the
        height, which follows from it, is laid out with it), however many refreshes that
        takes (bounded)."""
        dialogs = self.query("#dialog") if getattr(self, "is_mounted", False) else None  # type: ignore[attr-defined]
        if not self._narrowed or not dialogs:
            return
        if dialogs.first().outer_size.width != width and tries > 0:
            self.call_after_refresh(self._place_narrowed, width, tries - 1)  # type: ignore[attr-defined]
            return
        self._replacements = 0
        self.place_on_felt()

    def narrowed(self) -> None:
        """Hook: the dialog has just been narrowed (a card picker lays fewer cards a row)."""

    def _unnarrow(self) -> None:
        dialogs = self.query("#dialog") if getattr(self, "is_mounted", False) else None  # type: ignore[attr-defined]
        if self._narrowed and dialogs:
            self._narrowed = False
            dialog = dialogs.first()
            dialog.remove_class("narrow")
            dialog.styles.width = self.natural_width
            self.narrowed()
