"""Every message that shows a count has a plural selector on it, in every language that
inflects for number.

A count is found in English: a numeric placeholder followed by a counted noun
("{ $count } cards", "{ $number } are"), or one that English selects a plural on ("1 pt").
Labels ("Stock: { $count }") and ordinals ("Deal { $number }") are not counts. Chinese and
Vietnamese nouns do not inflect for number (the glossary: "3 bout", "3 张牌"), so they need no
selector; every other language does.
"""

import re
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast, visitor

from cardavia.i18n import LOCALES
from cardavia.i18n.catalog import CATALOG_FILES

ROOT = Path(__file__).resolve().parents[2] / "locales"
FILES = CATALOG_FILES
NO_PLURAL_FORMS = {"zh-Hans", "zh-Hant", "vi"}
NUMERIC = {
    "count", "cards", "points", "tricks", "bouts", "target", "size", "number", "amount", "minutes",
}  # fmt: skip
NOUNS = {
    "card", "cards", "trick", "tricks", "point", "points", "trump", "trumps", "bout", "bouts",
    "game", "games", "is", "are", "minute", "minutes",
}  # fmt: skip
COUNT = re.compile(r"\{ \$(\w+) \} (\w+)")


class _Selectors(visitor.Visitor):
    def __init__(self) -> None:
        self.on: set[str] = set()

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
        keys = {v.key.name for v in node.variants if isinstance(v.key, ast.Identifier)}
        if isinstance(node.selector, ast.VariableReference) and keys & {"one", "other"}:
            self.on.add(node.selector.id.name)
        self.generic_visit(node)


def _messages(locale: str) -> dict[str, ast.Message]:
    out = {}
    for name in FILES:
        resource = FluentParser().parse((ROOT / locale / name).read_text(encoding="utf-8"))
        out.update({e.id.name: e for e in resource.body if isinstance(e, ast.Message)})
    return out


def _selected(message: ast.Message) -> set[str]:
    found = _Selectors()
    found.visit(message)
    return found.on


def english_counts() -> dict[str, set[str]]:
    """message id -> the placeholders that count something, read from the English text (a
    noun after it, or an English plural selector on it)."""
    out: dict[str, set[str]] = {}
    for message_id, message in _messages("en").items():
        if _selected(message):  # English selects on it: a count ("{ $bouts } { $bouts -> ...")
            out[message_id] = set(_selected(message))
        for source in _sources(message):
            for var, noun in COUNT.findall(source):
                if var in NUMERIC and noun.lower() in NOUNS:
                    out.setdefault(message_id, set()).add(var)
    return out


def _sources(message: ast.Message) -> list[str]:
    from fluent.syntax import FluentSerializer

    return FluentSerializer().serialize_entry(message).splitlines()


def test_the_english_counts_are_found():
    counts = english_counts()
    assert counts["seat-cards"] == {"count"}
    assert counts["settle-schnapsen-closing"] == {"points", "tricks"}
    assert counts["hint-lead-draw-trumps"] == {"count", "number"}
    assert counts["table-taker-tricks"] == {"points", "bouts"}
    assert "table-stock" not in counts and "table-deal" not in counts


@pytest.mark.parametrize("locale", [loc for loc in LOCALES if loc not in NO_PLURAL_FORMS])
def test_every_count_has_a_plural_selector(locale):
    messages = _messages(locale)
    missing = {
        message_id: sorted(variables - _selected(messages[message_id]))
        for message_id, variables in english_counts().items()
        if variables - _selected(messages[message_id])
    }
    assert missing == {}


CATEGORIES = {"zero", "one", "two", "few", "many", "other"}


class _LiteralNumbers(visitor.Visitor):
    """Plural variants whose own text holds a digit ("[one] 1 trick")."""

    def __init__(self) -> None:
        self.found: list[str] = []

    def visit_SelectExpression(self, node: ast.SelectExpression) -> None:
        for variant in node.variants:
            if isinstance(variant.key, ast.Identifier) and variant.key.name in CATEGORIES:
                text = "".join(
                    e.value for e in variant.value.elements if isinstance(e, ast.TextElement)
                )
                if re.search(r"\d", text):
                    self.found.append(f"[{variant.key.name}] {text.strip()}")
        self.generic_visit(node)


@pytest.mark.parametrize("locale", LOCALES)
def test_no_plural_variant_writes_its_number_literally(locale):
    # A category is not a number: CLDR puts 0 in "one" in French (and Vietnamese in our babel),
    # so "[one] 1 trick" showed "1" for a defender with no trick. The variant says { $count }.
    found = {}
    for message_id, message in _messages(locale).items():
        literal = _LiteralNumbers()
        literal.visit(message)
        if literal.found:
            found[message_id] = literal.found
    assert found == {}


@pytest.mark.parametrize("locale", LOCALES)
def test_a_defender_with_no_trick_is_shown_with_0(locale):
    from cardavia.i18n import Catalog

    text = Catalog(locale, strict=True).t(
        "settle-preference-defender", seat="East", choice="Stay", tricks=0
    )
    assert "0" in text and "1" not in text


@pytest.mark.parametrize("locale", LOCALES)
def test_the_fast_plural_rules_are_babels(locale):
    # The scanner's own plural rules must pick the category fluent.runtime (babel) picks.
    from babel import Locale

    from cardavia.i18n.catalog import _PLURAL_RULES

    babel_rule = Locale.parse(locale.replace("-", "_")).plural_form
    assert [_PLURAL_RULES[locale](n) for n in range(1000)] == [babel_rule(n) for n in range(1000)]
