"""``cardavia rules GAME``: the complete rules, rendered in a terminal, Markdown when piped."""

from __future__ import annotations

import argparse
import sys

from cardavia.cli.common import CliError, check_game_tradition, error


def run(args: argparse.Namespace) -> int:
    lang = args.rules_lang if args.rules_lang is not None else args.lang
    return cmd_rules(args.game, lang, args.tradition)


def cmd_rules(game: str, lang: str | None, tradition: str | None) -> int:
    from cardavia.i18n import RulesNotFound, choose_locale, rules_document
    from cardavia.settings import load_settings

    check_game_tradition(game, tradition)
    if lang is not None:  # asked for by name: a language we do not have is bad input
        _, warning = choose_locale(lang or "?", None, {})
        if warning:
            raise CliError(warning.removesuffix("; using English"))
    settings, problem = load_settings()  # the app also reports it at its next start
    if problem:
        error(problem)
    locale, _ = choose_locale(lang, settings.language)
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
