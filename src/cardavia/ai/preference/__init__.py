"""preference AI: agent, heuristics, sampling and search."""

from cardavia.ai.preference.agent import make

__all__ = ["make"]
