"""The table: the layout, what the felt and your hand show, and the keys.

The screen is the top of a stack of layers, each in its own module: the log
(``tui.table.events``: engine events as log lines), the flow (``tui.table.flow``: one worker
that loops from one decision to the next, every dialog awaited with ``push_screen_wait``),
your card and the decisions beside it (``tui.table.extras``) and the keys of a record being
watched (``tui.table.watch``). The screen decides no rule and knows no game: the engine says
what is legal (and why not), the game's spec how a hand is sorted and how many cards it
keeps, and the game's presenter (``tui.table.<package>``) what the felt shows and how a
settlement reads.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

from rich.markup import escape
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.geometry import Region
from textual.widget import Widget
from textual.widgets import Button, Footer, Static

from cardavia.engine.game import Reason
from cardavia.engine.registry import get_game
from cardavia.engine.view import Trick
from cardavia.play.link import LocalLink, TableLink
from cardavia.play.session import TableSession, records_dir
from cardavia.tui.dialogs.choice import Choice
from cardavia.tui.dialogs.leave import LeaveDialog
from cardavia.tui.dialogs.place import OnTheFelt
from cardavia.tui.render.felt import FeltView, PileView, Seat
from cardavia.tui.table.extras import EXTRA_KEYS
from cardavia.tui.table.labels import game_title
from cardavia.tui.table.presenter import presenter_for
from cardavia.tui.table.watch import TableWatch
from cardavia.tui.widgets.felt import FeltWidget
from cardavia.tui.widgets.hand import HandExtras, HandWidget
from cardavia.tui.widgets.log import LogPanel
from cardavia.tui.widgets.rules_panel import RulesPanel
from cardavia.tui.widgets.standings import Standings


class TableScreen(TableWatch):
    # No text selection at the table: a press or a drag there is a card, a button or
    # nothing. (Textual's selection also fails on a press over a widget being removed,
    # such as a dialog's as it closes.)
    ALLOW_SELECT = False

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
        Binding("slash", "chat", "Chat", id="chat", key_display="/"),
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
        link: TableLink | None = None,
    ) -> None:
        super().__init__()
        self.game = game
        self.tradition = tradition
        self.seed = seed
        self.level = level
        self.rules_game = game
        self.rules_tradition = tradition
        self.spec = get_game(game)
        self.watching = session is not None  # replaying a record: nobody decides
        #: The table this screen plays at: a session in this process (``session``, else a
        #: new game), or ``link`` to a table elsewhere.
        self.link: TableLink = link or LocalLink(
            session or TableSession(game, tradition, seed, level, records_dir=records_dir())
        )
        self.presenter = presenter_for(game).seated(self.link.seat, self.link.names())
        self.last_trick_shown = False
        self.last_trick_pile = False  # the last trick shown as a pile on the felt (t)
        self.log_open = False  # the log drawer, below 100 columns
        self._focus_before_log: Widget | None = None  # where the focus goes back to
        self.rules_open = False  # the rules panel beside the felt, from 140 columns

    # -- layout ------------------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        with Horizontal(id="table-header"):
            yield Static("", id="table-title")
            yield Static("", id="table-deal")
        with Horizontal(id="table-main"):
            # The felt's column: the felt, then the decisions that come with a card play and
            # your hand under it, centred under the felt; the log and the rules beside them.
            with Vertical(id="table-play"):
                with Vertical(id="felt"):
                    yield FeltWidget(id="felt-canvas")
                    yield Standings(id="standings")
                    yield Static("", id="status")
                with HandExtras(id="extras"):
                    for action in EXTRA_KEYS:
                        yield Button("", id=f"extra-{action}", compact=True)
                yield HandWidget(id="hand")
            yield LogPanel(id="log")
            yield RulesPanel(id="rules-panel")
        yield Footer()

    def set_up(self) -> None:
        self._wake = asyncio.Event()
        self.query_one(HandWidget).focus()
        self._fit_log()
        self._log_summary()
        self.link.start(self._link_said)
        self.run_table()

    def _link_said(self, kind: str, payload: Any) -> None:
        """What a table elsewhere tells besides the moves: who sat down, left or came back
        (the log), a chat line, a decision the host refused, the table gone."""
        if not self.is_attached or not self.query("#status"):
            return
        if kind == "log":
            key, args = payload
            self.write_log(self.t(key, **{k: escape(str(v)) for k, v in args.items()}))
            self.refresh_view()
        elif kind == "chat":
            name, text = payload
            self.write_log(self.t("friends-chat-line", name=escape(name), text=escape(text)))
        elif kind == "seats":
            self.refresh_view()
        elif kind == "refused":
            reason = payload.reason
            why = (
                self.why(Reason(reason.code, dict(reason.args), reason.game))
                if reason is not None and reason.code != "malformed"
                else payload.message
            )
            self._notice = self.t("friends-refused", reason=escape(why))
            self.set_status(self._notice)
        elif kind == "wake" and self.awaiting_card:
            self._decide([])  # the flow looks again: the host said something new
        elif kind == "ended":
            self._table_ended(str(payload))

    def _table_ended(self, reason: str) -> None:
        """The host closed the table (or went away): say so, and back to the menu; the
        finished deals are already in this player's history."""
        if reason not in ("left", "stopped"):  # not this player's own leaving
            key = "friends-replaced" if reason == "replaced" else "friends-host-left"
            self.app.notify(self.t(key), severity="warning", timeout=15, markup=False)
        self._leave()

    def on_unmount(self) -> None:
        if self.link.remote:  # left at a friend's table: the AI takes the seat
            from cardavia.tui.friends import background

            close = getattr(self.link, "on_close", None)
            if close is not None and getattr(self.link, "ended", None) is None:
                background(close())

    def on_resize(self) -> None:  # CardaviaScreen's on_resize runs too (Textual calls both)
        if self.ready:  # not on a table closed before it was set up
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
        log = self.query_one(LogPanel)
        if self.log_open:
            # The drawer opens at the latest line (the lines written while it was hidden
            # leave it at the top) and takes the focus, so Home, End and the page keys read
            # it; closed, the focus goes back where it was (the hand).
            self._focus_before_log = self.focused
            log.focus()
            self.call_after_refresh(log.scroll_end, animate=False)
        else:
            back = self._focus_before_log
            if back is not None and back.is_attached and back.focusable:
                back.focus()
            else:
                self.query_one(HandWidget).focus()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if not self.ready or not self.query("#status"):
            return False  # not set up yet, or being taken down: its keys have nothing to act on
        if action in ("watch_pause", "watch_step", "watch_back", "watch_speed"):
            return self.watching
        if action == "skip" and self.watching:
            return False  # watching: the speed keys instead of a jump to the end
        if action == "toggle_log":
            return self.app.size.width < 100  # a panel from 100 columns: no key needed
        if action == "chat":  # a friends' table with chat on
            return bool(getattr(self.link, "chat", False))
        if action == "undo" and not self.link.undo_allowed:
            return False  # more than one person at the table: no taking back
        # A record being watched: nobody decides, so no hint and no undo.
        return not (action in ("hint", "undo") and self.watching)

    def relabel(self) -> None:
        t = self.t
        self.query_one("#table-title", Static).update(
            f"[b]CARDAVIA[/b] · {game_title(self.cardavia.catalog, self.game)}"
            f" · {t(f'tradition-{self.tradition}-name')}"
        )
        self.query_one(LogPanel).border_title = t("log-title")
        self.refresh_view()

    def felt_area(self) -> tuple[Region, list[Region]]:
        """Where a dialog may sit (the felt, above your hand) and what it should leave in
        view (the cards of the trick)."""
        felt = self.query_one("#felt").region
        canvas = self.query_one(FeltWidget)
        x0, y0 = canvas.region.x, canvas.region.y
        trick = [Region(x0 + x, y0 + y, w, h) for x, y, w, h in canvas.trick_area()]
        return felt, trick

    def parts_in_view(self) -> list[Region]:
        """What a dialog had better leave in view once it is off the trick: the seats (their
        bids during the auction) and the piles."""
        canvas = self.query_one(FeltWidget)
        x0, y0 = canvas.region.x, canvas.region.y
        return [Region(x0 + x, y0 + y, w, h) for x, y, w, h in canvas.parts_in_view()]

    @property
    def session(self) -> TableSession:
        """The session of a table in this process (resume keeps it; tests look into it)."""
        link = self.link
        if not isinstance(link, LocalLink):
            raise AttributeError("a table elsewhere has no session here")
        return link.session

    # -- view -----------------------------------------------------------------------------
    def refresh_view(self) -> None:
        link = self.link
        # Friends' names on their seats (one may have sat down or left since).
        self.presenter = presenter_for(self.game).seated(link.seat, link.names())
        obs = link.observation()
        catalog = self.cardavia.catalog
        points = self.cardavia.settings.show_card_points
        info = self.presenter.table(catalog, self.tradition, obs, points=points)
        t = self.t
        self.query_one("#table-deal", Static).update(t("table-deal", number=link.deal_number))
        positions = self.presenter.positions
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
        piles = [PileView(p.label, p.cards, p.trump, p.trump_up) for p in info.piles]
        if self.last_trick_pile and obs.get("tricks") and winner is None:
            last = obs["tricks"][-1]
            taken = self.t("table-last-trick", seat=self.names[last["winner"]])
            piles.append(PileView(taken, [card for _, card in last["plays"]]))
        view = FeltView(
            seats,
            trick,
            leader,
            winner,
            piles,
            lines,
            self.tradition,
            stock_beside=self.presenter.stock_beside,
        )
        pace = self.watch_speed if self.watching else None
        self.query_one(FeltWidget).show(view, self.face_of, self.cardavia.settings.grain, pace)
        top = self.app.screen
        if top is not self and isinstance(top, OnTheFelt):
            top.place_again()  # the trick a dialog keeps clear of has changed
        self.query_one(Standings).update(self.presenter.standings(catalog, link.standings()))
        legal = set(obs.get("legal_actions") or []) if link.human_to_move else set()
        hand = self.sorted_hand(obs["hand"])
        plays = {a for a in legal if a in hand}
        self.query_one(HandWidget).set_hand(hand, plays, self.face_of, active=bool(plays))
        self._show_extras(legal if plays else set())

    def _trick_cards(self, trick: Trick) -> list[tuple[str, str]]:
        positions = self.presenter.positions
        return [(positions[seat], card) for seat, card in trick["plays"]]

    # -- keys -------------------------------------------------------------------------------
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
            self._show_extras(set(self.link.observation()["legal_actions"]))
        if extra in EXTRA_KEYS and self.query_one(f"#extra-{extra}", Button).display:
            self.query_one(f"#extra-{extra}", Button).focus()
        elif card in hand.cards:
            hand.focus()

    def action_undo(self) -> None:
        if not self.awaiting_card:
            return
        if self.link.undo():
            # A forced choice is played, not asked: take it back too, with what led to it.
            while self._forced() and self.link.undo():
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
        if not self.link.human_to_move:
            return False
        obs = self.link.observation()
        legal = obs["legal_actions"]
        return len(legal) == 1 and legal[0] not in obs["hand"]

    def action_last_trick(self) -> None:
        """The last trick as cards on the felt, beside the trick (the key again puts it
        away); it follows the play, always the latest trick taken."""
        tricks = self.link.observation().get("tricks") or []
        if not tricks and not self.last_trick_pile:
            self.set_status(self.t("table-no-last-trick"))
            return
        self.last_trick_pile = not self.last_trick_pile
        self.refresh_view()

    def action_chat(self) -> None:
        """/ at a friends' table with chat on: a line to everyone, shown in the log."""
        from cardavia.tui.dialogs.chat import ChatDialog

        send = getattr(self.link, "say", None)
        if send is None or any(isinstance(s, ChatDialog) for s in self.app.screen_stack):
            return

        def answered(text: str | None) -> None:
            if text:
                send(text)

        self.app.push_screen(ChatDialog(), answered)

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
        link = self.link
        if self.watching:
            return False
        if link.remote:  # friends are at the table
            return not link.match_over
        if link.deal_over:
            return link.deal_number > 1 and not link.match_over
        return bool(link.moves) or link.deal_number > 1

    def confirm_leave(self, leave: Callable[[], object]) -> None:
        """Ask before a stray Esc or q throws away the game in progress."""
        if not self.game_in_progress:
            leave()
            return
        if any(isinstance(s, LeaveDialog) for s in self.app.screen_stack):
            return  # already asked
        host = getattr(self.link, "hosting", False)  # the host who plays closes the table
        choices = [
            Choice("stay", self.t("action-keep-playing"), True, ""),
            Choice("leave", self.t("friends-close" if host else "action-leave-table"), True, ""),
        ]
        note = "dialog-leave-note"
        if self.link.remote:
            note = "friends-close-note" if host else "friends-leave-note"
        title = self.t("friends-close-ask" if host else "dialog-leave")
        dialog = LeaveDialog(title, choices, note=self.t(note), can_cancel=True)

        def answered(choice: str | None) -> None:
            if choice == "leave":
                leave()

        self.app.push_screen(dialog, answered)
