"""One rule, one test: the auction, annulments, the discard, declarations and trick play.

Deals are built from chosen cards (``_helpers.fill``); the quoted spec lines are from
shared/spec/rules-french-tarot.md.
"""

from __future__ import annotations

import pytest

from cardavia.engine.game import IllegalAction
from cardavia.games.french_tarot import TarotState

from . import _scripts as s
from ._helpers import bids_for, codes_in, fill, new_state, play, script, snapshot
from ._reference import TRUMPS

LOW_TEN = [f"T{n}" for n in range(2, 12)]


def refused(state: TarotState, action: str, *words: str) -> str:
    """``action`` is illegal, changes nothing, and the reason mentions ``words``."""
    before = snapshot(state)
    with pytest.raises(IllegalAction) as err:
        state.apply(action)
    assert snapshot(state) == before
    reason = str(err.value.reason)
    for word in words:
        assert word.lower() in reason.lower(), reason
    return reason


def dealt(partial: dict[int, list[str]], dealer: int = 0, **kw: object) -> TarotState:
    hands, chien = fill(partial, **kw)  # type: ignore[arg-type]
    return new_state(hands, chien, dealer)


def at_play(
    partial: dict[int, list[str]], avoid: dict[int, str] | None = None, dealer: int = 0
) -> TarotState:
    """The first trick of a Garde sans by the dealer's right (no chien, no discard)."""
    state = dealt(partial, dealer, avoid=avoid)
    assert state.annulled is None
    play(state, bids_for(dealer, (dealer + 1) % 4, "garde-sans"))
    state.apply("no-chelem")
    return state


def plain_deal(dealer: int = 0) -> TarotState:
    """A deal with no Petit sec: the Petit travels with other trumps."""
    return dealt({0: ["T1", "T2"], 1: ["T3", "T4"], 2: ["T5", "T6"], 3: ["T7", "T8"]}, dealer)


# -- the auction -------------------------------------------------------------------------------
@pytest.mark.parametrize("dealer", range(4))
def test_the_dealers_right_bids_first(dealer: int) -> None:
    state = plain_deal(dealer)
    assert state.phase == "bidding"
    assert state.to_move == (dealer + 1) % 4
    state.apply("pass")
    assert state.to_move == (dealer + 2) % 4


def test_each_seat_bids_once_and_the_highest_takes() -> None:
    state = play(plain_deal(), ["prise", "garde", "pass", "pass"])
    assert state.phase == "discard"
    assert state.to_move == 2
    assert state.result()["taker"] == 2
    assert state.result()["contract"] == "garde"
    assert state.result()["over"] is False


def test_a_bid_must_overcall() -> None:
    state = play(plain_deal(), ["garde"])
    assert state.legal_actions() == ["pass", "garde-sans", "garde-contre"]
    refused(state, "prise", "overcall")
    refused(state, "garde", "overcall")
    state.apply("garde-sans")
    assert state.legal_actions() == ["pass", "garde-contre"]


def test_after_garde_contre_only_pass() -> None:
    state = play(plain_deal(), ["pass", "garde-contre"])
    assert state.legal_actions() == ["pass"]
    for bid in ("prise", "garde", "garde-sans", "garde-contre"):
        refused(state, bid)
    play(state, ["pass", "pass"])
    assert state.phase == "chelem"
    assert state.to_move == 2


def test_all_pass_annuls_the_deal() -> None:
    state = play(plain_deal(), ["pass"] * 4)
    assert state.is_over
    assert state.to_move is None
    assert state.legal_actions() == []
    result = state.result()
    assert result["annulled"] == "all-pass"
    assert result["scores"] == [0, 0, 0, 0]
    assert result["taker"] is None
    assert result["contract"] is None
    refused(state, "KS", "over")


@pytest.mark.parametrize("seat", range(4))
def test_petit_sec_annuls_before_bidding(seat: int) -> None:
    # "a player's only trump is the Petit and that player has no Excuse"
    state = dealt({seat: ["T1"]}, dealer=(seat + 2) % 4, avoid={seat: "TX"})
    assert state.is_over
    assert state.phase == "over"
    assert state.legal_actions() == []
    result = state.result()
    assert result["annulled"] == "petit-sec"
    assert result["petit_sec_seats"] == [seat]
    assert result["scores"] == [0, 0, 0, 0]
    assert (result["taker"], result["contract"]) == (None, None)
    refused(state, "pass", "over")
    assert state.to_record()["actions"] == []


