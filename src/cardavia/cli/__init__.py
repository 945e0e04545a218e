"""The ``cardavia`` command: ``parser`` declares the arguments, ``main`` runs the module of
``commands`` that owns the subcommand (one module per command). Imports stay lazy so --help
and --version are instant."""

from cardavia.cli.common import EXIT_BAD_INPUT, CliError
from cardavia.cli.main import main
from cardavia.cli.parser import build_parser

__all__ = ["EXIT_BAD_INPUT", "CliError", "build_parser", "main"]
