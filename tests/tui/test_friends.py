"""Play with friends in the app: the host's lobby, a friend joining, the shared table.

Real sockets on 127.0.0.1 (any free port), in the test's own loop: the app hosts the table
as *Play with friends* does, a friend is a scripted ``TableClient`` (or a second app joining
through the join screen), at 80x24 in English and in Traditional Chinese.
"""

from __future__ import annotations

import asyncio
import random
import time

import pytest
from tests.tui.tui_helpers import assert_snapshot, make_app, screen_text, until

from cardavia.net.client import TableClient
from cardavia.net.protocol import DealOver, Update
from cardavia.tui.friends import HostChoice, Hosting
from cardavia.tui.screens.friends import JoinScreen, LobbyScreen
from cardavia.tui.screens.table import TableScreen
from cardavia.tui.table.remote import RemoteLink


def hosting(game: str = "schnapsen", **choice) -> Hosting:
    tradition = {"schnapsen": "wiener-bild", "preference": "wiener-bild"}.get(game, "french")
    choice.setdefault("level", "random")
    return Hosting(HostChoice(game, tradition, port=0, seed=3, name="Ana", **choice))


async def friend_plays(client: TableClient, rng: random.Random, deals: int = 1) -> None:
    """A friend who plays random legal cards and is ready for the next deal."""
    acted = None
    async for event in client.events():
        if isinstance(event, Update) and event is client.update:
            obs = event.observation
            key = (event.deal, len(obs["actions"]))
            if obs["legal_actions"] and key != acted:
                acted = key
                await client.act(rng.choice(obs["legal_actions"]))
        elif isinstance(event, DealOver):
            if event.deal >= deals or event.match_over:
                return
            await client.ready()


async def lobby_open(app, pilot) -> LobbyScreen:  # type: ignore[no-untyped-def]
    lobby = app.screen
    assert isinstance(lobby, LobbyScreen)
    await until(pilot, lambda: lobby.client is not None and lobby.seats is not None, "the lobby")
    return lobby


@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
async def test_the_host_invites_a_friend_who_sits_down_and_the_game_starts(lang):
    app = make_app(lang, ai_speed=100)
    host = hosting()
    async with app.run_test(size=(80, 24)) as pilot:
        await app.push_screen(LobbyScreen(hosting=host))
        lobby = await lobby_open(app, pilot)
        text = screen_text(app)
        # The invitation: the exact command, the address and the code.
        assert f"cardavia join {host.address} {host.code}" in text
        assert host.code in text and host.address in text
        friend = TableClient(f"127.0.0.1:{host.host.port}", host.code, "Ben")  # type: ignore[union-attr]
        await friend.connect()
        await until(pilot, lambda: "Ben" in screen_text(app), "Ben in the lobby")
        assert app.screen is lobby
        await pilot.press("s")
        await until(pilot, lambda: isinstance(app.screen, TableScreen), "the table")
        table = app.screen
        assert isinstance(table.link, RemoteLink)
        # The friend's name on their seat; no undo where two people play.
        await until(pilot, lambda: "Ben" in screen_text(app), "Ben's name at the table")
        assert not table.link.undo_allowed
        assert table.check_action("undo", ()) is False
        await friend.close()
        await host.close()


