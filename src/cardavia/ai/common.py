"""Helpers every game's AI shares: card codes and card ints to bit masks."""

from __future__ import annotations

from collections.abc import Iterable

from cardavia.engine.cards import Deck


def codes_mask(deck: Deck, codes: Iterable[str] | None) -> int:
    """The mask of record card ``codes`` of ``deck`` (bit ``n`` for card ``n``)."""
    parse = deck.parse
    m = 0
    for code in codes or ():
        m |= 1 << parse(code)
    return m


def cards_mask(cards: Iterable[int]) -> int:
    """The mask of card ints."""
    m = 0
    for card in cards:
        m |= 1 << card
    return m
