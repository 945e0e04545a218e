"""The Textual user interface (the only package allowed to import textual and rich)."""
