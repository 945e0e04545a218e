"""Preference decisions on plain int masks: hand evaluation, auction, exchange, defence and
card play.

Shared by the ``easy`` / ``normal`` agents (fed from an observation) and by the ``hard``
agent's rollouts (fed from sampled states), so every function takes masks and seats, never
objects. A card is ``suit * 8 + rank`` (tables.py): suits C S D H, ranks 7 8 9 10 J Q K A.
"""

from __future__ import annotations

import math
from collections.abc import Iterator

from cardavia.ai.common import Decision, Explanation
from cardavia.engine.decks import WIENER_BILD
from cardavia.games.preference.tables import (
    ABOVE,
    ACES_MASK,
    BEATS,
    GAME_CONTRACT_BASE,
    HEARTS_CONTRACT,
    HEARTS_SUIT,
    NEEDED_DECLARER,
    SUIT_CODES,
    SUIT_MASKS,
)

RANK_A, RANK_K, RANK_Q, RANK_J = 7, 6, 5, 4
_CODES = WIENER_BILD.codes

# -- hand evaluation ---------------------------------------------------------------------------
# Linear trick models fitted by simulation (thousands of deals played out by the ``normal``
# policy, both defenders staying), one term per suit holding so a hand costs four lookups.


def _bit(ranks: int, rank: int) -> int:
    return ranks >> rank & 1


def _declarer_trump_term(ranks: int) -> float:
    length = ranks.bit_count()
    a, k, q = _bit(ranks, RANK_A), _bit(ranks, RANK_K), _bit(ranks, RANK_Q)
    by_length = {3: -0.49, 4: 0.25, 5: 0.85, 6: 0.99, 7: 0.75, 8: 0.53}
    value = by_length.get(length, -1.51)
    value += 1.14 * a + 0.6 * k + 0.36 * q + 0.32 * _bit(ranks, RANK_J) + 0.23 * _bit(ranks, 3)
    value += 0.39 * a * k + 0.04 * a * k * q
    return value + 1.37


def _declarer_side_term(ranks: int) -> float:
    length = ranks.bit_count()
    a, k, q = _bit(ranks, RANK_A), _bit(ranks, RANK_K), _bit(ranks, RANK_Q)
    value = 1.04 * a + 0.67 * a * k - 0.06 * a * k * q
    value += 0.56 * (1 - a) * k * (length >= 2) + 0.05 * (1 - a) * k * (length == 1)
    value += 0.12 * q * (a or k) + 0.12 * q * (1 - a) * (1 - k) * (length >= 3)
    value += 0.05 * (1 - a) * k * q
    value -= 0.16 * (length == 0) + 0.02 * (length == 2)
    value += 0.1 * max(0, length - 3) - 0.27 * a * (length >= 5)
    return value


def _short_term(ranks: int, void: float, singleton: float) -> float:
    """Per trump held (declarer) or once (defender): a void or a small singleton ruffs."""
    length = ranks.bit_count()
    if length == 0:
        return void
    if length == 1 and not _bit(ranks, RANK_A):
        return singleton
    return 0.0


def _defender_trump_term(ranks: int) -> float:
    length = ranks.bit_count()
    by_length = (0.0, 0.2, 0.62, 1.56, 2.6, 3.45, 4.2, 4.2, 4.2)
    value = by_length[length]
    value += 0.98 * _bit(ranks, RANK_A)
    value += (0.65 if length >= 2 else 0.2) * _bit(ranks, RANK_K)
    value += (0.3 if length >= 3 else 0.17) * _bit(ranks, RANK_Q)
    value += 0.2 * _bit(ranks, RANK_J) * (length >= 4)
    return value - 0.31


def _defender_side_term(ranks: int) -> float:
    length = ranks.bit_count()
    a, k, q = _bit(ranks, RANK_A), _bit(ranks, RANK_K), _bit(ranks, RANK_Q)
    value = 0.0
    if a:
        value += 0.98 if length <= 3 else (0.92 if length == 4 else 0.55)
    value += 0.4 * a * k + 0.61 * (1 - a) * k * (length >= 2) + 0.1 * (1 - a) * k * (length == 1)
    value += 0.11 * q * (a or k) + 0.19 * q * (1 - a) * (1 - k) * (length >= 3)
    return value


