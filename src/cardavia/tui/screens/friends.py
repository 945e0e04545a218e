"""Play with friends: open a table (the host's choices), the lobby, join a table.

The host picks on a game's page *Play with friends*: how many friends, the AI's level for
the seats nobody takes, chat, whether other computers may join; the lobby then shows the
invitation (the address and code, the exact ``cardavia join`` command), who sat down, and
starts the game on a key. A friend joins from ``cardavia join ADDR CODE`` or *Join a table*
on the home screen: their name, the address and code, then the lobby until the host starts.
Both then sit at the usual table screen, over a ``RemoteLink``.
"""

from __future__ import annotations

import contextlib
from typing import Any

from rich.cells import cell_len
from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Button, Checkbox, Footer, Input, RadioButton, RadioSet, Static

from cardavia.engine.registry import get_game
from cardavia.net.client import HostLeft, JoinError, TableClient, peek
from cardavia.net.host import HostError
from cardavia.net.protocol import Peek, Seats, Update
from cardavia.tui.dialogs.choice import Choice
from cardavia.tui.dialogs.leave import LeaveDialog
from cardavia.tui.friends import (
    HostChoice,
    Hosting,
    background,
    check_address,
    check_code,
    default_name,
    new_client,
)
from cardavia.tui.screens.base import CardaviaScreen
from cardavia.tui.table.labels import game_title
from cardavia.tui.widgets.toggles import ShapeCheckbox, ShapeRadioButton

AI_LEVELS = ("easy", "normal", "hard", "expert")
#: How an address is written (the invitation's form), shown as an example.
EXAMPLE_ADDRESS = "192.168.1.20:8765"
#: Join refusals the player fixes on the join screen (a seat taken: pick another); the
#: others end a ``cardavia join`` with status 2.
FIXABLE = frozenset({"seat-taken", "bad-token"})


def join_problem(screen: CardaviaScreen, code: str, address: str, message: str) -> str:
    """A refused join in the player's language (``code`` as in docs/protocol.md)."""
    known = {
        "bad-code",
        "unreachable",
        "unsupported-version",
        "seat-taken",
        "no-seat",
        "bad-token",
    }
    if code in known:
        return screen.t(f"friends-error-{code}", address=address)
    return screen.t("friends-error-other", message=message)


