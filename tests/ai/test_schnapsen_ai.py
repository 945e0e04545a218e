import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardavia.ai.agent import LEVELS, make_agent
from cardavia.ai.arena import play_deal, run_matches
from cardavia.ai.common import Explanation
from cardavia.ai.schnapsen.agent import GAME_POINTS, match_utility, utility_of, window_of
from cardavia.ai.schnapsen.sampling import SchnapsenView, parse_action
from cardavia.ai.schnapsen.search import solve, solve_strict
from cardavia.cli import main
from cardavia.engine.records import DealModel
from cardavia.engine.registry import get_game
from cardavia.games.schnapsen.rules import SchnapsenState
from cardavia.games.schnapsen.tables import CLOSE

#: Levels played through whole deals here (``expert`` is checked on single decisions).
PLAYED_LEVELS = [lv for lv in LEVELS if lv != "expert"]

SPEC = get_game("schnapsen")


def state_after(seed: int, steps: int) -> SchnapsenState:
    """A state reached by random legal play from a seeded deal (never an ended one)."""
    rng = random.Random(seed)
    state = SPEC.random_state(rng, seed % 2)
    for _ in range(steps):
        nxt = state.clone()
        nxt.apply_id(rng.choice(nxt.legal_ids()))
        if nxt.is_over:
            break
        state = nxt
    return state


def deal(hand0: str, hand1: str, trump_card: str, stock: str, dealer: int = 1) -> SchnapsenState:
    """A state from space-separated card codes; with dealer 1, seat 0 leads first."""
    model = DealModel(
        hands=[hand0.split(), hand1.split()], stock=stock.split(), trump_card=trump_card
    )
    return SPEC.state_from_deal(model, dealer)


states = st.builds(state_after, st.integers(0, 100_000), st.integers(0, 30))


@settings(max_examples=150, deadline=None)
@given(
    states,
    st.sampled_from([lv for lv in LEVELS if lv not in ("hard", "expert")]),
    st.integers(0, 99),
)
def test_every_level_returns_a_legal_action(state, level, seed):
    obs = state.observation(state.to_move)
    action = make_agent("schnapsen", level, seed).act(obs)
    assert state.is_legal(action)


@settings(max_examples=25, deadline=None)
@given(states, st.integers(0, 99))
def test_hard_and_oracle_return_legal_actions(state, seed):
    obs = state.observation(state.to_move)
    assert state.is_legal(make_agent("schnapsen", "hard", seed, time_budget=5.0).act(obs))
    oracle = make_agent("schnapsen", "oracle", seed, time_budget=5.0)
    assert state.is_legal(oracle.act_state(state.clone()))  # type: ignore[attr-defined]


@settings(max_examples=150, deadline=None)
@given(states, st.integers(0, 10_000))
def test_sampled_worlds_look_the_same_to_the_seat(state, seed):
    """Every world sampled from a seat's observation gives that seat the same observation,
    and only the hidden cards (the opponent's unknown cards and the stock) may differ."""
    seat = state.to_move
    obs = state.observation(seat)
    view = SchnapsenView(obs)
    assert view.valid
    world = view.sample(random.Random(seed))
    assert world is not None
    assert world.observation(seat) == obs
    assert world.hands[seat] == state.hands[seat]
    assert (
        world.hands[1 - seat] & state.known[1 - seat]
        == state.hands[1 - seat] & state.known[1 - seat]
    )
    # The real deal is one of the worlds: its opponent cards respect every inference.
    assert state.hands[1 - seat] & ~state.known[1 - seat] & view.forbidden == 0


@settings(max_examples=20, deadline=None)
@given(states, st.integers(0, 10_000), st.sampled_from(["easy", "normal", "hard"]))
def test_agents_never_read_hidden_cards(state, seed, level):
    """Reshuffling the hidden cards consistently with the observation (a sampled world)
    changes nothing in what the agent decides."""
    seat = state.to_move
    obs = state.observation(seat)
    world = SchnapsenView(obs).sample(random.Random(seed))
    assert world is not None
    a = make_agent("schnapsen", level, seed % 97, time_budget=5.0)
    b = make_agent("schnapsen", level, seed % 97, time_budget=5.0)
    assert a.act(world.observation(seat)) == b.act(obs)


