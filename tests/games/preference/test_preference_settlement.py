"""Hand-worked records for every settlement case of preference-decisions.md (S1-S9).

Each deal starts a session: scores -30 each, pool 90. Expected numbers are computed by hand
in the comments: penalties into the pool, the declarer takes 10, 1 per defence trick, then
bonuses, then a refill if the pool is empty.
"""

from __future__ import annotations

from preference_cases import (
    BEAT,
    DEALER,
    FOUR_ACES,
    FOUR_ACES_PLAY,
    NA_FAILED,
    NA_FAILED_PLAY,
    NA_MADE,
    NA_MADE_PLAY,
    T1,
    T1_ALONE_PLAY,
    T1_PLAY,
    T2,
    T2_PLAY,
    T3,
    T3_PLAY,
    acts,
    deal,
    record,
    replay_record,
    result_of,
    state_of,
    swap_actions,
    swap_suits,
)

from cardavia.engine.records import DealModel, LoadedRecord, parse_record, replay
from cardavia.games.preference import SPEC, PreferenceState
from cardavia.games.preference.session import deal_from_model

GAME_C_BOTH_STAY = acts("game:C pass pass stay stay")


def check(result: dict[str, object], **expected: object) -> None:
    for key, value in expected.items():
        assert result[key] == value, f"{key}: {result[key]!r} != {value!r}"
    scores = result["scores"]
    assert isinstance(scores, list)
    assert sum(scores) + result["pool"] == 0  # type: ignore[operator]


def test_made_declarer_both_defenders_make_two() -> None:
    # Declarer +10 from the pool, pays 2 + 2: -30 + 10 - 4 = -24; defenders -30 + 2.
    result = result_of(T1, GAME_C_BOTH_STAY + T1_PLAY)
    check(
        result,
        over=True,
        declarer=0,
        contract="game:C",
        trump="C",
        tricks=[6, 2, 2],
        made=True,
        pool=80,
        scores=[-24, -28, -28],
        deal_scores=[6, 2, 2],
        void=False,
        refill=False,
        bonuses=[],
    )
    assert [line["item"] for line in result["settlement"]] == [
        "declarer-takes",
        "defence-tricks",
        "defence-tricks",
    ]


def test_failed_declarer_pays_20_into_the_pool() -> None:
    # 5 tricks: 20 into the pool (110), takes 10 (100), pays 3 and 2: -30 - 20 + 10 - 5 = -45.
    result = result_of(T2, GAME_C_BOTH_STAY + T2_PLAY)
    check(
        result,
        tricks=[5, 3, 2],
        made=False,
        pool=100,
        scores=[-45, -27, -28],
        deal_scores=[-15, 3, 2],
    )
    assert result["settlement"][0] == {
        "item": "declarer-short",
        "from": 0,
        "to": "pool",
        "amount": 20,
    }


def test_defender_short_of_two_pays_10() -> None:
    # Seat 2 took 0 tricks: pays 10 (pool 100); the declarer takes 10 (90) and pays 3.
    result = result_of(T3, GAME_C_BOTH_STAY + T3_PLAY)
    check(
        result,
        tricks=[7, 3, 0],
        made=True,
        pool=90,
        scores=[-23, -27, -40],
        deal_scores=[7, 3, -10],
    )
    assert {"item": "defender-short", "from": 2, "to": "pool", "amount": 10} in result["settlement"]


def test_invitation_made_credits_all_defence_tricks_to_the_inviter() -> None:
    # Seat 1 drops, seat 2 stays and invites; the pair takes 2 + 2 = 4, all to seat 2.
    # records.md: `tricks` are those each seat itself won; the credit is settlement only.
    result = result_of(T1, acts("game:C pass pass drop stay invite") + T1_PLAY)
    check(
        result,
        tricks=[6, 2, 2],
        tricks_credited=[6, 0, 4],
        tricks_won=[6, 2, 2],
        inviter=2,
        invited=1,
        made=True,
        pool=80,
        scores=[-24, -30, -26],
        deal_scores=[6, 0, 4],
    )


def test_invitation_failed_inviter_pays_10_invited_pays_nothing() -> None:
    # Seat 1 stays and invites seat 2; the pair takes 3 < 4: the inviter pays 10.
    result = result_of(T3, acts("game:C pass pass stay drop invite") + T3_PLAY)
    check(
        result,
        tricks=[7, 3, 0],
        tricks_credited=[7, 3, 0],
        inviter=1,
        invited=2,
        pool=90,
        scores=[-23, -37, -30],
        deal_scores=[7, -7, 0],
    )


