"""French Tarot decisions a strong club player would recognise, on plain int masks.

These functions are shared by the ``easy`` / ``normal`` agents (fed from an observation) and
by the ``hard`` agent's rollouts (fed from sampled states), so they take masks, not objects.
Each decision also says why it was taken: ``bid_decision`` and ``chelem_decision`` return a
:class:`~cardavia.ai.common.Decision`; ``card_choice`` returns the card with the branch that
chose it, which explain.py turns into the hint's checked reason.
"""

from __future__ import annotations

from cardavia.ai.common import Decision, Explanation
from cardavia.engine.cards import bits
from cardavia.games.french_tarot.tables import (
    BEATS,
    BOUTS_MASK,
    CONTRACTS,
    EXCUSE,
    EXCUSE_BIT,
    HALF_POINTS,
    KINGS_MASK,
    PETIT,
    PLAIN_MASK,
    SUIT_MASKS,
    SUIT_OF,
    TRUMP_21,
    TRUMP_MASK,
    trick_winner_pos,
)

# -- bidding ----------------------------------------------------------------------------

#: Hand-evaluation thresholds per contract (prise, garde, garde sans, garde contre), tuned
#: by duplicate self-play against three normal seats: a Garde from 47 (was 56) gained about
#: 3 points per deal; a lower Prise threshold lost points (the taker's card play makes only
#: about 55 % of Prises at 41), so it stays.
BID_THRESHOLDS = (41, 47, 66, 76)


def hand_strength(hand: int) -> int:
    """A classic tarot hand count: trumps and bouts, honours, long suits, voids."""
    trumps = hand & TRUMP_MASK
    n_trumps = trumps.bit_count()
    score = 2 * n_trumps + (trumps & ~((1 << 71) - 1)).bit_count()  # trumps 16-21 count more
    if hand & (1 << TRUMP_21):
        score += 10
    if hand & (1 << PETIT):
        score += 8 if n_trumps >= 6 else 4
    if hand & EXCUSE_BIT:
        score += 7
    for suit in range(4):
        cards = hand & SUIT_MASKS[suit]
        length = cards.bit_count()
        king = cards >> (14 * suit + 13) & 1
        queen = cards >> (14 * suit + 12) & 1
        score += 6 * king + 3 * queen + 2 * (cards >> (14 * suit + 11) & 1)
        score += cards >> (14 * suit + 10) & 1
        if king and queen:
            score += 1
        if length >= 5:
            score += 5 + 2 * (length - 5)
        elif length == 0:
            score += 6 if n_trumps >= 8 else 3
        elif length == 1 and not king:
            score += 3
    return score


def bid_decision(
    hand: int,
    highest: int,
    legal: list[str],
    boldness: int = 0,
    thresholds: tuple[int, ...] = (),
) -> Decision:
    """The bid (record notation) and why: the hand's count against the threshold it reached,
    or, passing, against the one the next contract needs."""
    thresholds = thresholds or BID_THRESHOLDS
    # The hand's own count against the bar as this player sets it (``easy`` is bolder).
    strength = hand_strength(hand)
    contract = choose_bid(hand, highest, boldness, thresholds)
    name = CONTRACTS[contract]
    if contract and name in legal:
        args: dict[str, str | int] = {
            "points": strength,
            "contract": name,
            "target": thresholds[contract - 1] - boldness,
        }
        return Decision(name, Explanation("tarot-bid", args))
    lowest = min(highest + 1, len(thresholds))
    args = {
        "points": strength,
        "contract": CONTRACTS[lowest],
        "target": thresholds[lowest - 1] - boldness,
    }
    return Decision("pass", Explanation("tarot-pass", args))


def choose_bid(hand: int, highest: int, boldness: int = 0, thresholds: tuple[int, ...] = ()) -> int:
    """The contract (1-4) to bid, or 0 to pass, given the current highest bid."""
    strength = hand_strength(hand) + boldness
    best = 0
    for contract, threshold in enumerate(thresholds or BID_THRESHOLDS, 1):
        if strength >= threshold:
            best = contract
    return best if best > highest else 0


# -- discard ----------------------------------------------------------------------------


