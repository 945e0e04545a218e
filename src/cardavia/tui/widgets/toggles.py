"""Radio buttons and checkboxes whose state shows in the glyph, not only in colour,
so they stay readable under NO_COLOR and in 16 colours."""

from __future__ import annotations

from textual.widgets import Checkbox, RadioButton


class ShapeRadioButton(RadioButton):
    @property
    def BUTTON_INNER(self) -> str:  # type: ignore[override]
        return "●" if self.value else "○"


class ShapeCheckbox(Checkbox):
    @property
    def BUTTON_INNER(self) -> str:  # type: ignore[override]
        return "✓" if self.value else " "
