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


#: English words a French or German reader was left with (titles in running text, contract
#: names): the glossary now names them in each language.
ENGLISH_LEFT = {
    "fr": (r"French Tarot", r"\bPreference\b", r"\bGame\b", r"\bHearts\b"),
    "de": (r"French Tarot", r"\bPreference\b", r"\bGame\b", r"\bHearts\b"),
}


@pytest.mark.parametrize("locale", ENGLISH_LEFT)
def test_no_english_game_or_contract_names_in_french_and_german(locale):
    import re

    found = []
    for path in sorted((ROOT / locale).rglob("*")):
        if path.is_file():
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                found += [(path.name, number) for p in ENGLISH_LEFT[locale] if re.search(p, line)]
    assert found == []


@pytest.mark.parametrize(
    ("locale", "titles"),
    [
        ("en", ["French Tarot", "Schnapsen", "Preference"]),
        ("fr", ["Tarot", "Schnapsen", "Préférence"]),
        ("de", ["Tarot", "Schnapsen", "Preferanz"]),
    ],
)
def test_game_titles_come_from_the_catalog(locale, titles):
    from cardavia.tui.table.labels import game_title

    catalog = Catalog(locale, strict=True)
    games = ["french-tarot", "schnapsen", "preference"]
    assert [game_title(catalog, g) for g in games] == titles
    assert game_title(catalog, "no-such-game") == "no-such-game"


#: Each language's own Wikipedia article where we know one; the others keep English's.
OWN_ARTICLES = {
    ("fr", "french"): "https://fr.wikipedia.org/wiki/Tarot",
    ("fr", "marseille"): "https://fr.wikipedia.org/wiki/Tarot_de_Marseille",
    ("de", "french"): "https://de.wikipedia.org/wiki/Französisches_Tarot",
    ("de", "marseille"): "https://de.wikipedia.org/wiki/Tarot_de_Marseille",
    ("de", "wiener-bild"): "https://de.wikipedia.org/wiki/Wiener_Bild",
}


@pytest.mark.parametrize("locale", ["en", "zh-Hans", "zh-Hant", "vi", "fi", "fr", "de"])
def test_wikipedia_links_open_the_readers_own_article_where_there_is_one(locale):
    catalog = Catalog(locale, strict=True)
    english = Catalog("en", strict=True)
    for tradition in ("french", "marseille", "wiener-bild"):
        url = catalog.t(f"tradition-{tradition}-article")
        expected = OWN_ARTICLES.get((locale, tradition))
        assert url == (expected or english.t(f"tradition-{tradition}-article"))
        assert url.startswith(("https://en.wikipedia.org/wiki/", f"https://{locale}.wikipedia"))
