"""Textual calls the ``on_mount`` of every class in a screen's MRO: each screen and dialog is
labelled once when it opens, not once per class (the rules document was laid out twice)."""

import pytest
from test_table import human_turn, table_app
from tui_helpers import make_app

from cardavia.tui.dialogs.choice import Choice, ChoiceDialog
from cardavia.tui.dialogs.settlement import SettlementDialog
from cardavia.tui.screens.history import HistoryScreen
from cardavia.tui.screens.rules import RulesScreen
from cardavia.tui.screens.table import TableScreen
from cardavia.tui.widgets.rules_text import RulesText


def _counting(monkeypatch, cls) -> list[object]:  # type: ignore[no-untyped-def]
    calls: list[object] = []
    real = cls.relabel

    def relabel(self) -> None:  # type: ignore[no-untyped-def]
        calls.append(self)
        real(self)

    monkeypatch.setattr(cls, "relabel", relabel)
    return calls


@pytest.mark.parametrize("make", [lambda: RulesScreen("french-tarot"), HistoryScreen])
async def test_a_screen_is_labelled_once_as_it_opens(monkeypatch, make):
    screen = make()
    calls = _counting(monkeypatch, type(screen))
    updates: list[str] = []  # the rules document shown (its sections are Markdowns of it)
    real_show = RulesText.show
    monkeypatch.setattr(
        RulesText, "show", lambda rt, text: updates.append(text) or real_show(rt, text)
    )
    app = make_app()
    async with app.run_test(size=(100, 32)) as pilot:
        await app.push_screen(screen)
        await pilot.pause()
        assert calls == [screen]
        if isinstance(screen, RulesScreen):
            assert [u for u in updates if u] and len([u for u in updates if u]) == 1


async def test_the_table_and_its_dialogs_are_labelled_once(monkeypatch):
    table_calls = _counting(monkeypatch, TableScreen)
    dialog_calls = _counting(monkeypatch, ChoiceDialog)
    settlement_calls = _counting(monkeypatch, SettlementDialog)
    app = table_app("schnapsen", seed=7)
    async with app.run_test(size=(100, 32)) as pilot:
        table = await human_turn(app, pilot)
        assert table_calls == [table]
        dialog = ChoiceDialog("Question", [Choice("a", "A"), Choice("b", "B")])
        await app.push_screen(dialog)
        await pilot.pause()
        assert dialog_calls == [dialog]
        settlement = SettlementDialog("Done", ["a line"], [("menu", "Menu")])
        await app.push_screen(settlement)
        await pilot.pause()
        assert settlement_calls == [settlement]
