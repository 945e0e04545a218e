"""The state-machine contract every game of the registry keeps (OpenSpiel's RandomSimTest):
random legal play from many seeds and dealers, with every property checked at every step.

A new game registered in ``cardavia.engine.registry`` runs all of these without a line here.
"""

from __future__ import annotations

import json
import random
from typing import Any, get_type_hints

import pytest
from contract_helpers import (
    CONTRACT,
    GAMES,
    PLAYS,
    Play,
    cards_in,
    coverage_plays,
    fresh_state,
    full_view,
    games_and_scopes,
    played_record,
    shared_mutables,
    spec_of,
    vocabulary_sample,
    walk,
)
from contract_knowledge import READERS
from hypothesis import given

from cardavia.engine.game import IllegalAction
from cardavia.engine.records import parse_record, parse_records_text, replay_deal, result_mismatches
from cardavia.engine.view import Observation, Result


# -- clones ------------------------------------------------------------------------------------
def check_a_clone_is_equal_and_independent(
    game: str, play: Play, allowed: frozenset[str] = frozenset()
) -> None:
    state, rng = play.start(game)
    for step in walk(state, rng, play.policy):
        before = full_view(step)
        twin = step.clone()
        assert type(twin) is type(step)
        assert full_view(twin) == before, "a clone differs from its original"
        if step.is_over:
            continue
        # playing on the clone leaves the original as it was...
        action = rng.choice(twin.legal_ids())
        twin.apply_id(action)
        name = step.format_action(action)
        assert full_view(step) == before, f"applying {name} to a clone changed the original"
        # ...and playing on the original leaves an earlier clone as it was
        other = step.clone()
        kept = full_view(other)
        moved = step.clone()
        moved.apply_id(action)
        assert full_view(other) == kept
        assert full_view(moved) == full_view(twin), "the same action gave different states"


def check_a_clone_shares_no_mutable_field(
    game: str, play: Play, allowed: frozenset[str] = frozenset()
) -> None:
    state, rng = play.start(game)
    for step in walk(state, rng, play.policy):
        shared = [f for f in shared_mutables(step, step.clone()) if f.split("[")[0] not in allowed]
        assert shared == [], f"{type(step).__name__}.clone shares mutable fields: {shared}"


# -- illegal actions and legality ----------------------------------------------------------
def check_an_illegal_action_raises_with_a_reason_and_changes_nothing(
    game: str, play: Play, allowed: frozenset[str] = frozenset()
) -> None:
    state, rng = play.start(game)
    tried = 0
    for step in walk(state, rng, play.policy):
        illegal = [a for a in vocabulary_sample(game, rng, 25) if not step.is_legal(a)]
        before = full_view(step)
        for action in illegal[:8]:
            with pytest.raises(IllegalAction) as caught:
                step.apply(action)
            assert caught.value.action == action
            assert str(caught.value.reason).strip(), f"{action!r} was refused with no reason"
            assert full_view(step) == before, f"the refused {action!r} changed the state"
            tried += 1
    assert tried > 0


def check_is_legal_says_whether_apply_succeeds(
    game: str, play: Play, allowed: frozenset[str] = frozenset()
) -> None:
    state, rng = play.start(game)
    for step in walk(state, rng, play.policy):
        for action in step.legal_actions() + vocabulary_sample(game, rng, 20):
            trial = step.clone()
            try:
                trial.apply(action)
            except IllegalAction:
                accepted = False
            else:
                accepted = True
            assert step.is_legal(action) == accepted, (
                f"is_legal({action!r}) is {not accepted} but apply "
                f"{'accepted' if accepted else 'refused'} it in phase {step.phase}"
            )
        if not step.is_over:
            assert step.legal_actions(), f"no legal action before the end ({step.phase})"
        else:
            assert step.legal_actions() == [] and step.to_move is None


