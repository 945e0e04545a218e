"""UI catalogs: same ids and placeholders as English, every message formats, no fallbacks."""

import re
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, FluentSerializer, ast
from tests.i18n.grammar import base_arg, normalized

from cardavia.i18n import LOCALES, Catalog, MissingMessage, choose_locale, normalize_tag

ROOT = Path(__file__).resolve().parents[2] / "locales"
FILES = ("ui.ftl", "traditions.ftl", "table.ftl", "serve.ftl")


def _messages(locale: str, name: str) -> dict[str, set[str]]:
    """Message id -> the placeholders used anywhere in it (value and attributes)."""
    resource = FluentParser().parse((ROOT / locale / name).read_text(encoding="utf-8"))
    junk = [entry for entry in resource.body if isinstance(entry, ast.Junk)]
    assert not junk, f"{locale}/{name}: syntax error near {junk[0].content[:60]!r}"
    out = {}
    serializer = FluentSerializer()
    for entry in resource.body:
        if isinstance(entry, ast.Message):
            text = serializer.serialize_entry(entry)
            names = set(re.findall(r"\$([A-Za-z_][\w-]*)", text))
            out[entry.id.name] = normalized(locale, entry.id.name, names)
    return out


def _raw_placeholders(locale: str, name: str) -> dict[str, set[str]]:
    resource = FluentParser().parse((ROOT / locale / name).read_text(encoding="utf-8"))
    serializer = FluentSerializer()
    return {
        entry.id.name: set(re.findall(r"\$([A-Za-z_][\w-]*)", serializer.serialize_entry(entry)))
        for entry in resource.body
        if isinstance(entry, ast.Message)
    }


@pytest.mark.parametrize("locale", [loc for loc in LOCALES if loc != "en"])
@pytest.mark.parametrize("name", FILES)
def test_catalog_has_the_same_ids_and_placeholders_as_english(locale, name):
    english = _messages("en", name)
    other = _messages(locale, name)
    assert sorted(set(english) - set(other)) == [], "missing ids"
    assert sorted(set(other) - set(english)) == [], "extra ids"
    mismatched = {k: (english[k], other[k]) for k in english if english[k] != other[k]}
    assert mismatched == {}


SAMPLE_ARGS = {
    "name": "Suomi", "cards": 78, "game": "Schnapsen", "tradition": "Wiener Bild",
    "query": "bout", "index": 1, "count": 3, "tag": "xx", "value": 50, "detail": "x",
    "min_width": 80, "min_height": 24, "width": 60, "height": 20, "number": 21,
    "numeral": "XXI", "title": "Le Monde", "seat": "East", "contract": "Garde", "points": 20,
    "suit": "hearts", "action": "Pass", "total": "+20", "score": "+10",
    "you": 5, "them": 3, "opponent": "North", "level": 2, "card": "K♠", "totals": "You 0",
    "scores": "You −30", "pool": 90, "speed": 60, "path": "/tmp/x", "multiplier": 2, "base": 58,
    "bouts": 2, "target": 41, "diff": 4, "made": "yes", "side": "the taker", "kind": "x",
    "amount": 58, "seats": "East", "payer": "You", "payee": "the pool", "item": "x",
    "choice": "Stay", "tricks": 3, "reason": "x", "size": 10,
    "phase": "the auction", "bid": "Garde", "next": 3, "lowest": "spades", "trump": "hearts",
    "options": "Bid 2, Bid 3", "minutes": 30,
    "summary": "Schnapsen", "folder": "/tmp/records", "shown": 1000, "won": 4, "lost": 8,
    "rate": "33 %", "percent": 33, "mean": "+1.5", "month": "2026-11", "list": "none",
    "twenty": 1, "forty": 0, "set": 1, "paid": 10, "taken": 20, "window": 20,
    "standings": "You 5", "deal": "Deal 3", "failed": 1, "file": "x.json",
    "address": "192.168.1.20:8765", "code": "K7PQ-2M", "message": "x", "text": "hello",
    "example": "192.168.1.20:8765",
    "trick": 3, "cost": "8 points", "low": "3", "high": "13", "par": "+12", "bids": "West Pass",
    "done": 2, "first": 3, "last": 5,
}  # fmt: skip
# cardavia review's report (the command line).
SAMPLE_ARGS |= {
    "deals": 4, "chosen": "K♠", "best": "7♠", "cost": "2.5 points", "low": "1.5", "high": "3.5",
    "par": "+12",
}  # fmt: skip


