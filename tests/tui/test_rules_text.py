"""The rules drawn section by section look exactly as one Markdown document would."""

from __future__ import annotations

import pytest
from textual.app import App, ComposeResult
from textual.containers import VerticalScroll
from textual.widgets import Markdown
from textual.widgets._markdown import MarkdownHeader

from cardavia.i18n import rules_document
from cardavia.tui.widgets.rules_text import RulesText, split_sections


class _Document(App):
    """A rules document in a scrolling column: as one Markdown, or as RulesText."""

    CSS = "Markdown { background: transparent; }"

    def __init__(self, text: str, split: bool, composed: bool = False) -> None:
        super().__init__()
        self.text, self.split, self.composed = text, split, composed

    def compose(self) -> ComposeResult:
        with VerticalScroll():
            if not self.split:
                yield Markdown(self.text)
            else:
                # Given its text, RulesText composes the first section itself.
                yield RulesText(self.text) if self.composed else RulesText()

    async def layout_of(self, pilot) -> tuple[list[tuple[str, int]], int]:
        """Each heading's row in the document, and the document's height."""
        root = self.query_one(RulesText if self.split else Markdown)
        if isinstance(root, RulesText):
            root.show(self.text)
            await root.loaded()
        else:
            while not root.children:
                await pilot.pause(0.02)
        await pilot.pause()
        top = root.region.y
        rows = [(str(h.source), h.region.y - top) for h in root.query(MarkdownHeader)]
        return rows, root.virtual_region.height


def test_sections_split_before_each_second_level_heading_but_the_first():
    text = "# T\n\nintro\n\n## 1. A\n\na\n\n```\n## not a heading\n```\n\n## 2. B\n\nb\n"
    parts = split_sections(text)
    first = "# T\n\nintro\n\n## 1. A\n\na\n\n```\n## not a heading\n```\n\n"
    assert parts == [first, "## 2. B\n\nb\n"]
    assert "".join(parts) == text


@pytest.mark.parametrize(
    ("game", "locale"), [("french-tarot", "en"), ("schnapsen", "zh-Hant"), ("preference", "fi")]
)
async def test_the_split_document_lays_out_like_one_markdown(game, locale):
    text = rules_document(game, locale)
    assert len(split_sections(text)) > 5
    laid_out = []
    for split, composed in ((False, False), (True, False), (True, True)):
        app = _Document(text, split, composed)
        async with app.run_test(size=(80, 40)) as pilot:
            laid_out.append(await app.layout_of(pilot))
    assert laid_out[1] == laid_out[0]
    assert laid_out[2] == laid_out[0]


async def test_the_same_document_shown_again_is_left_as_it_is():
    text = rules_document("schnapsen", "en")
    app = _Document(text, split=True, composed=True)
    async with app.run_test(size=(80, 40)) as pilot:
        rules = app.query_one(RulesText)
        await rules.loaded()
        parts = list(rules.children)
        rules.show(text)
        await rules.loaded()
        await pilot.pause()
        assert list(rules.children) == parts and len(parts) == len(split_sections(text))
        rules.show(rules_document("schnapsen", "fi"))
        await rules.loaded()
        await pilot.pause()
        assert parts[0] not in rules.children
