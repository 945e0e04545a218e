"""The settlement (spec sections 6-8) on whole deals worked by hand (see ``_scripts.py``).

Every expected number below is computed in the comments from the spec; each test also checks
that the engine's result agrees with the reference model and that the record replays to the
same result.
"""

from __future__ import annotations

from typing import Any

import pytest

from . import _scripts as s
from ._helpers import Script, script

COMPARED = (
    "over",
    "scores",
    "taker",
    "contract",
    "bouts",
    "target",
    "taker_points",
    "made",
    "base",
    "petit_au_bout",
    "poignees",
    "chelem",
    "annulled",
)


def settle(tricks: list[tuple[int, str]], **options: Any) -> tuple[dict[str, Any], Script]:
    deal = script(tricks, **options)
    state = deal.state()
    assert state.is_over
    result = state.result()
    reference = deal.reference().result()
    for key in COMPARED:
        assert result[key] == reference[key], key
    assert deal.replayed() == result
    scores = result["scores"]
    assert sum(scores) == 0
    return result, deal


def per_defender(result: dict[str, Any]) -> int:
    """What each defender pays the taker (negative: the taker pays)."""
    taker = result["taker"]
    value = -result["scores"][(taker + 1) % 4]
    assert result["scores"] == [3 * value if s == taker else -value for s in range(4)]
    return value


# -- the worked example and the contracts ----------------------------------------------------
def test_seed_worked_example_garde_two_bouts_45_points() -> None:
    # Garde x2, bouts T21 + T1 -> target 41, taker 45: each defender pays (25 + 4) x 2 = 58.
    result, deal = settle(s.SEED, contract="garde")
    assert deal.actions[:4] == ["garde", "pass", "pass", "pass"]
    assert result["taker"] == 1
    assert result["contract"] == "garde"
    assert result["bouts"] == 2
    assert result["target"] == 41
    assert result["taker_points"] == 45
    assert result["made"] is True
    assert result["base"] == 58
    assert result["scores"] == [-58, 174, -58, -58]
    assert result["petit_au_bout"] is None
    assert result["chelem"] is None
    assert result["poignees"] == []
    assert result["annulled"] is None
    assert result["over"] is True


@pytest.mark.parametrize(
    ("contract", "points", "base"),
    [
        ("prise", 45, 29),  # (25 + 4) x 1
        ("garde", 45, 58),  # (25 + 4) x 2
        ("garde-sans", 45, 116),  # the unseen chien (3 points) still counts: (25 + 4) x 4
        ("garde-contre", 42, 156),  # the chien goes to the defence: 42 vs 41, (25 + 1) x 6
    ],
)
def test_seed_deal_under_every_contract(contract: str, points: float, base: int) -> None:
    result, _ = settle(s.SEED, contract=contract)
    assert result["taker_points"] == points
    assert result["bouts"] == 2
    assert result["made"] is True
    assert result["base"] == base
    assert per_defender(result) == base


def test_garde_sans_chien_with_a_bout_counts_for_the_taker() -> None:
    # Chien 2S 3S 2H 3H 2D EX: 2.5 + 4.5 = 7 for the taker; tricks 1-7 give 42 -> 49 points,
    # bouts T21 T1 EX -> target 36, made by 13: (25 + 13) x 4 = 152.
    result, _ = settle(s.SEED_EXCUSE_IN_CHIEN, contract="garde-sans", chien=s.EXCUSE_CHIEN)
    assert (result["taker_points"], result["bouts"], result["target"]) == (49, 3, 36)
    assert result["scores"] == [-152, 456, -152, -152]


def test_garde_contre_chien_with_a_bout_goes_to_the_defence() -> None:
    # Same deal, Garde contre: the chien (and its Excuse) is the defence's. Taker 42 with
    # T21 T1 -> target 41, made by 1: (25 + 1) x 6 = 156.
    result, _ = settle(s.SEED_EXCUSE_IN_CHIEN, contract="garde-contre", chien=s.EXCUSE_CHIEN)
    assert (result["taker_points"], result["bouts"], result["target"]) == (42, 2, 41)
    assert result["scores"] == [-156, 468, -156, -156]


