"""Unfinished web games are kept for the browser that played them: a cookie names its folder.

Real servers on 127.0.0.1 and sockets that behave as a browser's do (an Origin, a cookie jar).
"""

from __future__ import annotations

import json
import os
import time

from serve_helpers import needs_web_extra, start_server

from cardavia.i18n import Catalog

EN = Catalog("en")
CONTINUE = EN.t("home-continue", summary="").split("·")[0].strip().encode()


#: What the server told each socket's page apart from its screen (by socket).
TOLD: dict[int, list[object]] = {}


async def read_until(ws, needle: bytes, timeout: float = 30.0) -> bytes:
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
        elif message.type == aiohttp.WSMsgType.TEXT:
            TOLD.setdefault(id(ws), []).append(json.loads(message.data))
        elif message.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED):
            raise AssertionError(f"closed before {needle!r}; got {data[-400:]!r}")
    return data


async def play_until_in_progress(ws, timeout: float = 60.0) -> None:
    """Enter until the app tells the page a game is in progress (what makes the page warn
    before it is closed): a bid, or a card, is made."""
    import aiohttp

    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        told = TOLD.get(id(ws), [])
        if told and told[-1] == ["cardavia-game", True]:  # already (the AI seats bid first)
            return
        await ws.send_str(json.dumps(["stdin", "\r"]))
        until = time.monotonic() + 0.5
        while (left := until - time.monotonic()) > 0:
            try:
                message = await ws.receive(timeout=left)
            except TimeoutError:
                break
            if message.type == aiohttp.WSMsgType.TEXT:
                TOLD.setdefault(id(ws), []).append(json.loads(message.data))
            elif message.type != aiohttp.WSMsgType.BINARY:
                raise AssertionError(f"the session ended: {message}")
    raise AssertionError("the page was never told a game is in progress")


async def table_in_progress(ws) -> None:
    """From the home screen to a French Tarot table with a game under way."""
    await read_until(ws, b"Card traditions")
    await ws.send_str(json.dumps(["stdin", "\r"]))  # French Tarot, the first tradition
    await read_until(ws, EN.t("tradition-start").encode())
    await ws.send_str(json.dumps(["stdin", "\r"]))  # Start
    await read_until(ws, EN.t("binding-last-trick").encode())
    await play_until_in_progress(ws)


def browser(port: int):
    """A client that behaves as a browser here: it sends its page's Origin and keeps cookies
    (aiohttp's jar takes none from an address unless told to)."""
    import aiohttp

    origin = {"Origin": f"http://127.0.0.1:{port}"}
    return aiohttp.ClientSession(cookie_jar=aiohttp.CookieJar(unsafe=True), headers=origin)


async def test_an_unfinished_game_comes_back_in_the_same_browser_after_its_tab_closed(tmp_path):
    needs_web_extra()
    served = start_server(tmp_path, "--keep-days", "2")
    url = served.url + "ws/en?width=120&height=40"
    try:
        async with browser(served.port) as first:
            ws = await first.ws_connect(url)
            cookie = ws._response.headers["Set-Cookie"]
            assert "HttpOnly" in cookie and "SameSite=Strict" in cookie
            assert f"Max-Age={2 * 86400}" in cookie and "Path=/" in cookie
            (place,) = served.wait_sessions(1)
            assert place.parent.parent == served.sessions_dir / "kept"
            await table_in_progress(ws)
            await ws.close()  # the tab is closed (or reloaded)
            assert served.wait_sessions(0) == []
            assert (place / "data" / "resume" / "french-tarot.json").is_file()
            assert served.temporary_folders() == []

            again = await first.ws_connect(url)  # the same browser comes back
            await read_until(again, CONTINUE)
            assert served.wait_sessions(1) == [place]
            async with browser(served.port) as other:  # another browser: its own place
                theirs = await other.ws_connect(url)
                folders = served.wait_sessions(2)
                assert (
                    len(folders) == 2 and folders[1 - folders.index(place)].parent != place.parent
                )
                await theirs.close()
            await again.close()
            assert served.wait_sessions(0) == []
    finally:
        output = served.stop()
    assert "Traceback" not in output
    assert (place / "data" / "resume" / "french-tarot.json").is_file()  # outlives the server


