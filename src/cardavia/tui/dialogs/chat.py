"""A line to the table (a friends' table with chat on): typed here, shown in everyone's log."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.widgets import Input, Static

from cardavia.tui.screens.base import CardaviaModal

#: What the host keeps of a line (docs/protocol.md); typing stops there.
MAX_CHAT_CHARS = 200


class ChatDialog(CardaviaModal):
    """Returns the line typed (None: Esc, or nothing typed)."""

    BINDINGS = [Binding("escape", "cancel", "Back", id="back", show=False)]
    # The modal's own r and q would be typed into the line: here they are letters.
    AUTO_FOCUS = "#chat-line"

    def compose(self) -> ComposeResult:
        with Vertical(id="dialog", classes="chat"):
            yield Static("", id="chat-title", classes="heading")
            yield Input("", id="chat-line", max_length=MAX_CHAT_CHARS, compact=True)
            yield Static("", id="chat-note", classes="hint")

    def relabel(self) -> None:
        self.query_one("#chat-title", Static).update(self.t("friends-chat-title"))
        self.query_one("#chat-note", Static).update(self.t("friends-chat-note"))

    def on_input_submitted(self, event: Input.Submitted) -> None:
        text = event.value.strip()
        self.dismiss(text or None)

    def action_cancel(self) -> None:
        self.dismiss(None)