def test_petit_with_the_excuse_is_not_sec() -> None:
    state = dealt({2: ["T1", "EX"]}, avoid={2: "TX"})
    assert not state.is_over
    assert state.phase == "bidding"


def test_petit_with_another_trump_is_not_sec() -> None:
    state = dealt({2: ["T1", "T2"]}, avoid={2: "TX"})
    assert not state.is_over


def test_petit_in_the_chien_annuls_nothing() -> None:
    hands, chien = fill({}, chien=["T1", "2S", "3S", "4S", "5S", "6S"])
    assert not new_state(hands, chien).is_over


def test_several_petit_sec_cannot_happen_with_one_petit() -> None:
    # The Decision "if several players have Petit sec, the deal is annulled all the same" can
    # never be exercised: there is one Petit. A trumpless hand is not a Petit sec.
    state = dealt({2: ["T1"], 3: ["2S"]}, avoid={2: "TX", 3: "TX"})
    assert state.result()["petit_sec_seats"] == [2]


# -- the chien and the discard -----------------------------------------------------------------
# Seat 1 (first bidder) holds the four Kings, 5C 6C, the three bouts and T2-T10; the chien
# brings 2S 3S T11-T14: four discardable plain cards, so two trumps must fill the shortfall.
SHORT_HAND = [
    "KS",
    "KH",
    "KD",
    "KC",
    "5C",
    "6C",
    "T1",
    "T21",
    "EX",
    *(f"T{n}" for n in range(2, 11)),
]
SHORT_CHIEN = ["2S", "3S", "T11", "T12", "T13", "T14"]


def short_taker(contract: str = "garde") -> TarotState:
    state = dealt({1: SHORT_HAND}, chien=SHORT_CHIEN)
    return play(state, [contract, "pass", "pass", "pass"])


def test_prise_taker_adds_the_chien_then_discards() -> None:
    state = play(plain_deal(), ["prise", "pass", "pass", "pass"])
    deal = state.deal_json()
    hand = state.observation(1)["hand"]
    assert set(deal["chien"]) <= set(hand)
    assert len(hand) == 24
    assert state.phase == "discard"
    assert all(a.startswith("discard:") for a in state.legal_actions())


def test_kings_are_never_discarded() -> None:
    state = short_taker()
    for king in ("KS", "KH", "KD", "KC"):
        refused(state, f"discard:{king}", "king")


def test_bouts_are_never_discarded_even_with_a_shortfall() -> None:
    state = short_taker()
    for bout in ("T1", "T21", "EX"):
        refused(state, f"discard:{bout}", "bout")


def test_trumps_only_when_plain_cards_run_short() -> None:
    state = play(plain_deal(), ["prise", "pass", "pass", "pass"])
    hand = state.observation(1)["hand"]
    trump = next(c for c in hand if c in TRUMPS and c not in ("T1", "T21"))
    refused(state, f"discard:{trump}", "trump")
    assert not any(a.removeprefix("discard:") in TRUMPS for a in state.legal_actions())


def test_discarding_a_card_not_held_is_refused() -> None:
    state = short_taker()
    refused(state, "discard:QH", "hold")


def test_trumps_first_within_the_shortfall() -> None:
    state = short_taker()
    offered = {a.removeprefix("discard:") for a in state.legal_actions()}
    assert offered == {"5C", "6C", "2S", "3S", *(f"T{n}" for n in range(2, 15))}
    play(state, ["discard:T5", "discard:T14"])
    refused(state, "discard:T6", "2 trump")
    assert {a.removeprefix("discard:") for a in state.legal_actions()} == {"5C", "6C", "2S", "3S"}
    play(state, ["discard:2S", "discard:6C", "discard:3S", "discard:5C"])
    assert state.phase == "chelem"


