"""`cardavia serve` at its edges: host names, origins, what a game process gets, signals, and
bad values. Real servers on 127.0.0.1, real sockets, real processes."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest
from serve_helpers import cardavia_env, needs_web_extra, process_environment, start_server


def raw_request(port: int, path: str, host: str, extra: str = "") -> str:
    """The status line of a GET sent on a raw socket, with exactly the headers given."""
    request = f"GET {path} HTTP/1.1\r\nHost: {host}\r\n{extra}Connection: close\r\n\r\n"
    with socket.create_connection(("127.0.0.1", port), timeout=20) as conn:
        conn.sendall(request.encode("latin-1"))
        answer = b""
        while b"\r\n" not in answer:
            chunk = conn.recv(4096)
            if not chunk:
                break
            answer += chunk
    return answer.split(b"\r\n", 1)[0].decode("latin-1")


def upgrade(origin: str) -> str:
    return (
        "Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n"
        f"Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nOrigin: {origin}\r\n"
    )


# -- host names and origins -------------------------------------------------------------------
def test_a_host_name_that_is_not_this_servers_is_refused_on_every_request(tmp_path):
    needs_web_extra()
    served = start_server(tmp_path, "--allow-host", "cards.example.org")
    port = served.port
    try:
        attacker = f"attacker.example:{port}"
        for path in ("/", "/favicon.svg", "/cardavia-textual.js", "/static/css/xterm.css"):
            assert " 403 " in raw_request(port, path, attacker), path
        # DNS rebinding: the attacker's page, its socket, the same Origin as Host
        refused = raw_request(port, "/ws/en", attacker, upgrade(f"http://{attacker}"))
        assert " 403 " in refused
        assert served.session_folders() == []
        for host in (f"127.0.0.1:{port}", f"localhost:{port}", f"[::1]:{port}", "127.0.0.1"):
            assert " 200 " in raw_request(port, "/", host), host
        assert " 200 " in raw_request(port, "/", f"cards.example.org:{port}")  # --allow-host
        assert " 403 " in raw_request(port, "/", "")  # no host name at all
        opened = raw_request(
            port, "/ws/en", f"localhost:{port}", upgrade(f"http://localhost:{port}")
        )
        assert " 101 " in opened
    finally:
        output = served.stop()
    assert "Traceback" not in output


def test_which_host_names_each_bound_address_accepts():
    needs_web_extra()
    from cardavia.serve.server import ServeOptions, host_allowed

    loopback = ServeOptions(host="127.0.0.1", port=8765)
    for header in ("127.0.0.1:8765", "localhost:8765", "[::1]:8765", "127.0.0.2", "a.localhost"):
        assert host_allowed(header, loopback), header
    for header in ("attacker.example:8765", "192.0.2.7:8765", "localhost.attacker.example", None):
        assert not host_allowed(header, loopback), header
    assert not host_allowed("[::1", loopback) and not host_allowed("localhost:http", loopback)

    one = ServeOptions(host="192.0.2.7", port=8765, allow_hosts=("cards.example.org",))
    assert host_allowed("192.0.2.7:8765", one) and host_allowed("cards.example.org", one)
    assert not host_allowed("192.0.2.8:8765", one) and not host_allowed("evil.example", one)

    every = ServeOptions(host="0.0.0.0", port=8765)
    assert host_allowed("192.0.2.7:8765", every) and host_allowed("[2001:db8::1]:8765", every)
    assert host_allowed(f"{socket.gethostname()}:8765", every)  # the name it prints
    assert not host_allowed("attacker.example:8765", every)


async def test_an_origin_of_another_scheme_is_refused(tmp_path):
    needs_web_extra()
    import aiohttp

    served = start_server(tmp_path)
    try:
        async with aiohttp.ClientSession() as http:
            url = served.url + "ws/en"
            same_host = f"127.0.0.1:{served.port}"
            for origin in (f"https://{same_host}", "null", f"ws://{same_host}"):
                with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
                    await http.ws_connect(url, headers={"Origin": origin})
                assert refused.value.status == 403, origin
            ws = await http.ws_connect(url, headers={"Origin": f"http://{same_host}"})
            await ws.close()
            # behind a proxy that ends HTTPS and says so
            ws = await http.ws_connect(
                url, headers={"Origin": f"https://{same_host}", "X-Forwarded-Proto": "https"}
            )
            await ws.close()
    finally:
        output = served.stop()
    assert "Traceback" not in output


# -- what a game process gets -----------------------------------------------------------------
async def test_a_game_gets_its_own_folders_and_nothing_else_of_the_servers_environment(tmp_path):
    needs_web_extra()
    import aiohttp

    owner_cache = tmp_path / "owner-cache"
    served = start_server(
        tmp_path, env={"CARDAVIA_CACHE_DIR": str(owner_cache), "OWNER_SECRET": "hunter2"}
    )
    try:
        async with aiohttp.ClientSession() as http:
            ws = await http.ws_connect(served.url + "ws/en")
            (folder,) = served.wait_sessions(1)
            (pid,) = served.games()
            env = process_environment(pid)
            await ws.close()
    finally:
        output = served.stop()
    assert "Traceback" not in output
    assert "OWNER_SECRET" not in env
    assert env["CARDAVIA_CACHE_DIR"] == str(folder / "cache")
    assert env["CARDAVIA_CONFIG_DIR"] == str(folder / "config")
    assert env["CARDAVIA_DATA_DIR"] == str(folder / "data")
    assert env["HOME"] == str(folder) and env["CARDAVIA_WEB"] == "1"
    assert env["TEXTUAL_DRIVER"].startswith("textual.drivers.web_driver")
    allowed = {"PATH", "LANG", "LC_ALL", "LC_CTYPE", "TZ", "PYTHONPATH", "HOME", "COLUMNS"}
    allowed |= {"ROWS", "TERM_PROGRAM", "TERM_PROGRAM_VERSION"}
    extra = {k for k in env if k not in allowed and not k.startswith(("CARDAVIA_", "TEXTUAL_"))}
    assert extra == set(), extra
    assert not owner_cache.exists()


def test_a_web_game_shows_file_names_not_the_servers_folders(monkeypatch, tmp_path):
    from cardavia.fileio import shown_path

    path = tmp_path / "data" / "records" / "schnapsen-20261203.json"
    monkeypatch.delenv("CARDAVIA_WEB", raising=False)
    assert shown_path(path) == str(path)
    monkeypatch.setenv("CARDAVIA_WEB", "1")
    assert shown_path(path) == "schnapsen-20261203.json"


# -- signals ----------------------------------------------------------------------------------
def gone(pid: int) -> bool:
    """Ended: no such process, or a zombie nobody has collected yet."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return True
    return stat[stat.rindex(")") + 2] == "Z"


