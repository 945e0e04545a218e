"""Startup to the first screen, against a bare Textual hello-world app, in one run.

Each sample is a fresh Python process (imports included) that runs the app headless and
exits as soon as the first screen has been drawn.

Both apps get the same explicit terminal size. Without a terminal, Textual starts at rich's
default console size (80x25) while the headless driver reports shutil's (80x24): an app
that paints before that resize event is handled (Cardavia does) lays out and paints twice,
which never happens in a real terminal, where both report the same size.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time

HELLO = """
from textual.app import App
from textual.widgets import Static

class Hello(App):
    def compose(self):
        yield Static("Hello, world")
    def on_mount(self):
        self.call_after_refresh(self.exit)

Hello().run(headless=True, size=(80, 24))
"""

# Textual calls the ``on_mount`` of every class in the MRO, CardaviaApp's included, so this
# one must not call ``super().on_mount()`` (that mounted a second home screen and localized
# everything twice). It exits once the home screen is current, drawn, and its footer shows
# its keys (the footer fills in one refresh after the screen appears).
CARDAVIA = """
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

FirstFrame(lang="en", save=False).run(headless=True, size=(80, 24))
"""


def _time(code: str, env: dict[str, str]) -> float:
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", code], env=env, check=True, timeout=60)
    return time.perf_counter() - start


def measure_startup(runs: int = 5) -> dict[str, object]:
    """Median seconds to the first screen: hello world vs Cardavia, interleaved runs."""
    with tempfile.TemporaryDirectory() as config:
        env = {**os.environ, "CARDAVIA_CONFIG_DIR": config}
        hello, cardavia = [], []
        for _ in range(runs):
            hello.append(_time(HELLO, env))
            cardavia.append(_time(CARDAVIA, env))
    h, c = statistics.median(hello), statistics.median(cardavia)
    return {
        "runs": runs,
        "hello_world_s": round(h, 3),
        "cardavia_s": round(c, 3),
        "ratio": round(c / h, 2),
        "hello_world_runs": [round(v, 3) for v in hello],
        "cardavia_runs": [round(v, 3) for v in cardavia],
    }
