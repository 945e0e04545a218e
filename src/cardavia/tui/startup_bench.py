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


# The rules opened from a French Tarot table at 80x24 (a screen of their own there), as a
# player presses `r` at the bid: from the key until the first section's heading is drawn. Printed
# by the process itself, so the imports and the table's own start do not count.
RULES = """
import time
from cardavia.engine.registry import game_ids
from cardavia.settings import Settings
from cardavia.tui.app import CardaviaApp
from cardavia.tui.screens.rules import RulesScreen
from cardavia.tui.screens.table import TableScreen

class RulesOpen(CardaviaApp):
    pressed = 0.0

    def on_mount(self):
        self.set_interval(0.005, self._step)

    def _step(self):
        screen = self.screen
        if not self.pressed:
            # Seated, the first decision asked (the bid dialog over the table).
            if isinstance(self.screen_stack[-2], TableScreen) and screen.query("#dialog Button"):
                self.pressed = time.perf_counter()
                self.action_rules()
        elif isinstance(screen, RulesScreen) and screen.query("MarkdownH2"):
            self.call_after_refresh(self._drawn)

    def _drawn(self):
        if self.pressed > 0:
            print(f"RULES_OPEN {time.perf_counter() - self.pressed:.4f}")
            self.pressed = -1.0
            self.exit()

settings = Settings(ai_speed=100)
first_game = game_ids()[0]  # French Tarot, the longest rules
RulesOpen(lang="en", settings=settings, save=False, table=(first_game, None, 1)).run(
    headless=True, size=(80, 24)
)
"""


def _rules_open(env: dict[str, str]) -> float:
    done = subprocess.run(
        [sys.executable, "-c", RULES], env=env, check=True, timeout=120, capture_output=True
    )
    for line in done.stdout.decode(errors="replace").splitlines():
        if line.startswith("RULES_OPEN "):
            return float(line.split()[1])
    raise RuntimeError("the rules bench printed no time")


KINDS = ("CONFIG", "DATA", "CACHE")


def _time(code: str, env: dict[str, str]) -> float:
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", code], env=env, check=True, timeout=60)
    return time.perf_counter() - start


def measure_startup(runs: int = 5) -> dict[str, object]:
    """Median seconds to the first screen (hello world vs Cardavia) and from `r` at a table
    to the rules drawn, interleaved runs; the ratios are to the hello world's start."""
    # Fresh user folders: the player's own (an unfinished game would ask first) stay out.
    with tempfile.TemporaryDirectory() as folder:
        env = {
            **os.environ,
            **{f"CARDAVIA_{kind}_DIR": os.path.join(folder, kind) for kind in KINDS},
        }
        hello, cardavia, rules = [], [], []
        for _ in range(runs):
            hello.append(_time(HELLO, env))
            cardavia.append(_time(CARDAVIA, env))
            rules.append(_rules_open(env))
    h, c, r = statistics.median(hello), statistics.median(cardavia), statistics.median(rules)
    return {
        "runs": runs,
        "load_average": [round(v, 2) for v in os.getloadavg()],
        "hello_world_s": round(h, 3),
        "cardavia_s": round(c, 3),
        "ratio": round(c / h, 2),
        "rules_open_s": round(r, 3),
        "rules_ratio": round(r / h, 2),
        "hello_world_runs": [round(v, 3) for v in hello],
        "cardavia_runs": [round(v, 3) for v in cardavia],
        "rules_open_runs": [round(v, 3) for v in rules],
    }
