"""Watching a record at the table: the same screen, every seat played from the record.

The session owns the stepping: forward one move (``apply`` of ``ai_choice``), back one move
(``step_back``), deal by deal; the screen only asks it and redraws.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from cardavia.engine.game import GameState, JsonDict
from cardavia.engine.records import LoadedRecord, MatchRecord, Record, RecordError
from cardavia.engine.registry import get_game
from cardavia.engine.view import Result
from cardavia.play.session import Event, TableSession


class ReplaySession(TableSession):
    """Plays back the deals of one record (or match/session record); nobody decides.

    ``loaded`` is one record, or every record of a file with ``index`` the one to watch. In a
    file of single deals of a game whose deals are records of their own (French Tarot: a
    running total saved as JSON Lines, one line per deal), record N is deal N: the deals
    before it count in the totals, and the watch goes on deal by deal to the end of the file.
    """

    def __init__(
        self,
        loaded: LoadedRecord | Sequence[LoadedRecord],
        view_seat: int = 0,
        index: int = 0,
        source: Path | None = None,
    ) -> None:
        items = [loaded] if isinstance(loaded, LoadedRecord) else list(loaded)
        if not items:
            raise RecordError("no records to watch")
        index = max(0, min(index, len(items) - 1))
        chosen = items[index]
        record = chosen.record
        self.label = chosen.label
        #: The file watched and the record of it asked for (a review reads the file again).
        self.source = source
        self.source_index = index
        self.game_id = record.game
        self.spec = get_game(self.game_id)
        self.deals: list[Record]
        #: Deals of ``self.deals`` counted before the watch starts (earlier lines of the file).
        self.first_deal = 0
        #: The number shown for ``self.deals[0]`` ("Deal N").
        self.first_number = 1
        if isinstance(record, MatchRecord):
            self.deals = list(record.deals)
        else:
            self.deals = [record]
            self.first_number = index + 1
            run = [item.record for item in items]
            if self._deals_stand_alone() and all(
                isinstance(r, Record) and r.game == self.game_id for r in run
            ):
                self.deals = [r for r in run if isinstance(r, Record)]
                self.first_deal, self.first_number = index, 1
        if not self.deals:
            raise RecordError(f"{chosen.label}: no deals to watch")
        self.num_seats = self.spec.num_seats
        self.tradition = self.deals[self.first_deal].tradition or self.spec.traditions[0]
        self.human = view_seat  # whose hand is shown face up; the record plays every seat
        self.saved_files = []
        self.save_path = None  # a replay saves nothing
        self.save_error = None
        self.save_errno = None
        self.undo_stack: list[GameState] = []
        self.records_dir = None
        self._go_to(self.first_deal, 0)

    def _deals_stand_alone(self) -> bool:
        """Each deal of this game is a record of its own (no match/session record). Asked
        of the spec: an empty Preference session has no record to ask (it raised, so a lone
        Preference deal could not be watched)."""
        return not self.spec.has_matches

    # -- positions ---------------------------------------------------------------------------
    def _go_to(self, deal: int, cursor: int) -> None:
        """The position after ``cursor`` moves of deal ``deal``, every deal before it counted
        (rebuilt from the record: the series keeps no history to go back in)."""
        self.series = self.spec.new_series(self.deals[0].dealer)
        self.finished: list[Result] = []
        self.finished_states: list[GameState] = []
        for i in range(deal):
            state = self._start(i)
            for action in self.deals[i].actions:
                state.apply_recorded(action)
            self.series.replace_current(state)
            if state.is_over:
                self._count(state)
        self.deal_index = deal
        self.deal_number = self.first_number + deal
        self.state = self._start(deal)
        #: The state after each move of this deal (stepping back inside a deal is instant).
        self.states: list[GameState] = [self.state]
        self.cursor = 0
        for action in self.deals[deal].actions[:cursor]:
            self.apply(action)

    def _start(self, index: int) -> GameState:
        rec = self.deals[index]
        if rec.game != self.game_id:
            raise RecordError(f"{self.label}: deal {index + 1} is {rec.game}, not {self.game_id}")
        try:
            return self.series.start_recorded(rec.deal, rec.dealer)
        except RecordError as exc:
            raise RecordError(f"{self.label}: deal {index + 1}: {exc}") from None

    def _count(self, state: GameState) -> None:
        self.series.finish_deal(state)
        self.finished.append(state.result())
        self.finished_states.append(state)

    @property
    def human_to_move(self) -> bool:
        return False

    @property
    def waiting(self) -> bool:
        """The record stops before the deal is over (a game in progress)."""
        return not self.state.is_over and self.cursor >= len(self.deals[self.deal_index].actions)

    def ai_choice(self) -> str:
        return self.deals[self.deal_index].actions[self.cursor]

    def apply(self, action: str) -> list[Event]:
        before = self.state
        after = before.clone()
        seat = before.recorded_actor(action)
        after.apply_recorded(action)  # illegal: raises IllegalAction, the screen reports it
        self.state = after
        self.series.replace_current(after)
        self.cursor += 1
        del self.states[self.cursor :]
        self.states.append(after)
        events = [Event("action", seat, action), *self._derived_events(before, after)]
        if after.is_over:
            self._count(after)
            events.append(Event("deal-over"))
        return events

    @property
    def can_step_back(self) -> bool:
        return self.cursor > 0 or self.deal_index > self.first_deal

    def step_back(self) -> bool:
        """One move of the record back; at the start of a deal, back to just before the last
        move of the deal before it. False at the start of the watch."""
        if self.cursor > 0 and not self.state.is_over:
            self.cursor -= 1
            self.state = self.states[self.cursor]
            self.series.replace_current(self.state)
            return True
        if self.cursor > 0:  # the deal was counted: rebuild without it
            self._go_to(self.deal_index, self.cursor - 1)
            return True
        if self.deal_index > self.first_deal:
            previous = self.deal_index - 1
            self._go_to(previous, max(0, len(self.deals[previous].actions) - 1))
            return True
        return False

    def undo(self) -> bool:
        return False

    @property
    def match_over(self) -> bool:
        return self.deal_index + 1 >= len(self.deals)

    def next_deal(self) -> None:
        self.deal_index += 1
        self.deal_number += 1
        self.cursor = 0
        self.state = self._start(self.deal_index)
        self.states = [self.state]

    def standings(self) -> JsonDict:
        return dict(self.series.standings())