_D_TRUMP = tuple(_declarer_trump_term(r) for r in range(256))
_D_SIDE = tuple(_declarer_side_term(r) for r in range(256))
_D_SHORT = tuple(_short_term(r, 0.22, 0.1) for r in range(256))
_F_TRUMP = tuple(_defender_trump_term(r) for r in range(256))
_F_SIDE = tuple(_defender_side_term(r) for r in range(256))
_F_SHORT = tuple(_short_term(r, 0.2, 0.09) for r in range(256))


def declarer_tricks(hand: int, trump: int) -> float:
    """Expected tricks of ``hand`` (10 cards) as declarer with ``trump`` as trumps."""
    trumps = (hand >> (8 * trump)) & 0xFF
    total = _D_TRUMP[trumps]
    short = 0.0
    for suit in range(4):
        if suit != trump:
            ranks = (hand >> (8 * suit)) & 0xFF
            total += _D_SIDE[ranks]
            short += _D_SHORT[ranks]
    return total + short * trumps.bit_count()


def best_trump(hand: int, lowest_suit: int = 0) -> tuple[float, int]:
    """The best (expected tricks, trump suit) at or above ``lowest_suit``."""
    best = (-1.0, lowest_suit)
    for suit in range(lowest_suit, 4):
        value = declarer_tricks(hand, suit)
        if value > best[0]:
            best = (value, suit)
    return best


def defender_tricks(hand: int, trump: int, strong: bool = False, second: bool = False) -> float:
    """Expected tricks of a defender's ``hand`` against a declarer with ``trump`` trumps
    (``second``: the defender at the declarer's right, who plays last to the declarer's
    leads)."""
    trumps = (hand >> (8 * trump)) & 0xFF
    total = _F_TRUMP[trumps] + (0.2 if second else 0.0)
    short = 0.0
    for suit in range(4):
        if suit != trump:
            ranks = (hand >> (8 * suit)) & 0xFF
            total += _F_SIDE[ranks]
            short += _F_SHORT[ranks]
    if trumps:
        total += short
    if strong:
        total -= 0.25
    return total


# -- auction ------------------------------------------------------------------------------


class BidStyle:
    """Thresholds of the auction and the defence, in expected tricks (``easy`` shifts them
    deliberately). Fitted by duplicate self-play of the ``normal`` agent."""

    __slots__ = (
        "game",
        "game_open",
        "hearts",
        "invite",
        "long_suit",
        "no_aces",
        "numeric",
        "stay",
        "stay_hearts",
        "stay_strong",
    )

    def __init__(
        self,
        numeric: float = 4.4,
        game: float = 5.8,
        game_open: float = 1.2,
        hearts: float = 5.5,
        stay: float = 2.3,
        stay_strong: float = 2.5,
        stay_hearts: float = 1.7,
        invite: float = 4.0,
        no_aces: float = 5.6,
        long_suit: int = 0,
    ) -> None:
        self.numeric = numeric  # before the exchange, at the best suit allowed
        self.game = game
        self.game_open = game_open  # a Game without competition also gives up the exchange
        self.hearts = hearts
        self.stay = stay
        self.stay_strong = stay_strong
        self.stay_hearts = stay_hearts
        self.invite = invite
        self.no_aces = no_aces  # after the exchange
        self.long_suit = long_suit  # trumps needed for a Game or Hearts


NORMAL_STYLE = BidStyle()
EASY_STYLE = BidStyle(
    numeric=3.6, game=4.3, hearts=5.0, stay=1.9, stay_strong=1.6, stay_hearts=1.5, invite=2.5
)


def max_numeric_level(hand: int, style: BidStyle) -> int:
    """The highest numeric bid (0-4) the hand can afford: level L needs trumps >= suit L-1."""
    best = 0
    for suit in range(4):
        if declarer_tricks(hand, suit) >= style.numeric:
            best = suit + 1
    return best


