"""``cardavia rules GAME``: the complete rules, rendered in a terminal, Markdown when piped."""

from __future__ import annotations

import argparse
import sys

from cardavia.cli.common import CliError, check_game_tradition, error


def run(args: argparse.Namespace) -> int:
    return cmd_rules(args.game, args.rules_lang or args.lang, args.tradition)


def cmd_rules(game: str, lang: str | None, tradition: str | None) -> int:
    from cardavia.i18n import RulesNotFound, choose_locale, rules_document
    from cardavia.settings import load_settings

    check_game_tradition(game, tradition)
    settings, problem = load_settings()  # the app also reports it at its next start
    if problem:
        error(problem)
    locale, warning = choose_locale(lang, settings.language)
    if warning:
        error(warning)
    try:
        text = rules_document(game, locale, tradition)
    except RulesNotFound as exc:
        raise CliError(str(exc)) from None
    if sys.stdout.isatty():
        from rich.console import Console
        from rich.markdown import Markdown

        Console().print(Markdown(text))
    else:
        sys.stdout.write(text if text.endswith("\n") else text + "\n")
    return 0
