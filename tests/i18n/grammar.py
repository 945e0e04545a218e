"""The grammar arguments a language may use beyond English's placeholders.

- ``$<arg>_<form>``: a grammatical form of a suit name (``$suit_genitive``), declared as the
  attributes of the suit messages in that locale's traditions.ftl (see Catalog.forms).
- ``$person`` in log lines: "you" for your own seat, "other" otherwise, for verb agreement.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from fluent.syntax import FluentParser, ast

ROOT = Path(__file__).resolve().parents[2] / "locales"
#: Arguments the table passes as suit names (cardavia.tui.table.reasons.SUIT_ARGS and hints).
SUIT_ARGS = ("suit", "lowest", "trump")


@cache
def suit_forms(locale: str) -> frozenset[str]:
    """The attribute names every suit message of ``locale`` has (the same set for all)."""
    text = (ROOT / locale / "traditions.ftl").read_text(encoding="utf-8")
    sets = {
        entry.id.name: frozenset(a.id.name for a in entry.attributes)
        for entry in FluentParser().parse(text).body
        if isinstance(entry, ast.Message)
        and entry.id.name.startswith("suit-")
        and not entry.id.name.startswith("suit-label-")
    }
    found = set(sets.values())
    assert len(found) == 1, f"{locale}: suit messages have different forms: {sets}"
    return found.pop()


def base_arg(locale: str, message_id: str, name: str) -> str | None:
    """The English placeholder ``name`` stands for in ``locale`` (None: a grammar-only arg)."""
    if name == "person" and message_id.startswith(("log-", "sheet-")):
        return None
    for arg in SUIT_ARGS:
        for form in suit_forms(locale):
            if name == f"{arg}_{form}":
                return arg
    return name


def normalized(locale: str, message_id: str, names: set[str]) -> set[str]:
    out = {base_arg(locale, message_id, n) for n in names}
    out.discard(None)
    return out  # type: ignore[return-value]
