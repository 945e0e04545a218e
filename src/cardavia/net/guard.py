"""Who may connect: the ``Host`` and ``Origin`` checks of ``cardavia serve`` and of a table
host (DNS rebinding, other web sites), and what a failed bind means to the person starting
a server."""

from __future__ import annotations

import errno
import ipaddress
import re
import socket
from collections.abc import Collection
from urllib.parse import urlsplit

from aiohttp import web

#: Addresses that mean "every address of this machine".
WILDCARD_HOSTS = ("0.0.0.0", "::", "")


def same_origin(request: web.Request) -> bool:
    """A browser's socket from a page of this server (non-browser clients send no Origin):
    same scheme, host name and port."""
    origin = request.headers.get("Origin")
    if origin is None:
        return True
    try:
        parsed = urlsplit(origin)
        port = parsed.port or (443 if parsed.scheme == "https" else 80)
    except ValueError:
        return False
    # Behind a proxy that ends HTTPS, the proxy says so (a browser cannot set this header on
    # a socket); on its own the server speaks plain HTTP.
    forwarded = request.headers.get("X-Forwarded-Proto", "").strip().lower()
    scheme = forwarded if forwarded in ("http", "https") else request.scheme
    if parsed.scheme != scheme:
        return False
    name = (parsed.hostname or "").lower()
    if ":" in name:
        name = f"[{name}]"
    host = (request.host or "").lower()
    return bool(name) and host in (f"{name}:{port}", name)


def host_name(header: str | None) -> str | None:
    """The host name of a ``Host`` header, lower case, without port or brackets; None when
    it is missing or malformed."""
    if not header:
        return None
    text = header.strip().lower()
    if text.startswith("["):
        name, closed, rest = text[1:].partition("]")
        if not closed or (rest and not re.fullmatch(r":\d{1,5}", rest)):
            return None
        return name or None
    name, _, port = text.partition(":")
    if port and not port.isdigit():
        return None
    return name.rstrip(".") or None


def _ip(name: str) -> ipaddress.IPv4Address | ipaddress.IPv6Address | None:
    try:
        return ipaddress.ip_address(name)
    except ValueError:
        return None


def host_allowed(header: str | None, bound: str, allow_hosts: Collection[str] = ()) -> bool:
    """Bound to a loopback address: loopback names only (``localhost``, 127.x, ::1); bound to
    every address: any address (a rebinding attack needs a name) and this machine's name;
    bound to one address: that one. ``--allow-host`` names are accepted everywhere."""
    name = host_name(header)
    if name is None:
        return False
    if name in allow_hosts:
        return True
    address = _ip(name)
    if is_loopback(bound):
        loopback_name = name == "localhost" or name.endswith(".localhost")
        return loopback_name or bool(address and address.is_loopback)
    if bound in WILDCARD_HOSTS:
        return address is not None or name == "localhost" or name == socket.gethostname().lower()
    bound_ip = _ip(bound.strip("[]"))
    if bound_ip is not None:
        return address == bound_ip
    return name == bound.lower().rstrip(".")


def is_loopback(host: str) -> bool:
    if host.lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def bind_problem(exc: OSError, host: str, port: int) -> str:
    if exc.errno == errno.EADDRINUSE:
        return (
            f"port {port} is already in use on {host}: stop what is using it, or choose "
            "another with --port"
        )
    if exc.errno in (errno.EACCES, errno.EPERM):
        return f"not allowed to listen on port {port}: ports below 1024 need root; try --port 8000"
    if exc.errno == errno.EADDRNOTAVAIL:
        return f"{host} is not an address of this machine; try --host 127.0.0.1"
    if isinstance(exc, socket.gaierror):
        return f"unknown host {host!r}; try --host 127.0.0.1"
    return f"cannot listen on {host}:{port}: {exc.strerror or exc}"


__all__ = [
    "WILDCARD_HOSTS",
    "bind_problem",
    "host_allowed",
    "host_name",
    "is_loopback",
    "same_origin",
]