# -- half points -------------------------------------------------------------------------------
def test_forty_and_a_half_against_41_fails_by_one() -> None:
    # Prise: 33 in tricks + 3 discard + the Excuse seat 2 played to the last trick (4.5).
    # 40.5 < 41: failed; |40.5 - 41| rounds up to 1: the taker pays each defender 26.
    result, _ = settle(s.HALF, contract="prise")
    assert result["taker_points"] == 40.5
    assert (result["bouts"], result["target"], result["made"]) == (2, 41, False)
    assert result["base"] == 26
    assert result["scores"] == [26, -78, 26, 26]


def test_forty_one_and_a_half_against_41_makes_by_one() -> None:
    result, _ = settle(s.HALF_AND_ONE, contract="prise")
    assert result["taker_points"] == 41.5
    assert (result["bouts"], result["target"], result["made"]) == (2, 41, True)
    assert result["base"] == 26
    assert result["scores"] == [-26, 78, -26, -26]


def test_exactly_the_target_makes_with_the_bare_25() -> None:
    # SEED under Garde contre with JH in the chien and 2H played in its place (trick 6): the
    # taker has 42 - 1.5 + 0.5 = 41 against 41: made, 25 x 6 = 150.
    result, _ = settle(
        s.seed_variant(t6="NH 9H 10H 2H"),
        contract="garde-contre",
        chien=["2S", "3S", "JH", "3H", "2D", "3D"],
    )
    assert (result["taker_points"], result["target"], result["made"]) == (41, 41, True)
    assert result["scores"] == [-150, 450, -150, -150]


def test_garde_contre_half_point_failure_rounds_up() -> None:
    # HALF under Garde contre: no chien for the taker (-3) -> 37.5, fails by 3.5 -> 4:
    # (25 + 4) x 6 = 174 paid to each defender.
    result, _ = settle(s.HALF, contract="garde-contre")
    assert result["taker_points"] == 37.5
    assert result["made"] is False
    assert result["scores"] == [174, -522, 174, 174]


# -- the Excuse --------------------------------------------------------------------------------
def test_defender_excuse_in_a_taker_trick_is_compensated() -> None:
    # SWEEP10: seat 3's Excuse falls in trick 2, won by the taker: it stays with the defence
    # and the taker is credited 0.5: 91 - 4.5 + 0.5 = 87. Bouts T1 + T21.
    result, _ = settle(s.SWEEP10, contract="prise", chien=s.SWEEP10_CHIEN)
    assert result["taker_points"] == 87
    assert result["bouts"] == 2


def test_taker_excuse_lost_early_counts_four() -> None:
    # The taker's Excuse in trick 15 (won by the defence): kept, minus 0.5 -> 45 + 4 = 49,
    # three bouts -> target 36, made by 13: (25 + 13) x 2 = 76.
    result, _ = settle(s.TAKER_EXCUSE_EARLY)
    assert (result["taker_points"], result["bouts"]) == (49, 3)
    assert result["scores"] == [-76, 228, -76, -76]


def test_taker_excuse_on_the_last_trick_goes_to_the_defence() -> None:
    result, _ = settle(s.TAKER_EXCUSE_LAST)
    assert (result["taker_points"], result["bouts"]) == (45, 2)
    assert result["scores"] == [-58, 174, -58, -58]


def test_defender_excuse_on_the_last_trick_goes_to_the_taker() -> None:
    # HALF: seat 2 plays the Excuse to trick 18, won by seat 3 (a defender): the taker gets it.
    result, _ = settle(s.HALF, contract="prise")
    assert result["bouts"] == 2  # T21 and the Excuse; the Petit was lost in trick 15


def test_led_excuse_wins_the_last_trick_after_seventeen() -> None:
    # SWEEP_EXCUSE, chelem declared: the taker takes all 91 points and all three bouts ->
    # made by 55: (25 + 55) x 2 = 160; petit au bout counts trick 17 (the Petit won it):
    # +10 x 2; declared and made +400. 160 + 20 + 400 = 580.
    result, _ = settle(s.SWEEP_EXCUSE, chien=s.SWEEP10_CHIEN, chelem=True)
    assert (result["taker_points"], result["bouts"], result["base"]) == (91, 3, 160)
    assert result["petit_au_bout"] == "taker"
    assert result["chelem"] == "declared-made"
    assert result["tricks_won"] == [0, 18, 0, 0] and result["soloist"] == result["taker"] == 1
    assert result["scores"] == [-580, 1740, -580, -580]


