"""Hand-worked Schnapsen deals: every scoring outcome, exchange, marriages, closing, and the
illegal cases. Unless said otherwise seat 1 deals, so seat 0 leads first. Trick comments read
``leader's card / follower's card -> winner +points = running total``."""

from __future__ import annotations

import json
import random

import pytest
from schnapsen_helpers import deal, play, round_trip, snapshot

from cardavia.engine.game import IllegalAction
from cardavia.engine.records import DealModel, RecordError, ReplayError, parse_records_text, replay
from cardavia.games.schnapsen import SPEC
from cardavia.games.schnapsen.rules import REASONS

# Seat 0 holds four trumps (clubs) with the trump marriage; seat 1 is weak.
TRUMPS = ("AC 10C KC QC AS", "JS QS KS 10S JH", "JC", "AH 10H KH QH AD 10D KD QD JD")
# Seat 1 can win the second trick with QD.
LOSES_ONE = ("AC 10C KC QC JD", "JS QS KS 10S QD", "JC", "AH 10H KH QH AD 10D KD JH AS")
# Seat 1 holds the diamond marriage and AD.
BOTH_MARRY = ("AC 10C KC QC JD", "AD 10D KD QD JS", "JC", "JH QH KH QS AH KS 10S AS 10H")


def result_of(cards: tuple[str, str, str, str], actions: str, dealer: int = 1) -> dict:
    state = play(deal(*cards, dealer=dealer), actions)
    result = state.result()
    assert round_trip(state) == result
    return result


# -- game points after 66 ----------------------------------------------------------------------


def test_66_against_a_player_without_a_trick_scores_3_and_a_pending_marriage_counts_later():
    state = play(deal(*TRUMPS), "marriage:KC JS")
    # KC / JS -> 0 +6, and the pending 40 counts at this first trick = 46
    assert state.result()["card_points"] == [46, 0]
    play(state, "AC QS")  # AC / QS -> 0 +14 = 60
    assert not state.is_over
    play(state, "10C KS")  # 10C / KS -> 0 +14 = 74
    result = state.result()
    assert result["over"] and result["winner"] == 0 and result["reason"] == "66"
    assert result["scores"] == [3, 0] and result["game_points"] == 3
    assert result["card_points"] == [74, 0] and result["closed_by"] is None
    assert result["marriages"] == [
        {"seat": 0, "suit": "C", "card": "KC", "points": 40, "counted": True}
    ]
    assert round_trip(state) == result


def test_66_against_a_player_with_a_trick_but_under_33_scores_2():
    result = result_of(
        LOSES_ONE,
        "marriage:KC JS"  # KC / JS -> 0 +6 +40 pending = 46
        " JD QD"  # JD / QD -> 1 +5 = 5
        " QS AC"  # QS / AC (trump) -> 0 +14 = 60
        " 10C KS",  # 10C / KS -> 0 +14 = 74
    )
    assert result["scores"] == [2, 0] and result["reason"] == "66"
    assert result["card_points"] == [74, 5] and result["tricks_won"] == [3, 1]


def test_66_against_a_player_with_exactly_33_scores_1_counting_its_marriage():
    result = result_of(
        BOTH_MARRY,
        "JD AD"  # JD / AD -> 1 +13 = 13
        " marriage:KD AC"  # seat 1 has a trick: the 20 counts at once = 33; KD / AC -> 0 +15
        " marriage:KC JS"  # 40 counts at once = 55; KC / JS -> 0 +6 = 61
        " 10C JH",  # 10C / JH -> 0 +12 = 73
    )
    assert result["scores"] == [1, 0] and result["game_points"] == 1
    assert result["card_points"] == [73, 33] and result["trick_points"] == [33, 13]
    assert [m["counted"] for m in result["marriages"]] == [True, True]