def test_lone_defender_two_handed() -> None:
    # Seat 1 stays alone, seat 2 drops: two-card tricks; seat 1 takes 4.
    result = result_of(T1, acts("game:C pass pass stay drop alone") + T1_ALONE_PLAY)
    check(result, tricks=[6, 4, 0], pool=80, scores=[-24, -26, -30], deal_scores=[6, 4, 0])


def test_both_drop_settles_ten_tricks_without_play() -> None:
    state = state_of(record(T1, acts("game:C pass pass drop drop")))
    assert state.is_over and not state.tricks
    check(
        state.result(),
        tricks=[10, 0, 0],
        tricks_credited=[10, 0, 0],
        tricks_won=[0, 0, 0],  # the core count: no card was played
        soloist=0,
        made=True,
        both_dropped=True,
        pool=80,
        scores=[-20, -30, -30],
        deal_scores=[10, 0, 0],
    )


def test_hearts_made_each_opponent_pays_10() -> None:
    d = swap_suits(T1, "C", "H")
    result = result_of(d, acts("hearts stay stay") + swap_actions(T1_PLAY, "C", "H"))
    # T1 settlement (-24, -28, -28) plus 10 from each defender.
    check(
        result,
        contract="hearts",
        trump="H",
        made=True,
        pool=80,
        scores=[-4, -38, -38],
        bonuses=[{"kind": "hearts", "per_opponent": 10}],
    )


def test_hearts_failed_declarer_pays_each_opponent_10() -> None:
    d = swap_suits(T2, "C", "H")
    result = result_of(d, acts("hearts stay stay") + swap_actions(T2_PLAY, "C", "H"))
    # T2 settlement (-45, -27, -28) and 10 to each defender.
    check(result, made=False, pool=100, scores=[-65, -17, -18])


def test_hearts_bonus_not_for_a_numeric_contract_with_heart_trumps() -> None:
    # S5: bid 1, trump hearts: no Hearts bonus (T1 with clubs and hearts exchanged).
    d = swap_suits(T1, "C", "H")
    actions = acts("1 pass pass discard:8H discard:7H trump:H stay stay")
    result = result_of(d, actions + swap_actions(T1_PLAY, "C", "H"))
    check(result, contract="1", trump="H", made=True, scores=[-24, -28, -28], bonuses=[])


def test_four_aces_made_each_opponent_pays_10() -> None:
    # Both defenders short (10 each into the pool: 110), declarer takes 10 (100), +20.
    result = result_of(FOUR_ACES, GAME_C_BOTH_STAY + FOUR_ACES_PLAY)
    check(
        result,
        tricks=[10, 0, 0],
        four_aces=True,
        pool=100,
        scores=[0, -50, -50],
        bonuses=[{"kind": "four-aces", "per_opponent": 10}],
    )


def test_four_aces_when_both_defenders_drop() -> None:
    # Decision: with both out the declarer's 10 cards are final and the contract is made.
    result = result_of(FOUR_ACES, acts("game:C pass pass drop drop"))
    check(result, four_aces=True, pool=80, scores=[0, -40, -40])


def test_four_aces_not_paid_when_the_contract_fails() -> None:
    # Seat 0 holds all four Aces but only three trumps; the defence holds five.
    d = deal(
        "AC 7C 8C AS 7S AD 7D AH 7H 8H",
        "KC QC JC KS QS JS 10S KD QD JD",
        "10C 9C 8S 9S 10D 9D 8D KH QH JH",
        "9H 10H",
    )
    play = acts(
        "7C JC 9C | QC 10C AC | 8C KC 8S | 10S 9S AS | 7S JS 8D | QS 9D 7D",
        "| KS 10D AD | JD JH 7H | QD QH 8H | KD KH AH",
    )
    result = result_of(d, GAME_C_BOTH_STAY + play)
    # Declarer 2 tricks: 20 into the pool, seat 2 (0 tricks) 10, declarer takes 10, pays 8.
    check(
        result,
        tricks=[2, 8, 0],
        made=False,
        four_aces=True,
        bonuses=[],
        pool=110,
        scores=[-48, -22, -40],
    )


