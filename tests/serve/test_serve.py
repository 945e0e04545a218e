"""`cardavia serve` without a browser: arguments, the page, sessions, limits, idle timeout."""

from __future__ import annotations

import json
import socket
import subprocess
import sys
import time

import pytest
from serve_helpers import cardavia_env, needs_web_extra, start_server

from cardavia.cli import main
from cardavia.i18n import Catalog


def run(capsys, *args):
    try:
        status = main(list(args))
    except SystemExit as exc:
        status = exc.code
    out, err = capsys.readouterr()
    return status, out, err


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--port", "70000"], "a port is 0-65535"),
        (["--port", "http"], "is not a port number"),
        (["--max-sessions", "0"], "must be at least 1"),
        (["--idle-timeout", "-3"], "not a positive number of minutes"),
        (["--lang", "tlh"], "unknown language 'tlh'"),
        (["--host", " "], "--host needs an address"),
    ],
)
def test_bad_arguments_say_so_and_exit_2(capsys, args, message):
    needs_web_extra()
    status, _, err = run(capsys, "serve", *args)
    assert status == 2
    assert message in err and "Traceback" not in err


def test_help_lists_serve_and_its_options(capsys):
    status, out, _ = run(capsys, "--help")
    assert status == 0 and "serve" in out
    status, out, _ = run(capsys, "serve", "--help")
    for option in (
        "--host",
        "--port",
        "--lang",
        "--max-sessions",
        "--idle-timeout",
        "--keep-days",
        "--allow-host",
    ):
        assert option in out


def test_a_port_in_use_is_one_clear_message(tmp_path):
    needs_web_extra()
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        done = subprocess.run(
            [sys.executable, "-m", "cardavia", "serve", "--port", str(port)],
            capture_output=True,
            text=True,
            env=cardavia_env(tmp_path),
            timeout=60,
        )
    assert done.returncode == 2
    assert f"port {port} is already in use" in done.stderr
    assert "Traceback" not in done.stderr + done.stdout


def test_accept_language_picks_our_best_locale_by_quality():
    needs_web_extra()
    from cardavia.serve.server import accept_language, page_locale

    assert accept_language("fi-FI,fi;q=0.9,en-US;q=0.8,en;q=0.7") == "fi"
    assert accept_language("ja-JP,ja;q=0.9,zh-TW;q=0.8,en;q=0.5") == "zh-Hant"
    assert accept_language("de-AT,de;q=0.9,en;q=0.5") == "de"
    assert accept_language("en;q=0.2, vi;q=0.9") == "vi"
    assert accept_language("tlh, *;q=0.5") is None
    assert accept_language("fi;q=0, en;q=bad, vi;q=0.1") == "vi"
    assert page_locale("zh-Hans", "fi", None) == "zh-Hans"  # ?lang= in the address first
    assert page_locale(None, "fi", "vi") == "vi"  # then --lang
    assert page_locale("../../etc", "x" * 5000, None) == "en"  # junk gives English


def test_the_app_is_started_with_exec_and_a_known_locale_only():
    needs_web_extra()
    from cardavia.serve.server import session_command

    command = session_command("fi")
    assert command == [sys.executable, "-m", "cardavia.serve.tab", "--lang", "fi"]
    with pytest.raises(ValueError):
        session_command("fi; rm -rf ~")


def test_listening_beyond_localhost_warns_what_it_exposes():
    needs_web_extra()
    from cardavia.serve.server import exposure_warning, is_loopback

    assert is_loopback("127.0.0.1") and is_loopback("localhost") and is_loopback("::1")
    assert not is_loopback("0.0.0.0") and not is_loopback("192.0.2.7")
    text = exposure_warning("0.0.0.0", 8000, 8)
    assert "every network" in text and "port 8000" in text and "no login" in text


async def _read_until(ws, needle: bytes, timeout: float = 20.0) -> bytes:
    import aiohttp

    data = b""
    deadline = time.monotonic() + timeout
    while needle not in data:
        left = deadline - time.monotonic()
        if left <= 0:
            raise AssertionError(f"{needle!r} never came; got {data[-400:]!r}")
        message = await ws.receive(timeout=left)
        if message.type == aiohttp.WSMsgType.BINARY:
            data += message.data
        elif message.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED):
            raise AssertionError(f"closed before {needle!r}; got {data[-400:]!r}")
    return data


