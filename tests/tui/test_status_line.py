"""The status line under the felt wraps instead of losing its end (issue #12: no status text
is lost at 80 columns in any locale): an illegal card's rule and the hint, read whole at
80x24 in Vietnamese and German (German's rules run longest)."""

from __future__ import annotations

import re

import pytest
from rich.cells import cell_len
from test_dialogs import asked, prefer, reach, sit_down
from tui_helpers import make_app, settled_text

from cardavia.tui.screens.table import TableScreen
from cardavia.tui.widgets.hand import HandWidget


def squash(text: str) -> str:
    return re.sub(r"\s", "", text)


def card_turn(obs) -> bool:
    """The human plays a card, and some card in hand may not be played."""
    plays = [a for a in obs["legal_actions"] if a in obs["hand"]]
    return bool(plays) and len(plays) < len(obs["hand"])


SEEDS = {"french-tarot": 4, "schnapsen": 1, "preference": 4}  # a long rule comes up


@pytest.mark.parametrize("game", list(SEEDS))
async def test_the_status_line_wraps_at_80_columns_in_vietnamese_and_german(game):
    longest = 0
    for lang in ["vi", "de"]:
        session = reach(game, SEEDS[game], prefer("pass"), card_turn)
        app = make_app(lang, ai_speed=100)
        async with app.run_test(size=(80, 24)) as pilot:
            table = await sit_down(app, pilot, session)
            await asked(app, pilot, TableScreen)
            hand = table.query_one(HandWidget)
            status = table.query_one("#status")
            said = [str(status.render())]  # your turn
            await pilot.press("h")  # the hint and why
            said.append(str(status.render()))
            for card in [c for c in hand.cards if c not in hand.legal]:
                hand.selected = hand.cards.index(card)
                await pilot.press("enter")  # refused, with the rule
                said.append(str(status.render()))
                assert table.why(session.why_illegal(card)) in said[-1]
            for text in said:
                table.set_status(text)
                screen = await settled_text(app, pilot)
                assert squash(text) in squash(screen), f"cut at 80 columns: {text!r}"
            longest = max(longest, *(cell_len(text) for text in said))
    assert longest > 78  # something said is longer than a line: the wrap is tested
