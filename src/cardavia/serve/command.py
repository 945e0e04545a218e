"""``cardavia serve`` and ``cardavia bench --serve``: checking the arguments, then running."""

from __future__ import annotations

import argparse
from pathlib import Path

from cardavia.cli.common import CliError
from cardavia.i18n import LOCALE_NAMES, normalize_tag

WEB_EXTRA = "pip install 'cardavia[web]'"


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
    if text is None:
        return None
    path = Path(text).expanduser()
    if path.exists() and not path.is_dir():
        raise CliError(f"--sessions-dir {text}: not a folder")
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise CliError(f"--sessions-dir {text}: cannot create it: {exc.strerror}") from None
    return path.resolve()


def run_command(args: argparse.Namespace) -> int:
    _require_web_extra()
    from cardavia.serve.server import ServeError, ServeOptions

    if args.command == "bench":
        from cardavia.serve.bench import run_serve_bench

        if args.sessions > 64:
            raise CliError("--sessions: at most 64 (this is a benchmark on one machine)")
        try:
            return run_serve_bench(args.sessions, args.duration, as_json=args.json)
        except ServeError as exc:
            raise CliError(str(exc)) from None

    from cardavia.serve.server import serve

    host = args.host.strip()
    if not host:
        raise CliError("--host needs an address, e.g. 127.0.0.1 or 0.0.0.0")
    options = ServeOptions(
        host=host,
        port=args.port,
        lang=_locale(args.serve_lang or args.lang),
        max_sessions=args.max_sessions,
        idle_minutes=args.idle_timeout,
        sessions_dir=_sessions_dir(args.sessions_dir),
    )
    try:
        return serve(options)
    except ServeError as exc:
        raise CliError(str(exc)) from None
