"""SVG snapshots of each table (pytest-textual-snapshot): colours, card faces and layout.

Each game in English and Traditional Chinese at 80×24 and 120×40, at three moments: the first
decision (the auction; Schnapsen has none, so its first card), a trick under way, and the
settlement; and at 160×45 (the largest cards) a trick under way and the settlement. The
positions are seeded (the AI seats are the easy ones, the human follows a fixed policy; see
``test_dialogs.reach``) and card movement is off in tests, so each picture is the same on
every run. After an intended change of the table, regenerate and review:

    PYTHONPATH=src python -m pytest tests/tui/test_svg_snapshots.py -n 0 --snapshot-update

(the goldens are ``__snapshots__/test_svg_snapshots/*.svg``; a failed run writes a side-by-side
report, ``snapshot_report.html``, in the folder pytest ran from).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from test_dialogs import asked, prefer, reach, sit_down
from tui_helpers import make_app, settled_text

from cardavia.tui.dialogs.choice import ChoiceDialog
from cardavia.tui.dialogs.settlement import SettlementDialog
from cardavia.tui.screens.table import TableScreen

Obs = dict[str, Any]

#: A seed per game whose deal reaches every moment with the human passing in the auction:
#: someone else takes (declares), and the human plays a trick after two tricks are done.
SEEDS = {"french-tarot": 4, "schnapsen": 1, "preference": 2}


def _first(obs: Obs) -> bool:
    return True


def _mid_trick(obs: Obs) -> bool:
    return obs["phase"] == "play" and len(obs["trick"]) >= 1 and len(obs["tricks"]) >= 2


def _never(obs: Obs) -> bool:
    return False


#: moment -> (where the deal stops, what the human then faces)
MOMENTS: dict[str, tuple[Callable[[Obs], bool], type]] = {
    "bidding": (_first, ChoiceDialog),
    "mid-trick": (_mid_trick, TableScreen),
    "settlement": (_never, SettlementDialog),
}


@pytest.fixture(autouse=True)
def _records_elsewhere(tmp_path, monkeypatch):
    monkeypatch.setenv("CARDAVIA_DATA_DIR", str(tmp_path / "data"))


@pytest.mark.parametrize("size", [(80, 24), (120, 40)], ids=["80x24", "120x40"])
@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
@pytest.mark.parametrize("moment", list(MOMENTS))
@pytest.mark.parametrize("game", list(SEEDS))
def test_table_picture(snap_compare, game, moment, lang, size):
    _picture(snap_compare, game, moment, lang, size)


@pytest.mark.parametrize("lang", ["en", "zh-Hant"])
@pytest.mark.parametrize("moment", ["mid-trick", "settlement"])
@pytest.mark.parametrize("game", list(SEEDS))
def test_large_table_picture(snap_compare, game, moment, lang):
    _picture(snap_compare, game, moment, lang, (160, 45))


def _picture(snap_compare, game, moment, lang, size):  # type: ignore[no-untyped-def]
    until, facing = MOMENTS[moment]
    session = reach(game, SEEDS[game], prefer("pass"), until)
    if game == "schnapsen" and moment == "bidding":
        facing = TableScreen  # no auction: the first card to play
    # The position really is the moment named (a changed engine or AI must not slip by).
    obs = session.observation()
    if moment == "settlement":
        assert session.state.is_over
    else:
        assert session.human_to_move and until(obs)
        if moment == "bidding" and game != "schnapsen":
            assert obs["phase"] == "bidding"

    async def run_before(pilot) -> None:  # type: ignore[no-untyped-def]
        await sit_down(pilot.app, pilot, session)
        await asked(pilot.app, pilot, facing)
        await settled_text(pilot.app, pilot)

    assert snap_compare(make_app(lang), terminal_size=size, run_before=run_before)
