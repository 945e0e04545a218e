"""The arguments of every ``cardavia`` command (argparse, the registry's list of game ids and
the traditions: building the parser loads no game, so --help and --version stay instant)."""

from __future__ import annotations

import argparse
from typing import Any

from cardavia import __version__
from cardavia.engine.registry import listed_game_ids
from cardavia.traditions import TRADITIONS

#: Each subcommand and the module of ``cardavia.cli.commands`` that runs it (no subcommand:
#: the app).
COMMANDS = {
    None: "app",
    "rules": "rules",
    "replay": "replay",
    "simulate": "simulate",
    "bench": "bench",
    "serve": "serve",
    "host": "host",
    "join": "join",
    "arena": "arena",
    "history": "history",
    "stats": "stats",
    "review": "review",
}


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="cardavia",
        description=(
            "Card games in the terminal: French Tarot, Schnapsen and Preference "
            "against AI seats, with the complete rules in the app."
        ),
    )
    parser.add_argument("--version", action="version", version=f"cardavia {__version__}")
    parser.add_argument(
        "--lang",
        metavar="TAG",
        help="language: en, zh-Hans, zh-Hant, vi, fi, fr, de (default: settings, then $LANG)",
    )
    games, traditions = ", ".join(listed_game_ids()), ", ".join(TRADITIONS)
    parser.add_argument("--game", metavar="ID", help=f"open a table directly: {games}")
    parser.add_argument(
        "--tradition", metavar="ID", help=f"with --game: {traditions} (default: the game's)"
    )
    parser.add_argument(
        "--seed", type=int, metavar="N", help="with --game: the same seed, the same deals"
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    rules = _command(
        sub,
        "rules",
        "print the complete rules of a game",
        (
            "Print the complete rules of GAME in a language, with the card names of a "
            "tradition: rendered in a terminal, plain Markdown when piped."
        ),
    )
    rules.add_argument("game", metavar="GAME", help=games)
    rules.add_argument("--lang", dest="rules_lang", metavar="TAG")
    rules.add_argument("--tradition", metavar="ID", help=f"{traditions} (default: the game's)")

    replay = _command(
        sub,
        "replay",
        "replay game records through the rules engine and print their results",
        (
            "Replay every record of FILE (one JSON record, a JSON array, or JSON Lines) "
            "and print one JSON result per record. Exit 2 on an illegal action or a "
            "malformed file, 1 when a stored result disagrees with the rules."
        ),
    )
    replay.add_argument("file", metavar="FILE")
    replay.add_argument(
        "--watch", action="store_true", help="step through the record at the table instead"
    )
    replay.add_argument(
        "--record",
        type=_positive_int,
        default=1,
        metavar="N",
        help="with --watch: which record of the file (default 1)",
    )

    review = _command(
        sub,
        "review",
        "review a deal: the points lost against the expert, decision by decision",
        (
            "Review one deal of a record: at each decision of a seat, what the expert would "
            "have chosen with the same knowledge and the points lost against it (estimated "
            "from sampled worlds consistent with what the seat had seen; exact where it saw "
            "every card), the score against the expert's par, the costliest three."
        ),
    )
    review.add_argument("file", metavar="FILE")
    review.add_argument(
        "--record", type=_positive_int, default=1, metavar="N", help="which record of the file"
    )
    review.add_argument(
        "--deal",
        type=_positive_int,
        metavar="N",
        help="which deal of a match or session (default: the last one played)",
    )
    review.add_argument(
        "--seat", type=int, metavar="S", help="the seat to review (default: yours, else 0)"
    )
    review.add_argument("--seed", type=int, default=0, metavar="S", help="default 0")
    review.add_argument(
        "--samples",
        type=_positive_int,
        metavar="N",
        help="worlds per decision (default: the game's; more is slower and surer)",
    )
    review.add_argument(
        "--no-cache", action="store_true", help="review again instead of reading the cache"
    )
    _json_option(review, "text")

    simulate = _command(
        sub,
        "simulate",
        "play random complete deals and write them as JSON Lines records",
        "Play N complete deals with uniformly random legal actions.",
    )
    simulate.add_argument("--game", required=True, help=f"game id: {games}")
    simulate.add_argument("--deals", type=_positive_int, default=10, metavar="N")
    simulate.add_argument("--seed", type=int, default=0, metavar="S")
    simulate.add_argument("--out", metavar="FILE", help="write here instead of stdout")
    simulate.add_argument(
        "--matches",
        action="store_true",
        help="write N whole matches/sessions instead of single deals (Schnapsen, Preference)",
    )

    bench = _command(
        sub,
        "bench",
        "measure random-playout throughput per game (median of several runs)",
        (
            "Complete random deals per second on one core, dealing included: validated "
            "(each action checked as the public API does), raw (the game's fast path, the "
            "search kernel) and the generic loop over legal_ids the fast path must match."
        ),
    )
    _json_option(bench)
    bench.add_argument("--game", action="append", help="only this game (repeatable)")
    bench.add_argument("--runs", type=_positive_int, default=5)
    bench.add_argument("--seconds", type=float, default=1.0, help="length of one run")
    bench.add_argument(
        "--ai",
        action="store_true",
        help="also measure AI decision latency per game and level (p50, p95, max)",
    )
    bench.add_argument("--ai-deals", type=_positive_int, default=3, metavar="N")
    bench.add_argument(
        "--startup",
        action="store_true",
        help="also time startup to the first screen against a bare Textual hello world",
    )
    bench.add_argument(
        "--serve",
        action="store_true",
        help="instead: load-test 'cardavia serve' on 127.0.0.1 with concurrent sessions "
        "(memory per session, key-to-screen latency p50/p95, sessions lost)",
    )
    bench.add_argument("--sessions", type=_positive_int, default=10, metavar="N")
    bench.add_argument(
        "--tables",
        action="store_true",
        help="instead: N shared tables of scripted clients over loopback for --duration "
        "seconds (action -> every client updated p50/p95, host memory per table, tables lost)",
    )
    bench.add_argument("--count", type=_positive_int, default=200, metavar="N")
    bench.add_argument(
        "--think",
        type=float,
        default=0.0,
        metavar="MS",
        help="with --tables: milliseconds a client pauses before each action, on average "
        "(default 0: as fast as the rules let)",
    )
    bench.add_argument(
        "--page-loads",
        type=_positive_int,
        default=None,
        metavar="N",
        help="with --serve, instead: time the page to the home screen in headless Chromium, "
        "N first and N return visits alternated (needs chromium, chromedriver, selenium)",
    )
    bench.add_argument("--duration", type=_positive_seconds, default=60.0, metavar="S")
    bench.add_argument(
        "--stats",
        action="store_true",
        help="also time loading the statistics of N saved deals (generated with simulate)",
    )
    bench.add_argument("--stats-deals", type=_positive_int, default=10_000, metavar="N")
    bench.add_argument(
        "--review",
        action="store_true",
        help="instead: time reviewing a deal per game (median, max, load average), and with "
        "--planted N count how often the review finds a planted blunder",
    )
    bench.add_argument("--review-deals", type=_positive_int, default=5, metavar="N")
    bench.add_argument(
        "--planted",
        type=int,
        default=0,
        metavar="N",
        help="with --review: N deals with a planted blunder, shared out over the games",
    )
    bench.add_argument(
        "--planted-level",
        default="hard",
        metavar="LEVEL",
        help="with --planted: the level that plays the reviewed seat (default hard)",
    )

    serve = _command(
        sub,
        "serve",
        "play in a web browser: serve the app over HTTP (needs 'cardavia[web]')",
        (
            "Serve the app to web browsers; each browser tab is its own game, in its own "
            "process. A browser's settings, records and unfinished games are kept for it "
            "(named by a cookie) until it has not come back for --keep-days. Listens on "
            "localhost unless --host says otherwise."
        ),
    )
    serve.add_argument(
        "--host",
        default="127.0.0.1",
        help="address to listen on (default 127.0.0.1, this machine only; 0.0.0.0: every "
        "network this machine is on)",
    )
    serve.add_argument("--port", type=_port, default=8000, help="default 8000; 0: any free port")
    serve.add_argument(
        "--lang",
        dest="serve_lang",
        metavar="TAG",
        help="language of every new game (default: the browser's languages, else English)",
    )
    serve.add_argument(
        "--max-sessions",
        type=_positive_int,
        default=8,
        metavar="N",
        help="games at once (default 8); more visitors get a page saying every table is taken",
    )
    serve.add_argument(
        "--idle-timeout",
        type=_positive_minutes,
        default=30.0,
        metavar="MINUTES",
        help="end a game nobody has touched for this long (default 30)",
    )
    serve.add_argument(
        "--sessions-dir",
        metavar="DIR",
        help="where the games' folders go, the browsers' kept ones in kept/ (default: a "
        "temporary folder, removed when the server stops)",
    )
    serve.add_argument(
        "--keep-days",
        type=_positive_days,
        default=3.0,
        metavar="DAYS",
        help="keep a browser's unfinished games and settings this long after its last visit "
        "(default 3)",
    )
    serve.add_argument(
        "--allow-host",
        action="append",
        default=[],
        metavar="NAME",
        help="also accept pages asked for by this host name (e.g. behind a reverse proxy); "
        "repeatable",
    )

    _host_command(sub, games, traditions)
    _join_command(sub)

    history = _command(
        sub,
        "history",
        "list the saved deals, matches and sessions, newest first",
        (
            "Every record file in the records folder counts (your games, files copied there, "
            "simulate --out). Damaged files are listed as skipped, with the reason."
        ),
    )
    _game_filter(history)
    history.add_argument("--since", type=_date, metavar="YYYY-MM-DD", help="played on or after")
    history.add_argument("--until", type=_date, metavar="YYYY-MM-DD", help="played on or before")
    history.add_argument("--result", choices=("won", "lost", "even", "unfinished"))
    _json_option(history)

    stats = _command(
        sub,
        "stats",
        "statistics of your saved games, per game and overall",
        "Counted from the saved records, from your seat (seat 0 unless a record says).",
    )
    _game_filter(stats)
    _json_option(stats, "a summary")
    stats.add_argument(
        "--series", action="store_true", help="with --json: include the per-deal series"
    )

    arena = _command(
        sub,
        "arena",
        "duplicate tournament between AI levels",
        (
            "Play N deals, each once per rotation of the lineup (duplicate: every agent "
            "sits in every seat of the same cards), and report each agent's mean "
            "settlement per deal with a 95 % confidence interval, and for every two agents "
            "A and B the paired difference A - B on the same deals with its interval."
        ),
    )
    arena.add_argument("--game", required=True)
    arena.add_argument(
        "--agents",
        required=True,
        help="comma-separated levels, one per seat, e.g. hard,normal,normal,normal",
    )
    arena.add_argument("--deals", type=_positive_int, default=20, metavar="N")
    arena.add_argument("--seed", type=int, default=0)
    arena.add_argument("--workers", type=_positive_int, default=1, metavar="N")
    _json_option(arena)
    arena.add_argument(
        "--matches",
        action="store_true",
        help="play N duplicate matches instead of N deals, each once per seating: the "
        "Schnapsen 7-point match, a Preference session, a French Tarot running total",
    )
    arena.add_argument(
        "--match-deals",
        type=_positive_int,
        default=None,
        metavar="N",
        help="with --matches: deals in a Preference session (default 6) or a French Tarot "
        "running total (default 4); a Schnapsen match ends by itself",
    )
    arena.add_argument(
        "--time-budget",
        type=_positive_seconds,
        default=None,
        metavar="S",
        help="seconds an agent may think per decision (default: the table's, 0.4 and 2 for "
        "expert); search effort is also capped by a node budget, and a larger value lets "
        "searches finish that the default cuts short (on a busy machine, and in Schnapsen "
        "hard's costliest positions)",
    )
    return parser


def _join_command(sub: Any) -> None:
    """``cardavia join``: sit down at a friend's table."""
    join = _command(
        sub,
        "join",
        "sit down at a friend's table (play with friends)",
        (
            "Join the table a friend opened with 'cardavia host' (or Play with friends in the "
            "app): ADDRESS:PORT and CODE are the invitation's. The seats nobody takes are "
            "played by the AI; each player keeps the finished deals in their own history."
        ),
    )
    join.add_argument("address", metavar="ADDRESS:PORT", help="the invitation's address")
    join.add_argument("code", metavar="CODE", help="the invitation code, such as K7PQ-2M")
    join.add_argument("--name", metavar="NAME", help="your name at the table (default: yours)")
    join.add_argument(
        "--seat", type=int, metavar="N", help="the seat to take, from 1 (default: any free one)"
    )


def _host_command(sub: Any, games: str, traditions: str) -> None:
    """``cardavia host``: a table friends join over the network (docs/protocol.md)."""
    host = _command(
        sub,
        "host",
        "open a table friends join from their own terminal (play with friends)",
        (
            "Open a table of GAME that friends join with 'cardavia join ADDRESS:PORT CODE'; "
            "the seats nobody takes are played by the AI. Listens on 127.0.0.1 (this machine "
            "only) unless --host says otherwise."
        ),
    )
    host.add_argument("--game", required=True, metavar="ID", help=games)
    host.add_argument("--tradition", metavar="ID", help=f"{traditions} (default: the game's)")
    host.add_argument(
        "--level", default="normal", help="the AI seats' level: easy, normal, hard, expert"
    )
    host.add_argument("--port", type=_port, default=8765, help="default 8765; 0: any free port")
    host.add_argument(
        "--host",
        default="127.0.0.1",
        metavar="ADDR",
        help="address to listen on (default 127.0.0.1, this machine only; 0.0.0.0: every "
        "network this machine is on)",
    )
    host.add_argument(
        "--seats",
        type=_positive_int,
        default=None,
        metavar="N",
        help="with --headless: deal once N friends sit and all are ready (default: every "
        "seat of the game)",
    )
    host.add_argument(
        "--headless",
        action="store_true",
        help="do not sit at the table: print the invitation and host until Ctrl+C",
    )
    host.add_argument("--chat", action="store_true", help="let the players send chat lines")
    host.add_argument(
        "--grace",
        type=_positive_seconds,
        default=60.0,
        metavar="S",
        help="seconds a dropped player has to come back before the seat is free (default 60)",
    )
    host.add_argument("--seed", type=int, metavar="N", help="the same seed, the same deals")
    host.add_argument(
        "--allow-host",
        action="append",
        default=[],
        metavar="NAME",
        help="also accept connections addressed to this host name; repeatable",
    )


def _command(sub: Any, name: str, summary: str, description: str) -> argparse.ArgumentParser:
    """A subcommand of ``sub`` (the parser's subcommands; argparse names their type only
    privately): ``summary`` is its line in ``cardavia --help``, ``description`` heads its own
    ``--help``."""
    parser: argparse.ArgumentParser = sub.add_parser(name, help=summary, description=description)
    return parser


def _json_option(command: argparse.ArgumentParser, instead: str = "a table") -> None:
    """The ``--json`` switch of the commands that print a report."""
    command.add_argument("--json", action="store_true", help=f"print JSON instead of {instead}")


def _game_filter(command: argparse.ArgumentParser) -> None:
    """``--game ID``: the commands over saved games, narrowed to one game."""
    command.add_argument("--game", metavar="ID", help="only this game")


def _positive_seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not value > 0:
        raise argparse.ArgumentTypeError(f"must be more than 0, not {text}")
    return value


def _date(text: str) -> Any:
    from datetime import date

    try:
        return date.fromisoformat(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a date (YYYY-MM-DD): {text!r}") from None


def _positive_minutes(text: str) -> float:
    try:
        return _positive_seconds(text)
    except argparse.ArgumentTypeError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a positive number of minutes") from None


def _positive_days(text: str) -> float:
    try:
        return _positive_seconds(text)
    except argparse.ArgumentTypeError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a positive number of days") from None


def _port(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a port number") from None
    if not 0 <= value <= 65535:
        raise argparse.ArgumentTypeError(f"a port is 0-65535, not {value}")
    return value


def _positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {value}")
    return value
