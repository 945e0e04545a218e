import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardavia.engine.cards import CardCodeError, bits, highest, iter_bits, lowest
from cardavia.engine.decks import SCHNAPSEN, TAROT, WIENER_BILD


def test_decks_have_the_cards_of_records_md():
    assert TAROT.size == 78 and WIENER_BILD.size == 32 and SCHNAPSEN.size == 20
    assert {"KH", "10S", "NC", "7D", "AS", "T1", "T21", "EX"} <= set(TAROT.codes)
    assert set(SCHNAPSEN.codes) <= set(WIENER_BILD.codes)
    assert not any(c.startswith(("2", "3", "4", "5", "6", "N")) for c in WIENER_BILD.codes)


@pytest.mark.parametrize("deck", [TAROT, WIENER_BILD, SCHNAPSEN])
def test_every_code_round_trips(deck):
    for card, code in enumerate(deck.codes):
        assert deck.parse(code) == card
        assert deck.code(card) == code


@pytest.mark.parametrize(
    ("code", "fragment"),
    [("kh", "case-sensitive"), ("KH ", "no spaces"), ("T22", "not a card"), ("", "not a card")],
)
def test_bad_codes_are_explained(code, fragment):
    with pytest.raises(CardCodeError, match=fragment):
        TAROT.parse(code)


def test_a_tarot_only_card_is_not_in_the_schnapsen_deck():
    with pytest.raises(CardCodeError, match="Schnapsen"):
        SCHNAPSEN.parse("7H")


@given(st.integers(min_value=0, max_value=(1 << 78) - 1))
def test_bit_helpers_agree(mask):
    expected = [i for i in range(78) if mask >> i & 1]
    assert bits(mask) == list(iter_bits(mask)) == expected
    if mask:
        assert lowest(mask) == expected[0]
        assert highest(mask) == expected[-1]
    assert TAROT.codes_of(mask) == [TAROT.codes[i] for i in expected]