class HostSetupScreen(CardaviaScreen):
    """*Play with friends* on a game's page: how the table opens."""

    BINDINGS = [Binding("escape", "back", "Back", id="back")]
    AUTO_FOCUS = "#host-open"

    def __init__(self, game: str, tradition: str) -> None:
        super().__init__()
        self.game = game
        self.tradition = tradition
        self.rules_game = game
        self.rules_tradition = tradition
        self.seats = get_game(game).num_seats

    def compose(self) -> ComposeResult:
        level = self.cardavia.settings.ai_level
        with VerticalScroll(id="host-setup"):
            yield Static("", id="host-title", classes="title")
            with Horizontal(classes="form-row"):
                yield Static("", id="host-name-label", classes="form-label")
                yield Input(default_name(), id="host-name", max_length=24, compact=True)
            if self.seats > 2:
                yield Static("", id="host-friends-heading", classes="heading")
                with RadioSet(id="host-friends", compact=True):
                    for count in range(1, self.seats):
                        yield ShapeRadioButton("", value=count == 1, id=f"friends-{count}")
            yield Static("", id="host-level-heading", classes="heading")
            with RadioSet(id="host-level", compact=True):
                for name in AI_LEVELS:
                    yield ShapeRadioButton("", value=name == level, id=f"host-level-{name}")
            yield ShapeCheckbox("", value=False, id="host-chat", compact=True)
            yield ShapeCheckbox("", value=False, id="host-network", compact=True)
            yield Static("", id="host-network-note", classes="hint")
            yield Button("", id="host-open", variant="primary")
        yield Footer()

    def relabel(self) -> None:
        game = self.t(f"game-{self.game}-in-text")
        self.query_one("#host-title", Static).update(self.t("friends-host-title", game=game))
        self.query_one("#host-name-label", Static).update(self.t("friends-your-name"))
        if self.seats > 2:
            heading = self.query_one("#host-friends-heading", Static)
            heading.update(self.t("friends-host-friends"))
            for count in range(1, self.seats):
                button = self.query_one(f"#friends-{count}", RadioButton)
                button.label = self.t("friends-count", count=count)
        self.query_one("#host-level-heading", Static).update(self.t("friends-host-level"))
        for name in AI_LEVELS:
            button = self.query_one(f"#host-level-{name}", RadioButton)
            button.label = self.t(f"appearance-ai-{name}")
        self.query_one("#host-chat", Checkbox).label = self.t("friends-host-chat")
        self.query_one("#host-network", Checkbox).label = self.t("friends-host-network")
        self._network_note()
        self.query_one("#host-open", Button).label = self.t("friends-host-open")

    def _network_note(self) -> None:
        network = self.query_one("#host-network", Checkbox).value
        note = self.t("friends-host-network-note" if network else "friends-host-local-note")
        self.query_one("#host-network-note", Static).update(note)

    def on_checkbox_changed(self, event: Checkbox.Changed) -> None:
        if event.checkbox.id == "host-network":
            self._network_note()

    def choice(self) -> HostChoice:
        """What the form says."""
        friends = 1
        if self.seats > 2:
            pressed = self.query_one("#host-friends", RadioSet).pressed_button
            if pressed is not None and pressed.id:
                friends = int(pressed.id.removeprefix("friends-"))
        level: str = self.cardavia.settings.ai_level
        pressed = self.query_one("#host-level", RadioSet).pressed_button
        if pressed is not None and pressed.id:
            level = pressed.id.removeprefix("host-level-")
        network = self.query_one("#host-network", Checkbox).value
        return HostChoice(
            self.game,
            self.tradition,
            level,
            friends=friends,
            chat=self.query_one("#host-chat", Checkbox).value,
            bind="0.0.0.0" if network else "127.0.0.1",
            name=self.query_one("#host-name", Input).value.strip(),
        )

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "host-open" and self.is_active:
            self.app.switch_screen(LobbyScreen(hosting=Hosting(self.choice())))

    def on_input_submitted(self, event: Input.Submitted) -> None:
        self.query_one("#host-open", Button).focus()


