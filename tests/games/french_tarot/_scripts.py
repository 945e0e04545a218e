"""Whole deals written trick by trick, worked by hand in the comments.

Every trick is ``(leader, "cards in play order")``. The shapes keep every card obviously
legal: in plain tricks all four follow suit; in trump tricks each trump beats the ones before
it, or its player cannot beat the top trump. Seats: dealer 0 unless said, so seat 1 bids and
leads first. Card points: bouts and Kings 4.5, Q 3.5, N 2.5, J 1.5, others 0.5.
"""

from __future__ import annotations

from ._reference import RANKS

# -- SEED: the worked example of the seeds (Garde, 2 bouts, 45 points) -----------------------
# Taker 1 wins tricks 1-7: spades 16 + hearts 16 + (T21 T1 T2 T3) 10 = 42, plus the discard
# (2S 3S 2H 3H 2D 3D) 3 = 45. Bouts T21 + T1 -> target 41. The Excuse (seat 2) falls in
# trick 15, won by seat 3: it stays with the defence, no compensation.
SEED = [
    (1, "KS AS 4S 5S"),
    (1, "QS 6S 7S 8S"),
    (1, "NS 9S 10S JS"),
    (1, "KH AH 4H 5H"),
    (1, "QH 6H 7H 8H"),
    (1, "NH 9H 10H JH"),
    (1, "T21 T1 T2 T3"),
    (1, "AD KD 6D 7D"),
    (2, "QD 8D 9D 4D"),
    (2, "ND 10D JD 5D"),
    (2, "KC 4C 5C AC"),
    (2, "QC 6C 7C 2C"),
    (2, "NC 8C 9C 3C"),
    (2, "JC T4 T5 10C"),  # seats 3 and 0 are out of clubs and trump; the taker follows
    (0, "T10 T6 EX T11"),
    (3, "T12 T13 T7 T14"),
    (2, "T15 T16 T17 T8"),
    (0, "T18 T9 T19 T20"),
]


def seed_variant(**tricks: str) -> list[tuple[int, str]]:
    """SEED with some tricks replaced: ``seed_variant(t15="T9 T6 T10 T11")``."""
    out = list(SEED)
    for key, cards in tricks.items():
        number = int(key[1:])
        out[number - 1] = (SEED[number - 1][0], cards)
    return out


# SEED where the taker's Petit is lost in the last trick (seat 2 plays T9 in trick 7):
# taker 45 - 4.5 (T1) + 0.5 (T9) = 41 with one bout -> target 51, fails by 10.
PETIT_LOST_AT_THE_END = seed_variant(t7="T21 T9 T2 T3", t18="T18 T1 T19 T20")

# SEED where the taker holds the Excuse and plays it in trick 15 (seat 0 leads T6):
# 45 + 4.5 (Excuse kept) - 0.5 (owed to the defence) = 49, three bouts -> target 36.
TAKER_EXCUSE_EARLY = seed_variant(t15="T6 EX T10 T11")

# SEED where the taker holds the Excuse and plays it to the last trick: it goes to the
# defence, so the taker still has 45 and two bouts.
TAKER_EXCUSE_LAST = seed_variant(t15="T9 T6 T10 T11", t18="T18 EX T19 T20")

# SEED with the Excuse in the chien (Garde sans / Garde contre): seat 0 leads 3D in trick 15
# instead of T10; the three others are out of diamonds and trump upwards.
EXCUSE_CHIEN = ["2S", "3S", "2H", "3H", "2D", "EX"]
SEED_EXCUSE_IN_CHIEN = seed_variant(t15="3D T6 T10 T11")


# -- HALF: Prise, 40.5 points against 41 -----------------------------------------------------
# Taker 1 wins tricks 1-6: spades 16 + (KH AH 4H 5H) 6 + (QH 6H 7H 8H) 5 + (T21 T2 T3 T4) 6
# = 33, discard 3, and the Excuse that seat 2 plays to the last trick (won by the defence)
# goes to the taker: 4.5. Total 40.5; bouts T21 + Excuse -> target 41.
HALF = [
    (1, "KS AS 4S 5S"),
    (1, "QS 6S 7S 8S"),
    (1, "NS 9S 10S JS"),
    (1, "KH AH 4H 5H"),
    (1, "QH 6H 7H 8H"),
    (1, "T21 T2 T3 T4"),
    (1, "AD KD 6D 7D"),
    (2, "QD 8D 9D 4D"),
    (2, "ND 10D JD 5D"),
    (2, "NH 10H JH 9H"),
    (2, "KC 4C 5C AC"),
    (2, "QC 6C 7C 2C"),
    (2, "NC 8C 9C 3C"),
    (2, "JC T5 T6 10C"),
    (0, "T1 T7 T11 T12"),
    (3, "T13 T14 T8 T15"),
    (2, "T16 T17 T18 T9"),
    (0, "T19 T10 EX T20"),
]
# Seat 0 swaps JH and 8H between tricks 5 and 10: the taker gains 1 point -> 41.5.
HALF_AND_ONE = [
    *HALF[:4],
    (1, "QH 6H 7H JH"),
    *HALF[5:9],
    (2, "NH 10H 8H 9H"),
    *HALF[10:],
]


