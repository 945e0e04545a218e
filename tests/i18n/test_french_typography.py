"""French typography in the fr catalogs and rules: no-break spaces, the real apostrophe."""

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2] / "locales" / "fr"
FILES = sorted(p.relative_to(ROOT).as_posix() for p in ROOT.rglob("*") if p.is_file())
NBSP = "\u00a0"


def _text_lines(name: str) -> list[tuple[int, str]]:
    """The lines a reader sees (Fluent comments included: translators read them too)."""
    return list(enumerate((ROOT / name).read_text(encoding="utf-8").splitlines(), 1))


def test_the_french_locale_has_every_file():
    assert set(FILES) >= {
        "ui.ftl", "table.ftl", "traditions.ftl", "rules/french-tarot.md",
        "rules/french-tarot.marseille.md", "rules/schnapsen.md", "rules/preference.md",
    }  # fmt: skip


@pytest.mark.parametrize("name", FILES)
def test_no_break_space_before_high_punctuation_and_inside_guillemets(name):
    bad = []
    for number, line in _text_lines(name):
        # "word:" or "word :" (a plain space) before : ; ! ? » % is wrong; "https://" is not text.
        for match in re.finditer(r"(.)([:;!?»%])", line):
            before, mark = match.groups()
            if before != NBSP and not (mark == ":" and line[match.end() :].startswith("//")):
                bad.append((number, line.strip()[:70]))
        if re.search(r"«(?!\u00a0)", line):
            bad.append((number, line.strip()[:70]))
    assert bad == []


@pytest.mark.parametrize("name", FILES)
def test_the_apostrophe_is_the_typographic_one(name):
    bad = [(n, line.strip()[:70]) for n, line in _text_lines(name) if "'" in line]
    assert bad == []
