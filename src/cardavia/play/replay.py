"""Watching a record at the table: the same screen, every seat played from the record."""

from __future__ import annotations

from cardavia.engine.game import GameState, JsonDict
from cardavia.engine.records import LoadedRecord, MatchRecord, Record, RecordError
from cardavia.engine.registry import get_game
from cardavia.engine.view import Result
from cardavia.play.session import Event, TableSession


class ReplaySession(TableSession):
    """Plays back the deals of one record (or match/session record); nobody decides."""

    def __init__(self, loaded: LoadedRecord, view_seat: int = 0) -> None:
        record = loaded.record
        self.deals: list[Record] = (
            list(record.deals) if isinstance(record, MatchRecord) else [record]
        )
        if not self.deals:
            raise RecordError(f"{loaded.label}: no deals to watch")
        self.game_id = self.deals[0].game
        self.spec = get_game(self.game_id)
        self.num_seats = self.spec.num_seats
        self.tradition = self.deals[0].tradition or _default_tradition(self.game_id)
        self.human = view_seat  # whose hand is shown face up; the record plays every seat
        self.label = loaded.label
        self.saved_files = []
        self.save_path = None  # a replay saves nothing
        self.save_error = None
        self.save_errno = None
        self.undo_stack: list[GameState] = []
        self.records_dir = None
        self.deal_index = 0
        self.deal_number = 1
        self.finished: list[Result] = []
        self.finished_states: list[GameState] = []
        # The series carries scores from deal to deal (a Preference session's pool) and keeps
        # the standings, exactly as at the table.
        self.series = self.spec.new_series(self.deals[0].dealer)
        self.state = self._start(0)
        self.cursor = 0

    def _start(self, index: int) -> GameState:
        rec = self.deals[index]
        if rec.game != self.game_id:
            raise RecordError(f"{self.label}: deal {index + 1} is {rec.game}, not {self.game_id}")
        try:
            return self.series.start_recorded(rec.deal, rec.dealer)
        except RecordError as exc:
            raise RecordError(f"{self.label}: deal {index + 1}: {exc}") from None

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
        seat = before.to_move
        after.apply_recorded(action)  # illegal: raises IllegalAction, the screen reports it
        self.state = after
        self.series.replace_current(after)
        self.cursor += 1
        events = [Event("action", seat, action), *self._derived_events(before, after)]
        if after.is_over:
            self.series.finish_deal(after)
            self.finished.append(after.result())
            events.append(Event("deal-over"))
        return events

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

    def standings(self) -> JsonDict:
        return dict(self.series.standings())


def _default_tradition(game: str) -> str:
    return get_game(game).default_tradition
