"""The end of a deal: the settlement explained line by line, the score sheet players keep
on paper under it, then what next.

It lies on the felt like every decision (your hand stays in view when a deal ends before
its last trick); its lines scroll within the felt's height. Where the record was kept is one
key away (``f``), not in the way of the sheet.
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.geometry import Region
from textual.widgets import Button, Static

from cardavia.tui.dialogs.place import DialogFrame, OnTheFelt
from cardavia.tui.screens.base import CardaviaModal

#: The settlement's rows besides its lines: the frame (its top line carries the title), the
#: buttons, and the blank rows around them (none on a short terminal).
AROUND_LINES = {False: 5, True: 3}


class SettlementDialog(OnTheFelt, CardaviaModal):
    """Returns "next", "new" or "menu"."""

    AUTO_FOCUS = "#settlement-buttons Button"
    NARROWS = False
    KEEPS_PARTS_IN_VIEW = False
    BINDINGS = [
        Binding("left", "focus_button(-1)", show=False),
        Binding("right", "focus_button(1)", show=False),
        Binding("v", "review", show=False),
        Binding("f", "show_record", show=False),
    ]

    def __init__(
        self,
        title: str,
        lines: list[str],
        buttons: list[tuple[str, str]],
        sheet: list[str] | None = None,
        record: tuple[str, str] | None = None,
    ) -> None:
        """``sheet``: the score sheet's lines; ``record``: (the key's hint, the line that
        says where the record is kept), the second shown when the key is pressed."""
        super().__init__()
        self.title_text = title
        self.lines = lines
        self.buttons = buttons
        self.sheet = sheet or []
        self.record = record

    def compose(self) -> ComposeResult:
        self.short = self.app.size.height < 30
        classes = "decision wide settlement"
        with DialogFrame(
            id="dialog", classes=f"{classes} short" if self.short else classes
        ) as frame:
            # A light frame with the title in its top line: the settlement covers the whole
            # felt, and every row of a short terminal goes to its lines.
            frame.border_title = self.title_text
            with VerticalScroll(id="settlement-lines"):
                yield Static("\n".join(self.lines), id="settlement")
                if self.sheet:
                    yield Static("\n".join(self.sheet), id="score-sheet")
                if self.record is not None:
                    yield Static(Text(self.record[0]), id="settlement-record")
            with Horizontal(id="settlement-buttons"):
                for action, label in self._with_review(self.buttons):
                    yield Button(label, id=f"end-{action}", variant="primary", compact=True)

    def set_up(self) -> None:
        self.query_one(Button).focus()

    def fit_felt(self, area: Region) -> None:
        lines = self.query_one("#settlement-lines")
        lines.styles.max_height = max(3, area.height - AROUND_LINES[self.short])

    def action_show_record(self) -> None:
        """Where the record was kept, in place of the key's hint."""
        if self.record is not None:
            shown = self.query_one("#settlement-record", Static)
            shown.update(Text(self.record[1]))
            self.query_one("#settlement-lines", VerticalScroll).scroll_end(animate=False)

    def action_focus_button(self, delta: int) -> None:
        """Arrow keys move between the buttons (the lines above scroll on their own)."""
        buttons = list(self.query(Button).results(Button))
        current = buttons.index(self.focused) if self.focused in buttons else -1
        buttons[(current + delta) % len(buttons)].focus()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "end-review":
            self.action_review()
            return
        self.dismiss((event.button.id or "end-menu").removeprefix("end-"))

    # -- Review this deal (the settlement stays beneath the review) ---------------------------
    def _session(self) -> Any:
        for screen in reversed(self.app.screen_stack):
            session = getattr(screen, "session", None)
            if session is not None:
                return session
        return None

    def _with_review(self, buttons: list[tuple[str, str]]) -> list[tuple[str, str]]:
        """The buttons, "Review this deal" before the last one when the deal can be."""
        from cardavia.play.review_target import can_review

        session = self._session()
        if session is None or not can_review(session):
            return buttons
        return [*buttons[:-1], ("review", self.t("review-settlement")), *buttons[-1:]]

    def action_review(self) -> None:
        from cardavia.engine.records import RecordError
        from cardavia.play.review_target import can_review, target_from_session
        from cardavia.tui.screens.review import ReviewScreen

        session = self._session()
        if session is None or not can_review(session):
            return
        try:
            target = target_from_session(session)
        except (RecordError, OSError) as exc:
            self.notify(str(exc), severity="error", timeout=15, markup=False)
            return
        if target is not None:
            self.app.push_screen(ReviewScreen(target))