def shown(value: float, threshold: float) -> int:
    """``value`` as a whole number of tricks that is at least ``ceil(threshold)`` exactly when
    ``value`` reaches ``threshold`` (so "about 5, 5 needed" never contradicts the decision)."""
    return math.floor(value - threshold) + math.ceil(threshold)


def bid_decision(
    hand: int,
    options: list[str],
    first: bool,
    level: int,
    game: int,
    style: BidStyle,
) -> Decision:
    """The auction action among ``options`` (record strings) and the tricks that decided it.
    ``level``: the numeric bid standing (0 if none); ``game``: the suit of a standing Game (-1
    if none)."""
    long = style.long_suit
    if "hearts" in options and (hand & SUIT_MASKS[HEARTS_SUIT]).bit_count() >= long:
        value = declarer_tricks(hand, HEARTS_SUIT)
        if value >= style.hearts:
            return Decision(
                "hearts", Explanation("pref-hearts", {"tricks": shown(value, style.hearts)})
            )
    if first:
        best: tuple[float, str] | None = None
        for option in options:
            suit = "CSD".find(option[-1]) if option.startswith("game:") else -1
            if suit >= 0 and (hand & SUIT_MASKS[suit]).bit_count() >= long:
                value = declarer_tricks(hand, suit)
                if best is None or value > best[0]:
                    best = (value, option)
        # Without competition a numeric bid keeps the exchange: a Game needs more then.
        need = style.game if game >= 0 or level > 0 else style.game + style.game_open
        if best is not None and best[0] >= need:
            args: dict[str, str | int] = {"tricks": shown(best[0], need), "suit": best[1][-1]}
            return Decision(best[1], Explanation("pref-game", args))
    if game >= 0:
        return Decision("pass", Explanation("pref-pass-game"))
    top = max_numeric_level(hand, style)
    if "hold" in options:
        lowest = max(level - 1, 0)
        if level <= top:
            return _numeric("hold", hand, lowest, style)
        return _numeric_pass(hand, lowest, style)
    nxt = str(level + 1)
    if nxt in options and level + 1 <= top:
        return _numeric(nxt, hand, level, style)
    if level > 3:
        return Decision("pass", Explanation("pref-pass-top", {"level": level}))
    return _numeric_pass(hand, level, style)


def _numeric(action: str, hand: int, lowest: int, style: BidStyle) -> Decision:
    """A numeric bid or a hold: the best suit allowed reaches the threshold."""
    value, suit = best_trump(hand, lowest)
    args: dict[str, str | int] = {"tricks": shown(value, style.numeric), "suit": SUIT_CODES[suit]}
    if action == "hold":
        return Decision(action, Explanation("pref-hold", args))
    return Decision(action, Explanation("pref-bid", {**args, "level": int(action)}))


def _numeric_pass(hand: int, lowest: int, style: BidStyle) -> Decision:
    """Passing: no suit allowed reaches the threshold; the rules need 6 tricks."""
    value, _ = best_trump(hand, lowest)
    args: dict[str, str | int] = {"tricks": shown(value, style.numeric), "target": NEEDED_DECLARER}
    return Decision("pass", Explanation("pref-pass", args))


def choose_exchange(hand: int, lowest_suit: int) -> tuple[int, int, int]:
    """(discard a, discard b, trump) maximising the declarer's expected tricks (12 cards)."""
    cards = [c for c in range(32) if hand >> c & 1]
    all_aces = hand & ACES_MASK == ACES_MASK
    best: tuple[float, int, int, int] | None = None
    for i, a in enumerate(cards):
        for b in cards[i + 1 :]:
            rest = hand & ~(1 << a) & ~(1 << b)
            value, trump = best_trump(rest, lowest_suit)
            if all_aces and (1 << a | 1 << b) & ACES_MASK:
                value -= 3.0  # four Aces at the start of play pay 10 by each opponent
            # Tie-break: keep Aces and high cards.
            value -= 0.001 * ((a & 7) + (b & 7))
            if best is None or value > best[0]:
                best = (value, a, b, trump)
    assert best is not None
    return best[1], best[2], best[3]