async def test_a_whole_deal_with_a_friend_reaches_the_settlement_and_the_host_keeps_it():
    app = make_app("en", ai_speed=100)
    host = hosting()
    async with app.run_test(size=(120, 40)) as pilot:
        await app.push_screen(LobbyScreen(hosting=host))
        await lobby_open(app, pilot)
        friend = TableClient(f"127.0.0.1:{host.host.port}", host.code, "Ben")  # type: ignore[union-attr]
        await friend.connect()
        play = asyncio.get_running_loop().create_task(friend_plays(friend, random.Random(5)))
        await until(pilot, lambda: len(lobby_seats(app)) == 2, "Ben seated")
        await pilot.press("s")
        await until(pilot, lambda: isinstance(app.screen, TableScreen), "the table")
        table = app.screen
        assert isinstance(table, TableScreen)
        rng = random.Random(9)
        from cardavia.tui.dialogs.settlement import SettlementDialog

        while not isinstance(app.screen, SettlementDialog):
            await pilot.pause(0.02)
            if app.screen is table and table.awaiting_card:
                legal = table.link.observation()["legal_actions"]
                table.play(rng.choice(legal))
        # The settlement names the friend on their seat, and the host's copy is saved.
        await until(
            pilot, lambda: "where this record is kept" in screen_text(app), "the settlement"
        )
        await pilot.press("f")  # where the record is: one key away from the score sheet
        await until(pilot, lambda: "Record saved" in screen_text(app), "the record's line")
        assert "Ben" in screen_text(app)
        assert table.link.saved_files and table.link.saved_files[0].is_file()
        play.cancel()
        await friend.close()
        await host.close()


def lobby_seats(app) -> list[str]:  # type: ignore[no-untyped-def]
    lobby = app.screen
    if not isinstance(lobby, LobbyScreen) or lobby.seats is None:
        return []
    return [s.name for s in lobby.seats.seats if s.kind == "human"]


@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
async def test_a_friend_joins_from_the_join_screen_waits_in_the_lobby_then_plays(lang):
    host = hosting()
    await host.open("en")
    try:
        app = make_app(lang, ai_speed=100)
        async with app.run_test(size=(80, 24)) as pilot:
            await app.push_screen(JoinScreen())
            await pilot.pause()
            app.screen.query_one("#join-name").value = "Ben"
            app.screen.query_one("#join-address").value = f"127.0.0.1:{host.host.port}"  # type: ignore[union-attr]
            app.screen.query_one("#join-code").value = host.code.lower().replace("-", "")
            await pilot.click("#join-go")
            # The seats: the host's taken (her name), the other free; any free seat first.
            await until(pilot, lambda: "Ana" in screen_text(app), "the seat picker")
            join = app.screen
            assert join.query_one("#seat-0").disabled and not join.query_one("#seat-1").disabled
            await pilot.click("#seat-1")
            await pilot.click("#join-go")
            await until(pilot, lambda: isinstance(app.screen, LobbyScreen), "the lobby")
            lobby = app.screen
            await until(pilot, lambda: lobby.seats is not None, "the seats")
            text = screen_text(app)
            assert "Ana" in text and "Ben" in text
            assert host.code in text
            await host.client.start()  # type: ignore[union-attr]
            await until(pilot, lambda: isinstance(app.screen, TableScreen), "the table")
            await until(pilot, lambda: "Ana" in screen_text(app), "the host's name on her seat")
    finally:
        await host.close()


@pytest.mark.parametrize(
    ("address", "code", "problem"),
    [
        ("nowhere", "K7PQ-2M", "is not an address"),
        ("127.0.0.1:9", "K7PQ-2M", "Cannot reach 127.0.0.1:9"),
        ("127.0.0.1:{port}", "ZZZZ-ZZ", "No table has that code"),
        ("127.0.0.1:{port}", "K7", "is not an invitation code"),
    ],
)
async def test_a_join_that_cannot_work_says_why_and_stays_on_the_join_screen(
    address, code, problem
):
    host = hosting()
    await host.open("en")
    try:
        app = make_app("en")
        async with app.run_test(size=(80, 24)) as pilot:
            await app.push_screen(JoinScreen())
            await pilot.pause()
            screen = app.screen
            screen.query_one("#join-address").value = address.format(port=host.host.port)  # type: ignore[union-attr]
            screen.query_one("#join-code").value = code
            await pilot.click("#join-go")
            await until(pilot, lambda: problem in screen_text(app), problem, seconds=30)
            assert app.screen is screen
    finally:
        await host.close()


