"""The complete rules of each game per locale, told with a tradition's card names."""

from __future__ import annotations

from pathlib import Path

from cardavia.i18n.locales import LOCALES, locales_dir
from cardavia.traditions import TRADITIONS


class RulesNotFound(LookupError):
    """No rules document for that game / locale / tradition."""


def rules_filename(game: str, tradition: str | None = None) -> str:
    """``<game>.<tradition>.md`` for a tradition that renames what the game's rules text talks
    about (cards, suits, trumps: the spec's ``rules_traditions``, e.g. French Tarot under
    Tarot de Marseille), else ``<game>.md``."""
    from cardavia.engine.registry import get_game

    try:
        own = get_game(game).rules_traditions
    except KeyError:
        own = ()
    if tradition is not None and tradition in own:
        return f"{game}.{tradition}.md"
    return f"{game}.md"


def rules_document(
    game: str, locale: str, tradition: str | None = None, root: Path | None = None
) -> str:
    """The Markdown rules of ``game`` in ``locale`` under ``tradition`` (default: its first)."""
    from cardavia.engine.registry import get_game

    if locale not in LOCALES:
        raise RulesNotFound(f"unknown locale {locale!r}")
    try:
        played_with = get_game(game).traditions
    except KeyError as exc:
        raise RulesNotFound(exc.args[0]) from None
    tradition = tradition or played_with[0]
    if tradition not in TRADITIONS:
        raise RulesNotFound(f"unknown tradition {tradition!r}")
    if tradition not in played_with:
        raise RulesNotFound(f"{TRADITIONS[tradition].name} does not play {game}")
    path = (root or locales_dir()) / locale / "rules" / rules_filename(game, tradition)
    try:
        return path.read_text(encoding="utf-8")
    except OSError:
        raise RulesNotFound(f"no {locale} rules for {game} ({path})") from None