def choose_discard(hand: int, shortfall: int) -> list[int]:
    """Six cards to put in the chien: void short suits, bank points, keep kings."""
    plain = hand & PLAIN_MASK & ~KINGS_MASK
    chosen: list[int] = []
    # Suits without their king, shortest first: voiding them lets the taker trump later.
    suits = sorted(range(4), key=lambda s: ((hand & SUIT_MASKS[s]).bit_count(), s))
    for suit in suits:
        cards = plain & SUIT_MASKS[suit]
        if not cards or hand & SUIT_MASKS[suit] & KINGS_MASK:
            continue
        if len(chosen) + cards.bit_count() <= 6:
            chosen.extend(bits(cards))
    rest = [c for c in bits(plain) if c not in chosen]
    # Then the highest-value plain cards (their points are banked for the taker).
    rest.sort(key=lambda c: (-HALF_POINTS[c], -(c % 14)))
    for card in rest:
        if len(chosen) == 6:
            break
        chosen.append(card)
    if len(chosen) < 6:
        trumps = bits(hand & TRUMP_MASK & ~BOUTS_MASK)
        chosen.extend(trumps[: 6 - len(chosen)])
    return chosen[:6]


# -- declarations -------------------------------------------------------------------------


def chelem_decision(hand: int) -> Decision:
    """Declare a chelem or not, and the trumps that decided it."""
    count = (hand & TRUMP_MASK).bit_count()
    if should_declare_chelem(hand):
        return Decision("chelem", Explanation("tarot-chelem", {"count": count}))
    return Decision("no-chelem", Explanation("tarot-no-chelem", {"count": count}))


def should_declare_chelem(hand: int) -> bool:
    """Only a near-certain sweep: masses of trumps with the 21 and the Excuse, no losers."""
    trumps = hand & TRUMP_MASK
    if trumps.bit_count() < 13 or not hand & (1 << TRUMP_21) or not hand & EXCUSE_BIT:
        return False
    for suit in range(4):
        cards = hand & SUIT_MASKS[suit]
        # Every plain card must be a king or backed by the king (cashable) in its suit.
        if cards and not cards & KINGS_MASK:
            return False
        if cards.bit_count() > 2:
            return False
    return True


# -- card play ----------------------------------------------------------------------------


def beats(card: int, win: int) -> bool:
    """Does ``card`` take the lead from the winning card ``win`` (-1: no card yet)?"""
    if win < 0:
        return card != EXCUSE
    return bool(BEATS[win] >> card & 1)


#: Play the Excuse on a lost trick instead of a card worth this much (``_dump_key``): a
#: Cavalier (2.5 points) or more, or the Petit or the 21.
EXCUSE_SAVES = 5
#: ...and on a lost trick worth 2.5 points or more once this few tricks are left (not on the
#: first two tricks: a defender threw it on trick 1 in 29 of 195 self-play deals). Keeping
#: it longer (only to save a card) lost about 2 points a deal against today's normal.
EXCUSE_KEPT_UNTIL = 16


def _dump_key(card: int) -> tuple[int, int]:
    """Order for throwing a card away: cheapest first; the Petit and 21 are precious."""
    if card in (PETIT, TRUMP_21):
        return (50, card)
    if SUIT_OF[card] == 4:
        return (2, card)
    return (HALF_POINTS[card], card % 14)


#: Why :func:`card_choice` chose its card (the branch taken), for the hint's reason.
ONLY = "only"
LEAD_MASTER = "lead-master"  # the top of a plain suit, above every unseen card of it
LEAD_MASTER_TRUMP = "lead-master-trump"  # the taker draws with the top trump out
LEAD_DRAW = "lead-draw"  # the taker draws trumps with a low one
LEAD_LONG = "lead-long"  # the lowest (not a king) of the longest plain suit
LEAD_EXCUSE = "lead-excuse"  # no plain card and at most two trumps
LEAD_TRUMP = "lead-trump"  # no plain card: a low trump
FEED_PETIT = "feed-petit"  # the partner's card is safe: the Petit goes under it
FEED = "feed"  # the partner's card is safe: the richest plain card under it
FEED_LOW = "feed-low"  # the partner's card is safe, no plain card: the cheapest
WIN_LAST = "win-last"  # the last card of the trick: the cheapest that wins
WIN_MASTER = "win-master"  # the lowest trump above every unseen trump
WIN_PLAIN = "win-plain"  # the highest card of the suit led
WIN_TRUMP = "win-trump"  # the lowest trump that wins a rich trick
EXCUSE_SAVE = "excuse"  # the trick is the other side's: the Excuse saves a card
THROW = "throw"  # no win sought: the cheapest card to give


def choose_card(
    hand: int,
    legal: int,
    trick: list[int],
    leader: int,
    seat: int,
    taker: int,
    unseen: int,
    tricks_left: int,
) -> int:
    """The card to play. ``unseen`` = cards neither played nor in this hand."""
    return card_choice(hand, legal, trick, leader, seat, taker, unseen, tricks_left)[0]


