"""The table: the layout, and the flow of a deal from one decision to the next.

The flow is one worker that loops: an AI seat thinks (in a thread) and plays at a readable
pace, the human's card is awaited from the hand, every other decision is a dialog awaited
with ``push_screen_wait``. The screen decides no rule and knows no game: the engine says what
is legal (and why not), the game's spec how a hand is sorted and how many cards it keeps, and
the game's presenter (``tui.table.<package>``) what the felt shows and how a settlement reads.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable

from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.css.query import NoMatches
from textual.geometry import Region
from textual.widgets import Button, Footer, Static

from cardavia.engine.game import IllegalAction, Reason
from cardavia.engine.registry import get_game
from cardavia.engine.view import Observation, Trick
from cardavia.play.session import Event, TableSession, records_dir
from cardavia.tui.dialogs.cards import CardPickDialog
from cardavia.tui.dialogs.choice import Choice, ChoiceDialog
from cardavia.tui.dialogs.place import OnTheFelt
from cardavia.tui.dialogs.settlement import SettlementDialog
from cardavia.tui.render.cards import Face, face, sort_key
from cardavia.tui.render.felt import FeltView, PileView, Seat
from cardavia.tui.save_messages import save_reason
from cardavia.tui.screens.base import CardaviaScreen
from cardavia.tui.table.hints import hint_line, hint_reason
from cardavia.tui.table.labels import action_label, card_text
from cardavia.tui.table.presenter import presenter_for, seat_names
from cardavia.tui.table.reasons import reason_text
from cardavia.tui.widgets.felt import FeltWidget
from cardavia.tui.widgets.hand import HandWidget
from cardavia.tui.widgets.log import LogPanel
from cardavia.tui.widgets.rules_panel import RulesPanel
from cardavia.tui.widgets.standings import Standings

EXTRA_KEYS = {"marriage": "m", "exchange": "x", "close": "c", "no-aces": "n", "poignee": "p"}

#: What your turn to play a card ends with: the actions to apply (none: look again, e.g.
#: after an undo), or a dialog to await first (a marriage, a poignée).
Decision = list[str] | Callable[[], Awaitable[list[str] | None]]


class TableScreen(CardaviaScreen):
    BINDINGS = [
        Binding("h", "hint", "Hint", id="hint"),
        Binding("u", "undo", "Undo", id="undo"),
        Binding("t", "last_trick", "Last trick", id="last-trick"),
        # Skip and Quit work but stay out of the footer, so it fits 80 columns in every
        # language (Esc is the way back to the menu; the help lists every key).
        Binding("s", "skip", "Skip", id="skip", show=False),
        Binding("q", "app.quit", "Quit", id="quit", show=False),
        Binding("escape", "menu", "Menu", id="menu"),
        Binding("l", "toggle_log", "Log", id="log"),
        Binding("space", "watch_pause", "Pause", id="watch-pause"),
        Binding("full_stop", "watch_step", "Step", id="watch-step", key_display=", ."),
        Binding("comma", "watch_back", show=False, id="watch-back"),
        Binding("plus,equals_sign", "watch_speed(20)", show=False, id="watch-faster"),
        Binding("minus", "watch_speed(-20)", show=False, id="watch-slower"),
        Binding("x", "extra('exchange')", show=False, id="extra-exchange"),
        Binding("c", "extra('close')", show=False, id="extra-close"),
        Binding("n", "extra('no-aces')", show=False, id="extra-no-aces"),
        Binding("p", "extra('poignee')", show=False, id="extra-poignee"),
        Binding("m", "extra('marriage')", show=False, id="extra-marriage"),
    ]

    def __init__(
        self,
        game: str,
        tradition: str,
        seed: int,
        level: str = "normal",
        session: TableSession | None = None,
    ) -> None:
        super().__init__()
        self.game = game
        self.tradition = tradition
        self.seed = seed
        self.level = level
        self.rules_game = game
        self.rules_tradition = tradition
        self.spec = get_game(game)
        self.presenter = presenter_for(game)
        self.watching = session is not None  # replaying a record: nobody decides
        self.session = session or TableSession(
            game, tradition, seed, level, records_dir=records_dir()
        )
        self.skipping = False  # the s key: the AI seats play at once until your turn
        self.paused = False  # watching a record: paused, stepped move by move
        self.watch_speed: int | None = None  # the + and − keys; else the AI speed setting
        self.last_trick_shown = False
        self.log_open = False  # the log drawer, below 100 columns
        self.rules_open = False  # the rules panel beside the felt, from 140 columns
        self._turn: asyncio.Future[Decision] | None = None  # your card, while awaited
        self._wake: asyncio.Event | None = None  # ends a pace wait early (skip, step, pause)
        self._step = False  # watching, paused: the step key lets one move through
        self.pending: str | None = None  # the next move, waiting for its pace (or a step)
        # Discards of one seat, logged as one line once that seat is done discarding.
        self._discards: list[str] = []
        self._notice: str | None = None  # said at your next turn instead of "your turn"

    # -- layout ------------------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        with Horizontal(id="table-header"):
            yield Static("", id="table-title")
            yield Static("", id="table-deal")
        with Horizontal(id="table-main"):
            with Vertical(id="felt"):
                yield FeltWidget(id="felt-canvas")
                yield Standings(id="standings")
                yield Static("", id="status")
            yield LogPanel(id="log")
            yield RulesPanel(id="rules-panel")
        # The decisions that come with a card play, across the whole width above your hand.
        with Horizontal(id="extras"):
            for action in EXTRA_KEYS:
                yield Button("", id=f"extra-{action}", compact=True)
        yield HandWidget(id="hand")
        yield Footer()

    def on_mount(self) -> None:
        super().on_mount()
        self._wake = asyncio.Event()
        self.query_one(HandWidget).focus()
        self._fit_log()
        self._log_summary()
        self.run_table()

    def on_resize(self) -> None:
        super().on_resize()
        self._fit_log()

    def _fit_log(self) -> None:
        # Below 100 columns the log gives its room to the felt (the wireframe's rule) and
        # opens as a drawer over it with a key.
        wide = self.app.size.width >= 100
        log = self.query_one(LogPanel)
        log.display = wide or self.log_open
        log.set_class(not wide, "drawer")
        panel = self.query_one(RulesPanel)
        panel.display = self.rules_open and self.app.size.width >= self.RULES_BESIDE
        self.refresh_bindings()

    #: From this width the rules open in a panel beside the table, below it over the table.
    RULES_BESIDE = 140

    def toggle_rules_panel(self) -> bool:
        """The rules key at the table: the panel beside the felt opens or closes; False when
        the terminal is too narrow for it (the rules then open over the table)."""
        if self.app.size.width < self.RULES_BESIDE:
            return False
        self.rules_open = not self.rules_open
        if self.rules_open:
            from cardavia.i18n import RulesNotFound, rules_document

            try:
                text = rules_document(self.game, self.cardavia.catalog.locale, self.tradition)
            except RulesNotFound:
                text = self.t("rules-missing")
            self.query_one(RulesPanel).show_rules(text)
        self._fit_log()
        return True

    def action_toggle_log(self) -> None:
        self.log_open = not self.log_open
        self._fit_log()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("watch_pause", "watch_step", "watch_back", "watch_speed"):
            return self.watching
        if action == "skip" and self.watching:
            return False  # watching: the speed keys instead of a jump to the end
        if action == "toggle_log":
            return self.app.size.width < 100  # a panel from 100 columns: no key needed
        # A record being watched: nobody decides, so no hint and no undo.
        return not (action in ("hint", "undo") and self.watching)

    def relabel(self) -> None:
        t = self.t
        self.query_one("#table-title", Static).update(
            f"[b]CARDAVIA[/b] · {self.spec.title} · {t(f'tradition-{self.tradition}-name')}"
        )
        self.refresh_view()

    # -- helpers ------------------------------------------------------------------------------
    @property
    def names(self) -> list[str]:
        return seat_names(self.cardavia.catalog, self.game)

    @property
    def awaiting_card(self) -> bool:
        """The flow waits for you to play a card (or to pick a decision beside it)."""
        return self._turn is not None and not self._turn.done()

    @property
    def log_entries(self) -> list[tuple[tuple[int, int], str]]:
        return self.query_one(LogPanel).entries

    def felt_area(self) -> tuple[Region, list[Region]]:
        """Where a dialog may sit (the felt, above your hand) and what it should leave in
        view (the cards of the trick)."""
        felt = self.query_one("#felt").region
        canvas = self.query_one(FeltWidget)
        x0, y0 = canvas.region.x, canvas.region.y
        trick = [Region(x0 + x, y0 + y, w, h) for x, y, w, h in canvas.trick_area()]
        return felt, trick

    def face_of(self, code: str) -> Face:
        s = self.cardavia.settings
        return face(code, self.tradition, s.suit_colours, s.ascii_suits)

    def sorted_hand(self, cards: list[str]) -> list[str]:
        return sorted(cards, key=lambda c: sort_key(c, self.game))

    def label(self, action: str) -> str:
        return action_label(self.cardavia.catalog, self.game, self.tradition, action)

    def why(self, reason: Reason | str) -> str:
        """An engine reason in the player's language (the engines speak English)."""
        catalog = self.cardavia.catalog
        return reason_text(reason, catalog, self.game, self.tradition, self.names)

    def set_status(self, text: str) -> None:
        self.query_one("#status", Static).update(text)

    def write_log(self, text: str) -> None:
        self.query_one(LogPanel).add(self._log_point(), text)

    def _log_point(self) -> tuple[int, int]:
        return (self.session.deal_number, len(self.session.state.history()))

    def _log_summary(self) -> None:
        """A table sat down at mid-deal (a resumed game): the log starts with the deal so far."""
        session = self.session
        if self.watching or not session.state.history() or session.state.is_over:
            return
        catalog = self.cardavia.catalog
        self.write_log(self.t("log-summary", number=session.deal_number))
        obs = session.observation()
        for line in self.presenter.summary(catalog, self.tradition, obs):
            self.write_log(line)

    # -- view -----------------------------------------------------------------------------
    def refresh_view(self) -> None:
        session = self.session
        obs = session.observation()
        catalog = self.cardavia.catalog
        info = self.presenter.table(catalog, self.tradition, obs)
        t = self.t
        self.query_one("#table-deal", Static).update(t("table-deal", number=session.deal_number))
        positions: tuple[str, ...] = self.spec.seat_layout
        trick = [(positions[s], code) for s, code in info.trick]
        winner = None
        leader = positions[info.trick[0][0]] if info.trick else None
        if not trick and self.last_trick_shown and obs.get("tricks"):
            last = obs["tricks"][-1]
            trick = self._trick_cards(last)
            winner = positions[last["winner"]]
            leader = positions[last["leader"]]
        seats = [
            Seat(
                seat.position,
                seat.name,
                seat.cards,
                t("seat-cards", count=seat.cards),
                list(seat.roles),
                seat.strong,
                seat.bubble,
            )
            for seat in info.seats
        ]
        lines = list(info.center)
        if winner is not None:
            lines.insert(0, t("table-trick-taken", seat=self.names[positions.index(winner)]))
        view = FeltView(
            seats,
            trick,
            leader,
            winner,
            [PileView(p.label, p.cards, p.trump, p.trump_up) for p in info.piles],
            lines,
            self.tradition,
            stock_beside=self.presenter.stock_beside,
        )
        pace = self.watch_speed if self.watching else None
        self.query_one(FeltWidget).show(view, self.face_of, self.cardavia.settings.grain, pace)
        top = self.app.screen
        if top is not self and isinstance(top, OnTheFelt):
            top.place_again()  # the trick a dialog keeps clear of has changed
        self.query_one(Standings).update(self.presenter.standings(catalog, session.standings()))
        legal = set(obs.get("legal_actions") or []) if session.human_to_move else set()
        hand = self.sorted_hand(obs["hand"])
        plays = {a for a in legal if a in hand}
        self.query_one(HandWidget).set_hand(hand, plays, self.face_of, active=bool(plays))
        self._show_extras(legal if plays else set())

    def _trick_cards(self, trick: Trick) -> list[tuple[str, str]]:
        positions: tuple[str, ...] = self.spec.seat_layout
        return [(positions[seat], card) for seat, card in trick["plays"]]

    def _show_extras(self, legal: set[str]) -> None:
        """Buttons for the decisions that come with a card play (poignée, exchange, ...)."""
        shown = False
        for action, key in EXTRA_KEYS.items():
            button = self.query_one(f"#extra-{action}", Button)
            if action == "poignee":
                available = any(a.startswith("poignee:") for a in legal)
                text = self.t("action-poignee-choose")
            elif action == "marriage":
                target = self._marriage_target(legal)
                available = target is not None
                text = self._announce_label(target) if target else ""
            else:
                available = action in legal
                text = self.label(action)
            button.display = available
            button.label = f"{key} {text}"
            shown = shown or available
        self.query_one("#extras").display = shown

    def _marriage_target(self, legal: set[str] | list[str]) -> str | None:
        """The marriage the m key announces: the one of the card under the cursor, else the
        hinted one, else the first."""
        marriages = [a for a in legal if a.startswith("marriage:")]
        if not marriages:
            return None
        hand = self.query_one(HandWidget)
        if hand.cards and f"marriage:{hand.cards[hand.selected]}" in marriages:
            return f"marriage:{hand.cards[hand.selected]}"
        hint = self.session.hint()
        return hint if hint in marriages else marriages[0]

    def _announce_label(self, action: str) -> str:
        """The announcement with what it brings (the move is tried on a copy of the deal)."""
        trial = self.session.state.clone()
        trial.apply(action)
        human = self.session.human
        after = trial.observation(human)
        return self.presenter.announce_label(
            self.cardavia.catalog, self.tradition, action, after, human
        )

    # -- the flow -----------------------------------------------------------------------------
    @work(exclusive=True, group="table-flow")
    async def run_table(self) -> None:
        """Whose turn is it? Ask the human, let an AI think, or settle the deal; again."""
        try:
            await self._run_table()
        except NoMatches:
            # The table was closed while a move was on its way: its widgets went before the
            # flow could see it left the stack. Nothing is lost (the session saved each deal).
            if self.query("#felt"):
                raise

    async def _run_table(self) -> None:
        await asyncio.sleep(0.05)  # first let the felt be drawn behind any dialog
        while self in self.app.screen_stack:  # the table closed: the flow ends with it
            session = self.session
            self.refresh_view()
            if session.state.is_over:
                self.set_status("")
                if not await self.settle():
                    return
            elif session.human_to_move:
                self.skipping = False
                actions = await self.human_turn()
                if actions:
                    self.play_now(*actions)
            elif getattr(session, "waiting", False):
                self.set_status(self.t("table-record-ends"))
                return
            elif not await self.ai_turn():
                return

    async def ai_turn(self) -> bool:
        """An AI seat thinks, then plays at the chosen pace; False: the table cannot go on."""
        session = self.session
        name = self.names[session.state.to_move or 0]
        status = "table-watching" if self.watching else "table-thinking"
        if self.watching and self.paused:
            status = "table-watch-paused"  # a move already on its way when paused: still paused
        self.set_status(self.t(status, seat=name))
        action = await asyncio.to_thread(session.ai_choice)
        self.pending = action
        await self._pace()
        self.pending = None
        seat = session.state.to_move
        try:
            events = session.apply(action)
        except IllegalAction as exc:  # a bad record (or an agent bug) must not freeze the table
            reason = self.why(exc.reason)
            self.set_status(self.t("table-illegal", action=self.label(action), reason=reason))
            self.write_log(f"! {exc}")
            return False
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
            seat = self.session.state.to_move
            try:
                events = self.session.apply(action)
            except IllegalAction as exc:
                self.set_status(
                    self.t("table-illegal", action=self.label(action), reason=self.why(exc.reason))
                )
                break
            self._log_events(seat, events)

    def _log_events(self, seat: int | None, events: list[Event]) -> None:
        names = self.names
        session = self.session
        catalog = self.cardavia.catalog
        for event in events:
            if event.kind == "action" and event.seat is not None:
                action = event.action
                public = session.state.public_action(action, event.seat, session.human)
                if action.startswith("discard:"):
                    # A seat's discards make one line, written once it is done discarding.
                    self._discards.append(public)
                    state = session.state
                    more = state.to_move == event.seat and any(
                        a.startswith("discard:") for a in state.legal_actions()
                    )
                    if not more:
                        self._flush_discards(names[event.seat])
                    continue
                obs = session.observation()
                self.write_log(
                    self.presenter.log_line(catalog, self.tradition, names[event.seat], public, obs)
                )
                self.last_trick_shown = False
            elif event.kind == "trick" and event.seat is not None:
                self.write_log(self.t("log-trick", number=event.number, seat=names[event.seat]))
                self.last_trick_shown = True
            elif event.kind == "chien":
                cards = " ".join(card_text(c, self.tradition) for c in event.cards)
                self.write_log(self.t("table-chien", cards=cards))
            elif event.kind == "excuse":
                self.write_log(self.t("log-excuse"))
            elif event.kind == "annulled":
                self.write_log(self.t(f"log-annulled-{event.action}"))

    def _flush_discards(self, name: str) -> None:
        """One line for the cards shown, one for those put away face down."""
        catalog = self.cardavia.catalog
        shown = [a[8:] for a in self._discards if a != "discard:?"]
        hidden = len(self._discards) - len(shown)
        self._discards = []
        obs = self.session.observation()
        if shown:
            cards = " ".join(card_text(c, self.tradition) for c in self.sorted_hand(shown))
            person = "you" if name == self.t("seat-you") else "other"
            self.write_log(self.t("log-discard", seat=name, person=person, card=cards))
        if hidden:
            line = f"discard:?{hidden}"
            self.write_log(self.presenter.log_line(catalog, self.tradition, name, line, obs))
        self.last_trick_shown = False

    def _resume_discards(self) -> None:
        """Back at an earlier position (a step back, an undo): the discards still waiting for
        their log line are those the seat to move has made so far, read from the deal itself
        (not what was pending when the later position was left)."""
        state = self.session.state
        seat = state.to_move
        self._discards = []
        if seat is None or not any(a.startswith("discard:") for a in state.legal_actions()):
            return
        made: list[str] = []
        for action in reversed(state.history()):
            if not action.startswith("discard:"):
                break
            made.insert(0, state.public_action(action, seat, self.session.human))
        self._discards = made

    # -- the human's decisions ---------------------------------------------------------------
    async def human_turn(self) -> list[str] | None:
        """Your decision: a card from the hand, or a dialog; None when nothing was decided."""
        obs = self.session.observation()
        legal: list[str] = obs["legal_actions"]
        hand = set(obs["hand"])
        plays = [a for a in legal if a in hand]
        if plays:
            notice, self._notice = self._notice, None
            self.set_status(notice or self.t("table-your-turn"))
            widget = self.query_one(HandWidget)
            # The cursor starts on the card the hint would play: Enter out of habit never
            # throws away the card you most need.
            hinted = self.session.hint().split(":")[-1]
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
        if any(a.startswith("discard:") for a in legal):
            return await self.ask_discard(obs)
        return await self.ask_choice(obs, legal)

    async def ask_choice(self, obs: Observation, legal: list[str]) -> list[str] | None:
        phase = obs["phase"]
        choices = []
        for action in self.presenter.options(phase, legal):
            reason = None if action in legal else self.session.why_illegal(action)
            why = self.why(reason) if reason else ""
            choices.append(Choice(action, self.label(action), action in legal, why))
        catalog = self.cardavia.catalog
        title = self.t(f"dialog-{phase}") if catalog.has(f"dialog-{phase}") else ""
        note = self.t(f"dialog-{phase}-note") if catalog.has(f"dialog-{phase}-note") else ""
        dialog = ChoiceDialog(title or self.t("dialog-decide"), choices, note=note, hint=self._hint)
        action = await self.app.push_screen_wait(dialog)
        return [action] if action else None

    def _discard_order(self, seq: list[str]) -> tuple[list[str], str | None]:
        """``seq`` in an order the engine accepts one by one (each card put away when it may
        be), and the reason the rest may not be, if any."""
        trial = self.session.state.clone()
        left, done = list(seq), list[str]()
        while left:
            code = next((c for c in left if trial.is_legal(f"discard:{c}")), left[0])
            try:
                trial.apply(f"discard:{code}")
            except IllegalAction as exc:
                return done, self.why(exc.reason)
            left.remove(code)
            done.append(code)
        return done, None

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
        chosen = await self.app.push_screen_wait(dialog)
        order, _ = self._discard_order(chosen or [])
        return [f"discard:{code}" for code in order]

    def _discard_hint(self) -> tuple[list[str], str] | None:
        """The whole discard the normal AI would make in your place, and why its first card."""
        session = self.session
        action, why = session.hint_explained()
        if not action.startswith("discard:"):
            return None
        trial, cards = session.state.clone(), []
        while action.startswith("discard:") and trial.to_move == session.human:
            trial.apply(action)
            cards.append(action[8:])
            obs = trial.observation(session.human)
            if not any(a.startswith("discard:") for a in obs["legal_actions"]):
                break
            obs["standings"] = session.standings()
            action = session.hint_agent.act(obs)
        catalog = self.cardavia.catalog
        shown = " ".join(card_text(c, self.tradition) for c in self.sorted_hand(cards))
        return cards, catalog.t(
            "table-hint", action=shown, reason=hint_reason(catalog, self.game, self.tradition, why)
        )

    def on_hand_widget_chosen(self, message: HandWidget.Chosen) -> None:
        code = message.code
        legal = self.session.observation()["legal_actions"]
        if f"marriage:{code}" in legal:
            choices = [
                Choice(f"marriage:{code}", self.label(f"marriage:{code}")),
                Choice(code, self.t("dialog-play-plain", card=card_text(code, self.tradition))),
            ]

            async def ask() -> list[str] | None:
                dialog = ChoiceDialog(
                    self.t("dialog-marriage"), choices, can_cancel=True, hint=self._hint
                )
                action = await self.app.push_screen_wait(dialog)
                return [action] if action else None

            self._decide(ask)
            return
        self.play(code)

    def on_hand_widget_moved(self, message: HandWidget.Moved) -> None:
        if self.awaiting_card:
            self._show_extras(set(self.session.observation()["legal_actions"]))

    def on_hand_widget_refused(self, message: HandWidget.Refused) -> None:
        reason = self.session.why_illegal(message.code)
        if reason:
            self.set_status(
                self.t(
                    "table-illegal",
                    action=card_text(message.code, self.tradition),
                    reason=self.why(reason),
                )
            )

    def on_button_pressed(self, event: Button.Pressed) -> None:
        button = event.button.id or ""
        if button.startswith("extra-"):
            self.action_extra(button.removeprefix("extra-"))

    def action_extra(self, action: str) -> None:
        if not self.awaiting_card:
            return
        legal = self.session.observation()["legal_actions"]
        if action == "poignee":
            options = [a for a in legal if a.startswith("poignee:")]
            if options:
                self._decide(lambda: self.ask_poignee(options))
        elif action == "marriage":
            target = self._marriage_target(legal)
            if target:
                self.play(target)
        elif action in legal:
            self.play(action)

    async def ask_poignee(self, options: list[str]) -> list[str] | None:
        choices = [
            Choice(
                o,
                self.t(
                    "dialog-poignee-level",
                    size=o.count(",") + 1,
                    cards=" ".join(card_text(c, self.tradition) for c in o[8:].split(",")),
                ),
            )
            for o in options
        ]
        choices.append(Choice("adjust", self.t("dialog-poignee-adjust")))
        choices.append(Choice("", self.t("dialog-poignee-none")))
        dialog = ChoiceDialog(self.t("dialog-poignee"), choices, can_cancel=True, hint=self._hint)
        action = await self.app.push_screen_wait(dialog)
        if action == "adjust":
            return await self.adjust_poignee(options)
        return [action] if action else None

    async def adjust_poignee(self, options: list[str]) -> list[str] | None:
        obs = self.session.observation()
        default = options[-1][8:].split(",")
        cards = self.sorted_hand(self.presenter.showable_cards(obs))

        def problem(seq: list[str]) -> str | None:
            reason = self.session.why_illegal("poignee:" + ",".join(seq))
            return self.why(reason) if reason else None

        dialog = CardPickDialog(
            self.t("dialog-poignee"),
            cards,
            len(default),
            self.face_of,
            problem,
            lambda code, chosen: True,
            confirm=self.t("dialog-confirm"),
            skip=self.t("dialog-poignee-none"),
            preselected=default,
        )
        chosen = await self.app.push_screen_wait(dialog)
        return ["poignee:" + ",".join(self.sorted_hand(chosen))] if chosen else None

    # -- keys -------------------------------------------------------------------------------
    def _hint(self) -> tuple[str, str] | None:
        """(action, line): what the normal AI would do in your place and why, or None."""
        if not self.session.human_to_move:
            return None
        action, why = self.session.hint_explained()
        return action, hint_line(self.cardavia.catalog, self.game, self.tradition, action, why)

    def action_hint(self) -> None:
        hint = self._hint()
        if hint is None:
            return
        action, text = hint
        self.set_status(text)
        # The cursor moves to the hinted card (or the focus to the hinted exchange, close,
        # no Aces or poignée button), so Enter follows the hint.
        hand = self.query_one(HandWidget)
        extra, _, card = action.partition(":")
        card = card if extra == "marriage" else action
        if card in hand.cards and card in hand.legal:
            hand.selected = hand.cards.index(card)
            hand.refresh()
            self._show_extras(set(self.session.observation()["legal_actions"]))
        if extra in EXTRA_KEYS and self.query_one(f"#extra-{extra}", Button).display:
            self.query_one(f"#extra-{extra}", Button).focus()
        elif card in hand.cards:
            hand.focus()

    def action_undo(self) -> None:
        if not self.awaiting_card:
            return
        if self.session.undo():
            # A forced choice is played, not asked: take it back too, with what led to it.
            while self._forced() and self.session.undo():
                pass
            self.query_one(LogPanel).trim(self._log_point())
            self._resume_discards()
            self.last_trick_shown = False
            self._notice = self.t("table-undone")
            self.set_status(self._notice)
            self.play()  # the flow looks again at whose turn it is
        else:
            self.set_status(self.t("table-nothing-to-undo"))

    def _forced(self) -> bool:
        """Your turn, and a decision with only one choice (not a card)."""
        if not self.session.human_to_move:
            return False
        obs = self.session.observation()
        legal = obs["legal_actions"]
        return len(legal) == 1 and legal[0] not in obs["hand"]

    def action_last_trick(self) -> None:
        tricks = self.session.observation().get("tricks") or []
        if not tricks:
            self.set_status(self.t("table-no-last-trick"))
            return
        last = tricks[-1]
        cards = " ".join(card_text(c, self.tradition) for _, c in self._trick_cards(last))
        self.set_status(self.t("table-last-trick", cards=cards, seat=self.names[last["winner"]]))

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
        back = getattr(self.session, "step_back", None)
        if not self.watching or back is None:
            return False
        self.paused = True
        if not back():
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

    def action_skip(self) -> None:
        self.skipping = True
        self._wake_up()

    def action_menu(self) -> None:
        self.confirm_leave(self._leave)

    def _leave(self) -> None:
        """Back to the menu, closing any dialog still open over the table."""
        while self in self.app.screen_stack:
            self.app.pop_screen()

    @property
    def game_in_progress(self) -> bool:
        """Leaving now would lose play: a deal under way, or a match/session not finished."""
        session = self.session
        if self.watching:
            return False
        if session.state.is_over:
            return session.deal_number > 1 and not session.match_over
        return bool(session.state.history()) or session.deal_number > 1

    def confirm_leave(self, leave: Callable[[], object]) -> None:
        """Ask before a stray Esc or q throws away the game in progress."""
        if not self.game_in_progress:
            leave()
            return
        if any(isinstance(s, LeaveDialog) for s in self.app.screen_stack):
            return  # already asked
        choices = [
            Choice("stay", self.t("action-keep-playing"), True, ""),
            Choice("leave", self.t("action-leave-table"), True, ""),
        ]
        dialog = LeaveDialog(
            self.t("dialog-leave"), choices, note=self.t("dialog-leave-note"), can_cancel=True
        )

        def answered(choice: str | None) -> None:
            if choice == "leave":
                leave()

        self.app.push_screen(dialog, answered)

    # -- end of deal --------------------------------------------------------------------------
    async def settle(self) -> bool:
        """The settlement, then what next; False when the table is left."""
        session = self.session
        catalog = self.cardavia.catalog
        lines = self.presenter.settlement(
            catalog, self.tradition, session.state.result(), session.standings()
        )
        if session.save_error is not None:
            kept = (
                self.t("table-save-kept", path=str(session.save_path))
                if session.save_path is not None
                else self.t("table-save-nothing-kept")
            )
            reason = save_reason(catalog, session.save_errno, session.save_error)
            lines += ["", self.t("table-save-failed", reason=reason), kept]
        elif session.saved_files:
            lines += ["", self.t("table-saved", path=str(session.saved_files[-1]))]
        buttons = []
        if not session.match_over:
            buttons.append(("next", self.t("end-next-deal")))
        if self.watching:
            buttons.append(("back", self.t("end-watch-back")))
        if not self.watching:
            buttons.append(("new", self.t("end-new-game")))
        buttons.append(("menu", self.t("end-menu")))
        choice = await self.app.push_screen_wait(
            SettlementDialog(self.t("end-title"), lines, buttons)
        )
        self.last_trick_shown = False
        if choice == "back":
            self._step_back()  # the flow goes on from there, paused
        elif choice == "next":
            self.session.next_deal()
            self.write_log(self.t("table-deal", number=self.session.deal_number))
        elif choice == "new":
            self.seed += 1
            self.session = TableSession(
                self.game, self.tradition, self.seed, self.level, records_dir=records_dir()
            )
            self.query_one(LogPanel).clear()
        else:
            self.app.pop_screen()
            return False
        return True


class LeaveDialog(ChoiceDialog):
    """ "Leave the table?" (asked once however many times Esc or q is pressed)."""