def test_a_marriage_reaching_66_ends_the_deal_at_once_without_playing_the_card():
    state = play(
        deal(*TRUMPS),
        "AS 10S"  # AS / 10S -> 0 +21 = 21
        " AH 10H",  # AH / 10H -> 0 +21 = 42
    )
    play(state, "marriage:KC")  # 42 + 40 = 82
    result = state.result()
    assert result["over"] and result["reason"] == "66" and result["ended_by"] == "marriage"
    assert result["scores"] == [3, 0] and result["card_points"] == [82, 0]
    assert "KC" in state.observation(0)["hand"] and state.observation(0)["trick"] == []
    assert state.history()[-1] == "marriage:KC" and state.legal_actions() == []
    with pytest.raises(IllegalAction, match="the deal is over"):
        state.apply("KC")
    assert round_trip(state) == result


def test_marriage_points_of_a_player_who_never_wins_a_trick_never_count():
    cards = ("KH QH JD QD KD", "AS 10S KS QS AH", "JS", "AC JC 10C QC AD KC 10D JH 10H")
    result = result_of(
        cards,
        "marriage:QH AH"  # 20 pending; QH / AH -> 1 +14 = 14
        " AS KH"  # -> 1 +15 = 29
        " 10S KD"  # -> 1 +14 = 43
        " AC JD"  # clubs are not trumps: -> 1 +13 = 56
        " 10C JC",  # -> 1 +12 = 68
    )
    assert result["scores"] == [0, 3] and result["winner"] == 1
    assert result["card_points"] == [0, 68] and result["pending_marriages"] == [20, 0]
    assert result["marriages"][0]["counted"] is False


# -- the last trick ----------------------------------------------------------------------------


def test_nobody_at_66_the_last_trick_scores_1_even_at_60_all():
    cards = ("10S JH QD JC QC", "QH KD 10D AD KC", "AC", "10H 10C JD KS AH QS KH AS JS")
    state = play(
        deal(*cards),
        "JH KC"  # -> 1 +6 = 6
        " QH 10S"  # -> 1 +13 = 19
        " AD JC"  # JC trumps -> 0 +13
        " QC JD"  # -> 0 +5 = 18
        " AH AS",  # -> 0 +22 = 40; seat 1 takes the trump card AC, the stock is exhausted
    )
    assert state.strict and state.observation(0)["known_cards"][1] == ["AC"]
    assert sorted(state.legal_actions()) == ["10C", "JS", "KH", "KS", "QD"]
    play(state, "QD")
    assert sorted(state.legal_actions()) == ["10D", "KD"]  # must beat QD in suit
    play(
        state,
        "KD"  # -> 1 +7 = 26
        " 10H KH"  # must follow, cannot beat -> 1 +14 = 40
        " 10D 10C"  # void in diamonds: must trump -> 0 +20 = 60
        " JS QS"  # -> 1 +5 = 45
        " AC KS",  # -> 1 +15 = 60
    )
    result = state.result()
    assert result["card_points"] == [60, 60] and result["tricks_won"] == [4, 6]
    assert result["reason"] == "last-trick" and result["scores"] == [0, 1]
    assert result["winner"] == 1 and result["last_trick_winner"] == 1
    assert round_trip(state) == result


# -- closing -----------------------------------------------------------------------------------


def test_closing_at_the_first_lead_and_reaching_66_scores_3():
    state = play(deal(*TRUMPS), "close")
    assert state.observation(1)["closing"] == {
        "seat": 0,
        "opponent_points": 0,
        "opponent_tricks": 0,
    }
    assert "close" not in state.legal_actions() and "exchange" not in state.legal_actions()
    assert {"marriage:KC", "marriage:QC"} <= set(state.legal_actions())
    play(state, "marriage:KC JS AC QS 10C KS")  # 46, 60, 74 as without closing; no drawing
    result = state.result()
    assert result["reason"] == "closer-66" and result["closed_by"] == 0
    assert result["scores"] == [3, 0] and state.stock_left == 10


def test_a_successful_closer_scores_from_the_points_and_tricks_at_closing():
    result = result_of(LOSES_ONE, "marriage:KC JS JD QD QS AC close 10C KS")
    assert result["closing"] == {"seat": 0, "opponent_points": 5, "opponent_tricks": 1}
    assert result["reason"] == "closer-66" and result["scores"] == [2, 0]