async def test_sessions_pages_limit_and_idle_timeout(tmp_path):
    needs_web_extra()
    import aiohttp

    served = start_server(tmp_path, "--max-sessions", "1", "--idle-timeout", "0.05")
    try:
        async with aiohttp.ClientSession() as http:
            async with http.get(served.url, headers={"Accept-Language": "fi, en;q=0.5"}) as page:
                text = await page.text()
                assert page.status == 200
                assert page.headers["Content-Security-Policy"].startswith("default-src 'self'")
            fi = Catalog("fi")
            assert '<html lang="fi">' in text and "/ws/fi" in text
            assert f"<title>{fi.t('serve-page-title')}</title>" in text
            assert "googleapis" not in text  # nothing from other hosts
            async with http.get(served.url + "favicon.svg") as icon:
                assert icon.status == 200 and icon.content_type == "image/svg+xml"
            async with http.get(served.url + "cardavia-textual.js") as script:
                assert "screenReaderMode:!0" in await script.text()
            async with http.get(served.url + "ws/xx") as unknown:
                assert unknown.status == 404
            async with http.get(served.url + "static/") as listing:
                assert listing.status in (403, 404)
            foreign = {"Origin": "http://elsewhere.example"}
            with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
                await http.ws_connect(served.url + "ws/en", headers=foreign)
            assert refused.value.status == 403

            ws = await http.ws_connect(served.url + "ws/fi?width=100&height=30")
            first = await _read_until(ws, b"Korttiperinteet")
            assert first
            (folder,) = served.wait_sessions(1)
            assert (folder / "config").is_dir() and (folder / "data").is_dir()
            # junk from a browser changes nothing and ends nothing
            for junk in (
                "not json",
                json.dumps(["resize", {"width": "$(reboot)", "height": 10**12}]),
                json.dumps(["stdin", 42]),
                json.dumps({"stdin": "x"}),
            ):
                await ws.send_str(junk)
            await ws.send_str(json.dumps(["ping", "1"]))
            while True:
                message = await ws.receive(timeout=10)
                if message.type == aiohttp.WSMsgType.TEXT:
                    assert json.loads(message.data) == ["pong", "1"]
                    break

            async with http.get(served.url) as full:
                body = await full.text()
                assert full.status == 503
                assert Catalog("en").t("serve-full", count=1) in body
            second = await http.ws_connect(served.url + "ws/en")
            message = await second.receive(timeout=10)
            assert message.type == aiohttp.WSMsgType.CLOSE and message.data == 1013
            await second.close()

            # nobody touches the first game: the server ends it (0.05 min = 3 s)
            deadline = time.monotonic() + 30
            while not ws.closed and time.monotonic() < deadline:
                await ws.receive(timeout=max(0.1, deadline - time.monotonic()))
            assert ws.closed
            assert served.wait_sessions(0) == []
            async with http.get(served.url) as again:
                assert again.status == 200
    finally:
        output = served.stop()
    assert "ended (idle)" in output
    assert "Traceback" not in output


def test_stopping_the_server_removes_its_own_temporary_folders(tmp_path):
    needs_web_extra()
    env = cardavia_env(tmp_path)
    env["TMPDIR"] = str(tmp_path)
    process = subprocess.Popen(
        [sys.executable, "-m", "cardavia", "serve", "--port", "0"],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        env=env,
    )
    assert process.stdout is not None
    line = process.stdout.readline()
    assert "http://127.0.0.1:" in line
    assert [p.name for p in tmp_path.glob("cardavia-serve-*")]
    process.send_signal(2)
    out, _ = process.communicate(timeout=20)
    assert process.returncode == 0, out
    assert not list(tmp_path.glob("cardavia-serve-*"))


def test_bench_serve_smoke(capsys):
    needs_web_extra()
    status, out, err = run(capsys, "bench", "--serve", "--sessions", "2", "--duration", "3")
    assert status == 0, err
    assert "sessions lost: 0" in out
    assert "p50" in out and "MB" in out


async def test_a_game_that_quits_or_dies_ends_its_page_session(tmp_path):
    needs_web_extra()
    import os
    import signal

    import aiohttp

    from cardavia.serve.bench import _children

    served = start_server(tmp_path, "--max-sessions", "2")
    try:
        async with aiohttp.ClientSession() as http:
            quits = await http.ws_connect(served.url + "ws/en")
            await _read_until(quits, b"Card traditions")
            await quits.send_str(json.dumps(["stdin", "q"]))  # Quit, at home
            while (message := await quits.receive(timeout=15)).type == aiohttp.WSMsgType.BINARY:
                pass  # the last frames (the star field moves)
            assert message.type == aiohttp.WSMsgType.CLOSE

            dies = await http.ws_connect(served.url + "ws/en")
            await _read_until(dies, b"Card traditions")
            (app,) = _children(served.process.pid)
            os.kill(app, signal.SIGKILL)
            while (message := await dies.receive(timeout=15)).type == aiohttp.WSMsgType.BINARY:
                pass
            assert message.type == aiohttp.WSMsgType.CLOSE and message.data == 1011
            assert served.wait_sessions(0) == []
    finally:
        output = served.stop()
    assert "Traceback" not in output and "Unknown child process" not in output
