"""A fourth game is one registry entry: registered with a deck in its spec's ``traditions``,
it is offered on that deck's tradition page and in the rules chooser, accepted by the
command line's ``--tradition`` checks and by a record's ``tradition`` check, with no other
edit (nothing outside the game's folders lists which decks play which game).

The fourth game here is Schnapsen's rules under another id and title, played with the
Wiener Bild only; it lives in a module of its own in ``sys.modules`` for the test."""

from __future__ import annotations

import json
import random
import sys
import types

import pytest

from cardavia.engine import registry
from cardavia.engine.records import RecordError, parse_records_text, replay
from cardavia.games.schnapsen import Schnapsen

FOURTH = "kaiser"


class Kaiser(Schnapsen):
    id = FOURTH
    title = "Kaiser"
    traditions: tuple[str, ...] = ("wiener-bild",)


@pytest.fixture
def fourth_game(monkeypatch: pytest.MonkeyPatch) -> Kaiser:
    """The registry with a fourth game, last in its order."""
    module = types.ModuleType("cardavia_test_fourth_game")
    module.SPEC = Kaiser()  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, module.__name__, module)
    monkeypatch.setitem(registry._MODULES, FOURTH, module.__name__)
    return module.SPEC  # type: ignore[attr-defined,no-any-return]


def test_the_registry_links_the_fourth_game_with_its_deck(fourth_game: Kaiser) -> None:
    assert registry.game_ids()[-1] == FOURTH
    assert registry.tradition_for_game(FOURTH) == "wiener-bild"
    assert FOURTH in registry.games_for_tradition("wiener-bild")
    assert FOURTH not in registry.games_for_tradition("french")
    assert FOURTH not in registry.games_for_tradition("marseille")


def test_without_its_registry_entry_no_deck_plays_it() -> None:
    assert FOURTH not in registry.game_ids()
    assert FOURTH not in registry.games_for_tradition("wiener-bild")


def _record(tradition: str) -> str:
    spec = registry.get_game("schnapsen")
    state = spec.random_state(random.Random(5), 0)
    state.play_randomly(random.Random(6))
    return json.dumps({**state.to_record(tradition), "game": FOURTH})


def test_a_record_of_the_fourth_game_is_checked_against_its_decks(fourth_game: Kaiser) -> None:
    [loaded] = parse_records_text(_record("wiener-bild"), "kaiser.json")
    assert replay(loaded)["over"]
    [loaded] = parse_records_text(_record("french"), "kaiser.json")
    with pytest.raises(RecordError) as caught:
        replay(loaded)
    assert (
        str(caught.value) == "record 1: tradition 'french' does not play kaiser (use wiener-bild)"
    )


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    from cardavia.cli import main

    try:
        status = main(list(args))
    except SystemExit as exc:  # argparse's own exits (--help)
        status = int(exc.code or 0)
    out, err = capsys.readouterr()
    return status, out, err


def test_the_command_line_offers_the_fourth_game_with_its_deck(
    fourth_game: Kaiser, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out, _ = run(capsys, "--help")
    assert status == 0 and FOURTH in out
    status, _, err = run(capsys, "--game", FOURTH, "--tradition", "marseille")
    assert status == 2
    assert "Tarot de Marseille does not play Kaiser; use --tradition wiener-bild" in err
    # Its deck passes the check: what stops it here is pytest's stdout, not a terminal.
    status, _, err = run(capsys, "--game", FOURTH, "--tradition", "wiener-bild")
    assert status == 2 and "interactive terminal" in err and "does not play" not in err
    status, _, err = run(capsys, "rules", FOURTH, "--tradition", "french")
    assert status == 2 and "French tarot does not play Kaiser" in err


def test_the_serve_bench_finds_its_way_to_the_fourth_game(fourth_game: Kaiser) -> None:
    from cardavia.serve.bench import DOWN, ENTER, TAB, route

    # Wiener Bild is the third deck on the home screen; Kaiser its third game card.
    (keys_home, _), (keys_page, _) = route(FOURTH)
    assert keys_home == [DOWN, DOWN, ENTER]
    assert keys_page == [TAB] * 4 + [ENTER]


async def test_the_tradition_page_and_the_rules_chooser_offer_it(fourth_game: Kaiser) -> None:
    from textual.widgets import Button, OptionList

    from cardavia.settings import Settings
    from cardavia.tui.app import CardaviaApp
    from cardavia.tui.screens.rules import RulesChooser
    from cardavia.tui.screens.tradition import TraditionScreen

    app = CardaviaApp(lang="en", settings=Settings(grain=0), save=False)
    async with app.run_test(size=(100, 40)) as pilot:
        await app.push_screen(TraditionScreen("wiener-bild"))
        await pilot.pause()
        page = app.screen
        assert page.query_one(f"#game-{FOURTH}").query_one(".game-title").render() == "Kaiser"
        assert page.query_one(f"#start-{FOURTH}", Button).label.plain == "Start"
        assert page.query_one(f"#rules-{FOURTH}", Button).label.plain == "Rules"
        assert page.rules_game is None  # three games: the r key asks which
        await app.push_screen(TraditionScreen("french"))
        await pilot.pause()
        assert not app.screen.query(f"#game-{FOURTH}")
        await app.push_screen(RulesChooser())
        await pilot.pause()
        menu = app.screen.query_one("#rules-games", OptionList)
        ids = [menu.get_option_at_index(i).id for i in range(menu.option_count)]
        assert ids[-1] == f"{FOURTH}:wiener-bild"
        assert f"{FOURTH}:french" not in ids
