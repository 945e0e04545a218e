"""Chinese text never starts a line with full-width punctuation (the kinsoku rule)."""

import re
from pathlib import Path

import pytest
from rich._wrap import divide_line
from rich.cells import cell_len
from textual.content import Content

from cardavia.tui.render.kinsoku import NO_END, NO_START, kinsoku_breaks
from cardavia.tui.textual_compat import use_kinsoku_line_breaks

ROOT = Path(__file__).resolve().parents[2] / "locales"
CHINESE = ("zh-Hans", "zh-Hant")


def _lines(text: str, breaks: list[int]) -> list[str]:
    return [text[a:b] for a, b in zip([0, *breaks], [*breaks, len(text)], strict=True)]


def _paragraphs(locale: str) -> list[str]:
    """Every line of text of every rules document, Markdown marks taken off."""
    out = []
    for path in sorted((ROOT / locale / "rules").glob("*.md")):
        for line in path.read_text(encoding="utf-8").splitlines():
            text = re.sub(r"^\s*(?:[-*]|\d+\.|#+|\|)\s*|\*\*", "", line).strip()
            if text:
                out.append(text)
    return out


def test_a_comma_that_would_start_a_line_takes_the_character_before_it_along():
    text = "叫牌最高的玩家成为主打者，独自对抗另外三名防守者"
    plain = _lines(text, divide_line(text, 24))
    assert plain == ["叫牌最高的玩家成为主打者", "，独自对抗另外三名防守者"]
    lines = _lines(text, kinsoku_breaks(text, 24, True, divide_line))
    assert lines == ["叫牌最高的玩家成为主打", "者，独自对抗另外三名防守", "者"]


def test_a_latin_word_goes_down_whole_with_its_brackets():
    text = "防守方获得底牌（chien）中的分数"
    assert _lines(text, divide_line(text, 21)) == ["防守方获得底牌（chien", "）中的分数"]
    lines = _lines(text, kinsoku_breaks(text, 21, True, divide_line))
    assert lines == ["防守方获得底牌", "（chien）中的分数"]


def test_an_opening_bracket_does_not_end_a_line():
    text = "底牌的分数归防守方（chien 除外）。"
    assert _lines(text, divide_line(text, 20)) == ["底牌的分数归防守方（", "chien 除外）。"]
    lines = _lines(text, kinsoku_breaks(text, 20, True, divide_line))
    assert lines == ["底牌的分数归防守方", "（chien 除外）。"]


@pytest.mark.parametrize("locale", CHINESE)
@pytest.mark.parametrize("width", [30, 41, 56, 62, 74, 76, 78, 96, 116])
def test_the_rules_never_start_a_line_with_full_width_punctuation(locale, width):
    use_kinsoku_line_breaks()
    bad = []
    for paragraph in _paragraphs(locale):
        lines = [line.plain for line in Content(paragraph).wrap(width)]
        assert all(cell_len(line.rstrip()) <= width for line in lines)
        bad += [line for line in lines[1:] if line[:1] in NO_START]
        bad += [line for line in lines[:-1] if line.rstrip()[-1:] in NO_END]
    assert bad == []


def test_kinsoku_is_installed_once_and_leaves_latin_text_alone():
    use_kinsoku_line_breaks()
    use_kinsoku_line_breaks()
    text = "Bid to become the taker, one against three. Collect card points."
    assert [line.plain for line in Content(text).wrap(20)] == [
        line.plain for line in Content(text).wrap(20)
    ]
    assert kinsoku_breaks(text, 20, True, divide_line) == divide_line(text, 20)
