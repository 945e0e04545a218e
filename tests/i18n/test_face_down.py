"""The rules never say "face up" where the spec says face down (the discard, the talon, the
chien and the stock), in any language.

Each rule is found by a marker phrase in each language; the sentence holding it must not use
one of that language's phrases for "face up". The discards must also say face down. Chinese
"背面朝下" ("back down") means face UP: the bug this test was written for.
"""

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2] / "locales"

FACE_UP = {
    "en": ("face up", "face-up"),
    "zh-Hans": ("背面朝下", "正面朝上", "牌面朝上", "翻开", "明"),
    "zh-Hant": ("背面朝下", "正面朝上", "牌面朝上", "翻開", "明"),
    "vi": ("ngửa",),
    "fi": ("kuvapuoli ylöspäin", "kuvapuolet ylöspäin"),
    "fr": ("face visible", "faces visibles", "face découverte", "à découvert", "face en l’air"),
    "de": ("aufgedeckt", "offen", "sichtbar"),
}
FACE_DOWN = {
    "en": ("face down",),
    "zh-Hans": ("背面朝上", "暗"),
    "zh-Hant": ("背面朝上", "蓋著", "暗"),
    "vi": ("úp",),
    "fi": ("kuvapuoli alaspäin",),
    "fr": ("face cachée", "faces cachées"),
    "de": ("verdeckt",),
}
# (document, marker per language, must the rule's first sentence also say face down?)
TAROT_DISCARD = {
    "en": "discards 6 cards", "zh-Hans": "弃掉 6 张", "zh-Hant": "棄掉 6 張", "vi": "bỏ 6 lá",
    "fi": "pois 6 korttia", "fr": "met de côté 6 cartes",
    "de": "legt dann 6 Karten",
}  # fmt: skip
TAROT_CHIEN = {
    "en": "6 cards go", "zh-Hans": "留作**底牌（chien）**", "zh-Hant": "留作底牌（chien）",
    "vi": "6 lá còn lại làm **chien**", "fi": "6 korttia jaetaan", "fr": "6 cartes vont",
    "de": "6 Karten kommen",
}  # fmt: skip
PREF_DISCARD = {
    "en": "discards 2 cards", "zh-Hans": "弃掉 2 张", "zh-Hant": "棄掉 2 張", "vi": "bỏ 2 lá",
    "fi": "heittää pois 2 korttia", "fr": "écarte 2 cartes",
    "de": "legt 2 Karten",
}  # fmt: skip
PREF_TALON_DEALT = {
    "en": "as the **talon**", "zh-Hans": "放在一旁", "zh-Hant": "作為底牌",
    "vi": "làm **talon**", "fi": "**leskeksi**", "fr": "forment le **talon**",
    "de": "als **Talon**",
}  # fmt: skip
PREF_TALON_TAKEN = {
    "en": "takes the 2 talon cards", "zh-Hans": "取 2 张底牌", "zh-Hant": "2 張底牌蓋著",
    "vi": "lấy 2 lá talon (", "fi": "ottaa lesken 2 korttia", "fr": "prend les 2 cartes du talon",
    "de": "2 Karten des Talons",
}  # fmt: skip
SCHNAPSEN_STOCK = {
    "en": "remaining 9 cards", "zh-Hans": "其余 9 张", "zh-Hant": "剩下的 9 張",
    "vi": "9 lá còn lại", "fi": "Loput 9 korttia", "fr": "9 cartes restantes",
    "de": "restlichen 9 Karten",
}  # fmt: skip
RULES = [
    ("french-tarot.md", TAROT_DISCARD, True),
    ("french-tarot.marseille.md", TAROT_DISCARD, True),
    ("french-tarot.md", TAROT_CHIEN, True),
    ("french-tarot.marseille.md", TAROT_CHIEN, True),
    ("preference.md", PREF_DISCARD, True),
    ("preference.md", PREF_TALON_DEALT, True),
    ("preference.md", PREF_TALON_TAKEN, False),
    ("schnapsen.md", SCHNAPSEN_STOCK, True),
]
#: Sentences end at . ; and, in Chinese, a clause at ，too ("底牌翻开给所有人看，…再…弃掉").
SENTENCE_END = re.compile(r"(?<=[。；;，])|(?<=\.)\s")


def sentences_with(text: str, marker: str) -> list[str]:
    return [s for line in text.splitlines() for s in SENTENCE_END.split(line) if marker in s]


@pytest.mark.parametrize("locale", sorted(FACE_UP))
@pytest.mark.parametrize(("name", "markers", "says_face_down"), RULES)
def test_face_down_rules_never_say_face_up(locale, name, markers, says_face_down):
    text = (ROOT / locale / "rules" / name).read_text(encoding="utf-8")
    found = sentences_with(text, markers[locale])
    assert found, f"{locale}/{name}: no sentence with {markers[locale]!r}"
    for sentence in found:
        wrong = [p for p in FACE_UP[locale] if p in sentence]
        assert not wrong, f"{locale}/{name} says face up ({wrong}) in: {sentence}"
    if says_face_down:  # the rule itself (its first statement) says face down
        assert any(p in found[0] for p in FACE_DOWN[locale]), (locale, name, found[0])


def test_back_down_in_chinese_is_caught():
    """The original bug: 背面朝下 (face up) for the Preference discard."""
    sentence = "数字合约的主打者暗取 2 张底牌，再背面朝下弃掉 2 张。"
    assert any(p in s for s in sentences_with(sentence, "弃掉 2 张") for p in FACE_UP["zh-Hans"])
