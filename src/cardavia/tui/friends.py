"""Play with friends from the app: hosting a table in the app's own loop, joining one.

The host is net's (``net.host.TableHost`` holding a ``net.table.Table``): the app runs it in
Textual's asyncio loop and sits at one of its seats through its own ``TableClient``, so the
host who plays and a friend who joined use the same table screen over the same link
(``tui.table.remote.RemoteLink``). ``run_host_app`` and ``run_join_app`` are what
``cardavia host`` (without ``--headless``) and ``cardavia join`` run.
"""

from __future__ import annotations

import asyncio
import contextlib
import getpass
import re
import sys
from collections.abc import Coroutine
from dataclasses import dataclass
from typing import Any

from cardavia.net.client import RequestError, TableClient, TokenStore
from cardavia.net.host import HostError, HostOptions, TableHost
from cardavia.net.table import Table, TableOptions, normal_code
from cardavia.play.session import records_dir

#: The port a table opens on, unless told; when it is taken, any free port.
DEFAULT_PORT = 8765
LOOPBACK = ("127.0.0.1", "localhost", "::1")
WILDCARD = ("0.0.0.0", "::", "")
#: An address as the invitation writes it: a name or IPv4 address, or [IPv6], and a port.
ADDRESS = re.compile(r"^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9][A-Za-z0-9.-]*):(\d{1,5})$")
CODE = re.compile(r"^[2-9A-HJKMNP-TW-Z]{4}-[2-9A-HJKMNP-TW-Z]{2}$")


#: Jobs started and not awaited (a leave, a close): kept until done, or the loop may drop them.
_BACKGROUND: set[asyncio.Task[Any]] = set()


def background(job: Coroutine[Any, Any, Any]) -> None:
    """Run ``job`` in the running loop without waiting for it; a lost connection on its way
    is no error (the client library reports it)."""

    async def run() -> None:
        with contextlib.suppress(ConnectionError, RequestError):
            await job

    task = asyncio.get_running_loop().create_task(run())
    _BACKGROUND.add(task)
    task.add_done_callback(_BACKGROUND.discard)


def default_name() -> str:
    """The name a player starts with: their login name, capitalised."""
    try:
        name = getpass.getuser()
    except Exception:  # no login name (a container): the host names the seat
        return ""
    return name[:24].capitalize() if name and name != "root" else ""


def check_address(text: str) -> str | None:
    """``host:port`` as typed, cleaned, or None when it is not one."""
    text = text.strip()
    match = ADDRESS.match(text)
    if match is None or not 0 < int(match.group(2)) < 65536:
        return None
    return text


def check_code(text: str) -> str | None:
    """An invitation code as typed (any case, with or without the dash), or None."""
    code = normal_code(text.strip())
    return code if CODE.match(code) else None


@dataclass
class HostChoice:
    """How the table opens: what the host dialog (or ``cardavia host``) chose."""

    game: str
    tradition: str
    level: str = "normal"
    friends: int = 1
    chat: bool = False
    bind: str = "127.0.0.1"
    port: int | None = None  # None: the default port, or any free one
    grace: float = 60.0
    seed: int | None = None
    allow_hosts: tuple[str, ...] = ()
    name: str = ""

    @property
    def exposed(self) -> bool:
        """Other machines can reach the table (not bound to this machine only)."""
        return self.bind not in LOOPBACK