# -- SWEEP10: the taker wins every trick, a defender holds ten trumps ------------------------
# Taker 1: T12-T21 and KS QS NS JS KH QH NH JH. Seat 2: T2-T11 and eight clubs. Seat 3: T1,
# the Excuse, three spades, three hearts, ten minor cards. Seat 0 has no trump.
# Taker: the whole deck but the Excuse (kept by seat 3, compensated): 91 - 4.5 + 0.5 = 87,
# bouts T1 + T21 -> target 41, made by 46.
SWEEP10 = [
    (1, "T21 T2 T1 AD"),
    (1, "T20 T3 EX 2D"),
    (1, "T19 T4 JD 3D"),
    (1, "T18 T5 ND 4D"),
    (1, "T17 T6 QD 5D"),
    (1, "T16 T7 KD 6D"),
    (1, "T15 T8 AC 7D"),
    (1, "T14 T9 2C 8D"),
    (1, "T13 T10 3C 9D"),
    (1, "T12 T11 4C 10D"),
    (1, "KS 7C 8S 4S"),
    (1, "QS 8C 9S 5S"),
    (1, "NS 9C 10S 6S"),
    (1, "JS 10C 5C 7S"),
    (1, "KH JC 8H 4H"),
    (1, "QH NC 9H 5H"),
    (1, "NH QC 10H 6H"),
    (1, "JH KC 6C 7H"),
]
SWEEP10_CHIEN = ["AS", "2S", "3S", "AH", "2H", "3H"]


def _sweep(
    taker_cards: list[str], first: list[str], rest: list[list[str]]
) -> list[tuple[int, str]]:
    """Taker 1 leads every trick; ``first`` is trick 1, ``rest`` the defenders' cards."""
    tricks = [(1, " ".join(first))]
    for number, card in enumerate(taker_cards[1:]):
        tricks.append((1, " ".join([card, *(seat[number] for seat in rest)])))
    return tricks


_DIAMONDS = [r + "D" for r in RANKS]
_CLUBS = [r + "C" for r in RANKS]
_HEARTS_4_K = [r + "H" for r in RANKS[3:]]

# -- SWEEP18: the taker holds T1 and T5-T21, leads them all, the Petit last ------------------
# Seat 2: T2, the Excuse, 16 plain; seat 3: T3 and 17 plain; seat 0: T4 and 17 plain.
# Trick 1 draws T2 T3 T4; the Excuse falls in trick 2 (kept by seat 2, compensated); the
# Petit wins the last trick: petit au bout for the taker. Taker 87 points, bouts T1 + T21.
SWEEP18 = _sweep(
    ["T21", *(f"T{n}" for n in range(20, 4, -1)), "T1"],
    ["T21", "T2", "T3", "T4"],
    [
        ["EX", *_DIAMONDS, "4S", "5S"],
        ["AC", *_CLUBS[1:], "6S", "7S", "8S"],
        ["9S", "10S", "JS", "NS", "QS", "KS", *_HEARTS_4_K],
    ],
)

# -- SWEEP_EXCUSE: the slam ends on the led Excuse ---------------------------------------------
# Taker 1: the Excuse, T1 and T6-T21. Defenders hold T2-T5 and 50 plain cards. T21 ... T6,
# then the Petit wins trick 17 and the Excuse, led to trick 18 after 17 won tricks, wins it.
# Taker: all 91 points, three bouts -> target 36, made by 55; petit au bout counts trick 17.
SWEEP_EXCUSE = _sweep(
    ["T21", *(f"T{n}" for n in range(20, 5, -1)), "T1", "EX"],
    ["T21", "T2", "T3", "T4"],
    [
        ["T5", *_DIAMONDS, "4S", "5S"],
        ["AC", *_CLUBS[1:], "6S", "7S", "8S"],
        ["9S", "10S", "JS", "NS", "QS", "KS", *_HEARTS_4_K],
    ],
)


# -- DEFENCE_SLAM: seat 2 holds T4-T21 and wins every trick ------------------------------------
# Dealer 1, so seat 2 bids and leads first; the taker (seat 1, Prise) holds 18 plain cards.
# Seat 3: T1 T2 and the Excuse; seat 0: T3. Taker points: the discard only, 3; no bout.
_TAKER_PLAIN = [r + "S" for r in RANKS[3:]] + [r + "H" for r in RANKS[3:10]]  # 4S-KS 4H-10H
_SEAT3_PLAIN = [*_DIAMONDS[:14], "JH"]  # 15 cards
_SEAT0_PLAIN = [*_CLUBS, "NH", "QH", "KH"]  # 17 cards


def _defence_slam(taker_excuse: bool = False) -> list[tuple[int, str]]:
    seat3 = ["T1", "T2", "EX", *_SEAT3_PLAIN]
    seat0 = ["T3", *_SEAT0_PLAIN]
    taker = list(_TAKER_PLAIN)
    if taker_excuse:  # the Excuse changes sides: the taker plays it in trick 5, seat 3 8S
        seat3[2], taker[4] = taker[4], seat3[2]
    return [(2, f"T{21 - i} {seat3[i]} {seat0[i]} {taker[i]}") for i in range(18)]


DEFENCE_SLAM = _defence_slam()
DEFENCE_SLAM_TAKER_EXCUSE = _defence_slam(taker_excuse=True)

# The same with a declared chelem: the taker leads 4S to trick 1, seat 2 trumps with T21,
# seats 3 and 0 follow with the spades they hold in this variant, then seat 2 leads T20-T4.
DEFENCE_SLAM_DECLARED = [
    (1, "4S T21 8S 9S"),
    *(
        (2, f"T{20 - i} {c3} {c0} {t}")
        for i, (c3, c0, t) in enumerate(
            zip(
                ["T1", "T2", "EX", *_SEAT3_PLAIN[:14]],
                ["T3", *_SEAT0_PLAIN[:16]],
                [c for c in _TAKER_PLAIN if c not in ("4S", "8S", "9S")] + ["JH", "KH"],
                strict=True,
            )
        )
    ),
]
