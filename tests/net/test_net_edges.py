"""A host faced with bad, hostile or mistaken clients: a clear error each time, never a
crash, and the table goes on for the others."""

from __future__ import annotations

import asyncio
import contextlib
import json

import aiohttp
import pytest
from net_helpers import hello, hosted, raw_socket, receive, receive_type, seat_all

from cardavia.net.client import JoinError, RequestError, TableClient, TokenStore
from cardavia.net.protocol import CODE_PATTERN, Seats, Update, clean_text
from cardavia.net.table import new_code, normal_code


async def _playing(address: str, code: str, count: int) -> list[TableClient]:
    clients = await seat_all(address, code, count)
    for client in clients:
        await client.ready()
    for client in clients:
        while not isinstance(await client.next_event(5), Update):
            pass
    return clients


async def test_a_wrong_token_or_code_ends_the_hello_with_a_clear_error(tmp_path):
    async with hosted("schnapsen") as (_, table, address):
        async with raw_socket(address) as ws:
            answer = await hello(ws, table.code, token="not-a-token")
            assert answer["type"] == "error" and answer["code"] == "bad-token"
            assert answer["fatal"]
            assert (await ws.receive()).type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED)
        with pytest.raises(JoinError) as wrong:
            await TableClient(address, "ZZZZ-ZZ", "Eve").connect()
        assert wrong.value.code == "bad-code"
        async with raw_socket(address) as ws:
            answer = await hello(ws, table.code, versions=[99])
            assert answer["code"] == "unsupported-version" and "1" in answer["message"]
        # A kept token that holds no seat any more: the client sits down afresh.
        tokens = TokenStore(tmp_path / "tables.json")
        tokens.put(f"{address}/{table.code}", 0, "stale-token")
        client = TableClient(address, table.code.lower(), "Ann", tokens=tokens)
        await client.connect()
        assert client.seat == 0 and client.token != "stale-token"
        assert tokens.get(f"{address}/{table.code}") == (0, client.token)
        await client.close()


async def test_two_clients_cannot_claim_the_same_seat_and_a_full_table_says_so():
    async with hosted("schnapsen") as (_, table, address):
        first = TableClient(address, table.code, "Ann", seat=1)
        await first.connect()
        with pytest.raises(JoinError) as taken:
            await TableClient(address, table.code, "Ben", seat=1).connect()
        assert taken.value.code == "seat-taken"
        second = TableClient(address, table.code, "Ben")
        await second.connect()
        assert second.seat == 0
        with pytest.raises(JoinError) as full:
            await TableClient(address, table.code, "Cleo").connect()
        assert full.value.code == "no-seat"
        with pytest.raises(JoinError) as nowhere:
            await TableClient(address, table.code, "Dan", seat=7).connect()
        assert nowhere.value.code == "no-seat"
        await first.close()
        await second.close()


async def test_junk_illegal_and_other_seats_actions_get_errors_and_change_nothing():
    async with hosted("schnapsen", seed=4) as (_, table, address):
        (ann,) = await _playing(address, table.code, 1)
        async with raw_socket(address) as ws:
            welcome = await hello(ws, table.code, name="Ben")
            assert welcome["type"] == "welcome" and welcome["seat"] == 1
            update = await receive_type(ws, "update")
            history = list(table.session.state.history())
            mover = table.session.state.to_move
            obs = update["observation"]
            for frame, code in [
                ("not json {", "bad-json"),
                ("[1, 2]", "bad-message"),
                ('{"type": "warp"}', "unknown-type"),
                ('{"type": "action"}', "bad-message"),
                ('{"type": "action", "action": 7}', "bad-message"),
                ('{"type": "hello", "code": "X"}', "hello-first"),
                ('{"type": "start"}', "not-host"),
                ('{"type": "chat", "text": "hi"}', "chat-off"),
                ('{"type": "undo"}', "undo-off"),
                ('{"type": "action", "action": "AH", "turn": 999}', "stale"),
                ('{"type": "action", "action": "AH", "deal": 7}', "stale"),
            ]:
                await ws.send_str(frame)
                answer = await receive_type(ws, "error")
                assert answer["code"] == code, frame
                assert not answer["fatal"]
            await ws.send_bytes(b"\x00\x01")
            assert (await receive_type(ws, "error"))["code"] == "binary"
            if mover == 1:  # make it seat 0's turn: Ben plays his legal card first
                await ws.send_str(json.dumps({"type": "action", "action": obs["legal_actions"][0]}))
                await receive_type(ws, "update")
                history = list(table.session.state.history())
            assert table.session.state.to_move == 0
            await _until_seen(ann, len(history))
            # Seat 0's legal card, sent from seat 1's connection (naming seat 0 changes nothing).
            theirs = ann.update.observation["legal_actions"][0]
            await ws.send_str(json.dumps({"type": "action", "action": theirs, "seat": 0}))
            assert (await receive_type(ws, "error"))["code"] == "not-your-turn"
            assert table.session.state.history() == history
        # Ann: an action the rules refuse (the update said why), and one that is no action.
        illegal, why = next(iter(ann.update.reasons.items()))
        await ann.act(illegal)
        error = await _next_error(ann)
        assert error.code == "illegal" and error.reason == why and why.text
        with pytest.raises(RequestError) as refused:
            await ann.hint(after=["ZZ9"])
        assert refused.value.error.code == "illegal" and refused.value.error.id is not None
        await ann.act("ZZ9")
        error = await _next_error(ann)
        assert error.code == "illegal" and error.reason.code == "malformed"
        assert table.session.state.history() == history
        await ann.close()


