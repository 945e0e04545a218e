"""What every command shares: the bad-input error, one-line messages, and the checks of a
game and a tradition given on the command line (asking the registry, never a list of ids)."""

from __future__ import annotations

import contextlib
import sys
from typing import TYPE_CHECKING

from cardavia.engine.text import visible

if TYPE_CHECKING:
    from cardavia.engine.registry import GameSpec

EXIT_BAD_INPUT = 2


class CliError(Exception):
    """Bad input from the user: printed as one clear message, exit status 2."""


def error(message: str) -> None:
    """One line on stderr; text from files is already escaped, this also caps its length."""
    with contextlib.suppress(OSError, ValueError):  # stderr gone: the exit status still tells
        print(f"cardavia: {visible(message, 2000)}", file=sys.stderr, flush=True)


def game_spec(game: str) -> GameSpec:
    """The spec of ``game``; an unknown id is bad input."""
    from cardavia.engine.registry import get_game

    try:
        return get_game(game)
    except KeyError as exc:
        raise CliError(exc.args[0]) from None


def check_game(game: str | None) -> None:
    if game is not None:
        game_spec(game)


def check_game_tradition(game: str, tradition: str | None) -> None:
    """``--tradition`` must be a known deck, and one ``game`` is played with (its spec's
    ``traditions``)."""
    from cardavia.traditions import TRADITIONS

    spec = game_spec(game)
    if tradition is None:
        return
    if tradition not in TRADITIONS:
        raise CliError(f"unknown tradition {tradition!r}; traditions: {', '.join(TRADITIONS)}")
    if tradition not in spec.traditions:
        raise CliError(
            f"{TRADITIONS[tradition].name} does not play {spec.title}; "
            f"use --tradition {' or '.join(spec.traditions)}"
        )


def json_text(value: object) -> str:
    """``value`` as one line of JSON, non-ASCII text as itself; a lone surrogate (a file name
    that is not UTF-8, a ``"\\ud800"`` read from a file) as its ``\\u`` escape, which any
    terminal or pipe can take."""
    import json
    import re

    text = json.dumps(value, ensure_ascii=False)
    return re.sub("[\ud800-\udfff]", lambda m: f"\\u{ord(m[0]):04x}", text)


def note_pending(pending: int) -> None:
    """Say that the listing misses files another Cardavia process kept the index from taking
    in (it holds the index locked while it writes)."""
    if pending:
        error(
            f"the history index is busy (another Cardavia is writing it): {pending} record "
            f"file{'s are' if pending != 1 else ' is'} not counted here yet; try again shortly"
        )
