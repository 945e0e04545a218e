"""One rule, one test: the auction (B1-B7), exchange, defence (D1-D4), play (P1-P4),
no Aces (S7), action strings and illegal actions."""

from __future__ import annotations

import pytest
from preference_cases import (
    BEAT,
    DEALER,
    NA_MADE,
    T1,
    T1_ALONE_PLAY,
    T1_PLAY,
    acts,
    deal,
    record,
    state_of,
    swap_suits,
)

from cardavia.engine.game import IllegalAction
from cardavia.games.preference import PreferenceState

OPENING = ["pass", "1", "game:C", "game:S", "game:D", "hearts"]


def bid(actions: str, d: dict[str, object] = T1) -> PreferenceState:
    return state_of(record(d, acts(actions)))


def illegal(state: PreferenceState, action: str) -> str:
    before = state.history()
    with pytest.raises(IllegalAction) as info:
        state.apply(action)
    assert state.history() == before
    return str(info.value.reason)


# -- auction --------------------------------------------------------------------------------
@pytest.mark.parametrize("dealer", [0, 1, 2])
def test_forehand_at_the_dealers_left_bids_first(dealer: int) -> None:
    state = state_of(record(T1, [], dealer=dealer))
    assert state.phase == "bidding"
    assert state.to_move == (dealer + 1) % 3


def test_opening_choices() -> None:
    assert bid("").legal_actions() == OPENING


def test_jump_bid_is_illegal() -> None:
    assert "jump" in illegal(bid(""), "2")
    assert "jump" in illegal(bid("1"), "3")


def test_bid_must_overcall() -> None:
    assert "does not overcall" in illegal(bid("1 2"), "1")


def test_middlehand_raises_cannot_hold_without_a_bid() -> None:
    state = bid("1")
    assert state.legal_actions() == [*OPENING[:1], "2", *OPENING[2:]]
    assert "after bidding a number" in illegal(state, "hold")


def test_earlier_bidder_may_hold_but_not_raise() -> None:
    state = bid("1 2 pass")
    assert state.to_move == 0
    assert state.legal_actions() == ["pass", "hold"]
    assert "jump" in illegal(state, "3")
    # A lower bid is not a jump: it does not overcall, and holding is the way to stay in.
    for low in ("1", "2"):
        reason = illegal(state, low)
        assert "does not overcall 2" in reason and "hold 2" in reason and "jump" not in reason


def test_hold_without_priority_is_illegal() -> None:
    state = bid("1 2 pass hold")
    assert state.to_move == 1
    assert state.legal_actions() == ["pass", "3"]
    assert "priority" in illegal(state, "hold")


def test_hold_priority_wins_the_auction() -> None:
    state = bid("1 2 pass hold 3 hold pass")
    assert state.declarer == 0 and state.level == 3
    assert state.phase == "discard" and state.to_move == 0


def test_pass_is_final() -> None:
    state = bid("pass 1 2 hold 3 hold 4 hold")
    # Forehand passed and never speaks again; dealer (seat 2) may now only pass.
    assert state.to_move == 2
    assert state.legal_actions() == ["pass"]
    state.apply("pass")
    assert state.declarer == 1 and state.level == 4


def test_level_four_leaves_a_lower_priority_player_only_pass() -> None:
    state = bid("1 2 3 hold 4")
    assert state.to_move == 2
    assert state.legal_actions() == ["pass"]
    assert "highest numeric bid" in illegal(state, "4")
    state.apply("pass")
    assert state.legal_actions() == ["pass", "hold"]
    state.apply("hold")
    assert state.legal_actions() == ["pass"]
    state.apply("pass")
    assert state.declarer == 0 and state.level == 4
    assert state.legal_actions() == [f"discard:{c}" for c in state_hand(state, 0)]


def state_hand(state: PreferenceState, seat: int) -> list[str]:
    obs = state.observation(seat)
    return list(obs["hand"])


def test_last_bidder_standing_is_declarer() -> None:
    state = bid("1 pass pass")
    assert state.declarer == 0 and state.contract == 1


def test_dealer_alone_after_two_passes_still_bids() -> None:
    state = bid("pass pass")
    assert state.to_move == 2 and state.legal_actions() == OPENING
    state.apply("1")
    assert state.declarer == 2 and state.phase == "discard"


def test_all_pass_is_a_void_deal() -> None:
    state = bid("pass pass pass")
    assert state.is_over and state.void and state.to_move is None
    assert state.legal_actions() == []
    assert "over" in illegal(state, "1")


def test_game_only_as_a_first_action() -> None:
    state = bid("1 2 pass")
    assert "first action" in illegal(state, "game:C")
    assert "first action" in illegal(state, "hearts")


def test_later_game_must_be_in_a_strictly_higher_suit() -> None:
    state = bid("game:S")
    assert state.legal_actions() == ["pass", "game:D", "hearts"]
    assert "strictly higher" in illegal(state, "game:C")
    assert "strictly higher" in illegal(state, "game:S")
    assert "game:S has been bid" in illegal(state, "2")


