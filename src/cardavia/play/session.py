"""A game at the table: the human seat, AI seats, undo, hints, events and saved records."""

from __future__ import annotations

import json
import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cardavia.ai.agent import Agent, make_agent
from cardavia.ai.common import Explanation
from cardavia.ai.explain import hint_decision
from cardavia.engine.game import GameState, IllegalAction, JsonDict, Reason
from cardavia.engine.registry import get_game
from cardavia.engine.view import Observation
from cardavia.fileio import reserve_unique, user_folder, write_atomic


@dataclass
class Event:
    """Something the table shows and logs: an action, a trick won, a revealed pile."""

    kind: str  # "action", "trick", "chien", "annulled", "deal-over"
    seat: int | None = None
    action: str = ""
    cards: list[str] = field(default_factory=list)
    number: int = 0


class TableSession:
    """Deals of one game in a row, with one human seat (0 by default) and AI seats."""

    def __init__(
        self,
        game_id: str,
        tradition: str,
        seed: int,
        level: str = "normal",
        human: int = 0,
        records_dir: Path | None = None,
    ) -> None:
        self.game_id = game_id
        self.tradition = tradition
        self.seed = seed
        self.level = level
        self.spec = get_game(game_id)
        self.num_seats = self.spec.num_seats
        self.human = human
        self.rng = random.Random(seed)
        self.series = self.spec.new_series(self.rng.randrange(self.num_seats))
        self.agents: list[Agent | None] = [
            None if s == human else make_agent(game_id, level, seed * 7919 + s)
            for s in range(self.num_seats)
        ]
        self.hint_agent = make_agent(game_id, "normal", seed * 104729 + 1)
        self._hint_cache: tuple[tuple[int, int], tuple[str, Explanation]] | None = None
        self.records_dir = records_dir
        self.saved_files: list[Path] = []
        #: Where this session's record file is (reserved under a unique name on first save).
        self.save_path: Path | None = None
        #: Why the last save failed (None after a good save): the settlement says so.
        self.save_error: str | None = None
        self.save_errno: int | None = None
        #: The record file so far (text, suffix), saved or not; None before a deal ends.
        self.record_file: tuple[str, str] | None = None
        #: French Tarot: the record file so far, one JSON line per finished deal.
        self.deal_lines: list[str] = []
        #: Every finished deal of this match/session/running total, in order (to resume it).
        self.finished_states: list[GameState] = []
        self.state: GameState = self.series.start_deal(self.rng)
        self.undo_stack: list[GameState] = []
        self.deal_number = 1

    # -- turns -----------------------------------------------------------------------------
    @property
    def human_to_move(self) -> bool:
        return not self.state.is_over and self.state.to_move == self.human

    def observation(self, seat: int | None = None) -> Observation:
        return self.state.observation(self.human if seat is None else seat)

    def ai_choice(self) -> str:
        """The action the AI seat to move chooses (call from a worker: it may search)."""
        seat = self.state.to_move
        assert seat is not None and seat != self.human
        agent = self.agents[seat]
        assert agent is not None
        return agent.act(self.agent_observation(seat))

    def agent_observation(self, seat: int) -> Observation:
        """What an AI seat decides from: its observation plus the standing before this deal
        (``standings``: the Schnapsen match points, the Tarot totals, the Preference
        session), so it can play for the match rather than for the deal alone."""
        obs = self.state.observation(seat)
        obs["standings"] = self.standings()
        return obs

    def hint(self) -> str:
        """What the ``normal`` AI would do in the human's place."""
        return self.hint_explained()[0]

    def hint_explained(self) -> tuple[str, Explanation]:
        """What the ``normal`` AI would do in the human's place, and why (a checked fact)."""
        # Asked twice in the same position, the hint stays the same.
        key = (self.deal_number, len(self.state.history()))
        if self._hint_cache and self._hint_cache[0] == key:
            return self._hint_cache[1]
        obs = self.agent_observation(self.human)
        decision = hint_decision(self.game_id, self.hint_agent, obs)
        assert decision.explanation is not None
        hint = (decision.action, decision.explanation)
        self._hint_cache = (key, hint)
        return hint

    def why_illegal(self, action: str) -> Reason | str | None:
        if self.state.is_legal(action):
            return None
        trial = self.state.clone()
        try:
            trial.apply(action)
        except IllegalAction as exc:
            return exc.reason
        return None

    def apply(self, action: str) -> list[Event]:
        """Apply an action of the seat to move; raises ``IllegalAction`` (nothing changes)."""
        before = self.state
        seat = before.to_move
        after = self._advance(action, undoable=seat == self.human)
        events = [Event("action", seat, action)]
        events += self._derived_events(before, after)
        if after.is_over:
            events.append(Event("deal-over"))
        return events

    def _advance(self, action: str, undoable: bool) -> GameState:
        """Apply ``action`` (``IllegalAction``: nothing changes), keeping a snapshot to undo
        to when ``undoable``; a deal that ends is counted and saved. Returns the new state."""
        before = self.state
        snapshot = before.clone() if undoable else None
        after = before.clone()
        after.apply(action)
        if snapshot is not None:
            self.undo_stack.append(snapshot)
        self.state = after
        self.series.replace_current(after)
        if after.is_over:
            self._finish()
        return after

    def _observe(self, state: GameState, seat: int) -> Observation:
        """``state.observation(seat)``, not to be changed (a shared table keeps them)."""
        return state.observation(seat)

    def _derived_events(
        self, before: GameState, after: GameState, seat: int | None = None
    ) -> list[Event]:
        """What ``before`` -> ``after`` shows ``seat`` (the human's by default) besides the
        action: a trick won, a pile turned up, an annulled deal."""
        seat = self.human if seat is None else seat
        obs_before = self._observe(before, seat)
        obs_after = self._observe(after, seat)
        events = []
        tricks_before = len(obs_before["tricks"])
        tricks_after = obs_after["tricks"]
        if len(tricks_after) > tricks_before:
            trick = tricks_after[-1]
            events.append(Event("trick", trick["winner"], number=len(tricks_after)))
        # French Tarot: the chien turned face up (a key only that game's observation has).
        chien_before = _extra(obs_before, "chien")
        chien_after = _extra(obs_after, "chien")
        if chien_before is None and chien_after and not after.is_over:
            events.append(Event("chien", cards=chien_after))
        # French Tarot: the Excuse stayed with its side and half a point was credited over.
        if getattr(after, "excuse_comp", 0) != getattr(before, "excuse_comp", 0):
            events.append(Event("excuse"))
        annulled = _extra(after.result(), "annulled") if after.is_over else None
        if annulled:
            events.append(Event("annulled", action=str(annulled)))
        return events

    # -- undo ------------------------------------------------------------------------------
    @property
    def can_undo(self) -> bool:
        return bool(self.undo_stack) and not self.state.is_over

    def undo(self) -> bool:
        """Back to just before the human's last decision (the AI's replies are undone too)."""
        if not self.can_undo:
            return False
        self.state = self.undo_stack.pop()
        self.series.replace_current(self.state)
        return True

    # -- deals -----------------------------------------------------------------------------
    def _finish(self) -> None:
        self.finished_states.append(self.state)
        self.series.finish_deal(self.state)
        self.undo_stack.clear()
        self._save()

    @property
    def match_over(self) -> bool:
        return bool(self.series.over)

    def next_deal(self) -> None:
        if not self.state.is_over:
            raise ValueError("the current deal is not over")
        if self.match_over:
            raise ValueError("the match is over")
        self.state = self.series.start_deal(self.rng)
        self.deal_number += 1

    def standings(self) -> JsonDict:
        return dict(self.series.standings())

    # -- records ---------------------------------------------------------------------------
    def record_extras(self) -> JsonDict:
        """Top-level fields a saved record carries besides records.md's own (unknown fields
        are kept and ignored by readers): the AI level played against, the human's seat and
        when the record was saved; the history and statistics read them."""
        from datetime import datetime

        return {
            "level": self.level,
            "human": self.human,
            "played": datetime.now().astimezone().isoformat(timespec="seconds"),
        }

    def _save(self) -> None:
        """Write the whole record file anew, atomically: a failed write (disk full, a signal)
        leaves the deals saved before intact, and the next good save catches up."""
        text, suffix = self._add_to_record(self.record_extras())
        self.record_file = (text, suffix)
        if self.records_dir is None:
            return
        fresh = self.save_path is None
        try:
            if self.save_path is None:
                self.save_path = reserve_unique(self.records_dir, self.game_id, suffix)
            write_atomic(self.save_path, text)
        except OSError as exc:
            self.save_error = exc.strerror or str(exc)
            self.save_errno = exc.errno
            if fresh and self.save_path is not None:  # nothing saved yet: no empty file left
                self.save_path.unlink(missing_ok=True)
                self.save_path = None
            return
        self.save_error = self.save_errno = None
        if self.save_path not in self.saved_files:
            self.saved_files.append(self.save_path)

    def _add_to_record(self, extras: JsonDict) -> tuple[str, str]:
        """The record file so far with the deal just finished (its text and suffix), with
        ``extras`` in the deal's record (French Tarot) or the whole record (a match)."""
        whole = self.series.record(self.tradition)
        if whole is None:  # French Tarot: a running total, one record per deal (JSON Lines)
            deal = {**self.state.to_record(self.tradition), **extras}
            self.deal_lines.append(json.dumps(deal, ensure_ascii=False) + "\n")
            return "".join(self.deal_lines), ".jsonl"
        # a match or session: one record holding every deal so far
        whole.update(extras)
        return json.dumps(whole, ensure_ascii=False) + "\n", ".json"


def _extra(view: Mapping[str, Any], key: str) -> Any:
    """A key only some games' observations or results have (None elsewhere)."""
    return view.get(key)


def records_dir() -> Path:
    """Where saved games go: ``records/`` in the user data folder ($CARDAVIA_DATA_DIR)."""
    return user_folder("data") / "records"


__all__ = ["Event", "TableSession", "records_dir"]