def card_choice(
    hand: int,
    legal: int,
    trick: list[int],
    leader: int,
    seat: int,
    taker: int,
    unseen: int,
    tricks_left: int,
) -> tuple[int, str]:
    """The card to play and why (one of the branch names above)."""
    cards = bits(legal)
    if len(cards) == 1:
        return cards[0], ONLY
    outstanding_trumps = unseen & TRUMP_MASK
    top_out = outstanding_trumps.bit_length() - 1 if outstanding_trumps else -1
    i_am_taker = seat == taker
    excuse_ok = legal & EXCUSE_BIT and tricks_left > 1

    if not trick:
        return _lead(hand, legal, i_am_taker, unseen, outstanding_trumps, top_out, excuse_ok)

    win_pos = trick_winner_pos(trick)
    win_seat = (leader + win_pos) % 4
    win_card = trick[win_pos]
    last_to_play = len(trick) == 3
    partner_winning = (win_seat == taker) == i_am_taker and win_card != EXCUSE
    points = sum(HALF_POINTS[c] for c in trick)
    # Is the winning card safe from the players still to play?
    win_safe = last_to_play or (SUIT_OF[win_card] == 4 and win_card > top_out)
    beat = BEATS[win_card]
    winners = [c for c in cards if beat >> c & 1]

    if partner_winning and win_safe:
        # Feed the partner points; the Petit is saved this way.
        if legal & (1 << PETIT):
            return PETIT, FEED_PETIT
        plain = [c for c in cards if SUIT_OF[c] < 4]
        if plain:
            return max(plain, key=lambda c: (HALF_POINTS[c], c % 14)), FEED
        return min(cards, key=_dump_key), FEED_LOW
    if winners:
        if last_to_play:
            return min(winners, key=lambda c: (c != PETIT, _dump_key(c))), WIN_LAST
        masters = [c for c in winners if SUIT_OF[c] == 4 and c > top_out]
        if masters and (points >= 5 or tricks_left <= 3):
            return min(masters), WIN_MASTER
        plain_winners = [c for c in winners if SUIT_OF[c] < 4]
        if plain_winners and not (unseen & TRUMP_MASK and points < 3):
            return max(plain_winners), WIN_PLAIN
        trump_winners = [c for c in winners if SUIT_OF[c] == 4 and c != PETIT]
        if trump_winners and points >= 7:
            return min(trump_winners), WIN_TRUMP
    losers = [c for c in cards if c != EXCUSE] or cards
    throw = min(losers, key=_dump_key)
    # The Excuse saves the card it replaces: kept through the first two tricks unless the
    # card to give is worth saving (a later trick may cost a king), played on a rich lost
    # trick after that, and before the last trick, where it would be lost.
    saves = (
        _dump_key(throw)[0] >= EXCUSE_SAVES  # a card worth saving
        or (points >= 5 and tricks_left <= EXCUSE_KEPT_UNTIL)  # a rich trick, not too early
        or tricks_left <= 2  # the last chance before the last trick
    )
    if excuse_ok and not partner_winning and saves:
        return EXCUSE, EXCUSE_SAVE
    return throw, THROW


def _lead(
    hand: int,
    legal: int,
    i_am_taker: bool,
    unseen: int,
    outstanding_trumps: int,
    top_out: int,
    excuse_ok: int,
) -> tuple[int, str]:
    trumps = hand & TRUMP_MASK
    # A master card of a plain suit: the highest unseen card of that suit is below it.
    for suit in range(4):
        mine = hand & SUIT_MASKS[suit]
        if not mine:
            continue
        top = mine.bit_length() - 1
        others = unseen & SUIT_MASKS[suit]
        if (not others or top > others.bit_length() - 1) and others.bit_count() >= 2:
            return top, LEAD_MASTER
    if (
        i_am_taker
        and trumps
        and outstanding_trumps
        and trumps.bit_count() >= outstanding_trumps.bit_count()
    ):
        top = trumps.bit_length() - 1
        if top > top_out:
            return top, LEAD_MASTER_TRUMP
        low = trumps & ~(1 << PETIT)
        if low:
            return (low & -low).bit_length() - 1, LEAD_DRAW
    plain = hand & PLAIN_MASK
    if plain:
        # Lowest card of the longest suit (defenders make the taker spend trumps).
        suit = max(range(4), key=lambda s: ((hand & SUIT_MASKS[s]).bit_count(), -s))
        cards = hand & SUIT_MASKS[suit] & ~KINGS_MASK or hand & SUIT_MASKS[suit]
        return (cards & -cards).bit_length() - 1, LEAD_LONG
    if excuse_ok and trumps.bit_count() <= 2:
        return EXCUSE, LEAD_EXCUSE
    low = trumps & ~(1 << PETIT) or trumps or legal
    return (low & -low).bit_length() - 1, LEAD_TRUMP