async def _until_seen(client: TableClient, actions: int) -> None:
    """Until ``client`` has the update of the position after ``actions`` actions."""
    while len(client.update.observation["actions"]) != actions:
        await client.next_event(5)


async def _next_error(client: TableClient):
    from cardavia.net.protocol import Error

    while True:
        event = await client.next_event(5)
        if isinstance(event, Error):
            return event


async def _frames_until_closed(ws) -> tuple[list[dict], object]:
    frames = []
    while (frame := await asyncio.wait_for(ws.receive(), 5)).type == aiohttp.WSMsgType.TEXT:
        frames.append(json.loads(frame.data))
    return frames, frame


async def test_a_10_mb_message_closes_that_connection_only():
    async with hosted("schnapsen", seed=2) as (_, table, address):
        (ann,) = await _playing(address, table.code, 1)
        async with raw_socket(address) as ws:
            await hello(ws, table.code, name="Ben")
            # Over 64 KiB: read, answered, closed.
            await ws.send_str('{"type": "chat", "text": "' + "x" * 100_000 + '"}')
            frames, frame = await _frames_until_closed(ws)
            assert frames[-1]["code"] == "too-large" and frames[-1]["fatal"], frames
            assert "64 KiB" in frames[-1]["message"]
        async with raw_socket(address) as ws:
            await hello(ws, table.code, name="Ben")
            # 10 MB: cut at the frame's header (close code 1009), never read into memory; the
            # sender may see the connection end before it has sent it all.
            with contextlib.suppress(ConnectionError):
                await ws.send_str('{"type": "chat", "text": "' + "x" * 10_000_000 + '"}')
            frames, frame = await _frames_until_closed(ws)
            assert frame.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED), frame
            # 1009 when the close frame arrives; the host closing with 10 MB unread in its
            # socket may reset the connection first (1006 here).
            assert ws.close_code in (1009, 1006)
            assert not any(f["type"] == "chat" for f in frames)
        # The table goes on: Ann still plays.
        moves = len(table.session.state.history())
        await _until_seen(ann, moves)
        if table.session.state.to_move == ann.seat:
            await ann.act(ann.update.observation["legal_actions"][0])
            await asyncio.wait_for(_until(lambda: len(table.session.state.history()) > moves), 5)
        await ann.close()


async def _until(check) -> None:
    while not check():
        await asyncio.sleep(0.01)


async def test_a_thousand_messages_a_second_are_throttled_then_disconnected():
    async with hosted("schnapsen", seed=2) as (_, table, address):
        (ann,) = await _playing(address, table.code, 1)
        async with raw_socket(address) as ws:
            await hello(ws, table.code, name="Ben")
            started = asyncio.get_running_loop().time()
            for n in range(1000):  # hints (dropped over the budget) and ready (never dropped)
                frame = {"type": "hint", "id": n} if n % 2 else {"type": "ready"}
                await ws.send_str(json.dumps(frame))
            codes = []
            while True:
                frame = await asyncio.wait_for(ws.receive(), 5)
                if frame.type != aiohttp.WSMsgType.TEXT:
                    break
                data = json.loads(frame.data)
                if data["type"] == "error":
                    codes.append(data["code"])
            assert asyncio.get_running_loop().time() - started < 5
            assert "too-fast" in codes and codes[-1] == "flood"
        # Ann was not disturbed: she can still ask for a hint and play.
        if table.session.state.to_move == ann.seat:
            hint = await asyncio.wait_for(ann.hint(), 5)
            assert hint.action in ann.update.observation["legal_actions"]
        await ann.close()