def choose_discard_one(hand: int, lowest_suit: int) -> int:
    """The single card to discard (the second discard, 11 cards in hand)."""
    best: tuple[float, int] | None = None
    for c in range(32):
        if not hand >> c & 1:
            continue
        value, _ = best_trump(hand & ~(1 << c), lowest_suit)
        if hand & ACES_MASK == ACES_MASK and (1 << c) & ACES_MASK:
            value -= 3.0
        value -= 0.001 * (c & 7)
        if best is None or value > best[0]:
            best = (value, c)
    assert best is not None
    return best[1]


def is_strong_contract(contract: int) -> bool:
    return contract >= GAME_CONTRACT_BASE or contract in (3, 4)


def should_stay(hand: int, trump: int, contract: int, second: bool, style: BidStyle) -> bool:
    return defence_decision(hand, trump, contract, second, style).action == "stay"


def defence_decision(
    hand: int, trump: int, contract: int, second: bool, style: BidStyle
) -> Decision:
    """Stay when the defender's expected tricks clear the threshold (about 2.3 probable
    tricks: a defender short of two pays 10, so staying must be worth it)."""
    expected = defender_tricks(hand, trump, False, second)
    if contract == HEARTS_CONTRACT:
        # A failed Hearts pays every opponent 10, and only a stayer can make it fail.
        need = style.stay_hearts
    else:
        need = style.stay_strong if is_strong_contract(contract) else style.stay
    args: dict[str, str | int] = {"tricks": round(expected)}
    if expected >= need:
        return Decision("stay", Explanation("pref-stay", args))
    return Decision("drop", Explanation("pref-drop", args))


def should_invite(hand: int, trump: int, contract: int, second: bool, style: BidStyle) -> bool:
    return invitation_decision(hand, trump, second, style).action == "invite"


def invitation_decision(hand: int, trump: int, second: bool, style: BidStyle) -> Decision:
    """Invite the partner when the pair should reach its four tricks."""
    expected = defender_tricks(hand, trump, False, second)
    args: dict[str, str | int] = {"tricks": round(expected)}
    if expected >= style.invite:
        return Decision("invite", Explanation("pref-invite", args))
    return Decision("alone", Explanation("pref-alone", args))


def should_announce_no_aces(hand: int, trump: int, style: BidStyle) -> bool:
    return declarer_tricks(hand, trump) >= style.no_aces


def no_aces_decision(hand: int, trump: int, style: BidStyle) -> Decision | None:
    """Announce no-aces (None: not announced) when the declarer expects to make."""
    value = declarer_tricks(hand, trump)
    if value < style.no_aces:
        return None
    return Decision("no-aces", Explanation("pref-no-aces", {"tricks": shown(value, style.no_aces)}))


def exchange_decision(hand: int, lowest_suit: int) -> Decision:
    """The next card to discard (12 or 11 cards in hand) and the tricks the rest keeps."""
    if hand.bit_count() == 12:
        a, b, _ = choose_exchange(hand, lowest_suit)
        card, rest = a, hand & ~(1 << a) & ~(1 << b)
    else:
        card = choose_discard_one(hand, lowest_suit)
        rest = hand & ~(1 << card)
    value, suit = best_trump(rest, lowest_suit)
    args: dict[str, str | int] = {"tricks": round(value), "suit": SUIT_CODES[suit]}
    return Decision("discard:" + _CODES[card], Explanation("pref-discard", args))


def trump_decision(hand: int, lowest_suit: int) -> Decision:
    """The trump suit to name: the most expected tricks at or above the bid's suit."""
    value, suit = best_trump(hand, lowest_suit)
    args: dict[str, str | int] = {"tricks": round(value), "suit": SUIT_CODES[suit]}
    return Decision("trump:" + SUIT_CODES[suit], Explanation("pref-trump", args))


# -- card play ----------------------------------------------------------------------------


def _high(mask: int) -> int:
    return mask.bit_length() - 1


def _low(mask: int) -> int:
    return (mask & -mask).bit_length() - 1