def test_trumps_last_within_the_shortfall() -> None:
    state = short_taker()
    play(state, ["discard:5C", "discard:2S", "discard:6C", "discard:3S", "discard:T2"])
    refused(state, "discard:KS", "king")
    state.apply("discard:T3")
    assert state.phase == "chelem"


def test_discarded_trumps_are_public_plain_discards_are_not() -> None:
    state = short_taker()
    play(state, ["discard:T5", "discard:5C", "discard:T14", "discard:6C"])
    for seat in (0, 2, 3):
        obs = state.observation(seat)
        assert obs["discarded_trumps"] == ["T5", "T14"]
        assert obs["discard"] is None
        assert not {"5C", "6C"} & codes_in(obs)  # from the taker's hand: unseen
    assert sorted(state.observation(1)["discard"]) == sorted(["T5", "5C", "T14", "6C"])
    play(state, ["discard:2S", "discard:3S"])
    finished = state.clone()
    while not finished.is_over:
        finished.apply(next(a for a in finished.legal_actions() if a != "chelem"))
    assert {"5C", "6C"} <= set(finished.observation(0)["discard"])  # shown at the end


def test_chien_is_shown_to_all_after_a_prise_or_garde() -> None:
    state = play(plain_deal(), ["pass", "garde", "pass", "pass"])
    for seat in range(4):
        assert state.observation(seat)["chien"] == state.deal_json()["chien"]


def test_chien_hidden_during_the_auction() -> None:
    state = play(plain_deal(), ["prise"])
    assert state.phase == "bidding"
    for seat in range(4):
        assert state.observation(seat)["chien"] is None
    state.apply("garde-sans")
    for seat in range(4):
        assert state.observation(seat)["chien"] is None


@pytest.mark.parametrize("contract", ["garde-sans", "garde-contre"])
def test_nobody_sees_the_chien_in_garde_sans_or_contre(contract: str) -> None:
    state = play(plain_deal(), ["pass", "pass", contract, "pass"])
    assert state.phase == "chelem"  # no discard
    assert len(state.observation(3)["hand"]) == 18
    chien = set(state.deal_json()["chien"])
    for seat in range(4):
        obs = state.observation(seat)
        assert obs["chien"] is None
        assert not chien & set(obs["hand"])
        assert not chien & codes_in(obs)


# -- the chelem window -------------------------------------------------------------------------
def test_chelem_window_after_the_discard() -> None:
    state = short_taker()
    play(state, ["discard:T5", "discard:T6", "discard:2S", "discard:3S", "discard:5C"])
    assert state.phase == "discard"
    refused(state, "chelem", "chelem")
    state.apply("discard:6C")
    assert state.phase == "chelem"
    assert state.to_move == 1
    assert sorted(state.legal_actions()) == ["chelem", "no-chelem"]


def test_chelem_window_right_after_garde_sans() -> None:
    state = play(plain_deal(), ["pass", "garde-sans", "pass", "pass"])
    assert state.phase == "chelem"
    assert state.to_move == 2


def test_declared_chelem_lets_the_taker_lead() -> None:
    # Dealer 3: seat 0 would lead; taker seat 2 declares and leads instead.
    state = play(plain_deal(dealer=3), ["pass", "pass", "garde-sans", "pass"])
    declared = state.clone()
    declared.apply("chelem")
    assert (declared.phase, declared.to_move) == ("play", 2)
    assert declared.observation(0)["chelem_declared"] is True
    state.apply("no-chelem")
    assert (state.phase, state.to_move) == ("play", 0)
    assert state.history()[-1] == "no-chelem"  # an ordinary decision of the state machine
    # records.md writes nothing for it once the next action implies it; a record that stops
    # right here keeps it, so it replays to this very position.
    assert state.to_record()["actions"][-1] == "no-chelem"
    state.apply(state.legal_actions()[0])
    assert "no-chelem" not in state.to_record()["actions"]
    assert "chelem" in declared.history()


def test_a_card_in_the_chelem_window_of_a_record_means_no_chelem() -> None:
    state = play(plain_deal(dealer=3), ["pass", "pass", "garde-sans", "pass"])
    card = state.clone()
    card.apply("no-chelem")
    lead = card.legal_actions()[0]
    state.apply_recorded(lead)  # records write no "no-chelem"
    assert state.phase == "play"
    assert state.history()[-2:] == ["no-chelem", lead]
    assert state.to_record()["actions"][-1] == lead
    assert state.observation(1)["trick"] == [(0, lead)]