def test_a_closer_short_of_66_at_the_end_fails_and_the_opponent_scores_3_if_trickless():
    cards = ("JS QS JH QH JD", "AS 10S AH 10H AD", "JC", "KS KH 10D KD QD QC KC 10C AC")
    state = play(deal(*cards), "close JS")
    assert sorted(state.legal_actions()) == ["10S", "AS"]
    play(state, "AS 10S QS AH QH 10H JH AD JD")  # seat 1 wins all five tricks: 65
    result = state.result()
    assert result["card_points"] == [0, 65]
    assert result["reason"] == "closer-failed" and result["scores"] == [0, 3]
    assert result["ended_by"] == "last-trick"


def test_a_failed_closer_gives_2_when_the_opponent_had_a_trick_at_closing():
    cards = ("AS JS JH QH JD", "10S QS AH 10H AD", "JC", "KS KH 10D KD QD QC KC 10C AC")
    state = play(
        deal(*cards),
        "JH AH"  # -> 1 +13 = 13
        " QS AS"  # -> 0 +14
        " close JS",  # closing records 13 points and 1 trick for seat 1
    )
    with pytest.raises(IllegalAction, match="must follow suit"):
        state.apply("AD")
    play(state, "10S AD")  # -> 1 +12 = 25
    with pytest.raises(IllegalAction, match="must follow suit"):
        state.apply("QH")
    play(state, "JD 10H")  # -> 1 +13 = 38
    with pytest.raises(IllegalAction, match="must follow suit"):
        state.apply("10D")
    play(state, "QH KS KH KD 10D")  # 51, 59; the closer wins the last trick: 28
    result = state.result()
    assert result["card_points"] == [28, 59] and result["last_trick_winner"] == 0
    assert result["reason"] == "closer-failed" and result["scores"] == [0, 2]
    assert result["closing"] == {"seat": 0, "opponent_points": 13, "opponent_tricks": 1}


def test_the_closers_opponent_reaching_66_first_scores_3_if_trickless_at_closing():
    cards = ("JS QS JH QH JD", "AS 10S AH KD QD", "JC", "KS 10H KH AD 10D QC KC 10C AC")
    result = result_of(cards, "close JS AS 10S QS AH QH marriage:KD JD")  # 13 26 40 60 66
    assert result["reason"] == "opponent-66" and result["scores"] == [0, 3]
    assert result["card_points"] == [0, 66]


def test_the_closers_opponent_reaching_66_first_scores_2_if_it_had_a_trick():
    cards = ("AS JS JH QH JD", "10S QS AH KD QD", "JC", "KS 10H KH AD 10D QC KC 10C AC")
    result = result_of(
        cards,
        "JH AH"  # -> 1 +13 = 13
        " QS AS"  # -> 0 +14
        " close JS 10S"  # closing records 13 points and 1 trick; -> 1 +12 = 25
        " marriage:KD JD"  # the 20 counts at once = 45; -> 1 +6 = 51
        " AD 10H",  # no diamonds, no trumps: anything; -> 1 +21 = 72
    )
    assert result["reason"] == "opponent-66" and result["scores"] == [0, 2]
    assert result["card_points"] == [14, 72]


# -- exchange ----------------------------------------------------------------------------------


def test_exchange_at_the_first_lead_then_close_in_the_same_turn():
    cards = ("JC QS JH QH JD", "AS 10S AH 10H AD", "AC", "KS KH 10D KD QD QC KC 10C JS")
    state = deal(*cards)
    assert {"exchange", "close"} <= set(state.legal_actions())
    play(state, "exchange")
    obs = state.observation(1)
    assert obs["trump_card"] == "JC" and obs["opponent_known"] == ["AC"]
    assert obs["exchange"] == {"seat": 0, "took": "AC", "gave": "JC"}
    assert "AC" in state.observation(0)["hand"] and "JC" not in state.observation(0)["hand"]
    assert "exchange" not in state.legal_actions() and "close" in state.legal_actions()
    play(state, "close")
    assert state.result()["closed_by"] == 0 and not state.observation(0)["trump_card_face_up"]
    with pytest.raises(IllegalAction, match="already closed"):
        state.apply("close")