def can_overtake(card: int, trick_suit: int, trump: int, holder: int) -> bool:
    """Whether a seat holding ``holder`` could take the lead from ``card`` (suit led
    ``trick_suit``), following the duty to follow suit and to trump."""
    follow = holder & SUIT_MASKS[trick_suit]
    if follow:
        return bool(follow & BEATS[trump][card])
    trumps = holder & SUIT_MASKS[trump]
    return bool(trumps & BEATS[trump][card])


#: Why :func:`card_choice` chose its card (the branch taken), for the hint's reason.
ONLY = "only"
WIN_LAST = "win-last"  # the last to play: the cheapest card that wins
WIN_SAFE = "win-safe"  # the cheapest winner nobody after can overtake
WIN_LOW = "win-low"  # the cheapest winner (it may be overtaken)
LOSE = "lose"  # no winner: the cheapest card to give
LEAD_MASTER_TRUMP = "lead-master-trump"  # the declarer draws with the top trump out
LEAD_DRAW = "lead-draw"  # the declarer, longer in trumps, draws them
LEAD_MASTER = "lead-master"  # the top of a suit, above every card the others may hold
LEAD_LONG = "lead-long"  # the declarer sets up the longest side suit: its lowest card
LEAD_SINGLETON = "lead-singleton"  # a defender's singleton, to ruff later
LEAD_LOW = "lead-low"  # a defender's low card where the declarer must follow
LEAD_ANY = "lead-any"  # nothing better: the lowest legal card


def card_choice(
    hand: int,
    legal: int,
    trick: list[int],
    me: int,
    declarer: int,
    trump: int,
    might: list[int],
    after: list[int],
    others: list[int],
) -> tuple[int, str]:
    """The card to play and why (one of the branch names above)."""
    if legal & (legal - 1) == 0:
        return _low(legal), ONLY
    if not trick:
        if me == declarer:
            return _declarer_lead(hand, legal, declarer, trump, might, others)
        return _defender_lead(hand, legal, me, declarer, trump, might, others)
    led = trick[0] >> 3
    win = trick[0]
    for c in trick[1:]:
        if BEATS[trump][win] >> c & 1:
            win = c
    beaters = legal & BEATS[trump][win]
    if beaters:
        if not after:
            return _low(beaters), WIN_LAST
        rest = 0
        for s in after:
            if s == declarer or me == declarer:
                rest |= might[s]
        if rest:
            safe = 0
            m = beaters
            while m:
                low = m & -m
                m ^= low
                c = low.bit_length() - 1
                if not can_overtake(c, led, trump, rest):
                    safe |= low
            if safe:
                return _low(safe), WIN_SAFE
        return _low(beaters), WIN_LOW
    # Cannot take the trick: play low, keeping masters and guards.
    return _cheapest(legal, hand, trump, might, others, me, declarer), LOSE


def _cheapest(
    legal: int, hand: int, trump: int, might: list[int], others: list[int], me: int, declarer: int
) -> int:
    """The card to give away when the trick is lost: keep masters, honours and the small
    cards guarding them; shed first where the opponent is void."""
    out = 0
    for s in others:
        out |= might[s]
    opp = 0
    for s in others:
        if s == declarer or me == declarer:
            opp |= might[s]
    best = -1
    best_key = (99.0, 99)
    m = legal
    while m:
        low = m & -m
        m ^= low
        c = low.bit_length() - 1
        suit = c >> 3
        mask = SUIT_MASKS[suit]
        mine = hand & mask
        rank = c & 7
        value = float(rank)
        if not out & BEATS[trump][c] & mask:
            value += 8.0  # a master
        else:
            # A small card guarding a higher card of mine that is not yet master.
            above = mine & ABOVE[c]
            if above and (mine & ~ABOVE[c]).bit_count() <= 2:
                value += 4.0
        if suit == trump:
            value += 16.0
        elif not opp & mask:
            value -= 3.0  # the opponents cannot follow: these cards guard nothing
        key = (value, -mine.bit_count())
        if key < best_key:
            best_key = key
            best = c
    return best


def _masters(hand: int, out: int) -> Iterator[tuple[int, int, int, int, int]]:
    """``(suit, suit mask, my cards, my top card, their cards)`` for each suit in which
    ``hand``'s top card is master: no card still out (``out``) beats it."""
    for suit in range(4):
        smask = SUIT_MASKS[suit]
        mine = hand & smask
        if not mine:
            continue
        top = _high(mine)
        out_s = out & smask
        if out_s and _high(out_s) > top:
            continue
        yield suit, smask, mine, top, out_s


