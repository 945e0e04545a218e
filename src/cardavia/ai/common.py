"""What every game's AI shares: the decision and its reason, card codes and ints to masks.

A heuristic returns a :class:`Decision`: the action and the :class:`Explanation` of why, from
the same code, so the hint the table shows and the reason it states cannot disagree.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from cardavia.engine.cards import Deck

#: Every code and the names of its args (the catalog's placeholders). Kinds by name:
#: ``card`` a record card code, ``suit`` a record suit letter, ``contract`` a Tarot bid,
#: every other arg an int.
CODES: dict[str, tuple[str, ...]] = {
    # any game
    "only-legal": (),
    "keeps-strongest": (),
    "top-of-suit": ("suit",),
    "top-trump": (),
    # card play (Tarot and Preference share these; Schnapsen uses the ones that apply)
    "wins-trick": (),
    "cheapest-trump-over": ("card",),
    "void-trump": ("suit",),
    "master-card": ("suit",),
    "master-trump": (),
    "takes-lead": ("card",),
    "partner-feed": ("card",),
    "partner-wins": ("card",),
    "duck": ("card",),
    "lost-lowest": (),
    "lost-keep-trumps": (),
    "lost-shed": (),
    "lead-master": ("suit",),
    "lead-master-trump": (),
    "lead-draw-trumps": ("count", "number"),
    "lead-long": ("suit",),
    "lead-low": ("suit",),
    "lead-singleton": ("suit",),
    # French Tarot
    "tarot-bid": ("points", "contract", "target"),
    "tarot-pass": ("points", "contract", "target"),
    "tarot-discard-void": ("suit",),
    "tarot-discard-points": ("card",),
    "tarot-discard-small": (),
    "tarot-discard-trump": (),
    "tarot-chelem": ("count",),
    "tarot-no-chelem": ("count",),
    "tarot-poignee": ("size",),
    "tarot-save-petit": (),
    "tarot-save-petit-partner": ("card",),
    "tarot-excuse": (),
    "tarot-excuse-lead": (),
    # Schnapsen
    "schnapsen-exchange": ("card",),
    "schnapsen-marriage": ("suit", "points"),
    "schnapsen-marriage-66": ("points",),
    "schnapsen-close-trumps": ("points", "count"),
    "schnapsen-close": ("points",),
    "schnapsen-reaches-66": ("points",),
    "schnapsen-wins-points": ("points",),
    "schnapsen-lead-cheap": (),
    "schnapsen-stock-out": (),
    # Preference
    "pref-bid": ("tricks", "suit", "level"),
    "pref-hold": ("tricks", "suit"),
    "pref-game": ("tricks", "suit"),
    "pref-hearts": ("tricks",),
    "pref-pass": ("tricks", "target"),
    "pref-pass-game": (),
    "pref-pass-top": ("level",),
    "pref-discard": ("tricks", "suit"),
    "pref-trump": ("tricks", "suit"),
    "pref-stay": ("tricks",),
    "pref-drop": ("tricks",),
    "pref-invite": ("tricks",),
    "pref-alone": ("tricks",),
    "pref-no-aces": ("tricks",),
}


@dataclass(frozen=True)
class Explanation:
    """The reason for a hint: ``hint-<code>`` in the catalog, formatted with ``args``."""

    code: str
    args: dict[str, str | int] = field(default_factory=dict)

    def __post_init__(self) -> None:
        declared = CODES.get(self.code)
        if declared is None or set(declared) != set(self.args):
            raise ValueError(f"undeclared hint {self.code} {sorted(self.args)}")


@dataclass(frozen=True)
class Decision:
    """An action (record notation) and why it was chosen (None: no reason was asked for or
    none is stated, e.g. a search's choice)."""

    action: str
    explanation: Explanation | None = None


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
