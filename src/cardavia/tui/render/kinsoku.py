"""Line breaking with the CJK kinsoku rule: no line starts with closing punctuation.

Rich and Textual break a line at a space, or fold a run of Han characters wherever the width
ends, so a Chinese paragraph could put "，" or "。" first on a line. ``kinsoku_breaks`` takes
the breaks a plain line breaker chose and moves each one that would do that a character or
two earlier (the last Han character goes down with its punctuation), then lets the breaker
lay out the rest again. No Textual here: ``tui.textual_compat`` puts it under Textual's text.
"""

from __future__ import annotations

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


def _inside_word(text: str, cut: int) -> bool:
    """A cut between two letters or digits of a Latin word (``bout，`` moves as one)."""
    before, after = text[cut - 1], text[cut]
    return before.isascii() and after.isascii() and before.isalnum() and after.isalnum()


def kinsoku_breaks(text: str, width: int, fold: bool, breaker: Breaker) -> list[int]:
    """``breaker``'s break offsets for ``text``, moved so no line starts with a NO_START mark
    nor ends with a NO_END one."""
    breaks = breaker(text, width, fold)
    if not any(text[cut] in NO_START or text[cut - 1] in NO_END for cut in breaks):
        return breaks
    result: list[int] = []
    start = 0
    while True:
        rest = breaker(text[start:], width, fold)
        if not rest:
            return result
        cut = start + rest[0]
        moved = cut
        while (
            moved - start > 1
            and cut - moved < MOST_MOVED
            and (_bad_break(text, moved) or _inside_word(text, moved))
        ):
            moved -= 1
        if moved - start > 1 and not _bad_break(text, moved) and not _inside_word(text, moved):
            cut = moved
        result.append(cut)
        start = cut
