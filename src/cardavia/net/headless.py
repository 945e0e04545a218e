"""``cardavia host --headless``: host one table without sitting at it, until Ctrl+C or
SIGTERM; print the invitation, who sits down and each deal's end."""

from __future__ import annotations

import asyncio
import contextlib
import signal
import sys
from collections.abc import Callable

from cardavia.net.guard import WILDCARD_HOSTS, is_loopback
from cardavia.net.host import HostOptions, TableHost
from cardavia.net.protocol import Seats
from cardavia.net.table import Table, TableOptions


def exposure_warning(host: str, port: int) -> str:
    """What ``--host`` other than loopback exposes, said before anyone can connect."""
    where = (
        "every network this machine is connected to"
        if host in WILDCARD_HOSTS
        else f"the network of address {host}"
    )
    return (
        f"WARNING: --host {host} opens this table to {where}. Anyone there who can reach "
        f"port {port} and knows the invitation code can sit at a free seat and play; "
        "nothing else of this machine is reachable through it (no shell, no files, no other "
        "game). The connection is not encrypted (plain WebSocket): names, chat and cards "
        "travel readable by that network. Share the code only with your friends, and use it "
        "on a network you trust (or through a VPN)."
    )


def describe_seats(before: Seats | None, now: Seats) -> list[str]:
    """Lines for what changed at the table, for the host's terminal."""
    lines = []
    old = {s.seat: s for s in before.seats} if before else {}
    for seat in now.seats:
        was = old.get(seat.seat)
        label = f"seat {seat.seat + 1}"
        if seat.kind == "human" and (was is None or was.kind != "human"):
            lines.append(f"{seat.name} sat down at {label}")
        elif seat.kind == "ai" and was is not None and was.kind == "human":
            lines.append(f"{was.name} left {label}: the AI plays it")
        elif was is not None and seat.kind == "human" and was.connected != seat.connected:
            state = "is back" if seat.connected else "lost the connection (the AI plays meanwhile)"
            lines.append(f"{seat.name} {state}")
    if before is None or before.stage != now.stage:
        if now.stage == "playing":
            lines.append("a deal begins")
        elif now.stage == "over":
            lines.append("the match is over")
    return lines


async def host_table(
    table_options: TableOptions,
    options: HostOptions,
    say: Callable[[str], None],
    stop: asyncio.Event,
) -> None:
    """Host one table until ``stop`` is set; raises ``HostError`` when it cannot listen."""
    host = TableHost(options)
    table = host.add(Table(table_options))
    last: list[Seats | None] = [None]

    def seats_changed(now: Seats) -> None:
        for line in describe_seats(last[0], now):
            say(line)
        last[0] = now

    table.on_seats = seats_changed
    await host.start()
    try:
        if not is_loopback(options.host):
            print(exposure_warning(options.host, host.port), file=sys.stderr, flush=True)
        say(f"Your table of {table.spec.title} is open. Friends join with:")
        say(f"  {host.invitation(table)}")
        say("Empty seats are played by the AI. Ctrl+C closes the table.")
        await stop.wait()
        say("closing the table…")
    finally:
        await host.stop()


def run_headless(table_options: TableOptions, options: HostOptions) -> int:
    """Run until Ctrl+C / SIGTERM / SIGHUP; raises ``HostError`` when it cannot listen."""

    def say(line: str) -> None:
        print(line, flush=True)

    async def main() -> None:
        stop = asyncio.Event()
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
            with contextlib.suppress(NotImplementedError, RuntimeError):
                loop.add_signal_handler(sig, stop.set)
        await host_table(table_options, options, say, stop)

    asyncio.run(main())
    return 0


__all__ = ["describe_seats", "exposure_warning", "host_table", "run_headless"]
