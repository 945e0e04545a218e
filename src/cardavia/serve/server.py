"""The web server: one Cardavia app process per browser tab, through textual-serve.

textual-serve's browser client (xterm.js) and its app protocol are used as they are; the
server around them is Cardavia's own, for what textual-serve's ``Server`` does not do:

* the app is started with ``exec`` (an argument list, never a shell), and nothing the
  browser sends becomes part of it: the language is looked up in our list of locales, the
  terminal size is clamped to numbers, keys go to the app's standard input as data;
* every session gets its own folders (``CARDAVIA_CONFIG_DIR``, ``_DATA_DIR``, ``_CACHE_DIR``)
  and nothing else of the server's environment: a browser's kept place (kept.py), found again
  through its cookie, else a folder removed when the session ends;
* game processes that end with the server, whatever ends it (children.py);
* ``--max-sessions`` with a page that says so, an idle timeout, a ``Host`` check on every
  request (DNS rebinding) and an ``Origin`` check on the session socket (another web site
  cannot start games in a visitor's browser);
* Cardavia's page: title, favicon and messages in the visitor's language, no resources
  from other hosts, and xterm.js's screen-reader mode, so the table is also text in the page.
"""

from __future__ import annotations

import asyncio
import contextlib
import html
import json
import logging
import math
import os
import re
import shutil
import signal
import socket
import sys
import tempfile
import time
import uuid
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from string import Template
from typing import TYPE_CHECKING, Any

from aiohttp import WSMsgType, web

from cardavia.i18n import DEFAULT_LOCALE, LOCALES, Catalog, normalize_tag
from cardavia.net import guard
from cardavia.net.guard import (
    WILDCARD_HOSTS,
    bind_problem,
    is_loopback,
    same_origin,
)
from cardavia.serve.assets import Asset, read_folder, respond
from cardavia.serve.children import child_options, kill_group
from cardavia.serve.kept import COOKIE, KeptFolders
from cardavia.serve.tab import GAME_META

if TYPE_CHECKING:
    from textual_serve.app_service import AppService

log = logging.getLogger("cardavia.serve")

WEB = Path(__file__).with_name("web")
DEFAULT_MAX_SESSIONS = 8
DEFAULT_IDLE_MINUTES = 30.0
DEFAULT_KEEP_DAYS = 3.0
EXPIRE_EVERY_SECONDS = 3600.0
#: Terminal sizes a browser may ask for (cells); anything else is clamped into these.
WIDTH_RANGE = (20, 400)
HEIGHT_RANGE = (8, 200)
MAX_MESSAGE_BYTES = 64 * 1024
STOP_GRACE_SECONDS = 5.0


class ServeError(Exception):
    """A problem the person starting the server can fix (address in use, bad host...)."""


# -- languages -------------------------------------------------------------------------------
def accept_language(header: str) -> str | None:
    """The first of our locales in an ``Accept-Language`` header, by quality, or None."""
    choices: list[tuple[float, int, str]] = []
    for index, part in enumerate(header[:1000].split(",")[:32]):
        tag, _, params = part.strip().partition(";")
        quality = 1.0
        match = re.fullmatch(r"\s*q\s*=\s*([0-9.]{1,5})\s*", params) if params else None
        if params and match is None:
            continue
        if match:
            try:
                quality = float(match.group(1))
            except ValueError:
                continue
        if quality <= 0 or tag.strip() == "*":
            continue
        locale = normalize_tag(tag.strip())
        if locale:
            choices.append((-quality, index, locale))
    return min(choices)[2] if choices else None


def page_locale(query_lang: str | None, header: str | None, forced: str | None) -> str:
    """``?lang=`` in the page's address, else ``--lang``, else the browser's languages."""
    for candidate in (query_lang, forced):
        found = normalize_tag(candidate) if candidate else None
        if found:
            return found
    return (accept_language(header) if header else None) or DEFAULT_LOCALE


# -- the browser client ----------------------------------------------------------------------
_TERMINAL_OPTIONS = re.compile(r"new (\w+)\.Terminal\(\{allowProposedApi:!0,")


def static_dir() -> Path:
    import textual_serve

    return Path(textual_serve.__file__).resolve().parent / "static"


