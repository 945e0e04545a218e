"""A table several people share: the table session with any number of human seats.

The rules, the deals of the series, the events and the saved records are
:class:`TableSession`'s; what a shared table adds is who holds which seat. Every seat has
an AI at the table's level: it plays the seats nobody holds and the seat of a player whose
connection dropped, and gives it back when they return. Each human seat gets its own hint
(the ``normal`` AI from that seat's observation) and its own view of every event (a card
put away face down stays ``discard:?`` for the others). Undo is offered only while one
person sits at the table.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from cardavia.ai.agent import Agent, make_agent
from cardavia.ai.common import Explanation
from cardavia.ai.explain import hint_decision
from cardavia.engine.game import GameState, IllegalAction, JsonDict, Reason
from cardavia.engine.registry import CARD, CARDS
from cardavia.engine.view import Observation
from cardavia.play.session import Event, TableSession


@dataclass(frozen=True)
class Step:
    """One action applied: who made it and the states around it."""

    actor: int
    action: str
    before: GameState
    after: GameState


class SharedSession(TableSession):
    """Deals of one game in a row at a table whose seats are people or AI."""

    def __init__(
        self,
        game_id: str,
        tradition: str,
        seed: int,
        level: str = "normal",
        records_dir: Path | None = None,
        record_seat: int | None = None,
    ) -> None:
        super().__init__(game_id, tradition, seed, level, record_seat or 0, records_dir)
        #: The seat the host's own records are seen from (None: a host that does not sit).
        self.record_seat = record_seat
        # The same seeds as a solo table's, so a seat's AI plays as it would there.
        self.agents: list[Agent | None] = [
            make_agent(game_id, level, seed * 7919 + s) for s in range(self.num_seats)
        ]
        self.hint_agents = [
            make_agent(game_id, "normal", seed * 104729 + 1 + s) for s in range(self.num_seats)
        ]
        self.hint_agent = self.hint_agents[self.human]
        self.names = [""] * self.num_seats
        #: Seats a person holds (connected or within their grace time).
        self.humans: set[int] = set()
        #: Of those, the seats whose person is connected now (the AI plays the others).
        self.present: set[int] = set()
        self._observed: dict[tuple[int, int], tuple[GameState, Observation]] = {}
        self._deck_codes = frozenset(self.spec.deck.codes)

    def _observe(self, state: GameState, seat: int) -> Observation:
        """Each seat's observation of the states around the last action, computed once: every
        person's update and events read them (the cache holds the states, so no id is
        reused while it is kept)."""
        key = (id(state), seat)
        kept = self._observed.get(key)
        if kept is not None and kept[0] is state:
            return kept[1]
        if len(self._observed) > 4 * self.num_seats:
            self._observed.clear()
        obs = state.observation(seat)
        self._observed[key] = (state, obs)
        return obs

    def agent_observation(self, seat: int) -> Observation:
        obs = Observation(**self._observe(self.state, seat))  # a copy: standings are added
        obs["standings"] = self.standings()
        return obs

    # -- who sits where ----------------------------------------------------------------------
    def sit(self, seat: int, name: str) -> None:
        self.names[seat] = name
        self.humans.add(seat)
        self.present.add(seat)
        self._seats_changed()

    def away(self, seat: int) -> None:
        """The person at ``seat`` lost their connection: the AI plays for them meanwhile."""
        self.present.discard(seat)

    def back(self, seat: int) -> None:
        self.present.add(seat)

    def stand_up(self, seat: int) -> None:
        """The seat is nobody's any more: the AI plays it from now on."""
        self.humans.discard(seat)
        self.present.discard(seat)
        self.names[seat] = ""
        self._seats_changed()

    def _seats_changed(self) -> None:
        # Undo only while one person sits; whoever that is, their earlier snapshots go.
        self.undo_stack.clear()
        if len(self.humans) == 1:
            self.human = next(iter(self.humans))

    def ai_seat_to_move(self) -> int | None:
        """The seat to move when the AI plays it now (nobody's, or its person is away)."""
        seat = self.state.to_move
        if seat is None or seat in self.present:
            return None
        return seat

    def ai_decide(self, seat: int, observation: Observation) -> str:
        """The action ``seat``'s AI chooses (may search: call from a worker thread)."""
        agent = self.agents[seat]
        assert agent is not None
        return agent.act(observation)

    # -- actions -----------------------------------------------------------------------------
    def play(self, action: str) -> Step:
        """Apply an action of the seat to move; raises ``IllegalAction`` (nothing changes)."""
        before = self.state
        actor = before.to_move
        if actor is None:
            raise IllegalAction(action, Reason("deal-over"))
        undoable = len(self.humans) == 1 and actor in self.present and actor == self.human
        after = self._advance(action, undoable)
        return Step(actor, action, before, after)

    def events_for(self, step: Step, seat: int) -> list[Event]:
        """The events of ``step`` as ``seat`` saw them."""
        shown = step.after.public_action(step.action, step.actor, seat)
        events = [Event("action", step.actor, shown)]
        events += self._derived_events(step.before, step.after, seat)
        if step.after.is_over:
            events.append(Event("deal-over"))
        return events

    def can_undo_for(self, seat: int) -> bool:
        return len(self.humans) == 1 and seat == self.human and self.can_undo

    def observation_for(self, seat: int) -> Observation:
        """What ``seat`` may know now, with the standing before this deal."""
        return self.agent_observation(seat)

    def new_match(self) -> None:
        """Another match or session at the same table once one is over: deal 1 again, and
        a record file of its own."""
        if not self.match_over:
            raise ValueError("the match is not over")
        self.series = self.spec.new_series(self.rng.randrange(self.num_seats))
        self.state = self.series.start_deal(self.rng)
        self.deal_number = 1
        self.finished_states = []
        self.deal_lines = []
        self.record_file = None
        self.save_path = None
        self.undo_stack.clear()
        self._hint_cache = None

    # -- help for a seat ---------------------------------------------------------------------
    def ahead(
        self, seat: int, actions: Iterable[str]
    ) -> tuple[GameState, int, Reason | str | None]:
        """The state after ``seat``'s ``actions`` in order (on a copy), how many applied and
        why the next did not (None: all did, or ``seat`` was not to move any more)."""
        trial = self.state.clone()
        done = 0
        for action in actions:
            if trial.to_move != seat:
                return trial, done, None
            try:
                trial.apply(action)
            except IllegalAction as exc:
                return trial, done, exc.reason
            done += 1
        return trial, done, None

    def reasons_for(self, seat: int) -> dict[str, Reason]:
        """Why each action of ``seat``'s vocabulary now (its phase's actions, a card one for
        each card in its hand) is not allowed, for those that are not; empty unless ``seat``
        is to move."""
        state = self.state
        if state.to_move != seat:
            return {}
        hand = self._observe(state, seat)["hand"]
        legal = set(state.legal_actions())
        reasons: dict[str, Reason] = {}
        for entry in self.spec.actions.get(state.phase, ()):
            if CARDS in entry:
                continue
            candidates = [entry.replace(CARD, c) for c in hand] if CARD in entry else [entry]
            for action in candidates:
                if action in legal:
                    continue
                try:
                    reason = state.why_illegal(state.parse_action(action))
                except IllegalAction:
                    continue
                if isinstance(reason, Reason):
                    reasons[action] = reason
        return reasons

    def seen_cards(self, seat: int, also: Iterable[str] = ()) -> set[str]:
        """The card codes ``seat``'s observation shows now (and any in ``also``: what the
        seat itself wrote)."""
        text = json.dumps(self._observe(self.state, seat)) + " " + " ".join(also)
        return set(_WORD.findall(text)) & self._deck_codes

    def names_only(self, reason: Reason, action: str, seen: set[str]) -> bool:
        """Whether ``action`` and ``reason`` name no card but those in ``seen``: a reason may
        name a card the seat cannot see (a marriage's missing partner), which a frame to
        that seat must not."""
        text = " ".join([action, *(str(v) for v in reason.args.values())])
        return all(code in seen for code in _WORD.findall(text) if code in self._deck_codes)

    def hint_for(self, seat: int, after: Iterable[str] = ()) -> tuple[str, Explanation] | None:
        """What the ``normal`` AI would do in ``seat``'s place after its ``after`` actions,
        and why; None when ``seat`` is not to move then (call from a worker thread)."""
        after = list(after)
        trial, done, reason = self.ahead(seat, after)
        if reason is not None or done < len(after) or trial.to_move != seat:
            return None
        obs = trial.observation(seat)
        obs["standings"] = self.standings()
        decision = hint_decision(self.game_id, self.hint_agents[seat], obs)
        assert decision.explanation is not None
        return decision.action, decision.explanation

    # -- records -----------------------------------------------------------------------------
    def record_extras(self) -> JsonDict:
        extras = super().record_extras()
        seat = self.record_seat
        if seat is None:  # a host that does not sit: seen from the first person's seat
            seat = min(self.humans, default=0)
        extras["human"] = seat
        extras["players"] = [name or None for name in self.names]
        return extras

    def record_for(self, seat: int) -> tuple[str, str] | None:
        """The record file so far seen from ``seat`` (its ``human``): what that player's own
        history keeps. None before the first deal ends."""
        if self.record_file is None:
            return None
        text, suffix = self.record_file
        if suffix == ".jsonl":
            lines = [_seen_from(line, seat) for line in text.splitlines() if line.strip()]
            return "".join(lines), suffix
        return _seen_from(text, seat), suffix


_WORD = re.compile(r"[A-Za-z0-9]+")


def _seen_from(line: str, seat: int) -> str:
    record = json.loads(line)
    record["human"] = seat
    return json.dumps(record, ensure_ascii=False) + "\n"


__all__ = ["SharedSession", "Step"]