def wait_gone(pids: list[int], timeout: float = 30.0) -> list[int]:
    deadline = time.monotonic() + timeout
    while (left := [p for p in pids if not gone(p)]) and time.monotonic() < deadline:
        time.sleep(0.1)
    return left


@pytest.mark.parametrize("sig", [signal.SIGHUP, signal.SIGTERM, signal.SIGKILL])
async def test_every_game_ends_with_its_server_whatever_ends_it(tmp_path, sig):
    needs_web_extra()
    import aiohttp

    served = start_server(tmp_path, "--max-sessions", "2")
    try:
        async with aiohttp.ClientSession() as http:
            sockets = [await http.ws_connect(served.url + "ws/en") for _ in range(2)]
            assert len(served.wait_sessions(2)) == 2
            games = served.games()
            served.process.send_signal(sig)
            served.process.wait(timeout=30)
            for ws in sockets:
                await ws.close()
        assert wait_gone(games) == []
        if sig != signal.SIGKILL:  # stopped in order: its temporary folders went too
            assert served.process.returncode == 0
            assert served.temporary_folders() == []
    finally:
        output = served.stop()
        for pid in games if "games" in locals() else []:
            if not gone(pid):
                os.kill(pid, signal.SIGKILL)
    assert "Traceback" not in output


PARENT = """
import subprocess, sys, time
from cardavia.serve.children import child_options
child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(120)"], **child_options())
print(child.pid, flush=True)
time.sleep(120)
"""


