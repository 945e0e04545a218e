"""Choose exactly N cards (the Tarot discard, the Preference discard, a poignée's trumps).

The cards lie in rows of small buttons; a chosen card carries one marker (✓, and the
button's highlight), a card that may not be taken now is dimmed and says why when pressed.
The constraints are checked live by the engine (``check``), the hint (h) proposes a set.
"""

from __future__ import annotations

from collections.abc import Callable

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Grid, Horizontal
from textual.widgets import Button, Static

from cardavia.tui.dialogs.place import DialogFrame, OnTheFelt
from cardavia.tui.render.cards import Face
from cardavia.tui.screens.base import CardaviaModal

COLUMNS = 6  # cards per row: 24 cards of a Tarot taker in 4 rows
NARROW_COLUMNS = 3  # in the column beside the trick (a short terminal)


class CardPickDialog(OnTheFelt, CardaviaModal):
    """Returns the chosen card codes in order of choice, or None if skipped (``can_skip``).

    ``check(chosen)`` returns None when the set is acceptable, else the reason it is not;
    ``allowed(code, chosen)`` says whether a card may be added now; ``hint()`` proposes a
    whole set and says why, or None.
    """

    BINDINGS = [
        Binding("escape", "skip", "Back", id="back", show=False),
        Binding("h", "hint", "Hint", id="hint", show=False),
        Binding("left", "move(-1)", show=False),
        Binding("right", "move(1)", show=False),
        Binding("up", "move_row(-1)", show=False),
        Binding("down", "move_row(1)", show=False),
        Binding("space", "pick_card", show=False),
    ]

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
        hint: Callable[[], tuple[list[str], str] | None] | None = None,
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
        self.hint = hint
        self.columns = COLUMNS
        self._last_card = 0  # the card the cursor was last on (the arrows come back to it)

    def _label(self, code: str) -> Text:
        # One marker, the same in NO_COLOR: a tick before a chosen card, nothing before others.
        face = self.face(code)
        chosen = code in self.chosen
        text = Text("✓" if chosen else " ", style="bold")
        style = "bold" if chosen else ""
        if face.colour:
            style = f"{style} {face.colour}".strip()
        text.append(f"{face.short:<3}", style=style or None)
        return text

    def compose(self) -> ComposeResult:
        classes = "decision wide"
        if self.app.size.height < 30:  # a short terminal: no blank rows between the parts
            classes += " short"
        with DialogFrame(id="dialog", classes=classes):
            yield Static(self.title_text, id="dialog-title", classes="heading")
            if self.note:
                yield Static(self.note, classes="hint")
            with Grid(id="card-pick"):
                for i, code in enumerate(self.cards):
                    yield Button(self._label(code), id=f"pick-{i}", compact=True, classes="card")
            yield Static("", id="pick-status", classes="hint")
            yield Static("", id="dialog-hint")
            with Horizontal(id="pick-buttons"):
                # One-line buttons leave the rows to the cards.
                yield Button(self.confirm_label, id="confirm", variant="primary", compact=True)
                if self.skip_label:
                    yield Button(self.skip_label, id="skip", compact=True)

    def set_up(self) -> None:
        self.query_one("#dialog-hint", Static).display = False  # until the hint is asked
        self.query_one("#pick-0", Button).focus()
        self._update()
        # Once laid out, the cursor is on a card whatever else took the focus as it opened.
        self.call_after_refresh(self._focus_cards)

    def _focus_cards(self, index: int = 0) -> None:
        """The cursor on a card (``index``), unless it already is on one."""
        if self._index() is None and self.query(f"#pick-{index}"):
            self.query_one(f"#pick-{index}", Button).focus()

    def _index(self) -> int | None:
        focused = self.focused
        if isinstance(focused, Button) and (focused.id or "").startswith("pick-"):
            self._last_card = int((focused.id or "pick-0")[5:])
            return self._last_card
        return None

    def action_move(self, delta: int) -> None:
        index = self._index()
        if index is None:  # on Confirm (after a hint or a full set): back to the cards
            self._focus_cards(self._last_card)
            return
        target = index + delta
        if 0 <= target < len(self.cards):
            self.query_one(f"#pick-{target}", Button).focus()

    def action_move_row(self, rows: int) -> None:
        self.action_move(rows * self.columns)

    def narrowed(self) -> None:
        """Beside the trick, fewer cards a row (the up and down keys follow)."""
        narrow = self.query_one("#dialog").has_class("narrow")
        self.columns = NARROW_COLUMNS if narrow else COLUMNS
        self.query_one("#card-pick", Grid).styles.grid_size_columns = self.columns

    def action_pick_card(self) -> None:
        index = self._index()
        if index is not None:
            self._toggle(self.cards[index])

    def _toggle(self, code: str) -> None:
        refused = None
        if code in self.chosen:
            self.chosen.remove(code)
        elif len(self.chosen) < self.count and self.allowed(code, self.chosen):
            self.chosen.append(code)
            if len(self.chosen) == self.count and self.check(self.chosen) is None:
                self.query_one("#confirm", Button).disabled = False
                self.query_one("#confirm", Button).focus()  # Enter now confirms
        elif len(self.chosen) < self.count:  # say why this card may not be taken
            refused = self.check([*self.chosen, code])
            card = self.face(code).short
            refused = self.t("dialog-card-refused", card=card, reason=refused) if refused else None
        self._update(refused)

    def _update(self, refused: str | None = None) -> None:
        full = len(self.chosen) >= self.count
        for i, code in enumerate(self.cards):
            button = self.query_one(f"#pick-{i}", Button)
            button.label = self._label(code)
            button.set_class(code in self.chosen, "chosen")
            # Dimmed: a card that may not be added now (the status line says why if pressed).
            button.set_class(
                code not in self.chosen and (full or not self.allowed(code, self.chosen)), "out"
            )
        problem = self.check(self.chosen) if len(self.chosen) == self.count else None
        status = f"{len(self.chosen)} / {self.count}"
        if problem or refused:
            status += f" — {problem or refused}"
        self.query_one("#pick-status", Static).update(status)
        self.query_one("#confirm", Button).disabled = len(self.chosen) != self.count or bool(
            problem
        )

    def action_hint(self) -> None:
        hint = self.hint() if self.hint else None
        if hint is None:
            return
        cards, line = hint
        self.chosen = [c for c in cards if c in self.cards][: self.count]
        self.query_one("#dialog-hint", Static).update(line)
        self.query_one("#dialog-hint", Static).display = True
        self.grow_in_place()  # taller now: placed again, as near where it lies as it can
        self._update()
        if not self.query_one("#confirm", Button).disabled:
            self.query_one("#confirm", Button).focus()  # Enter follows the hint

    def on_button_pressed(self, event: Button.Pressed) -> None:
        button = event.button.id or ""
        if button == "confirm":
            self.dismiss(list(self.chosen))
        elif button == "skip":
            self.dismiss(None)
        elif button.startswith("pick-"):
            self._toggle(self.cards[int(button[5:])])

    def action_skip(self) -> None:
        if self.skip_label:
            self.dismiss(None)
        else:
            self.open_table_menu()