def test_an_illegal_card_in_the_chelem_window_changes_nothing() -> None:
    state = play(plain_deal(dealer=3), ["pass", "pass", "garde-sans", "pass"])
    not_held = next(c for c in TRUMPS if c not in state.observation(0)["hand"])
    before = snapshot(state)
    with pytest.raises(IllegalAction) as err:
        state.apply_recorded(not_held)
    assert snapshot(state) == before and "hold" in str(err.value.reason)
    assert state.phase == "chelem"


def test_is_legal_agrees_with_apply_in_the_chelem_window() -> None:
    state = play(plain_deal(dealer=3), ["pass", "pass", "garde-sans", "pass"])
    lead = state.observation(0)["hand"][0]
    # The taker decides first: a card is not legal until the chelem is declared or declined.
    assert state.legal_actions() == ["chelem", "no-chelem"]
    assert not state.is_legal(lead)
    refused(state, lead)
    assert state.is_legal("no-chelem") and state.is_legal("chelem")


def test_no_chelem_after_the_first_card() -> None:
    state = play(plain_deal(dealer=3), ["pass", "pass", "garde-sans", "pass", "no-chelem"])
    state.apply(state.legal_actions()[0])
    refused(state, "chelem", "chelem")


# -- poignées ----------------------------------------------------------------------------------
def poignee_deal(trumps: list[str], excuse: bool = False) -> TarotState:
    """Seat 1 (Garde sans, leads) holds exactly ``trumps`` (and maybe the Excuse)."""
    cards = trumps + (["EX"] if excuse else [])
    return at_play({1: cards, 2: ["T1", "T21"]}, avoid={1: "TX"})


def offered(state: TarotState) -> list[str]:
    return [a for a in state.legal_actions() if a.startswith("poignee:")]


def test_levels_offered_with_the_lowest_trumps() -> None:
    state = poignee_deal([f"T{n}" for n in range(2, 15)])  # 13 trumps
    assert offered(state) == [
        "poignee:" + ",".join(f"T{n}" for n in range(2, 12)),
        "poignee:" + ",".join(f"T{n}" for n in range(2, 15)),
    ]


def test_fifteen_trumps_offer_three_levels() -> None:
    state = poignee_deal([f"T{n}" for n in range(2, 17)])
    assert [len(a.split(",")) for a in offered(state)] == [10, 13, 15]


def test_any_valid_set_is_accepted() -> None:
    state = poignee_deal([f"T{n}" for n in range(2, 15)])
    shown = "T3,T5,T6,T7,T8,T9,T10,T11,T12,T14"
    state.apply(f"poignee:{shown}")
    assert state.result()["poignees"] == [{"seat": 1, "size": 10, "cards": shown.split(",")}]
    assert offered(state) == []
    refused(state, "poignee:" + ",".join(LOW_TEN), "already")


def test_poignee_is_public() -> None:
    state = poignee_deal(LOW_TEN)
    state.apply("poignee:" + ",".join(LOW_TEN))
    for seat in range(4):
        assert state.observation(seat)["poignees"] == [{"seat": 1, "size": 10, "cards": LOW_TEN}]


@pytest.mark.parametrize(
    ("shown", "words"),
    [
        (LOW_TEN[:9], ("10, 13 or 15",)),
        ([*LOW_TEN, "T12"], ("10, 13 or 15",)),
        ([*LOW_TEN[:9], "KS"], ("only trumps",)),
        ([*LOW_TEN[:9], "T20"], ("T20",)),
    ],
)
def test_bad_poignees_are_refused(shown: list[str], words: tuple[str, ...]) -> None:
    state = poignee_deal([*LOW_TEN, "T12"])
    refused(state, "poignee:" + ",".join(shown), *words)


def test_excuse_stands_in_when_all_trumps_are_one_short() -> None:
    nine = LOW_TEN[:9]
    state = poignee_deal(nine, excuse=True)
    assert offered(state) == ["poignee:" + ",".join([*nine, "EX"])]
    state.apply("poignee:" + ",".join([*nine, "EX"]))
    assert state.result()["poignees"][0]["cards"] == [*nine, "EX"]


