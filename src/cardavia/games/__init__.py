"""The games, one package each, all with the same state-machine shape (engine/game.py)."""
