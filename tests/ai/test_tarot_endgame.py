"""The exact endgame solver of the hard French Tarot agent against the engine itself."""

import random

import pytest
from tests.games.french_tarot._helpers import script

from cardavia.ai.agent import make_agent
from cardavia.ai.french_tarot.search import Endgame, SearchAborted
from cardavia.engine.decks import TAROT
from cardavia.engine.registry import get_game
from cardavia.games.french_tarot.rules import TarotState
from cardavia.games.french_tarot.tables import EXCUSE, EXCUSE_BIT

SPEC = get_game("french-tarot")


def endgame(seed: int, tricks_left: int, in_trick: int, excuse: bool = False) -> TarotState:
    """Random legal play from a seeded deal up to ``tricks_left`` tricks left and
    ``in_trick`` cards into the current trick (optionally with the Excuse still held)."""
    rng = random.Random(seed)
    while True:
        state = SPEC.random_state(rng, rng.randrange(4))
        while not state.is_over and not (
            state.phase == "play"
            and 18 - state.trick_no == tricks_left
            and len(state.trick) == in_trick
        ):
            legal = state.legal_ids()
            if excuse and len(legal) > 1 and EXCUSE in legal:
                legal.remove(EXCUSE)  # keep the Excuse for the endgame
            state.apply_id(rng.choice(legal))
        if state.is_over:
            continue
        if excuse and not any(h & EXCUSE_BIT for h in state.hands):
            continue
        return state


def engine_minimax(state: TarotState) -> int:
    """Plain minimax on engine clones, scored by the engine's settlement (per defender)."""
    if state.is_over:
        scores = state.result()["scores"]
        return scores[state.taker] // 3
    values = []
    for card in state.legal_ids():
        child = state.clone()
        child.apply_id(card)
        values.append(engine_minimax(child))
    return max(values) if state.to_move == state.taker else min(values)


def engine_values(state: TarotState) -> dict[int, int]:
    out = {}
    for card in state.legal_ids():
        child = state.clone()
        child.apply_id(card)
        out[card] = engine_minimax(child)
    return out


@pytest.mark.parametrize("tricks_left", [1, 2, 3])
@pytest.mark.parametrize("excuse", [False, True])
def test_solver_values_match_the_engine_on_random_endgames(tricks_left, excuse):
    for seed in range(25 if tricks_left < 3 else 8):
        state = endgame(1000 * tricks_left + seed, tricks_left, seed % 4, excuse)
        values = engine_values(state)
        assert Endgame(state).values() == values, seed
        best = max if state.to_move == state.taker else min
        assert Endgame(state).value() == best(values.values()), seed


def test_solver_matches_the_engine_when_the_slam_ends_on_the_led_excuse():
    # The taker (seat 0, Garde sans) has won every trick and leads the Excuse last: it wins
    # the last trick, so the Petit won in the trick before is "au bout".
    chien = ["10S", "JS", "10H", "JH", "10D", "JD"]
    deal = script(
        [(0, t) for t in SLAM], dealer=3, taker=0, contract="garde-sans", chien=chien, chelem=True
    )
    state = deal.state(upto=4 + 1 + 4 * 15)  # the auction, "chelem", 15 tricks
    values = Endgame(state).values()
    assert values == engine_values(state)
    # Leading the Excuse now loses a trick (and the declared slam): keep it for the end.
    ex, t15 = TAROT.parse("EX"), TAROT.parse("T15")
    assert values[t15] > values[ex]
    # Seat 2 saves nothing by keeping its Petit for trick 17: the slam ends on the led
    # Excuse, so the Petit counts "au bout" for the taker. It must drop it now.
    state.apply("T15")
    state.apply("5C")
    values = Endgame(state).values()
    assert values == engine_values(state)
    t1, t2 = TAROT.parse("T1"), TAROT.parse("T2")
    assert values[t1] < values[t2]
    for action in ["T2", "NC", *SLAM[16].split(), *SLAM[17].split()]:
        state.apply(action)
    result = state.result()
    assert result["petit_au_bout"] == "taker" and result["chelem"] == "declared-made"
    assert values[t2] == result["scores"][0] // 3


# Seat 0 declares a slam in Garde sans, leads its masters, then trumps, and the Excuse last.
SLAM = [
    "KS 2S AS 7S",
    "QS 3S 5S 8S",
    "NS 4S 6S 9S",
    "KH 2H AH 7H",
    "QH 3H 5H 8H",
    "NH 4H 6H 9H",
    "KD 2D AD 7D",
    "QD 3D 5D 8D",
    "ND 4D 6D 9D",
    "T21 T9 T8 T12",
    "T20 T10 T7 T13",
    "T19 T11 T6 8C",
    "T18 2C T5 9C",
    "T17 3C T4 10C",
    "T16 4C T3 JC",
    "T15 5C T2 NC",
    "T14 6C T1 QC",
    "EX 7C AC KC",
]


def test_a_node_budget_stops_the_search():
    state = endgame(3, 5, 0)
    with pytest.raises(SearchAborted):
        Endgame(state, max_nodes=10).values()


# Four tricks from the end the taker (seat 1, Prise) holds 10S 2C 7C and the Petit; seat 2
# holds ND 9D 10C and the T19 as its only trump, seat 3 holds 8D 10D T8 T15, seat 0 has
# no trump. Only leading the 10S wins: seat 2 must ruff it with the T19, and then the Petit
# can ruff diamonds without being overtrumped and brings the contract home (54 points with
# two bouts). Any club or the Petit itself loses the Petit and the contract.
PETIT_SAVED = [
    (3, "AS T6 5S QS"),
    (0, "KD T20 EX 4D"),
    (1, "KS 4S 2S T7"),
    (0, "2H KH 3H AH"),
    (1, "KC 8C QC 3C"),
    (1, "6S JS NS T10"),
    (0, "4H T3 7H 6H"),
    (1, "7S T9 3S T11"),
    (0, "AD T4 7D 6D"),
    (1, "8S T13 T14 T18"),
    (0, "4C AC 9C T2"),
    (3, "QH 5H T21 8H"),
    (1, "9S T16 T17 T12"),
    (3, "NH 9H T5 10H"),
    (1, "10S T19 T8 JD"),
    (2, "9D 8D 5D T1"),
    (1, "2C 10C T15 5C"),
    (3, "10D 6C 7C ND"),
]


def _petit_position() -> TarotState:
    deal = script(
        PETIT_SAVED,
        dealer=2,
        taker=1,
        contract="prise",
        chien=["8S", "KH", "AC", "JC", "T3", "T5"],
        discard=["JH", "2D", "3D", "QD", "JC", "NC"],
    )
    return deal.state(upto=4 + 6 + 4 * 14)


def test_the_solver_finds_the_only_line_that_saves_the_petit():
    state = _petit_position()
    assert state.to_move == 1 and 18 - state.trick_no == 4
    values = {TAROT.codes[c]: v for c, v in Endgame(state).values().items()}
    assert values["10S"] > 0 > max(values["2C"], values["7C"], values["T1"])
    agent = make_agent("french-tarot", "oracle", 0)
    assert agent.act_state(state) == "10S"
    # Played out as the solver plays it, the Petit ruffs a diamond and the contract is made.
    for _, cards in PETIT_SAVED[14:]:
        for card in cards.split():
            state.apply(card)
    result = state.result()
    assert result["made"] and result["bouts"] == 2
    assert result["scores"][1] // 3 == values["10S"]