def test_led_excuse_slam_undeclared() -> None:
    result, _ = settle(s.SWEEP_EXCUSE, chien=s.SWEEP10_CHIEN)
    assert result["chelem"] == "taker"
    assert result["petit_au_bout"] == "taker"
    assert per_defender(result) == 160 + 20 + 200


# -- petit au bout -----------------------------------------------------------------------------
def test_petit_au_bout_lost_by_the_taker() -> None:
    # The taker's Petit falls in the last trick, won by the defence: 41 points, one bout ->
    # target 51, fails by 10: (25 + 10) x 2 = 70, petit au bout to the defence 10 x 2 = 20.
    result, _ = settle(s.PETIT_LOST_AT_THE_END)
    assert (result["taker_points"], result["bouts"], result["target"]) == (41, 1, 51)
    assert result["petit_au_bout"] == "defence"
    assert result["scores"] == [90, -270, 90, 90]


@pytest.mark.parametrize(
    ("contract", "expected"),
    [
        ("prise", 71 + 10 + 200),
        ("garde", 142 + 20 + 200),
        ("garde-sans", 284 + 40 + 200),
        # the chien (3 points) goes to the defence: 84 vs 41 -> (25 + 43) x 6 = 408
        ("garde-contre", 408 + 60 + 200),
    ],
)
def test_petit_au_bout_is_multiplied(contract: str, expected: int) -> None:
    # SWEEP18: the taker's Petit wins the last trick; 87 points and two bouts (made by 46).
    result, _ = settle(s.SWEEP18, contract=contract, chien=s.SWEEP10_CHIEN)
    assert result["petit_au_bout"] == "taker"
    assert result["chelem"] == "taker"
    assert per_defender(result) == expected


# -- chelem ------------------------------------------------------------------------------------
def test_declared_chelem_made() -> None:
    result, _ = settle(s.SWEEP10, contract="prise", chien=s.SWEEP10_CHIEN, chelem=True)
    assert result["chelem"] == "declared-made"
    assert result["scores"] == [-471, 1413, -471, -471]  # 71 + 400


def test_undeclared_taker_slam() -> None:
    result, _ = settle(s.SWEEP10, contract="prise", chien=s.SWEEP10_CHIEN)
    assert result["chelem"] == "taker"
    assert result["scores"] == [-271, 813, -271, -271]  # 71 + 200


def test_declared_chelem_failed() -> None:
    result, _ = settle(s.SEED, chelem=True)
    assert result["chelem"] == "declared-failed"
    assert result["scores"] == [142, -426, 142, 142]  # 58 - 200


def test_defence_slam() -> None:
    # Dealer 1: seat 2 leads T21 ... T4 and wins all; the taker (Prise) has only its discard,
    # 3 points and no bout: fails by 53 -> 78, and the defence's slam 200: 278 per defender.
    result, _ = settle(s.DEFENCE_SLAM, contract="prise", chien=s.SWEEP10_CHIEN, dealer=1)
    assert (result["taker_points"], result["bouts"], result["base"]) == (3, 0, 78)
    assert result["chelem"] == "defence"
    assert result["scores"] == [278, -834, 278, 278]


def test_defence_slam_while_the_taker_played_the_excuse() -> None:
    # The taker keeps its Excuse (4.5 - 0.5): 7 points, one bout -> target 51, fails by 44.
    # 69 + 200 = 269 per defender: the defence sweep is a slam all the same.
    result, _ = settle(
        s.DEFENCE_SLAM_TAKER_EXCUSE, contract="prise", chien=s.SWEEP10_CHIEN, dealer=1
    )
    assert (result["taker_points"], result["bouts"]) == (7, 1)
    assert result["chelem"] == "defence"
    assert result["scores"] == [269, -807, 269, 269]


def test_declared_chelem_failed_and_defence_slam_both_apply() -> None:
    # 78 + 200 (failed declaration) + 200 (defence slam) = 478 per defender.
    result, _ = settle(
        s.DEFENCE_SLAM_DECLARED, contract="prise", chien=s.SWEEP10_CHIEN, dealer=1, chelem=True
    )
    assert result["chelem"] == "declared-failed+defence"
    assert result["scores"] == [478, -1434, 478, 478]


