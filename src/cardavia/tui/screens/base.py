"""What every Cardavia screen shares: translation, the grain background, relabelling."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from textual.screen import ModalScreen, Screen

from cardavia.tui.appearance import GrainTexture
from cardavia.tui.bindings import localize_bindings

if TYPE_CHECKING:
    from cardavia.tui.app import CardaviaApp


class Localized:
    """Mixin: ``t()`` from the app's catalog and a ``relabel()`` run on language change."""

    @property
    def cardavia(self) -> CardaviaApp:
        return self.app  # type: ignore[attr-defined, no-any-return]

    def t(self, key: str, **args: Any) -> str:
        return self.cardavia.catalog.t(key, **args)

    def relabel(self) -> None:
        """Re-read every visible string from the catalog (override in screens)."""


class CardaviaScreen(Localized, Screen[None]):
    """A full screen with the grain texture behind its content."""

    #: The game whose rules the rules key opens from this screen (None: ask).
    rules_game: str | None = None
    rules_tradition: str | None = None
    #: True when compose() already fills in every string (no relabel on mount).
    LABELS_IN_COMPOSE = False

    def render(self) -> GrainTexture:
        return GrainTexture(self.cardavia.settings.grain, style="dim")

    def on_mount(self) -> None:
        localize_bindings(self, self.cardavia.catalog)
        if not self.LABELS_IN_COMPOSE:
            self.relabel()

    def on_resize(self) -> None:
        self.cardavia.check_size()


class CardaviaModal(Localized, ModalScreen[Any]):
    """A dialog: returns its value through ``dismiss``."""

    def on_mount(self) -> None:
        localize_bindings(self, self.cardavia.catalog)
        self.relabel()
