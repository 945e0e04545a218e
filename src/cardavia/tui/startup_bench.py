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
from collections.abc import Callable

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


# The rules opened from a French Tarot table, as a player presses `r` at the bid (0.3 s after
# the bid dialog shows, as a player who reads it): from the key until the first section's
# heading is drawn. At 80x24 they are a screen of their own; at
# 160x40 a panel beside the felt. Printed by the process itself, so the imports and the
# table's own start do not count.
RULES = """
import sys, time
from textual.widgets._markdown import MarkdownH2
from cardavia.engine.registry import game_ids
from cardavia.settings import Settings
from cardavia.tui.app import CardaviaApp
from cardavia.tui.screens.rules import RulesScreen
from cardavia.tui.screens.table import TableScreen
from cardavia.tui.widgets.rules_text import RulesText

BESIDE = sys.argv[1] == "panel"

def heading_shown(rules):
    # Direct children only: a query over every block each few milliseconds would slow down
    # what it measures.
    parts = rules.children
    return bool(parts) and any(isinstance(block, MarkdownH2) for block in parts[0].children)

SETTLE = 0.3

class RulesOpen(CardaviaApp):
    asked = 0.0
    pressed = 0.0
    rules = None

    def on_mount(self):
        self.set_interval(0.005, self._step)

    def _step(self):
        screen = self.screen
        if not self.pressed:
            # Seated, the first decision asked (the bid dialog over the table).
            stack = self.screen_stack
            if len(stack) > 1 and isinstance(stack[-2], TableScreen) and screen.query(
                "#dialog Button"
            ):
                # A player reads the bid before pressing a key: the table has settled.
                self.asked = self.asked or time.perf_counter()
                if time.perf_counter() - self.asked >= SETTLE:
                    self.pressed = time.perf_counter()
                    self.action_rules()
            return
        if self.rules is None:
            where = self.screen_stack[-2] if BESIDE else screen
            if BESIDE or isinstance(screen, RulesScreen):
                self.rules = where.query_one(RulesText)
        elif heading_shown(self.rules):
            self.call_after_refresh(self._drawn)

    def _drawn(self):
        if self.pressed > 0:
            print(f"RULES_OPEN {time.perf_counter() - self.pressed:.4f}")
            self.pressed = -1.0
            self.exit()

settings = Settings(ai_speed=100)
first_game = game_ids()[0]  # French Tarot, the longest rules
RulesOpen(lang="en", settings=settings, save=False, table=(first_game, None, 1)).run(
    headless=True, size=(160, 40) if BESIDE else (80, 24)
)
"""

KINDS = ("CONFIG", "DATA", "CACHE")


def _fresh_env() -> tuple[tempfile.TemporaryDirectory[str], dict[str, str]]:
    """Fresh user folders for one sample: the player's own stay out, and nothing one sample
    leaves (a game kept unfinished on exit would ask first) reaches the next."""
    folder = tempfile.TemporaryDirectory(prefix="cardavia-bench-")
    env = {
        **os.environ,
        **{f"CARDAVIA_{kind}_DIR": os.path.join(folder.name, kind) for kind in KINDS},
    }
    # As installed: Python's compiled files written once and used after (the warm-up round).
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return folder, env


def _rules_open(where: str) -> float:
    folder, env = _fresh_env()
    with folder:
        done = subprocess.run(
            [sys.executable, "-c", RULES, where],
            env=env,
            check=True,
            timeout=120,
            capture_output=True,
        )
    for line in done.stdout.decode(errors="replace").splitlines():
        if line.startswith("RULES_OPEN "):
            return float(line.split()[1])
    raise RuntimeError("the rules bench printed no time")


def _time(args: list[str]) -> float:
    folder, env = _fresh_env()
    with folder:
        start = time.perf_counter()
        subprocess.run(
            [sys.executable, *args], env=env, check=True, timeout=60, stdout=subprocess.DEVNULL
        )
        return time.perf_counter() - start


#: What one round measures, in this order (the rounds alternate the kinds, so a burst of
#: load hits every kind alike).
SAMPLES: dict[str, Callable[[], float]] = {
    "hello_world": lambda: _time(["-c", HELLO]),
    "cardavia": lambda: _time(["-c", CARDAVIA]),
    "rules_open": lambda: _rules_open("screen"),
    "rules_panel": lambda: _rules_open("panel"),
    "help": lambda: _time(["-m", "cardavia", "--help"]),
}


def measure_startup(runs: int = 5) -> dict[str, object]:
    """Medians of ``runs`` alternated samples: seconds to the first screen (a bare Textual
    hello world, Cardavia), from `r` at a French Tarot table to the rules drawn (a screen of
    their own at 80x24, the panel beside the felt at 160x40) and ``cardavia --help``; the
    ratios are to the hello world's start measured in the same run."""
    for sample in SAMPLES.values():  # warm-up, not counted: compiled files, disk cache
        sample()
    before = os.getloadavg()
    samples: dict[str, list[float]] = {name: [] for name in SAMPLES}
    for _ in range(runs):
        for name, sample in SAMPLES.items():
            samples[name].append(sample())
    after = os.getloadavg()
    median = {name: statistics.median(values) for name, values in samples.items()}
    hello = median["hello_world"]
    return {
        "runs": runs,
        "load_average": [round(v, 2) for v in before],
        "load_average_after": [round(v, 2) for v in after],
        "hello_world_s": round(hello, 3),
        "cardavia_s": round(median["cardavia"], 3),
        "ratio": round(median["cardavia"] / hello, 2),
        "rules_open_s": round(median["rules_open"], 3),
        "rules_ratio": round(median["rules_open"] / hello, 2),
        "rules_panel_s": round(median["rules_panel"], 3),
        "rules_panel_ratio": round(median["rules_panel"] / hello, 2),
        "help_s": round(median["help"], 3),
        "help_ratio": round(median["help"] / hello, 2),
        **{f"{name}_runs": [round(v, 3) for v in values] for name, values in samples.items()},
    }
