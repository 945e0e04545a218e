"""A hidden card never leaves the host for a seat that may not see it.

Over random deals of every game (the registry's list), people at random seats play random
legal actions through a real host, asking for hints and checks on the way; every frame each
of them receives is kept. The deal is then replayed here from its start: what a seat may
know after ``t`` actions is every card that appeared in ``observation(seat)`` at any point
up to ``t`` (its hand, cards played, piles turned up, as the game's own observation says).
Each card code in a frame received by that seat at ``t`` must be among them. Once the deal
is over it is no secret (the result and the records go to everyone), and those frames come
only after the last update.
"""

from __future__ import annotations

import asyncio
import json
import random
import re
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from net_helpers import hosted

from cardavia.engine.records import DealModel
from cardavia.engine.registry import game_ids, get_game
from cardavia.net.client import RequestError, TableClient
from cardavia.net.protocol import DealOver, Update

TOKEN = re.compile(r"[A-Za-z0-9]+")


def _cards_in(text: str, deck: Any) -> set[str]:
    """Every card code of ``deck`` anywhere in a frame's JSON text (keys and values)."""
    return set(TOKEN.findall(text)) & set(deck.codes)


def _known_after(game: str, final: Any, seat: int) -> list[set[str]]:
    """known[t]: the cards ``seat`` may know after ``t`` actions of the finished deal."""
    spec = get_game(game)
    state = spec.state_from_deal(DealModel(**final.deal_json()), final.dealer)
    known: set[str] = set()
    out = []
    for action in final.history():
        known |= _cards_in(json.dumps(state.observation(seat)), spec.deck)
        out.append(set(known))
        state.apply(action)
    known |= _cards_in(json.dumps(state.observation(seat)), spec.deck)
    out.append(set(known))
    return out


async def _play(client: TableClient, rng: random.Random) -> None:
    """The hint's action or a random legal one, a check now and then, until the deal is
    over."""
    acted: tuple[int, int] | None = None
    async for event in client.events():
        if isinstance(event, DealOver):
            return
        if not isinstance(event, Update) or event is not client.update:
            continue
        legal = event.observation["legal_actions"]
        key = (event.deal, len(event.observation["actions"]))
        if not legal or key == acted:
            continue
        acted = key
        action = rng.choice(legal)
        try:
            if rng.random() < 0.6:  # play as the hint says: bids that lead to a discard
                action = (await client.hint()).action
            if rng.random() < 0.3:
                await client.check([action, *rng.sample(legal, min(2, len(legal)))])
        except RequestError:
            pass
        await client.act(action)


async def _deal_with_frames(game: str, seed: int, people: list[int]) -> None:
    spec = get_game(game)
    async with hosted(game, seed=seed) as (_, table, address):
        clients = []
        for seat in people:
            client = TableClient(address, table.code, f"P{seat}", seat=seat, keep_frames=True)
            await client.connect()
            clients.append(client)
        for client in clients:
            await client.ready()
        rngs = [random.Random(seed * 31 + seat) for seat in people]
        await asyncio.wait_for(asyncio.gather(*map(_play, clients, rngs)), 60)
        # Let the records frames after the deal-over arrive too.
        await asyncio.sleep(0.05)
        final = table.session.finished_states[0]
        for client in clients:
            await client.close()
    total = len(final.history())
    for client, seat in zip(clients, people, strict=True):
        known = _known_after(game, final, seat)
        t, over = 0, False
        assert client.frames
        for text in client.frames:
            frame = json.loads(text)
            if frame["type"] == "welcome":  # random secrets, whose letters may spell a card
                del frame["token"], frame["table"]["code"]
                text = json.dumps(frame)
            if frame["type"] == "update":
                t = len(frame["observation"]["actions"])
                over = frame["observation"]["over"]
            if frame["type"] in ("deal-over", "records"):
                assert over and t == total, "the deal's secrets went out before it ended"
                continue
            leaked = _cards_in(text, spec.deck) - known[t]
            assert not leaked, f"seat {seat} got {sorted(leaked)} at {t}: {text[:300]}"


@pytest.mark.parametrize("game", game_ids())
def test_no_frame_carries_a_card_its_seat_may_not_know(game):
    seats = get_game(game).num_seats

    @settings(max_examples=6, deadline=None, derandomize=True)
    @given(
        seed=st.integers(0, 2**31 - 1),
        people=st.lists(st.integers(0, seats - 1), min_size=1, max_size=seats, unique=True),
    )
    def check(seed: int, people: list[int]) -> None:
        asyncio.run(_deal_with_frames(game, seed, sorted(people)))

    check()