def _declarer_lead(
    hand: int, legal: int, declarer: int, trump: int, might: list[int], others: list[int]
) -> tuple[int, str]:
    tmask = SUIT_MASKS[trump]
    def_all = 0
    for s in others:
        def_all |= might[s]
    def_tr = def_all & tmask
    my_tr = hand & tmask
    their_trumps = def_tr.bit_count()
    if my_tr and def_tr:
        top = _high(my_tr)
        if top > _high(def_tr):
            return top, LEAD_MASTER_TRUMP  # draw with a master trump
        if my_tr.bit_count() > their_trumps:
            # Draw trumps before cashing side winners: lead the top of a touching sequence
            # to drive out a higher trump, else a small one.
            if top & 7 and my_tr >> (top - 1) & 1:
                return top, LEAD_DRAW
            return _low(my_tr), LEAD_DRAW
    # Cash side-suit masters that will not be ruffed, longest suit first.
    best = -1
    best_len = -1
    for suit, smask, mine, top, out_s in _masters(hand, def_all):
        if suit == trump:
            continue
        if def_tr:
            ruff = any(not might[s] & smask and might[s] & tmask for s in others)
            if ruff or not out_s:
                continue
        length = mine.bit_count()
        if length > best_len:
            best, best_len = top, length
    if best >= 0:
        return best, LEAD_MASTER
    # Establish the longest side suit; lead low.
    choice = -1
    key = (-1, -1)
    for suit in range(4):
        if suit == trump:
            continue
        mine = hand & SUIT_MASKS[suit]
        if not mine:
            continue
        k = (mine.bit_count(), _high(mine) & 7)
        if k > key:
            key, choice = k, _low(mine)
    if choice >= 0:
        return choice, LEAD_LONG
    return _low(legal), LEAD_ANY


def _defender_lead(
    hand: int,
    legal: int,
    me: int,
    declarer: int,
    trump: int,
    might: list[int],
    others: list[int],
) -> tuple[int, str]:
    tmask = SUIT_MASKS[trump]
    out = 0
    for s in others:
        out |= might[s]
    dec = might[declarer]
    dec_tr = dec & tmask
    # Cash masters the declarer cannot ruff, longest suit first.
    best = -1
    best_len = 99
    for suit, smask, mine, top, _ in _masters(hand, out):
        if suit != trump and not dec & smask and dec_tr:
            continue
        length = 9 - mine.bit_count()
        if suit == trump:
            length += 10  # a master trump keeps: cash side winners first
        if length < best_len:
            best, best_len = top, length
    if best >= 0 and best_len < 10:
        return best, LEAD_MASTER
    # A singleton side suit to ruff later, when holding a trump.
    my_tr = hand & tmask
    if my_tr:
        for suit in range(4):
            if suit == trump:
                continue
            mine = hand & SUIT_MASKS[suit]
            single = mine and not mine & (mine - 1)
            if single and (mine.bit_length() - 1) & 7 < RANK_K and dec & SUIT_MASKS[suit]:
                return mine.bit_length() - 1, LEAD_SINGLETON
    # A suit where the declarer must follow and I hold no honour to lose; lead low.
    choice = -1
    key = (99.0, 99)
    for suit in range(4):
        if suit == trump:
            continue
        smask = SUIT_MASKS[suit]
        mine = hand & smask
        if not mine:
            continue
        ranks = mine >> (8 * suit)
        honours = (ranks >> RANK_K & 1) + (ranks >> RANK_Q & 1)
        ruffable = not dec & smask and bool(dec_tr)
        k = (honours + (3.0 if ruffable else 0.0) - 0.1 * mine.bit_count(), suit)
        if k < key:
            key, choice = k, _low(mine)
    if choice >= 0:
        return choice, LEAD_LOW
    if best >= 0:
        return best, LEAD_MASTER
    return _low(legal), LEAD_ANY
