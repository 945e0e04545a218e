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


def test_a_latin_name_in_chinese_text_is_never_cut():
    text = "维也纳牌的人头牌是国王König、皇后Dame和侍从Bube，由对手发牌。"
    plain = _lines(text, divide_line(text, 22))
    assert plain[:2] == ["维也纳牌的人头牌是国王", "König、皇后Dame和侍从B"]
    lines = _lines(text, kinsoku_breaks(text, 22, True, divide_line))
    assert lines == ["维也纳牌的人头牌是国王", "König、皇后Dame和侍从", "Bube，由对手发牌。"]


def test_a_number_stays_with_its_counter():
    text = "侍从Bube，第 2 局开始时由对手发牌。"
    assert _lines(text, divide_line(text, 20)) == ["侍从Bube，第 2 ", "局开始时由对手发牌。"]
    lines = _lines(text, kinsoku_breaks(text, 20, True, divide_line))
    assert lines == ["侍从Bube，第 2 局开", "始时由对手发牌。"]
    assert _lines(text, kinsoku_breaks(text, 40, True, divide_line)) == [text]


@pytest.mark.parametrize("locale", CHINESE)
@pytest.mark.parametrize("width", [30, 41, 56, 62, 74, 76])
def test_the_rules_keep_latin_words_and_numbered_counts_whole(locale, width):
    bad = []
    for paragraph in _paragraphs(locale):
        if not re.search(r"[\u4e00-\u9fff]", paragraph):
            continue
        for cut in kinsoku_breaks(paragraph, width, True, divide_line):
            before, after = paragraph[:cut], paragraph[cut:]
            word = re.search(r"[^\W_]+$", before)
            inside = word and re.match(r"[^\W_]", after) and re.match(r"[\x00-\u2fff]", after)
            if inside and len(word.group() + re.match(r"[^\W_]+", after).group()) < 12:
                bad.append(f"{before[-12:]}|{after[:12]}")
            if re.search(r"第 \d+ $", before) or (
                re.search(r"第 $", before) and after[:1].isdigit()
            ):
                bad.append(f"{before[-12:]}|{after[:12]}")
    assert bad == []
