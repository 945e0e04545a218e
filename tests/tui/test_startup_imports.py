"""The first screen never needs fluent.runtime or babel (they cost startup time): its
messages, plural selectors included, go through the catalog's own fast path. Nor does it load
a game, the records (pydantic) or the Markdown widget while no game is kept."""

import os
import subprocess
import sys

import pytest

CODE = """
import sys
from cardavia.tui.app import CardaviaApp
from cardavia.tui.screens.home import HomeScreen

class FirstFrame(CardaviaApp):
    def on_mount(self):
        self.call_after_refresh(self._exit_once_drawn)

    def _exit_once_drawn(self):
        screen = self.screen
        footer = screen.query("Footer") if isinstance(screen, HomeScreen) else None
        if footer and footer.first().children:
            self.exit()
        else:
            self.call_after_refresh(self._exit_once_drawn)

FirstFrame(lang=sys.argv[1], save=False).run(headless=True, size=(80, 24))
LATER = (
    "fluent.runtime",
    "babel",
    "pydantic",
    "cardavia.engine.records",
    "cardavia.games.french_tarot",
    "cardavia.play.session",
    "markdown_it",
    "textual.widgets._markdown",
)
print(",".join(m for m in LATER if m in sys.modules))
"""


@pytest.mark.parametrize("locale", ["en", "fi", "zh-Hant"])
def test_the_home_screen_loads_only_what_it_shows(locale, tmp_path):
    env = {
        **os.environ,
        **{f"CARDAVIA_{kind}_DIR": str(tmp_path / kind) for kind in ("CONFIG", "DATA", "CACHE")},
    }
    out = subprocess.run(
        [sys.executable, "-c", CODE, locale], capture_output=True, text=True, env=env, check=True
    )
    assert out.stdout.strip() == ""
