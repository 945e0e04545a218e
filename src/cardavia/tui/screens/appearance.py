"""Appearance: Contrast, Grain, Colour temperature, suit colours; live and remembered."""

from __future__ import annotations

import os

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Button, Checkbox, Footer, RadioButton, RadioSet, Static

from cardavia.tui.render.cards import card_lines, face
from cardavia.tui.screens.base import CardaviaScreen
from cardavia.tui.table.labels import rank_letters
from cardavia.tui.widgets.slider import Slider
from cardavia.tui.widgets.toggles import ShapeCheckbox, ShapeRadioButton

SLIDERS = ("contrast", "grain", "temperature")
SCHEMES = ("two-colour", "four-colour", "colour-blind")
SCHEME_KEYS = {
    "two-colour": "appearance-suits-two",
    "four-colour": "appearance-suits-four",
    "colour-blind": "appearance-suits-colour-blind",
}
PREVIEW_CARDS = ("KS", "QH", "10D", "AC", "T21", "EX")
AI_LEVELS = ("easy", "normal", "hard", "expert")


class AppearanceScreen(CardaviaScreen):
    BINDINGS = [
        Binding("escape", "back", "Back", id="back"),
        Binding("ctrl+r", "reset", "Reset", id="reset"),
    ]

    def compose(self) -> ComposeResult:
        settings = self.cardavia.settings
        with VerticalScroll(id="appearance"):
            yield Static("", id="appearance-title", classes="title")
            for name in SLIDERS:
                with Horizontal(classes="slider-row"):
                    yield Static("", id=f"label-{name}", classes="slider-label")
                    yield Slider(getattr(settings, name), id=f"slider-{name}")
            yield Static("", id="suits-heading", classes="heading")
            with RadioSet(id="suit-colours"):
                for scheme in SCHEMES:
                    yield ShapeRadioButton(
                        "", value=settings.suit_colours == scheme, id=f"scheme-{scheme}"
                    )
            yield ShapeCheckbox("", value=settings.ascii_suits, id="ascii-suits")
            yield Static("", id="preview-heading", classes="heading")
            with Vertical(id="preview"):
                yield Static("", id="preview-cards")
            yield Static("", id="no-color", classes="hint")
            yield Static("", id="table-heading", classes="heading")
            with RadioSet(id="ai-level"):
                for level in AI_LEVELS:
                    yield ShapeRadioButton(
                        "", value=settings.ai_level == level, id=f"level-{level}"
                    )
            with Horizontal(classes="slider-row"):
                yield Static("", id="label-ai-speed", classes="slider-label")
                yield Slider(settings.ai_speed, id="slider-ai-speed")
            yield ShapeCheckbox("", value=settings.reduce_motion, id="reduce-motion")
            yield ShapeCheckbox("", value=settings.show_card_points, id="show-card-points")
            yield Button("", id="reset")
        yield Footer()

    def relabel(self) -> None:
        self.query_one("#appearance-title", Static).update(self.t("appearance-title"))
        for name in SLIDERS:
            self.query_one(f"#label-{name}", Static).update(self.t(f"appearance-{name}"))
        self.query_one("#suits-heading", Static).update(self.t("appearance-suits"))
        for scheme in SCHEMES:
            self.query_one(f"#scheme-{scheme}", RadioButton).label = self.t(SCHEME_KEYS[scheme])
        self.query_one("#ascii-suits", Checkbox).label = self.t("appearance-ascii")
        self.query_one("#preview-heading", Static).update(self.t("appearance-preview"))
        self.query_one("#reset", Button).label = self.t("appearance-reset")
        self.query_one("#table-heading", Static).update(self.t("appearance-ai-level"))
        for level in AI_LEVELS:
            self.query_one(f"#level-{level}", RadioButton).label = self.t(f"appearance-ai-{level}")
        self.query_one("#label-ai-speed", Static).update(self.t("appearance-ai-speed"))
        self.query_one("#reduce-motion", Checkbox).label = self.t("appearance-reduce-motion")
        self.query_one("#show-card-points", Checkbox).label = self.t("appearance-card-points")
        no_color = self.t("appearance-no-color") if "NO_COLOR" in os.environ else ""
        self.query_one("#no-color", Static).update(no_color)
        self._preview()

    def _preview(self) -> None:
        """The cards as the table draws them: on their paper, in the chosen inks."""
        settings = self.cardavia.settings
        letters = rank_letters(self.cardavia.catalog, "french")
        cards = [
            card_lines(face(code, "french", settings.suit_colours, settings.ascii_suits, letters))
            for code in PREVIEW_CARDS
        ]
        text = Text("\n").join(Text(" ").join(row) for row in zip(*cards, strict=True))
        self.query_one("#preview-cards", Static).update(text)

    def on_slider_changed(self, event: Slider.Changed) -> None:
        name = (event.slider.id or "").removeprefix("slider-")
        if name == "ai-speed":
            if self.cardavia.settings.ai_speed != event.value:
                self.cardavia.settings.ai_speed = event.value
                self.cardavia.apply_appearance()
            return
        if name in SLIDERS and getattr(self.cardavia.settings, name) != event.value:
            setattr(self.cardavia.settings, name, event.value)
            self.cardavia.apply_appearance()

    def on_radio_set_changed(self, event: RadioSet.Changed) -> None:
        pressed = event.pressed.id or ""
        if pressed.startswith("level-"):
            level = pressed.removeprefix("level-")
            if level in AI_LEVELS and self.cardavia.settings.ai_level != level:
                self.cardavia.settings.ai_level = level  # type: ignore[assignment]
                self.cardavia.apply_appearance()
            return
        scheme = pressed.removeprefix("scheme-")
        if scheme in SCHEMES and self.cardavia.settings.suit_colours != scheme:
            self.cardavia.settings.suit_colours = scheme  # type: ignore[assignment]
            self.cardavia.apply_appearance()
            self._preview()

    def on_checkbox_changed(self, event: Checkbox.Changed) -> None:
        if event.checkbox.id == "show-card-points":
            if self.cardavia.settings.show_card_points != event.value:
                self.cardavia.settings.show_card_points = event.value
                self.cardavia.apply_appearance()
                self.cardavia.relabel_screens()  # a table beneath shows its points or not
            return
        if event.checkbox.id == "reduce-motion":
            if self.cardavia.settings.reduce_motion != event.value:
                self.cardavia.settings.reduce_motion = event.value
                self.cardavia.apply_appearance()
            return
        if self.cardavia.settings.ascii_suits != event.value:
            self.cardavia.settings.ascii_suits = event.value
            self.cardavia.apply_appearance()
            self._preview()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "reset":
            self.action_reset()

    def action_reset(self) -> None:
        settings = self.cardavia.settings
        settings.contrast = settings.grain = settings.temperature = 50
        settings.suit_colours = "two-colour"
        settings.ascii_suits = False
        for name in SLIDERS:
            self.query_one(f"#slider-{name}", Slider).value = 50
        self.query_one("#scheme-two-colour", RadioButton).value = True
        self.query_one("#ascii-suits", Checkbox).value = False
        self.cardavia.apply_appearance()
        self._preview()
