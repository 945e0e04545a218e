"""Line breaking with the CJK kinsoku rule: no line starts with closing punctuation.

Rich and Textual break a line at a space, or fold a run of Han characters wherever the width
ends, so a Chinese paragraph could put "，" or "。" first on a line. ``kinsoku_breaks`` takes
the breaks a plain line breaker chose and moves each one that would do that a character or
two earlier (the last Han character goes down with its punctuation), then lets the breaker
lay out the rest again. A Latin word inside Chinese text ("König", "Bube") and a number with
its counter ("第 2 局") go down whole the same way: a Han run has no spaces, so the plain
breaker cut them wherever the width ended. No Textual here: ``tui.textual_compat`` puts it
under Textual's text.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable

#: Marks a line may not start with (full-width closing and middle punctuation).
NO_START = frozenset("，。：；！？、）」』》〉】〕”’…・％")
#: Marks a line may not end with (full-width opening brackets and quotes).
NO_END = frozenset("（「『《〈【〔“‘")
#: At most this many characters go down with the punctuation (a Latin word before it goes
#: whole; a longer run is left as the plain breaker cut it rather than emptying a line).
MOST_MOVED = 12

Breaker = Callable[[str, int, bool], list[int]]


def _bad_break(text: str, cut: int) -> bool:
    return text[cut] in NO_START or text[cut - 1] in NO_END


def _wide(ch: str) -> bool:
    return unicodedata.east_asian_width(ch) in "WF"


def _latin(ch: str) -> bool:
    """A letter or digit of a Latin-script word (ö and é too; not a Han character)."""
    return ch.isalnum() and not _wide(ch)


def _inside_word(text: str, cut: int) -> bool:
    """A cut between two letters or digits of a Latin word (``bout，`` moves as one)."""
    return _latin(text[cut - 1]) and _latin(text[cut])


def _inside_number(text: str, cut: int) -> bool:
    """A cut at a space between a number and the Han character it counts ("第 2 局")."""
    if cut < 2 or text[cut - 1] != " ":
        return False
    before, after = text[cut - 2], text[cut]
    return (_wide(before) and after.isdigit()) or (before.isdigit() and _wide(after))


def _bad(text: str, cut: int) -> bool:
    return _bad_break(text, cut) or _inside_word(text, cut) or _inside_number(text, cut)


def kinsoku_breaks(text: str, width: int, fold: bool, breaker: Breaker) -> list[int]:
    """``breaker``'s break offsets for ``text``, moved so no line starts with a NO_START mark
    nor ends with a NO_END one."""
    breaks = breaker(text, width, fold)
    if not any(_bad(text, cut) for cut in breaks) or not any(_wide(ch) for ch in text):
        return breaks
    result: list[int] = []
    start = 0
    while True:
        rest = breaker(text[start:], width, fold)
        if not rest:
            return result
        cut = start + rest[0]
        if _inside_number(text, cut) and (further := _further(text, start, cut, width)) > cut:
            result.append(further)  # "第 2 局" kept whole by filling the line with it
            start = further
            continue
        moved = cut
        while (
            moved - start > 1
            and cut - moved < MOST_MOVED
            and (_bad(text, moved) or text[moved] == " ")
        ):
            moved -= 1
        if moved - start > 1 and not _bad(text, moved) and text[moved] != " ":
            cut = moved
        result.append(cut)
        start = cut


def _further(text: str, start: int, cut: int, width: int) -> int:
    """The last good break after ``cut`` that still fits the line begun at ``start`` (the
    plain breaker sent a long Han run after "第 2 " to the next line, splitting the number
    from its counter); ``cut`` when there is none."""
    used = sum(2 if _wide(ch) else 1 for ch in text[start:cut])
    best = cut
    for at in range(cut, len(text)):
        used += 2 if _wide(text[at]) else 1
        if used > width:
            break
        following = at + 1
        if following < len(text) and not _bad(text, following) and text[following] != " ":
            best = following
    return best
