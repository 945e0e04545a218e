"""The table's flow: one awaitable loop from one decision to the next.

The loop is one worker: an AI seat thinks (in a thread) and plays at a readable pace, the
human's card is awaited from the hand, every other decision is a dialog awaited with
``push_screen_wait`` (opened once the cards in flight have landed), and a finished deal is
settled. This layer of the table screen decides no rule: the engine says what is legal
(and why not), the game's spec how many cards a hand keeps, the presenter how it reads.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable
from typing import Any

from textual import work
from textual.css.query import NoMatches
from textual.widgets import Static

from cardavia.engine.game import IllegalAction, Reason
from cardavia.engine.registry import GameSpec
from cardavia.engine.view import Observation
from cardavia.fileio import shown_path
from cardavia.play.link import LocalLink
from cardavia.play.session import TableSession, records_dir
from cardavia.tui.dialogs.cards import CardPickDialog
from cardavia.tui.dialogs.choice import Choice, ChoiceDialog
from cardavia.tui.dialogs.leave import LeaveDialog
from cardavia.tui.dialogs.settlement import SettlementDialog
from cardavia.tui.render.cards import Face, face
from cardavia.tui.save_messages import save_reason
from cardavia.tui.screens.base import CardaviaModal
from cardavia.tui.table.events import TableLog
from cardavia.tui.table.hints import hint_line, hint_reason
from cardavia.tui.table.labels import action_label, rank_letters
from cardavia.tui.table.reasons import reason_text
from cardavia.tui.textual_compat import being_taken_down
from cardavia.tui.widgets import felt as felt_widgets
from cardavia.tui.widgets.felt import FeltWidget
from cardavia.tui.widgets.hand import HandWidget
from cardavia.tui.widgets.log import LogPanel

#: Seconds a dialog waits for the cards in flight beyond their flight time (a lost end of
#: an animation never holds the table up).
LANDING_SLACK = 0.5

#: What your turn to play a card ends with: the actions to apply (none: look again, e.g.
#: after an undo), or a dialog to await first (a marriage, a poignée).
Decision = list[str] | Callable[[], Awaitable[list[str] | None]]


class TableClosing(Exception):
    """The table is being taken down (left, or the app quits): the flow ends, asks nothing."""


class TableFlow(TableLog):
    """The table screen's flow: the turn loop, the human's decisions, the settlement."""

    spec: GameSpec
    seed: int
    level: str
    # What the flow asks of the screen above it: the felt and hand drawn for the deal as it
    # stands, the buttons of the decisions beside a card play, a record stepped back.
    refresh_view: Callable[[], None]
    _show_extras: Callable[[set[str]], None]
    _step_back: Callable[[], bool]

    def __init__(self) -> None:
        super().__init__()
        self.skipping = False  # the s key: the AI seats play at once until your turn
        self.paused = False  # watching a record: paused, stepped move by move
        self.watch_speed: int | None = None  # the + and − keys; else the AI speed setting
        self._turn: asyncio.Future[Decision] | None = None  # your card, while awaited
        self._wake: asyncio.Event | None = None  # ends a pace wait early (skip, step, pause)
        self._step = False  # watching, paused: the step key lets one move through
        self.pending: str | None = None  # the next move, waiting for its pace (or a step)
        self._notice: str | None = None  # said at your next turn instead of "your turn"

    @property
    def awaiting_card(self) -> bool:
        """The flow waits for you to play a card (or to pick a decision beside it)."""
        return self._turn is not None and not self._turn.done()

    # -- faces, words and the status line the decisions use -----------------------------------
    def face_of(self, code: str) -> Face:
        s = self.cardavia.settings
        letters = rank_letters(self.cardavia.catalog, self.tradition)
        return face(code, self.tradition, s.suit_colours, s.ascii_suits, letters)

    def label(self, action: str) -> str:
        return action_label(self.cardavia.catalog, self.game, self.tradition, action)

    def why(self, reason: Reason | str) -> str:
        """An engine reason in the player's language (the engines speak English)."""
        catalog = self.cardavia.catalog
        return reason_text(reason, catalog, self.game, self.tradition, self.names)

    def set_status(self, text: str) -> None:
        self.query_one("#status", Static).update(text)

    # -- the loop ---------------------------------------------------------------------------
    @work(exclusive=True, group="table-flow")
    async def run_table(self) -> None:
        """Whose turn is it? Ask the human, let an AI think, or settle the deal; again."""
        try:
            await self._run_table()
        except TableClosing:
            return
        except NoMatches:
            # The table was closed while a move was on its way: its widgets went (in no set
            # order) before the flow could see it left the stack. Nothing is lost (the session
            # saved each deal). With all of them still there, a widget really is missing.
            if all(self.query(part) for part in ("#table-deal", "#felt", "#extras", "#hand")):
                raise

    async def _run_table(self) -> None:
        await asyncio.sleep(0.05)  # first let the felt be drawn behind any dialog
        while self in self.app.screen_stack:  # the table closed: the flow ends with it
            link = self.link
            self.refresh_view()
            if link.deal_over:
                self.set_status("")
                if not await self.settle():
                    return
            elif link.human_to_move:
                self.skipping = False
                actions = await self.human_turn()
                if actions:
                    self.play_now(*actions)
            elif link.waiting:
                self.set_status(self.t("table-record-ends"))
                return
            elif not await self.ai_turn():
                return

    async def ai_turn(self) -> bool:
        """An AI seat thinks, then plays at the chosen pace; False: the table cannot go on."""
        link = self.link
        if link.to_move is None and not self.watching:  # a table elsewhere: the next deal
            self.set_status(self.t("friends-waiting"))  # waits for everyone
        elif link.to_move == link.seat and not self.watching:  # your decision on its way
            self.set_status("")
        else:
            name = self.names[link.to_move or 0]
            status = "table-watching" if self.watching else "table-thinking"
            if self.watching and self.paused:
                status = "table-watch-paused"  # a move on its way when paused: still paused
            self.set_status(self.t(status, seat=name))
        action = await link.next_move()
        if action is None:  # the table is gone (its host closed it)
            return False
        mover = link.mover(action)
        if mover is not None and (mover != link.seat or self.watching):
            self.pending = action
            await self._pace()
            self.pending = None
        seat, deal = link.to_move, link.deal_number
        try:
            events = link.advance(action)
        except IllegalAction as exc:  # a bad record (or an agent bug) must not freeze the table
            reason = self.why(exc.reason)
            self.set_status(self.t("table-illegal", action=self.label(action), reason=reason))
            self.write_log(f"! {exc}")
            return False
        if link.deal_number != deal:  # a table elsewhere dealt the next deal
            self.last_trick_shown = False
            self.write_log(self.t("table-deal", number=link.deal_number))
        elif mover is None:  # a position with no move (an undo at a table elsewhere)
            self.query_one(LogPanel).trim(self._log_point())
            self._resume_discards()
        self._log_events(seat, events)
        return True

    async def _pace(self) -> None:
        """The pause before an AI move shows (watching: while paused, until a step)."""
        wake = self._wake
        assert wake is not None
        stepped = False
        while self.watching and self.paused and not self._step:
            wake.clear()
            await wake.wait()
            stepped = self._step
        self._step = False
        speed = self.cardavia.settings.ai_speed
        if self.watching and self.watch_speed is not None:
            speed = self.watch_speed
        if stepped or self.skipping or speed >= 100:  # 100 % = no pause between AI moves
            return
        delay = 0.15 + 1.1 * (100 - speed) / 100
        if self.last_trick_shown:
            # A finished trick stays on the felt, its winner marked, before the next lead.
            delay += 0.6 + 1.6 * (100 - speed) / 100
        wake.clear()
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(wake.wait(), delay)

    async def ask(self, dialog: CardaviaModal) -> Any:
        """``dialog``'s answer; never opened on a table being taken down (``TableClosing``).

        ``push_screen_wait`` first runs the app's pending callbacks, which may hold the
        removal of this very table (a leave, a quit): awaited here, it would be cancelled
        with the table's flow, and the table's task with it. The check and that run happen
        in one step; a leave or a quit that comes later finds the dialog open and closes it.
        Nor is it opened over "Leave the table?" (Esc typed as the dialog came due): the keys
        went to the dialog on top, and Esc, q and Ctrl+C found the question already asked,
        so nothing answered it (the pty runs: the app could not be quit).
        """
        await self.while_leave_is_asked()
        await self.while_covered()
        if being_taken_down(self) or self not in self.app.screen_stack:
            raise TableClosing
        return await self.app.push_screen_wait(dialog)

    async def while_covered(self) -> None:
        """A decision that comes due while a screen of the player's covers the table (the
        rules at 80x24, the command palette) waits under it: it opens once the table is on
        top again, never over the rules being read."""
        app = self.app
        while app.screen is not self and self in app.screen_stack and not being_taken_down(self):
            await asyncio.sleep(0.05)

    def _wake_up(self) -> None:
        if self._wake is not None:
            self._wake.set()

    def play(self, *actions: str) -> None:
        """Your decision, while the table awaits your card: applied at once, then the flow
        goes on (the hand, the extras and tests use it)."""
        if self._turn is not None and not self._turn.done():
            self.play_now(*actions)
            self._turn.set_result([])

    def _decide(self, decision: Decision) -> None:
        if self._turn is not None and not self._turn.done():
            self._turn.set_result(decision)

    def play_now(self, *actions: str) -> None:
        """Apply the human's decision(s); an illegal one is refused with the engine's reason."""
        for action in actions:
            seat = self.link.to_move
            try:
                events = self.link.apply(action)
            except IllegalAction as exc:
                self.set_status(
                    self.t("table-illegal", action=self.label(action), reason=self.why(exc.reason))
                )
                break
            self._log_events(seat, events)

    # -- the human's decisions ---------------------------------------------------------------
    async def human_turn(self) -> list[str] | None:
        """Your decision: a card from the hand, or a dialog; None when nothing was decided."""
        obs = self.link.observation()
        legal: list[str] = obs["legal_actions"]
        hand = set(obs["hand"])
        plays = [a for a in legal if a in hand]
        if plays:
            notice, self._notice = self._notice, None
            self.set_status(notice or self.t("table-your-turn"))
            widget = self.query_one(HandWidget)
            # The cursor starts on the card the hint would play: Enter out of habit never
            # throws away the card you most need.
            hinted = self.link.hint()[0].split(":")[-1]
            if hinted in widget.cards and hinted in widget.legal:
                widget.selected = widget.cards.index(hinted)
                widget.refresh()
                self._show_extras(set(legal))
            if not widget.has_focus:
                widget.focus()
            self._turn = asyncio.get_running_loop().create_future()
            try:
                decision = await self._turn
            finally:
                self._turn = None
            return decision if isinstance(decision, list) else await decision()
        self.set_status("")  # the dialog says what to decide; no stale "X is thinking…"
        if len(legal) == 1:
            return legal  # a forced choice is not asked: it is played, and the log says it
        await self.wait_for_landing()
        if any(a.startswith("discard:") for a in legal):
            return await self.ask_discard(obs)
        return await self.ask_choice(obs, legal)

    async def wait_for_landing(self) -> None:
        """Let the cards on their way land before a dialog covers the felt: the chien or the
        talon you take up flies to your hand, then the discard opens (a new deal fans out,
        then the bid is asked). No wait when nothing moves (Reduce motion, CARDAVIA_MOTION=off),
        at most the flight's own time and ``LANDING_SLACK``, and keys keep working meanwhile
        (only the flow waits)."""
        felt = self.query_one(FeltWidget)
        if felt.motion is None:
            return
        pace = self.watch_speed if self.watching else None
        speed = pace if pace is not None else self.cardavia.settings.ai_speed
        loop = asyncio.get_running_loop()
        deadline = loop.time() + felt_widgets.motion_time(speed) + LANDING_SLACK
        while felt.motion is not None and loop.time() < deadline:
            await asyncio.sleep(0.02)

    async def while_leave_is_asked(self) -> None:
        """A decision that comes due while "Leave the table?" is open (Esc during an AI's
        move) waits for the answer: it opens once you stay, never on top of the question
        (a leave closes the table, and this flow with it)."""
        while any(isinstance(s, LeaveDialog) for s in self.app.screen_stack):
            await asyncio.sleep(0.05)

    async def ask_choice(self, obs: Observation, legal: list[str]) -> list[str] | None:
        phase = obs["phase"]
        choices = []
        for action in self.presenter.options(phase, legal):
            reason = None if action in legal else self.link.why_illegal(action)
            why = self.why(reason) if reason else ""
            choices.append(Choice(action, self.label(action), action in legal, why))
        catalog = self.cardavia.catalog
        title = self.t(f"dialog-{phase}") if catalog.has(f"dialog-{phase}") else ""
        note = self.t(f"dialog-{phase}-note") if catalog.has(f"dialog-{phase}-note") else ""
        dialog = ChoiceDialog(title or self.t("dialog-decide"), choices, note=note, hint=self._hint)
        action = await self.ask(dialog)
        return [action] if action else None

    def _discard_order(self, seq: list[str]) -> tuple[list[str], str | None]:
        """``seq`` in an order the engine accepts one by one (each card put away when it may
        be), and the reason the rest may not be, if any."""
        done, reason = self.link.arrange([f"discard:{code}" for code in seq])
        return [a[8:] for a in done], self.why(reason) if reason else None

    async def ask_discard(self, obs: Observation) -> list[str] | None:
        legal = obs["legal_actions"]
        remaining = len(obs["hand"]) - self.spec.hand_size  # the cards taken up go back
        cards = self.sorted_hand(obs["hand"])
        discardable = {a[8:] for a in legal}

        def problem(seq: list[str]) -> str | None:
            return self._discard_order(seq)[1]

        def allowed(code: str, chosen: list[str]) -> bool:
            return code in discardable and problem([*chosen, code]) is None

        catalog = self.cardavia.catalog
        dialog = CardPickDialog(
            self.t("dialog-discard", count=remaining),
            cards,
            remaining,
            self.face_of,
            problem,
            allowed,
            confirm=self.t("dialog-confirm"),
            note=self.presenter.discard_note(catalog, self.tradition, obs),
            hint=self._discard_hint,
        )
        chosen = await self.ask(dialog)
        order, _ = self._discard_order(chosen or [])
        return [f"discard:{code}" for code in order]

    def _discard_hint(self) -> tuple[list[str], str] | None:
        """The whole discard the normal AI would make in your place, and why its first card."""
        _, why = self.link.hint()
        cards = [a[8:] for a in self.link.hint_discards()]
        if not cards:
            return None
        catalog = self.cardavia.catalog
        shown = " ".join(self.card_text(c) for c in self.sorted_hand(cards))
        return cards, catalog.t(
            "table-hint", action=shown, reason=hint_reason(catalog, self.game, self.tradition, why)
        )

    def _hint(self) -> tuple[str, str] | None:
        """(action, line): what the normal AI would do in your place and why, or None."""
        if not self.link.human_to_move:
            return None
        action, why = self.link.hint()
        return action, hint_line(self.cardavia.catalog, self.game, self.tradition, action, why)

    # -- end of deal --------------------------------------------------------------------------
    async def settle(self) -> bool:
        """The settlement, then what next; False when the table is left."""
        link = self.link
        catalog = self.cardavia.catalog
        lines = self.presenter.settlement(catalog, self.tradition, link.result(), link.standings())
        if link.save_error is not None:
            kept = (
                self.t("table-save-kept", path=shown_path(link.save_path))
                if link.save_path is not None
                else self.t("table-save-nothing-kept")
            )
            reason = save_reason(catalog, link.save_errno, link.save_error)
            lines += ["", self.t("table-save-failed", reason=reason), kept]
        record = None
        if link.save_error is None and link.saved_files:
            saved = self.t("table-saved", path=shown_path(link.saved_files[-1]))
            record = (self.t("end-record-key"), saved)
        sheet = self.presenter.score_sheet(
            catalog, self.tradition, link.results(), link.standings()
        )
        buttons = []
        if not link.match_over:
            buttons.append(("next", self.t("end-next-deal")))
        if self.watching:
            buttons.append(("back", self.t("end-watch-back")))
        if not self.watching and not link.remote:
            buttons.append(("new", self.t("end-new-game")))
        buttons.append(("menu", self.t("end-menu")))
        title = self.presenter.end_title(catalog, link.standings())
        sheet = ["", *sheet] if sheet else []
        choice = await self.ask(SettlementDialog(title, lines, buttons, sheet, record))
        self.last_trick_shown = False
        if choice == "back":
            self._step_back()  # the flow goes on from there, paused
        elif choice == "next":
            number = link.deal_number
            link.next_deal()  # a table elsewhere deals once everyone is ready
            if link.deal_number != number:
                self.write_log(self.t("table-deal", number=link.deal_number))
        elif choice == "new":
            self.seed += 1
            self.link = LocalLink(
                TableSession(
                    self.game, self.tradition, self.seed, self.level, records_dir=records_dir()
                )
            )
            self.query_one(LogPanel).clear()
        else:
            self.app.pop_screen()
            return False
        return True
