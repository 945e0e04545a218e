"""``cardavia join ADDRESS:PORT CODE``: sit down at a friend's table (the app as its client)."""

from __future__ import annotations

import argparse
import sys

from cardavia.cli.common import CliError


def run(args: argparse.Namespace) -> int:
    from cardavia.engine.text import visible
    from cardavia.tui.friends import check_address, check_code, run_join_app

    address = check_address(args.address)
    if address is None:
        raise CliError(
            f"{visible(args.address, 60)!r} is not an address: write it as the invitation "
            "does, HOST:PORT (such as 192.168.1.20:8765)"
        )
    code = check_code(args.code)
    if code is None:
        raise CliError(
            f"{visible(args.code, 30)!r} is not an invitation code: it looks like K7PQ-2M"
        )
    if args.seat is not None and not 1 <= args.seat <= 16:
        raise CliError(f"--seat {args.seat}: seats are numbered from 1")
    if not sys.stdout.isatty() or not sys.stdin.isatty():
        raise CliError("joining a table needs an interactive terminal")
    seat = args.seat - 1 if args.seat is not None else None
    return run_join_app(address, code, args.name, seat, lang=args.lang)
