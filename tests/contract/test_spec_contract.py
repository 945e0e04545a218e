"""The GameSpec of every registered game agrees with its engine: the action vocabulary of each
phase holds every legal action random play meets, the seat layout follows the play direction,
the hand size is what each seat holds when the play starts, and ``package`` finds the game's
part in every layer. Nothing here knows a game by name."""

from __future__ import annotations

import importlib
import random
from collections import defaultdict

import pytest
from contract_helpers import GAMES, POLICIES, fresh_state, pick, spec_of

from cardavia.engine.registry import in_vocabulary

#: The compass places in each direction of play, from seat 0 (south) on.
ROUND = {
    "counter-clockwise": ("south", "east", "north", "west"),
    "clockwise": ("south", "west", "north", "east"),
}
DEALS = 60


def _random_play(game: str):
    """(phase, legal actions, state) before every action of DEALS random deals, every policy."""
    for n in range(DEALS):
        policy = POLICIES[n % len(POLICIES)]
        state = fresh_state(game, 1000 + n, n)
        rng = random.Random(n)
        while not state.is_over:
            yield state.phase, state.legal_actions(), state
            state.apply_id(pick(state.legal_ids(), rng, policy))
        yield state.phase, state.legal_actions(), state


@pytest.mark.parametrize("game", GAMES)
def test_every_legal_action_belongs_to_its_phase_vocabulary(game: str):
    spec = spec_of(game)
    outside: dict[str, set[str]] = defaultdict(set)
    phases = set()
    for phase, legal, _ in _random_play(game):
        phases.add(phase)
        assert phase in spec.actions, f"{game}: phase {phase!r} has no vocabulary"
        for action in legal:
            if not in_vocabulary(spec, phase, action):
                outside[phase].add(action)
    assert not outside, f"{game}: legal actions outside their phase's vocabulary: {outside}"
    # and the vocabulary names no phase the game never reaches
    assert set(spec.actions) == phases, f"{game}: phases {sorted(phases)}"


@pytest.mark.parametrize("game", GAMES)
def test_the_vocabulary_refuses_what_a_phase_never_offers(game: str):
    spec = spec_of(game)
    for phase in spec.actions:
        assert not in_vocabulary(spec, phase, "no-such-action")
        assert not in_vocabulary(spec, "no-such-phase", spec.deck.codes[0])
        for other in spec.actions:
            for entry in spec.actions[other]:
                if "{" not in entry and entry not in spec.actions[phase]:
                    assert not in_vocabulary(spec, phase, entry), (phase, entry)
    assert spec.actions["over"] == (), "a finished deal offers no action"


@pytest.mark.parametrize("game", GAMES)
def test_each_seat_holds_hand_size_cards_when_the_play_starts(game: str):
    spec = spec_of(game)
    started = 0
    for n in range(DEALS):
        state = fresh_state(game, 2000 + n, n)
        rng = random.Random(n)
        while not state.is_over and state.phase != "play":
            state.apply_id(pick(state.legal_ids(), rng, POLICIES[n % len(POLICIES)]))
        if state.phase != "play":
            continue  # a deal that ends before the play (everyone passed, both defenders drop)
        started += 1
        sizes = [len(state.observation(seat)["hand"]) for seat in range(spec.num_seats)]
        assert sizes == [spec.hand_size] * spec.num_seats, f"{game} deal {n}: {sizes}"
    assert started >= DEALS // 4, f"{game}: only {started} of {DEALS} deals reached the play"


@pytest.mark.parametrize("game", GAMES)
def test_the_seat_layout_follows_the_play_direction(game: str):
    spec = spec_of(game)
    layout = spec.seat_layout
    assert len(layout) == spec.num_seats and len(set(layout)) == len(layout)
    assert layout[0] == "south", "seat 0 (the human by default) sits at the bottom"
    if spec.play_direction == "facing":
        assert layout == ("south", "north")
    else:
        round_ = ROUND[spec.play_direction]
        positions = [round_.index(place) for place in layout]
        assert positions == sorted(positions), f"{game}: {layout} against {spec.play_direction}"


@pytest.mark.parametrize("game", GAMES)
def test_suit_and_rank_orders_cover_the_plain_cards(game: str):
    spec = spec_of(game)
    assert len(set(spec.suit_order)) == len(spec.suit_order)
    assert len(set(spec.rank_order)) == len(spec.rank_order)
    plain = [c for c in spec.deck.codes if c[-1] in spec.suit_order and c[:-1] in spec.rank_order]
    assert len(plain) == len(spec.suit_order) * len(spec.rank_order)


@pytest.mark.parametrize("game", GAMES)
def test_package_names_the_game_in_every_layer(game: str):
    spec = spec_of(game)
    assert importlib.import_module(f"cardavia.games.{spec.package}").SPEC is spec
    assert callable(importlib.import_module(f"cardavia.ai.{spec.package}").make)


@pytest.mark.parametrize("game", GAMES)
def test_the_game_is_played_with_known_decks_its_default_first(game: str):
    from cardavia.engine.registry import games_for_tradition, tradition_for_game
    from cardavia.traditions import TRADITIONS

    spec = spec_of(game)
    assert spec.traditions, "a game is played with at least one deck"
    assert len(set(spec.traditions)) == len(spec.traditions)
    assert set(spec.traditions) <= set(TRADITIONS)
    assert tradition_for_game(game) == spec.traditions[0]
    for tradition in TRADITIONS:
        assert (game in games_for_tradition(tradition)) == (tradition in spec.traditions)


@pytest.mark.parametrize("game", GAMES)
def test_each_rules_tradition_has_its_own_document_in_every_locale(game: str):
    from cardavia.i18n.locales import LOCALES, locales_dir
    from cardavia.i18n.rules import rules_filename

    spec = spec_of(game)
    for tradition in spec.rules_traditions:
        assert tradition in spec.traditions[1:]  # a deck the game is played with, not the default
        assert rules_filename(game, tradition) == f"{game}.{tradition}.md"
        for locale in LOCALES:
            assert (locales_dir() / locale / "rules" / f"{game}.{tradition}.md").is_file()
    for tradition in spec.traditions:
        if tradition not in spec.rules_traditions:
            assert rules_filename(game, tradition) == f"{game}.md"


@pytest.mark.parametrize("game", GAMES)
def test_matches_and_the_history_agree(game: str):
    spec = spec_of(game)
    # a game whose records hold whole matches names them in the history
    assert (spec.history.series_kind is not None) == spec.has_matches
    # arena matches: a series that never ends by itself is played for a number of deals
    series = spec.new_series(0)
    assert spec.match_deals is None or spec.match_deals >= spec.num_seats
    if spec.match_deals is None:
        rng = random.Random(7)
        for _ in range(200):
            state = series.start_deal(rng)
            while not state.is_over:
                state.apply_id(rng.choice(state.legal_ids()))
            series.finish_deal(state)
            if series.over:
                break
        assert series.over, f"{game}: match_deals is None but the series never ended"