@cache
def client_script() -> tuple[bytes, bool]:
    """textual-serve's browser client with xterm.js's screen-reader mode switched on.

    In that mode xterm.js keeps every row of the screen as text in the page (an
    accessibility tree), which screen readers read and which the browser test checks.
    Returns the script and whether the switch could be made (textual-serve 1.1's client).
    """
    text = (static_dir() / "js" / "textual.js").read_text(encoding="utf-8")
    patched, count = _TERMINAL_OPTIONS.subn(
        r"new \1.Terminal({screenReaderMode:!0,allowProposedApi:!0,", text, count=1
    )
    return patched.encode("utf-8"), count == 1


@cache
def _template(name: str) -> Template:
    return Template((WEB / name).read_text(encoding="utf-8"))


def render_page(name: str, values: Mapping[str, object]) -> str:
    return _template(name).substitute({k: html.escape(str(v)) for k, v in values.items()})


# -- sessions --------------------------------------------------------------------------------
@dataclass
class Session:
    id: str
    folder: Path
    locale: str
    websocket: web.WebSocketResponse
    #: A browser's kept place (see kept.py), else a folder removed when the game ends.
    kept: bool = False
    service: AppService | None = None
    done: asyncio.Event = field(default_factory=asyncio.Event)
    started: float = field(default_factory=time.monotonic)
    last_input: float = field(default_factory=time.monotonic)
    idle_closed: bool = False
    shown: bool = False


@dataclass
class ServeOptions:
    host: str = "127.0.0.1"
    port: int = 8000
    lang: str | None = None
    max_sessions: int = DEFAULT_MAX_SESSIONS
    idle_minutes: float = DEFAULT_IDLE_MINUTES
    sessions_dir: Path | None = None
    keep_days: float = DEFAULT_KEEP_DAYS
    allow_hosts: tuple[str, ...] = ()


def _clamp(value: object, low: int, high: int, default: int) -> int:
    try:
        number = int(str(value)) if not isinstance(value, int | float) else int(value)
    except (TypeError, ValueError, OverflowError):
        return default
    return max(low, min(high, number))


def session_command(locale: str) -> list[str]:
    """The app of one session: this Python, Cardavia's tab entry point, a known locale."""
    if locale not in LOCALES:  # the only value in the command; never anything else
        raise ValueError(f"unknown locale {locale!r}")
    return [sys.executable, "-m", "cardavia.serve.tab", "--lang", locale]


#: What a game process takes from the server's environment: finding programs, the locale and
#: the time zone. Nothing else of the server's (its folders, its secrets) reaches a game.
PASSED_ON = ("PATH", "LANG", "LC_ALL", "LC_CTYPE", "TZ", "SYSTEMROOT")
#: What textual-serve sets for its web driver (its other variables come from the server's).
TEXTUAL_SERVE_KEYS = (
    "TEXTUAL_DRIVER",
    "TEXTUAL_FPS",
    "TEXTUAL_COLOR_SYSTEM",
    "TERM_PROGRAM",
    "TERM_PROGRAM_VERSION",
    "COLUMNS",
    "ROWS",
)


def session_environment(folder: Path) -> dict[str, str]:
    """A game's whole environment, apart from textual-serve's own: its folders inside its
    session folder (crash reports too), ``CARDAVIA_WEB`` (the app shows file names, never the
    server's paths), and the server's import path, so the same Cardavia runs."""
    env = {name: os.environ[name] for name in PASSED_ON if name in os.environ}
    env.update(
        HOME=str(folder),
        CARDAVIA_CONFIG_DIR=str(folder / "config"),
        CARDAVIA_DATA_DIR=str(folder / "data"),
        CARDAVIA_CACHE_DIR=str(folder / "cache"),
        CARDAVIA_WEB="1",
        PYTHONPATH=os.pathsep.join(p for p in sys.path if p and os.path.isdir(p)),
    )
    return env


