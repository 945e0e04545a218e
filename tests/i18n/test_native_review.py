"""The December 2026 native reviews (fr/de; zh/vi/fi): each wording finding stays fixed.

Each row: the review ("fr-de" or "zh-vi-fi") and its finding number, the file under
locales/, the wrong text that must be gone and the right text that must be there.
"""

from pathlib import Path

import pytest

from cardavia.i18n import Catalog

ROOT = Path(__file__).resolve().parents[2] / "locales"
NBSP = "\u00a0"

FIXES = [
    ("zh-vi-fi 8", "fi/rules/french-tarot.marseille.md", "◎ denarit", "◎ kolikot"),
    ("fr-de 1", "de/rules/schnapsen.md", "gewinnt das Bummerl", "der Verlierer bekommt ein"),
    ("fr-de 1", "de/ui.ftl", "Bummerl: { $count } gespielt", "Partien: { $count } gespielt"),
    ("fr-de 4", "fr/ui.ftl", f"Bummerls{NBSP}:", "{ $won } gagnée\n"),
    ("fr-de 4", "fr/ui.ftl", "{ $made } réussies,", "{ $made } réussie\n"),
    ("fr-de 4", "fr/ui.ftl", "}, { $set } chutés", "{ $set } chuté\n"),
    ("fr-de 4", "fr/ui.ftl", "{ $paid } versés,", "{ $paid } versé\n"),
]


@pytest.mark.parametrize(("finding", "name", "wrong", "right"), FIXES)
def test_the_finding_stays_fixed(finding, name, wrong, right):
    text = (ROOT / name).read_text(encoding="utf-8")
    assert wrong not in text, finding
    assert right in text, finding


def test_the_bummerl_goes_to_the_loser_in_german():
    t = Catalog("de", strict=True).t
    mine = t("settle-schnapsen-match-won", seat="Du")
    theirs = t("settle-schnapsen-match-won", seat="Nord")
    assert "Du gewinnst" in mine and "Gegner bekommt das Bummerl" in mine
    assert "Nord gewinnt" in theirs and "du bekommst das Bummerl" in theirs


def test_french_participles_agree_with_their_counts():
    t = Catalog("fr", strict=True).t
    assert t("stats-bummerls", count=1, won=0) == f"Parties{NBSP}: 1 jouée, 0 gagnée"
    assert t("stats-pool", paid=10, taken=1) == f"Poule{NBSP}: 10 versés, 1 retiré"
