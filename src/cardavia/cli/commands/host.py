"""``cardavia host``: open a table friends join over the network (net/)."""

from __future__ import annotations

import argparse
import importlib

from cardavia.cli.common import CliError, check_game_tradition, game_spec


def run(args: argparse.Namespace) -> int:
    from cardavia.ai.agent import LEVELS
    from cardavia.net.headless import run_headless
    from cardavia.net.host import HostError, HostOptions
    from cardavia.net.table import TableOptions

    spec = game_spec(args.game)
    check_game_tradition(args.game, args.tradition)
    if args.level not in LEVELS:
        raise CliError(f"unknown level {args.level!r}; levels: {', '.join(LEVELS)}")
    if args.seats is not None and args.seats > spec.num_seats:
        raise CliError(f"{spec.title} has {spec.num_seats} seats; --seats {args.seats} is more")
    tradition = args.tradition or spec.traditions[0]
    if not args.headless:
        # The host who plays: the app, hosting the table in its own loop (tui/friends.py).
        friends = importlib.import_module("cardavia.tui.friends")
        status: int = friends.run_host_app(
            game=args.game,
            tradition=tradition,
            level=args.level,
            bind=args.host,
            port=args.port,
            chat=args.chat,
            seats=args.seats,
            grace=args.grace,
            seed=args.seed,
            allow_hosts=tuple(args.allow_host),
            lang=args.lang,
        )
        return status
    table = TableOptions(
        game=args.game,
        tradition=tradition,
        level=args.level,
        seed=args.seed,
        chat=args.chat,
        grace_seconds=args.grace,
        start_with=args.seats or spec.num_seats,
        records_dir=None,
    )
    options = HostOptions(host=args.host, port=args.port, allow_hosts=tuple(args.allow_host))
    try:
        return run_headless(table, options)
    except HostError as exc:
        raise CliError(str(exc)) from None
