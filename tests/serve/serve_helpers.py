"""Start `cardavia serve` on a free localhost port, as a person would, and stop it."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import threading
import time
from dataclasses import dataclass
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[2] / "src"


def needs_web_extra() -> None:
    """Skip without the web extra, except in CI, where the test extra brings it."""
    try:
        import aiohttp  # noqa: F401
        import textual_serve  # noqa: F401
    except ImportError:
        if os.environ.get("CI") == "true":
            pytest.fail("the web extra (textual-serve) is missing; pip install -e '.[test]'")
        pytest.skip("textual-serve is not installed (pip install -e '.[web]')")


def cardavia_env(tmp_path: Path) -> dict[str, str]:
    env = dict(os.environ)
    env["CARDAVIA_CONFIG_DIR"] = str(tmp_path / "server-config")
    env["CARDAVIA_DATA_DIR"] = str(tmp_path / "server-data")
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(SRC), env.get("PYTHONPATH")]))
    env.pop("NO_COLOR", None)
    return env


@dataclass
class Served:
    process: subprocess.Popen[str]
    port: int
    sessions_dir: Path
    lines: list[str]
    reader: threading.Thread

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/"

    def session_folders(self) -> list[Path]:
        """The folders of the games running now, read from their processes' environment."""
        return sorted(filter(None, (game_folder(pid) for pid in self.games())))

    def games(self) -> list[int]:
        """The app processes of the server (its children)."""
        from cardavia.serve.bench import _children

        return _children(self.process.pid)

    def temporary_folders(self) -> list[Path]:
        """Folders of games that keep nothing (everything but the browsers' kept folders)."""
        return sorted(p for p in self.sessions_dir.iterdir() if p.is_dir() and p.name != "kept")

    def kept_places(self) -> list[Path]:
        return sorted(self.sessions_dir.glob("kept/*/*/"))

    def wait_sessions(self, count: int, timeout: float = 10.0) -> list[Path]:
        deadline = time.monotonic() + timeout
        while True:
            folders = self.session_folders()
            # a game's temporary folder goes last, as the server is done with it
            done = len(folders) == count and len(self.temporary_folders()) <= count
            if done or time.monotonic() > deadline:
                return folders
            time.sleep(0.1)

    def output(self) -> str:
        return "".join(self.lines)

    def stop(self) -> str:
        """Stop it as Ctrl+C does; return what it printed."""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
        try:
            self.process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self.reader.join(timeout=5)
        return self.output()


def game_folder(pid: int) -> Path | None:
    """A game process's session folder (the parent of its CARDAVIA_CONFIG_DIR)."""
    environment = process_environment(pid)
    config = environment.get("CARDAVIA_CONFIG_DIR")
    return Path(config).parent if config else None


def process_environment(pid: int) -> dict[str, str]:
    try:
        raw = Path(f"/proc/{pid}/environ").read_bytes()
    except OSError:
        return {}
    pairs = (item.partition(b"=") for item in raw.split(b"\0") if item)
    return {os.fsdecode(k): os.fsdecode(v) for k, _, v in pairs}


def start_server(tmp_path: Path, *args: str, env: dict[str, str] | None = None) -> Served:
    sessions_dir = tmp_path / "sessions"
    command = [sys.executable, "-m", "cardavia", "serve", "--port", "0"]
    command += ["--sessions-dir", str(sessions_dir), *args]
    process = subprocess.Popen(
        command,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        stdin=subprocess.DEVNULL,
        text=True,
        env={**cardavia_env(tmp_path), **(env or {})},
    )
    stdout = process.stdout
    assert stdout is not None
    lines: list[str] = []
    port: list[int] = []
    started = threading.Event()

    def read() -> None:  # drains the pipe for as long as the server runs
        for line in stdout:
            lines.append(line)
            found = re.search(r"http://[^\s/]+:(\d+)/", line)
            if found and not port:
                port.append(int(found.group(1)))
                started.set()
        started.set()

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    started.wait(30)
    if not port:
        process.kill()
        process.wait()
        reader.join(timeout=5)
        raise AssertionError("cardavia serve did not start:\n" + "".join(lines))
    return Served(process, port[0], sessions_dir, lines, reader)
