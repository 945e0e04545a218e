"""Modal dialogs, one per kind of decision (each a ModalScreen returning a value)."""