def test_a_child_that_reads_nothing_still_ends_when_its_parent_is_killed(tmp_path):
    """The parent-death signal, on its own: a game busy elsewhere would not see its pipes
    close, and a process group outlives its leader's parent."""
    parent = subprocess.Popen(
        [sys.executable, "-c", PARENT],
        stdout=subprocess.PIPE,
        text=True,
        env=cardavia_env(tmp_path),
    )
    try:
        assert parent.stdout is not None
        child = int(parent.stdout.readline())
        assert os.getsid(child) == child  # its own session: a terminal's signals miss it
        parent.kill()
        parent.wait(timeout=30)
        assert wait_gone([child]) == []
    finally:
        if parent.poll() is None:
            parent.kill()
        if "child" in locals() and not gone(child):
            os.kill(child, signal.SIGKILL)


def test_bench_serve_stopped_by_sigterm_stops_its_server_and_removes_its_folder(tmp_path):
    needs_web_extra()
    from cardavia.serve.bench import _children

    env = cardavia_env(tmp_path)
    env["TMPDIR"] = str(tmp_path)
    bench = subprocess.Popen(
        [sys.executable, "-m", "cardavia", "bench", "--serve", "--sessions", "1"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
    )
    servers: list[int] = []
    try:
        deadline = time.monotonic() + 60
        # serving: its server (a child) runs a game (a grandchild)
        while time.monotonic() < deadline and not any(_children(s) for s in servers):
            servers = _children(bench.pid)
            time.sleep(0.2)
        assert servers and any(_children(s) for s in servers), "the bench never served a game"
        assert list(tmp_path.glob("cardavia-bench-serve-*"))
        bench.send_signal(signal.SIGTERM)
        _, err = bench.communicate(timeout=60)
    finally:
        if bench.poll() is None:
            bench.kill()
            bench.wait()
    assert bench.returncode == 128 + signal.SIGTERM, err
    assert "Traceback" not in err
    assert wait_gone(servers) == []
    assert not list(tmp_path.glob("cardavia-bench-serve-*"))


# -- bad values -------------------------------------------------------------------------------
def _unwritable_folder(tmp_path: Path) -> str:
    """An existing folder this process cannot write in (root writes anywhere a mode allows,
    but not in sysfs)."""
    if os.geteuid() == 0:
        return "/sys/kernel"
    folder = tmp_path / "read-only"
    folder.mkdir()
    folder.chmod(0o500)
    return str(folder)


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["serve", "--sessions-dir", "{tmp}/missing/x/y"], "the folder it would go in"),
        (["serve", "--sessions-dir", "{unwritable}"], "cannot write there"),
        (["serve", "--idle-timeout", "inf"], "--idle-timeout: at most"),
        (["serve", "--idle-timeout", "1e308"], "--idle-timeout: at most"),
        (["serve", "--max-sessions", "9" * 30], "--max-sessions: at most"),
        (["serve", "--keep-days", "inf"], "--keep-days: at most"),
        (["serve", "--keep-days", "0"], "not a positive number of days"),
        (["serve", "--lang", ""], "unknown language ''"),
        (["serve", "--allow-host", "evil host/"], "not a host name"),
        (["bench", "--serve", "--duration", "inf"], "--duration: at most"),
    ],
)
def test_bad_values_exit_2_at_once(tmp_path, args, message):
    needs_web_extra()
    values = {"tmp": str(tmp_path), "unwritable": _unwritable_folder(tmp_path)}
    args = [a.format(**values) for a in args]
    done = subprocess.run(
        [sys.executable, "-m", "cardavia", *args, "--port", "0"]
        if args[0] == "serve"
        else [sys.executable, "-m", "cardavia", *args],
        capture_output=True,
        text=True,
        env=cardavia_env(tmp_path),
        timeout=60,
        stdin=subprocess.DEVNULL,
    )
    assert done.returncode == 2, done.stdout + done.stderr
    assert message in done.stderr and "Traceback" not in done.stderr
    assert not (tmp_path / "missing").exists()
