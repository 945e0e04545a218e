"""Card faces, backs and the hand strip: pure drawing, checked cell by cell."""

import itertools

import pytest
from rich.cells import cell_len

from cardavia.engine.decks import TAROT, WIENER_BILD
from cardavia.i18n import LOCALES, Catalog
from cardavia.tui.render.cards import (
    BACKS,
    INKS,
    PAPER,
    ROMAN,
    back_lines,
    card_lines,
    face,
    fan_lines,
)
from cardavia.tui.render.hand import draw_hand, hand_layout
from cardavia.tui.table.labels import card_text, rank_letters

DECKS = [("french", TAROT.codes), ("marseille", TAROT.codes), ("wiener-bild", WIENER_BILD.codes)]


@pytest.mark.parametrize("ascii_only", [False, True])
@pytest.mark.parametrize(("tradition", "codes"), DECKS)
def test_every_card_corner_fits_three_cells_and_the_box_stays_five_wide(
    tradition, codes, ascii_only
):
    for code in codes:
        assert cell_len(face(code, tradition, ascii_only=ascii_only).corner) <= 3, code
        lines = card_lines(face(code, tradition, ascii_only=ascii_only))
        assert {cell_len(line.plain) for line in lines} == {5}, code


@pytest.mark.parametrize(("tradition", "codes"), DECKS)
@pytest.mark.parametrize("size", [(5, 4), (7, 5), (7, 6)])
def test_a_whole_card_is_a_filled_paper_face_with_corner_and_centre(tradition, codes, size):
    width, height = size
    for code in codes:
        f = face(code, tradition)
        lines = card_lines(f, width, height)
        assert len(lines) == height
        assert {cell_len(line.plain) for line in lines} == {width}
        assert lines[1].plain[1:].startswith(f.corner), code
        assert f.centre and f.centre in "".join(line.plain for line in lines[2:]), code
        # Every cell inside the border is on paper, distinct from the felt.
        for line in lines:
            for span in line.spans:
                assert str(span.style.bgcolor.name).lower() == PAPER, code


def test_tradition_rank_letters_follow_the_rules_names():
    assert [face(c, "french").label for c in ("KH", "QH", "NH", "JH", "AH")] == list("RDCV1")
    assert [face(c, "marseille").label for c in ("KS", "QS", "NS", "JS")] == ["R", "Rn", "C", "V"]
    assert [face(c, "wiener-bild").label for c in ("AH", "KH", "QH", "JH")] == list("AKDB")


def test_marseille_uses_roman_numerals_on_faces_and_in_words_and_italian_suits():
    for n in range(1, 22):
        f = face(f"T{n}", "marseille")
        assert f.short == ROMAN[n]
        assert cell_len(f.corner) <= 3
        assert not any(ch.isdigit() for ch in f.corner), f.corner  # no Arabic numbers
    assert face("T18", "marseille").title == "XVIII"
    glyphs = {face(f"Q{s}", "marseille").glyph for s in "SHDC"}
    assert glyphs.isdisjoint({"♠", "♥", "♦"}) and len(glyphs) == 4


@pytest.mark.parametrize("scheme", list(INKS))
def test_suit_inks_are_dark_enough_to_read_on_the_paper(scheme):
    def luminance(hex_colour: str) -> float:
        rgb = [int(hex_colour[i : i + 2], 16) / 255 for i in (1, 3, 5)]
        lin = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in rgb]
        return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]

    paper = luminance(PAPER)
    for suit, ink in INKS[scheme].items():
        ratio = (paper + 0.05) / (luminance(ink) + 0.05)
        assert ratio >= 4.5, (scheme, suit, ratio)  # WCAG AA for text


def test_an_unplayable_card_differs_by_shape_not_only_colour():
    f = face("9H", "french")
    legal = [line.plain for line in card_lines(f)]
    illegal = [line.plain for line in card_lines(f, playable=False)]
    assert legal != illegal  # dashed edge: readable under NO_COLOR, unlike a red suit
    assert "╌" in illegal[0] and "─" in legal[0]


@pytest.mark.parametrize("tradition", list(BACKS))
def test_backs_carry_the_traditions_pattern_and_fans_show_one_edge_per_card(tradition):
    pattern = BACKS[tradition][0]
    back = back_lines(tradition)
    assert pattern * 3 in back[1].plain
    fan = fan_lines(tradition, 7)
    assert fan[0].plain == "╭" * 6 + "╭───╮"
    assert fan_lines(tradition, 40)[0].plain.count("╭") == 10  # capped, the count is written


HAND = ["8S", "KH", "NH", "10H", "9H", "8H", "3H", "2H", "10D", "5D"]
HAND += ["T20", "T19", "T17", "T15", "T14", "T13", "T10", "T8"]


@pytest.mark.parametrize("width", [78, 88, 98, 108, 118, 158, 198])
@pytest.mark.parametrize("selected", [0, 3, 17])
def test_every_hand_card_shows_rank_and_suit_apart_at_every_width(width, selected):
    rows = draw_hand(
        HAND, lambda c: face(c, "french"), width, selected=selected, raised=True
    ).plain.split("\n")
    positions = hand_layout(len(HAND), width, selected)
    assert positions[-1] + 5 <= width
    for i, (code, x) in enumerate(zip(HAND, positions, strict=True)):
        row = rows[1 if i == selected else 2]
        corner = face(code, "french").corner
        # The card's left edge, then its rank and suit, never glued to the neighbour's.
        assert row[x] in "│┆╭", (code, row)
        assert row[x + 1 : x + 1 + len(corner)] == corner, (code, width, row)
    if len(HAND) * 6 - 1 <= width:
        assert all(b - a == 6 for a, b in itertools.pairwise(positions))


@pytest.mark.parametrize("locale", LOCALES)
def test_french_tarot_faces_show_the_initials_of_the_names_the_language_uses(locale):
    # German names the court cards König, Dame, Reiter, Bube: its faces show K, D, R, B (they
    # showed R, C, V, 1 beside „Ein König darf nie abgelegt werden“).
    catalog = Catalog(locale, strict=True)
    for rank in ("K", "Q", "N", "J"):
        name = catalog.t(f"rank-french-{rank}")
        assert face(f"{rank}S", "french", letters=rank_letters(catalog, "french")).label == name[0]
    assert card_text(catalog, "KS", "french")[0] == catalog.t("rank-french-K")[0]


def test_german_faces_and_card_text_read_k_d_r_b_a():
    german = Catalog("de")
    assert [card_text(german, f"{r}H", "french") for r in "KQNJA"] == [
        "K♥", "D♥", "R♥", "B♥", "A♥",
    ]  # fmt: skip
    assert card_text(german, "QS", "marseille") == "Rn⚔"  # Marseille keeps its printed names
    assert card_text(Catalog("fr"), "AH", "french") == "1♥"
