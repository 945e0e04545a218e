"""AI seats: agents that see only observations and return legal actions."""
