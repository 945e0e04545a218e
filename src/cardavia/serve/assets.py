"""The page's files (script, stylesheet, fonts, icon), read and compressed once, then served
from memory with the caching a browser understands.

* Compressed once at start (gzip, level 9) when that makes the file smaller, and sent
  compressed to a browser whose ``Accept-Encoding`` takes gzip (``Vary: Accept-Encoding``);
  anything else gets the file as it is.
* Every file has an ``ETag`` (a hash of its content, one tag per encoding): a browser that
  asks again with ``If-None-Match`` gets ``304 Not Modified`` and no body.
* The page asks for each file at an address that names its version (``?v=<hash>``): that
  address never changes content, so the browser keeps it for a year without asking
  (``immutable``). The same file at its bare address (or an old version's) is revalidated
  on every use (``no-cache``): a new Cardavia is never hidden behind a cached old script.

Only the files listed at start are served: a path is looked up, never joined to a folder.
"""

from __future__ import annotations

import gzip
import hashlib
import mimetypes
import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from aiohttp import web

#: A year: the longest lifetime HTTP caches are asked to honour (RFC 9111).
IMMUTABLE = "public, max-age=31536000, immutable"
REVALIDATE = "no-cache"
#: Compression kept only when it saves at least this share of the bytes.
WORTH_COMPRESSING = 0.9
#: Types by suffix that ``mimetypes`` may not know on every system.
TYPES = {
    ".js": "application/javascript",
    ".css": "text/css",
    ".svg": "image/svg+xml",
    ".ttf": "font/ttf",
    ".png": "image/png",
}


@dataclass(frozen=True)
class Asset:
    body: bytes
    content_type: str
    #: The body gzipped, or None when that would not make it noticeably smaller (a PNG).
    gzipped: bytes | None
    #: A hash of the body: the version named in the page's addresses and in the ETags.
    version: str
    #: How long a browser may keep the file at its bare address without asking.
    bare_cache_control: str = REVALIDATE

    @classmethod
    def of(cls, body: bytes, content_type: str, bare_cache_control: str = REVALIDATE) -> Asset:
        packed = gzip.compress(body, compresslevel=9, mtime=0)
        worth = len(packed) <= WORTH_COMPRESSING * len(body)
        version = hashlib.sha256(body).hexdigest()[:16]
        return cls(body, content_type, packed if worth else None, version, bare_cache_control)

    @classmethod
    def read(cls, path: Path, bare_cache_control: str = REVALIDATE) -> Asset:
        content_type = TYPES.get(path.suffix) or (
            mimetypes.guess_type(path.name)[0] or "application/octet-stream"
        )
        return cls.of(path.read_bytes(), content_type, bare_cache_control)

    def etag(self, encoding: str) -> str:
        return f'"{self.version}"' if encoding == "identity" else f'"{self.version}-{encoding}"'

    def url(self, path: str) -> str:
        """The address the page uses: ``path`` with this version."""
        return f"{path}?v={self.version}"


def accepts_gzip(header: str | None) -> bool:
    """Whether an ``Accept-Encoding`` header takes gzip (``gzip``, ``x-gzip`` or ``*`` with a
    quality above 0; an explicit ``gzip;q=0`` refuses it even after ``*``)."""
    if not header:
        return False
    star = False
    for part in header[:1000].split(",")[:32]:
        name, _, params = part.strip().partition(";")
        name = name.strip().lower()
        quality = 1.0
        match = re.search(r"q\s*=\s*([0-9.]{1,5})", params)
        if match:
            try:
                quality = float(match.group(1))
            except ValueError:
                continue
        if name in ("gzip", "x-gzip"):
            return quality > 0
        if name == "*":
            star = quality > 0
    return star


def _tags(header: str) -> Iterable[str]:
    """The entity tags of an ``If-None-Match`` header, weak ones compared weakly (RFC 9110:
    If-None-Match uses the weak comparison)."""
    for tag in header[:2000].split(",")[:64]:
        tag = tag.strip()
        yield tag[2:] if tag.startswith("W/") else tag


def respond(request: web.Request, asset: Asset) -> web.Response:
    """``asset`` for ``request``: compressed if the browser takes it, 304 when the browser
    already holds this version, cached for a year at its versioned address."""
    compressed = asset.gzipped is not None
    encoding = (
        "gzip"
        if compressed and accepts_gzip(request.headers.get("Accept-Encoding"))
        else "identity"
    )
    versioned = request.query.get("v") == asset.version
    headers = {
        "ETag": asset.etag(encoding),
        "Cache-Control": IMMUTABLE if versioned else asset.bare_cache_control,
        "Vary": "Accept-Encoding",
    }
    sent = request.headers.get("If-None-Match")
    if sent is not None:
        ours = {asset.etag("identity"), asset.etag("gzip")}
        if any(tag == "*" or tag in ours for tag in _tags(sent)):
            return web.Response(status=304, headers=headers)
    if encoding == "gzip":
        assert asset.gzipped is not None
        headers["Content-Encoding"] = "gzip"
        body = asset.gzipped
    else:
        body = asset.body
    return web.Response(body=body, content_type=asset.content_type, headers=headers)


def read_folder(folder: Path) -> dict[str, Asset]:
    """Every regular file under ``folder`` (no symbolic links), by its path relative to it
    with ``/`` between the parts."""
    found: dict[str, Asset] = {}
    for path in sorted(folder.rglob("*")):
        if path.is_file() and not path.is_symlink():
            found[path.relative_to(folder).as_posix()] = Asset.read(path)
    return found