def _make_service(argv: list[str], env: dict[str, str], session: Session) -> AppService:
    from textual_serve.app_service import AppService
    from textual_serve.download_manager import DownloadManager

    class TabService(AppService):
        """textual-serve's app service, started with exec, in its own session (see
        children.py), with the session's environment only."""

        def _build_environment(self, width: int = 80, height: int = 24) -> dict[str, str]:
            served = super()._build_environment(width, height)
            environment = {key: served[key] for key in TEXTUAL_SERVE_KEYS if key in served}
            environment.update(env)
            return environment

        async def on_meta(self, data: bytes) -> None:
            """The app saying whether a game is in progress goes to the page (which warns
            before the tab is closed); textual-serve's own messages as they were."""
            try:
                meta = json.loads(data)
            except ValueError:
                return
            if isinstance(meta, dict) and meta.get("type") == GAME_META:
                if not websocket.closed:
                    await websocket.send_json([GAME_META, meta.get("playing") is True])
                return
            await super().on_meta(data)

        async def _open_app_process(
            self, width: int = 80, height: int = 24
        ) -> asyncio.subprocess.Process:
            self._process = process = await asyncio.create_subprocess_exec(
                *argv,
                stdin=asyncio.subprocess.PIPE,
                stdout=asyncio.subprocess.PIPE,
                stderr=asyncio.subprocess.PIPE,
                env=self._build_environment(width, height),
                **child_options(),
            )
            assert process.stdin is not None
            self._stdin = process.stdin
            return process

    websocket = session.websocket

    async def close() -> None:
        await websocket.close()

    async def write_bytes(data: bytes) -> None:
        if not session.shown:  # the idle time counts from the first screen, not the start
            session.shown = True
            session.last_input = time.monotonic()
        await websocket.send_bytes(data)

    return TabService(
        " ".join(argv),
        write_bytes=write_bytes,
        write_str=websocket.send_str,
        close=close,
        download_manager=DownloadManager(),
    )


