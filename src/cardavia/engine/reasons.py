"""Why an action is not allowed: a code and its arguments, worded by templates.

A :class:`Reason` is data: a stable ``code`` (kebab-case), the ``args`` a message needs (cards
and suits as record codes, bids and contracts as record action names, numbers as ints, phases
by name, seats as ints) and the ``game`` whose templates word it (``""`` for the reasons every
game shares). ``str(reason)`` is the English text, from the game's templates
(``games/<game>/reasons.py``, registered with :func:`register`); the table words the same code
through the Fluent catalogs instead (``tui/table/reasons.py``).

A template is either a ``str.format`` string over the arguments, or a function taking them as
keywords (for wording that derives something, such as a suit's name from a card). The
arguments a code takes are read from its template, so the codes and their arguments are
declared in one place.
"""

from __future__ import annotations

import contextlib
import inspect
import string
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

Arg = str | int
Template = str | Callable[..., str]


@dataclass(frozen=True, slots=True)
class Reason:
    """Why an action is not allowed. Built only when something is illegal."""

    code: str
    args: Mapping[str, Arg] = field(default_factory=dict)
    game: str = ""

    def __str__(self) -> str:
        return english(self)

    def __hash__(self) -> int:
        return hash((self.code, tuple(sorted(self.args.items())), self.game))


#: The reasons any game may give; a game may word them its own way.
COMMON_TEMPLATES: dict[str, Template] = {
    "deal-over": "the deal is over; no more actions are allowed",
    "not-held": "seat {seat} does not hold {card}",
    "unknown-action": "unknown action {action}",
}

_TEMPLATES: dict[str, Mapping[str, Template]] = {"": COMMON_TEMPLATES}


def arguments(template: Template) -> tuple[str, ...]:
    """The argument names a template takes, in order."""
    if isinstance(template, str):
        names = [f for _, f, _, _ in string.Formatter().parse(template) if f]
        return tuple(dict.fromkeys(names))
    return tuple(inspect.signature(template).parameters)


def declared(templates: Mapping[str, Template]) -> dict[str, tuple[str, ...]]:
    """``code`` -> the argument names its template takes."""
    return {code: arguments(template) for code, template in templates.items()}


#: Codes every game may give -> their argument names.
COMMON_REASONS: dict[str, tuple[str, ...]] = declared(COMMON_TEMPLATES)


def register(game: str, templates: Mapping[str, Template]) -> Callable[..., Reason]:
    """Register ``game``'s English templates (its own codes, and its wording of any common
    code); returns the builder its rules use: ``illegal("code", name=value, ...)``."""
    _TEMPLATES[game] = templates

    def illegal(code: str, **args: Arg) -> Reason:
        return Reason(code, args, game)

    return illegal


def _templates(game: str) -> Mapping[str, Template]:
    found = _TEMPLATES.get(game)
    if found is None and game:
        from cardavia.engine.registry import get_game

        with contextlib.suppress(KeyError):
            get_game(game)  # imports the game, whose rules register its templates
        found = _TEMPLATES.get(game)
    return found or {}


def english(reason: Reason) -> str:
    """The English text of ``reason``."""
    template = _templates(reason.game).get(reason.code) or COMMON_TEMPLATES.get(reason.code)
    if template is None:
        return reason.code + (f" {dict(reason.args)}" if reason.args else "")
    if isinstance(template, str):
        return template.format(**reason.args)
    return template(**reason.args)


__all__ = [
    "COMMON_REASONS",
    "COMMON_TEMPLATES",
    "Reason",
    "Template",
    "arguments",
    "declared",
    "english",
    "register",
]
