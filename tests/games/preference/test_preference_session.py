"""Sessions (scores and pool carried over, the dealer rotating), explicit deals and their
errors, and observations (only what a seat may know)."""

from __future__ import annotations

import itertools
import json
import random
from typing import Any

import pytest
from preference_cases import NA_MADE, T1, T1_PLAY, acts, record, state_of

from cardavia.engine.records import (
    LoadedRecord,
    RecordError,
    ReplayError,
    parse_record,
    replay,
)
from cardavia.engine.registry import get_game
from cardavia.games.preference import SPEC, PreferenceSession
from cardavia.games.preference.session import deal_from_model


def session_record(deals: list[dict[str, Any]]) -> dict[str, Any]:
    return {"format": "cardavia-record/1", "game": "preference", "deals": deals}


def replay_session(rec: dict[str, Any]) -> dict[str, Any]:
    return replay(LoadedRecord("session", parse_record(json.loads(json.dumps(rec)), "session")))


def hearts_both_drop(dealer: int) -> dict[str, Any]:
    return record(T1, acts("hearts drop drop"), dealer=dealer)


# -- sessions -------------------------------------------------------------------------------
def test_registry_finds_preference() -> None:
    assert get_game("preference") is SPEC


def test_scores_and_pool_carry_over_and_the_dealer_rotates() -> None:
    deals = [
        record(T1, acts("game:C pass pass stay stay") + T1_PLAY, dealer=2),  # -24 -28 -28 / 80
        record(T1, acts("pass pass pass"), dealer=0),  # void: nothing changes
        record(T1, acts("pass game:C pass drop drop"), dealer=1),  # seat 0 declares again
    ]
    result = replay_session(session_record(deals))
    assert result["deals_played"] == 3 and result["deals_complete"] == 3
    assert result["void_deals"] == 1 and result["next_dealer"] == 2
    # Deal 3: dealer 1, so seat 2 is forehand; seat 0 bids game:C as middlehand; +10.
    assert result["declarer"] == 0
    assert result["start_scores"] == [-24, -28, -28] and result["start_pool"] == 80
    assert result["scores"] == [-14, -28, -28] and result["pool"] == 70
    assert result["deal_scores"] == [10, 0, 0]


def test_pool_refill_over_a_session() -> None:
    # Nine Hearts contracts, both defenders out: the declarer takes 10 from the pool and 10
    # from each opponent. Each seat declares three times (+30 each) and pays six times (-10
    # each): back to 0, and the ninth deal empties the pool: everyone pays 30 again.
    deals = [hearts_both_drop((2 + k) % 3) for k in range(9)]
    pools = []
    for n in range(1, 10):
        pools.append(replay_session(session_record(deals[:n]))["pool"])
    assert pools == [80, 70, 60, 50, 40, 30, 20, 10, 90]
    result = replay_session(session_record(deals))
    assert result["refill"] is True
    assert result["scores"] == [-30, -30, -30]
    # Deal 9 (dealer 1): seat 2 declares, +30, then everyone pays 30.
    assert result["deal_scores"] == [-40, -40, 0]


def test_last_deal_may_be_in_progress() -> None:
    deals = [hearts_both_drop(2), record(T1, acts("1 2"), dealer=0)]
    result = replay_session(session_record(deals))
    assert result["over"] is False and result["made"] is None
    # Deal 1: Hearts, both out: declarer +10 from the pool and +10 from each opponent.
    assert result["scores"] == [0, -40, -40] and result["pool"] == 80


def test_unfinished_deal_followed_by_another_is_rejected() -> None:
    deals = [record(T1, acts("1"), dealer=2), hearts_both_drop(0)]
    with pytest.raises(RecordError, match="deal 1 is unfinished"):
        replay_session(session_record(deals))


def test_dealer_must_rotate() -> None:
    deals = [hearts_both_drop(2), hearts_both_drop(2)]
    with pytest.raises(RecordError, match="dealer rotates"):
        replay_session(session_record(deals))


def test_first_dealer_must_be_a_seat() -> None:
    with pytest.raises(RecordError, match="not a seat"):
        replay_session(session_record([hearts_both_drop(3)]))


def test_empty_session_is_rejected() -> None:
    with pytest.raises(RecordError, match="at least one deal"):
        replay_session(session_record([]))


def test_session_of_another_game_is_rejected() -> None:
    rec = session_record([hearts_both_drop(2)])
    rec["deals"][0]["game"] = "schnapsen"
    with pytest.raises(RecordError, match="only preference deals"):
        replay_session(rec)


def test_illegal_action_in_a_session_names_the_deal() -> None:
    deals = [hearts_both_drop(2), record(T1, acts("2"), dealer=0)]
    with pytest.raises(ReplayError) as info:
        replay_session(session_record(deals))
    assert info.value.label == "session deal 2" and info.value.index == 0
    assert "jump" in info.value.reason


def test_bad_deal_in_a_session_names_the_deal() -> None:
    bad = hearts_both_drop(0)
    bad["deal"] = {"hands": T1["hands"], "talon": ["8C"]}
    with pytest.raises(RecordError, match="session deal 2: deal: talon must hold 2"):
        replay_session(session_record([hearts_both_drop(2), bad]))


def test_stored_deal_results_that_disagree_are_listed() -> None:
    first = hearts_both_drop(2)
    first["result"] = {"scores": [0, 0, 0], "made": True}
    result = replay_session(session_record([first, hearts_both_drop(0)]))
    assert result["deal_mismatches"] == ["deal 1: scores: stored [0, 0, 0], computed [0, -40, -40]"]


