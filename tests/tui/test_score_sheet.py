"""The score sheet players keep on paper, under the settlement: the French Tarot sheet deal by
deal, the Schnapsen Bummerl board (7 → 0 for each side), the Preference pool sheet; the
numbers come from the games' results and series, never worked out by the table."""

from __future__ import annotations

import pytest
from tui_helpers import asked, make_app, prefer, reach, settled_text, sit_down

from cardavia.games.french_tarot.series import running_totals
from cardavia.games.schnapsen.match import board
from cardavia.i18n import LOCALES, Catalog
from cardavia.tui.dialogs.settlement import SettlementDialog
from cardavia.tui.table.presenter import presenter_for


def _deals(game: str, seed: int, count: int):
    """A session of ``game`` played through ``count`` deals (the match may end first)."""
    session = reach(game, seed, prefer("pass"), lambda obs: False)
    while len(session.finished_states) < count and not session.match_over:
        session.next_deal()
        while not session.state.is_over:
            if session.human_to_move:
                session.apply(prefer("pass")(session.observation()))
            else:
                session.apply(session.ai_choice())
    return session


def _sheet(session, lang: str = "en") -> list[str]:
    results = [state.result() for state in session.finished_states]
    presenter = presenter_for(session.game_id)
    return presenter.score_sheet(Catalog(lang), session.tradition, results, session.standings())


def test_the_tarot_sheet_has_a_row_per_deal_with_the_running_totals():
    session = _deals("french-tarot", 4, 3)
    results = [state.result() for state in session.finished_states]
    totals = running_totals(results)
    assert totals[-1] == session.standings()["totals"]
    sheet = _sheet(session)
    assert sheet[0] == "[b]Score sheet[/b]"
    assert "Deal" in sheet[1] and "North" in sheet[1] and "West" in sheet[1]
    rows = sheet[3:]
    assert len(rows) == 3
    for n, (row, r, after) in enumerate(zip(rows, results, totals, strict=True), 1):
        cells = [cell.strip() for cell in row.split("│")]
        assert cells[0] == str(n)
        assert cells[2:] == [f"+{v}" if v > 0 else f"−{-v}" if v < 0 else "0" for v in after]
        if not r["annulled"]:
            assert ("✓" if r["made"] else "✗") in cells[1]


def test_the_bummerl_board_counts_each_side_down_from_7_to_0():
    session = _deals("schnapsen", 1, 12)
    assert session.match_over
    results = [state.result() for state in session.finished_states]
    rows = board(results)
    assert rows[-1] == session.standings()["match_points"] and 0 in rows[-1]
    sheet = _sheet(session)
    assert sheet[0] == "[b]Bummerl board[/b]"
    start = [cell.strip() for cell in sheet[3].split("│")]
    assert start == ["Start", "7", "7"]
    deal_rows = sheet[4 : 4 + len(results)]
    before = [7, 7]
    for row, r, after in zip(deal_rows, results, rows, strict=True):
        cells = [cell.strip() for cell in row.split("│")]
        seat = r["winner"]
        assert cells[1 + seat] == f"{before[seat]} → {after[seat]}"
        assert cells[2 - seat] == ""  # the loser of the deal writes nothing
        before = after
    loser = 1 - session.standings()["match_winner"]
    assert sheet[-1] == ("The Bummerl is yours." if loser == 0 else "North gets the Bummerl.")


def test_the_preference_sheet_keeps_the_pool_and_everyone_s_score_deal_by_deal():
    session = _deals("preference", 2, 3)
    results = [state.result() for state in session.finished_states]
    sheet = _sheet(session)
    assert sheet[0] == "[b]Pool sheet[/b]"
    assert sheet[1].split("│")[-1].strip() == "Pool"
    start = [cell.strip() for cell in sheet[3].split("│")]
    assert start == ["Start", "", "−30", "−30", "−30", "90"]
    for row, r in zip(sheet[4:], results, strict=True):
        cells = [cell.strip() for cell in row.split("│")]
        assert cells[-1] == str(r["pool"])
        assert cells[2:5] == [f"+{v}" if v > 0 else f"−{-v}" if v < 0 else "0" for v in r["scores"]]
    assert [cell.strip() for cell in sheet[-1].split("│")][-1] == str(session.standings()["pool"])


@pytest.mark.parametrize("lang", LOCALES)
@pytest.mark.parametrize("game", ["french-tarot", "schnapsen", "preference"])
def test_every_language_lines_the_sheet_up(game, lang):
    from rich.cells import cell_len

    sheet = _sheet(
        _deals(game, {"french-tarot": 4, "schnapsen": 1, "preference": 2}[game], 2), lang
    )
    table = [line for line in sheet[1:] if "│" in line or "┼" in line]
    # Every rule of the columns at the same cell in every row (names in any script).
    bars = {tuple(i for i, _ in _cells(line) if _ in "│┼") for line in table}
    assert len(bars) == 1, sheet
    assert all(cell_len(line) <= 76 for line in sheet), sheet  # inside the 80x24 settlement


def _cells(line: str) -> list[tuple[int, str]]:
    """Each character of ``line`` with the cell it starts at."""
    from rich.cells import cell_len

    out, x = [], 0
    for ch in line:
        out.append((x, ch))
        x += cell_len(ch)
    return out


async def test_the_settlement_shows_the_sheet_and_the_record_one_key_away(tmp_path):
    from cardavia.engine.registry import tradition_for_game
    from cardavia.play.session import TableSession

    session = TableSession("schnapsen", tradition_for_game("schnapsen"), 1, "easy",
                           records_dir=tmp_path)  # fmt: skip
    while not session.state.is_over:
        if session.human_to_move:
            session.apply(session.observation()["legal_actions"][0])
        else:
            session.apply(session.ai_choice())
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await sit_down(app, pilot, session)
        await asked(app, pilot, SettlementDialog)
        text = await settled_text(app, pilot)
        assert "Bummerl board" in text or "Bummerl board" in _all_lines(app)
        assert "Record saved" not in _all_lines(app)
        assert "f: where this record is kept" in _all_lines(app)
        await pilot.press("f")
        await settled_text(app, pilot)
        assert "Record saved to" in _all_lines(app)


def _all_lines(app) -> str:
    """Every line of the settlement, scrolled out of view or not."""
    from textual.widgets import Static

    return "\n".join(str(w.render()) for w in app.screen.query(Static))
