"""Kept web games: a browser's own folders, found again through a cookie.

A browser that opens a game gets an HttpOnly cookie holding a random token signed by the
server (HMAC with a secret kept beside the folders), so only tokens the server gave out name a
folder. The token's hash names the browser's folder under ``kept/``; each of its games at once
gets a numbered place in it (``1``, ``2``…) with its settings, records, kept games
(``resume/``) and crash reports, and the next game of that browser takes the first free place
again. A browser that has not come back for ``keep_days`` loses its folder; so does the oldest
one beyond ``MAX_BROWSERS``.
"""

from __future__ import annotations

import contextlib
import hashlib
import hmac
import re
import secrets
import shutil
import time
from pathlib import Path

from cardavia.fileio import write_atomic

COOKIE = "cardavia_keep"
MAX_BROWSERS = 1000
LAST_USE = ".last-use"
_TOKEN = re.compile(r"([A-Za-z0-9_-]{32})\.([0-9a-f]{32})")


class KeptFolders:
    def __init__(self, root: Path, keep_days: float) -> None:
        self.root = root / "kept"
        self.keep_seconds = keep_days * 86400
        self.in_use: set[Path] = set()
        self.root.mkdir(parents=True, exist_ok=True)
        self._secret = self._load_secret(self.root / ".secret")

    @staticmethod
    def _load_secret(path: Path) -> bytes:
        """The signing secret: kept with the folders, so tokens outlive a server restart."""
        with contextlib.suppress(OSError, ValueError):
            secret = bytes.fromhex(path.read_text(encoding="ascii").strip())
            if len(secret) == 32:
                return secret
        secret = secrets.token_bytes(32)
        write_atomic(path, secret.hex() + "\n")
        with contextlib.suppress(OSError):
            path.chmod(0o600)
        return secret

    def _sign(self, nonce: str) -> str:
        return hmac.new(self._secret, nonce.encode("ascii"), hashlib.sha256).hexdigest()[:32]

    def new_token(self) -> str:
        nonce = secrets.token_urlsafe(24)  # 32 characters
        return f"{nonce}.{self._sign(nonce)}"

    def is_ours(self, token: str | None) -> bool:
        match = _TOKEN.fullmatch(token or "")
        return match is not None and hmac.compare_digest(match[2], self._sign(match[1]))

    def browser_folder(self, token: str) -> Path:
        return self.root / hashlib.sha256(token.encode("ascii")).hexdigest()[:32]

    def claim(self, token: str, limit: int) -> Path | None:
        """The first free place of the token's browser (created), or None when all are used."""
        browser = self.browser_folder(token)
        for number in range(1, limit + 1):
            place = browser / str(number)
            if place not in self.in_use:
                for sub in ("config", "data", "cache"):
                    (place / sub).mkdir(parents=True, exist_ok=True)
                self.in_use.add(place)
                self._touch(browser)
                return place
        return None

    def release(self, place: Path) -> None:
        self.in_use.discard(place)
        self._touch(place.parent)

    @staticmethod
    def _touch(browser: Path) -> None:
        with contextlib.suppress(OSError):
            (browser / LAST_USE).touch()

    def expire(self, now: float | None = None) -> int:
        """Remove the folders of browsers gone for longer than ``keep_days`` (and the oldest
        beyond ``MAX_BROWSERS``), never one with a game open; returns how many went."""
        now = time.time() if now is None else now
        busy = {place.parent for place in self.in_use}
        ages: list[tuple[float, Path]] = []
        for browser in self.root.iterdir() if self.root.is_dir() else ():
            if not browser.is_dir():
                continue
            try:
                last = (browser / LAST_USE).stat().st_mtime
            except OSError:
                last = 0.0
            ages.append((last, browser))
        ages.sort(reverse=True)  # the newest first; the limit counts the busy ones too
        gone = [
            browser
            for rank, (last, browser) in enumerate(ages)
            if browser not in busy and (now - last > self.keep_seconds or rank >= MAX_BROWSERS)
        ]
        for browser in gone:
            shutil.rmtree(browser, ignore_errors=True)
        return len(gone)


__all__ = ["COOKIE", "KeptFolders"]
