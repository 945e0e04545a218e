"""One decision among a few: legal choices as buttons with keys, others disabled with why."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from rich.cells import cell_len
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Grid
from textual.widgets import Button, Static

from cardavia.tui.dialogs.place import DialogFrame, OnTheFelt
from cardavia.tui.screens.base import CardaviaModal

#: The layout of app.tcss's decision cards, in cells: 3 buttons a row in a card 50 wide
#: (72 with long labels, a row each); a tall button's border and padding around its label;
#: the card's border and padding around its grid.
GRID_COLUMNS = 3
DECISION_WIDTH = 50
LONG_WIDTH = 72
BUTTON_FRAME = 4
DIALOG_FRAME = 6


@dataclass(frozen=True)
class Choice:
    action: str
    label: str
    enabled: bool = True
    reason: str = ""


class ChoiceDialog(OnTheFelt, CardaviaModal):
    """Returns the chosen action, or None when dismissed (only if ``can_cancel``)."""

    BINDINGS = [
        Binding("escape", "cancel", "Back", id="back", show=False),
        Binding("h", "hint", "Hint", id="hint", show=False),
        Binding("left,up", "app.focus_previous", show=False),
        Binding("right,down", "app.focus_next", show=False),
    ]

    def __init__(
        self,
        title: str,
        choices: list[Choice],
        note: str = "",
        can_cancel: bool = False,
        hint: Callable[[], tuple[str, str] | None] | None = None,
    ) -> None:
        super().__init__()
        self.hint = hint  # (action, line): what the normal AI would choose and why ("h")
        self.title_text = title
        self.choices = choices
        self.note = note
        self.can_cancel = can_cancel

    def compose(self) -> ComposeResult:
        # Many options (the Preference auction): one-line buttons in a wider card, so the
        # dialog stays above your hand even at 80x24.
        many = len(self.choices) > 6
        # Long labels (a poignée's trumps) get a row each instead of a cramped column;
        # measured in terminal cells, as a CJK character takes two.
        long = not many and any(cell_len(c.label) > 18 for c in self.choices)
        classes = "decision many" if many else "decision long" if long else "decision"
        # A short terminal: one-line buttons, so the card fits on the felt beside the trick.
        short = self.app.size.height < 30
        if short:
            classes += " short"
        with DialogFrame(id="dialog", classes=classes) as frame:
            if not many and not short:
                # Tall buttons in a card wide enough for the longest label on one line
                # (the CSS width fits English; "5 Garde contre" wrapped at 120x40).
                widest = max((cell_len(c.label) for c in self.choices), default=0) + 2
                columns = 1 if long else GRID_COLUMNS
                needed = columns * (widest + BUTTON_FRAME) + (columns - 1) + DIALOG_FRAME
                if needed > (LONG_WIDTH if long else DECISION_WIDTH):
                    self.natural_width = needed
                    frame.styles.width = needed
            yield Static(self.title_text, id="dialog-title", classes="heading")
            with Grid(id="choices"):
                for i, choice in enumerate(self.choices):
                    key = str((i + 1) % 10) if i < 10 else ""  # 1-9, then 0 (Hearts)
                    label = f"{key} {choice.label}".strip()
                    button = Button(
                        label,
                        id=f"choice-{i}",
                        disabled=not choice.enabled,
                        variant="primary" if choice.enabled else "default",
                        compact=many or short,
                    )
                    if choice.reason:
                        button.tooltip = choice.reason
                    yield button
            # Options refused for the same reason share one line ("Bid 1, Bid 2: ...").
            grouped: dict[str, list[str]] = {}
            for c in self.choices:
                if c.reason and not c.enabled:
                    grouped.setdefault(c.reason, []).append(c.label)
            comma = "、" if self.cardavia.catalog.locale.startswith("zh") else ", "
            reasons = [
                self.t("dialog-unavailable", options=comma.join(labels), reason=why)
                for why, labels in grouped.items()
            ]
            note = "\n".join(filter(None, [self.note, *reasons]))
            # No empty line for an empty note: on a short terminal every row counts.
            shown = Static(note, id="dialog-note", classes="hint")
            shown.display = bool(note)
            yield shown
            yield Static("", id="dialog-hint")

    def set_up(self) -> None:
        self.query_one("#dialog-hint", Static).display = False  # until the hint is asked
        # The first legal choice has the focus (a dialog answered at once may have no buttons).
        for button in self.query("#choices Button").results(Button):
            if not button.disabled:
                button.focus()
                break

    def on_key(self, event) -> None:  # type: ignore[no-untyped-def]
        if event.key.isdigit():
            index = (int(event.key) - 1) % 10  # "0" is the tenth choice
            if index < len(self.choices) and self.choices[index].enabled:
                event.stop()
                self.dismiss(self.choices[index].action)

    def on_button_pressed(self, event: Button.Pressed) -> None:
        index = int((event.button.id or "choice-0").split("-")[1])
        self.dismiss(self.choices[index].action)

    def action_hint(self) -> None:
        hint = self.hint() if self.hint else None
        if hint is None:
            return
        action, text = hint
        self.query_one("#dialog-hint", Static).update(text)
        self.query_one("#dialog-hint", Static).display = True
        self.grow_in_place()  # taller now: placed again, as near where it lies as it can
        # The focus moves to the hinted choice, so Enter follows the hint.
        for i, choice in enumerate(self.choices):
            if choice.action == action and choice.enabled:
                self.query_one(f"#choice-{i}", Button).focus()

    def action_cancel(self) -> None:
        if self.can_cancel:
            self.dismiss(None)
        else:
            self.open_table_menu()
