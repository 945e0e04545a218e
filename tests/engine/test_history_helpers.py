"""The contract tallies the French Tarot and Preference statistics share (engine/history.py)."""

from __future__ import annotations

from cardavia.engine.history import contract_lines, count_contract
from cardavia.games.french_tarot.history import HISTORY as TAROT
from cardavia.games.preference.history import HISTORY as PREFERENCE


class Row:
    def __init__(self, **facts: object) -> None:
        self.facts = facts
        self.won = None


def test_a_contract_is_counted_with_whether_it_was_made():
    contracts: dict[str, dict[str, int]] = {}
    for contract, made in (("garde", True), ("prise", False), ("garde", False), ("garde", 1)):
        count_contract(contracts, contract, made, "taken")
    assert contracts == {"garde": {"taken": 3, "made": 2}, "prise": {"taken": 1, "made": 0}}
    assert contract_lines(contracts, "taken") == [
        "  garde: taken 3, made 2",
        "  prise: taken 1, made 0",
    ]


def test_each_game_counts_only_the_contracts_the_player_took_on():
    tarot = TAROT.stats(
        [
            Row(you_took=True, contract="garde", made=True),
            Row(you_took=False, contract="prise", made=True),
            Row(you_took=True, contract="prise", made=False),
        ],
        [],
    )
    assert tarot["contracts"] == {
        "prise": {"taken": 1, "made": 0},
        "garde": {"taken": 1, "made": 1},
    }
    assert TAROT.stats_lines(tarot)[:2] == ["  prise: taken 1, made 0", "  garde: taken 1, made 1"]
    pref = PREFERENCE.stats(
        [Row(you_declared=True, contract="game:C", made=True), Row(you_declared=False)], []
    )
    assert pref["contracts"] == {"game:C": {"declared": 1, "made": 1}}
    assert PREFERENCE.stats_lines(pref)[0] == "  game:C: declared 1, made 1"
