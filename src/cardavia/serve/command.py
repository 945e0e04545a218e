"""``cardavia serve`` and ``cardavia bench --serve``: checking the arguments, then running."""

from __future__ import annotations

import argparse
import ipaddress
import math
import re
import tempfile
from pathlib import Path

from cardavia.cli.common import CliError
from cardavia.i18n import LOCALE_NAMES, normalize_tag

WEB_EXTRA = "pip install 'cardavia[web]'"
MAX_SESSIONS = 256
MAX_IDLE_MINUTES = 7 * 24 * 60
MAX_KEEP_DAYS = 365
MAX_BENCH_SECONDS = 3600
_LABEL = r"[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?"
HOST_NAME = re.compile(rf"(?=.{{1,253}}$){_LABEL}(\.{_LABEL})*")


def _require_web_extra() -> None:
    try:
        import aiohttp  # noqa: F401
        import textual_serve  # noqa: F401
    except ImportError:
        raise CliError(
            f"serving in a browser needs the web extra: {WEB_EXTRA} "
            "(or, in a checkout, pip install -e '.[web]')"
        ) from None


def _locale(tag: str | None) -> str | None:
    if tag is None:
        return None
    found = normalize_tag(tag)
    if found is None:
        names = ", ".join(f"{t} ({n})" for t, n in LOCALE_NAMES.items())
        raise CliError(f"unknown language {tag!r}; available: {names}")
    return found


def _sessions_dir(text: str | None) -> Path | None:
    """An existing folder, or a new one in an existing folder; the server must be able to
    write there (it is checked now, not when the first visitor comes)."""
    if text is None:
        return None
    path = Path(text).expanduser()
    if path.exists() and not path.is_dir():
        raise CliError(f"--sessions-dir {text}: not a folder")
    try:
        path.mkdir(exist_ok=True)
        tempfile.TemporaryDirectory(dir=path, prefix=".cardavia-check-").cleanup()
    except FileNotFoundError:
        raise CliError(f"--sessions-dir {text}: the folder it would go in does not exist") from None
    except OSError as exc:
        raise CliError(f"--sessions-dir {text}: cannot write there: {exc.strerror}") from None
    return path.resolve()


def _at_most(option: str, value: float, limit: float, unit: str) -> None:
    if not math.isfinite(value) or value > limit:
        raise CliError(f"{option}: at most {limit:g} {unit}, not {value:g}")


def _allowed_hosts(names: list[str]) -> tuple[str, ...]:
    allowed = []
    for name in names:
        text = name.strip().lower().rstrip(".")
        if not (HOST_NAME.fullmatch(text) or _is_address(text)):
            raise CliError(f"--allow-host {name!r}: not a host name (e.g. cards.example.org)")
        allowed.append(text.strip("[]"))
    return tuple(allowed)


def _is_address(text: str) -> bool:
    try:
        ipaddress.ip_address(text.strip("[]"))
    except ValueError:
        return False
    return True


def run_command(args: argparse.Namespace) -> int:
    _require_web_extra()
    from cardavia.serve.server import ServeError, ServeOptions

    if args.command == "bench" and getattr(args, "page_loads", None):
        from cardavia.serve.page_bench import run_page_bench

        if args.page_loads > 50:
            raise CliError("--page-loads: at most 50")
        try:
            return run_page_bench(args.page_loads, as_json=args.json)
        except ServeError as exc:
            raise CliError(str(exc)) from None
    if args.command == "bench":
        from cardavia.serve.bench import run_serve_bench

        if args.sessions > 64:
            raise CliError("--sessions: at most 64 (this is a benchmark on one machine)")
        _at_most("--duration", args.duration, MAX_BENCH_SECONDS, "seconds")
        try:
            return run_serve_bench(args.sessions, args.duration, as_json=args.json)
        except ServeError as exc:
            raise CliError(str(exc)) from None

    from cardavia.serve.server import serve

    host = args.host.strip()
    if not host:
        raise CliError("--host needs an address, e.g. 127.0.0.1 or 0.0.0.0")
    _at_most("--max-sessions", args.max_sessions, MAX_SESSIONS, "games (each one a process)")
    _at_most("--idle-timeout", args.idle_timeout, MAX_IDLE_MINUTES, "minutes")
    _at_most("--keep-days", args.keep_days, MAX_KEEP_DAYS, "days")
    options = ServeOptions(
        host=host,
        port=args.port,
        lang=_locale(args.serve_lang if args.serve_lang is not None else args.lang),
        max_sessions=args.max_sessions,
        idle_minutes=args.idle_timeout,
        sessions_dir=_sessions_dir(args.sessions_dir),
        keep_days=args.keep_days,
        allow_hosts=_allowed_hosts(args.allow_host),
    )
    try:
        return serve(options)
    except ServeError as exc:
        raise CliError(str(exc)) from None
