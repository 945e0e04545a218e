"""Every test runs with its own user folders, and the run fails if anything is written to the
real ones (config, data, cache, HOME).

The whole process (and every subprocess a test starts) gets temporary HOME, XDG_* and
CARDAVIA_* folders before any test is collected; each test then gets fresh CARDAVIA_* folders
of its own. The controller records the real folders before the run and compares after it.
"""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile
from pathlib import Path

import pytest


def _real_user_folders() -> list[Path]:
    from platformdirs import user_cache_dir, user_config_dir, user_data_dir

    return [
        Path(user_config_dir("cardavia", appauthor=False)),
        Path(user_data_dir("cardavia", appauthor=False)),
        Path(user_cache_dir("cardavia", appauthor=False)),
    ]


_WATCHED = _real_user_folders()  # computed before HOME and XDG_* are redirected below


def _listing(folders: list[Path]) -> dict[str, float]:
    seen: dict[str, float] = {}
    for folder in folders:
        if not folder.is_dir():
            continue
        for path in folder.rglob("*"):
            try:
                seen[str(path)] = path.stat().st_mtime
            except OSError:
                continue
    return seen


_SANDBOX = Path(tempfile.mkdtemp(prefix="cardavia-tests-"))
# Each process (the controller and every xdist worker) removes its own sandbox when it exits.
atexit.register(shutil.rmtree, _SANDBOX, ignore_errors=True)
for _var, _sub in {
    "HOME": "home",
    "XDG_CONFIG_HOME": "home/.config",
    "XDG_DATA_HOME": "home/.local/share",
    "XDG_CACHE_HOME": "home/.cache",
    "CARDAVIA_CONFIG_DIR": "config",
    "CARDAVIA_DATA_DIR": "data",
    "CARDAVIA_CACHE_DIR": "cache",
}.items():
    os.environ[_var] = str(_SANDBOX / _sub)


def pytest_configure(config: pytest.Config) -> None:
    if not hasattr(config, "workerinput"):  # the controller (or a run without xdist)
        config.stash[_before_key] = _listing(_WATCHED)


_before_key = pytest.StashKey[dict[str, float]]()


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    config = session.config
    if hasattr(config, "workerinput") or _before_key not in config.stash:
        return
    before = config.stash[_before_key]
    changed = sorted(p for p, m in _listing(_WATCHED).items() if before.get(p) != m)
    if changed:
        shown = "\n  ".join(changed[:10])
        print(f"\nTests wrote into the real user folders:\n  {shown}")
        session.exitstatus = pytest.ExitCode.TESTS_FAILED


@pytest.fixture(autouse=True)
def _isolated_user_folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CARDAVIA_CONFIG_DIR", str(tmp_path / "user-config"))
    monkeypatch.setenv("CARDAVIA_DATA_DIR", str(tmp_path / "user-data"))
    monkeypatch.setenv("CARDAVIA_CACHE_DIR", str(tmp_path / "user-cache"))


#: Tests that each take tens of seconds (whole apps fed thousands of keys, every screen of a
#: locale as a snapshot, real processes in a pty or a browser), longest first, by node id
#: prefix. They are collected first, so that under xdist (``--dist worksteal``) the workers
#: start on them and the many short tests fill in around them: both workers then finish
#: together instead of one running a long test alone at the end. Only the order changes.
LONG_FIRST = (
    "tests/tui/test_table.py::test_thousands_of_random_keys_and_clicks_never_crash_the_table",
    "tests/tui/test_robust_table.py::test_any_key_in_any_order_never_breaks_the_table",
    "tests/tui/test_snapshots.py::test_every_screen_matches_its_snapshot",
    "tests/tui/test_dialogs.py::test_snapshots_",
    "tests/tui/test_history_fuzz.py::test_the_history_and_statistics_screens_open",
    "tests/contract/test_agent_contract.py::test_a_searching_agent_chooses_the_same",
    "tests/tui/test_navigation.py::test_rules_key_works_from_every_screen",
    "tests/tui/test_navigation.py::test_french_rules_search_finds",
    "tests/tui/test_real_terminal_keys.py::",
    "tests/tui/test_hangup.py::",
    "tests/serve/test_browser.py::",
)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    def rank(item: pytest.Item) -> int:
        found = (i for i, prefix in enumerate(LONG_FIRST) if item.nodeid.startswith(prefix))
        return next(found, len(LONG_FIRST))

    items.sort(key=rank)  # stable: every other test keeps its place