def test_exchange_with_two_cards_left_and_the_loser_takes_the_new_indicator():
    cards = ("JH JS QS KS 10S", "JD QD KD JC QC", "AH", "AS 10D QH AD KH KC 10H 10C AC")
    state = play(deal(*cards), "JS JD QS QD KS JC 10S QC")  # seat 0 wins 4 tricks: 29
    assert state.stock_left == 2 and "exchange" in state.legal_actions()
    play(state, "exchange AS KC")  # -> 0 +15 = 44; seat 0 draws AC, seat 1 the indicator JH
    obs = state.observation(0)
    assert obs["stock_size"] == 0 and obs["trump_card"] is None
    assert obs["opponent_known"] == ["JH"] and obs["hand"] == ["QH", "KH", "10H", "AH", "AC"]
    play(state, "AH JH")  # must follow hearts -> 0 +13 = 57; seat 0 now holds 4 cards
    with pytest.raises(IllegalAction, match="closing requires 5 cards in hand; you hold 4"):
        state.apply("close")
    with pytest.raises(IllegalAction, match="exhausted"):
        state.apply("exchange")
    play(state, "marriage:KH")  # 40 in trumps: 97
    result = state.result()
    assert result["ended_by"] == "marriage" and result["scores"] == [3, 0]
    assert result["exchange"] == {"seat": 0, "took": "AH"}
    assert round_trip(state) == result


# -- illegal actions ---------------------------------------------------------------------------


def rejected(state, action: str, fragment: str) -> None:
    before = snapshot(state)
    with pytest.raises(IllegalAction, match=fragment) as info:
        state.apply(action)
    assert info.value.action == action
    assert snapshot(state) == before


def test_the_strict_rules_after_closing_must_trump_when_void():
    cards = ("AD 10D KD QD JD", "AS 10H JC QC KC", "AC", "JS QS KS 10S JH QH KH AH 10C")
    state = play(deal(*cards), "close JD")
    assert sorted(state.legal_actions()) == ["JC", "KC", "QC"]
    rejected(state, "AS", "you have no diamonds, so you must play a trump")
    rejected(state, "10H", "must play a trump")
    play(state, "JC AS")  # seat 1 leads spades: seat 0 has neither spades nor trumps
    assert sorted(state.legal_actions()) == ["10D", "AD", "KD", "QD"]


def test_free_play_while_the_stock_is_open():
    state = play(deal(*TRUMPS), "AC")
    assert sorted(state.legal_actions()) == sorted(["JS", "QS", "KS", "10S", "JH"])


@pytest.mark.parametrize(
    ("prefix", "action", "fragment"),
    [
        ("", "AH", "does not hold AH"),
        ("", "marriage:KH", "do not hold KH"),
        ("AS", "exchange", "only the leader may exchange"),
        ("AS", "close", "only the leader may close"),
        ("AS", "marriage:KS", "only by the leader"),
        ("", "marriage:AC", "König"),
        ("", "marriage:XX", "not a Schnapsen card code"),
        ("", "pass", "not a Schnapsen action"),
        ("", "", "not a Schnapsen action"),
        ("", "ac", "not a Schnapsen action"),
        ("", "exchange", "do not hold the trump Bube"),
        ("close", "exchange", "the stock is closed"),
        ("close", "close", "already closed"),
    ],
)
def test_illegal_actions_are_rejected_and_change_nothing(prefix, action, fragment):
    rejected(play(deal(*TRUMPS), prefix), action, fragment)


def test_a_marriage_needs_the_partner():
    cards = ("JS QS JH QH JD", "AS 10S AH 10H AD", "JC", "KS KH 10D KD QD QC KC 10C AC")
    rejected(deal(*cards), "marriage:QS", "you do not hold KS")


