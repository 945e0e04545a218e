"""Whole games through the host, over real sockets on 127.0.0.1, by scripted players."""

from __future__ import annotations

import asyncio
import json
import random

from net_helpers import Scripted, hosted, seat_all

from cardavia.engine.records import parse_records_text
from cardavia.engine.registry import get_game
from cardavia.net.client import TableClient
from cardavia.net.protocol import Update
from cardavia.play.session import TableSession

#: Extras that differ between two plays of the same game (when, who, from which seat).
VARYING = ("played", "players", "human", "level")


def _comparable(text: str) -> list[dict[str, object]]:
    out = []
    for line in text.splitlines():
        if line.strip():
            record = json.loads(line)
            for key in VARYING:
                record.pop(key, None)
            out.append(record)
    return out


def _play_locally(game: str, seed: int, actions: list[tuple[int, int, str]]) -> TableSession:
    """The same seed and the same actions at a solo table (no AI move: every seat scripted)."""
    spec = get_game(game)
    session = TableSession(game, spec.traditions[0], seed)
    for deal, _turn, action in sorted(actions):
        if session.deal_number < deal:
            session.next_deal()
        session.apply(action)
    return session


async def test_two_people_play_a_whole_schnapsen_match_the_same_as_at_a_solo_table(tmp_path):
    async with hosted("schnapsen", seed=11, records_dir=tmp_path / "host") as (_, table, address):
        ann = TableClient(address, table.code, "Ann", records_dir=tmp_path / "ann")
        ben = TableClient(address, table.code, "Ben", records_dir=tmp_path / "ben")
        await ann.connect()
        await ben.connect()
        players = [Scripted(ann, random.Random(1)), Scripted(ben, random.Random(2))]
        await ann.ready()
        await ben.ready()
        await asyncio.wait_for(asyncio.gather(*(p.play() for p in players)), 30)
        assert table.session.match_over and table.stage == "over"
        sent = players[0].sent + players[1].sent
        assert len(sent) == sum(len(s.history()) for s in table.session.finished_states)
        local = _play_locally("schnapsen", 11, sent)
        assert local.match_over and local.record_file is not None
        for player in players:
            received = player.records[-1]
            assert received.deals == len(local.finished_states)
            assert _comparable(received.text) == _comparable(local.record_file[0])
            assert json.loads(received.text)["human"] == player.client.seat
            assert json.loads(received.text)["players"] == ["Ann", "Ben"]
        # The host's own file and Ann's copy are the same records; Ann's history reads hers.
        (host_file,) = (tmp_path / "host").iterdir()
        (ann_file,) = (tmp_path / "ann").iterdir()
        (ben_file,) = (tmp_path / "ben").iterdir()
        assert _comparable(host_file.read_text()) == _comparable(ann_file.read_text())
        assert _comparable(ben_file.read_text()) == _comparable(ann_file.read_text())
        (loaded,) = parse_records_text(ben_file.read_text())
        assert loaded.record.model_extra["human"] == ben.seat
        # A rematch at the same table: everyone ready again deals deal 1 of a new match.
        await ann.ready()
        await ben.ready()
        while not (isinstance(event := await ann.next_event(5), Update) and event.deal == 1):
            pass
        assert table.stage == "playing" and not table.session.finished_states
        assert not table.session.match_over
        await ann.close()
        await ben.close()


async def test_three_people_play_a_preference_deal_each_from_their_own_seat():
    async with hosted("preference", seed=5) as (_, table, address):
        clients = await seat_all(address, table.code, 3)
        players = [Scripted(c, random.Random(i), deals=2) for i, c in enumerate(clients)]
        for client in clients:
            await client.ready()
        await asyncio.wait_for(asyncio.gather(*(p.play() for p in players)), 30)
        assert table.session.deal_number == 2 and len(table.session.finished_states) == 2
        for player in players:
            obs = player.client.update.observation
            assert obs["seat"] == player.client.seat and obs["over"]
            assert player.records[-1].deals == 2
        local = _play_locally("preference", 5, [a for p in players for a in p.sent])
        assert _comparable(players[0].records[-1].text) == _comparable(local.record_file[0])
        for client in clients:
            await client.close()


async def test_two_people_and_two_ai_seats_play_a_french_tarot_deal():
    async with hosted("french-tarot", seed=3) as (_, table, address):
        clients = await seat_all(address, table.code, 2)
        players = [Scripted(c, random.Random(i), deals=1) for i, c in enumerate(clients)]
        for client in clients:
            await client.ready()
        await asyncio.wait_for(asyncio.gather(*(p.play() for p in players)), 30)
        state = table.session.finished_states[0]
        history = state.history()
        # Both people and both AI seats decided something (a bid at least).
        by_people = len(players[0].sent) + len(players[1].sent)
        assert 0 < by_people < len(history)
        seats = players[0].client.seats
        assert [s.kind for s in seats.seats] == ["human", "human", "ai", "ai"]
        (record,) = parse_records_text(players[1].records[-1].text)
        assert record.record.model_extra["human"] == 1
        assert record.record.actions == state.record_actions()
        for client in clients:
            await client.close()
