"""Locales: choosing one, UI strings from Fluent catalogs, and the rules documents."""

from __future__ import annotations

from cardavia.i18n.catalog import Catalog, Inflected, MissingMessage
from cardavia.i18n.locales import (
    DEFAULT_LOCALE,
    LOCALE_NAMES,
    LOCALES,
    choose_locale,
    locales_dir,
    normalize_tag,
)
from cardavia.i18n.rules import RulesNotFound, rules_document, rules_filename

__all__ = [
    "DEFAULT_LOCALE",
    "LOCALES",
    "LOCALE_NAMES",
    "Catalog",
    "Inflected",
    "MissingMessage",
    "RulesNotFound",
    "choose_locale",
    "locales_dir",
    "normalize_tag",
    "rules_document",
    "rules_filename",
]