def test_strict_play_must_win_in_suit_when_it_can():
    cards = ("QS KH JH QH JD", "AS JS AH 10H AD", "JC", "KS 10S 10D KD QD QC KC 10C AC")
    state = play(deal(*cards), "close QS")
    assert state.legal_actions() == ["AS"]
    rejected(state, "JS", "must win the trick with a higher spades card than QS")
    rejected(state, "AD", "must follow suit")


def test_every_reason_is_documented():
    assert set(REASONS) == {"66", "last-trick", "closer-66", "opponent-66", "closer-failed"}


# -- the deal, the first lead, records -------------------------------------------------------


def test_the_non_dealer_leads_first_and_a_fresh_deal_is_5_5_and_a_stock_of_10():
    for dealer in (0, 1):
        state = SPEC.random_state(random.Random(dealer), dealer)
        assert state.to_move == 1 - dealer and state.leader == 1 - dealer
        assert [h.bit_count() for h in state.hands] == [5, 5] and state.stock_left == 10
        record = state.to_record()
        assert len(record["deal"]["stock"]) == 9 and record["deal"]["trump_card"]
        assert state.observation(0)["trump_card"] == record["deal"]["trump_card"]


def test_mid_deal_nothing_is_settled():
    result = play(deal(*TRUMPS), "AS 10S").result()
    assert result["over"] is False and result["scores"] == [0, 0]
    assert result["winner"] is None and result["game_points"] is None and result["reason"] is None
    assert result["card_points"] == [21, 0]


def test_the_same_seed_deals_the_same_cards():
    one = SPEC.random_state(random.Random(42), 0).to_record()
    two = SPEC.random_state(random.Random(42), 0).to_record()
    assert one == two


@pytest.mark.parametrize(
    ("changes", "fragment"),
    [
        ({"hands": [["AC"] * 5] * 3}, "deals 2 hands, not 3"),
        ({"hands": [["AC", "10C", "KC", "QC"], ["JS", "QS", "KS", "10S", "JH"]]}, "not 4"),
        ({"hands": [["AC", "10C", "KC", "QC", "AC"], ["JS", "QS", "KS", "10S", "JH"]]}, "twice"),
        ({"hands": [["AC", "10C", "KC", "QC", "1S"], ["JS", "QS", "KS", "10S", "JH"]]}, "'1S'"),
        ({"chien": ["AS"]}, "no chien"),
        ({"talon": ["AS"]}, "no talon"),
        ({"stock": None}, "stock .* is missing"),
        ({"trump_card": None}, "trump_card .* is missing"),
        ({"stock": "JC AH 10H KH QH AD 10D KD QD JD"}, "goes in trump_card"),
        ({"stock": "AH 10H KH QH AD 10D KD QD"}, "stock must hold 9 cards, not 8"),
        ({"stock": "AH 10H KH QH AD 10D KD QD JC"}, "stock: JC is dealt twice"),
        ({"trump_card": "XX"}, "trump_card: 'XX' is not a card"),
    ],
)
def test_bad_deals_are_record_errors(changes, fragment):
    data = {
        "hands": [TRUMPS[0].split(), TRUMPS[1].split()],
        "stock": TRUMPS[3].split(),
        "trump_card": TRUMPS[2],
    }
    data.update(changes)
    if isinstance(data["stock"], str):
        data["stock"] = data["stock"].split()
    with pytest.raises(RecordError, match=fragment):
        SPEC.state_from_deal(DealModel(**data), 0)


def test_a_record_file_with_an_illegal_action_names_it():
    state = play(deal(*TRUMPS), "close AS")
    record = state.to_record()
    record["actions"].append("JH")  # seat 1 holds spades: must follow
    (loaded,) = parse_records_text(json.dumps(record))
    with pytest.raises(ReplayError, match=r"action #2 'JH' is illegal: .*must follow suit"):
        replay(loaded)
