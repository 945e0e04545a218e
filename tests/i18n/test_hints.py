"""The hint's reasons: one message per explanation code in every locale, fitting 80 columns."""

import re
from itertools import product
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, FluentSerializer, ast
from rich.cells import cell_len
from tests.i18n.grammar import normalized

from cardavia.ai.common import CODES, Explanation
from cardavia.i18n import LOCALES, Catalog
from cardavia.tui.table.hints import hint_line

ROOT = Path(__file__).resolve().parents[2] / "locales"
#: The status line is one row of the felt, which has the whole width below 100 columns.
STATUS_WIDTH = 78


def hint_messages(locale):
    """hint-* message id -> its placeholders."""
    resource = FluentParser().parse((ROOT / locale / "table.ftl").read_text(encoding="utf-8"))
    serializer = FluentSerializer()
    out = {}
    for entry in resource.body:
        if isinstance(entry, ast.Message) and entry.id.name.startswith("hint-"):
            text = serializer.serialize_entry(entry)
            names = set(re.findall(r"\$([A-Za-z_][\w-]*)", text))
            out[entry.id.name] = normalized(locale, entry.id.name, names)
    return out


@pytest.mark.parametrize("locale", LOCALES)
def test_every_code_has_a_message_with_exactly_its_args(locale):
    messages = hint_messages(locale)
    expected = {f"hint-{code}": set(args) for code, args in CODES.items()}
    assert messages == expected


# The longest values each kind of arg takes, and the actions each code can explain.
CARDS = ["10S", "T18", "QH", "EX", "10C"]
SUITS = ["S", "H", "D", "C"]
TAROT_CARD_CODES = {
    "tarot-save-petit", "tarot-save-petit-partner", "tarot-excuse", "tarot-excuse-lead",
}  # fmt: skip
ACTIONS = {
    "tarot-bid": ["prise", "garde", "garde-sans", "garde-contre"],
    "tarot-pass": ["pass"],
    "tarot-chelem": ["chelem"],
    "tarot-no-chelem": ["no-chelem"],
    "tarot-poignee": ["poignee:" + ",".join(f"T{n}" for n in range(1, 16))],
    "schnapsen-exchange": ["exchange"],
    "schnapsen-marriage": ["marriage:QH", "marriage:KC"],
    "schnapsen-marriage-66": ["marriage:QH"],
    "schnapsen-close-trumps": ["close"],
    "schnapsen-close": ["close"],
    "pref-bid": ["1", "4"],
    "pref-hold": ["hold"],
    "pref-game": ["game:C", "game:S", "game:D"],
    "pref-hearts": ["hearts"],
    "pref-pass": ["pass"],
    "pref-pass-game": ["pass"],
    "pref-pass-top": ["pass"],
    "pref-discard": ["discard:10C"],
    "pref-trump": ["trump:C", "trump:S", "trump:D", "trump:H"],
    "pref-stay": ["stay"],
    "pref-drop": ["drop"],
    "pref-invite": ["invite"],
    "pref-alone": ["alone"],
    "pref-no-aces": ["no-aces"],
}
EVERY_ACTION = sorted({a for actions in ACTIONS.values() for a in actions} | {*CARDS})


def games_of(code):
    if code.startswith("tarot-"):
        return [("french-tarot", "french"), ("french-tarot", "marseille")]
    if code.startswith("schnapsen-"):
        return [("schnapsen", "wiener-bild")]
    if code.startswith("pref-"):
        return [("preference", "wiener-bild")]
    return [
        ("french-tarot", "french"),
        ("french-tarot", "marseille"),
        ("preference", "wiener-bild"),
    ]


def arg_values(code, name):
    if name == "card":
        return CARDS
    if name == "suit":
        return SUITS
    if name == "contract":
        return ["garde-contre", "garde-sans", "prise"]
    if name == "count":
        return [1, 2, 15]
    return [88]


def worst_line(catalog, code):
    if code in ACTIONS:
        actions = ACTIONS[code]
    elif code in ("only-legal", "keeps-strongest") or code.startswith("discard"):
        actions = EVERY_ACTION
    elif code.startswith("tarot-discard"):
        actions = ["discard:10S", "discard:T20", "discard:QH"]
    else:
        actions = CARDS
    names = CODES[code]
    worst = ""
    for (game, tradition), action in product(games_of(code), actions):
        for values in product(*(arg_values(code, n) for n in names)):
            why = Explanation(code, dict(zip(names, values, strict=True)))
            line = hint_line(catalog, game, tradition, action, why)
            if cell_len(line) > cell_len(worst):
                worst = line
    return worst


@pytest.mark.parametrize("locale", LOCALES)
def test_the_whole_hint_line_fits_the_status_line_at_80_columns(locale):
    catalog = Catalog(locale, strict=True)
    too_long = {}
    for code in CODES:
        line = worst_line(catalog, code)
        assert "{" not in line and line.strip()
        if cell_len(line) > STATUS_WIDTH:
            too_long[code] = (cell_len(line), line)
    assert too_long == {}
