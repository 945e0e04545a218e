"""Leave the table? Asked before a stray Esc or q throws away a game in progress."""

from __future__ import annotations

from cardavia.tui.dialogs.choice import ChoiceDialog


class LeaveDialog(ChoiceDialog):
    """ "Leave the table?" (asked once however many times Esc or q is pressed)."""
