"""Watching a record at the table (`cardavia replay FILE --watch`): the deal number of the
record chosen, stepping forward and back."""

from __future__ import annotations

import json
import random

import pytest
from tui_helpers import make_app, screen_text, until

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
    def tables() -> list[TableScreen]:
        return [s for s in app.screen_stack if isinstance(s, TableScreen)]

    # On top, not just pushed: a key pressed before that goes to the screen beneath.
    await until(pilot, lambda: bool(tables()) and app.screen is tables()[0], "the table opening")
    return tables()[0]


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


async def _until(pilot, condition) -> None:
    await until(pilot, condition)


async def _settled(pilot, app, selector) -> None:
    """Until the widget has its place: the dialog is placed on the felt a refresh or two
    after it mounts, and a click aimed before it moves there lands beside the button (seen
    on a loaded machine)."""
    seen = []

    def still() -> bool:
        region = app.screen.query_one(selector).region
        seen.append(region)
        return region.area > 0 and seen[-3:] == [region] * 3

    await until(pilot, still, f"{selector} in its place")


async def test_comma_steps_back_and_full_stop_forward_also_from_the_settlement(tmp_path):
    from cardavia.tui.dialogs.settlement import SettlementDialog

    path, lines = _tarot_file(tmp_path, deals=1)
    actions = lines[0]["actions"]
    app = make_app(ai_speed=100)
    async with app.run_test(size=(80, 24)) as pilot:
        app.watch_record(str(path), 0)
        table = await _watching(app, pilot)
        await pilot.press("space")
        session = table.session
        await _until(pilot, lambda: table.pending is not None)
        start = session.cursor
        await pilot.press("full_stop", "full_stop")
        await _until(pilot, lambda: session.cursor == start + 2 and table.pending is not None)
        seen = session.state.history()
        await pilot.press("comma")
        await _until(pilot, lambda: table.pending is not None)
        assert session.cursor == start + 1 and table.paused
        assert session.state.history() == seen[: len(session.state.history())]
        assert len(session.state.history()) < len(seen)
        await pilot.press("full_stop")
        await _until(pilot, lambda: session.cursor == start + 2 and table.pending is not None)
        assert session.state.history() == seen  # the same move again, not a stale one
        # Back to the very start: the status says so and nothing breaks.
        for _ in range(start + 3):
            await pilot.press("comma")
        await _until(pilot, lambda: table.pending is not None)
        assert session.cursor == 0
        assert app.catalog.t("table-watch-start") in screen_text(app)
        footer = screen_text(app).splitlines()[-1]
        assert ", . Step" in footer and "Pause" in footer
        # On to the settlement, then one move back from it with its button.
        await pilot.press("space")
        await _until(
            pilot,
            lambda: isinstance(app.screen, SettlementDialog) and app.screen.query("#end-back"),
        )
        assert session.cursor == len(actions)
        await _settled(pilot, app, "#end-back")
        await pilot.click("#end-back")
        await _until(pilot, lambda: table.pending is not None)
        assert session.cursor == len(actions) - 1 and not session.state.is_over
        assert not isinstance(app.screen, SettlementDialog)


# A face-down discard by another seat, stepped back into: its log line counts the cards put
# away up to the position watched, the same as a fresh replay to that point. The records are
# random deals (seed, dealer) where seat 1 (Tarot: the taker's six cards; Preference: the
# declarer's two from the talon) discards face down as seat 0 watches.
DISCARDS = {"french-tarot": ("french", 25, 1, 6), "preference": ("wiener", 5, 0, 2)}


async def _step_to(pilot, table, cursor: int) -> None:
    """Paused, the full stop (or comma) key until the watch stands at ``cursor``."""
    session = table.session
    while session.cursor != cursor:
        before = session.cursor
        await pilot.press("full_stop" if cursor > before else "comma")
        await _until(pilot, lambda b=before: session.cursor != b and table.pending is not None)


@pytest.mark.parametrize("game", list(DISCARDS))
async def test_stepping_back_into_a_face_down_discard_logs_it_as_a_fresh_replay(tmp_path, game):
    tradition, seed, dealer, count = DISCARDS[game]
    record = random_record(get_game(game), random.Random(seed), dealer, tradition)
    actions = record["actions"]
    first = next(i for i, a in enumerate(actions) if a.startswith("discard:"))
    assert all(a.startswith("discard:") for a in actions[first : first + count])
    path = tmp_path / "deal.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    app = make_app(ai_speed=0)
    async with app.run_test(size=(120, 40)) as pilot:
        app.watch_record(str(path), 0)
        table = await _watching(app, pilot)
        await pilot.press("space")
        await _until(pilot, lambda: table.pending is not None)
        after = first + count + 1  # the discard done, and one move more
        await _step_to(pilot, table, after)
        fresh = list(table.log_entries)
        line = [text for point, text in fresh if point == (1, first + count)]
        assert len(line) == 1 and str(count) in line[0], fresh  # "West discards 6 cards"
        # Into the middle of the discard: no line for it yet, as when first watched there.
        middle = first + count // 2
        await _step_to(pilot, table, middle)
        assert table.log_entries == [e for e in fresh if e[0] <= (1, middle)]
        # And on again: one line for the whole discard, the same as the first time.
        await _step_to(pilot, table, after)
        assert table.log_entries == fresh
