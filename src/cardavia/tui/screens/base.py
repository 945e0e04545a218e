"""What every Cardavia screen shares: translation, the grain background, relabelling."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from textual.await_complete import AwaitComplete
from textual.binding import Binding
from textual.events import ScreenResume
from textual.geometry import Offset
from textual.screen import ModalScreen, Screen
from textual.widget import Widget

from cardavia.tui.appearance import GrainTexture
from cardavia.tui.bindings import localize_bindings
from cardavia.tui.textual_compat import being_taken_down

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

    def once_per_mount(self) -> bool:
        """True the first time the set-up on mount is asked for, on a screen that stays.
        Textual calls the ``on_mount`` of every class in a screen's MRO: without the check a
        screen was labelled twice (the rules document laid out twice, so the rules took
        longer to open). A screen closed before it mounted, or opened as the app quits (keys
        typed faster than it opened: "s" then Esc, "q" then "s"), has its widgets taken
        away: there is nothing to set up, and looking for them failed (NoMatches).
        """
        if getattr(self, "_set_up", False) or being_taken_down(self):  # type: ignore[arg-type]
            return False
        self._set_up = True
        return True

    @property
    def ready(self) -> bool:
        """Set up and staying: a key or an event (a resize) may act on its widgets."""
        return getattr(self, "_set_up", False) and not being_taken_down(self)  # type: ignore[arg-type]

    def set_up(self) -> None:
        """What a screen does once as it opens, labelled (override in screens; only
        ``CardaviaScreen`` and ``CardaviaModal`` define ``on_mount``, which calls this)."""


class LiveTargets:
    """Mixin: the widget under the pointer is one still in the screen. The compositor's map
    can hold a widget for a frame after it is removed (a dialog closing, an entry replaced);
    a press there made Textual start a text selection in a widget with no parent and fail
    (found by the random-key test, on the home and rules screens)."""

    def get_widget_and_offset_at(self, x: int, y: int) -> tuple[Widget | None, Offset | None]:
        widget, offset = super().get_widget_and_offset_at(x, y)  # type: ignore[misc]
        if widget is not None and widget.parent is None and not isinstance(widget, Screen):
            return None, None
        return widget, offset


class CardaviaScreen(LiveTargets, Localized, Screen[None]):
    """A full screen with the grain texture behind its content."""

    # Menus and lists are pressed, not selected; Textual also fails to start a selection
    # over a widget that a screen is removing (seen on the home screen in the mashed-keys
    # test). The rules text stays selectable (RulesScreen).
    ALLOW_SELECT = False

    #: The game whose rules the rules key opens from this screen (None: ask).
    rules_game: str | None = None
    rules_tradition: str | None = None
    #: True when compose() already fills in every string (no relabel on mount).
    LABELS_IN_COMPOSE = False

    def render(self) -> GrainTexture:
        return GrainTexture(self.cardavia.settings.grain, style="dim")

    def on_mount(self) -> None:
        if self.once_per_mount():
            localize_bindings(self, self.cardavia.catalog)
            if not self.LABELS_IN_COMPOSE:
                self.relabel()
            self.set_up()

    def on_resize(self) -> None:
        self.cardavia.check_size()

    def _on_screen_resume(self, event: ScreenResume) -> None:
        """Textual restyles a screen's every widget each time it comes back on top; the first
        time is as it opens, when they were all just styled (the rules' first section, the
        home menu): that pass is skipped. Textual calls its own handler after this one."""
        if not getattr(self, "_resumed", False):
            self._resumed = True
            event.refresh_styles = False

    def go_back(self) -> None:
        """Back to the screen below, if this one is still on top. Keys typed faster than the
        app redraws all reach this screen: a second Esc must not close the one beneath."""
        if self.is_active:
            self.app.pop_screen()

    def action_back(self) -> None:
        """Esc: back (not ``app.pop_screen``, which closed the home screen beneath)."""
        self.go_back()


class CardaviaModal(LiveTargets, Localized, ModalScreen[Any]):
    """A dialog: returns its value through ``dismiss``."""

    # A press in a dialog is an answer, not the start of a text selection (which Textual
    # also fails to start over a widget that the closing dialog is removing).
    ALLOW_SELECT = False

    # A modal hides the app's keys; the footer behind still shows them, so they work here
    # too (the rules of the game at the table, quitting; Ctrl+P is a priority key anyway).
    BINDINGS = [
        Binding("r", "app.rules", show=False),
        Binding("q", "app.quit", show=False),
    ]

    def on_mount(self) -> None:
        if self.once_per_mount():
            localize_bindings(self, self.cardavia.catalog)
            self.relabel()
            self.set_up()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """A dialog's own keys ("h", a card, Enter) act only while it is on top and set up:
        keys typed faster than the app redraws reach a dialog still opening or already
        closing, whose widgets are not there (yet, or any more)."""
        return self.is_active and self.is_mounted

    def dismiss(self, result: Any = None) -> AwaitComplete:
        """A dialog answers once. Keys typed faster than the app redraws all reach the
        dialog: the second "1" must neither answer twice nor close the screen beneath."""
        if not self.is_active:
            return AwaitComplete.nothing()  # type: ignore[no-untyped-call, no-any-return]
        return super().dismiss(result)

    def open_table_menu(self) -> None:
        """Esc on a decision you must make is still the table's Menu (it asks first)."""
        for screen in reversed(self.app.screen_stack):
            menu = getattr(screen, "action_menu", None)
            if menu is not None and screen is not self:
                menu()
                return