def check_the_int_kernel_agrees_with_the_string_api(
    game: str, play: Play, allowed: frozenset[str] = frozenset()
) -> None:
    state, rng = play.start(game)
    for step in walk(state, rng, play.policy):
        ids = step.legal_ids()
        assert len(set(ids)) == len(ids), "legal_ids repeats an action"
        assert step.legal_actions() == [step.format_action(a) for a in ids]
        for a in ids:
            name = step.format_action(a)
            assert step.why_illegal(a) is None, f"legal_ids offers {name} but why_illegal refuses"
            assert step.parse_action(name) == a, f"{name} does not parse back to its id"
            assert step.is_legal(name)
        if ids:  # apply_id and apply give the same state
            a = rng.choice(ids)
            by_id, by_name = step.clone(), step.clone()
            by_id.apply_id(a)
            by_name.apply(step.format_action(a))
            assert full_view(by_id) == full_view(by_name)
        for word in vocabulary_sample(game, rng, 20):
            try:
                a = step.parse_action(word)
            except IllegalAction as exc:
                assert not step.is_legal(word) and str(exc.reason).strip()
                continue
            reason = step.why_illegal(a)
            if reason is None:
                assert step.is_legal(word), f"why_illegal accepts {word!r}, is_legal refuses it"
            else:
                assert str(reason).strip(), f"why_illegal refuses {word!r} with an empty reason"


def check_is_legal_means_the_kernel_accepts_the_action_now(
    game: str, play: Play, allowed: frozenset[str] = frozenset()
) -> None:
    """The converse: an action the string API accepts is one ``why_illegal`` accepts now
    (no action does something different from what its id does)."""
    state, rng = play.start(game)
    for step in walk(state, rng, play.policy):
        if step.phase in allowed:
            continue
        for word in step.legal_actions() + vocabulary_sample(game, rng, 30):
            if step.is_legal(word):
                reason = step.why_illegal(step.parse_action(word))
                assert reason is None, (
                    f"is_legal({word!r}) is True in phase {step.phase} but why_illegal says: "
                    f"{reason}"
                )


# -- hidden information ------------------------------------------------------------------------
def check_an_observation_never_shows_another_seats_hidden_cards(
    game: str, play: Play, allowed: frozenset[str] = frozenset()
) -> None:
    reader = READERS.get(game)
    assert reader is not None, (
        f"no hidden-cards reader for {game}: add one to tests/contract/contract_knowledge.py"
    )
    state, rng = play.start(game)
    for step in walk(state, rng, play.policy):
        record = step.to_record()
        knows = reader(record, step.observation(0))
        for seat in range(step.num_seats):
            obs = step.observation(seat)
            json.dumps(obs)  # JSON-ready
            assert obs["seat"] == seat
            assert set(obs["hand"]) == knows.hands[seat], f"seat {seat}'s hand is wrong"
            leaked = cards_in(obs) & knows.hidden[seat]
            assert not leaked, (
                f"seat {seat} sees {sorted(leaked)} in phase {step.phase} after {record['actions']}"
            )
            expected = step.legal_actions() if seat == step.to_move else []
            assert obs["legal_actions"] == expected


# -- the typed shapes --------------------------------------------------------------------------
def _declared(typed: Any) -> tuple[frozenset[str], frozenset[str]]:
    return frozenset(typed.__required_keys__), frozenset(typed.__optional_keys__)


