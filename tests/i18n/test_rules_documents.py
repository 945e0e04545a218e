"""The rules documents: one per game (and tradition variant) per locale, all saying the same."""

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2] / "locales"
LOCALES = ("en", "zh-Hans", "zh-Hant", "vi", "fi", "fr", "de")
DOCS = {
    "french-tarot.md": 10,
    "french-tarot.marseille.md": 10,
    "schnapsen.md": 7,
    "preference.md": 8,
}
# Numbers every locale's rules must state (with a decimal comma in vi, fi, fr and de).
NUMBERS = {
    "french-tarot": ["56", "51", "41", "36", "91", "25", "58", "174", "18", "78", "400", "200"],
    "schnapsen": ["66", "33", "120", "7", "20", "40"],
    "preference": ["30", "90", "10", "20", "32"],
}
# Damage from the seeds' search-and-replace (glossary section 6) and the lost "+".
DEFECTS = ["Cavalierũ", "Cavalierá", "Cavalierả", "Roiä", "Valetä", "(25 4)", "(25 hiệu"]


def _doc(locale: str, name: str) -> str:
    return (ROOT / locale / "rules" / name).read_text(encoding="utf-8")


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("name", DOCS)
def test_every_locale_has_every_rules_document_with_the_same_sections(locale, name):
    text = _doc(locale, name)
    lines = text.splitlines()
    assert lines[0].startswith("# ")
    sections = [line for line in lines if line.startswith("## ")]
    assert len(sections) == DOCS[name]
    numbers = [int(m.group(1)) for s in sections if (m := re.match(r"## (\d+)\.", s))]
    assert numbers == list(range(1, DOCS[name] + 1))


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize("name", DOCS)
def test_rules_state_the_numbers_and_carry_no_seed_damage(locale, name):
    text = _doc(locale, name)
    game = name.split(".")[0]
    for number in NUMBERS[game]:
        assert re.search(rf"(?<![\d,.]){number}(?![\d])", text), f"{number} missing"
    for defect in DEFECTS:
        assert defect not in text
    if game == "french-tarot":
        assert re.search(r"[(（]25 \+ 4[)）] × 2", text), "the worked example lost its +"
        assert re.search(r"40[.,]5", text)


@pytest.mark.parametrize("locale", LOCALES)
def test_marseille_rules_use_the_marseille_names(locale):
    text = _doc(locale, "french-tarot.marseille.md")
    for name in ("Le Bateleur", "Le Monde", "Le Mat", "Reine"):
        assert name in text
    assert "Le Bateleur" not in _doc(locale, "french-tarot.md")


def test_traditional_chinese_is_not_simplified():
    # A few characters that differ between the scripts: zh-Hant must use the traditional form.
    hant = "".join(_doc("zh-Hant", n) for n in DOCS)
    hans = "".join(_doc("zh-Hans", n) for n in DOCS)
    for simplified, traditional in (("规", "規"), ("张", "張"), ("时", "時"), ("发", "發")):
        assert simplified not in hant and traditional in hant
        assert traditional not in hans


#: The glossary's "single deal" (what French Tarot was labelled) and the words for what its
#: table does: each deal settled and added to a running total (glossary: cumulative score).
SINGLE_DEAL = {
    "en": "Single deal",
    "zh-Hans": "单局",
    "zh-Hant": "單局",
    "vi": "Một ván",
    "fi": "Yksittäinen jako",
    "fr": "Une seule donne",
    "de": "Eine Runde",
}
RUNNING_TOTAL = {
    "en": "running total",
    "zh-Hans": "累计分",
    "zh-Hant": "累計分",
    "vi": "điểm cộng dồn",
    "fi": "kertyvät pisteet",
    "fr": "total cumulé",
    "de": "laufender Summe",
}


@pytest.mark.parametrize("locale", LOCALES)
def test_french_tarot_is_labelled_by_its_running_total_not_a_single_deal(locale):
    catalogue = (ROOT / locale / "ui.ftl").read_text(encoding="utf-8")
    label = re.search(r"^game-french-tarot-format = (.+)$", catalogue, re.MULTILINE)
    assert label, "game-french-tarot-format is missing"
    for name in ("french-tarot.md", "french-tarot.marseille.md"):
        header = (ROOT / locale / "rules" / name).read_text(encoding="utf-8").split("\n")[2]
        assert header == f"*{label.group(1)}*"  # the tradition page and the rules agree
    assert SINGLE_DEAL[locale] not in label.group(1)
    assert RUNNING_TOTAL[locale] in label.group(1)


@pytest.mark.parametrize("locale", LOCALES)
def test_marseille_rules_explain_what_the_cards_show(locale):
    # The faces show R, Rn, C, V, 1, four suit glyphs, a ✦ on trumps and a ★ on Le Mat: one
    # line of the rules says what each means (it was missing in French and German).
    legend = [
        line
        for line in _doc(locale, "french-tarot.marseille.md").splitlines()
        if "Rn Reine" in line or "Rn = Reine" in line
    ]
    assert len(legend) == 1
    for mark in ("Roi", "Cavalier", "Valet", "1", "As", "⚱", "⚔", "⚚", "◎", "✦", "ⅩⅧ", "★"):
        assert mark in legend[0], mark