async def test_a_game_left_with_q_is_kept_as_the_leave_dialog_says(tmp_path):
    needs_web_extra()
    import aiohttp

    served = start_server(tmp_path)
    try:
        async with browser(served.port) as http:
            ws = await http.ws_connect(served.url + "ws/en?width=120&height=40")
            (place,) = served.wait_sessions(1)
            await table_in_progress(ws)
            await ws.send_str(json.dumps(["stdin", "q"]))
            await read_until(ws, EN.t("dialog-leave").encode())
            await ws.send_str(json.dumps(["stdin", "2"]))  # Leave the table (and the app)
            while (await ws.receive(timeout=30)).type != aiohttp.WSMsgType.CLOSE:
                pass  # the app quits: the server closes the socket
            assert served.wait_sessions(0) == []
            assert (place / "data" / "resume" / "french-tarot.json").is_file()
    finally:
        output = served.stop()
    assert "Traceback" not in output


async def test_two_tabs_of_one_browser_get_two_places_and_a_forged_cookie_gets_a_new_one(
    tmp_path,
):
    needs_web_extra()
    served = start_server(tmp_path, "--max-sessions", "3")
    url = served.url + "ws/en"
    try:
        async with browser(served.port) as http:
            one = await http.ws_connect(url)
            token = one._response.cookies["cardavia_keep"].value
            two = await http.ws_connect(url)
            places = served.wait_sessions(2)
            assert [p.name for p in places] == ["1", "2"] and places[0].parent == places[1].parent
            await one.close()
            await two.close()
            assert served.wait_sessions(0) == []
        async with browser(served.port) as forger:
            nonce, _, signature = token.partition(".")
            forged = f"{nonce[::-1]}.{signature}"
            forger.cookie_jar.update_cookies({"cardavia_keep": forged})
            ws = await forger.ws_connect(url)
            given = ws._response.cookies["cardavia_keep"].value
            assert given not in (forged, token)
            (place,) = served.wait_sessions(1)
            assert place.parent != places[0].parent
            await ws.close()
    finally:
        output = served.stop()
    assert "Traceback" not in output


def test_a_browser_gone_longer_than_keep_days_loses_its_folder(tmp_path):
    needs_web_extra()
    kept = tmp_path / "sessions" / "kept"
    old, recent = kept / ("a" * 32), kept / ("b" * 32)
    for browser_folder in (old, recent):
        (browser_folder / "1" / "data").mkdir(parents=True)
        (browser_folder / ".last-use").touch()
    ten_days_ago = time.time() - 10 * 86400
    os.utime(old / ".last-use", (ten_days_ago, ten_days_ago))
    served = start_server(tmp_path, "--keep-days", "3")
    try:
        assert not old.exists()
        assert (recent / "1" / "data").is_dir()
    finally:
        output = served.stop()
    assert "1 kept folder" in output


def test_kept_folders_expire_and_the_oldest_go_beyond_the_limit(tmp_path, monkeypatch):
    needs_web_extra()
    from cardavia.serve import kept

    monkeypatch.setattr(kept, "MAX_BROWSERS", 2)
    folders = kept.KeptFolders(tmp_path, keep_days=1)
    tokens = [folders.new_token() for _ in range(3)]
    places = [folders.claim(t, 4) for t in tokens]
    assert all(places)
    for index, place in enumerate(places):
        folders.release(place)
        stamp = time.time() - 3600 * (3 - index)  # the first token's browser is the oldest
        os.utime(place.parent / ".last-use", (stamp, stamp))
    busy = folders.claim(tokens[0], 4)  # now the newest, and open
    assert folders.expire() == 1  # the oldest beyond 2 goes
    assert busy is not None and busy.is_dir() and not places[1].parent.exists()
    assert folders.expire(now=time.time() + 2 * 86400) == 1  # gone a day: not the busy one
    assert busy.is_dir() and not places[2].parent.exists()
    assert folders.is_ours(tokens[0]) and not folders.is_ours(tokens[0] + "x")
    assert not folders.is_ours("../../etc." + "0" * 32)
    # the secret outlives the server: a restarted server knows its cookies
    assert kept.KeptFolders(tmp_path, keep_days=1).is_ours(tokens[1])
