"""UI strings from Fluent catalogs (``locales/<tag>/*.ftl``).

A missing message falls back to English, never from Traditional to Simplified Chinese; in
tests ``strict=True`` turns any gap into an error so a catalog cannot silently lose a key.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle, FluentResource

from cardavia.i18n.locales import DEFAULT_LOCALE, LOCALES, locales_dir

CATALOG_FILES = ("ui.ftl", "traditions.ftl")


class MissingMessage(KeyError):
    """A message id absent from a catalog (raised only in strict mode)."""


@cache
def _bundle(locale: str, root: Path) -> FluentBundle:
    bundle = FluentBundle([locale], use_isolating=False)
    for name in CATALOG_FILES:
        path = root / locale / name
        if path.is_file():
            bundle.add_resource(FluentResource(path.read_text(encoding="utf-8")))
    return bundle


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
        return _bundle(self.locale, self.root).has_message(key.split(".")[0])

    def t(self, key: str, **args: Any) -> str:
        """The message ``key`` (or ``key.attribute``) formatted with ``args``."""
        message_id, _, attribute = key.partition(".")
        for locale in self._chain:
            bundle = _bundle(locale, self.root)
            if not bundle.has_message(message_id):
                if self.strict:
                    raise MissingMessage(f"{locale}: no message {message_id!r}")
                continue
            message = bundle.get_message(message_id)
            pattern = message.attributes.get(attribute) if attribute else message.value
            if pattern is None:
                if self.strict:
                    raise MissingMessage(f"{locale}: {key!r} has no such value or attribute")
                continue
            text, errors = bundle.format_pattern(pattern, args)
            if errors and self.strict:
                raise MissingMessage(f"{locale}: {key!r}: {errors[0]}")
            return str(text)
        return key