def test_excuse_refused_while_a_trump_could_be_shown() -> None:
    state = poignee_deal(LOW_TEN, excuse=True)
    assert offered(state) == ["poignee:" + ",".join(LOW_TEN)]
    refused(state, "poignee:" + ",".join([*LOW_TEN[:9], "EX"]), "excuse")


def test_excuse_completes_a_double_but_not_a_single() -> None:
    twelve = [f"T{n}" for n in range(2, 14)]
    state = poignee_deal(twelve, excuse=True)
    assert offered(state) == [
        "poignee:" + ",".join(twelve[:10]),
        "poignee:" + ",".join([*twelve, "EX"]),
    ]
    refused(state, "poignee:" + ",".join([*twelve[:9], "EX"]), "excuse")
    state.apply("poignee:" + ",".join([*twelve, "EX"]))


def test_poignee_only_before_ones_first_card() -> None:
    # Seat 2 may show after seat 1 has led; seat 1 cannot any more.
    state = at_play(
        {1: LOW_TEN, 2: [f"T{n}" for n in range(12, 22)], 3: ["T1", "EX"]},
        avoid={1: "TX", 2: "TX"},
    )
    lead = next(a for a in state.legal_actions() if not a.startswith("poignee:"))
    state.apply(lead)
    assert state.to_move == 2
    state.apply("poignee:" + ",".join(f"T{n}" for n in range(12, 22)))
    while state.to_move != 1 or not state.observation(1)["tricks"]:
        state.apply(next(a for a in state.legal_actions() if not a.startswith("poignee:")))
    assert offered(state) == []
    refused(state, "poignee:" + ",".join(LOW_TEN), "first card")


def test_poignee_is_not_a_chien_or_discard_action() -> None:
    state = short_taker()
    refused(state, "poignee:" + ",".join(LOW_TEN), "poign")


# The four-Kings exception: SHORT_HAND after discarding 5C 6C 2S 3S T2 T3 keeps the four
# Kings, the three bouts and T4-T14: 13 trumps in hand + 2 public discards = 15.
def four_kings_taker(hand: list[str] = SHORT_HAND) -> TarotState:
    state = dealt({1: hand}, chien=SHORT_CHIEN)
    discards = ["5C", "6C", "2S", "3S", "T2", "T3"]
    if "QC" in hand:  # the three-Kings variant has one more plain card and one trump less
        discards = ["5C", "6C", "2S", "3S", "QC", "T2"]
    play(state, ["garde", "pass", "pass", "pass", *(f"discard:{c}" for c in discards)])
    state.apply("no-chelem")
    assert state.to_move == 1
    return state


FOUR_KINGS_TRIPLE = ["T1", "T2", "T3", *(f"T{n}" for n in range(4, 15)), "T21"]


def test_four_kings_triple_may_use_public_discards() -> None:
    state = four_kings_taker()
    triples = [a for a in offered(state) if len(a.split(",")) == 15]
    assert triples == ["poignee:" + ",".join(FOUR_KINGS_TRIPLE)]
    state.apply("poignee:" + ",".join(FOUR_KINGS_TRIPLE))
    assert state.observation(0)["poignees"][0]["cards"] == FOUR_KINGS_TRIPLE


def test_four_kings_exception_is_for_the_triple_only() -> None:
    state = four_kings_taker()
    double = ["T2", "T3", *(f"T{n}" for n in range(4, 15))]
    refused(state, "poignee:" + ",".join(double), "T2")
    state.apply("poignee:" + ",".join(["T1", *(f"T{n}" for n in range(4, 15)), "T21"]))


def test_public_discards_need_the_four_kings() -> None:
    hand = [c if c != "KC" else "QC" for c in SHORT_HAND]
    state = four_kings_taker(hand)
    triple = ["T1", "T2", *(f"T{n}" for n in range(3, 15)), "T21"]
    refused(state, "poignee:" + ",".join(triple), "T2")


