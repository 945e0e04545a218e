"""The UI-free rules-engine core shared by every game: cards, decks, the state shape, records."""
