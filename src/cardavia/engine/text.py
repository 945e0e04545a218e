"""Text from outside (files, arguments) made safe to echo in a message."""

from __future__ import annotations


def visible(text: str, limit: int = 80) -> str:
    """``text`` safe to echo: control and escape characters shown as ``\\x1b``-style escapes
    (a record must not be able to retitle or clear the terminal), and cut to ``limit``
    characters with a note of how much was left out."""
    out = []
    for ch in text[: limit + 1]:
        if ch.isprintable() or ch == " ":
            out.append(ch)
        else:
            out.append(ch.encode("unicode_escape").decode("ascii"))
    shown = "".join(out)
    if len(text) > limit:
        shown = shown[:limit] + f"… ({len(text):,} characters)"
    return shown
