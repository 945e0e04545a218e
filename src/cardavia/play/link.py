"""One interface between the table screen and a table, local or across the network.

The screen shows one seat's view of a table and sends that seat's decisions; it never reads
the table's full state (a remote table has none to give: only the seat's observation, the
public events and the standings). ``TableLink`` is what the screen may ask; ``LocalLink``
answers it from a ``TableSession`` in this process (a solo game against AI seats, or a
record being watched), ``tui.table.remote.RemoteLink`` from a host across the network.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol

from cardavia.ai.common import Explanation
from cardavia.engine.game import IllegalAction, JsonDict, Reason
from cardavia.engine.view import Observation
from cardavia.play.session import Event, TableSession

#: What a table tells the screen besides the moves: ``(kind, payload)``.
Listener = Callable[[str, Any], None]


class TableLink(Protocol):
    """What the table screen may know and do at a table, as one seat."""

    @property
    def game_id(self) -> str: ...

    @property
    def tradition(self) -> str: ...

    @property
    def level(self) -> str:
        """The AI seats' level."""
        ...

    @property
    def seat(self) -> int:
        """The seat this screen plays and sees the table from."""
        ...

    @property
    def remote(self) -> bool:
        """The table is held elsewhere (a host across the network), with other people."""
        ...

    def start(self, listener: Listener) -> None:
        """The screen is up: it hears from now on what happens at the table besides the
        moves (``listener(kind, payload)``: a table elsewhere says who sat down or left)."""
        ...

    @property
    def deal_number(self) -> int: ...

    def observation(self) -> Observation:
        """What the seat may know now (its hand, the public table, its legal actions)."""
        ...

    @property
    def to_move(self) -> int | None: ...

    @property
    def human_to_move(self) -> bool:
        """The seat's turn: the screen awaits its decision."""
        ...

    @property
    def deal_over(self) -> bool: ...

    @property
    def match_over(self) -> bool: ...

    @property
    def moves(self) -> int:
        """Moves made in this deal (where the log stands)."""
        ...

    @property
    def waiting(self) -> bool:
        """A record being watched stops here, before the deal is over."""
        ...

    # -- the seat's decisions --------------------------------------------------------------
    def why_illegal(self, action: str) -> Reason | str | None:
        """Why the seat may not make ``action`` now (None: it may)."""
        ...

    def arrange(self, actions: list[str]) -> tuple[list[str], Reason | str | None]:
        """``actions`` (several of the seat's in a row: a discard) in an order the rules
        accept one by one, and why the rest may not be made, if any."""
        ...

    def after(self, action: str) -> Observation | None:
        """The seat's view once it made ``action`` (tried on a copy: a marriage's points);
        None where there is no copy to try it on."""
        ...

    def apply(self, action: str) -> list[Event]:
        """Make the seat's decision; raises ``IllegalAction`` (nothing changes)."""
        ...

    async def next_move(self) -> str | None:
        """The next move of another seat (an AI thinks, a record or the host tells it);
        None when none comes (the table closed)."""
        ...

    def mover(self, action: str) -> int | None:
        """Who makes ``action`` (from ``next_move``); None: no move, a new position."""
        ...

    def advance(self, action: str) -> list[Event]:
        """Show ``action`` (from ``next_move``) as made; raises ``IllegalAction``."""
        ...

    def public_action(self, action: str, seat: int) -> str:
        """``action`` of ``seat`` as this seat saw it (another's discard face down)."""
        ...

    def still_discarding(self, seat: int) -> bool:
        """``seat`` has more cards to put away (its discards make one log line)."""
        ...

    def own_discards(self) -> list[str]:
        """The discards the seat to move has made so far (as this seat saw them)."""
        ...

    # -- help --------------------------------------------------------------------------------
    def hint(self) -> tuple[str, Explanation]:
        """What the ``normal`` AI would do in the seat's place, and why."""
        ...

    def hint_discards(self) -> list[str]:
        """The whole discard the ``normal`` AI would make in the seat's place."""
        ...

    @property
    def can_undo(self) -> bool: ...

    @property
    def undo_allowed(self) -> bool:
        """Undo exists at this table (not where other humans play)."""
        ...

    def undo(self) -> bool: ...

    def step_back(self) -> bool:
        """Watching a record: one move back (False: at its start, or not watching)."""
        ...

    # -- deals and what they leave -----------------------------------------------------------
    def next_deal(self) -> None: ...

    def standings(self) -> JsonDict: ...

    def result(self) -> JsonDict: ...

    def results(self) -> list[JsonDict]:
        """The result of every finished deal of this match, session or running total, in
        order (the score sheet's rows)."""
        ...

    def names(self) -> list[str | None]:
        """The other humans' names by seat (None: an AI seat, or this one)."""
        ...

    @property
    def saved_files(self) -> list[Path]: ...

    @property
    def save_path(self) -> Path | None: ...

    @property
    def save_error(self) -> str | None: ...

    @property
    def save_errno(self) -> int | None: ...


