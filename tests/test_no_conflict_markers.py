"""No file of the project keeps a merge's conflict markers (a snapshot with them once
passed review only because its test rewrote it)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# Not "=======": on its own it may underline a Markdown heading.
MARKER = re.compile(r"^(<{7} |>{7} )", re.MULTILINE)
FOLDERS = ("src", "tests", "docs")


def _files() -> list[Path]:
    found = [ROOT / "README.md", ROOT / "pyproject.toml"]
    for folder in FOLDERS:
        base = ROOT / folder
        if base.is_dir():
            found += [p for p in base.rglob("*") if p.is_file() and p.suffix in TEXT]
    return found


TEXT = {".py", ".txt", ".svg", ".md", ".ftl", ".toml", ".tcss", ".json", ".css", ".js", ".html"}


def test_no_conflict_markers_left():
    files = _files()
    assert len(files) > 100  # the walk really read the project
    bad = [
        str(p.relative_to(ROOT)) for p in files if MARKER.search(p.read_text("utf-8", "replace"))
    ]
    assert not bad, f"conflict markers left in: {bad}"


def test_the_check_finds_a_marker():
    assert MARKER.search("a\n<<<<<<< HEAD\nb\n=======\nc\n>>>>>>> branch\n")
    assert not MARKER.search("A heading\n=======\n<<< not a marker\n")