class CardaviaServer:
    def __init__(self, options: ServeOptions) -> None:
        self.options = options
        self.sessions: dict[str, Session] = {}
        self.root: Path | None = None
        self.kept: KeptFolders | None = None
        self._own_root = False
        self._reaper: asyncio.Task[None] | None = None
        self.script, self.screen_reader = client_script()
        # Read and compressed once: every page load is then served from memory.
        self.script_asset = Asset.of(self.script, "application/javascript")
        self.static = read_folder(static_dir())
        self.favicon = Asset.read(WEB / "favicon.svg", bare_cache_control="max-age=86400")

    # -- the web application -----------------------------------------------------------------
    def make_app(self) -> web.Application:
        app = web.Application(middlewares=[self._known_host, _security_headers])
        app.add_routes(
            [
                web.get("/", self.handle_index),
                web.get("/ws/{lang}", self.handle_websocket),
                web.get("/favicon.svg", self.handle_favicon),
                web.get("/favicon.ico", self.handle_favicon),
                web.get("/cardavia-textual.js", self.handle_script),
                web.get("/static/{path:.+}", self.handle_static),
            ]
        )
        app.on_startup.append(self._on_startup)
        app.on_shutdown.append(self._on_shutdown)
        return app

    async def _on_startup(self, app: web.Application) -> None:
        if self.options.sessions_dir is not None:
            self.options.sessions_dir.mkdir(parents=True, exist_ok=True)
            self.root = self.options.sessions_dir
        else:
            self.root = Path(tempfile.mkdtemp(prefix="cardavia-serve-"))
            self._own_root = True
        self.kept = KeptFolders(self.root, self.options.keep_days)
        gone = self.kept.expire()
        if gone:
            days = self.options.keep_days
            log.info("%d kept folder(s) of browsers gone %g days removed", gone, days)
        self._reaper = asyncio.create_task(self._reap_idle())

    async def _on_shutdown(self, app: web.Application) -> None:
        if self._reaper is not None:
            self._reaper.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._reaper
        for session in list(self.sessions.values()):
            await session.websocket.close(code=1001, message=b"server stopping")
        for _ in range(int(STOP_GRACE_SECONDS * 10)):
            if not self.sessions:
                break
            await asyncio.sleep(0.1)
        if self._own_root and self.root is not None:
            shutil.rmtree(self.root, ignore_errors=True)

    @property
    def idle_minutes_shown(self) -> int:
        return max(1, math.ceil(self.options.idle_minutes))

    def _catalog(self, locale: str) -> Catalog:
        return Catalog(locale)

    async def handle_index(self, request: web.Request) -> web.Response:
        locale = page_locale(
            request.query.get("lang"), request.headers.get("Accept-Language"), self.options.lang
        )
        t = self._catalog(locale).t
        common = {"lang": locale, "title": t("serve-page-title")}
        if len(self.sessions) >= self.options.max_sessions:
            count = self.options.max_sessions
            body = render_page(
                "full.html",
                {
                    **common,
                    "full_title": t("serve-full-title"),
                    "full": t("serve-full", count=count),
                    "try_again": t("serve-try-again"),
                },
            )
            return web.Response(
                text=body,
                status=503,
                content_type="text/html",
                headers={"Retry-After": "60", "Cache-Control": "no-store"},
            )
        font_size = _clamp(request.query.get("fontsize", "16"), 8, 40, 16)
        body = render_page(
            "index.html",
            {
                **common,
                "loading": t("serve-loading"),
                "start": t("serve-start"),
                "ended": t("serve-ended", minutes=self.idle_minutes_shown),
                "restart": t("serve-restart"),
                "noscript": t("serve-noscript"),
                "font_size": font_size,
                "ws_path": f"/ws/{locale}",
                "game_meta": GAME_META,
                # Addresses that name each file's version: cached for good by the browser.
                "script_url": self.script_asset.url("/cardavia-textual.js"),
                "xterm_css_url": self._static_url("css/xterm.css"),
                "font_url": self._static_url("fonts/RobotoMono-VariableFont_wght.ttf"),
            },
        )
        return web.Response(
            text=body, content_type="text/html", headers={"Cache-Control": "no-store"}
        )

    def _static_url(self, path: str) -> str:
        asset = self.static.get(path)
        return asset.url(f"/static/{path}") if asset else f"/static/{path}"

    async def handle_favicon(self, request: web.Request) -> web.Response:
        return respond(request, self.favicon)

    async def handle_script(self, request: web.Request) -> web.Response:
        return respond(request, self.script_asset)

    async def handle_static(self, request: web.Request) -> web.Response:
        asset = self.static.get(request.match_info["path"])
        if asset is None:
            raise web.HTTPNotFound()
        return respond(request, asset)

    @web.middleware
    async def _known_host(self, request: web.Request, handler: Any) -> web.StreamResponse:
        """Every request (page, files, session socket) names this server in its ``Host``: a
        page of another site whose name was pointed at this address (DNS rebinding) does not."""
        if not host_allowed(request.headers.get("Host"), self.options):
            raise web.HTTPForbidden(text="unknown host name: see cardavia serve --allow-host")
        response: web.StreamResponse = await handler(request)
        return response

    # -- one session -------------------------------------------------------------------------
    async def handle_websocket(self, request: web.Request) -> web.StreamResponse:
        locale = request.match_info["lang"]
        if locale not in LOCALES:
            raise web.HTTPNotFound()
        if not same_origin(request):
            raise web.HTTPForbidden(text="cross-origin session refused")
        websocket = web.WebSocketResponse(heartbeat=15, max_msg_size=MAX_MESSAGE_BYTES)
        # A browser (it sends an Origin) plays in its kept place, named by its cookie (given
        # now when it has none of ours); other clients get a folder for this game only.
        token: str | None = None
        if self.kept is not None and request.headers.get("Origin") is not None:
            sent = request.cookies.get(COOKIE)
            token = sent if sent is not None and self.kept.is_ours(sent) else self.kept.new_token()
            websocket.set_cookie(
                COOKIE,
                token,
                max_age=int(self.options.keep_days * 86400),
                path="/",
                httponly=True,
                samesite="Strict",
            )
        await websocket.prepare(request)
        if len(self.sessions) >= self.options.max_sessions or self.root is None:
            await websocket.close(code=1013, message=b"every table is taken")
            return websocket
        session_id = uuid.uuid4().hex
        session = Session(session_id, self.root / session_id, locale, websocket)
        self.sessions[session_id] = session
        try:
            await self._give_folder(session, token)
            width = _clamp(request.query.get("width"), *WIDTH_RANGE, 80)
            height = _clamp(request.query.get("height"), *HEIGHT_RANGE, 24)
            env = session_environment(session.folder)
            session.service = _make_service(session_command(locale), env, session)
            kind = "kept" if session.kept else "new"
            log.info(
                "session %s started (%s, %s folder), %d open",
                session_id[:8],
                locale,
                kind,
                len(self.sessions),
            )
            await session.service.start(width, height)
            ended = asyncio.create_task(self._close_when_the_app_ends(session))
            try:
                await self._process_messages(session)
            finally:
                ended.cancel()
        except Exception:
            log.exception("session %s failed", session_id[:8])
        finally:
            await self._end(session)
        return websocket

    async def _give_folder(self, session: Session, token: str | None) -> None:
        """The browser's first free kept place (after its games still ending: a reloaded
        page finds the game it just left), else a folder of the session's own."""
        if token is not None and self.kept is not None:
            browser = self.kept.browser_folder(token)
            for other in list(self.sessions.values()):
                if other.kept and other.folder.parent == browser and other.websocket.closed:
                    with contextlib.suppress(TimeoutError):
                        await asyncio.wait_for(other.done.wait(), 3 * STOP_GRACE_SECONDS)
            place = self.kept.claim(token, self.options.max_sessions)
            if place is not None:
                session.folder, session.kept = place, True
                return
        for sub in ("config", "data", "cache"):
            (session.folder / sub).mkdir(parents=True)

    async def _close_when_the_app_ends(self, session: Session) -> None:
        """An app that quits or crashes ends its page's session too (the page says so)."""
        process = session.service._process if session.service else None
        if process is None:
            return
        await process.wait()
        await asyncio.sleep(0.5)  # the app's last frames and its "exit" come first
        if not session.websocket.closed:
            await session.websocket.close(code=1011 if process.returncode else 1000)

    async def _process_messages(self, session: Session) -> None:
        service = session.service
        assert service is not None
        async for message in session.websocket:
            if message.type != WSMsgType.TEXT:
                continue
            try:
                envelope = json.loads(message.data)
            except ValueError:
                continue
            if not isinstance(envelope, list) or not envelope or not isinstance(envelope[0], str):
                continue
            kind = envelope[0]
            data = envelope[1] if len(envelope) > 1 else None
            if kind == "stdin" and isinstance(data, str):
                session.last_input = time.monotonic()
                await service.send_bytes(data.encode("utf-8"))
            elif kind == "resize" and isinstance(data, dict):
                session.last_input = time.monotonic()
                await service.set_terminal_size(
                    _clamp(data.get("width"), *WIDTH_RANGE, 80),
                    _clamp(data.get("height"), *HEIGHT_RANGE, 24),
                )
            elif kind == "ping" and isinstance(data, str) and len(data) <= 32:
                await session.websocket.send_json(["pong", data])
            elif kind == "blur":
                await service.blur()
            elif kind == "focus":
                await service.focus()

    async def _end(self, session: Session) -> None:
        service = session.service
        if service is not None:
            process = service._process
            with contextlib.suppress(Exception):  # a timeout too: the kill below follows
                await asyncio.wait_for(service.stop(), STOP_GRACE_SECONDS)
            if process is not None and process.returncode is None:
                # Its output has ended; let the child watcher collect the exit status first
                # (killing a process that already exited would reap it behind asyncio's back).
                try:
                    await asyncio.wait_for(process.wait(), STOP_GRACE_SECONDS)
                except Exception:
                    kill_group(process.pid)
                    with contextlib.suppress(Exception):
                        await asyncio.wait_for(process.wait(), STOP_GRACE_SECONDS)
        if not session.websocket.closed:
            with contextlib.suppress(Exception):
                await session.websocket.close()
        if session.kept and self.kept is not None:
            self.kept.release(session.folder)
        else:
            shutil.rmtree(session.folder, ignore_errors=True)
        self.sessions.pop(session.id, None)
        session.done.set()
        reason = "idle" if session.idle_closed else "closed"
        log.info("session %s ended (%s), %d open", session.id[:8], reason, len(self.sessions))

    async def _reap_idle(self) -> None:
        limit = self.options.idle_minutes * 60
        expired = time.monotonic()
        while True:
            await asyncio.sleep(min(30.0, max(0.2, limit / 4)))
            now = time.monotonic()
            if self.kept is not None and now - expired > EXPIRE_EVERY_SECONDS:
                expired = now
                self.kept.expire()
            for session in list(self.sessions.values()):
                if now - session.last_input > limit and not session.idle_closed:
                    session.idle_closed = True
                    await session.websocket.close(code=1000, message=b"idle")


