"""Cards as small ints, their ASCII codes (records.md) and bitmask helpers.

A deck fixes an order of card codes; a card is its index in that order and a hand is an int
bitmask over those indices. Games choose orders that make their rules cheap (suits contiguous,
ranks ascending by strength).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from cardavia.engine.text import visible


class CardCodeError(ValueError):
    """A card code that does not name a card of the deck in use."""


def iter_bits(mask: int) -> Iterator[int]:
    """Yield the indices of the set bits of ``mask``, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def bits(mask: int) -> list[int]:
    """The indices of the set bits of ``mask``, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def lowest(mask: int) -> int:
    """Index of the lowest set bit (``mask`` must be non-zero)."""
    return (mask & -mask).bit_length() - 1


def highest(mask: int) -> int:
    """Index of the highest set bit (``mask`` must be non-zero)."""
    return mask.bit_length() - 1


class Deck:
    """An ordered set of card codes: code <-> int conversion with clear errors."""

    __slots__ = ("_index", "codes", "full_mask", "name", "size")

    def __init__(self, name: str, codes: Iterable[str]) -> None:
        self.name = name
        self.codes: tuple[str, ...] = tuple(codes)
        self.size = len(self.codes)
        self._index = {code: i for i, code in enumerate(self.codes)}
        if len(self._index) != self.size:
            raise ValueError(f"deck {name} has duplicate codes")
        self.full_mask = (1 << self.size) - 1

    def __contains__(self, code: object) -> bool:
        return code in self._index

    def parse(self, code: str) -> int:
        """The card int of ``code``; raises :class:`CardCodeError` naming the problem."""
        try:
            return self._index[code]
        except (KeyError, TypeError):
            pass
        if not isinstance(code, str):
            raise CardCodeError(f"a card code must be a string, not {type(code).__name__}")
        hint = ""
        if code.upper() in self._index or code.strip() in self._index:
            hint = " (codes are case-sensitive and have no spaces)"
        raise CardCodeError(
            f"'{visible(code, 20)}' is not a card of the {self.name} deck{hint}; "
            f"codes look like {', '.join(self.codes[i] for i in _samples(self.size))}"
        )

    def parse_many(self, codes: Iterable[str]) -> list[int]:
        return [self.parse(c) for c in codes]

    def code(self, card: int) -> str:
        return self.codes[card]

    def codes_of(self, mask: int) -> list[str]:
        """Codes of the cards in ``mask``, in deck order."""
        return [self.codes[c] for c in bits(mask)]

    def mask_of(self, cards: Iterable[int]) -> int:
        m = 0
        for c in cards:
            m |= 1 << c
        return m


def _samples(size: int) -> list[int]:
    return [size - 1, size // 2, 0]