@pytest.mark.parametrize("locale", LOCALES)
def test_every_message_formats_without_errors_in_strict_mode(locale):
    catalog = Catalog(locale, strict=True)
    for name in FILES:
        for message_id, placeholders in _raw_placeholders(locale, name).items():
            for person in ("you", "other"):
                args = {
                    p: person if base_arg(locale, message_id, p) is None
                    else SAMPLE_ARGS[base_arg(locale, message_id, p)]
                    for p in placeholders
                }  # fmt: skip
                text = catalog.t(message_id, **args)
                assert text.strip() and "{" not in text, (message_id, text)


def test_strict_mode_fails_loudly_and_normal_mode_falls_back_to_english_only():
    with pytest.raises(MissingMessage):
        Catalog("fi", strict=True).t("no-such-message")
    assert Catalog("zh-Hant").t("no-such-message") == "no-such-message"


def test_a_gap_in_traditional_chinese_falls_back_to_english_never_simplified(tmp_path):
    for locale, text in (("en", "Rules"), ("zh-Hans", "规则"), ("zh-Hant", "")):
        (tmp_path / locale).mkdir()
        (tmp_path / locale / "ui.ftl").write_text(f"rules = {text}\n" if text else "")
    assert Catalog("zh-Hant", root=tmp_path).t("rules") == "Rules"
    assert Catalog("zh-Hans", root=tmp_path).t("rules") == "规则"


@pytest.mark.parametrize(
    ("tag", "expected"),
    [
        ("zh_TW.UTF-8", "zh-Hant"), ("zh-HK", "zh-Hant"), ("zh-Hant", "zh-Hant"),
        ("zh_CN.UTF-8", "zh-Hans"), ("zh", "zh-Hans"), ("zh-SG", "zh-Hans"),
        ("fi_FI.UTF-8", "fi"), ("vi-VN", "vi"), ("EN", "en"), ("C", None),
        ("", None), ("fr_FR.UTF-8", "fr"), ("fr-CA", "fr"), ("fr_BE@euro", "fr"),
        ("de_DE", "de"), ("de_AT.UTF-8", "de"), ("de-CH", "de"), ("ja_JP", None),
    ],
)  # fmt: skip
def test_language_tags_and_posix_locales_map_to_our_locales(tag, expected):
    assert normalize_tag(tag) == expected


def test_locale_precedence_cli_then_settings_then_environment():
    env = {"LANG": "fi_FI.UTF-8"}
    assert choose_locale("vi", "zh-Hans", env) == ("vi", None)
    assert choose_locale(None, "zh-Hans", env) == ("zh-Hans", None)
    assert choose_locale(None, None, env) == ("fi", None)
    assert choose_locale(None, None, {"LANG": "C.UTF-8"}) == ("en", None)
    locale, warning = choose_locale("tlh", None, env)
    assert locale == "en" and "unknown language 'tlh'" in warning


@pytest.mark.parametrize("locale", LOCALES)
def test_the_fast_plural_path_agrees_with_fluent_for_every_count(locale):
    """Strict mode checks each fast result against fluent.runtime (babel's CLDR rules)."""
    from cardavia.i18n.catalog import _scan
    from cardavia.i18n.locales import locales_dir

    catalog = Catalog(locale, strict=True)
    scan = _scan(locale, locales_dir())
    selectors = scan.plural
    # The first screen's only count stays off Fluent (a plain line where nouns do not inflect).
    assert "home-cards" in selectors or "home-cards" in scan.simple
    raw = {}
    for name in FILES:
        raw.update(_raw_placeholders(locale, name))
    for message_id, selector in selectors.items():
        for n in [*range(0, 25), 100, 101, 111, 999]:
            args = {p: SAMPLE_ARGS[p] for p in raw[message_id]}
            args[selector.var] = n
            assert str(n) in catalog.t(message_id, **args), (message_id, n)


@pytest.mark.parametrize("locale", LOCALES)
def test_every_game_has_its_name_for_running_text(locale):
    # A sentence names the game as the glossary's "in running text" column has it (法国塔罗,
    # Tarot Pháp); titles (headers, menus) keep "French Tarot".
    from cardavia.engine.registry import game_ids

    catalog = Catalog(locale, strict=True)
    for game in game_ids():
        name = catalog.t(f"game-{game}-in-text")
        assert name and name in catalog.t("resume-ask", game=name)
    expected = {"zh-Hans": "法国塔罗", "zh-Hant": "法國塔羅", "vi": "Tarot Pháp"}
    if locale in expected:
        assert catalog.t("game-french-tarot-in-text") == expected[locale]