class LobbyScreen(CardaviaScreen):
    """Who sits at the table before the first deal; the host starts it, friends wait."""

    BINDINGS = [
        Binding("s", "start", "Start", id="lobby-start"),
        Binding("escape", "leave", "Leave", id="lobby-leave"),
    ]
    ALLOW_SELECT = True  # the invitation can be copied with the mouse

    def __init__(
        self,
        hosting: Hosting | None = None,
        client: TableClient | None = None,
        from_command: bool = False,
    ) -> None:
        super().__init__()
        self.hosting = hosting
        self.client = client
        self.from_command = from_command or (hosting is not None and client is None)
        self.seats: Seats | None = None
        self.problem = ""
        self.started = False

    @property
    def is_host(self) -> bool:
        return self.hosting is not None

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="lobby"):
            yield Static("", id="lobby-title", classes="title")
            yield Static("", id="lobby-invite-heading", classes="heading")
            yield Static("", id="lobby-command")
            yield Static("", id="lobby-address")
            yield Static("", id="lobby-exposure", classes="hint")
            yield Static("", id="lobby-seats-heading", classes="heading")
            yield Static("", id="lobby-seats")
            yield Static("", id="lobby-status")
        yield Footer()

    def set_up(self) -> None:
        self.connect()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "start":
            return self.is_host and self.client is not None and not self.started
        return True

    # -- the table ----------------------------------------------------------------------------
    @work(exclusive=True, group="lobby")
    async def connect(self) -> None:
        """Open the table (the host) or take the connected client, then listen until the
        first deal is dealt."""
        if self.hosting is not None and self.client is None:
            try:
                self.client = await self.hosting.open(self.cardavia.catalog.locale)
            except HostError as exc:
                self._failed(self.t("friends-error-host", message=str(exc)))
                return
            except JoinError as exc:
                self._failed(self.t("friends-error-other", message=exc.message))
                return
            self.refresh_bindings()
        client = self.client
        assert client is not None
        self.seats = client.seats
        self.relabel()
        if not self.is_host:
            with contextlib.suppress(ConnectionError):
                await client.ready()  # a friend is ready as they sit: the host starts
        first = client.update
        if first is None:
            async for message in client.events():
                if isinstance(message, Seats):
                    self.seats = message
                    self.relabel()
                elif isinstance(message, Update):
                    first = message
                    break
                elif isinstance(message, HostLeft):
                    self._gone(message.reason)
                    return
        if first is not None:
            self._sit_down(first)

    def _sit_down(self, first: Update) -> None:
        from cardavia.tui.screens.table import TableScreen
        from cardavia.tui.table.remote import RemoteLink

        client = self.client
        assert client is not None
        link = RemoteLink(client, first)
        if self.hosting is not None:
            link.on_close = self.hosting.close
            if self.hosting.table is not None:
                link.kept_by = self.hosting.table.session
        self.started = True
        table = TableScreen(link.game_id, link.tradition, 0, link.level, link=link)
        self.app.switch_screen(table)

    def _failed(self, message: str) -> None:
        """The table could not open: said, then back (``cardavia host``: the app ends with
        status 2 and says it on the terminal too)."""
        if self.from_command:
            self.cardavia.farewell = message
            self.app.exit(return_code=2)
            return
        self.app.notify(message, severity="error", timeout=15, markup=False)
        self.go_back()

    def _gone(self, reason: str) -> None:
        if reason not in ("left", "stopped"):
            self.app.notify(self.t("friends-host-left"), severity="warning", markup=False)
        self.go_back()

    # -- keys ---------------------------------------------------------------------------------
    def action_start(self) -> None:
        client = self.client
        if client is not None and self.is_host and not self.started:
            background(client.start())
            self.query_one("#lobby-status", Static).update(self.t("friends-dealing"))

    def action_leave(self) -> None:
        """Esc: the host closes the table (asked first), a friend leaves it."""
        if any(isinstance(s, LeaveDialog) for s in self.app.screen_stack):
            return
        host = self.is_host
        choices = [
            Choice("stay", self.t("action-keep-playing"), True, ""),
            Choice("leave", self.t("friends-close" if host else "action-leave-table"), True, ""),
        ]
        note = self.t("friends-close-note" if host else "friends-leave-note")
        title = self.t("friends-close-ask" if host else "dialog-leave")
        dialog = LeaveDialog(title, choices, note=note, can_cancel=True)

        def answered(choice: str | None) -> None:
            if choice == "leave":
                self._close()
                self.go_back()

        self.app.push_screen(dialog, answered)

    def _close(self) -> None:
        if self.hosting is not None:
            background(self.hosting.close())
        elif self.client is not None:
            background(self.client.leave())

    # -- what it shows ------------------------------------------------------------------------
    def relabel(self) -> None:
        client = self.client
        hosting = self.hosting
        t = self.t
        if client is None or client.welcome is None:
            self.query_one("#lobby-title", Static).update(t("friends-opening"))
            return
        info = client.table
        game = game_title(self.cardavia.catalog, info.game)
        title = f"{game} · {t('friends-table', code=info.code)}"
        self.query_one("#lobby-title", Static).update(title)
        invite = self.query_one("#lobby-invite-heading", Static)
        command = self.query_one("#lobby-command", Static)
        address = self.query_one("#lobby-address", Static)
        exposure = self.query_one("#lobby-exposure", Static)
        if hosting is not None:
            invite.update(t("friends-invite"))
            command.update(Text(f"  {hosting.command}", style="bold"))
            address.update(t("friends-address", address=hosting.address, code=hosting.code))
            key = "friends-exposed" if hosting.choice.exposed else "friends-local-only"
            exposure.update(t(key, address=hosting.address))
        else:
            invite.display = command.display = exposure.display = False
            address.update(t("friends-address", address=client.address, code=info.code))
        self.query_one("#lobby-seats-heading", Static).update(t("friends-at-table"))
        self.query_one("#lobby-seats", Static).update(self._seat_lines())
        self.query_one("#lobby-status", Static).update(self._status())

    def _seat_lines(self) -> Text:
        """One line a seat: its place, who holds it (the player's own name as text, never
        markup), and whether they are away."""
        client = self.client
        assert client is not None
        t = self.t
        spec = get_game(client.table.game)
        layout = spec.seat_layout
        mine = client.seat
        lines = Text()
        seats = self.seats.seats if self.seats else []
        for seat in seats:
            pos = layout[(seat.seat - mine) % len(layout)]
            place = t("seat-you") if seat.seat == mine else t(f"seat-{pos}")
            lines.append(f"  {place}{' ' * max(1, 10 - cell_len(place))}", style="dim")
            if seat.kind == "human":
                lines.append(seat.name, style="bold")
                marks = []
                if seat.host:
                    marks.append(t("friends-mark-host"))
                if not seat.connected:
                    marks.append(t("friends-mark-away"))
                if marks:
                    lines.append(f" · {' · '.join(marks)}", style="italic")
            else:
                level = t(f"appearance-ai-{client.table.level}")
                lines.append(t("friends-seat-ai", level=level), style="dim")
            lines.append("\n")
        lines.rstrip()
        return lines

    def _status(self) -> str:
        client = self.client
        seats = self.seats.seats if self.seats else []
        humans = sum(s.kind == "human" for s in seats)
        if self.is_host and self.hosting is not None:
            missing = self.hosting.choice.friends + 1 - humans
            if missing > 0:
                return self.t("friends-waiting-for", count=missing)
            return self.t("friends-all-here")
        if client is None:
            return ""
        return self.t("friends-waiting-host")


