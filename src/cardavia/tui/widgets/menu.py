"""A menu: Textual's option list, with page keys that wait until it has been laid out."""

from __future__ import annotations

from textual.widgets import OptionList


class Menu(OptionList):
    """PageUp and PageDown look up the highlighted option's line in a table the list fills
    once it has room on the screen. A page key typed together with the key that opened the
    menu (the language menu, say) arrived before that: Textual failed with ``KeyError``.
    Until the list has room there is no page to move by, so the key does nothing."""

    def action_page_up(self) -> None:
        if self.scrollable_content_region:
            super().action_page_up()  # type: ignore[no-untyped-call]

    def action_page_down(self) -> None:
        if self.scrollable_content_region:
            super().action_page_down()  # type: ignore[no-untyped-call]