@pytest.mark.parametrize("level", PLAYED_LEVELS)
def test_same_seed_same_decisions(level):
    def play(seed):
        state = SPEC.random_state(random.Random(7), 0)
        agents = [make_agent("schnapsen", level, seed + s, time_budget=5.0) for s in range(2)]
        play_deal(state, agents)
        return state.history()

    assert play(3) == play(3)


def test_the_oracle_is_for_benchmarks_and_plays_legally():
    state = SPEC.random_state(random.Random(5), 1)
    agents = [make_agent("schnapsen", "oracle", s) for s in range(2)]
    play_deal(state, agents)
    assert state.is_over and "oracle" not in LEVELS


# -- positions with a known right play ------------------------------------------------------
def endgame() -> SchnapsenState:
    """The stock is exhausted; trumps are hearts. Seat 1 (22 points) leads with AS QH AC
    against seat 0's 10H JC 10C (51 points, 15 short of 66).

    Greedy cashing loses: AC wins 13 points, but then AS is trumped by 10H (seat 0 reaches
    72), and QH first is no better after AC. Drawing the trump first wins: QH goes to 10H
    (seat 0 at 64), seat 0 must then lead a club into AC and give JC or 10C to AS, and
    seat 1 takes the last trick (1 game point)."""
    state = deal("KS KH KD AD 10C", "JS QD 10D QC KC", "AH", "10S AS JC JD QS QH JH AC 10H")
    tricks = [("KH", "QC"), ("10S", "QD"), ("KS", "JS"), ("QS", "10D"), ("JH", "KC")]
    tricks += [("KD", "JD"), ("AD", "AH")]
    for lead, follow in tricks:
        state.apply(lead)
        state.apply(follow)
    assert state.strict and state.stock_left == 0 and state.to_move == 1
    assert state.points == [51, 22]
    return state


def test_the_solver_draws_the_trump_where_greedy_cashing_loses():
    state = endgame()
    values = {}
    for action in state.legal_actions():
        child = state.clone()
        child.apply(action)
        values[action] = solve(child, 1)
    assert values == {"AS": -2, "QH": 1, "AC": -1}


def test_hard_and_normal_win_the_endgame_that_the_bare_heuristic_loses():
    """With the stock exhausted normal knows the opponent's hand and solves the rest, as
    hard does; the heuristic alone would cash the Ass and lose."""
    state = endgame()
    obs = state.observation(1)
    assert make_agent("schnapsen", "hard", 0, time_budget=5.0).act(obs) == "QH"
    normal = make_agent("schnapsen", "normal", 0)
    assert normal.act(obs) == "QH"
    ids = [parse_action(a) for a in obs["legal_actions"]]
    greedy = normal._heuristic(SchnapsenView(obs), ids)  # type: ignore[attr-defined]
    assert state.format_action(greedy) == "AC"  # the greedy cash
    state.apply("QH")
    play_deal(
        state,
        [
            make_agent("schnapsen", "hard", 1, time_budget=5.0),
            make_agent("schnapsen", "hard", 2, time_budget=5.0),
        ],
    )
    assert state.result()["winner"] == 1


def test_the_trump_bube_is_exchanged_and_the_40_announced():
    # Seat 0 leads holding JD (trump Bube) and KD QD; the indicator is AD.
    state = deal("JD KD QD JS JC", "AS 10S KS QS AC", "AD", "10D 10H AH KH QH JH KC QC 10C")
    for level in ("normal", "hard"):
        assert make_agent("schnapsen", level, 0).act(state.observation(0)) == "exchange"
    state.apply("exchange")
    assert make_agent("schnapsen", "normal", 0).act(state.observation(0)) == "marriage:QD"
    # The search may first close (AD KD QD and the 40 make a strong closing hand) or cash
    # the master AD to bank the 40 at once when it leads again: the 40 comes either way.
    play_deal(
        state,
        [make_agent("schnapsen", "hard", 0, time_budget=5.0), make_agent("schnapsen", "normal", 1)],
    )
    marriages = state.result()["marriages"]
    assert [(m["seat"], m["suit"], m["points"]) for m in marriages] == [(0, "D", 40)]


def test_normal_closes_a_sure_hand_and_easy_never_does():
    # Seat 0 holds AH 10H KH QH AS; hearts are trumps and JH lies under the stock: after
    # closing it wins every trick and the 40.
    state = deal("AH 10H KH QH AS", "JS QS KD QD JC", "JH", "10S AD 10D JD AC 10C KC QC KS")
    obs = state.observation(0)
    assert make_agent("schnapsen", "normal", 0).act(obs) == "close"
    assert make_agent("schnapsen", "hard", 0, time_budget=5.0).act(obs) == "close"
    assert all(make_agent("schnapsen", "easy", s).act(obs) != "close" for s in range(60))


