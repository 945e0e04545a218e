"""Schnapsen matches: from 7 down to 0, alternating dealers, and malformed match records."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest
from schnapsen_helpers import deal, play

from cardavia.engine.records import RecordError, ReplayError, parse_records_text, replay
from cardavia.games.schnapsen import SPEC
from cardavia.games.schnapsen.match import random_match

# (hand of the first leader, hand of the dealer, trump card, stock, actions, game points)
THREE = ("AC 10C KC QC AS", "JS QS KS 10S JH", "JC", "AH 10H KH QH AD 10D KD QD JD")
TWO = ("AC 10C KC QC JD", "JS QS KS 10S QD", "JC", "AH 10H KH QH AD 10D KD JH AS")
ONE = ("AC 10C KC QC JD", "AD 10D KD QD JS", "JC", "JH QH KH QS AH KS 10S AS 10H")
WINS_3 = (*THREE, "marriage:KC JS AC QS 10C KS")
WINS_2 = (*TWO, "marriage:KC JS JD QD QS AC 10C KS")
WINS_1 = (*ONE, "JD AD marriage:KD AC marriage:KC JS 10C JH")


def deal_record(spec: tuple[str, ...], dealer: int, actions: str | None = None) -> dict[str, Any]:
    """A record where the first leader (the non-dealer) plays ``spec``'s winning hand."""
    leader_hand, dealer_hand, trump, stock, script = spec
    hands = (leader_hand, dealer_hand) if dealer == 1 else (dealer_hand, leader_hand)
    state = play(deal(*hands, trump, stock, dealer=dealer), script if actions is None else actions)
    return state.to_record("wiener-bild")


def match_of(deals: list[dict[str, Any]]) -> dict[str, Any]:
    return {"format": "cardavia-record/1", "game": "schnapsen", "deals": deals}


def replay_match(match: dict[str, Any]) -> dict[str, Any]:
    (loaded,) = parse_records_text(json.dumps(match))
    return replay(loaded)


FULL_MATCH = [
    deal_record(WINS_3, 1),  # seat 0 leads and wins 3: [4, 7]
    deal_record(WINS_2, 0),  # seat 1 leads and wins 2: [4, 5]
    deal_record(WINS_3, 1),  # [1, 5]
    deal_record(WINS_1, 0),  # [1, 4]
    deal_record(WINS_2, 1),  # seat 0 needs 1 and wins 2: stops at 0, wins the match
]


def test_a_match_counts_down_from_7_and_the_first_to_0_wins():
    results = [replay_match(match_of(FULL_MATCH[:n])) for n in range(1, 6)]
    assert [r["match_points"] for r in results] == [[4, 7], [4, 5], [1, 5], [1, 4], [0, 4]]
    assert [r["match_winner"] for r in results] == [None, None, None, None, 0]
    final = results[-1]
    assert final["match_over"] and final["deals_played"] == 5
    assert final["scores"] == [2, 0] and final["reason"] == "66"  # the last deal's result
    assert final["deal_mismatches"] == []


def test_a_match_with_a_deal_in_progress_keeps_the_points_of_the_finished_deals():
    unfinished = deal_record(WINS_3, 1, "AS 10S")
    result = replay_match(match_of([*FULL_MATCH[:2], unfinished]))
    assert result["over"] is False and result["scores"] == [0, 0]
    assert result["match_points"] == [4, 5] and result["match_winner"] is None
    assert result["deals_played"] == 2 and not result["match_over"]


def test_a_stored_deal_result_that_disagrees_is_reported():
    deals = copy.deepcopy(FULL_MATCH[:2])
    deals[0]["result"]["match_points"] = [7, 7]
    deals[1]["result"]["scores"] = [1, 0]
    result = replay_match(match_of(deals))
    assert result["deal_mismatches"] == [
        "deal 1: match_points: stored [7, 7], computed [4, 7]",
        "deal 2: scores: stored [1, 0], computed [0, 2]",
    ]


def test_random_match_results_carry_the_running_match_state():
    match = random_match(random.Random(11), first_dealer=0)
    assert match["deals"][0]["dealer"] == 0
    for n, record in enumerate(match["deals"], 1):
        assert replay_match(match_of(match["deals"][:n])) | {"deal_mismatches": []} == {
            **record["result"],
            "match_over": n == len(match["deals"]),
            "deals_played": n,
            "deal_mismatches": [],
        }
    assert SPEC.random_match(random.Random(11))["format"] == "cardavia-record/1"


@pytest.mark.parametrize(
    ("deals", "error", "fragment"),
    [
        ([], RecordError, "at least one deal"),
        (
            [FULL_MATCH[0], FULL_MATCH[2]],
            RecordError,
            "record 1 deal 2: dealt by seat 1, but the dealer alternates",
        ),
        (
            [deal_record(WINS_3, 1, "AS 10S"), FULL_MATCH[1]],
            RecordError,
            "record 1 deal 1: the deal is not finished, yet deal 2 follows it",
        ),
        (
            [*FULL_MATCH, deal_record(WINS_3, 0)],
            RecordError,
            "record 1 deal 6: seat 0 already won the match in deal 5",
        ),
        (
            [FULL_MATCH[0], {**FULL_MATCH[1], "game": "french-tarot"}],
            RecordError,
            "deal 2: a 'french-tarot' deal in a Schnapsen match",
        ),
        (
            [FULL_MATCH[0], {**FULL_MATCH[1], "deal": {"hands": [[], []], "stock": []}}],
            RecordError,
            "record 1 deal 2: deal: the trump_card",
        ),
        (
            [FULL_MATCH[0], {**FULL_MATCH[1], "actions": ["close", "close"]}],
            ReplayError,
            "record 1 deal 2: action #1 'close' is illegal: the stock is already closed",
        ),
        (
            [{**FULL_MATCH[0], "dealer": 2}],
            RecordError,
            "dealer 2 is not a seat",
        ),
    ],
)
def test_malformed_match_records_are_errors(deals, error, fragment):
    with pytest.raises(error, match=fragment):
        replay_match(match_of(deals))


def test_a_match_record_of_a_game_without_matches_is_refused():
    with pytest.raises(RecordError, match="no matches"):
        replay_match({**match_of(FULL_MATCH), "game": "french-tarot"})


def test_the_bummerl_board_counts_down_from_7_and_stops_at_0():
    from cardavia.games.schnapsen.match import board

    def won(seat, points):
        return {"over": True, "winner": seat, "game_points": points}

    results = [won(1, 2), won(0, 3), {"over": False}, won(1, 3), won(1, 3)]
    assert board(results) == [[7, 5], [4, 5], [4, 2], [4, 0]]  # 2 - 3 stops at 0
    assert board([]) == []