# -- playing a trick ---------------------------------------------------------------------------
def test_follow_suit_and_the_excuse_is_always_playable() -> None:
    state = at_play({1: ["5S"], 2: ["9S", "KS", "EX"]}, avoid={2: "SX"})
    state.apply("5S")
    assert set(state.legal_actions()) == {"9S", "KS", "EX"}
    heart = next(c for c in state.observation(2)["hand"] if c.endswith("H"))
    refused(state, heart, "follow")


def test_void_must_trump_and_overtrump_even_the_partner() -> None:
    state = at_play(
        {1: ["5S"], 2: ["T10", "T3"], 3: ["T12", "T5", "EX"]},
        avoid={2: "STX", 3: "STX"},
    )
    state.apply("5S")
    assert set(state.legal_actions()) == {"T3", "T10"}
    refused(state, next(c for c in state.observation(2)["hand"] if c.endswith("H")), "trump")
    state.apply("T10")
    assert set(state.legal_actions()) == {"T12", "EX"}  # seat 3 must beat its partner
    refused(state, "T5", "beat")
    state.apply("T12")
    spades = [c for c in state.observation(0)["hand"] if c.endswith("S")]
    assert spades and set(state.legal_actions()) == set(spades)
    state.apply(spades[-1])
    assert state.observation(0)["tricks"][0]["winner"] == 3
    assert state.to_move == 3


def test_trumps_led_must_overtrump_or_else_any_trump() -> None:
    state = at_play(
        {1: ["T8"], 2: ["T15", "T3"], 3: ["T2", "T4"]},
        avoid={2: "TX", 3: "TX", 0: "TX"},
    )
    state.apply("T8")
    assert set(state.legal_actions()) == {"T15"}
    refused(state, "T3", "beat")
    state.apply("T15")
    assert set(state.legal_actions()) == {"T2", "T4"}  # cannot beat: any lower trump
    state.apply("T2")
    assert set(state.legal_actions()) == set(state.observation(0)["hand"])  # no trump at all


def test_void_without_trumps_plays_anything_and_off_suit_never_wins() -> None:
    state = at_play({1: ["5H"], 2: ["9H"], 3: ["KS"], 0: ["KD"]}, avoid={3: "HTX", 0: "HTX"})
    state.apply("5H")
    state.apply("9H")
    assert set(state.legal_actions()) == set(state.observation(3)["hand"])
    state.apply("KS")
    assert set(state.legal_actions()) == set(state.observation(0)["hand"])
    state.apply("KD")
    assert state.observation(1)["tricks"][0]["winner"] == 2  # 9H beats the off-suit Kings


def test_led_excuse_lets_the_next_card_set_the_suit() -> None:
    state = at_play({1: ["EX"], 2: ["5H", "T9"], 3: ["6H", "7H"]}, avoid={0: "HX"})
    state.apply("EX")
    assert set(state.legal_actions()) == set(state.observation(2)["hand"])  # free
    state.apply("5H")
    assert set(state.legal_actions()) == {
        c for c in state.observation(3)["hand"] if c.endswith("H")
    }
    state.apply("7H")
    state.apply(state.legal_actions()[0])
    trick = state.observation(1)["tricks"][0]
    assert trick["winner"] in (0, 3)  # the Excuse never wins
    assert trick["winner"] != 1


def test_highest_trump_wins() -> None:
    result = script(s.SEED).state(upto=10 + 4 * 14).observation(0)["tricks"]
    plays = [(2, "JC"), (3, "T4"), (0, "T5"), (1, "10C")]
    assert result[13] == {"leader": 2, "plays": plays, "winner": 0}
    assert result[6]["winner"] == 1  # T21 over T1 T2 T3


def test_card_not_held_and_wrong_turn() -> None:
    state = at_play({1: ["5S"], 2: ["9S"]})
    refused(state, "9S", "does not hold")


# -- observations ------------------------------------------------------------------------------
def test_observation_shows_only_ones_own_hand() -> None:
    state = plain_deal()
    hands = state.deal_json()["hands"]
    for seat in range(4):
        obs = state.observation(seat)
        assert obs["hand"] == hands[seat]
        others = {c for other, hand in enumerate(hands) if other != seat for c in hand}
        assert not others & codes_in(obs)
