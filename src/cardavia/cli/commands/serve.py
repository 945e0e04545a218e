"""``cardavia serve``: the app in web browsers (the checks and the server are in serve/)."""

from __future__ import annotations

import argparse


def run(args: argparse.Namespace) -> int:
    from cardavia.serve.command import run_command

    return run_command(args)