@web.middleware
async def _security_headers(request: web.Request, handler: Any) -> web.StreamResponse:
    response: web.StreamResponse = await handler(request)
    response.headers.setdefault("X-Content-Type-Options", "nosniff")
    response.headers.setdefault("X-Frame-Options", "DENY")
    response.headers.setdefault("Referrer-Policy", "no-referrer")
    response.headers.setdefault(
        "Content-Security-Policy",
        "default-src 'self'; script-src 'self' 'unsafe-inline'; "
        "style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; "
        "connect-src 'self'; frame-ancestors 'none'",
    )
    return response


def host_allowed(header: str | None, options: ServeOptions) -> bool:
    """Bound to a loopback address: loopback names only (``localhost``, 127.x, ::1); bound to
    every address: any address (a rebinding attack needs a name) and this machine's name;
    bound to one address: that one. ``--allow-host`` names are accepted everywhere."""
    return guard.host_allowed(header, options.host, options.allow_hosts)


# -- running ---------------------------------------------------------------------------------
def exposure_warning(host: str, port: int, max_sessions: int) -> str:
    where = (
        "every network this machine is connected to"
        if host in WILDCARD_HOSTS
        else f"the network of address {host}"
    )
    return (
        f"WARNING: --host {host} serves Cardavia to {where}. Anyone who can reach port "
        f"{port} there can open this page and start games on this machine (up to "
        f"{max_sessions} at once, each one a process running here), with no login and no "
        "encryption (plain HTTP). They can play, change that game's settings and read its "
        "rules; they cannot reach a shell or your files. Use it only on a network you trust, "
        "and behind a reverse proxy with HTTPS beyond that."
    )