def test_session_object_matches_its_record() -> None:
    rng = random.Random(3)
    session = PreferenceSession(1)
    for _ in range(4):
        state = session.start_random_deal(rng)
        with pytest.raises(ValueError, match="not over"):
            session.start_random_deal(rng)
        while not state.is_over:
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))])
    rec = session.to_record()
    assert [d["dealer"] for d in rec["deals"]] == [1, 2, 0, 1]
    assert replay_session(rec) == rec["result"] == session.result()
    assert session.scores == rec["result"]["scores"] and session.pool == rec["result"]["pool"]
    session.restart(0)
    assert session.scores == [-30, -30, -30] and session.pool == 90 and not session.deals


def test_random_match_is_a_session_record() -> None:
    rec = SPEC.random_match(random.Random(5))
    dealers = [d["dealer"] for d in rec["deals"]]
    assert all((b - a) % 3 == 1 for a, b in itertools.pairwise(dealers))
    assert all(d["result"]["over"] for d in rec["deals"])
    assert rec["result"]["deals_played"] == len(rec["deals"])
    for before, after in zip(rec["deals"], rec["deals"][1:], strict=False):
        assert after["result"]["start_scores"] == before["result"]["scores"]
        assert after["result"]["start_pool"] == before["result"]["pool"]


def test_bad_start_is_rejected() -> None:
    with pytest.raises(ValueError, match="sum"):
        PreferenceSession(0, (-30, -30, -30), 80).start_deal([0, 0, 0], 0)


# -- explicit deals -------------------------------------------------------------------------
def bad_deal(**changes: Any) -> str:
    d: dict[str, Any] = {"hands": [list(h) for h in T1["hands"]], "talon": list(T1["talon"])}
    d.update(changes)
    rec = record(d, [])
    with pytest.raises(RecordError) as info:
        replay(LoadedRecord("r", parse_record(rec, "r")))
    return str(info.value)


def test_unknown_card_in_a_deal() -> None:
    hands = [list(h) for h in T1["hands"]]
    hands[1][0] = "1S"
    assert "hand 1: '1S' is not a card" in bad_deal(hands=hands)


def test_duplicate_card_in_a_deal() -> None:
    assert "talon: AC is dealt twice" in bad_deal(talon=["AC", "7C"])


def test_missing_card_in_a_deal() -> None:
    hands = [list(h) for h in T1["hands"]]
    hands[2] = hands[2][:9]
    assert "hand 2 must hold 10 cards, not 9" in bad_deal(hands=hands)


def test_deal_needs_three_hands_and_a_talon() -> None:
    assert "3 hands, not 2" in bad_deal(hands=T1["hands"][:2])
    assert "talon (2 cards) is missing" in bad_deal(talon=None)
    assert "no chien" in bad_deal(chien=["7C"])


def test_state_from_deal_rejects_a_bad_dealer() -> None:
    model = parse_record(record(T1, []), "r").deal  # type: ignore[union-attr]
    with pytest.raises(RecordError, match="not a seat"):
        SPEC.state_from_deal(model, 5)
    assert deal_from_model(model, 1).forehand == 2


def test_replayed_deal_keeps_the_dealt_cards() -> None:
    state = state_of(record(T1, acts("game:C pass pass")))
    assert [set(h) for h in state.deal_json()["hands"]] == [set(h) for h in T1["hands"]]


# -- observations ---------------------------------------------------------------------------
def test_observation_during_bidding() -> None:
    state = state_of(record(T1, acts("1")))
    obs = state.observation(1)
    assert obs["hand"] == sorted(obs["hand"], key=lambda c: T1_ORDER.index(c))
    assert obs["auction"] == [{"seat": 0, "bid": "1"}]
    assert obs["legal_actions"] == state.legal_actions()
    assert state.observation(0)["legal_actions"] == []
    assert all(state.observation(s)["talon"] is None for s in range(3))
    assert obs["scores"] == [-30, -30, -30] and obs["pool"] == 90


T1_ORDER = [r + s for s in "CSDH" for r in ("7", "8", "9", "10", "J", "Q", "K", "A")]


def test_numeric_declarer_sees_talon_and_discards_others_do_not() -> None:
    state = state_of(record(T1, acts("1 pass pass discard:8C discard:7C")))
    mine = state.observation(0)
    assert set(mine["talon"]) == {"8C", "7C"} and set(mine["discard"]) == {"8C", "7C"}
    for seat in (1, 2):
        theirs = state.observation(seat)
        assert theirs["talon"] is None and theirs["discard"] is None
        assert theirs["hand_sizes"] == [10, 10, 10]


def test_talon_hidden_from_everyone_under_game_until_the_end() -> None:
    state = state_of(record(NA_MADE, acts("game:C pass pass stay stay")))
    assert all(state.observation(s)["talon"] is None for s in range(3))
    state = state_of(record(NA_MADE, acts("game:C pass pass drop drop")))
    assert all(set(state.observation(s)["talon"]) == {"AC", "7H"} for s in range(3))


def test_observation_during_play() -> None:
    state = state_of(record(T1, acts("game:C pass pass stay drop invite") + T1_PLAY[:4]))
    obs = state.observation(2)
    assert obs["declarer"] == 0 and obs["contract"] == "game:C" and obs["trump"] == "C"
    assert obs["defence"] == [None, "stay", "drop"]
    assert obs["inviter"] == 1 and obs["invited"] == 2
    assert obs["tricks"] == [{"leader": 0, "plays": [(0, "AC"), (1, "7H"), (2, "KH")], "winner": 0}]
    assert obs["trick"] == [(0, "KC")]
    assert obs["tricks_won"] == [1, 0, 0] and obs["to_move"] == 1
    assert obs["tricks_credited"] == [1, 0, 0] and obs["soloist"] == obs["declarer"] == 0
    assert "AS" not in json.dumps(obs)  # seat 1's cards stay hidden from seat 2
