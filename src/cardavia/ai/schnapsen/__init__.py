"""schnapsen AI: agent, heuristics, sampling and search."""

from cardavia.ai.schnapsen.agent import make

__all__ = ["make"]
