"""The game table: what each game shows, and the words for its actions and results."""
