"""``cardavia simulate``: random complete deals (or matches, sessions) as JSON Lines."""

from __future__ import annotations

import argparse
import contextlib
import json
import sys
from typing import Any

from cardavia.cli.common import CliError, game_spec
from cardavia.engine.text import visible


def run(args: argparse.Namespace) -> int:
    return cmd_simulate(args.game, args.deals, args.seed, args.out, args.matches)


def cmd_simulate(game_id: str, deals: int, seed: int, out: str | None, matches: bool) -> int:
    import random

    from cardavia.engine.playout import random_record

    spec = game_spec(game_id)
    if matches and not spec.has_matches:
        raise CliError(f"{game_id} has no matches; leave out --matches")
    rng = random.Random(seed)
    tradition = spec.traditions[0]  # the default deck

    def write_all(sink: Any) -> None:
        for i in range(deals):
            if matches:
                record = spec.random_match(rng)
            else:
                record = random_record(spec, rng, i % spec.num_seats, tradition)
            sink.write(json.dumps(record, ensure_ascii=False, separators=(",", ":")) + "\n")

    if out is None:
        write_all(sys.stdout)
        return 0
    from pathlib import Path

    from cardavia.fileio import open_atomic

    if not out:
        raise CliError("--out needs a file name (leave it out to write to the standard output)")
    target = Path(out)
    with contextlib.suppress(OSError):  # a folder that cannot be looked at fails below
        if not target.parent.stat().st_mode & 0o222:
            # Marked read-only: refused, also where the superuser could write it anyway.
            raise CliError(f"cannot write {visible(out)}: its folder is read-only")
    try:  # the file appears whole or not at all; an older file of that name stays intact
        with open_atomic(target) as sink:
            write_all(sink)
    except OSError as exc:
        raise CliError(f"cannot write {visible(out)}: {exc.strerror or exc}") from None
    return 0
