"""Which locales exist, where their files live, and how a tag or $LANG maps to one."""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

#: Each language named in itself, as the language menu shows it.
LOCALE_NAMES: dict[str, str] = {
    "en": "English",
    "zh-Hans": "简体中文",
    "zh-Hant": "繁體中文",
    "vi": "Tiếng Việt",
    "fi": "Suomi",
    "fr": "Français",
    "de": "Deutsch",
}
LOCALES = tuple(LOCALE_NAMES)
DEFAULT_LOCALE = "en"

_HANT_REGIONS = {"tw", "hk", "mo"}


def locales_dir() -> Path:
    """The locales folder: inside the installed package, or at the root of a checkout."""
    here = Path(__file__).resolve().parent.parent  # .../cardavia
    packaged = here / "locales"
    if packaged.is_dir():
        return packaged
    return here.parent.parent / "locales"


def normalize_tag(tag: str) -> str | None:
    """The supported locale for a BCP 47 tag or POSIX locale name, or None.

    ``zh-TW``/``zh_HK``/``zh-Hant`` -> zh-Hant; every other Chinese -> zh-Hans;
    ``en_US.UTF-8`` -> en; ``fi-FI`` -> fi; ``fr_FR``/``fr-CA`` -> fr; ``de_AT``/``de-DE`` -> de.
    Case and ``_``/``-`` do not matter.
    """
    if not tag:
        return None
    clean = tag.split(".")[0].split("@")[0].replace("_", "-").strip().lower()
    if not clean or clean in ("c", "posix"):
        return None
    parts = clean.split("-")
    language = parts[0]
    if language == "zh":
        rest = set(parts[1:])
        if "hant" in rest or (rest & _HANT_REGIONS and "hans" not in rest):
            return "zh-Hant"
        return "zh-Hans"
    for locale in LOCALES:
        if locale.lower() == language:
            return locale
    return None


def choose_locale(
    cli_tag: str | None, settings_tag: str | None, environ: Mapping[str, str] | None = None
) -> tuple[str, str | None]:
    """The locale to use and, if a given tag was not understood, a warning to show.

    Order: ``--lang``, then the settings, then $LANGUAGE / $LC_ALL / $LC_MESSAGES / $LANG,
    then English.
    """
    env = os.environ if environ is None else environ
    warning = None
    if cli_tag:
        found = normalize_tag(cli_tag)
        if found:
            return found, None
        warning = (
            f"unknown language {cli_tag!r}; available: "
            + ", ".join(f"{tag} ({name})" for tag, name in LOCALE_NAMES.items())
            + "; using English"
        )
        return DEFAULT_LOCALE, warning
    if settings_tag and settings_tag in LOCALES:
        return settings_tag, None
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(var, "")
        for candidate in value.split(":"):
            found = normalize_tag(candidate)
            if found:
                return found, None
    return DEFAULT_LOCALE, warning