def _is_seat(value: object, num_seats: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < num_seats


def _plays_ok(plays: object, num_seats: int) -> bool:
    return isinstance(plays, list) and all(
        isinstance(p, tuple) and len(p) == 2 and _is_seat(p[0], num_seats) and isinstance(p[1], str)
        for p in plays
    )


def check_observations_and_results_have_the_declared_shape(
    game: str, play: Play, allowed: frozenset[str] = frozenset()
) -> None:
    """Every observation has exactly the keys its game's TypedDict declares (the engine core
    of engine/view.py included), every result likewise, with the shared core's meaning: one
    ``(seat, card)`` form for the trick and the tricks, ``hand_sizes``, the public history."""
    state, rng = play.start(game)
    hints = get_type_hints(type(state).observation)["return"], get_type_hints(type(state).result)
    obs_type, result_type = hints[0], hints[1]["return"]
    obs_required, obs_optional = _declared(obs_type)
    res_required, res_optional = _declared(result_type)
    assert frozenset(Observation.__required_keys__) <= obs_required, "not an Observation"
    assert frozenset(Result.__required_keys__) <= res_required, "not a Result"
    n = state.num_seats
    for step in walk(state, rng, play.policy):
        history = step.history()
        for seat in range(n):
            obs = step.observation(seat)
            keys = frozenset(obs)
            assert obs_required <= keys, f"missing {sorted(obs_required - keys)}"
            assert keys <= obs_required | obs_optional, f"undeclared {sorted(keys - obs_required)}"
            assert obs["game"] == game and obs["phase"] == step.phase
            assert obs["over"] == step.is_over and obs["to_move"] == step.to_move
            assert len(obs["hand_sizes"]) == n and obs["hand_sizes"][seat] == len(obs["hand"])
            assert _plays_ok(obs["trick"], n)
            if obs["trick"]:
                assert obs["trick"][0][0] == obs["leader"]
            for trick in obs["tricks"]:
                assert set(trick) == {"leader", "plays", "winner"}
                assert _plays_ok(trick["plays"], n) and trick["plays"]
                assert trick["plays"][0][0] == trick["leader"] and _is_seat(trick["winner"], n)
                assert trick["winner"] in {s for s, _ in trick["plays"]}
            won = [0] * n
            for trick in obs["tricks"]:
                won[trick["winner"]] += 1
            assert obs["tricks_won"] == won, "tricks_won is not the winners of the tricks"
            soloist = obs["soloist"]
            assert soloist is None or _is_seat(soloist, n)
            for word in ("taker", "declarer"):  # the game's own word names the same seat
                if word in obs:
                    assert obs[word] == soloist, f"soloist {soloist}, {word} {obs[word]}"
            seen = obs["actions"]
            assert len(seen) == len(history)
            assert all(a == b or a.endswith(":?") for a, b in zip(seen, history, strict=True))
        result = step.result()
        keys = frozenset(result)
        assert res_required <= keys, f"missing {sorted(res_required - keys)}"
        assert keys <= res_required | res_optional, f"undeclared {sorted(keys - res_required)}"
        assert result["over"] == step.is_over
        assert len(result["scores"]) == n and len(result["deal_scores"]) == n
        assert result["tricks_won"] == obs["tricks_won"] and result["soloist"] == obs["soloist"]


# -- records and seeds -------------------------------------------------------------------------
def check_every_applied_action_is_in_the_history(
    game: str, play: Play, allowed: frozenset[str] = frozenset()
) -> None:
    """A record is the deal plus the actions: one applied action, one more in the history
    (an action left out makes a state no record can bring back)."""
    state, rng = play.start(game)
    for step in walk(state, rng, play.policy):
        if step.is_over:
            break
        before = step.history()
        action = rng.choice(step.legal_ids())
        name = step.format_action(action)
        trial = step.clone()
        trial.apply_id(action)
        expected = before if name in allowed else [*before, name]
        assert trial.history() == expected, f"{name} left no trace in the history"


def check_a_record_replays_to_the_same_state(
    game: str, play: Play, allowed: frozenset[str]
) -> None:
    """At a few points of the deal (a game in progress) and at its end; a point just after
    an action the history leaves out is for the test above."""
    state, rng = play.start(game)
    states, recorded, length = [], [], -1
    for step in walk(state, rng, play.policy):
        states.append(step.clone())
        recorded.append(len(step.history()) > length)
        length = len(step.history())
    stops = random.Random(play.seed + 1).sample(range(len(states)), min(3, len(states)))
    points = {*stops, len(states) - 1}
    for step in [states[i] for i in sorted(points) if recorded[i]]:
        record = step.to_record()
        text = json.dumps(record, ensure_ascii=False)
        (loaded,) = parse_records_text(text)
        replayed = replay_deal(loaded.record, loaded.label)  # type: ignore[arg-type]
        assert replayed.history() == step.history()
        assert replayed.result() == step.result()
        assert result_mismatches(record["result"], replayed.result()) == []
        for seat in range(step.num_seats):
            assert replayed.observation(seat) == step.observation(seat)
        assert replayed.to_record() == record
        assert replayed.legal_actions() == step.legal_actions()
    assert recorded[-1], "the end of a deal must be recorded"


def check_a_deal_is_determined_by_its_seed(
    game: str, play: Play, allowed: frozenset[str] = frozenset()
) -> None:
    spec = spec_of(game)
    d = play.dealer % spec.num_seats
    first = spec.random_state(random.Random(play.seed), d)
    again = spec.random_state(random.Random(play.seed), d)
    assert first.to_record() == again.to_record()
    assert first.dealer == d
    args = (game, play.seed, d, play.play_seed, play.policy)
    assert played_record(*args) == played_record(*args)


@pytest.mark.parametrize("game", GAMES)
def test_different_seeds_give_different_deals(game: str):
    spec = spec_of(game)
    deals = {json.dumps(spec.random_state(random.Random(s), 0).deal_json()) for s in range(30)}
    assert len(deals) == 30


# -- results -----------------------------------------------------------------------------------
def check_every_result_has_scores_and_over(
    game: str, play: Play, allowed: frozenset[str] = frozenset()
) -> None:
    state, rng = play.start(game)
    n = state.num_seats
    for step in walk(state, rng, play.policy):
        result = step.result()
        json.dumps(result)
        assert result["over"] == step.is_over
        scores = result["scores"]
        assert isinstance(scores, list) and len(scores) == n
        assert all(isinstance(x, int | float) and not isinstance(x, bool) for x in scores)


def check_every_result_has_deal_scores(
    game: str, play: Play, allowed: frozenset[str] = frozenset()
) -> None:
    """This deal's settlement per seat (OpenSpiel's ``returns()``): nothing mid-deal, and
    ``scores`` minus ``deal_scores`` is the standing before the deal at every step (scores
    per deal or cumulative, whichever the game keeps)."""
    state, rng = play.start(game)
    before: list[float] | None = None
    for step in walk(state, rng, play.policy):
        result = step.result()
        assert "deal_scores" in result, (
            f"{game}: the result has no deal_scores (fields: {sorted(result)})"
        )
        deal_scores = result["deal_scores"]
        assert isinstance(deal_scores, list) and len(deal_scores) == step.num_seats
        if not step.is_over:
            assert deal_scores == [0] * step.num_seats, "deal_scores settled mid-deal"
        standing = [s - d for s, d in zip(result["scores"], deal_scores, strict=True)]
        before = before or standing
        assert standing == before, f"scores {result['scores']} and deal_scores {deal_scores}"


def test_every_game_of_the_registry_is_covered():
    assert GAMES, "the registry lists no game"
    for game in GAMES:
        spec = spec_of(game)
        assert spec.id == game and spec.num_seats >= 2
        assert parse_record(fresh_state(game, 1, 0).to_record(), "x").game == game


# -- every check, on hypothesis's seeds and on the coverage deals --------------------------------
CHECKS = {
    name.removeprefix("check_"): check
    for name, check in list(globals().items())
    if name.startswith("check_")
}
CASES = [
    pytest.param(name, *p.values, marks=p.marks, id=f"{name}-{p.id}")
    for name in CHECKS
    for p in games_and_scopes(name)
]


@pytest.mark.parametrize(("check", "game", "allowed"), CASES)
@CONTRACT
@given(play=PLAYS)
def test_on_random_deals(check: str, game: str, allowed: frozenset[str], play: Play):
    """Each check on hypothesis's walks: many seeds, dealers and ways of choosing."""
    CHECKS[check](game, play, allowed)


@pytest.mark.parametrize(("check", "game", "allowed"), CASES)
def test_on_the_coverage_deals(check: str, game: str, allowed: frozenset[str]):
    """Each check on fixed walks that together reach every door random walks reach (a
    poignée, an exchange, a talon taken, every way a deal ends): rare branches every run."""
    plays = coverage_plays(game)
    assert len(plays) >= 2
    for play in plays:
        CHECKS[check](game, play, allowed)
