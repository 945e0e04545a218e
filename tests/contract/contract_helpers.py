"""What the contract suites share: the games of the registry, seeded random play, full views of
a state (to compare before/after), and each game's action vocabulary found by playing.

Nothing here knows a game by name: every game of ``cardavia.engine.registry`` gets the suites.
"""

from __future__ import annotations

import copy
import os
import random
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache
from typing import Any

import pytest
from hypothesis import HealthCheck, Phase, settings
from hypothesis import strategies as st

from cardavia.engine.game import GameState
from cardavia.engine.registry import GameSpec, game_ids, get_game

GAMES = game_ids()

#: Hypothesis settings of the per-step suites: many seeds, no deadline (a deal is many steps).
#: CARDAVIA_CONTRACT_EXAMPLES=500 runs a deeper search by hand (CI keeps the default).
CONTRACT = settings(
    max_examples=int(os.environ.get("CARDAVIA_CONTRACT_EXAMPLES", "30")),
    deadline=None,
    # a seed shrinks to another seed, not to a simpler deal: report the first failure found
    phases=[Phase.explicit, Phase.reuse, Phase.generate],
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

#: Engine gaps the suites reveal today: (check, game) -> why. Each becomes a strict xfail,
#: so the test reports the gap on every run and turns red (XPASS) the day it is fixed, when
#: the entry must go. Never add an entry to hide a new failure: fix the engine instead.
KNOWN_GAPS: dict[tuple[str, str], str] = {}


#: How far a known gap reaches, where a check can name it: the fields a clone shares, the
#: actions the history leaves out, the phases where is_legal and why_illegal differ. The
#: ``...-beyond-known-gap`` variant of such a test allows exactly that much and nothing more,
#: so the known gap does not hide a new one in the same game.
GAP_SCOPES: dict[tuple[str, str], frozenset[str]] = {}


def games_for(check: str) -> list[Any]:
    """Every registered game as a pytest param, with a strict xfail where ``KNOWN_GAPS`` says."""
    params = []
    for game in GAMES:
        why = KNOWN_GAPS.get((check, game))
        marks = [pytest.mark.xfail(strict=True, raises=AssertionError, reason=why)] if why else []
        params.append(pytest.param(game, marks=marks, id=game))
    return params


def games_and_scopes(check: str) -> list[Any]:
    """``(game, allowed)`` params: every game with nothing allowed (a strict xfail where a gap
    is known), plus, for a known gap with a scope, the game with just that scope allowed."""
    params = []
    for param in games_for(check):
        (game,) = param.values
        params.append(pytest.param(game, frozenset(), marks=param.marks, id=game))
        scope = GAP_SCOPES.get((check, game))
        if scope:
            params.append(pytest.param(game, scope, id=f"{game}-beyond-known-gap"))
    return params


def spec_of(game: str) -> GameSpec:
    return get_game(game)


def fresh_state(game: str, seed: int, dealer: int) -> GameState:
    spec = spec_of(game)
    return spec.random_state(random.Random(seed), dealer % spec.num_seats)


#: How a walk picks among the legal actions. Uniform play alone never gets past some doors
#: (in French Tarot four random bidders almost always end at Garde contre: no chien is ever
#: taken); "first" and "last" lean on the ends of the engine's list of legal actions (pass
#: comes first in an auction, a poignée after the cards), with no knowledge of any game.
POLICIES = ("uniform", "first", "last")


def pick(legal: list[int], rng: random.Random, policy: str = "uniform") -> int:
    if policy == "first" and rng.random() < 0.6:
        return legal[0]
    if policy == "last" and rng.random() < 0.6:
        return legal[-1]
    return rng.choice(legal)


def walk(state: GameState, rng: random.Random, policy: str = "uniform") -> Iterator[GameState]:
    """Play ``state`` to its end by random legal actions, yielding it before every action and
    once more at the end (the caller may inspect, never change it)."""
    while not state.is_over:
        yield state
        state.apply_id(pick(state.legal_ids(), rng, policy))
    yield state


@dataclass(frozen=True)
class Play:
    """A random walk through one deal: which deal, which dealer, which choices."""

    seed: int
    dealer: int  # taken modulo the game's seats
    play_seed: int
    policy: str

    def start(self, game: str) -> tuple[GameState, random.Random]:
        return fresh_state(game, self.seed, self.dealer), random.Random(self.play_seed)


SEEDS = st.integers(0, 2**32 - 1)
PLAYS = st.builds(
    Play, seed=SEEDS, dealer=st.integers(0, 5), play_seed=SEEDS, policy=st.sampled_from(POLICIES)
)


def played_record(
    game: str, seed: int, dealer: int, play_seed: int, policy: str = "uniform"
) -> dict[str, Any]:
    state = fresh_state(game, seed, dealer)
    for _ in walk(state, random.Random(play_seed), policy):
        pass
    return state.to_record()


# -- what a state looks like from everywhere ---------------------------------------------------
def slot_names(obj: object) -> list[str]:
    names: list[str] = []
    for cls in type(obj).__mro__:
        slots = cls.__dict__.get("__slots__", ())
        names.extend([slots] if isinstance(slots, str) else slots)
    return names


def fields(obj: object) -> dict[str, Any]:
    """Every attribute a state stores: its ``__slots__`` (all classes) and its ``__dict__``."""
    out = {name: getattr(obj, name) for name in slot_names(obj) if hasattr(obj, name)}
    out.update(getattr(obj, "__dict__", {}))
    return out


def full_view(state: GameState) -> dict[str, Any]:
    """The record, the observation of every seat, the legal actions and every stored field
    (deep-copied): what must not change when nothing is supposed to happen."""
    return {
        "record": state.to_record(),  # built afresh on every call, like the observations
        "observations": [state.observation(s) for s in range(state.num_seats)],
        "legal": state.legal_actions(),
        "fields": frozen(fields(state)),
    }


MUTABLE = (list, dict, set, bytearray)


def frozen(value: Any) -> Any:
    """A deep copy fit for ``==`` (faster than ``copy.deepcopy``): containers become tuples
    tagged with their type, other objects their fields."""
    if isinstance(value, int | str | float | bool | type(None)):
        return value
    if isinstance(value, dict):
        return ("dict", tuple((k, frozen(v)) for k, v in value.items()))
    if isinstance(value, set | frozenset):
        return (type(value).__name__, frozenset(frozen(v) for v in value))
    if isinstance(value, list | tuple | bytearray):
        return (type(value).__name__, tuple(frozen(v) for v in value))
    if slot_names(value) or hasattr(value, "__dict__"):
        return (type(value).__name__, tuple((k, frozen(v)) for k, v in fields(value).items()))
    return copy.deepcopy(value)


def mutable_objects(value: Any, path: str, out: dict[int, str]) -> None:
    """Every mutable container reachable from ``value`` (through tuples too), id -> path."""
    if isinstance(value, MUTABLE):
        out.setdefault(id(value), path)
        items = value.items() if isinstance(value, dict) else enumerate(value)
        for key, item in items:
            mutable_objects(item, f"{path}[{key!r}]", out)
    elif isinstance(value, tuple | frozenset):
        for i, item in enumerate(value):
            mutable_objects(item, f"{path}[{i}]", out)
    elif (hasattr(value, "__dict__") or slot_names(value)) and not isinstance(value, type):
        out.setdefault(id(value), path)
        for name, item in fields(value).items():
            mutable_objects(item, f"{path}.{name}", out)


def shared_mutables(a: object, b: object) -> list[str]:
    """The fields through which ``a`` and ``b`` share a mutable object."""
    in_a: dict[int, str] = {}
    in_b: dict[int, str] = {}
    for name, value in fields(a).items():
        mutable_objects(value, name, in_a)
    for name, value in fields(b).items():
        mutable_objects(value, name, in_b)
    return sorted(in_a[i] for i in in_a.keys() & in_b.keys())


# -- the vocabulary of a game ------------------------------------------------------------------
JUNK = ("", " ", "pass ", "PASS", "zz", "discard:", "discard:ZZ", ":", "10", "T22", "X:Y", "∅")


@cache
def vocabulary(game: str) -> tuple[str, ...]:
    """Action strings of ``game`` found without knowing it: every action legal somewhere in
    40 random deals, every card code of the pack, each ``kind:`` prefix seen with every card
    and with a card taken out or put in its list, and some junk."""
    seen: set[str] = set()
    cards: set[str] = set()
    rng = random.Random(1234)
    for seed in range(40):
        state = fresh_state(game, seed, seed)
        for pile in state.deal_json().values():
            if isinstance(pile, str):
                cards.add(pile)
            elif isinstance(pile, list):
                for item in pile:
                    cards.update(item if isinstance(item, list) else [item])
        for step in walk(state, rng):
            seen.update(step.legal_actions())
    out = set(seen) | cards | set(JUNK)
    ordered_cards = sorted(cards)
    for action in seen:
        kind, sep, rest = action.partition(":")
        if not sep:
            continue
        items = rest.split(",")
        if all(item in cards for item in items):
            out.update(f"{kind}:{c}" for c in ordered_cards)
            if len(items) > 1:
                out.add(f"{kind}:{','.join(items[1:])}")
                out.add(f"{kind}:{','.join([*items, items[0]])}")
                extra = next(c for c in ordered_cards if c not in items)
                out.add(f"{kind}:{','.join([*items[:-1], extra])}")
    return tuple(sorted(out))


def vocabulary_sample(game: str, rng: random.Random, k: int = 40) -> list[str]:
    words = vocabulary(game)
    return rng.sample(words, min(k, len(words)))


def cards_in(value: Any) -> set[str]:
    """Every string inside an observation read as cards: a code, or the codes after a
    ``kind:`` prefix (``discard:KH``, ``poignee:T1,T2``)."""
    if isinstance(value, str):
        rest = value.partition(":")[2] if ":" in value else value
        return set(rest.split(","))
    if isinstance(value, dict):
        out: set[str] = set()
        for key, item in value.items():
            out |= cards_in(key) | cards_in(item)
        return out
    if isinstance(value, list | tuple):
        out = set()
        for item in value:
            out |= cards_in(item)
        return out
    return set()


# -- deals that reach every door ---------------------------------------------------------------
def features(game: str, play: Play) -> set[str]:
    """What a walk reached, in no game's terms: the kinds of action chosen (``kind:`` prefix,
    a word, or "card"), the phases visited, and the result's words and true flags."""
    state, rng = play.start(game)
    cards = pack(state)
    seen: set[str] = set()
    while not state.is_over:
        seen.add("phase:" + state.phase)
        action = pick(state.legal_ids(), rng, play.policy)
        name = state.format_action(action)
        seen.add("action:" + ("card" if name in cards else name.partition(":")[0]))
        state.apply_id(action)
    for key, value in state.result().items():
        if isinstance(value, str) or value is True:
            seen.add(f"result:{key}={value}")
    return seen


def pack(state: GameState) -> set[str]:
    """The card codes of a deal (every pile of ``deal_json``)."""
    cards: set[str] = set()
    for pile in state.deal_json().values():
        for item in pile if isinstance(pile, list) else [pile]:
            cards.update(item if isinstance(item, list) else [item])
    return cards


@cache
def coverage_plays(game: str, scan: int = 150) -> tuple[Play, ...]:
    """A few fixed walks that together reach every feature ``scan`` walks per policy reach
    (a poignée, an exchange, a talon taken, each way a deal ends), so rare doors are checked
    on every run, whatever seeds hypothesis draws."""
    chosen: list[Play] = []
    covered: set[str] = set()
    for seed in range(scan):
        for policy in POLICIES:
            play = Play(seed=seed, dealer=seed, play_seed=seed + 7919, policy=policy)
            new = features(game, play) - covered
            if new:
                chosen.append(play)
                covered |= new
    return tuple(chosen)
