"""Checks shared by every game's ``state_from_deal``: codes, counts, no card twice."""

from __future__ import annotations

from collections.abc import Sequence

from cardavia.engine.cards import CardCodeError, Deck


class DealError(ValueError):
    """A deal that does not hold the right cards (unknown, missing or repeated)."""


def parse_pile(deck: Deck, codes: Sequence[str], what: str, size: int, seen: set[int]) -> int:
    """The mask of a pile of ``size`` cards; every card must be new (tracked in ``seen``)."""
    if len(codes) != size:
        raise DealError(f"{what} must hold {size} cards, not {len(codes)}")
    mask = 0
    for code in codes:
        try:
            card = deck.parse(code)
        except CardCodeError as exc:
            raise DealError(f"{what}: {exc}") from None
        if card in seen:
            raise DealError(f"{what}: {code} is dealt twice")
        seen.add(card)
        mask |= 1 << card
    return mask