async def _serve(options: ServeOptions, ready: asyncio.Event | None = None) -> None:
    server = CardaviaServer(options)
    if not server.screen_reader:
        log.warning("textual-serve's client changed: the page's text layer is not available")
    app = server.make_app()
    runner = web.AppRunner(app, handle_signals=False, access_log=None)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        with contextlib.suppress(NotImplementedError, RuntimeError):
            loop.add_signal_handler(sig, stop.set)
    await runner.setup()
    try:
        site = web.TCPSite(runner, options.host, options.port, reuse_address=True)
        try:
            await site.start()
        except OSError as exc:
            raise ServeError(bind_problem(exc, options.host, options.port)) from None
        ports = [
            s.getsockname()[1]
            for s in (site._server.sockets if site._server else [])  # type: ignore[attr-defined]
        ]
        port = ports[0] if ports else options.port
        if not is_loopback(options.host):
            warning = exposure_warning(options.host, port, options.max_sessions)
            print(warning, file=sys.stderr, flush=True)
        shown = options.host if ":" not in options.host else f"[{options.host}]"
        if options.host in WILDCARD_HOSTS:
            shown = socket.gethostname()
        print(
            f"Cardavia is served on http://{shown}:{port}/ — open it in a browser "
            f"(up to {options.max_sessions} games at once; Ctrl+C stops).",
            flush=True,
        )
        if ready is not None:
            ready.set()
        await stop.wait()
        print("Cardavia: stopping, ending every game…", flush=True)
    finally:
        await runner.cleanup()


def serve(options: ServeOptions) -> int:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(message)s", datefmt="%H:%M:%S")
    logging.getLogger("textual-serve").setLevel(logging.WARNING)
    asyncio.run(_serve(options))
    return 0


__all__ = [
    "DEFAULT_IDLE_MINUTES",
    "DEFAULT_MAX_SESSIONS",
    "CardaviaServer",
    "ServeError",
    "ServeOptions",
    "accept_language",
    "exposure_warning",
    "host_allowed",
    "is_loopback",
    "page_locale",
    "serve",
    "session_command",
]
