"""The table: your hand, the seats around the felt, the trick, the log and every decision.

The screen never decides a rule: it asks the session (and so the engine) what is legal and
shows why something is not. AI seats think in a worker thread and play at a readable pace.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, cast

from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import Button, Footer, RichLog, Static

from cardavia.engine.game import IllegalAction, Reason
from cardavia.engine.view import Observation, Trick
from cardavia.games.french_tarot.view import TarotObservation
from cardavia.games.schnapsen.view import SchnapsenObservation
from cardavia.play.session import Event, TableSession, records_dir
from cardavia.traditions import GAMES
from cardavia.tui.dialogs.cards import CardPickDialog
from cardavia.tui.dialogs.choice import Choice, ChoiceDialog
from cardavia.tui.dialogs.settlement import SettlementDialog
from cardavia.tui.render.cards import Face, face, sort_key
from cardavia.tui.render.felt import FeltView, PileView, Seat
from cardavia.tui.save_messages import save_reason
from cardavia.tui.screens.base import CardaviaScreen
from cardavia.tui.table.hints import hint_line
from cardavia.tui.table.info import POSITIONS, seat_names, table_info
from cardavia.tui.table.labels import action_label, card_text, log_line
from cardavia.tui.table.reasons import reason_text
from cardavia.tui.table.settle import settlement_lines, signed
from cardavia.tui.widgets.felt import FeltWidget
from cardavia.tui.widgets.hand import HandWidget

#: Every option of each kind of decision, so unavailable ones can be shown with the reason.
DECISIONS = {
    "bid-french-tarot": ["pass", "prise", "garde", "garde-sans", "garde-contre"],
    "bid-preference": ["pass", "1", "2", "3", "4", "hold", "game:C", "game:S", "game:D", "hearts"],
    "trump-preference": ["trump:C", "trump:S", "trump:D", "trump:H"],
}
EXTRA_KEYS = {"marriage": "m", "exchange": "x", "close": "c", "no-aces": "n", "poignee": "p"}


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
        self.watching = session is not None  # replaying a record: nobody decides
        self.session = session or TableSession(
            game, tradition, seed, level, records_dir=records_dir()
        )
        self.busy = False
        self.skipping = False
        self.paused = False  # watching a record: paused, stepped move by move
        self.pending: str | None = None  # the record's next move, held while paused
        self.watch_speed: int | None = None  # the + and − keys; else the AI speed setting
        self.watch_moves = 0  # watching: bumped by a step back, so a move chosen before is dropped
        self.last_trick_shown = False
        self.asking = False
        self.hidden_discards = 0  # another seat's face-down discards not yet logged
        self.confirming = False  # the "leave the table?" question is open
        self.log_open = False  # the log drawer, below 100 columns
        # What the log shows, each line with the point of play it follows (undo removes it).
        self.log_entries: list[tuple[tuple[int, int], str]] = []

    # -- layout ------------------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        with Horizontal(id="table-header"):
            yield Static("", id="table-title")
            yield Static("", id="table-deal")
        with Horizontal(id="table-main"):
            with Vertical(id="felt"):
                yield FeltWidget(id="felt-canvas")
                yield Static("", id="status")
            yield RichLog(id="log", wrap=True, markup=False, auto_scroll=True, min_width=16)
        # The decisions that come with a card play, across the whole width above your hand.
        with Horizontal(id="extras"):
            for action in EXTRA_KEYS:
                yield Button("", id=f"extra-{action}", compact=True)
        yield HandWidget(id="hand")
        yield Footer()

    def on_mount(self) -> None:
        super().on_mount()
        self.query_one(HandWidget).focus()
        self._fit_log()
        self.set_timer(0.05, self.advance)  # first let the felt be drawn behind any dialog

    def on_resize(self) -> None:
        super().on_resize()
        self._fit_log()

    def _fit_log(self) -> None:
        # Below 100 columns the log gives its room to the felt (the wireframe's rule) and
        # opens as a drawer over it with a key.
        wide = self.app.size.width >= 100
        log = self.query_one("#log", RichLog)
        log.display = wide or self.log_open
        log.set_class(not wide, "drawer")
        self.refresh_bindings()

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
        game = GAMES[self.game].title
        self.query_one("#table-title", Static).update(
            f"[b]CARDAVIA[/b] · {game} · {t(f'tradition-{self.tradition}-name')}"
        )
        self.refresh_view()

    # -- helpers ------------------------------------------------------------------------------
    @property
    def names(self) -> list[str]:
        return seat_names(self.cardavia.catalog, self.game)

    def face_of(self, code: str) -> Face:
        s = self.cardavia.settings
        return face(code, self.tradition, s.suit_colours, s.ascii_suits)

    def label(self, action: str) -> str:
        return action_label(self.cardavia.catalog, self.game, self.tradition, action)

    def why(self, reason: Reason | str) -> str:
        """An engine reason in the player's language (the engines speak English)."""
        catalog = self.cardavia.catalog
        return reason_text(reason, catalog, self.game, self.tradition, self.names)

    def set_status(self, text: str) -> None:
        self.query_one("#status", Static).update(text)

    def write_log(self, text: str) -> None:
        self.log_entries.append((self._log_point(), text))
        self.query_one("#log", RichLog).write(text)

    def _log_point(self) -> tuple[int, int]:
        return (self.session.deal_number, len(self.session.state.history()))

    def _trim_log(self) -> None:
        """After an undo: the lines of the moves taken back leave the log."""
        point = self._log_point()
        kept = [(p, text) for p, text in self.log_entries if p <= point]
        if len(kept) != len(self.log_entries):
            self.log_entries = kept
            log = self.query_one("#log", RichLog)
            log.clear()
            for _, text in kept:
                log.write(text)

    # -- view -----------------------------------------------------------------------------
    def refresh_view(self) -> None:
        session = self.session
        obs = session.observation()
        info = table_info(self.cardavia.catalog, self.game, self.tradition, obs)
        t = self.t
        self.query_one("#table-deal", Static).update(t("table-deal", number=session.deal_number))
        positions = POSITIONS[self.game]
        trick = [(positions[s], code) for s, code in info.trick]
        winner = None
        leader = positions[info.trick[0][0]] if info.trick else None
        if not trick and self.last_trick_shown and obs["tricks"]:
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
        lines.append(self._standings_text())
        view = FeltView(
            seats,
            trick,
            leader,
            winner,
            [PileView(p.label, p.cards, p.trump, p.trump_up) for p in info.piles],
            lines,
            self.tradition,
            stock_beside=self.game == "schnapsen",
        )
        pace = self.watch_speed if self.watching else None
        self.query_one(FeltWidget).show(view, self.face_of, self.cardavia.settings.grain, pace)
        legal = set(obs["legal_actions"]) if session.human_to_move else set()
        hand = sorted(obs["hand"], key=lambda c: sort_key(c, self.game))
        plays = {a for a in legal if a in hand}
        self.query_one(HandWidget).set_hand(hand, plays, self.face_of, active=bool(plays))
        self._show_extras(legal if plays else set())

    def _trick_cards(self, trick: Trick) -> list[tuple[str, str]]:
        positions = POSITIONS[self.game]
        return [(positions[seat], card) for seat, card in trick["plays"]]

    def _standings_text(self) -> str:
        t = self.t
        st = self.session.standings()
        names = self.names
        if self.game == "french-tarot":
            return t(
                "table-totals",
                totals=" ".join(f"{names[s]} {signed(st['totals'][s])}" for s in range(4)),
            )
        if self.game == "schnapsen":
            return t(
                "table-match",
                you=st["match_points"][0],
                them=st["match_points"][1],
                opponent=names[1],
            )
        return t(
            "table-scores",
            scores=" ".join(f"{names[s]} {signed(st['scores'][s])}" for s in range(3)),
            pool=st["pool"],
        )

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
                text = self._marriage_label(target) if target else ""
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

    def _marriage_label(self, action: str) -> str:
        """The marriage with its points, and whether they wait for a first trick (the engine
        counts them: the move is tried on a copy of the deal)."""
        trial = self.session.state.clone()
        trial.apply(action)
        obs = cast(SchnapsenObservation, trial.observation(self.session.human))
        points = obs["marriages"][-1]["points"] if obs["marriages"] else 0
        # Named by its König whichever of the pair is led: the same marriage, a stable label.
        label = self.label(f"marriage:K{action[-1]}")
        if obs["pending_marriages"][self.session.human]:
            return f"{label} {self.t('role-pending', points=points)}"
        return f"{label} (+{points})"

    # -- the flow -----------------------------------------------------------------------------
    def advance(self) -> None:
        """Whose turn is it? Ask the human, let an AI think, or settle the deal."""
        if self.busy or self.asking:
            return
        session = self.session
        self.refresh_view()
        if session.state.is_over:
            self.set_status("")
            self.show_settlement()
            return
        if session.human_to_move:
            self.skipping = False
            self.prompt_human()
            return
        if getattr(session, "waiting", False):
            self.set_status(self.t("table-record-ends"))
            return
        self.busy = True
        name = self.names[session.state.to_move or 0]
        status = "table-watching" if self.watching else "table-thinking"
        if self.watching and self.paused:
            status = "table-watch-paused"  # a move already on its way when paused: still paused
        self.set_status(self.t(status, seat=name))
        self.think()

    @work(thread=True, exclusive=True, group="ai")
    def think(self) -> None:
        moves = self.watch_moves
        action = self.session.ai_choice()
        self.app.call_from_thread(self._ai_chose, action, moves)

    def _ai_chose(self, action: str, moves: int = 0) -> None:
        if moves != self.watch_moves:
            return  # watching: stepped back meanwhile; that move is no longer next
        speed = self.cardavia.settings.ai_speed
        if self.watching and self.watch_speed is not None:
            speed = self.watch_speed
        if self.watching and self.paused:
            self.pending = action  # applied by the step key, or when play resumes
            return
        if self.skipping or speed >= 100:  # 100 % = no pause between AI moves
            self.call_later(self._ai_apply, action)
        else:
            delay = 0.15 + 1.1 * (100 - speed) / 100
            if self.last_trick_shown:
                # A finished trick stays on the felt, its winner marked, before the next lead.
                delay += 0.6 + 1.6 * (100 - speed) / 100
            self.set_timer(delay, lambda: self._ai_apply(action, moves))

    def _ai_apply(self, action: str, moves: int | None = None) -> None:
        if moves is not None and moves != self.watch_moves:
            return  # stepped back while this move waited to be shown
        seat = self.session.state.to_move
        try:
            events = self.session.apply(action)
        except IllegalAction as exc:  # a bad record (or an agent bug) must not freeze the table
            reason = self.why(exc.reason)
            self.set_status(self.t("table-illegal", action=self.label(action), reason=reason))
            self.write_log(f"! {exc}")
            self.busy = False
            return
        self._log_events(seat, events)
        self.busy = False
        self.advance()

    def play(self, *actions: str) -> None:
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
        self.advance()

    def _log_events(self, seat: int | None, events: list[Event]) -> None:
        names = self.names
        catalog = self.cardavia.catalog
        for event in events:
            if event.kind == "action" and event.seat is not None:
                action = event.action
                hidden = event.seat != self.session.human and not action[8:].startswith("T")
                if action.startswith("discard:") and hidden:
                    # Another taker's plain discards stay face down: one line for all of them,
                    # written when the discard is complete.
                    self.hidden_discards += 1
                    if self.session.state.phase != "discard" or self.session.state.is_over:
                        action = f"discard:?{self.hidden_discards}"
                        self.hidden_discards = 0
                    else:
                        continue
                self.write_log(
                    log_line(catalog, self.game, self.tradition, names[event.seat], action)
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

    # -- the human's decisions ---------------------------------------------------------------
    def prompt_human(self) -> None:
        obs = self.session.observation()
        legal: list[str] = obs["legal_actions"]
        hand = set(obs["hand"])
        plays = [a for a in legal if a in hand]
        if plays:
            self.set_status(self.t("table-your-turn"))
            widget = self.query_one(HandWidget)
            # The cursor starts on the card the hint would play: Enter out of habit never
            # throws away the card you most need.
            hinted = self.session.hint().split(":")[-1]
            if hinted in widget.cards and hinted in widget.legal:
                widget.selected = widget.cards.index(hinted)
                widget.refresh()
                self._show_extras(set(legal))
            widget.focus()
            return
        self.set_status("")  # the dialog says what to decide; no stale "X is thinking…"
        if any(a.startswith("discard:") for a in legal):
            self.ask_discard(obs)
        else:
            self.ask_choice(obs, legal)

    def ask_choice(self, obs: Observation, legal: list[str]) -> None:
        phase = obs["phase"]
        key = f"{'trump' if legal and legal[0].startswith('trump:') else 'bid'}-{self.game}"
        options = DECISIONS.get(key) if phase in ("bidding", "trump") else None
        options = options if options and set(legal) <= set(options) else legal
        choices = []
        for action in options:
            reason = None if action in legal else self.session.why_illegal(action)
            why = self.why(reason) if reason else ""
            choices.append(Choice(action, self.label(action), action in legal, why))
        title = self.t(f"dialog-{phase}") if self.cardavia.catalog.has(f"dialog-{phase}") else ""
        has_note = self.cardavia.catalog.has(f"dialog-{phase}-note")
        note = self.t(f"dialog-{phase}-note") if has_note else ""
        self.asking = True
        self.app.push_screen(
            ChoiceDialog(title or self.t("dialog-decide"), choices, note=note, hint=self._hint),
            self._answered,
        )

    def _answered(self, action: str | None) -> None:
        self.asking = False
        if action:
            self.play(action)
        else:
            self.advance()

    def ask_discard(self, obs: Observation) -> None:
        legal = obs["legal_actions"]
        # Tarot: the taker holds 24 and keeps 18; Preference: the declarer holds 12, keeps 10.
        remaining = len(obs["hand"]) - (18 if self.game == "french-tarot" else 10)
        cards = sorted(obs["hand"], key=lambda c: sort_key(c, self.game))
        discardable = {a[8:] for a in legal}

        def order(seq: list[str]) -> list[str]:
            return sorted(seq, key=lambda c: c.startswith("T"))  # plain cards first

        def problem(seq: list[str]) -> str | None:
            trial = self.session.state.clone()
            for code in order(seq):
                try:
                    trial.apply(f"discard:{code}")
                except IllegalAction as exc:
                    return self.why(exc.reason)
            return None

        def allowed(code: str, chosen: list[str]) -> bool:
            return code in discardable and problem([*chosen, code]) is None

        def done(chosen: list[str] | None) -> None:
            self.asking = False
            self.play(*[f"discard:{code}" for code in order(chosen or [])])

        self.asking = True
        self.app.push_screen(
            CardPickDialog(
                self.t("dialog-discard", count=remaining),
                cards,
                remaining,
                self.face_of,
                problem,
                allowed,
                confirm=self.t("dialog-confirm"),
                note=self._discard_note(obs),
            ),
            done,
        )

    def _discard_note(self, obs: Observation) -> str:
        note = self.t(f"dialog-discard-note-{self.game}")
        piles: Mapping[str, Any] = obs  # the Tarot chien or the Preference talon
        for pile in ("chien", "talon"):  # the cards taken up, named here: the dialog hides the felt
            if piles.get(pile):
                cards = " ".join(card_text(c, self.tradition) for c in piles[pile])
                note += "\n" + self.t(f"table-{pile}", cards=cards)
        return note

    def on_hand_widget_chosen(self, message: HandWidget.Chosen) -> None:
        code = message.code
        legal = self.session.observation()["legal_actions"]
        if f"marriage:{code}" in legal:
            choices = [
                Choice(f"marriage:{code}", self.label(f"marriage:{code}")),
                Choice(code, self.t("dialog-play-plain", card=card_text(code, self.tradition))),
            ]
            self.asking = True
            self.app.push_screen(
                ChoiceDialog(self.t("dialog-marriage"), choices, can_cancel=True, hint=self._hint),
                self._answered,
            )
            return
        self.play(code)

    def on_hand_widget_moved(self, message: HandWidget.Moved) -> None:
        if self.session.human_to_move and not self.asking:
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
        if not self.session.human_to_move or self.asking:
            return
        legal = self.session.observation()["legal_actions"]
        if action == "poignee":
            self.ask_poignee([a for a in legal if a.startswith("poignee:")])
        elif action == "marriage":
            target = self._marriage_target(legal)
            if target:
                self.play(target)
        elif action in legal:
            self.play(action)

    def ask_poignee(self, options: list[str]) -> None:
        if not options:
            return
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

        def chosen(action: str | None) -> None:
            self.asking = False
            if action == "adjust":
                self.adjust_poignee(options)
            elif action:
                self.play(action)

        self.asking = True
        self.app.push_screen(
            ChoiceDialog(self.t("dialog-poignee"), choices, can_cancel=True, hint=self._hint),
            chosen,
        )

    def adjust_poignee(self, options: list[str]) -> None:
        obs = cast(TarotObservation, self.session.observation())  # poignées: French Tarot
        default = options[-1][8:].split(",")
        size = len(default)
        cards = [c for c in obs["hand"] if c.startswith("T") or c == "EX"]
        cards += [c for c in obs["discarded_trumps"] if c not in cards]
        cards.sort(key=lambda c: sort_key(c, self.game))

        def problem(seq: list[str]) -> str | None:
            reason = self.session.why_illegal("poignee:" + ",".join(seq))
            return self.why(reason) if reason else None

        def done(chosen: list[str] | None) -> None:
            self.asking = False
            if chosen:
                self.play(
                    "poignee:" + ",".join(sorted(chosen, key=lambda c: sort_key(c, self.game)))
                )

        self.asking = True
        self.app.push_screen(
            CardPickDialog(
                self.t("dialog-poignee"),
                cards,
                size,
                self.face_of,
                problem,
                lambda code, chosen: True,
                confirm=self.t("dialog-confirm"),
                skip=self.t("dialog-poignee-none"),
                preselected=default,
            ),
            done,
        )

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
        if self.busy or self.asking:
            return
        if self.session.undo():
            self._trim_log()
            self.last_trick_shown = False
            self.advance()
            self.set_status(self.t("table-undone"))
        else:
            self.set_status(self.t("table-nothing-to-undo"))

    def action_last_trick(self) -> None:
        tricks = self.session.observation()["tricks"]
        if not tricks:
            self.set_status(self.t("table-no-last-trick"))
            return
        last = tricks[-1]
        cards = " ".join(card_text(c, self.tradition) for _, c in self._trick_cards(last))
        self.set_status(self.t("table-last-trick", cards=cards, seat=self.names[last["winner"]]))

    def action_watch_pause(self) -> None:
        self.paused = not self.paused
        self.set_status(self.t("table-watch-paused" if self.paused else "table-watching"))
        if not self.paused and self.pending is not None:
            action, self.pending = self.pending, None
            self._ai_apply(action)

    def action_watch_step(self) -> None:
        """Paused: one move of the record forward."""
        if not self.paused:
            self.action_watch_pause()
            return
        if self.pending is not None:
            action, self.pending = self.pending, None
            self._ai_apply(action)

    def action_watch_back(self) -> None:
        """Watching: one move of the record back (and paused, to look at it)."""
        back = getattr(self.session, "step_back", None)
        if back is None or self.asking:
            return
        self.paused = True
        if not back():
            self.set_status(self.t("table-watch-start"))
            return
        self.watch_moves += 1  # a move chosen or waiting for its pause is dropped
        self.pending = None
        self.busy = False
        self.last_trick_shown = False
        self._trim_log()
        self.advance()
        self.set_status(self.t("table-watch-paused"))

    def action_watch_speed(self, delta: int) -> None:
        speed = self.cardavia.settings.ai_speed if self.watch_speed is None else self.watch_speed
        self.watch_speed = max(0, min(100, speed + delta))
        self.set_status(self.t("table-watch-speed", speed=self.watch_speed))

    def action_skip(self) -> None:
        self.skipping = True

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
        if self.confirming:
            return
        self.confirming = True
        choices = [
            Choice("stay", self.t("action-keep-playing"), True, ""),
            Choice("leave", self.t("action-leave-table"), True, ""),
        ]
        dialog = ChoiceDialog(
            self.t("dialog-leave"), choices, note=self.t("dialog-leave-note"), can_cancel=True
        )

        def answered(choice: str | None) -> None:
            self.confirming = False
            if choice == "leave":
                leave()

        self.app.push_screen(dialog, answered)

    # -- end of deal --------------------------------------------------------------------------
    def show_settlement(self) -> None:
        session = self.session
        result = session.state.result()
        lines = settlement_lines(
            self.cardavia.catalog, self.game, self.tradition, result, session.standings()
        )
        if session.save_error is not None:
            kept = (
                self.t("table-save-kept", path=str(session.save_path))
                if session.save_path is not None
                else self.t("table-save-nothing-kept")
            )
            reason = save_reason(self.cardavia.catalog, session.save_errno, session.save_error)
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
        self.asking = True
        self.app.push_screen(SettlementDialog(self.t("end-title"), lines, buttons), self._ended)

    def _ended(self, choice: str | None) -> None:
        self.asking = False
        if choice == "back":
            self.action_watch_back()
        elif choice == "next":
            self.session.next_deal()
            self.write_log(self.t("table-deal", number=self.session.deal_number))
            self.last_trick_shown = False
            self.advance()
        elif choice == "new":
            self.seed += 1
            self.session = TableSession(
                self.game, self.tradition, self.seed, self.level, records_dir=records_dir()
            )
            self.query_one("#log", RichLog).clear()
            self.log_entries = []
            self.advance()
        else:
            self.app.pop_screen()