def test_game_beats_numbers_and_earlier_speakers_pass_silently() -> None:
    state = bid("1 pass game:C")
    assert state.declarer == 2 and state.contract == 5 and state.trump == 0
    assert state.phase == "defence" and state.to_move == 0
    assert state.history() == ["1", "pass", "game:C"]


def test_auction_ends_when_everyone_had_a_first_turn() -> None:
    state = bid("game:C pass")
    assert state.to_move == 2 and state.legal_actions() == ["pass", "game:S", "game:D", "hearts"]
    state.apply("game:S")
    assert state.declarer == 2 and state.contract == 6


def test_hearts_ends_the_auction_at_once() -> None:
    state = bid("1 hearts")
    assert state.declarer == 1 and state.contract == 8 and state.trump == 3
    assert state.phase == "defence" and state.to_move == 2


def test_game_with_hearts_suit_is_spelled_hearts() -> None:
    assert "hearts" in illegal(bid(""), "game:H")


# -- exchange -------------------------------------------------------------------------------
def test_numeric_declarer_takes_the_talon_and_discards_two() -> None:
    state = bid("1 pass pass")
    assert state.hands[0].bit_count() == 12
    assert len(state.legal_actions()) == 12
    assert "before naming trumps" in illegal(state, "trump:C")
    assert "does not hold" in illegal(state, "discard:AS")
    state.apply("discard:8C")
    state.apply("discard:7D")
    assert state.phase == "trump" and state.hands[0].bit_count() == 10
    assert "discards are made" in illegal(state, "discard:7C")


def test_trump_below_the_bid_is_illegal() -> None:
    state = bid("1 2 3 pass pass discard:7C discard:8C")
    assert state.declarer == 2
    assert state.legal_actions() == ["trump:D", "trump:H"]
    assert "at or above the bid suit" in illegal(state, "trump:C")
    assert "at or above the bid suit" in illegal(state, "trump:S")
    state.apply("trump:H")
    assert state.trump == 3 and state.phase == "defence" and state.to_move == 0


def test_game_declarer_keeps_the_dealt_hand() -> None:
    state = bid("game:C pass pass")
    assert state.hands[0].bit_count() == 10 and state.phase == "defence"
    assert "numeric contract" in illegal(state, "discard:AC")


# -- defence --------------------------------------------------------------------------------
def test_defender_at_the_declarers_left_decides_first() -> None:
    state = bid("pass game:C pass")  # declarer seat 1
    assert state.to_move == 2 and state.legal_actions() == ["stay", "drop"]
    state.apply("drop")
    assert state.to_move == 0


def test_lone_stayer_chooses_invite_or_alone() -> None:
    state = bid("game:C pass pass drop stay")
    assert state.phase == "invitation" and state.to_move == 2
    assert state.legal_actions() == ["invite", "alone"]


def test_invite_only_for_a_lone_stayer() -> None:
    state = bid("game:C pass pass stay")
    assert "only by the one defender who stayed" in illegal(state, "invite")
    state.apply("stay")
    assert state.phase == "play" and state.to_move == 0


def test_invited_player_plays_own_cards() -> None:
    state = bid("game:C pass pass drop stay invite AC")
    assert state.to_move == 1 and state.invited == 1 and state.inviter == 2


def test_two_handed_play_skips_the_dropped_player() -> None:
    state = state_of(record(T1, acts("game:C pass pass stay drop alone") + T1_ALONE_PLAY))
    assert state.is_over and all(len(cards) == 2 for _, cards, _ in state.tricks)
    assert state.hands[2].bit_count() == 10


def test_both_drop_no_cards_are_played() -> None:
    state = bid("game:C pass pass drop drop")
    assert state.is_over and not state.tricks and "over" in illegal(state, "AC")


# -- play -----------------------------------------------------------------------------------
def test_declarer_leads_the_first_trick() -> None:
    state = bid("pass game:C pass stay stay")
    assert state.phase == "play" and state.to_move == 1 and state.leader == 1


def test_must_follow_suit() -> None:
    state = bid("game:C pass pass stay stay 10S", BEAT)
    assert "follow spades" in illegal(state, "7H")


def test_first_defender_must_play_lowest_beating_card() -> None:
    state = bid("game:C pass pass stay stay 10S", BEAT)
    assert state.legal_actions() == ["JS"]
    assert "lowest card that beats: JS" in illegal(state, "AS")
    assert "must beat" in illegal(state, "9S")


def test_not_beating_when_you_can_is_illegal() -> None:
    state = bid("game:C pass pass stay stay 10S JS", BEAT)
    assert state.legal_actions() == ["QS", "KS"]
    assert "must beat JS" in illegal(state, "8S")


def test_lowest_beating_rule_only_with_three_hands() -> None:
    state = bid("game:C pass pass stay drop alone 10S", BEAT)
    assert state.legal_actions() == ["JS", "AS"]


