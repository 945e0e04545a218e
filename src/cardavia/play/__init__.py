"""Playing at the table, UI-free: seats, deal sequences (running total, match, session),
AI turns, hints, undo and saved records. The Textual table only displays and asks."""