class LocalLink:
    """A table in this process: a ``TableSession`` (or a record being watched)."""

    def __init__(self, session: TableSession) -> None:
        self.session = session

    @property
    def game_id(self) -> str:
        return self.session.game_id

    @property
    def tradition(self) -> str:
        return self.session.tradition

    @property
    def level(self) -> str:
        return getattr(self.session, "level", "normal")

    @property
    def seat(self) -> int:
        return self.session.human

    @property
    def remote(self) -> bool:
        return False

    def start(self, listener: Listener) -> None:
        pass  # nothing happens here but the moves

    @property
    def deal_number(self) -> int:
        return self.session.deal_number

    def observation(self) -> Observation:
        return self.session.observation()

    @property
    def to_move(self) -> int | None:
        return self.session.state.to_move

    @property
    def human_to_move(self) -> bool:
        return self.session.human_to_move

    @property
    def deal_over(self) -> bool:
        return self.session.state.is_over

    @property
    def match_over(self) -> bool:
        return self.session.match_over

    @property
    def moves(self) -> int:
        return len(self.session.state.history())

    @property
    def waiting(self) -> bool:
        return bool(getattr(self.session, "waiting", False))

    # -- the seat's decisions --------------------------------------------------------------
    def why_illegal(self, action: str) -> Reason | str | None:
        return self.session.why_illegal(action)

    def arrange(self, actions: list[str]) -> tuple[list[str], Reason | str | None]:
        trial = self.session.state.clone()
        left, done = list(actions), list[str]()
        while left:
            action = next((a for a in left if trial.is_legal(a)), left[0])
            try:
                trial.apply(action)
            except IllegalAction as exc:
                return done, exc.reason
            left.remove(action)
            done.append(action)
        return done, None

    def after(self, action: str) -> Observation:
        trial = self.session.state.clone()
        trial.apply(action)
        return trial.observation(self.seat)

    def apply(self, action: str) -> list[Event]:
        return self.session.apply(action)

    async def next_move(self) -> str | None:
        return await asyncio.to_thread(self.session.ai_choice)

    def mover(self, action: str) -> int | None:
        return self.session.state.to_move

    def advance(self, action: str) -> list[Event]:
        return self.session.apply(action)

    def public_action(self, action: str, seat: int) -> str:
        return self.session.state.public_action(action, seat, self.seat)

    def still_discarding(self, seat: int) -> bool:
        state = self.session.state
        return state.to_move == seat and any(
            a.startswith("discard:") for a in state.legal_actions()
        )

    def own_discards(self) -> list[str]:
        state = self.session.state
        seat = state.to_move
        if seat is None or not any(a.startswith("discard:") for a in state.legal_actions()):
            return []
        made: list[str] = []
        for action in reversed(state.history()):
            if not action.startswith("discard:"):
                break
            made.insert(0, state.public_action(action, seat, self.seat))
        return made

    # -- help --------------------------------------------------------------------------------
    def hint(self) -> tuple[str, Explanation]:
        return self.session.hint_explained()

    def hint_discards(self) -> list[str]:
        session = self.session
        action, _ = session.hint_explained()
        trial, cards = session.state.clone(), []
        while action.startswith("discard:") and trial.to_move == self.seat:
            trial.apply(action)
            cards.append(action)
            obs = trial.observation(self.seat)
            if not any(a.startswith("discard:") for a in obs["legal_actions"]):
                break
            obs["standings"] = session.standings()
            action = session.hint_agent.act(obs)
        return cards

    @property
    def can_undo(self) -> bool:
        return self.session.can_undo

    @property
    def undo_allowed(self) -> bool:
        return True

    def undo(self) -> bool:
        return self.session.undo()

    def step_back(self) -> bool:
        back = getattr(self.session, "step_back", None)
        return bool(back()) if back is not None else False

    # -- deals and what they leave -----------------------------------------------------------
    def next_deal(self) -> None:
        self.session.next_deal()

    def standings(self) -> JsonDict:
        return self.session.standings()

    def result(self) -> JsonDict:
        return dict(self.session.state.result())

    def results(self) -> list[JsonDict]:
        return [dict(state.result()) for state in self.session.finished_states]

    def names(self) -> list[str | None]:
        return [None] * self.session.num_seats

    @property
    def saved_files(self) -> list[Path]:
        return self.session.saved_files

    @property
    def save_path(self) -> Path | None:
        return self.session.save_path

    @property
    def save_error(self) -> str | None:
        return self.session.save_error

    @property
    def save_errno(self) -> int | None:
        return self.session.save_errno


__all__ = ["Listener", "LocalLink", "TableLink"]