def test_no_aces_made_each_opponent_pays_10() -> None:
    # T3 settlement (-23, -27, -40) plus 10 from each defender.
    result = result_of(NA_MADE, [*GAME_C_BOTH_STAY, "no-aces", *NA_MADE_PLAY])
    check(
        result,
        no_aces=True,
        made=True,
        pool=90,
        scores=[-3, -37, -50],
        bonuses=[{"kind": "no-aces", "per_opponent": 10}],
    )


def test_no_aces_failed_declarer_pays_each_opponent_10() -> None:
    result = result_of(NA_FAILED, [*GAME_C_BOTH_STAY, "no-aces", *NA_FAILED_PLAY])
    check(
        result,
        no_aces=True,
        made=False,
        pool=100,
        scores=[-65, -17, -18],
        bonuses=[{"kind": "no-aces", "per_opponent": -10}],
    )


def test_no_aces_is_optional() -> None:
    # The same record without the announcement replays, with no bonus.
    result = result_of(NA_MADE, GAME_C_BOTH_STAY + NA_MADE_PLAY)
    check(result, no_aces=False, scores=[-23, -27, -40], bonuses=[])


def test_pool_refill_when_the_declarer_empties_it() -> None:
    hands, talon = _masks(T1)
    state = PreferenceState(hands, talon, DEALER, scores=(20, -20, -10), pool=10)
    for action in acts("game:C pass pass drop drop"):
        state.apply(action)
    # Declarer takes the last 10 (pool 0), then everyone pays 30: pool 90.
    check(
        state.result(),
        refill=True,
        pool=90,
        scores=[0, -50, -40],
        deal_scores=[-20, -30, -30],
    )


def test_void_deal_settles_nothing() -> None:
    result = result_of(T1, acts("pass pass pass"))
    check(
        result,
        over=True,
        void=True,
        declarer=None,
        contract=None,
        trump=None,
        made=None,
        tricks=[0, 0, 0],
        pool=90,
        scores=[-30, -30, -30],
        deal_scores=[0, 0, 0],
    )


def test_numeric_contract_with_hold_and_exchange() -> None:
    d = swap_suits(T1, "C", "D")
    actions = acts(
        "1 2 pass hold 3 hold pass discard:8D discard:7D trump:D stay stay"
    ) + swap_actions(T1_PLAY, "C", "D")
    result = result_of(d, actions)
    check(
        result,
        declarer=0,
        contract="3",
        trump="D",
        tricks=[6, 2, 2],
        scores=[-24, -28, -28],
        pool=80,
    )


def test_game_suits_compared_higher_game_wins() -> None:
    result = result_of(T1, acts("game:C game:D pass drop drop"))
    # Seat 1's Game in diamonds beats seat 0's in clubs; both defenders drop.
    check(
        result,
        declarer=1,
        contract="game:D",
        trump="D",
        tricks=[0, 10, 0],
        scores=[-30, -20, -30],
        pool=80,
    )


def test_mid_deal_result_settles_nothing() -> None:
    state = state_of(record(T1, GAME_C_BOTH_STAY + T1_PLAY[:7]))
    result = state.result()
    check(
        result,
        over=False,
        made=None,
        declarer=0,
        contract="game:C",
        scores=[-30, -30, -30],
        pool=90,
        deal_scores=[0, 0, 0],
        tricks=[2, 0, 0],
    )


def test_stored_result_round_trip() -> None:
    rec = record(T1, GAME_C_BOTH_STAY + T1_PLAY)
    rec["result"] = replay_record(rec)
    loaded = LoadedRecord("r", parse_record(rec, "r"))
    assert replay(loaded) == rec["result"]


def test_record_from_state_replays() -> None:
    state = state_of(record(BEAT, acts("game:C pass pass stay stay 10S JS QS")))
    rec = state.to_record("wiener-bild")
    # deal_json lists each pile in deck order (clubs, spades, diamonds, hearts; 7 up to A).
    assert [set(h) for h in rec["deal"]["hands"]] == [set(h) for h in BEAT["hands"]]
    assert set(rec["deal"]["talon"]) == set(BEAT["talon"])
    assert rec["actions"][-3:] == ["10S", "JS", "QS"]
    assert replay_record(rec) == state.result()


def _masks(d: dict[str, object]) -> tuple[list[int], int]:
    state = deal_from_model(DealModel.model_validate(d), DEALER)
    return list(state.deal_hands), state.talon


def test_spec_identity() -> None:
    assert SPEC.id == "preference" and SPEC.num_seats == 3 and SPEC.has_matches
