"""``cardavia`` with no command: the app, or a table directly with ``--game``."""

from __future__ import annotations

import argparse
import sys

from cardavia.cli.common import CliError, check_game_tradition


def run(args: argparse.Namespace) -> int:
    return cmd_app(args.lang, args.game, args.tradition, args.seed)


def cmd_app(
    lang: str | None,
    game: str | None = None,
    tradition: str | None = None,
    seed: int | None = None,
) -> int:
    table = None
    if game is not None or tradition is not None or seed is not None:
        if game is None:
            raise CliError("--tradition and --seed open a table: give --game too")
        check_game_tradition(game, tradition)
        table = (game, tradition, seed)
    if not sys.stdout.isatty() or not sys.stdin.isatty():
        raise CliError(
            "the app needs an interactive terminal; see 'cardavia --help' for the commands "
            "that work without one"
        )
    from cardavia.tui.app import run_app

    return run_app(lang, table)
