"""Cardavia: terminal card games (French Tarot, Schnapsen, Preference) against AI seats."""

__version__ = "0.1.0"
