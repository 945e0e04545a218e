"""french_tarot AI: agent, heuristics, sampling and search."""

from cardavia.ai.french_tarot.agent import make

__all__ = ["make"]
