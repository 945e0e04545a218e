"""One browser tab's app: started by the server as ``python -m cardavia.serve.tab``.

The server sets ``TEXTUAL_DRIVER`` to textual's web driver and gives the session its own
``CARDAVIA_CONFIG_DIR``, ``CARDAVIA_DATA_DIR`` and ``CARDAVIA_CACHE_DIR``; standard input and
output are the server's pipes, not a terminal, so this skips the CLI's terminal check.

Two things differ from the terminal app: a tab closed or reloaded ends the app through
textual's own exit (the page's "quit"), and the unfinished game is kept then too, as it is on
``q`` or a signal; and the page is told whether a game is in progress (a meta message the
server passes on), so it can warn before the tab is closed.
"""

from __future__ import annotations

import argparse
import sys
from typing import Any

from cardavia.i18n import LOCALES

GAME_META = "cardavia-game"


def _tab_app_class() -> Any:
    from cardavia.play.resume import in_progress
    from cardavia.tui.app import CardaviaApp

    class TabApp(CardaviaApp):
        told: bool | None = None

        def on_mount(self) -> None:  # Textual runs CardaviaApp's on_mount too
            self.set_interval(0.5, self.tell_page)

        def playing(self) -> bool:
            return any(
                type(screen).__name__ == "TableScreen"
                and not getattr(screen, "watching", True)
                and in_progress(screen.session)  # type: ignore[attr-defined]
                for screen in self.screen_stack
            )

        def tell_page(self) -> None:
            playing = self.playing()
            write_meta = getattr(self._driver, "write_meta", None)
            if playing != self.told and write_meta is not None:
                self.told = playing
                write_meta({"type": GAME_META, "playing": playing})

        def on_exit_app(self) -> None:  # before Textual's own handler takes the app down
            for screen in self.screen_stack:
                self.keep_unfinished(screen)

    return TabApp


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="cardavia.serve.tab")
    parser.add_argument("--lang", choices=LOCALES, default=None)
    args = parser.parse_args(argv)
    from cardavia.tui.app import run_app

    return run_app(args.lang, app_class=_tab_app_class())


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
