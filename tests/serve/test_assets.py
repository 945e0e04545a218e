"""The page's files over a real socket on 127.0.0.1: compressed when the browser takes it,
as they are when not, revalidated with ETags, cached for good at their versioned address;
the Host check still refuses a foreign name on each of them."""

from __future__ import annotations

import gzip
import re
from collections.abc import AsyncIterator

import pytest
from serve_helpers import needs_web_extra

needs_web_extra()

import aiohttp  # noqa: E402
from aiohttp import web  # noqa: E402
from multidict import CIMultiDict  # noqa: E402

from cardavia.serve.assets import IMMUTABLE, REVALIDATE, Asset, accepts_gzip  # noqa: E402
from cardavia.serve.server import CardaviaServer, ServeOptions  # noqa: E402


@pytest.fixture
async def base(tmp_path) -> AsyncIterator[str]:
    server = CardaviaServer(ServeOptions(port=0, sessions_dir=tmp_path / "sessions"))
    runner = web.AppRunner(server.make_app(), access_log=None)
    await runner.setup()
    site = web.TCPSite(runner, "127.0.0.1", 0)
    await site.start()
    port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        await runner.cleanup()


async def get(url: str, **headers: str) -> tuple[int, CIMultiDict[str], bytes]:
    """Status, headers and the body exactly as sent (never decompressed by the client, which
    sends no Accept-Encoding of its own)."""
    async with (
        aiohttp.ClientSession(auto_decompress=False) as http,
        http.get(url, headers=headers, skip_auto_headers=["Accept-Encoding"]) as response,
    ):
        return response.status, CIMultiDict(response.headers), await response.read()


async def page_addresses(base: str) -> dict[str, str]:
    status, _, body = await get(base + "/")
    assert status == 200
    text = body.decode()
    script = re.search(r'<script src="(/cardavia-textual\.js\?v=\w+)"', text)
    css = re.search(r'href="(/static/css/xterm\.css\?v=\w+)"', text)
    font = re.search(r'url\("(/static/fonts/RobotoMono-VariableFont_wght\.ttf\?v=\w+)"\)', text)
    assert script and css and font, text
    return {"script": script[1], "css": css[1], "font": font[1]}


async def test_the_script_is_sent_gzipped_to_a_browser_that_takes_it(base):
    status, plain_headers, plain = await get(
        base + "/cardavia-textual.js", **{"Accept-Encoding": "identity"}
    )
    assert status == 200 and "Content-Encoding" not in plain_headers
    assert b"screenReaderMode:!0" in plain and len(plain) > 400_000

    status, headers, packed = await get(
        base + "/cardavia-textual.js", **{"Accept-Encoding": "gzip, deflate, br"}
    )
    assert status == 200
    assert headers["Content-Encoding"] == "gzip"
    assert "Accept-Encoding" in headers["Vary"]
    assert int(headers["Content-Length"]) == len(packed) < len(plain) // 3
    assert gzip.decompress(packed) == plain
    assert headers["ETag"] != plain_headers["ETag"]  # one tag per encoding


@pytest.mark.parametrize("header", ["", "deflate", "gzip;q=0", "*;q=0", "br, gzip;q=0, *"])
async def test_a_browser_that_does_not_take_gzip_gets_the_file_as_it_is(base, header):
    headers = {"Accept-Encoding": header} if header else {}
    status, sent, body = await get(base + "/cardavia-textual.js", **headers)
    assert status == 200 and "Content-Encoding" not in sent
    assert b"screenReaderMode:!0" in body


def test_which_accept_encoding_headers_take_gzip():
    for header in ("gzip", "GZIP", "deflate, gzip;q=0.5", "x-gzip", "*", "br;q=1, *;q=0.1"):
        assert accepts_gzip(header), header
    for header in (None, "", "identity", "gzip;q=0", "gzip; q=0.0", "*;q=0", "gzip;q=0, *"):
        assert not accepts_gzip(header), header


async def test_a_browser_holding_the_file_gets_304_without_a_body(base):
    for encoding in ("gzip", "identity"):
        status, headers, _ = await get(
            base + "/cardavia-textual.js", **{"Accept-Encoding": encoding}
        )
        etag = headers["ETag"]
        for sent in (etag, f"W/{etag}", f'"other", {etag}', "*"):
            status, again, body = await get(
                base + "/cardavia-textual.js",
                **{"Accept-Encoding": encoding, "If-None-Match": sent},
            )
            assert status == 304 and body == b"", sent
            assert again["ETag"] == etag and "Cache-Control" in again
    status, _, body = await get(base + "/cardavia-textual.js", **{"If-None-Match": '"stale"'})
    assert status == 200 and body


async def test_the_page_names_versioned_addresses_kept_for_good(base):
    addresses = await page_addresses(base)
    for name, address in addresses.items():
        status, headers, body = await get(base + address, **{"Accept-Encoding": "gzip"})
        assert status == 200 and body, name
        assert headers["Cache-Control"] == IMMUTABLE, name
        assert headers["ETag"].strip('"').startswith(address.rpartition("=")[2]), name
    # The text files go compressed; the same files at their bare address are revalidated.
    for name in ("script", "css"):
        status, headers, _ = await get(base + addresses[name], **{"Accept-Encoding": "gzip"})
        assert headers["Content-Encoding"] == "gzip", name
        bare = addresses[name].partition("?")[0]
        status, headers, _ = await get(base + bare, **{"Accept-Encoding": "gzip"})
        assert status == 200 and headers["Cache-Control"] == REVALIDATE, name
        status, headers, _ = await get(base + bare + "?v=0123456789abcdef")
        assert headers["Cache-Control"] == REVALIDATE, name  # an old version's address
    status, headers, _ = await get(base + "/favicon.svg")
    assert status == 200 and headers["Cache-Control"] == "max-age=86400" and headers["ETag"]


async def test_only_the_clients_files_are_served_and_the_host_check_holds(base):
    for path in ("/static/", "/static/../server.py", "/static/css/missing.css", "/static/js"):
        status, _, _ = await get(base + path)
        assert status in (403, 404), path
    port = base.rpartition(":")[2]
    addresses = await page_addresses(base)
    foreign = {"Host": f"attacker.example:{port}"}
    for path in (*addresses.values(), "/cardavia-textual.js", "/favicon.svg"):
        status, _, _ = await get(base + path, **foreign)
        assert status == 403, path
        status, _, _ = await get(base + path, **foreign, **{"If-None-Match": "*"})
        assert status == 403, path


def test_a_file_that_compression_does_not_shrink_is_kept_as_it_is():
    import os

    noise = Asset.of(os.urandom(4096), "image/png")
    assert noise.gzipped is None
    text = Asset.of(b"body { color: red; }\n" * 200, "text/css")
    assert text.gzipped is not None and gzip.decompress(text.gzipped) == text.body
    assert text.etag("identity") != text.etag("gzip")
