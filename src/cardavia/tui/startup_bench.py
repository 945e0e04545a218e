"""Startup to the first screen, against a bare Textual hello-world app, in one run.

Each sample is a fresh Python process (imports included) that runs the app headless and
exits as soon as the first screen has been drawn.
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

Hello().run(headless=True)
"""

CARDAVIA = """
from cardavia.tui.app import CardaviaApp

class FirstFrame(CardaviaApp):
    def on_mount(self):
        super().on_mount()
        self.call_after_refresh(self.exit)

FirstFrame(lang="en", save=False).run(headless=True)
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
