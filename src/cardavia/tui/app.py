"""The Cardavia app: traditions, games, languages, appearance and the in-app rules."""

from __future__ import annotations

import contextlib
import os
import signal
import sys
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

from textual.app import SystemCommand
from textual.await_complete import AwaitComplete
from textual.binding import Binding
from textual.events import Event, InputEvent, Paste, Resize
from textual.filter import LineFilter
from textual.screen import ModalScreen, Screen

from cardavia.engine.text import visible
from cardavia.fileio import report_crash
from cardavia.i18n import LOCALE_NAMES, Catalog, choose_locale
from cardavia.settings import Settings, load_settings, save_settings, take_notices
from cardavia.tui.appearance import AppearanceFilter
from cardavia.tui.bindings import localize_bindings
from cardavia.tui.screens.base import Localized
from cardavia.tui.screens.home import HomeScreen
from cardavia.tui.screens.too_small import MIN_HEIGHT, MIN_WIDTH, TooSmallScreen
from cardavia.tui.signals import SIGNAL_STATUS, SignalEnd, terminal_hung_up
from cardavia.tui.textual_compat import (
    UnhandledErrors,
    bound_pastes,
    guard_page_keys,
    quiet_covered_footers,
    use_kinsoku_line_breaks,
)


class CardaviaApp(UnhandledErrors):
    CSS_PATH = Path(__file__).with_name("app.tcss")
    TITLE = "CARDAVIA"
    ENABLE_COMMAND_PALETTE = True
    BINDINGS = [
        Binding("r", "rules", "Rules", id="rules"),
        Binding("l", "language", "Language", id="language"),
        Binding("a", "appearance", "Appearance", id="appearance"),
        Binding("q", "quit", "Quit", id="quit"),
        Binding("ctrl+p", "command_palette", "Commands", id="palette", show=False),
        # Ctrl+C is an interrupt: quit (asking first at a table) with the shell's status 130.
        Binding("ctrl+c", "interrupt", "Quit", id="interrupt", show=False, priority=True),
    ]
    #: Exit statuses for signals, as a shell reports them (128 + signal number).
    SIGNAL_STATUS = SIGNAL_STATUS

    def __init__(
        self,
        lang: str | None = None,
        settings: Settings | None = None,
        save: bool = True,
        table: tuple[str, str | None, int | None] | None = None,
        watch: tuple[str, int] | None = None,
        signal_end: SignalEnd | None = None,
        start: Callable[[], Screen[Any]] | None = None,
    ) -> None:
        super().__init__()
        guard_page_keys()
        quiet_covered_footers()
        self.start_table = table
        self.start_watch = watch
        #: A screen to open over home at once (``cardavia host`` and ``join``: the lobby).
        self.start_screen = start
        #: Said on the terminal as the app ends (a table the command line could not join).
        self.farewell = ""
        self.signal_end = signal_end
        #: The one line a bug ends the app with (see ``unhandled_error``).
        self.crash_line = ""
        #: Set once the app is asked to quit: what the player types from then on is dropped.
        self.quitting = False
        notes: list[str] = []
        if settings is None:
            settings, problem = load_settings()
            # Damage found now, or earlier by `cardavia rules`, is reported once, here.
            notes = take_notices()
            if problem and problem not in notes:
                notes.append(problem)
        self.settings = settings
        self.save_enabled = save
        locale, warning = choose_locale(lang, settings.language)
        self.catalog = Catalog(locale)
        self._startup_notes = notes
        self._lang_warning = (lang, warning)
        self.appearance_filter = AppearanceFilter(settings.contrast, settings.temperature)
        # Textual's level (TEXTUAL_ANIMATIONS), before Reduce motion or CARDAVIA_MOTION=off
        # (set by the tests) turn every animation off.
        self._animation_default = self.animation_level
        self._apply_motion()

    def get_line_filters(self) -> Sequence[LineFilter]:
        """Textual's filters, then the appearance filter over every line drawn (unless
        NO_COLOR: then Textual draws in monochrome and there is no colour to adjust)."""
        filters = super().get_line_filters()
        if self.appearance_filter.enabled and "NO_COLOR" not in os.environ:
            return [*filters, self.appearance_filter]
        return filters

    @property
    def motion(self) -> bool:
        """Cards travel across the felt (else they appear in place at once)."""
        return self.animation_level != "none"

    def _apply_motion(self) -> None:
        off = self.settings.reduce_motion or os.environ.get("CARDAVIA_MOTION") == "off"
        self.animation_level = "none" if off else self._animation_default

    # -- lifecycle ---------------------------------------------------------------------------
    def on_mount(self) -> None:
        if self.signal_end is not None:
            self.signal_end.attach(lambda status: self.exit(None, status), terminal_hung_up)
        use_kinsoku_line_breaks()  # Chinese lines never start with "，" or "。"
        self._localize_all()
        self.push_screen(HomeScreen())
        if self.start_table:
            self.open_table(*self.start_table)
        if self.start_watch:
            self.watch_record(*self.start_watch)
        if self.start_screen is not None:
            self.push_screen(self.start_screen())
        tag, warning = self._lang_warning
        if warning:
            # The tag is what the player typed: text, never markup or terminal codes.
            shown = self.catalog.t("language-unknown", tag=visible(tag or "", 40))
            self.notify(shown, severity="warning", markup=False)
        for note in self._startup_notes:
            self.notify(
                self.catalog.t("settings-damaged", detail=note),
                severity="warning",
                markup=False,  # the detail holds a path, which may hold brackets
                timeout=15,
            )
        self.call_after_refresh(self.check_size)

    def unhandled_error(self, error: Exception) -> bool:
        """Run as a command (``signal_end`` given), a bug ends the app as it ends a command:
        the unfinished games kept, the terminal restored, one line, a crash report, status 1.
        An error once the app is already quitting (a screen half set up as it is taken down,
        when a signal came just as it opened) only lets the app finish quitting."""
        if self.signal_end is None:
            return False  # tests (Pilot) and the browser: Textual's traceback
        if self.return_code is not None:
            self.panic()
            return True
        line = report_crash(error)
        with contextlib.suppress(Exception):  # a game that cannot be kept: still end
            self.keep_all_unfinished()
        self.signal_end.kept = True
        super().exit(None, 1)
        self.crash_line = line  # said once the terminal is restored (run_app)
        self.panic()
        return True

    def action_interrupt(self) -> None:
        from cardavia.tui.screens.table import TableScreen

        def leave() -> None:
            self.exit(return_code=self.SIGNAL_STATUS[signal.SIGINT])

        from cardavia.tui.dialogs.leave import LeaveDialog

        tables = [s for s in self.screen_stack if isinstance(s, TableScreen)]
        if any(isinstance(s, LeaveDialog) for s in self.screen_stack):
            leave()  # a second Ctrl+C while "Leave the table?" is asked means it (game kept)
        elif tables:
            tables[-1].confirm_leave(leave)
        else:
            leave()

    def on_resize(self, event: Resize) -> None:
        self.check_size()

    async def on_event(self, event: Event) -> None:
        # A key, paste or click that arrives once the app is quitting is dropped: a terminal
        # sends what was typed fast in one read, so "q" and the "s" after it arrive together,
        # and the "s" opened Statistics on an app taking its screens down (the screen's
        # set-up found its widgets gone). Without a screen left, Textual would also fail
        # looking for one to send it to.
        if isinstance(event, (InputEvent, Paste)) and (self.quitting or not self.screen_stack):
            return
        await super().on_event(event)

    def check_size(self) -> None:
        """Cover the app while the terminal is too small; uncover it when it is not. The
        too-small screen is only ever on top (see ``push_screen``), so this is all it takes."""
        width, height = self.size
        too_small = width < MIN_WIDTH or height < MIN_HEIGHT
        showing = isinstance(self.screen, TooSmallScreen)
        if too_small and not showing:
            self.push_screen(TooSmallScreen())
        elif not too_small and showing:
            self.pop_screen()

    def push_screen(self, screen: Any, *args: Any, **kwargs: Any) -> Any:
        """A screen opened while the too-small screen shows (a dialog the table asks, say)
        goes under it: the too-small screen stays on top, so enlarging the terminal always
        uncovers the app, whatever was opened meanwhile. Once the app is quitting, nothing
        opens: a screen asked for by a callback as the screens are taken down found none left
        to go over (ScreenStackError, found in the pty runs)."""
        if self.quitting or not self.screen_stack:
            return AwaitComplete.nothing()  # type: ignore[no-untyped-call]
        covering = isinstance(self.screen, TooSmallScreen) and not isinstance(
            screen, TooSmallScreen
        )
        if covering:
            self.pop_screen()
        result = super().push_screen(screen, *args, **kwargs)
        if covering:
            super().push_screen(TooSmallScreen())
        return result

    # -- language ----------------------------------------------------------------------------
    def set_locale(self, locale: str) -> None:
        """Switch the whole app (every screen, footer, palette) to ``locale`` at once."""
        self.catalog = Catalog(locale)
        self.settings.language = locale
        self._save()
        self._localize_all()
        self.notify(self.catalog.t("language-changed", name=LOCALE_NAMES[locale]))

    def _localize_all(self) -> None:
        localize_bindings(self, self.catalog)
        for screen in self.screen_stack:
            localize_bindings(screen, self.catalog)
        self.relabel_screens()
        self.refresh_bindings()

    def relabel_screens(self) -> None:
        """Every open screen says again what it shows (a new language, a setting that
        changes what the table shows)."""
        for screen in self.screen_stack:
            if isinstance(screen, Localized) and screen.is_mounted:
                screen.relabel()

    # -- settings ----------------------------------------------------------------------------
    def apply_appearance(self) -> None:
        s = self.settings
        self.appearance_filter.update(s.contrast, s.temperature)
        self._apply_motion()
        self._save()
        for screen in self.screen_stack:
            screen.refresh()
        self.screen.refresh(layout=True)

    def _save(self) -> None:
        if not self.save_enabled:
            return
        problem = save_settings(self.settings)
        if problem:
            self.notify(
                self.catalog.t("appearance-save-failed", detail=problem),
                severity="error",
                markup=False,  # the detail holds a path, which may hold brackets
            )

    # -- actions -----------------------------------------------------------------------------
    def action_rules(self) -> None:
        from cardavia.tui.screens.rules import RulesChooser, RulesScreen

        screen = self.screen
        if isinstance(screen, RulesScreen):
            return
        # Over a dialog at the table, the rules are still those of the table's game.
        under = [s for s in reversed(self.screen_stack) if getattr(s, "rules_game", None)]
        if under and (under[0] is screen or isinstance(screen, ModalScreen)):
            beside = getattr(under[0], "toggle_rules_panel", None)
            if beside is not None and beside():
                return  # a wide table shows them in a panel beside the felt
            game = getattr(under[0], "rules_game", "")
            self.open_rules(game, getattr(under[0], "rules_tradition", None))
            return

        def chosen(choice: str | None) -> None:
            if choice:
                game_id, tradition = choice.split(":")
                self.open_rules(game_id, tradition)

        self.push_screen(RulesChooser(), chosen)

    def open_table(
        self, game: str, tradition: str | None = None, seed: int | None = None, ask: bool = True
    ) -> None:
        """A new game at the table; when a game of that kind is unfinished, ask first."""
        import random

        from cardavia.engine.registry import tradition_for_game
        from cardavia.tui.screens.table import TableScreen

        if ask and self._ask_before_new(game, tradition, seed):
            return
        if seed is None:
            seed = random.SystemRandom().randrange(1 << 31)
        tradition = tradition or tradition_for_game(game)
        self.push_screen(TableScreen(game, tradition, seed, self.settings.ai_level))

    # -- unfinished games --------------------------------------------------------------------
    def unfinished_games(self) -> list[Any]:
        """The kept games; a damaged resume file is set aside and reported here."""
        from cardavia.play.resume import unfinished

        kept, problems = unfinished()
        for problem in problems:
            self.notify(
                self.catalog.t("resume-damaged", detail=problem),
                severity="warning",
                markup=False,
                timeout=15,
            )
        return kept

    def _ask_before_new(self, game: str, tradition: str | None, seed: int | None) -> bool:
        from cardavia.tui.dialogs.choice import Choice, ChoiceDialog
        from cardavia.tui.resume import summary_line

        kept = [k for k in self.unfinished_games() if k.game == game]
        if not kept:
            return False
        t = self.catalog.t

        def answered(choice: str | None) -> None:
            if choice == "continue":
                self.continue_game(game)
            elif choice == "new":
                from cardavia.play.resume import drop

                drop(game)
                self.open_table(game, tradition, seed, ask=False)

        choices = [Choice("continue", t("resume-continue")), Choice("new", t("resume-new"))]
        dialog = ChoiceDialog(
            t("resume-ask", game=t(f"game-{game}-in-text")),
            choices,
            note=summary_line(self.catalog, kept[0]),
            can_cancel=True,
        )
        self.push_screen(dialog, answered)
        return True

    def continue_game(self, game: str) -> None:
        """Back at the table of the kept game, exactly where it was left."""
        from cardavia.play.resume import ResumeError, restore
        from cardavia.play.session import records_dir
        from cardavia.tui.screens.table import TableScreen

        try:
            session = restore(game, records_dir())
        except ResumeError as exc:
            self.notify(
                self.catalog.t("resume-damaged", detail=str(exc)),
                severity="warning",
                markup=False,
                timeout=15,
            )
            return
        table = TableScreen(game, session.tradition, session.seed, session.level, session=session)
        table.watching = False  # a live game on a rebuilt session, not a replay
        self.push_screen(table)

    def keep_unfinished(self, screen: Screen[Any]) -> None:
        """Keep the game of a table being left (or remove its file when nothing is left to
        play); a failure is told, never fatal."""
        if type(screen).__name__ != "TableScreen" or getattr(screen, "watching", True):
            return
        if screen.link.remote:  # type: ignore[attr-defined]
            return  # a friend's table: the host keeps it, each deal comes as a record
        from cardavia.play.resume import keep

        try:
            keep(screen.session)  # type: ignore[attr-defined]
        except OSError as exc:
            self.notify(
                self.catalog.t("resume-not-kept", reason=exc.strerror or str(exc)),
                severity="error",
                markup=False,
                timeout=15,
            )

    def pop_screen(self) -> Any:
        self.keep_unfinished(self.screen)
        return super().pop_screen()

    def keep_all_unfinished(self) -> None:
        for screen in self.screen_stack:
            self.keep_unfinished(screen)

    def exit(self, *args: Any, **kwargs: Any) -> None:
        self.quitting = True
        self.keep_all_unfinished()
        if self.signal_end is not None:
            self.signal_end.kept = True
        super().exit(*args, **kwargs)

    def watch_record(self, path: str, index: int) -> None:
        """Step through a saved record at the table (``cardavia replay FILE --watch``)."""
        from cardavia.engine.records import RecordError, load_records
        from cardavia.play.replay import ReplaySession
        from cardavia.tui.screens.table import TableScreen

        try:
            loaded = load_records(path)
            session = ReplaySession(loaded, index=index, source=Path(path))
        except RecordError as exc:  # the CLI validated the file; it changed since
            self.notify(str(exc), severity="error", timeout=15, markup=False)
            return
        self.push_screen(TableScreen(session.game_id, session.tradition, 0, session=session))

    def open_rules(self, game: str, tradition: str | None) -> None:
        from cardavia.tui.screens.rules import RulesScreen

        self.push_screen(RulesScreen(game, tradition))

    def action_language(self) -> None:
        from cardavia.tui.screens.language import LanguageScreen

        if isinstance(self.screen, LanguageScreen):
            return

        def chosen(locale: str | None) -> None:
            if locale and locale != self.catalog.locale:
                self.set_locale(locale)

        self.push_screen(LanguageScreen(), chosen)

    def action_history(self) -> None:
        from cardavia.tui.screens.history import HistoryScreen

        if not isinstance(self.screen, HistoryScreen):
            self.push_screen(HistoryScreen())

    def action_statistics(self) -> None:
        from cardavia.tui.screens.statistics import StatisticsScreen

        if not isinstance(self.screen, StatisticsScreen):
            self.push_screen(StatisticsScreen())

    def action_appearance(self) -> None:
        from cardavia.tui.screens.appearance import AppearanceScreen

        if not isinstance(self.screen, AppearanceScreen):
            self.push_screen(AppearanceScreen())

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Hide keys that lead where you already are (or away from a game), so the footer
        fits 80 columns; the command palette still offers everything."""
        # By class name: importing the screens here would slow down startup.
        screen = type(self.screen).__name__
        at_table = any(type(s).__name__ == "TableScreen" for s in self.screen_stack)
        if action in ("appearance", "language") and at_table:
            return False
        if action == "appearance" and screen == "AppearanceScreen":
            return False
        return not (action == "rules" and screen == "RulesScreen")

    def action_home(self) -> None:
        while len(self.screen_stack) > 2:
            self.pop_screen()

    async def action_quit(self) -> None:
        """Quit, but ask first when a game at the table would be lost."""
        from cardavia.tui.screens.table import TableScreen

        tables = [s for s in self.screen_stack if isinstance(s, TableScreen)]
        if tables:
            tables[-1].confirm_leave(self.exit)
        else:
            self.exit()

    def action_command_palette(self) -> None:
        """Textual's command palette, with its own texts in the app's language."""
        from textual.command import CommandPalette

        from cardavia.tui.textual_compat import TranslatedCommandPalette

        if self.use_command_palette and not isinstance(self.screen, CommandPalette):
            t = self.catalog.t
            # No fixed id (Textual gives its palette one): Ctrl+P, Esc, Ctrl+P typed together
            # opened a palette while the one closing still held the id (DuplicateIds).
            self.push_screen(
                TranslatedCommandPalette(t("palette-placeholder"), t("palette-no-matches"))
            )

    def get_system_commands(self, screen: Screen[object]) -> Iterable[SystemCommand]:
        t = self.catalog.t
        yield SystemCommand(t("command-home"), t("command-home-help"), self.action_home)
        yield SystemCommand(t("command-rules"), t("command-rules-help"), self.action_rules)
        yield SystemCommand(t("command-history"), t("command-history-help"), self.action_history)
        yield SystemCommand(
            t("command-statistics"), t("command-statistics-help"), self.action_statistics
        )
        yield SystemCommand(t("command-language"), t("command-language-help"), self.action_language)
        yield SystemCommand(
            t("command-appearance"), t("command-appearance-help"), self.action_appearance
        )
        yield SystemCommand(t("command-quit"), t("command-quit-help"), self.exit)


def run_app(
    lang: str | None = None,
    table: tuple[str, str | None, int | None] | None = None,
    watch: tuple[str, int] | None = None,
    app_class: type[CardaviaApp] | None = None,
    start: Callable[[], Screen[Any]] | None = None,
) -> int:
    """Run the app (``app_class``: a browser tab's) to its end; its exit status."""
    signal_end = SignalEnd(keep=lambda: app.keep_all_unfinished())
    signal_end.install()  # before the app runs: a signal during startup ends it too
    app = (app_class or CardaviaApp)(
        lang=lang, table=table, watch=watch, signal_end=signal_end, start=start
    )
    bound_pastes(app.driver_class)
    app.run()
    for line in (app.crash_line, app.farewell):
        if line:
            with contextlib.suppress(OSError, ValueError):  # stderr gone: the status tells
                print(f"cardavia: {line}", file=sys.stderr, flush=True)
    return app.return_code or 0
