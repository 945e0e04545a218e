"""What every game's AI shares: the decision and its reason, card codes and ints to masks,
and the random assignment of hidden cards to the places that may hold them.

A heuristic returns a :class:`Decision`: the action and the :class:`Explanation` of why, from
the same code, so the hint the table shows and the reason it states cannot disagree.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import dataclass, field

from cardavia.engine.cards import Deck, bits
from cardavia.engine.view import Observation

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
    "schnapsen-lead-marriage": ("suit", "points"),
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


class LevelAgent:
    """A seat's player at a level (``easy`` to ``expert``) whose choices say why.

    ``act(obs)`` is ``decide(obs).action``; a game's agent implements ``choose(obs, legal)``
    for two or more legal actions (one legal action is decided here: "the only legal
    choice"). ``searching`` levels search; ``expert`` with ``expert_scale`` times the work.
    """

    game = ""
    expert_scale = 4

    def __init__(self, level: str, seed: int, time_budget: float = 0.4) -> None:
        self.name = f"{self.game}/{level}"
        self.level = level
        self.searching = level in ("hard", "expert")
        self.scale = self.expert_scale if level == "expert" else 1
        self.rng = random.Random(seed)
        self.time_budget = time_budget

    def act(self, obs: Observation) -> str:
        return self.decide(obs).action

    def decide(self, obs: Observation) -> Decision:
        """The action and, where a heuristic chose it, why (a search's choice has no stated
        reason; a deliberate mistake neither)."""
        legal: list[str] = obs["legal_actions"]
        if not legal:
            raise ValueError("it is not this seat's turn: no legal actions in the observation")
        if len(legal) == 1:
            return Decision(legal[0], Explanation("only-legal"))
        return self.choose(obs, legal)

    def choose(self, obs: Observation, legal: list[str]) -> Decision:
        raise NotImplementedError


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


def assign_cards(
    cards: int,
    capacity: list[int],
    allowed: list[int],
    rng: random.Random,
    assigned: list[int] | None = None,
) -> list[int] | None:
    """Deal the cards of mask ``cards`` at random to places (seats, hidden piles): each card
    to a place that may hold it (bit set in ``allowed[p]``) and has room (``capacity[p]``),
    in proportion to the room left, the most constrained cards first.

    Returns each place's mask (added to ``assigned`` when given), or None when a card finds
    no room. ``capacity`` is used up in place: what remains is room nothing filled.
    """
    places = range(len(capacity))
    out = assigned if assigned is not None else [0] * len(capacity)
    order = bits(cards)
    rng.shuffle(order)
    order.sort(key=lambda c: sum(1 for p in places if capacity[p] and allowed[p] >> c & 1))
    for card in order:
        total = 0
        for p in places:
            if capacity[p] and allowed[p] >> card & 1:
                total += capacity[p]
        if not total:
            return None
        pick = rng.randrange(total)
        for p in places:
            if capacity[p] and allowed[p] >> card & 1:
                pick -= capacity[p]
                if pick < 0:
                    out[p] |= 1 << card
                    capacity[p] -= 1
                    break
    return out
