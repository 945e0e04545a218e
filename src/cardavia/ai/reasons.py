"""Card-play reasons every trick-taking game shares: checked facts about one card.

A game's heuristic knows why it chose a card (its branch); these functions turn that, or the
plain facts of the position when the branch names nothing more specific, into an
:class:`~cardavia.ai.common.Explanation` whose claim holds: "the highest card still out" only
when nothing higher is unplayed, in this hand either; "your partner's card takes the trick"
only when nobody still to play can beat it. Cards are a game's own ints (a higher int is a
stronger card of the same suit in every pack here).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from cardavia.ai.common import Explanation
from cardavia.engine.cards import bits


@dataclass
class TrickFacts:
    """One card-play decision, in a game's own int cards."""

    card: int
    legal: list[int]  # the legal cards (ints)
    hand: int
    trick: list[tuple[int, int]]  # (seat, card) in play order
    win: int  # the card now winning the trick (-1 if none)
    win_seat: int
    last: bool  # this seat plays the trick's last card
    partner: Callable[[int], bool]  # is that seat on this seat's side (not this seat)?
    unseen: int  # cards neither in this hand nor played (nor known to be elsewhere)
    suit_of: Callable[[int], int]  # 0-3 plain suits; the trump suit is ``trump``
    trump: int
    beats: Callable[[int, int], bool]  # does card a beat the winning card b?
    cost: Callable[[int], int]  # what giving this card away loses (lower is cheaper)
    code: Callable[[int], str]
    suit_mask: Callable[[int], int]

    def letter(self, card: int) -> str:
        """The record suit letter of ``card``."""
        return self.code(card)[-1]

    def is_master(self, card: int) -> bool:
        """Nothing higher in ``card``'s suit is unplayed, in this hand either."""
        above = self.suit_mask(self.suit_of(card)) & ~((1 << (card + 1)) - 1)
        return not (self.unseen | self.hand) & above

    def safe_win(self) -> bool:
        """Nobody still to play can beat the winning card (none of the unseen cards does)."""
        return self.last or not any(self.beats(u, self.win) for u in bits(self.unseen))

    def led(self) -> int:
        """The suit led: that of the first card other than the Excuse (Tarot suit 5)."""
        first = next(c for _, c in self.trick if self.suit_of(c) < 5)
        return self.suit_of(first)

    def letter_of_led(self) -> str:
        """The record suit letter of the suit led."""
        return self.letter(next(c for _, c in self.trick if self.suit_of(c) < 5))

    def void_trump(self) -> bool:
        """This card is a trump played because the seat is void in the suit led."""
        led = self.led()
        return (
            self.suit_of(self.card) == self.trump
            and led != self.trump
            and not self.hand & self.suit_mask(led)
        )

    def cheapest_trump_over(self) -> bool:
        """A trump over a plain lead, and no lower trump of the hand would win too."""
        card = self.card
        if self.suit_of(card) != self.trump or self.led() == self.trump:
            return False
        if not self.beats(card, self.win):
            return False
        return not [
            c
            for c in self.legal
            if self.suit_of(c) == self.trump and c < card and self.beats(c, self.win)
        ]


def follow_reason(t: TrickFacts) -> Explanation | None:
    """Reasons when following to a trick (None: nothing specific)."""
    card, win = t.card, t.win
    wins = t.beats(card, win)
    winners = [c for c in t.legal if t.beats(c, win)]
    is_trump = t.suit_of(card) == t.trump
    if t.partner(t.win_seat) and not wins and t.safe_win():
        return Explanation("partner-wins", {"card": t.code(win)})
    if wins:
        if t.last:
            return Explanation("wins-trick")
        if t.cheapest_trump_over():
            return Explanation("cheapest-trump-over", {"card": t.code(win)})
        if t.is_master(card):
            if is_trump:
                return Explanation("master-trump")
            return Explanation("master-card", {"suit": t.letter(card)})
        if t.void_trump():
            return Explanation("void-trump", {"suit": t.letter_of_led()})
        return Explanation("takes-lead", {"card": t.code(win)})
    if winners:
        return Explanation("duck", {"card": t.code(win)})
    if t.void_trump():
        return Explanation("void-trump", {"suit": t.letter_of_led()})
    cheapest = min(t.cost(c) for c in t.legal)
    if t.cost(card) == cheapest:
        return Explanation("lost-lowest")
    plain = [c for c in t.legal if t.suit_of(c) != t.trump]
    if not is_trump and plain and t.cost(card) == min(t.cost(c) for c in plain):
        return Explanation("lost-keep-trumps")
    return Explanation("lost-shed")


def lead_reason(t: TrickFacts, declarer_side: bool) -> Explanation | None:
    """Reasons when leading (None: nothing specific)."""
    card = t.card
    suit = t.suit_of(card)
    mine = t.hand & t.suit_mask(suit)
    master = t.is_master(card)
    letter = t.letter(card)
    if suit == t.trump:
        trumps_out = t.unseen & t.suit_mask(t.trump)
        if master:
            return Explanation("lead-master-trump")
        mine_n, out_n = mine.bit_count(), trumps_out.bit_count()
        if declarer_side and mine_n >= out_n > 0:
            return Explanation("lead-draw-trumps", {"count": mine_n, "number": out_n})
        return None
    if master:
        return Explanation("lead-master", {"suit": letter})
    if mine & ((1 << card) - 1) == 0:
        return low_lead_reason(t)
    return None


def low_lead_reason(t: TrickFacts) -> Explanation:
    """Leading the lowest card of a plain suit: the only one, the longest suit, or low."""
    card = t.card
    letter = t.letter(card)
    mine = t.hand & t.suit_mask(t.suit_of(card))
    if mine.bit_count() == 1:
        return Explanation("lead-singleton", {"suit": letter})
    lengths = [(t.hand & t.suit_mask(s)).bit_count() for s in range(4) if s != t.trump]
    if mine.bit_count() == max(lengths):
        return Explanation("lead-long", {"suit": letter})
    return Explanation("lead-low", {"suit": letter})


def fallback_reason(t: TrickFacts) -> Explanation:
    """The generic reason when nothing more specific holds."""
    suit = t.suit_of(t.card)
    above = t.hand & t.suit_mask(suit) & ~((1 << (t.card + 1)) - 1)
    trumps = t.hand & t.suit_mask(t.trump) if t.trump >= 0 else 0
    if above or (suit != t.trump and trumps):
        return Explanation("keeps-strongest")
    if suit == t.trump:
        return Explanation("top-trump")
    return Explanation("top-of-suit", {"suit": t.letter(t.card)})
