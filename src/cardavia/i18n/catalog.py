"""UI strings from Fluent catalogs (``locales/<tag>/*.ftl``).

A missing message falls back to English, never from Traditional to Simplified Chinese; in
tests ``strict=True`` turns any gap into an error so a catalog cannot silently lose a key.

Startup speed: most messages are one line of text with ``{ $variable }`` placeables, or a
plural selector on one variable whose variants are such lines. Those are read by a small
scanner here and formatted directly, which keeps ``fluent.runtime`` (and babel,
which it imports) off the startup path. Everything else, and any call whose arguments Fluent
would format itself (numbers other than small non-negative integers, dates, ...), goes
through ``fluent.runtime``, imported on first need. The scanner only ever claims a message it
can read exactly as Fluent does; strict mode checks every fast result against Fluent.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from cardavia.i18n.locales import DEFAULT_LOCALE, LOCALES, locales_dir

if TYPE_CHECKING:
    from fluent.runtime import FluentBundle

CATALOG_FILES = ("ui.ftl", "traditions.ftl", "table.ftl", "serve.ftl")


class MissingMessage(KeyError):
    """A message id absent from a catalog (raised only in strict mode)."""


class Inflected(str):
    """A word (a suit name) with the grammatical forms its language's sentences need.

    ``Catalog.t(key, suit=Inflected("pata", {"genitive": "padan"}))`` gives the message
    ``$suit`` and ``$suit_genitive``: the forms are data in the catalogs (attributes of the
    word's message, see ``Catalog.forms``), never endings glued on in code or in a message.
    """

    forms: Mapping[str, str]

    def __new__(cls, text: str, forms: Mapping[str, str] | None = None) -> Inflected:
        word = super().__new__(cls, text)
        word.forms = dict(forms or {})
        return word


def _with_forms(args: dict[str, Any]) -> dict[str, Any]:
    """``args`` plus ``name_form`` for every form of every Inflected value."""
    extra = {
        f"{name}_{form}": text
        for name, value in args.items()
        if isinstance(value, Inflected)
        for form, text in value.forms.items()
    }
    return {**args, **extra} if extra else args


@cache
def _bundle(locale: str, root: Path) -> FluentBundle:
    from fluent.runtime import FluentBundle, FluentResource

    bundle = FluentBundle([locale], use_isolating=False)
    for name in CATALOG_FILES:
        path = root / locale / name
        if path.is_file():
            bundle.add_resource(FluentResource(path.read_text(encoding="utf-8")))
    return bundle


# -- the fast path ---------------------------------------------------------------------------
# A Fluent entry starts on a line beginning with a letter (message), "-" (term) or "#"
# (comment); anything else at the start of a line belongs to the entry above or is junk.
_ENTRY_START = re.compile(r"[a-zA-Z#-]")
_MESSAGE_HEAD = re.compile(r"([a-zA-Z][a-zA-Z0-9_-]*) *=")
_PLACEABLE = re.compile(r"\{ *\$([a-zA-Z][a-zA-Z0-9_-]*) *\}")
_MAX_PARTS = 1000  # fluent.runtime's limits (Pattern.MAX_PARTS, MAX_PART_LENGTH)
_MAX_PART_LENGTH = 2500

#: A simple message: text, variable, text, ..., text (always an odd number of parts).
Parts = tuple[str, ...]
_SELECT_HEAD = re.compile(r"\{ *\$([a-zA-Z][a-zA-Z0-9_-]*) *-> *$")
_VARIANT = re.compile(r" +(\*?)\[(zero|one|two|few|many|other)\] ?(.*)$")
_SELECT_END = re.compile(r" *\} *$")


class _Plural(NamedTuple):
    """``{ $var -> [one] ... *[other] ... }`` as a whole message, each variant a simple line."""

    var: str
    variants: dict[str, Parts]
    default: str


#: CLDR plural category of a whole number n >= 0, for the locales whose rule we know; the
#: strict mode checks every result against fluent.runtime (babel's CLDR data).
_PLURAL_RULES: dict[str, Callable[[int], str]] = {
    "en": lambda n: "one" if n == 1 else "other",
    "fi": lambda n: "one" if n == 1 else "other",
    "de": lambda n: "one" if n == 1 else "other",
    "fr": lambda n: "one" if n in (0, 1) else "other",
    "vi": lambda n: "one" if n in (0, 1) else "other",  # babel's CLDR data, not "other" only
    "zh-Hans": lambda n: "other",
    "zh-Hant": lambda n: "other",
}


class _Scan(NamedTuple):
    """The messages of one locale, split into what we format and what Fluent decides."""

    simple: dict[str, Parts]
    plural: dict[str, _Plural]
    #: Ids whose first entry is not a single line of text and variables (multiline values,
    #: attributes, selectors, references, syntax errors...): fluent.runtime handles them.
    complex: frozenset[str]
    #: A file we do not scan at all (a lone CR): the whole locale goes through Fluent.
    opaque: bool


def _simple_parts(value: str) -> Parts | None:
    """The parts of a one-line pattern, or None if it is more than text and ``{ $var }``."""
    value = value.lstrip(" ").rstrip(" ")  # Fluent skips blanks after "=", trims the end
    if not value:
        return None
    parts = tuple(_PLACEABLE.split(value))
    if len(parts) > _MAX_PARTS:
        return None
    for text in parts[::2]:
        if "{" in text or "}" in text or len(text) > _MAX_PART_LENGTH:
            return None
    return parts


def _plural_message(value: str, lines: list[str]) -> _Plural | None:
    """A whole-message plural selector whose variants are simple lines, or None."""
    head = _SELECT_HEAD.match(value.strip(" "))
    if head is None or not lines or not _SELECT_END.match(lines[-1]):
        return None
    variants: dict[str, Parts] = {}
    default = ""
    for line in lines[:-1]:
        variant = _VARIANT.match(line)
        if variant is None or variant.group(2) in variants:
            return None
        parts = _simple_parts(variant.group(3))
        if parts is None:
            return None
        variants[variant.group(2)] = parts
        if variant.group(1):
            if default:
                return None
            default = variant.group(2)
    if not default:
        return None
    return _Plural(head.group(1), variants, default)


def _scan_file(
    text: str, simple: dict[str, Parts], plural: dict[str, _Plural], complex_: set[str]
) -> bool:
    """Add the messages of one .ftl file (first definition wins, as in FluentBundle)."""
    text = text.replace("\r\n", "\n")
    if "\r" in text:
        return False
    lines = text.split("\n")
    count = len(lines)
    i = 0
    while i < count:
        line = lines[i]
        i += 1
        head = _MESSAGE_HEAD.match(line)
        if head is None:
            continue  # a comment, a term, a line of some entry above, or junk
        # The entry runs to the next line that could start an entry; any non-blank line
        # before that makes it more than a one-line message.
        single = True
        body = []
        while i < count and not _ENTRY_START.match(lines[i]):
            if lines[i].strip(" "):
                single = False
                body.append(lines[i])
            i += 1
        message_id = head.group(1)
        if message_id in simple or message_id in plural or message_id in complex_:
            continue
        value = line[head.end() :]
        parts = _simple_parts(value) if single else None
        if parts is not None:
            simple[message_id] = parts
            continue
        selector = None if single else _plural_message(value, body)
        if selector is None:
            complex_.add(message_id)
        else:
            plural[message_id] = selector
    return True


@cache
def _scan(locale: str, root: Path) -> _Scan:
    simple: dict[str, Parts] = {}
    plural: dict[str, _Plural] = {}
    complex_: set[str] = set()
    opaque = False
    if locale not in _PLURAL_RULES:
        plural_sink: dict[str, _Plural] = {}  # rule unknown here: Fluent decides
    else:
        plural_sink = plural
    for name in CATALOG_FILES:
        path = root / locale / name
        if path.is_file() and not _scan_file(
            path.read_text(encoding="utf-8"), simple, plural_sink, complex_
        ):
            opaque = True
    complex_.update(plural_sink.keys() - plural.keys())
    return _Scan(simple, plural, frozenset(complex_), opaque)


_NO_VALUE = object()


def _format_simple(parts: Parts, args: dict[str, Any]) -> str | None:
    """``parts`` filled with ``args``; None when Fluent must format an argument itself."""
    if len(parts) == 1:
        return parts[0]
    out = [parts[0]]
    for index in range(1, len(parts), 2):
        value = args.get(parts[index], _NO_VALUE)
        if isinstance(value, str):
            if len(value) > _MAX_PART_LENGTH:
                return None
        elif type(value) is int and 0 <= value < 1000:
            value = str(value)  # what NUMBER() gives in every one of our locales
        else:
            return None  # missing, negative, large, float, date...: Fluent's rules apply
        out.append(value)
        out.append(parts[index + 1])
    return "".join(out)


def _format_plural(locale: str, selector: _Plural, args: dict[str, Any]) -> str | None:
    """The variant for ``args[selector.var]``, filled; None when Fluent must decide."""
    value = args.get(selector.var)
    if type(value) is not int or not 0 <= value < 1000:
        return None
    category = _PLURAL_RULES[locale](value)
    parts = selector.variants.get(category, selector.variants[selector.default])
    return _format_simple(parts, args)


class Catalog:
    """``t("key", name=value)`` in one locale, with English as the only fallback."""

    def __init__(self, locale: str, strict: bool = False, root: Path | None = None) -> None:
        if locale not in LOCALES:
            raise ValueError(f"unknown locale {locale!r}")
        self.locale = locale
        self.strict = strict
        self.root = root or locales_dir()
        self._chain = [locale] if locale == DEFAULT_LOCALE else [locale, DEFAULT_LOCALE]

    def has(self, key: str) -> bool:
        message_id = key.split(".")[0]
        scan = _scan(self.locale, self.root)
        if message_id in scan.simple or message_id in scan.plural:
            return True
        if scan.opaque or message_id in scan.complex:
            return _bundle(self.locale, self.root).has_message(message_id)
        return False

    def forms(self, key: str) -> dict[str, str]:
        """The attributes of message ``key`` in this locale (its grammatical forms), formatted.

        No fallback: another language's forms would be wrong here.
        """
        scan = _scan(self.locale, self.root)
        if key in scan.simple or key in scan.plural:
            return {}  # a one-line message or a plain selector has no attributes
        if not (scan.opaque or key in scan.complex):
            return {}
        bundle = _bundle(self.locale, self.root)
        if not bundle.has_message(key):
            return {}
        message = bundle.get_message(key)
        out = {}
        for name, pattern in message.attributes.items():
            text, errors = bundle.format_pattern(pattern, {})
            if errors and self.strict:
                raise MissingMessage(f"{self.locale}: {key}.{name}: {errors[0]}")
            out[name] = str(text)
        return out

    def t(self, key: str, /, **args: Any) -> str:
        """The message ``key`` (or ``key.attribute``) formatted with ``args``."""
        message_id, _, attribute = key.partition(".")
        args = _with_forms(args)
        for locale in self._chain:
            scan = _scan(locale, self.root)
            parts = scan.simple.get(message_id)
            selector = scan.plural.get(message_id) if parts is None else None
            if parts is not None or selector is not None:
                if attribute:  # a one-line message or a plain selector has no attributes
                    if self.strict:
                        raise MissingMessage(f"{locale}: {key!r} has no such value or attribute")
                    continue
                text = (
                    _format_simple(parts, args)
                    if parts is not None
                    else _format_plural(locale, selector, args)  # type: ignore[arg-type]
                )
                if text is not None:
                    if self.strict:
                        self._check_against_fluent(locale, message_id, args, text)
                    return text
            elif not (scan.opaque or message_id in scan.complex):
                if self.strict:
                    raise MissingMessage(f"{locale}: no message {message_id!r}")
                continue
            found, text = self._fluent(locale, key, message_id, attribute, args)
            if found:
                return text
        return key

    def _fluent(
        self, locale: str, key: str, message_id: str, attribute: str, args: dict[str, Any]
    ) -> tuple[bool, str]:
        bundle = _bundle(locale, self.root)
        if not bundle.has_message(message_id):
            if self.strict:
                raise MissingMessage(f"{locale}: no message {message_id!r}")
            return False, ""
        message = bundle.get_message(message_id)
        pattern = message.attributes.get(attribute) if attribute else message.value
        if pattern is None:
            if self.strict:
                raise MissingMessage(f"{locale}: {key!r} has no such value or attribute")
            return False, ""
        text, errors = bundle.format_pattern(pattern, args)
        if errors and self.strict:
            raise MissingMessage(f"{locale}: {key!r}: {errors[0]}")
        return True, str(text)

    def _check_against_fluent(
        self, locale: str, message_id: str, args: dict[str, Any], text: str
    ) -> None:
        found, expected = self._fluent(locale, message_id, message_id, "", args)
        if not found or text != expected:
            raise AssertionError(
                f"{locale}: {message_id!r} reads {text!r} here but {expected!r} in fluent.runtime"
            )
