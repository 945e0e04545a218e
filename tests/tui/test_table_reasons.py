"""At a table in another language, a refused card says why in that language."""

import random
import re

import pytest
from test_table import human_turn, press_keys_for, table_app
from tui_helpers import screen_text

from cardavia.tui.screens.table import TableScreen
from cardavia.tui.widgets.hand import HandWidget


def squash(text: str) -> str:
    return re.sub(r"[\s│┃▏▕]", "", text)  # the status line may wrap inside the felt


async def test_an_illegal_card_at_a_traditional_chinese_table_is_refused_in_chinese():
    app = table_app("schnapsen", lang="zh-Hant", seed=11)
    async with app.run_test(size=(100, 32)) as pilot:
        for _ in range(200):
            screen = await human_turn(app, pilot)
            if isinstance(screen, TableScreen):
                hand = screen.query_one(HandWidget)
                illegal = [i for i, c in enumerate(hand.cards) if c not in hand.legal]
                if illegal:
                    before = screen.session.state.to_record()
                    hand.selected = illegal[0]
                    await pilot.press("enter")
                    await pilot.pause()
                    assert screen.session.state.to_record() == before
                    text = squash(screen_text(app))
                    # Strict Schnapsen duties: the stock is closed or exhausted.
                    assert "不允許" in text and ("牌堆已封閉，" in text or "牌堆已耗盡，" in text)
                    assert not re.search(r"stock|must|follow|trump", text)
                    return
            await press_keys_for(app, pilot, screen, random.Random(0))
        # The seeded deal reaches one: if a rule change stops it, this must fail, not skip.
        pytest.fail("the seeded deal never offered an illegal card to the human")