class Hosting:
    """A table this app holds, and the host's own seat at it."""

    def __init__(self, choice: HostChoice) -> None:
        self.choice = choice
        self.host: TableHost | None = None
        self.table: Table | None = None
        self.client: TableClient | None = None
        self.closed = False

    async def open(self, locale: str) -> TableClient:
        """Start the host and sit down at it; raises ``HostError`` (the port is taken, the
        address is not this machine's) or the client's ``JoinError``."""
        choice = self.choice
        table = Table(
            TableOptions(
                game=choice.game,
                tradition=choice.tradition,
                level=choice.level,
                seed=choice.seed,
                chat=choice.chat,
                grace_seconds=choice.grace,
                records_dir=records_dir(),
            )
        )
        ports = [choice.port] if choice.port is not None else [DEFAULT_PORT, 0]
        for i, port in enumerate(ports):
            options = HostOptions(host=choice.bind, port=port, allow_hosts=choice.allow_hosts)
            host = TableHost(options)
            host.add(table)  # before the start: a started host runs the tables it holds
            try:
                await host.start()
            except HostError:
                if i + 1 == len(ports):
                    raise
                continue
            self.host = host
            break
        assert self.host is not None
        self.table = table
        near = "127.0.0.1" if choice.bind in (*WILDCARD, *LOOPBACK) else choice.bind
        if ":" in near:
            near = f"[{near}]"
        self.client = TableClient(
            f"{near}:{self.host.port}",
            self.table.code,
            choice.name,
            host_key=self.table.host_key,
            records_dir=None,  # the host's table saves the host's records itself
            locale=locale,
        )
        await self.client.connect()
        return self.client

    @property
    def address(self) -> str:
        assert self.host is not None
        return f"{self.host.address}:{self.host.port}"

    @property
    def code(self) -> str:
        assert self.table is not None
        return self.table.code

    @property
    def command(self) -> str:
        return f"cardavia join {self.address} {self.code}"

    async def close(self) -> None:
        """The host leaves: the table closes for everyone (each has their records)."""
        if self.closed:
            return
        self.closed = True
        if self.client is not None:
            await self.client.close()
        if self.host is not None:
            await self.host.stop()


def new_client(address: str, code: str, name: str, seat: int | None, locale: str) -> TableClient:
    """A friend's client: the seat token kept to come back, the records in their history."""
    return TableClient(
        address,
        code,
        name,
        seat,
        tokens=TokenStore.default(),
        records_dir=records_dir(),
        locale=locale,
    )


def run_host_app(
    game: str,
    tradition: str,
    level: str,
    bind: str,
    port: int | None,
    chat: bool,
    seats: int | None = None,
    grace: float = 60.0,
    seed: int | None = None,
    allow_hosts: tuple[str, ...] = (),
    lang: str | None = None,
) -> int:
    """``cardavia host --game G``: the app, opening the table and its lobby at once."""
    if not _interactive():
        return _refuse(
            "the app needs an interactive terminal; 'cardavia host --headless' hosts without one"
        )
    from cardavia.engine.registry import get_game
    from cardavia.tui.app import run_app
    from cardavia.tui.screens.friends import LobbyScreen

    most = get_game(game).num_seats - 1
    friends = min(seats, most) if seats else most
    choice = HostChoice(
        game,
        tradition,
        level,
        friends=friends,
        chat=chat,
        bind=bind,
        port=port,
        grace=grace,
        seed=seed,
        allow_hosts=allow_hosts,
        name=default_name(),
    )
    return run_app(lang, start=lambda: LobbyScreen(hosting=Hosting(choice)))


def _interactive() -> bool:
    try:
        return sys.stdout.isatty() and sys.stdin.isatty()
    except (AttributeError, OSError, ValueError):
        return False


def _refuse(message: str) -> int:
    """One line on the terminal and the status for bad input (as the command line does)."""
    with contextlib.suppress(OSError, ValueError):
        print(f"cardavia: {message}", file=sys.stderr, flush=True)
    return 2


def run_join_app(
    address: str, code: str, name: str | None, seat: int | None, lang: str | None = None
) -> int:
    """``cardavia join ADDR CODE``: the app, joining that table at once (a refusal the
    player cannot fix there ends the app with status 2 and says why)."""
    from cardavia.tui.app import run_app
    from cardavia.tui.screens.friends import JoinScreen

    return run_app(
        lang,
        start=lambda: JoinScreen(address, code, name or default_name(), seat, from_command=True),
    )


__all__ = [
    "HostChoice",
    "Hosting",
    "background",
    "check_address",
    "check_code",
    "default_name",
    "new_client",
    "run_host_app",
    "run_join_app",
]
