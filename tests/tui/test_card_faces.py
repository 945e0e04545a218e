"""Card corners fit the 3-cell boxes of the hand and the trick in every tradition."""

import pytest
from rich.cells import cell_len

from cardavia.engine.decks import TAROT, WIENER_BILD
from cardavia.tui.render.cards import card_box, face


@pytest.mark.parametrize("ascii_only", [False, True])
@pytest.mark.parametrize(
    ("tradition", "codes"),
    [("french", TAROT.codes), ("marseille", TAROT.codes), ("wiener-bild", WIENER_BILD.codes)],
)
def test_every_card_corner_fits_three_cells_and_the_box_stays_five_wide(
    tradition, codes, ascii_only
):
    for code in codes:
        assert cell_len(face(code, tradition, ascii_only=ascii_only).corner) <= 3, code
        assert {cell_len(row) for row in card_box(code, tradition, ascii_only=ascii_only)} == {5}


def test_marseille_trumps_keep_roman_numerals_in_words_and_numbers_in_corners():
    eighteen = face("T18", "marseille")
    assert eighteen.short == "XVIII"
    assert eighteen.corner == "18✦"
    assert face("QH", "marseille").corner == "R♕"  # plain cards are unchanged
