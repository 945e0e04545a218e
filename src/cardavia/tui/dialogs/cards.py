"""Choose exactly N cards (the Tarot discard, the Preference discard, a poignée's trumps)."""

from __future__ import annotations

from collections.abc import Callable

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, SelectionList, Static
from textual.widgets.selection_list import Selection

from cardavia.tui.render.cards import Face
from cardavia.tui.screens.base import CardaviaModal


class CardPickDialog(CardaviaModal):
    """Returns the chosen card codes in order of choice, or None if skipped (``can_skip``).

    ``check(chosen)`` returns None when the set is acceptable, else the reason it is not;
    ``allowed(code, chosen)`` says whether a card may be added now.
    """

    BINDINGS = [Binding("escape", "skip", "Back", id="back", show=False)]

    def __init__(
        self,
        title: str,
        cards: list[str],
        count: int,
        face: Callable[[str], Face],
        check: Callable[[list[str]], str | None],
        allowed: Callable[[str, list[str]], bool],
        confirm: str,
        skip: str | None = None,
        preselected: list[str] | None = None,
        note: str = "",
    ) -> None:
        super().__init__()
        self.title_text = title
        self.cards = cards
        self.count = count
        self.face = face
        self.check = check
        self.allowed = allowed
        self.confirm_label = confirm
        self.skip_label = skip
        self.chosen: list[str] = list(preselected or [])
        self.note = note

    def _prompt(self, code: str) -> Text:
        # A visible mark, not only the checkbox colour: chosen cards read the same in NO_COLOR.
        face = self.face(code)
        text = Text("✓ " if code in self.chosen else "  ", style="bold")
        text.append(face.short, style=f"bold {face.colour}" if face.colour else "bold")
        return text

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog", classes="decision wide"):
            yield Static(self.title_text, id="dialog-title", classes="heading")
            yield Static(self.note, classes="hint")
            yield SelectionList[str](
                *[Selection(self._prompt(c), c, c in self.chosen) for c in self.cards],
                id="card-pick",
            )
            yield Static("", id="pick-status", classes="hint")
            with Horizontal(id="pick-buttons"):
                # One-line buttons leave the rows to the cards (24 of them for a Tarot taker).
                yield Button(self.confirm_label, id="confirm", variant="primary", compact=True)
                if self.skip_label:
                    yield Button(self.skip_label, id="skip", compact=True)

    def on_mount(self) -> None:
        super().on_mount()
        self.query_one("#card-pick", SelectionList).focus()
        self._update()

    def on_selection_list_selection_toggled(
        self, event: SelectionList.SelectionToggled[str]
    ) -> None:
        code = str(event.selection.value)
        refused = None
        if code in self.chosen:
            self.chosen.remove(code)
        elif len(self.chosen) < self.count and self.allowed(code, self.chosen):
            self.chosen.append(code)
        else:
            event.selection_list.deselect(code)
            if len(self.chosen) < self.count:  # say why this card may not be taken
                refused = self.check([*self.chosen, code])
                refused = f"{self.face(code).short}: {refused}" if refused else None
        self._update(refused)

    def _update(self, refused: str | None = None) -> None:
        picker = self.query_one("#card-pick", SelectionList)
        for index, code in enumerate(self.cards):
            picker.replace_option_prompt_at_index(index, self._prompt(code))
        problem = self.check(self.chosen) if len(self.chosen) == self.count else None
        status = f"{len(self.chosen)} / {self.count}"
        if problem or refused:
            status += f" — {problem or refused}"
        self.query_one("#pick-status", Static).update(status)
        self.query_one("#confirm", Button).disabled = len(self.chosen) != self.count or bool(
            problem
        )

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "confirm":
            self.dismiss(list(self.chosen))
        elif event.button.id == "skip":
            self.dismiss(None)

    def action_skip(self) -> None:
        if self.skip_label:
            self.dismiss(None)
        else:
            self.open_table_menu()
