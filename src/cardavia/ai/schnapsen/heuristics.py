"""The Schnapsen heuristic player: what a sound club player does, on int cards and masks.

One function, :func:`choose`, decides for the seat to move from what that seat may know:
its hand, the led card, the cards the opponent may hold (``others``: every card neither in
the hand nor played, minus the card under the stock and the cards the opponent was shown
not to hold), the points and tricks on the table. It is used by the ``easy`` and
``normal`` agents (through an observation) and by the ``hard`` search's rollouts (through
a full state, :func:`policy`).

The rules of thumb:

* exchange the trump Bube whenever allowed; announce marriages (the 40 first), at once;
* close when the hand can surely reach 66 without drawing (banked points, marriages,
  sure tricks: master trumps pull the opponent's trumps, then master plain cards);
* while the stock is open: lead cheap plain cards (Buben, then Damen and Könige that
  cannot make a marriage any more), keep trumps and the 10s; take a low lead with the 10
  or Ass of its suit, take a 10 or Ass with a cheap trump; holding a marriage, win the
  trick with a card outside it for the lead that announces it (when the card given up is
  worth less than the trick's points and 1.5 times the marriage's); otherwise throw the
  cheapest card; win any trick that reaches 66, or that would let the opponent reach it;
* in the strict phase: cash sure winners (master trumps first, then plain masters the
  opponent cannot trump), then lead the cheapest card; follow with the cheapest winner, or
  the cheapest card.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardavia.games.schnapsen.tables import (
    ACE,
    BEATS,
    BIT,
    CLOSE,
    EXCHANGE,
    HIGHER,
    KING,
    MARRIAGE_BASE,
    PARTNER,
    POINTS,
    QUEEN,
    RANK_OF,
    SUIT_MASKS,
    SUIT_OF,
    TARGET,
    TEN,
    card_list,
)

if TYPE_CHECKING:
    from cardavia.games.schnapsen.rules import SchnapsenState

MARRIAGE_HOPE = 7  # extra cost of giving up a König or Dame whose partner may still come
#: What the lead is worth to a seat holding a marriage, in card points per point of the
#: marriage: the lead announces it. 1.5 measured best among 0.25-2 (issue #15 screens).
LEAD_FOR_MARRIAGE = 1.5
MARRIAGE_CARDS = sum(1 << (5 * s + r) for s in range(4) for r in (QUEEN, KING))


def choose(
    legal: list[int],
    hand: int,
    lead: int,
    trump: int,
    strict: bool,
    exhausted: bool,
    others: int,
    opp_known: int,
    under: int,
    my_pts: int,
    opp_pts: int,
    my_tricks: int,
    my_pending: int,
    opp_pending: int,
    allow_close: bool = True,
) -> int:
    """The heuristic action among ``legal`` (int ids) for the seat to move.

    ``others`` are the cards the opponent may hold (exactly its hand once the stock is
    exhausted), ``opp_known`` those it surely holds, ``under`` the card under the open
    stock (-1 once drawn or closed). ``my_pending``/``opp_pending`` are marriage points
    that count when their owner wins a trick.
    """
    if EXCHANGE in legal:
        return EXCHANGE
    my_need = TARGET - my_pts - my_pending
    opp_need = TARGET - opp_pts - opp_pending
    if lead < 0:
        return _lead(
            legal,
            hand,
            trump,
            strict,
            exhausted,
            others,
            opp_known,
            under,
            my_pts,
            my_tricks,
            my_need,
            allow_close,
        )
    cards = [c for c in legal if c < MARRIAGE_BASE]
    if strict:
        return _strict_follow(cards, lead, trump, my_need, opp_need)
    return _open_follow(cards, hand, lead, trump, others, under, my_need, opp_need)


# -- values ----------------------------------------------------------------------------------
def _hope(card: int, others: int, under: int) -> bool:
    """Could this König or Dame still make a marriage (its partner may come to the hand)?"""
    partner = PARTNER[card]
    return partner >= 0 and (others >> partner & 1 == 1 or partner == under)


def _keep_value(card: int, trump: int, others: int, under: int) -> int:
    """How much it costs to give ``card`` away (throwing it, or leading it and losing)."""
    rank = RANK_OF[card]
    pts = POINTS[card]
    if SUIT_OF[card] == trump:
        return 14 + 2 * pts
    if rank == ACE:
        return pts + 10
    if rank == TEN:
        return pts + (4 if others & HIGHER[card] else 7)
    if rank in (QUEEN, KING) and _hope(card, others, under):
        return pts + MARRIAGE_HOPE
    return pts


def _sure(card: int, trump: int, strict: bool, exhausted: bool, others: int, known: int) -> bool:
    """Does leading ``card`` surely win the trick, whatever the opponent holds?"""
    if others & HIGHER[card]:
        return False
    suit = SUIT_OF[card]
    if suit == trump:
        return True
    trumps = others & SUIT_MASKS[trump]
    if not trumps:
        return True
    if not strict:
        return False
    if exhausted:  # ``others`` is the opponent's hand: it must follow suit if it can
        return others & SUIT_MASKS[suit] != 0
    return known & SUIT_MASKS[suit] != 0


# -- leading ---------------------------------------------------------------------------------
def _lead(
    legal: list[int],
    hand: int,
    trump: int,
    strict: bool,
    exhausted: bool,
    others: int,
    known: int,
    under: int,
    my_pts: int,
    my_tricks: int,
    my_need: int,
    allow_close: bool,
) -> int:
    marriages = [a for a in legal if MARRIAGE_BASE <= a < EXCHANGE]
    cards = [c for c in legal if c < MARRIAGE_BASE]
    if marriages:
        best = max(marriages, key=lambda a: (SUIT_OF[a - MARRIAGE_BASE] == trump, a))
        score = 40 if SUIT_OF[best - MARRIAGE_BASE] == trump else 20
        if my_tricks and my_pts + score >= TARGET:
            return best
    if allow_close and CLOSE in legal and should_close(hand, trump, others, my_need):
        return CLOSE
    low_opp = min((POINTS[c] for c in card_list(others)), default=0)
    sure = [c for c in cards if _sure(c, trump, strict, exhausted, others, known)]
    for card in sorted(sure, key=lambda c: -POINTS[c]):
        if POINTS[card] + low_opp >= my_need:
            return card
    if marriages:
        best = max(marriages, key=lambda a: (SUIT_OF[a - MARRIAGE_BASE] == trump, -a))
        queen = best - MARRIAGE_BASE
        if RANK_OF[queen] == KING:
            queen = PARTNER[queen]
        king = PARTNER[queen]
        # Lead the König when nothing of its suit can beat it, else the cheaper Dame.
        return MARRIAGE_BASE + (king if not others & HIGHER[king] else queen)
    if strict:
        return _strict_lead(cards, trump, exhausted, others, known, under)
    return min(cards, key=lambda c: (_lead_cost(c, trump, others, under), c))


def _lead_cost(card: int, trump: int, others: int, under: int) -> int:
    cost = _keep_value(card, trump, others, under)
    if SUIT_OF[card] != trump and RANK_OF[card] >= TEN:
        # A master plain card may be trumped; a 10 under an unseen Ass is lost to it.
        cost += 6 if others & HIGHER[card] else 3
    return cost


def _strict_lead(
    cards: list[int], trump: int, exhausted: bool, others: int, known: int, under: int
) -> int:
    trumps_out = others & SUIT_MASKS[trump]
    sure = [c for c in cards if _sure(c, trump, True, exhausted, others, known)]
    if sure:
        # Master trumps first while the opponent may still trump, then the richest.
        return max(sure, key=lambda c: (SUIT_OF[c] == trump and trumps_out != 0, POINTS[c], c))

    # Nothing sure: give up the cheapest card, preferring a suit the opponent must follow.
    def cost(c: int) -> tuple[int, int]:
        value = _keep_value(c, trump, others, -1)
        if exhausted and not others & SUIT_MASKS[SUIT_OF[c]] and others & SUIT_MASKS[trump]:
            value += 3  # it will be trumped
        return value, c

    return min(cards, key=cost)


def should_close(hand: int, trump: int, others: int, my_need: int) -> bool:
    """Can this hand surely take ``my_need`` more card points without drawing again?"""
    trump_mask = SUIT_MASKS[trump]
    out = others
    gain = 0
    sure_tricks = 0
    pairs = hand & hand >> 1
    for s in range(4):
        if pairs >> (5 * s + QUEEN) & 1:
            gain += 40 if s == trump else 20
    unseen_n = max(1, others.bit_count())
    # The opponent holds 5 of the ``others`` cards: expect its share of their trumps.
    opp_trumps = (others & trump_mask).bit_count() * min(5, unseen_n) / unseen_n
    mine = card_list(hand & trump_mask)
    for card in reversed(mine):  # strongest trump first
        if out & HIGHER[card] & trump_mask:
            break
        gain += POINTS[card] + 2
        sure_tricks += 1
        opp_trumps -= 1
        out &= ~BIT[card]
    if opp_trumps <= 0.5:
        for s in range(4):
            if s == trump:
                continue
            for card in reversed(card_list(hand & SUIT_MASKS[s])):
                if out & HIGHER[card]:
                    break
                gain += POINTS[card] + 2
                sure_tricks += 1
    return sure_tricks > 0 and gain >= my_need


# -- following -------------------------------------------------------------------------------
def held_marriage(hand: int, trump: int) -> int:
    """The points of the best marriage in ``hand`` (0 if none): both cards are held, so it
    is not announced yet."""
    pairs = hand & hand >> 1 & MARRIAGE_CARDS
    best = 0
    for s in range(4):
        if pairs >> (5 * s + QUEEN) & 1:
            best = max(best, 40 if s == trump else 20)
    return best


def _open_follow(
    cards: list[int],
    hand: int,
    lead: int,
    trump: int,
    others: int,
    under: int,
    my_need: int,
    opp_need: int,
) -> int:
    beats = BEATS[trump][lead]
    winners = [c for c in cards if beats >> c & 1]
    losers = [c for c in cards if not beats >> c & 1]

    def keep(c: int) -> int:
        return _keep_value(c, trump, others, under)

    base = POINTS[lead]
    reaching = [c for c in winners if base + POINTS[c] >= my_need]
    if reaching:
        return min(reaching, key=lambda c: (keep(c), c))
    throw = min(losers, key=lambda c: (keep(c), c)) if losers else -1
    if winners and (throw < 0 or base + POINTS[throw] >= opp_need):
        return min(winners, key=lambda c: (keep(c), c))
    if SUIT_OF[lead] != trump:
        same = [c for c in winners if SUIT_OF[c] == SUIT_OF[lead]]
        rich = [c for c in same if RANK_OF[c] >= TEN]
        if rich:
            return min(rich, key=lambda c: (RANK_OF[c] == ACE and len(rich) > 1, c))
        cheap = [c for c in same if not _hope(c, others, under)]
        if cheap:
            return min(cheap)
        if base >= 10:
            trumps = [c for c in winners if SUIT_OF[c] == trump]
            if trumps:
                best = min(trumps, key=lambda c: (keep(c), c))
                if keep(best) - POINTS[best] <= base + 8:
                    return best
    elif base >= 10 and winners:
        return min(winners, key=lambda c: (keep(c), c))
    marriage = held_marriage(hand, trump)
    if marriage and winners:
        # Win the lead, which announces the marriage, with a card outside every marriage.
        free = [c for c in winners if not (PARTNER[c] >= 0 and hand >> PARTNER[c] & 1)]
        if free:
            best = min(free, key=lambda c: (keep(c), c))
            if keep(best) - POINTS[best] <= base + LEAD_FOR_MARRIAGE * marriage:
                return best
    if throw >= 0:
        return throw
    return min(cards, key=lambda c: (keep(c), c))


def _strict_follow(cards: list[int], lead: int, trump: int, my_need: int, opp_need: int) -> int:
    beats = BEATS[trump][lead]
    winners = [c for c in cards if beats >> c & 1]
    if winners:
        base = POINTS[lead]
        reaching = [c for c in winners if base + POINTS[c] >= my_need]
        if reaching:
            return min(reaching)
        return min(winners)  # the weakest winner (same suit, or the lowest trump)
    # Cannot win: give the fewest points, keeping trumps.
    return min(cards, key=lambda c: (SUIT_OF[c] == trump, POINTS[c], c))


# -- from a full state (the search's rollouts) -------------------------------------------
def policy(state: SchnapsenState) -> int:
    """The heuristic action for the seat to move in ``state``, from what that seat may know
    (its hand and the public table; the opponent's hand and the stock are lumped together)."""
    seat = state.to_move
    assert seat is not None, "the deal is over"
    opp = 1 - seat
    drawn = state.drawn
    stock = state.stock
    hidden = 0
    for i in range(drawn, 9):
        hidden |= BIT[stock[i]]
    under = stock[9] if drawn < 10 and state.closed_by < 0 else -1
    opp_hand = state.hands[opp]
    pending = state.pending
    points = state.points
    return choose(
        state.legal_ids(),
        state.hands[seat],
        state.lead,
        state.trump,
        state.strict,
        drawn >= 10,
        opp_hand | hidden,
        state.known[opp] & opp_hand,
        under,
        points[seat],
        points[opp],
        state.tricks_won[seat],
        pending[seat],
        pending[opp],
    )
