"""The French Tarot settlement (rules section 8) and the result object of records.md."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardavia.engine.decks import TAROT
from cardavia.engine.view import tricks_won_of
from cardavia.games.french_tarot.tables import (
    BOUTS_MASK,
    CONTRACTS,
    GARDE_CONTRE,
    MULTIPLIERS,
    PETIT,
    POIGNEE_BONUS,
    TARGETS,
    half_points,
)
from cardavia.games.french_tarot.view import PointsSplit, TarotResult

if TYPE_CHECKING:
    from cardavia.games.french_tarot.rules import TarotState

LAST = 17


def points_of_half(half: int) -> int | float:
    """Card points from doubled card points: 41 or 40.5."""
    return half // 2 if half % 2 == 0 else half / 2


def settle(state: TarotState) -> TarotResult:
    """The result of ``state``: settled when the deal is over, partial while it runs."""
    over = state.is_over
    taker = state.taker if state.taker >= 0 else None
    result: TarotResult = {
        "over": over,
        "scores": [0, 0, 0, 0],
        "deal_scores": [0, 0, 0, 0],  # every game's per-deal settlement (= scores here)
        "soloist": taker,  # the core's name for the taker (engine/view.py)
        "tricks_won": tricks_won_of(state.tricks, 4),
        "taker": taker,
        "contract": CONTRACTS[state.highest] if taker is not None else None,
        "bouts": None,
        "target": None,
        "taker_points": None,
        "made": None,
        "base": None,
        "petit_au_bout": None,
        "poignees": [
            {"seat": s, "size": m.bit_count(), "cards": TAROT.codes_of(m)}
            for s, m in enumerate(state.poignees)
            if m
        ],
        "chelem": None,
        "annulled": state.annulled,
    }
    if state.annulled:
        result["petit_sec_seats"] = list(state.petit_sec_seats)
        return result
    if not over or taker is None:
        return result

    contract = state.highest
    mult = MULTIPLIERS[contract]
    taker_pile = state.taker_pile
    pile_kind = None
    if contract == GARDE_CONTRE:
        pass  # the chien goes to the defence
    elif contract >= 3:
        taker_pile |= state.chien  # Garde sans: the unseen chien is the taker's
        pile_kind = "chien"
    else:
        taker_pile |= state.discard
        pile_kind = "discard"
    # Where the taker's card points come from, for a settlement read line by line.
    points_split: PointsSplit = {
        "tricks": points_of_half(half_points(state.taker_pile)),
        "pile": points_of_half(half_points(taker_pile & ~state.taker_pile)),
        "pile_kind": pile_kind,
        "excuse": points_of_half(state.excuse_comp),
    }
    half = half_points(taker_pile) + state.excuse_comp
    bouts = (taker_pile & BOUTS_MASK).bit_count()
    target = TARGETS[bouts]
    made = half >= 2 * target
    diff = abs(half - 2 * target)
    base = (25 + (diff + 1) // 2) * mult  # the half point goes to the winning side
    per_defender = base if made else -base
    breakdown: dict[str, int] = {"base": per_defender}

    # Petit au bout: the last trick, or trick 17 when a slam ends on the led Excuse.
    tricks = state.tricks
    last = tricks[LAST]
    excuse_slam_end = last[1][0] == 77 and last[2] == (last[0])
    check = tricks[LAST - 1] if excuse_slam_end else last
    petit_au_bout = None
    if PETIT in check[1]:
        petit_au_bout = "taker" if check[2] == taker else "defence"
        bonus = 10 * mult
        per_defender += bonus if petit_au_bout == "taker" else -bonus
        breakdown["petit_au_bout"] = bonus if petit_au_bout == "taker" else -bonus

    # Poignées: to the side that wins the contract, whoever showed them; not multiplied.
    poignee_total = sum(POIGNEE_BONUS[m.bit_count()] for m in state.poignees if m)
    if poignee_total:
        per_defender += poignee_total if made else -poignee_total
        breakdown["poignees"] = poignee_total if made else -poignee_total

    # Chelem.
    taker_slam = state.taker_tricks == 18
    defence_slam = state.defence_tricks == 18
    chelem = None
    chelem_points = 0
    if state.chelem_declared:
        if taker_slam:
            chelem, chelem_points = "declared-made", 400
        elif defence_slam:
            chelem, chelem_points = "declared-failed+defence", -400
        else:
            chelem, chelem_points = "declared-failed", -200
    elif taker_slam:
        chelem, chelem_points = "taker", 200
    elif defence_slam:
        chelem, chelem_points = "defence", -200
    per_defender += chelem_points
    if chelem_points:
        breakdown["chelem"] = chelem_points

    scores = [-per_defender] * 4
    scores[taker] = 3 * per_defender
    result.update(
        {
            "scores": scores,
            "deal_scores": scores[:],
            "bouts": bouts,
            "target": target,
            "taker_points": points_of_half(half),
            "made": made,
            "base": base,
            "petit_au_bout": petit_au_bout,
            "chelem": chelem,
            "multiplier": mult,
            "per_defender": per_defender,
            "breakdown": breakdown,
            "points_split": points_split,
        }
    )
    return result
