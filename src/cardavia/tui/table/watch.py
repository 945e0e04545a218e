"""Watching a record (``replay --watch``): pause, step forward and back, the speed.

The flow plays the record's moves at the pace (``TableFlow._pace`` waits while paused until
a step); these keys of the table screen pause it, let one move through, take one back (the
flow starts again from there) and change the speed.
"""

from __future__ import annotations

from cardavia.tui.table.extras import TableExtras
from cardavia.tui.widgets.log import LogPanel


class TableWatch(TableExtras):
    """The table screen's keys for a record being watched."""

    def action_watch_pause(self) -> None:
        self.paused = not self.paused
        self.set_status(self.t("table-watch-paused" if self.paused else "table-watching"))
        self._wake_up()

    def action_watch_step(self) -> None:
        """Paused: one move of the record forward."""
        if not self.paused:
            self.action_watch_pause()
            return
        self._step = True
        self._wake_up()

    def action_watch_back(self) -> None:
        """Watching: one move of the record back, paused there to look at it. The flow starts
        again from that position (the exclusive worker drops the move it was about to show)."""
        if self._step_back():
            self.run_table()

    def _step_back(self) -> bool:
        if not self.watching:
            return False
        self.paused = True
        if not self.link.step_back():
            self.set_status(self.t("table-watch-start"))
            return False
        self.pending = None  # the move that was next is dropped: the flow starts again
        self.last_trick_shown = False
        self.query_one(LogPanel).trim(self._log_point())
        self._resume_discards()
        self.refresh_view()
        self.set_status(self.t("table-watch-paused"))
        return True

    def action_watch_speed(self, delta: int) -> None:
        speed = self.cardavia.settings.ai_speed if self.watch_speed is None else self.watch_speed
        self.watch_speed = max(0, min(100, speed + delta))
        self.set_status(self.t("table-watch-speed", speed=self.watch_speed))
