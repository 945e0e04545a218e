"""What the history index and the statistics keep of a game's records: the per-game part of
``play/index.py`` and ``play/stats.py``, owned by the game (``GameSpec.history``), so play/
and the command line never branch on a game's id."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from cardavia.engine.game import JsonDict

#: A deal as the player saw it: won (True/False, None: neither), score, the game's facts.
DealOutcome = tuple[bool | None, float | None, JsonDict]


class DealFacts(Protocol):
    """One finished deal of the index, as the statistics read it."""

    @property
    def facts(self) -> JsonDict: ...

    @property
    def won(self) -> bool | None: ...


class GameHistory(Protocol):
    #: What a record of several deals is called in the history ("match", "session"); None
    #: when every record of the game is a single deal.
    series_kind: str | None

    def deal_facts(self, result: JsonDict, you: int) -> DealOutcome:
        """A deal's result from seat ``you``: won, score and the facts the statistics count
        (an unfinished deal: ``(None, None, {})``)."""
        ...

    def deal_summary(self, result: JsonDict) -> JsonDict:
        """What the history shows beside a single finished deal."""
        ...

    def series_outcome(
        self, whole: JsonDict, deal_scores: Sequence[float], you: int
    ) -> tuple[bool, bool | None, float | None, JsonDict]:
        """A match or session replayed as a whole (``whole``: its result), with the scores of
        its deals from seat ``you``: (over, won, score, summary)."""
        ...

    def stats(self, deals: Sequence[DealFacts], series_won: Sequence[bool | None]) -> JsonDict:
        """The game's own statistics over its finished ``deals`` (oldest first), with whether
        the player won each finished match or session."""
        ...

    def stats_lines(self, stats: JsonDict) -> list[str]:
        """The game's own lines of ``cardavia stats`` (English, like the other commands)."""
        ...


def count_contract(
    contracts: dict[str, dict[str, int]], contract: str, made: object, counted: str
) -> None:
    """Count one contract the player took on (``counted``: the game's word, "taken" in French
    Tarot, "declared" in Preference) and whether it was made, in ``contracts``."""
    tally = contracts.setdefault(contract, {counted: 0, "made": 0})
    tally[counted] += 1
    tally["made"] += bool(made)


def contract_lines(contracts: dict[str, dict[str, int]], counted: str) -> list[str]:
    """The ``cardavia stats`` lines of :func:`count_contract`'s tallies, in their order."""
    return [
        f"  {contract}: {counted} {tally[counted]}, made {tally['made']}"
        for contract, tally in contracts.items()
    ]


__all__ = ["DealFacts", "DealOutcome", "GameHistory", "contract_lines", "count_contract"]