def test_lowest_beating_rule_only_when_the_declarer_leads() -> None:
    # T1 after seven tricks: seat 1 leads AS, so seat 2 is free within P1/P2.
    state = state_of(record(T1, acts("game:C pass pass stay stay") + T1_PLAY[:24]))
    assert state.to_move == 1 and state.leader == 1
    state.apply("9D")
    assert state.legal_actions() == ["KD", "AD"]


TRUMP_DEAL = deal(
    "AC KC QC 7S 8S 9S 10S 7D 8D 9D",
    "JC 9C AS KS QS JS 7H 8H 9H 10H",
    "AD 10D JD QD KD JH QH KH AH 8C",
    "10C 7C",
)
OVERTRUMP_DEAL = deal(
    "AC KC QC 7D 8D 9D 10D JD QD KD",
    "9C 7S 8S 9S 10S JS QS KS AS 7H",
    "JC 10C 8C 8H 9H 10H JH QH KH AH",
    "AD 7C",
)


def test_void_in_the_led_suit_must_trump_lowest_for_first_defender() -> None:
    state = bid("game:C pass pass stay stay 7D", TRUMP_DEAL)
    assert state.legal_actions() == ["9C"]
    assert "must play a trump" in illegal(state, "7H")


def test_following_suit_after_a_trump_any_card_of_the_suit() -> None:
    state = bid("game:C pass pass stay stay 7D 9C", TRUMP_DEAL)
    assert state.legal_actions() == ["10D", "JD", "QD", "KD", "AD"]
    assert "follow diamonds" in illegal(state, "8C")


def test_must_overtrump_if_possible() -> None:
    state = bid("game:C pass pass stay stay 7D 9C", OVERTRUMP_DEAL)
    assert state.legal_actions() == ["10C", "JC"]
    assert "must beat 9C" in illegal(state, "8C")
    assert "must play a trump" in illegal(state, "AH")


def test_two_handed_may_trump_with_any_trump() -> None:
    state = bid("game:C pass pass stay drop alone 7D", TRUMP_DEAL)
    assert state.legal_actions() == ["9C", "JC"]


def test_trick_winner_leads_and_trump_wins() -> None:
    state = bid("game:C pass pass stay stay 7D 9C 10D", TRUMP_DEAL)
    # 7D = 2 * 8 + 0, 9C = 0 * 8 + 2, 10D = 2 * 8 + 3: seat 1's trump wins.
    assert state.tricks[-1] == (0, (16, 2, 19), 1)
    assert state.to_move == 1 and state.leader == 1


def test_card_not_held_is_illegal() -> None:
    state = bid("game:C pass pass stay stay", BEAT)
    assert "does not hold" in illegal(state, "AS")


def test_no_card_before_play() -> None:
    assert "no card can be played" in illegal(bid(""), "AC")


# -- no Aces --------------------------------------------------------------------------------
def test_no_aces_offered_at_the_opening_lead() -> None:
    state = bid("game:C pass pass stay stay", NA_MADE)
    legal = state.legal_actions()
    assert legal[-1] == "no-aces" and "KC" in legal
    state.apply("no-aces")
    assert state.to_move == 0 and "no-aces" not in state.legal_actions()
    assert "already" in illegal(state, "no-aces")


def test_no_aces_not_after_the_first_card() -> None:
    state = bid("game:C pass pass stay stay KC", NA_MADE)
    assert "just before the opening lead" in illegal(state, "no-aces")


def test_no_aces_refused_with_an_ace() -> None:
    state = bid("game:C pass pass stay stay")
    assert "no-aces" not in state.legal_actions()
    assert "AC" in illegal(state, "no-aces")


def test_no_aces_refused_when_a_talon_ace_was_discarded() -> None:
    state = bid("1 pass pass discard:AC discard:7H trump:C stay stay", NA_MADE)
    assert state.hands[0] & (1 << 7) == 0  # AC is in the discard
    assert "talon" in illegal(state, "no-aces")


def test_no_aces_under_game_ignores_the_talon() -> None:
    state = bid("game:C pass pass drop stay invite", NA_MADE)
    assert "no-aces" in state.legal_actions()


def test_no_aces_not_when_both_drop() -> None:
    state = bid("game:C pass pass drop drop", NA_MADE)
    assert state.is_over and "over" in illegal(state, "no-aces")


# -- action strings -------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("action", "words"),
    [
        ("foo", "not a Preference action"),
        ("ks", "case-sensitive"),
        (" pass", "case-sensitive"),
        ("discard:ZZ", "not a Wiener Bild card"),
        ("trump:X", "not a suit"),
        ("game:X", "not a Game suit"),
        ("stay", "defenders' choices"),
        ("no-aces", "just before the opening lead"),
    ],
)
def test_bad_action_strings(action: str, words: str) -> None:
    assert words in illegal(bid(""), action)


def test_non_string_action() -> None:
    state = bid("")
    with pytest.raises(IllegalAction):
        state.apply(3)  # type: ignore[arg-type]


def test_heart_trumps_swap_helper_is_consistent() -> None:
    d = swap_suits(T1, "C", "H")
    assert d["talon"] == ["8H", "7H"] and DEALER == 2