class JoinScreen(CardaviaScreen):
    """*Join a table*: your name, the address and the code; then the lobby."""

    BINDINGS = [Binding("escape", "back", "Back", id="back")]

    def __init__(
        self,
        address: str = "",
        code: str = "",
        name: str = "",
        seat: int | None = None,
        from_command: bool = False,
    ) -> None:
        super().__init__()
        self.address = address
        self.code = code
        self.player = name or default_name()
        self.seat = seat
        self.from_command = from_command
        self.joining = False
        #: The table found at the address (its seats), once looked up: then the seat picker.
        self.peeked: tuple[str, str, Peek] | None = None

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="join"):
            yield Static("", id="join-title", classes="title")
            with Vertical(id="join-form"):
                for field, value in (
                    ("name", self.player),
                    ("address", self.address),
                    ("code", self.code),
                ):
                    with Horizontal(classes="form-row"):
                        yield Static("", id=f"join-{field}-label", classes="form-label")
                        yield Input(value, id=f"join-{field}", max_length=60, compact=True)
            yield Static("", id="join-seats-heading", classes="heading")
            yield RadioSet(id="join-seats", compact=True)
            yield Button("", id="join-go", variant="primary")
            yield Static("", id="join-status")
        yield Footer()

    def relabel(self) -> None:
        self.query_one("#join-title", Static).update(self.t("friends-join-title"))
        for field, key in (
            ("name", "friends-your-name"),
            ("address", "friends-join-address"),
            ("code", "friends-join-code"),
        ):
            self.query_one(f"#join-{field}-label", Static).update(self.t(key))
        self.query_one("#join-address", Input).placeholder = EXAMPLE_ADDRESS
        self.query_one("#join-code", Input).placeholder = "K7PQ-2M"
        go = "friends-join-sit" if self.peeked else "friends-join-go"
        self.query_one("#join-go", Button).label = self.t(go)
        heading = self.query_one("#join-seats-heading", Static)
        heading.update(self.t("friends-join-seats"))
        heading.display = self.query_one("#join-seats", RadioSet).display = bool(self.peeked)
        if self.peeked:
            self._seat_labels()

    def _seat_labels(self) -> None:
        assert self.peeked is not None
        seats = self.query_one("#join-seats", RadioSet)
        for button in seats.query(RadioButton):
            key = (button.id or "").removeprefix("seat-")
            if key == "any":
                button.label = self.t("friends-any-seat")
                continue
            seat = next(s for s in self.peeked[2].seats.seats if s.seat == int(key))
            number = seat.seat + 1
            if seat.kind == "human":
                button.label = Text(self.t("friends-seat-held", number=number, name=seat.name))
            else:
                button.label = self.t("friends-seat-free", number=number)

    async def _show_seats(self, found: Peek) -> None:
        """The seat picker: any free seat, or one of them (a friend's seat is shown, not
        offered)."""
        seats = self.query_one("#join-seats", RadioSet)
        await seats.remove_children()
        wanted = self.seat
        buttons = [ShapeRadioButton("", value=wanted is None, id="seat-any")]
        for seat in found.seats.seats:
            button = ShapeRadioButton("", value=wanted == seat.seat, id=f"seat-{seat.seat}")
            button.disabled = seat.kind == "human"
            buttons.append(button)
        await seats.mount_all(buttons)
        self.relabel()
        seats.focus()

    def chosen_seat(self) -> int | None:
        pressed = self.query_one("#join-seats", RadioSet).pressed_button
        key = (pressed.id or "") if pressed is not None else ""
        return int(key.removeprefix("seat-")) if key.removeprefix("seat-").isdigit() else None

    def set_up(self) -> None:
        if self.from_command and self.address and self.code:
            self.join()
        else:
            fields = ("name", "address", "code")
            empty = next(
                (f for f in fields if not self.query_one(f"#join-{f}", Input).value), "name"
            )
            self.query_one(f"#join-{empty}", Input).focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        order = ["join-name", "join-address", "join-code"]
        current = event.input.id or ""
        if current in order[:-1]:
            self.query_one(f"#{order[order.index(current) + 1]}", Input).focus()
        else:
            self.join()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "join-go":
            self.join()

    def _say(self, text: str) -> None:
        self.query_one("#join-status", Static).update(text)

    @work(exclusive=True, group="join")
    async def join(self) -> None:
        if self.joining:
            return
        typed_address = self.query_one("#join-address", Input).value
        typed_code = self.query_one("#join-code", Input).value
        name = self.query_one("#join-name", Input).value.strip()
        address = check_address(typed_address)
        if address is None:
            shown = typed_address.strip()
            self._say(self.t("friends-error-address", address=shown, example=EXAMPLE_ADDRESS))
            self.query_one("#join-address", Input).focus()
            return
        code = check_code(typed_code)
        if code is None:
            self._say(self.t("friends-error-code", code=typed_code.strip()))
            self.query_one("#join-code", Input).focus()
            return
        self.joining = True
        self._say(self.t("friends-joining", address=address))
        if self.peeked is None or self.peeked[:2] != (address, code):
            try:
                found = await peek(address, code)
            except JoinError as exc:
                self.joining = False
                self._refused(exc, address)
                return
            self.joining = False
            self.peeked = (address, code, found)
            self._say("")
            await self._show_seats(found)
            return
        seat = self.chosen_seat()
        client = new_client(address, code, name, seat, self.cardavia.catalog.locale)
        try:
            await client.connect()
        except JoinError as exc:
            self.joining = False
            self._refused(exc, address)
            if exc.code in FIXABLE:  # the seats changed meanwhile: Join looks again
                self.peeked, self.seat = None, None
            return
        self.joining = False
        self.app.switch_screen(LobbyScreen(client=client))

    def _refused(self, exc: JoinError, address: str) -> None:
        """Why the table cannot be joined (``cardavia join``: the app ends with status 2
        and says it on the terminal, unless the player can fix it here)."""
        problem = join_problem(self, exc.code, address, exc.message)
        if self.from_command and exc.code not in FIXABLE:
            self.cardavia.farewell = problem
            self.app.exit(return_code=2)
            return
        self._say(problem)


def open_join(app: Any) -> None:
    """*Join a table* on the home screen."""
    app.push_screen(JoinScreen())


__all__ = ["HostSetupScreen", "JoinScreen", "LobbyScreen", "join_problem", "open_join"]