@pytest.mark.parametrize(
    "headers",
    [{"Origin": "http://evil.example"}, {"Host": "evil.example"}, {"Origin": "null"}],
)
async def test_a_foreign_host_or_origin_is_refused_before_any_frame(headers):
    async with hosted("schnapsen") as (_, table, address):
        with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
            async with raw_socket(address, headers=headers):
                pass
        assert refused.value.status == 403
        # The host's own page address is fine (a browser tab of the same host).
        same = {"Origin": f"http://{address}"}
        async with raw_socket(address, headers=same) as ws:
            assert (await hello(ws, table.code, name="Ann"))["type"] == "welcome"


async def test_names_and_chat_reach_the_others_without_escape_sequences():
    async with hosted("schnapsen", chat=True) as (_, table, address):
        eve = TableClient(address, table.code, "\x1b]0;owned\x07Eve\x1b[2J\u202e\x00")
        await eve.connect()
        ann = TableClient(address, table.code, "")
        await ann.connect()
        while not isinstance(seats := await ann.next_event(5), Seats):
            pass
        names = [s.name for s in seats.seats]
        assert names == ["Eve", "Player 2"]
        await eve.chat("hello \x1b[31mred\x1b[0m\x9b2J " + "y" * 500)
        from cardavia.net.protocol import ChatLine

        while not isinstance(line := await ann.next_event(5), ChatLine):
            pass
        assert line.name == "Eve" and line.seat == 0
        assert line.text.startswith("hello red y") and len(line.text) == 200
        assert "\x1b" not in line.text and "\x9b" not in line.text
        await eve.close()
        await ann.close()


def test_clean_text_and_codes():
    assert clean_text("a\tb\n\nc", 10) == "a b c"
    assert clean_text("\x1bP1;2q\x1b\\x\u200by", 10) == "xy"
    codes = {new_code() for _ in range(200)}
    assert len(codes) == 200 and all(CODE_PATTERN.match(c) for c in codes)
    assert normal_code("k7pq2m") == "K7PQ-2M" and normal_code("k7pq-2m") == "K7PQ-2M"


async def test_too_many_wrong_codes_from_one_address_are_refused_for_a_while():
    async with hosted("schnapsen", host_options={"bad_codes_per_minute": 3}) as (_, t, address):
        for _ in range(3):
            with pytest.raises(JoinError):
                await TableClient(address, "ZZZZ-ZZ").connect()
        with pytest.raises(JoinError) as refused:
            await TableClient(address, t.code, "Ann").connect()
        assert refused.value.code == "bad-code" and "wait" in refused.value.message


async def test_a_connection_that_never_says_hello_is_closed():
    async with hosted("schnapsen", host_options={"hello_seconds": 0.2}) as (_, _t, address):
        await _silent_until_closed(address)


async def _silent_until_closed(address: str) -> None:
    async with raw_socket(address) as ws:
        answer = await receive(ws)
        assert answer["code"] == "hello-first" and answer["fatal"]


async def test_undo_only_while_one_person_sits_and_start_only_from_the_host():
    async with hosted("schnapsen", seed=8) as (_, table, address):
        host = TableClient(address, table.code, "Ann", host_key=table.host_key)
        await host.connect()
        assert host.welcome.host
        await host.start()
        while not isinstance(await host.next_event(5), Update):
            pass
        while host.update.observation["to_move"] != host.seat:  # the AI's lead first
            await host.next_event(5)
        await host.act(host.update.observation["legal_actions"][0])
        await asyncio.wait_for(_until(lambda: table.session.can_undo_for(host.seat)), 5)
        before = len(table.session.state.history())
        await host.undo()
        await asyncio.wait_for(_until(lambda: len(table.session.state.history()) < before), 5)
        ben = TableClient(address, table.code, "Ben")
        await ben.connect()
        assert not table.session.can_undo_for(host.seat)
        await host.close()
        await ben.close()


async def test_who_sits_where_can_be_seen_before_sitting_down():
    from cardavia.net.client import peek

    async with hosted("preference") as (_, table, address):
        ann = TableClient(address, table.code, "Ann", seat=1)
        await ann.connect()
        seen = await peek(address, table.code.lower())
        assert seen.table.game == "preference" and seen.table.num_seats == 3
        assert [(s.kind, s.name) for s in seen.seats.seats] == [
            ("ai", ""),
            ("human", "Ann"),
            ("ai", ""),
        ]
        assert seen.seats.stage == "lobby"
        with pytest.raises(JoinError) as wrong:
            await peek(address, "ZZZZ-ZZ")
        assert wrong.value.code == "bad-code"
        await ann.close()