# -- poignées ----------------------------------------------------------------------------------
TEN_LOW = "T2,T3,T4,T5,T6,T7,T8,T9,T10,T11"
TEN_HIGH = "T12,T13,T14,T15,T16,T17,T18,T19,T20,T21"


def test_defender_poignee_goes_to_the_taker_who_makes() -> None:
    # SWEEP10 Prise 271, plus seat 2's single poignée (20) for the contract winner: 291.
    result, _ = settle(s.SWEEP10, contract="prise", chien=s.SWEEP10_CHIEN, poignees={2: TEN_LOW})
    assert result["poignees"] == [{"seat": 2, "size": 10, "cards": TEN_LOW.split(",")}]
    assert result["scores"] == [-291, 873, -291, -291]


def test_several_poignees_all_count() -> None:
    result, _ = settle(
        s.SWEEP10,
        contract="prise",
        chien=s.SWEEP10_CHIEN,
        poignees={1: TEN_HIGH, 2: TEN_LOW},
    )
    assert [p["seat"] for p in result["poignees"]] == [1, 2]
    assert per_defender(result) == 271 + 20 + 20


def test_poignee_is_not_multiplied() -> None:
    # Garde: 142 + 200 = 342, plus 20 (not 40).
    result, _ = settle(s.SWEEP10, chien=s.SWEEP10_CHIEN, poignees={2: TEN_LOW})
    assert per_defender(result) == 342 + 20


@pytest.mark.parametrize(
    ("shown", "bonus"),
    [
        ("T1,T5,T6,T7,T8,T9,T10,T11,T12,T13", 20),
        ("T9,T10,T11,T12,T13,T14,T15,T16,T17,T18,T19,T20,T21", 30),
        ("T1,T5,T6,T7,T8,T9,T10,T11,T12,T13,T14,T15,T16,T17,T18", 40),
        ("T1,T7,T8,T9,T10,T11,T12,T13,T14,T15,T16,T17,T18,T19,T21", 40),  # not the default
    ],
)
def test_taker_poignee_levels(shown: str, bonus: int) -> None:
    # SWEEP18 Garde: 142 + 20 (petit au bout) + 200 (slam) = 362, plus the bonus.
    result, _ = settle(s.SWEEP18, chien=s.SWEEP10_CHIEN, poignees={1: shown})
    cards = shown.split(",")
    assert result["poignees"] == [{"seat": 1, "size": len(cards), "cards": cards}]
    assert per_defender(result) == 362 + bonus


def test_defender_poignee_goes_to_the_defence_when_the_taker_fails() -> None:
    # DEFENCE_SLAM: seat 2 shows a triple (40) for the defence, which wins the contract:
    # 278 + 40 = 318 per defender.
    triple = ",".join(f"T{n}" for n in range(4, 19))
    result, _ = settle(
        s.DEFENCE_SLAM, contract="prise", chien=s.SWEEP10_CHIEN, dealer=1, poignees={2: triple}
    )
    assert result["scores"] == [318, -954, 318, 318]


def test_taker_poignee_goes_to_the_defence_when_the_taker_fails() -> None:
    # SWEEP10 with seat 2 (ten trumps) as the Prise taker and seat 1 sweeping for the
    # defence: taker 3 points (discard), no bout -> fails by 53: 78, defence slam 200, and the
    # taker's own poignée (20) goes to the defence: 298 per defender.
    result, _ = settle(
        s.SWEEP10, contract="prise", taker=2, chien=s.SWEEP10_CHIEN, poignees={2: TEN_LOW}
    )
    assert (result["taker"], result["taker_points"], result["made"]) == (2, 3, False)
    assert result["chelem"] == "defence"
    assert result["breakdown"] == {"base": -78, "poignees": -20, "chelem": -200}
    assert result["scores"] == [298, 298, -894, 298]


def test_the_score_sheet_s_running_totals_add_each_deal_an_annulled_one_included():
    from cardavia.games.french_tarot.series import running_totals

    deals = [[30, 30, -90, 30], [0, 0, 0, 0], [-60, 20, 20, 20]]
    results = [{"deal_scores": d} for d in deals]
    assert running_totals(results) == [[30, 30, -90, 30], [30, 30, -90, 30], [-30, 50, -70, 50]]
