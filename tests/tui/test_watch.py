"""Watching a record at the table (`cardavia replay FILE --watch`): the deal number of the
record chosen, stepping forward and back."""

from __future__ import annotations

import json
import random

from tui_helpers import make_app, screen_text

from cardavia.engine.playout import random_record
from cardavia.engine.registry import get_game
from cardavia.tui.screens.table import TableScreen


def _tarot_file(tmp_path, deals: int = 2):
    spec = get_game("french-tarot")
    rng = random.Random(3)
    path = tmp_path / "session.jsonl"
    lines = [random_record(spec, rng, i % 4, "french") for i in range(deals)]
    path.write_text("".join(json.dumps(r) + "\n" for r in lines), encoding="utf-8")
    return path, lines


async def _watching(app, pilot) -> TableScreen:
    for _ in range(200):
        await pilot.pause(0.01)
        tables = [s for s in app.screen_stack if isinstance(s, TableScreen)]
        if tables:
            return tables[0]
    raise AssertionError("the table never opened")


async def test_record_2_of_a_tarot_session_file_is_deal_2(tmp_path):
    path, lines = _tarot_file(tmp_path)
    app = make_app(ai_speed=0)
    async with app.run_test(size=(120, 40)) as pilot:
        app.watch_record(str(path), 1)  # --record 2
        table = await _watching(app, pilot)
        await pilot.press("space")  # paused: the header stays on this deal
        await pilot.pause()
        assert table.session.deal_number == 2
        assert "Deal 2" in screen_text(app).splitlines()[0]
        # The first deal of the file counts in the totals shown.
        totals = lines[0]["result"]["deal_scores"]
        assert table.session.standings()["totals"] == totals