def test_normal_takes_a_ten_with_a_cheap_trump_while_the_stock_is_open():
    # Spades are trumps (indicator AS); seat 0 leads 10H and seat 1, without a heart, takes
    # it with its only trump, the Bube (20 points banked for a 2-point card).
    state = deal("10H KC QC JD QD", "JS KD AD 10C AC", "AS", "KS QS 10S AH KH QH JH JC 10D")
    state.apply("10H")
    assert make_agent("schnapsen", "normal", 0).act(state.observation(1)) == "JS"


def test_normal_wins_the_lead_to_announce_a_marriage_it_holds():
    # Spades are trumps (indicator AS); seat 0 leads JH and seat 1, without a heart, holds
    # the marriage KD QD: it trumps with JS for the lead that announces the 20, where
    # throwing the cheapest card would give up the Dame and the marriage with it.
    state = deal("JH QH KC QC JD", "JS KD QD AC 10C", "AS", "KH 10H AH 10D AD QS KS 10S JC")
    state.apply("JH")
    decision = make_agent("schnapsen", "normal", 0).decide(state.observation(1))
    assert decision.action == "JS"
    assert decision.explanation == Explanation(
        "schnapsen-lead-marriage", {"suit": "D", "points": 20}
    )
    state.apply("JS")
    assert make_agent("schnapsen", "normal", 0).act(state.observation(1)).startswith("marriage:")


# -- the arena's match mode ----------------------------------------------------------------
def test_match_mode_plays_duplicate_matches():
    report = run_matches("schnapsen", ["normal", "random"], 3, seed=2)
    assert report["mode"] == "matches" and report["matches_played"] == 6
    normal, rnd = report["agents"]
    assert normal["matches"] == rnd["matches"] == 6
    assert normal["match_wins"] + rnd["match_wins"] == 6
    assert normal["match_win_rate"] > rnd["match_win_rate"]
    low, high = normal["match_ci95"]
    assert 0 <= low <= normal["match_win_rate"] <= high <= 1
    assert (
        normal["deals"] == rnd["deals"] and normal["deal_wins"] + rnd["deal_wins"] == rnd["deals"]
    )


