"""A table elsewhere: the table screen's link to a host across the network.

The host holds the table; this seat gets its observation, the public events and the
standings (docs/protocol.md). ``RemoteLink`` answers the screen's questions from the last
position it has shown, and queues what the host says since: the screen's flow takes the
updates one by one (``next_move`` then ``advance``), so the others' moves show at the same
pace as at a solo table, and the AI seats' moves simply arrive as events. The seat's own
decisions are sent one at a time (a discard of several cards waits for each to be taken).

What the screen would try on a copy of the deal at a solo table, the host answers instead:
the reasons an action is not legal come with the update (``reasons``, when the host sends
them), a whole discard's hint is asked of the host once the discard comes due; the hint for
one decision is the ``normal`` AI's from this seat's observation, as at a solo table.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable, Coroutine
from pathlib import Path
from typing import Any

from cardavia.ai.agent import Agent, make_agent
from cardavia.ai.common import Explanation
from cardavia.ai.explain import hint_decision
from cardavia.engine.game import IllegalAction, JsonDict, Reason
from cardavia.engine.registry import get_game
from cardavia.engine.view import Observation
from cardavia.net.client import (
    ConnectionLost,
    HostLeft,
    Reconnected,
    RecordSaved,
    RequestError,
    TableClient,
)
from cardavia.net.protocol import ChatLine, DealOver, Error, Seats, Update
from cardavia.play.link import Listener
from cardavia.play.session import Event

# What the link tells the screen as it happens (besides the flow's queue): a line for the
# log (``"log"``: a catalog id and its arguments), a chat line (``"chat"``: name, text), a
# refused decision (``"refused"``: the host's error), the seats changed (``"seats"``), the
# table gone (``"ended"``: why), something new for the flow (``"wake"``).

#: Errors that refuse a decision of this seat (the others are about requests or the
#: connection, and the client library reports those itself).
REFUSALS = frozenset({"illegal", "stale", "not-your-turn", "not-now", "undo-off"})


class RemoteLink:
    """The screen's link to one seat at a table a host holds (``TableClient`` connected)."""

    def __init__(self, client: TableClient, first: Update) -> None:
        self.client = client
        welcome = client.welcome
        assert welcome is not None, "connect the client first"
        self.info = welcome.table
        #: This seat is the host's own (leaving closes the table for everyone).
        self.hosting = welcome.host
        self._seat = welcome.seat
        self.spec = get_game(self.info.game)
        self._obs: Observation = first.observation  # type: ignore[assignment]
        self._deal = first.deal
        self._standings: JsonDict = dict(first.standings)
        self._can_undo = first.can_undo
        self._reasons = _reasons_of(first)
        self._result: DealOver | None = None
        #: The results of the deals of this match seen from this seat (the score sheet's).
        self._results: list[JsonDict] = []
        self._seats: Seats | None = client.seats
        self._queue: asyncio.Queue[Update | DealOver | Error | HostLeft | None] = asyncio.Queue()
        self._next: Update | DealOver | Error | HostLeft | None = None
        self._outbox: list[str] = []
        self._sent = False  # a decision (or an undo) is on its way: not our turn meanwhile
        self._ready = False  # ready for the next deal: the settlement is behind us
        self._hint_agent: Agent = make_agent(self.info.game, "normal", 104729 + self._seat)
        self._hint: tuple[tuple[int, int], tuple[str, Explanation]] | None = None
        self._discard_hint: tuple[tuple[int, int], list[str]] | None = None
        self.ended: str | None = None  # why the table is over for this seat
        self.listener: Listener = lambda kind, payload: None
        self._saved: list[Path] = []
        self._save_error: str | None = None
        self._pump: asyncio.Task[None] | None = None
        self._jobs: set[asyncio.Task[None]] = set()
        #: The host who plays: the table's own session saves their records (``saved_files``
        #: and the save's error are its), not this client.
        self.kept_by: Any = None
        #: What leaving the table does: a friend leaves it (the AI takes the seat); the host
        #: who plays closes it for everyone (``tui.friends.Hosting.close``).
        self.on_close: Callable[[], Awaitable[None]] = self.leave

    # -- the host's messages ------------------------------------------------------------------
    def start(self, listener: Listener) -> None:
        """Listen to the host (the screen, once it is up, hears what happens)."""
        self.listener = listener
        if self._pump is None:
            self._pump = asyncio.get_running_loop().create_task(self._read())
        self._prefetch()

    async def _read(self) -> None:
        async for message in self.client.events():
            if isinstance(message, Update | DealOver):
                if isinstance(message, Update):
                    self._sent = False
                    self._send_next(message)
                await self._queue.put(message)
                self.listener("wake", None)
            elif isinstance(message, Seats):
                self._seats_changed(message)
            elif isinstance(message, ChatLine):
                self.listener("chat", (message.name, message.text))
            elif isinstance(message, Error) and message.code in REFUSALS:
                self._sent = False
                self._outbox.clear()
                await self._queue.put(message)
                self.listener("wake", None)
            elif isinstance(message, RecordSaved):
                if message.path is None:
                    continue  # not this client's to save (the host's table saves the host's)
                self._save_error = message.error
                if message.path is not None and message.path not in self._saved:
                    self._saved.append(message.path)
            elif isinstance(message, ConnectionLost):
                self.listener("log", ("friends-connection-lost", {}))
            elif isinstance(message, Reconnected):
                self.listener("log", ("friends-reconnected", {}))
            elif isinstance(message, HostLeft):
                self.ended = message.reason
                await self._queue.put(message)
                self.listener("ended", message.reason)
        await self._queue.put(None)

    def _seats_changed(self, seats: Seats) -> None:
        """Someone sat down, left or came back: said in the log, named on their seat."""
        before = {s.seat: s for s in self._seats.seats} if self._seats else {}
        self._seats = seats
        for seat in seats.seats:
            old = before.get(seat.seat)
            if seat.seat == self._seat or old is None:
                continue
            name = seat.name
            if old.kind == "ai" and seat.kind == "human":
                self.listener("log", ("friends-sat-down", {"name": name}))
            elif old.kind == "human" and seat.kind == "ai":
                self.listener("log", ("friends-left-for-good", {"name": old.name}))
            elif old.connected and not seat.connected:
                self.listener("log", ("friends-away", {"name": name}))
            elif not old.connected and seat.connected:
                self.listener("log", ("friends-back", {"name": name}))
        self.listener("seats", None)

    def _send_next(self, update: Update) -> None:
        """The next of this seat's decisions, once the host has taken the one before."""
        obs = update.observation
        if self._outbox and obs.get("to_move") == self._seat and obs.get("legal_actions"):
            self._sent = True
            self._task(self.client.act(self._outbox.pop(0)))

    def _task(self, job: Coroutine[Any, Any, Any]) -> None:
        """Send without waiting (a lost connection on the way is reported by the client)."""

        async def run() -> None:
            with contextlib.suppress(ConnectionError, RequestError):
                await job

        task = asyncio.get_running_loop().create_task(run())
        self._jobs.add(task)
        task.add_done_callback(self._jobs.discard)

    # -- the position -------------------------------------------------------------------------
    @property
    def remote(self) -> bool:
        return True

    @property
    def game_id(self) -> str:
        return self.info.game

    @property
    def tradition(self) -> str:
        return self.info.tradition

    @property
    def level(self) -> str:
        return self.info.level

    @property
    def seat(self) -> int:
        return self._seat

    @property
    def deal_number(self) -> int:
        return self._deal

    def observation(self) -> Observation:
        return self._obs

    @property
    def to_move(self) -> int | None:
        return self._obs.get("to_move")

    @property
    def human_to_move(self) -> bool:
        obs = self._obs
        return (
            not self._outbox
            and not self._sent
            and self._next is None
            and self._queue.empty()
            and not obs.get("over")
            and obs.get("to_move") == self._seat
            and bool(obs.get("legal_actions"))
        )

    @property
    def deal_over(self) -> bool:
        """Over and settled: the host's result for the deal shown has been shown."""
        result = self._result
        return result is not None and result.deal == self._deal and not self._ready

    @property
    def match_over(self) -> bool:
        return self._result is not None and self._result.match_over

    @property
    def moves(self) -> int:
        return len(self._obs.get("actions") or [])

    @property
    def waiting(self) -> bool:
        return False

    # -- the seat's decisions -----------------------------------------------------------------
    def why_illegal(self, action: str) -> Reason | str | None:
        if action in (self._obs.get("legal_actions") or []):
            return None
        return self._reasons.get(action)

    def arrange(self, actions: list[str]) -> tuple[list[str], Reason | str | None]:
        """In the order given, as far as each is legal now (the host says the rest when
        they are sent)."""
        legal = set(self._obs.get("legal_actions") or [])
        for i, action in enumerate(actions):
            if action not in legal:
                return actions[:i], self._reasons.get(action)
        return list(actions), None

    def after(self, action: str) -> Observation | None:
        return None  # a copy of the deal is the host's: the button says the announcement

    def apply(self, action: str) -> list[Event]:
        """Send the seat's decision; its events come back from the host."""
        if not self._outbox and action not in (self._obs.get("legal_actions") or []):
            raise IllegalAction(action, self.why_illegal(action) or f"{action}")
        self._outbox.append(action)
        if not self._sent:
            self._sent = True
            self._task(self.client.act(self._outbox.pop(0)))
        return []

    async def next_move(self) -> str | None:
        """The next thing the host said, for the flow to show: an action's text (the first
        action event), "" for a position with no move (a new deal, a refusal, an undo, the
        result), None when the table is gone."""
        if self._next is None:
            self._next = await self._queue.get()
        item = self._next
        if item is None or isinstance(item, HostLeft):
            return None
        if isinstance(item, Update):
            for event in item.events:
                if event.kind == "action" and event.seat is not None:
                    return event.action
        return ""

    def advance(self, action: str) -> list[Event]:
        item, self._next = self._next, None
        if isinstance(item, Update):
            self._obs = item.observation  # type: ignore[assignment]
            if item.deal != self._deal:
                self._result, self._ready = None, False
            self._deal = item.deal
            self._standings = dict(item.standings)
            self._can_undo = item.can_undo
            self._reasons = _reasons_of(item)
            self._prefetch()
            return [Event(e.kind, e.seat, e.action, list(e.cards), e.number) for e in item.events]
        if isinstance(item, DealOver):
            if self._results and self._result is not None and self._result.match_over:
                self._results = []  # a rematch: a new sheet
            if self._result is None or self._result.deal != item.deal:
                self._results.append(dict(item.result))
            self._result = item
            self._standings = dict(item.standings)
        elif isinstance(item, Error):
            self.listener("refused", item)
        return []

    def mover(self, action: str) -> int | None:
        """Who made the move ``next_move`` returned (None: a position, no move)."""
        item = self._next
        if isinstance(item, Update):
            for event in item.events:
                if event.kind == "action":
                    return event.seat
        return None

    def public_action(self, action: str, seat: int) -> str:
        return action  # the host sends each seat only what it saw

    def still_discarding(self, seat: int) -> bool:
        obs = self._obs
        return obs.get("to_move") == seat and obs.get("phase") == "discard"

    def own_discards(self) -> list[str]:
        obs = self._obs
        seat = obs.get("to_move")
        if seat is None or not self.still_discarding(seat):
            return []
        made: list[str] = []
        for action in reversed(obs.get("actions") or []):
            if not action.startswith("discard:"):
                break
            made.insert(0, action)
        return made

    # -- help ---------------------------------------------------------------------------------
    def hint(self) -> tuple[str, Explanation]:
        """The ``normal`` AI's decision in this seat's place, from its observation (the
        standings come with it), as at a solo table."""
        key = (self._deal, self.moves)
        if self._hint and self._hint[0] == key:
            return self._hint[1]
        decision = hint_decision(self.info.game, self._hint_agent, self._obs)
        assert decision.explanation is not None
        hint = (decision.action, decision.explanation)
        self._hint = (key, hint)
        return hint

    def _prefetch(self) -> None:
        """A discard comes due: ask the host for the whole discard the hint would make."""
        if not (self.human_to_move or self._obs.get("to_move") == self._seat):
            return
        if not any(a.startswith("discard:") for a in self._obs.get("legal_actions") or []):
            return
        key = (self._deal, self.moves)
        if self._discard_hint and self._discard_hint[0] == key:
            return
        self._discard_hint = (key, [])

        async def ask() -> None:
            cards: list[str] = []
            while len(cards) < 24:
                reply = await self.client.hint(cards)
                if not reply.action.startswith("discard:") or reply.action in cards:
                    break
                cards.append(reply.action)
                if self._discard_hint and self._discard_hint[0] == key:
                    self._discard_hint = (key, list(cards))

        self._task(ask())

    def hint_discards(self) -> list[str]:
        key = (self._deal, self.moves)
        if self._discard_hint and self._discard_hint[0] == key and self._discard_hint[1]:
            return list(self._discard_hint[1])
        first = self.hint()[0]
        return [first] if first.startswith("discard:") else []

    @property
    def can_undo(self) -> bool:
        return self._can_undo and self.undo_allowed

    @property
    def undo_allowed(self) -> bool:
        seats = self._seats.seats if self._seats else []
        return self.info.undo and sum(s.kind == "human" for s in seats) <= 1

    def undo(self) -> bool:
        if not self.can_undo or self._sent:
            return False
        self._sent = True
        self._task(self.client.undo())
        return True

    def step_back(self) -> bool:
        return False

    # -- deals and what they leave -----------------------------------------------------------
    def next_deal(self) -> None:
        """Ready for the next deal: it starts when every player at the table is."""
        self._ready = True
        self._task(self.client.ready())

    def standings(self) -> JsonDict:
        return self._standings

    def result(self) -> JsonDict:
        return dict(self._result.result) if self._result else {}

    def results(self) -> list[JsonDict]:
        return list(self._results)

    def names(self) -> list[str | None]:
        names: list[str | None] = [None] * self.spec.num_seats
        for seat in self._seats.seats if self._seats else []:
            if seat.kind == "human" and seat.seat != self._seat and seat.seat < len(names):
                names[seat.seat] = seat.name
        return names

    def seats(self) -> Seats | None:
        return self._seats

    @property
    def saved_files(self) -> list[Path]:
        if self.kept_by is not None:
            return list(self.kept_by.saved_files)
        return self._saved

    @property
    def save_path(self) -> Path | None:
        if self.kept_by is not None:
            return self.kept_by.save_path  # type: ignore[no-any-return]
        return self._saved[-1] if self._saved else None

    @property
    def save_error(self) -> str | None:
        if self.kept_by is not None:
            return self.kept_by.save_error  # type: ignore[no-any-return]
        return self._save_error

    @property
    def save_errno(self) -> int | None:
        if self.kept_by is not None:
            return self.kept_by.save_errno  # type: ignore[no-any-return]
        return None

    @property
    def chat(self) -> bool:
        """The table has chat on (the host chose it)."""
        return self.info.chat

    def say(self, text: str) -> None:
        """A chat line to the table (it comes back in the log, as the table got it)."""
        self._task(self.client.chat(text))

    async def leave(self) -> None:
        """Leave the table for good (the AI takes the seat); the client closes."""
        with contextlib.suppress(ConnectionError):
            await self.client.leave()


def _reasons_of(update: Update) -> dict[str, Reason | str]:
    """The reasons the host gave for this seat's actions that are not legal now."""
    given = getattr(update, "reasons", None) or {}
    reasons: dict[str, Reason | str] = {}
    for action, reason in given.items():
        reasons[action] = Reason(reason.code, dict(reason.args), reason.game)
    return reasons


__all__ = ["RemoteLink"]
