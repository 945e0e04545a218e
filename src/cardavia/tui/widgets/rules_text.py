"""A rules document drawn section by section: the first section at once, the others after it.

Textual's Markdown makes a widget of every block, and styling a whole rules document's
hundreds of widgets took seconds before the first line showed (the rules opened in about
twice a bare app's start). Here each ``##`` section is a Markdown of its own: the first is
drawn as soon as it is ready, the rest are added one by one after it while keys and
scrolling go on. A search waits for the whole document (``loaded``).
"""

from __future__ import annotations

import asyncio

from textual import work
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widget import MountError
from textual.widgets import Markdown


def split_sections(text: str) -> list[str]:
    """``text`` cut before each ``## `` heading after the first one (never inside a fenced
    block); the first part holds the title, the introduction and the first section."""
    parts: list[list[str]] = [[]]
    fenced = False
    h2_seen = 0
    for line in text.splitlines(keepends=True):
        if line.startswith(("```", "~~~")):
            fenced = not fenced
        if not fenced and line.startswith("## "):
            h2_seen += 1
            if h2_seen > 1:
                parts.append([])
        parts[-1].append(line)
    return ["".join(part) for part in parts if part]


class RulesText(Vertical):
    """The rules, as one document to the reader and to the search."""

    DEFAULT_CSS = """
    RulesText { height: auto; }
    RulesText > Markdown { background: transparent; }
    /* Sections follow on as blocks of one document would: the gap before the next
       heading is the heading's own margin (sibling margins do not collapse across
       sections). */
    RulesText > Markdown > .-last-block { margin-bottom: 0; }
    """

    def __init__(self, text: str | None = None, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._loaded = asyncio.Event()  # set once a document is shown whole
        #: The document shown (or being shown); given here, its first section is part of
        #: the first frame of the screen that composes this widget.
        self._text = text

    def compose(self) -> ComposeResult:
        if self._text is not None:
            yield Markdown((split_sections(self._text) or [""])[0])

    def on_mount(self) -> None:
        if self._text is not None:
            self._fill(split_sections(self._text) or [""], self._loaded, composed=True)

    def show(self, text: str) -> None:
        """Replace the document with ``text`` (Markdown); the same document again changes
        nothing (the screen that composed it with its text labels it once more on mount)."""
        if text == self._text:
            return
        self._text = text
        replaced, self._loaded = self._loaded, asyncio.Event()
        replaced.set()  # whoever waited for it now waits for this one
        self._fill(split_sections(text) or [""], self._loaded)

    async def loaded(self) -> None:
        """Until every section of the document shown last is in place (a document
        replaced meanwhile: the new one)."""
        while True:
            waiting = self._loaded
            await waiting.wait()
            if waiting is self._loaded:
                return

    @work(exclusive=True, group="rules-sections")
    async def _fill(self, sections: list[str], done: asyncio.Event, composed: bool = False) -> None:
        """Add ``sections`` one by one; ``composed``: the first is there already."""
        try:
            if not composed:
                await self.remove_children()
            for i, section in enumerate(sections):
                if composed and i == 0:
                    part = self.query_one(Markdown)
                else:
                    part = Markdown()
                    await self.mount(part)
                    await part.update(section)
                blocks = part.children
                if blocks and i < len(sections) - 1:
                    blocks[-1].add_class("-last-block")
                # The first section is drawn before the others are styled and laid out;
                # then one section at a time, keys and scrolling served in between.
                await asyncio.sleep(0.05 if i == 0 else 0)
        except MountError:
            return  # the rules were closed while their sections were being added
        finally:
            done.set()