def test_match_mode_from_the_command_line(capsys):
    argv = ["arena", "--game", "schnapsen", "--agents", "normal,random", "--matches"]
    assert main([*argv, "--deals", "2", "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["duplicate_pairs"] == 2 and [a["agent"] for a in report["agents"]] == [
        "normal",
        "random",
    ]
    assert main([*argv, "--deals", "1"]) == 0
    assert "matches won" in capsys.readouterr().out
    # a Schnapsen match ends by itself: no number of deals to give
    assert main([*argv, "--deals", "1", "--match-deals", "3"]) == 2
    assert "end by themselves" in capsys.readouterr().err


# -- the strict-phase kernel and match awareness ---------------------------------------------
def engine_solve(state: SchnapsenState, seat: int, alpha: int, beta: int) -> int:
    """Plain alpha-beta on the engine (clone / legal_ids / apply_id), the kernel's reference."""
    if state.is_over:
        return state.game_pts if state.winner == seat else -state.game_pts
    maximizing = state.to_move == seat
    best = -4 if maximizing else 4
    for move in state.legal_ids():
        child = state.clone()
        child.apply_id(move)
        value = engine_solve(child, seat, alpha, beta)
        if maximizing:
            best = max(best, value)
            alpha = max(alpha, value)
        else:
            best = min(best, value)
            beta = min(beta, value)
        if alpha >= beta:
            break
    return best


def strict_state(seed: int, steps: int, close: bool) -> SchnapsenState:
    """A strict-phase state from random play: closed at the first chance (``close``) or
    played on until the stock is exhausted; if a deal ends before, the last position where
    closing was allowed, closed (the deal start is one)."""
    rng = random.Random(seed)
    state = SPEC.random_state(rng, seed % 2)
    closable = state
    for step in range(steps + 40):
        if state.strict and step >= steps:
            return state
        ids = state.legal_ids()
        if CLOSE in ids:
            closable = state
            if close:
                break
        nxt = state.clone()
        nxt.apply_id(rng.choice([a for a in ids if a != CLOSE]))
        if nxt.is_over:
            break
        state = nxt
    if state.strict:
        return state
    closed = closable.clone()
    closed.apply_id(CLOSE)
    return closed


@settings(max_examples=120, deadline=None)
@given(
    st.builds(strict_state, st.integers(0, 100_000), st.integers(0, 30), st.booleans()),
    st.sampled_from([(-3, 3), (-1, 1), (-1, 3), (-3, 1), (-2, 2)]),
)
def test_the_strict_kernel_agrees_with_the_engine(state, window):
    """Exact inside the window, a correct bound outside it, for both seats, mid-trick too."""
    assert state.strict
    low, high = window
    for seat in (0, 1):
        fast = solve_strict(state, seat, low, high)
        slow = engine_solve(state.clone(), seat, -3, 3)
        if slow <= low:
            assert fast <= low
        elif slow >= high:
            assert fast >= high
        else:
            assert fast == slow


@settings(max_examples=40, deadline=None)
@given(st.builds(strict_state, st.integers(0, 100_000), st.integers(0, 30), st.booleans()))
def test_the_kernel_table_keeps_bounds_across_windows(state):
    """The transposition table carries a position's bounds from one search to the next: a
    narrow window first, then others, every answer still exact inside its window."""
    slow = engine_solve(state.clone(), 0, -3, 3)
    for low, high in [(-1, 1), (0, 1), (-3, 3), (1, 3), (-3, -1), (-2, 2), (-3, 3)]:
        fast = solve_strict(state, 0, low, high)
        if slow <= low:
            assert fast <= low
        elif slow >= high:
            assert fast >= high
        else:
            assert fast == slow
    assert solve_strict(state, 1) == -slow


def test_the_kernel_table_stays_within_its_size(monkeypatch):
    """However many positions are searched, the table keeps at most TABLE_SIZE entries
    (it starts afresh), and the answers stay exact."""
    from cardavia.ai.schnapsen import search

    monkeypatch.setattr(search, "TABLE_SIZE", 50)
    search._TABLE.clear()
    for seed in range(12):
        state = strict_state(seed, 10, seed % 2 == 0)
        assert solve_strict(state, 0) == engine_solve(state.clone(), 0, -3, 3)
        assert len(search._TABLE) <= 51


def test_enumerated_worlds_are_searched_in_random_order(monkeypatch):
    """When every world is enumerated, the halving's first rounds (a prefix of the worlds)
    still see a random sample, not the enumeration's first cards."""
    from cardavia.ai.schnapsen import agent as schnapsen_agent

    # A closed stock a few tricks in: its order no longer matters, so a few hundred worlds.
    for seed in range(100):
        state = state_after(seed, 10)
        if not state.strict and CLOSE in state.legal_ids():
            state.apply_id(CLOSE)
            seat = state.to_move
            obs = state.observation(seat)
            view = SchnapsenView(obs)
            if 20 <= view.world_count() <= schnapsen_agent.MAX_WORLDS["hard"]:
                break
    else:
        raise AssertionError("no closed position with a few hundred worlds")
    enumerated = [w.hands[1 - seat] for w in view.worlds(random.Random(0), 10**6)]
    seen = []
    real_best = schnapsen_agent.Search.best

    def spy(self, worlds, *args):
        seen.append([w.hands[1 - seat] for w in worlds])
        return real_best(self, worlds, *args)

    monkeypatch.setattr(schnapsen_agent.Search, "best", spy)
    make_agent("schnapsen", "hard", 3).act(obs)
    assert sorted(seen[0]) == sorted(enumerated)
    assert seen[0] != enumerated


def test_match_utility_plays_for_the_match():
    # At 7:7 the outcomes keep their order and roughly their game-point spacing.
    start = match_utility(7, 7)
    assert list(start) == sorted(start) and abs(start[6] - 3) < 1.0
    # Needing one point, winning by 3 is worth no more than winning by 1.
    assert match_utility(1, 5)[4] == match_utility(1, 5)[6]
    # Needing 3 against an opponent who needs 1, only a 3-point win ends the match now.
    risky = match_utility(3, 1)
    assert risky[6] > risky[5] > risky[4] and risky[0] == risky[1] == risky[2]
    assert window_of(risky) == (-1, 3) and window_of(match_utility(1, 1)) == (-1, 1)


def test_the_match_model_uses_the_measured_deal_shares():
    from cardavia.ai.schnapsen.agent import DEAL_POINTS_SHARE, match_win_chance

    assert (
        sum(DEAL_POINTS_SHARE) == pytest.approx(1)
        and max(DEAL_POINTS_SHARE) == DEAL_POINTS_SHARE[1]
    )
    assert match_win_chance(7, 7) == pytest.approx(0.5)
    # Needing 2 against 1: most deals are won by 2 or 3, so one deal won ends it: 0.43.
    assert 0.42 < match_win_chance(2, 1) < 0.44


def test_the_match_standing_reaches_the_agent():
    obs = SPEC.random_state(random.Random(3), 0).observation(1)
    assert utility_of(obs) == GAME_POINTS
    obs["standings"] = {"match_points": [2, 1], "match_winner": None}
    assert utility_of(obs) == match_utility(1, 2)  # seat 1 needs 1, its opponent 2
    obs["standings"] = {"match_points": ["x", 9]}  # anything odd: plain game points
    assert utility_of(obs) == GAME_POINTS


def test_expert_is_the_same_search_with_a_larger_budget():
    state = state_after(4, 6)
    obs = state.observation(state.to_move)
    a = make_agent("schnapsen", "expert", 1, time_budget=30.0)
    assert a.evaluations > make_agent("schnapsen", "hard", 1).evaluations
    action = a.act(obs)
    assert state.is_legal(action)
    assert action == make_agent("schnapsen", "expert", 1, time_budget=30.0).act(obs)


def test_the_table_session_tells_ai_seats_the_match_standing(tmp_path, monkeypatch):
    from cardavia.play.session import TableSession

    monkeypatch.setenv("CARDAVIA_DATA_DIR", str(tmp_path))
    session = TableSession("schnapsen", "wiener-bild", seed=5, level="normal")
    obs = session.agent_observation(1)
    assert obs["standings"]["match_points"] == [7, 7]
    assert utility_of(obs) == match_utility(7, 7)
    while not session.state.is_over:  # the human plays the hint; the deal is counted at its end
        session.apply(session.hint() if session.human_to_move else session.ai_choice())
    result = session.state.result()
    points = session.standings()["match_points"]
    assert points[result["winner"]] == 7 - result["game_points"]
    assert session.agent_observation(1)["standings"]["match_points"] == points


def test_normal_decides_with_the_reason_the_hint_states():
    """The ``normal`` agent's Decision carries the explanation of its own action (the hint's
    reason comes from the agent that chose it); a search level states none."""
    from cardavia.ai.explain import explain

    normal = make_agent("schnapsen", "normal", 5)
    hard = make_agent("schnapsen", "hard", 5)
    reasons = set()
    for seed in range(3):
        state = SPEC.random_state(random.Random(seed), seed % 2)
        while not state.is_over:
            obs = state.observation(state.to_move)
            decision = normal.decide(obs)
            assert decision.action in obs["legal_actions"]
            assert decision.explanation == explain("schnapsen", obs, decision.action)
            reasons.add(decision.explanation.code)
            if len(obs["legal_actions"]) > 1 and not obs["strict"]:
                assert hard.decide(obs).explanation is None
            state.apply(decision.action)
    assert len(reasons) >= 4


def test_hard_searches_exactly_from_the_last_open_trick_near_the_end_of_the_stock(monkeypatch):
    """With 6 or fewer cards left in the open stock, each world is searched exactly from the
    last open trick (8 cards drawn); earlier it is played out until the stock is gone."""
    from cardavia.ai.schnapsen import agent as schnapsen_agent

    starts: list[int] = []
    real_init = schnapsen_agent.Search.__init__

    def spy(self, seat, utility, solve_from, deadline):
        starts.append(solve_from)
        real_init(self, seat, utility, solve_from, deadline)

    monkeypatch.setattr(schnapsen_agent.Search, "__init__", spy)
    seen: dict[int, int] = {}
    for seed in range(200):
        rng = random.Random(seed)
        state = SPEC.random_state(rng, seed % 2)
        while not state.is_over and not state.strict:
            left = 10 - state.drawn
            if left not in seen and len(state.legal_ids()) > 1:
                starts.clear()
                make_agent("schnapsen", "hard", seed).act(state.observation(state.to_move))
                seen[left] = starts[0]
            ids = [i for i in state.legal_ids() if i != CLOSE]
            state.apply_id(rng.choice(ids))
        if len(seen) == 5:
            break
    assert seen == {10: 10, 8: 10, 6: 8, 4: 8, 2: 8}
