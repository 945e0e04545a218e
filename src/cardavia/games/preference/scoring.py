"""The Preference settlement through the pool (rules section 6, decisions S1-S9).

Order (S1): penalties into the pool; the declarer takes 10 from the pool, made or not; the
declarer pays 1 per defence trick to each staying defender (to the inviter for all defence
tricks under an invitation); the bonuses (Hearts, four Aces, no Aces), which involve both
opponents whatever they chose (S8); then, if the pool is empty, everyone pays 30 into it.
Pool flows are multiples of 10 and the pool is at least 10 before a deal, so it never goes
negative, and ``sum(scores) + pool == 0`` holds after every deal (S4).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardavia.games.preference.tables import (
    ACES_MASK,
    ACTION_NAMES,
    BONUS,
    CONTRACT_NAMES,
    DECLARER_PENALTY,
    DECLARER_TAKES,
    DEFENDER_PENALTY,
    HEARTS_CONTRACT,
    NEEDED_DECLARER,
    NEEDED_DEFENDER,
    NEEDED_PAIR,
    NUM_SEATS,
    REFILL,
    STAY,
    SUIT_CODES,
)
from cardavia.games.preference.view import Bonus, Payment, PreferenceResult

if TYPE_CHECKING:
    from cardavia.games.preference.rules import PreferenceState

POOL = "pool"
#: The bonus items of the settlement (S5-S8), each paid by or to both opponents.
BONUS_ITEMS = ("hearts", "four-aces", "no-aces")


def settle(state: PreferenceState) -> PreferenceResult:
    """The result of ``state``: settled when the deal is over, nothing settled mid-deal."""
    d = state.declarer
    tricks = state.credited_tricks()
    start = list(state.start_scores)
    result: PreferenceResult = {
        "over": state.is_over,
        "scores": start[:],
        "soloist": d if d >= 0 else None,
        "declarer": d if d >= 0 else None,
        "contract": CONTRACT_NAMES[state.contract],
        "trump": SUIT_CODES[state.trump] if state.trump >= 0 else None,
        # records.md: the tricks each seat itself won; an invitation's credit (D2) is
        # settlement only, in its own field. With both defenders out no card is played and
        # the declarer is taken to win all ten (D4), in both fields (the core "tricks_won"
        # stays what was won in play: none).
        "tricks": tricks if state.both_dropped else state.won[:],
        "tricks_credited": tricks,
        "tricks_won": state.won[:],
        "made": None,
        "pool": state.start_pool,
        "deal_scores": [0] * NUM_SEATS,
        "void": state.void,
        "dealer": state.dealer,
        "defence": [None if x < 0 else ACTION_NAMES[x] for x in state.defence],
        "inviter": state.inviter if state.inviter >= 0 else None,
        "invited": state.invited if state.invited >= 0 else None,
        "both_dropped": state.both_dropped,
        "no_aces": state.no_aces,
        "four_aces": None,
        "bonuses": [],
        "settlement": [],
        "refill": False,
        "start_scores": start,
        "start_pool": state.start_pool,
    }
    if not state.is_over or state.void:
        return result

    scores = start[:]
    pool = state.start_pool
    lines: list[Payment] = []

    def move(payer: int | str, payee: int | str, amount: int, item: str) -> None:
        nonlocal pool
        if payer == POOL:
            pool -= amount
        else:
            scores[int(payer)] -= amount
        if payee == POOL:
            pool += amount
        else:
            scores[int(payee)] += amount
        lines.append({"item": item, "from": payer, "to": payee, "amount": amount})

    flows = deal_flows(state)
    for flow in flows:
        move(*flow)
    made = tricks[d] >= NEEDED_DECLARER
    four_aces = state.play_hand & ACES_MASK == ACES_MASK
    bonuses: list[Bonus] = []
    for _, payee, amount, item in flows:
        if item in BONUS_ITEMS and not any(b["kind"] == item for b in bonuses):
            bonuses.append({"kind": item, "per_opponent": amount if payee == d else -amount})

    # S1/S3: an empty pool is refilled by everyone paying 30.
    refill = pool == 0
    if refill:
        for seat in range(NUM_SEATS):
            move(seat, POOL, REFILL, "refill")

    result.update(
        {
            "scores": scores,
            "made": made,
            "pool": pool,
            "deal_scores": [scores[s] - start[s] for s in range(NUM_SEATS)],
            "four_aces": four_aces,
            "bonuses": bonuses,
            "settlement": lines,
            "refill": refill,
        }
    )
    return result


Flow = tuple[int | str, int | str, int, str]


def deal_flows(state: PreferenceState) -> list[Flow]:
    """The payments of a finished, settled deal in rules order (S1), before any refill:
    (payer, payee, amount, item), a payer or payee being a seat or ``"pool"``."""
    d = state.declarer
    tricks = state.credited_tricks()
    flows: list[Flow] = []
    defenders = ((d + 1) % NUM_SEATS, (d + 2) % NUM_SEATS)
    made = tricks[d] >= NEEDED_DECLARER

    # S2 penalties into the pool.
    if not made:
        flows.append((d, POOL, DECLARER_PENALTY, "declarer-short"))
    if state.inviter >= 0:
        if tricks[state.inviter] < NEEDED_PAIR:
            flows.append((state.inviter, POOL, DEFENDER_PENALTY, "defence-pair-short"))
    else:
        for seat in defenders:
            if state.defence[seat] == STAY and tricks[seat] < NEEDED_DEFENDER:
                flows.append((seat, POOL, DEFENDER_PENALTY, "defender-short"))

    # The declarer takes 10 from the pool, made or not.
    flows.append((POOL, d, DECLARER_TAKES, "declarer-takes"))

    # 1 per defence trick, to each staying defender or to the inviter for both.
    for seat in defenders:
        if tricks[seat]:
            flows.append((d, seat, tricks[seat], "defence-tricks"))

    # Bonuses (S5-S8), each 10 per opponent.
    def bonus(kind: str, won: bool) -> None:
        for seat in defenders:
            flows.append((seat, d, BONUS, kind) if won else (d, seat, BONUS, kind))

    if state.contract == HEARTS_CONTRACT:
        bonus("hearts", made)
    if made and state.play_hand & ACES_MASK == ACES_MASK:
        bonus("four-aces", True)
    if state.no_aces:
        bonus("no-aces", made)
    return flows


def deal_values(state: PreferenceState) -> list[int]:
    """Each seat's settlement of a finished deal: ``deal_scores`` without a pool refill
    (zeros for a deal nobody played)."""
    out = [0] * NUM_SEATS
    if state.declarer < 0 or state.void or not state.is_over:
        return out
    for payer, payee, amount, _ in deal_flows(state):
        if payer != POOL:
            out[int(payer)] -= amount
        if payee != POOL:
            out[int(payee)] += amount
    return out