async def test_the_host_closing_the_table_sends_the_friend_home_with_a_clear_message():
    host = hosting()
    await host.open("en")
    app = make_app("en", ai_speed=100)
    async with app.run_test(size=(80, 24)) as pilot:
        address = f"127.0.0.1:{host.host.port}"  # type: ignore[union-attr]
        await app.push_screen(JoinScreen(address, host.code, "Ben", from_command=True))
        await until(pilot, lambda: "Ana" in screen_text(app), "the seat picker")
        await pilot.click("#join-go")
        await until(pilot, lambda: isinstance(app.screen, LobbyScreen), "the lobby")
        await host.client.start()  # type: ignore[union-attr]
        await until(pilot, lambda: isinstance(app.screen, TableScreen), "the table")
        await host.close()
        from cardavia.tui.screens.home import HomeScreen

        await until(pilot, lambda: isinstance(app.screen, HomeScreen), "back home")
        said = lambda: [n.message for n in app._notifications]  # noqa: E731
        await until(pilot, lambda: any("The host closed the table" in m for m in said()), "said")


@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
async def test_the_lobby_matches_its_snapshot(lang):
    """The lobby a host sees once a friend sat down (the port and code drawn afresh each
    time are written as 50000 and K7PQ-2M)."""
    app = make_app(lang)
    host = hosting()
    async with app.run_test(size=(80, 24)) as pilot:
        await app.push_screen(LobbyScreen(hosting=host))
        await lobby_open(app, pilot)
        try:
            port = host.host.port  # type: ignore[union-attr]
            assert len(str(port)) == 5  # an ephemeral port: the same width as 50000
            friend = TableClient(f"127.0.0.1:{port}", host.code, "Ben")
            await friend.connect()
            await until(pilot, lambda: len(lobby_seats(app)) == 2, "Ben seated")
            await pilot.pause(0.2)
            text = screen_text(app).replace(str(port), "50000").replace(host.code, "K7PQ-2M")
            assert_snapshot(f"lobby-schnapsen-{lang}-80x24", text)
            await friend.close()
        finally:
            await host.close()


async def test_a_tarot_deal_with_a_friend_and_two_ai_seats_goes_through_the_dialogs():
    """French Tarot over the network: the bids are asked in the usual dialogs, the AI seats'
    and the friend's moves arrive as events, and the deal reaches its settlement."""
    from cardavia.tui.dialogs.choice import ChoiceDialog
    from cardavia.tui.dialogs.settlement import SettlementDialog

    app = make_app("en", ai_speed=100)
    host = hosting("french-tarot")
    async with app.run_test(size=(120, 40)) as pilot:
        await app.push_screen(LobbyScreen(hosting=host))
        await lobby_open(app, pilot)
        try:
            friend = TableClient(f"127.0.0.1:{host.host.port}", host.code, "Ben")  # type: ignore[union-attr]
            await friend.connect()
            play = asyncio.get_running_loop().create_task(friend_plays(friend, random.Random(2)))
            await until(pilot, lambda: len(lobby_seats(app)) == 2, "Ben seated")
            await pilot.press("s")
            await until(pilot, lambda: isinstance(app.screen, TableScreen), "the table")
            table = app.screen
            assert isinstance(table, TableScreen)
            rng = random.Random(4)
            deadline = time.monotonic() + 240
            while not isinstance(app.screen, SettlementDialog):
                assert time.monotonic() < deadline, screen_text(app)
                await pilot.pause(0.02)
                screen = app.screen
                if isinstance(screen, ChoiceDialog) and screen.query("#dialog Button"):
                    allowed = [c for c in screen.choices if c.enabled]
                    screen.dismiss(
                        "pass" if "pass" in [c.action for c in allowed] else allowed[0].action
                    )
                elif screen is table and table.awaiting_card:
                    table.play(rng.choice(table.link.observation()["legal_actions"]))
            # The host's bid went through (asked in the dialog, or played when it was the only
            # one left, as at a solo table); the AI seats' and the friend's are in the log.
            log = [text for _, text in table.log_entries]
            assert any(line.startswith("You ") for line in log[:4]), log
            assert any(line.startswith("Ben ") for line in log), log
            await until(pilot, lambda: "Ben" in screen_text(app), "the settlement")
            play.cancel()
            await friend.close()
        finally:
            await host.close()
