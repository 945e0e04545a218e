"""Words for actions, log lines and settlements, from the catalog (never hard-coded)."""

from __future__ import annotations

from typing import Any

from cardavia.i18n import Catalog
from cardavia.tui.render.cards import face

TAROT_CONTRACTS = {
    "prise": "Prise",
    "garde": "Garde",
    "garde-sans": "Garde sans",
    "garde-contre": "Garde contre",
}  # untranslated in every language (glossary)


def suit_name(catalog: Catalog, tradition: str, suit: str) -> str:
    return catalog.t(f"suit-{tradition}-{suit}")


def card_text(
    code: str, tradition: str, scheme: str = "two-colour", ascii_only: bool = False
) -> str:
    return face(code, tradition, scheme, ascii_only).short


def action_label(catalog: Catalog, game: str, tradition: str, action: str) -> str:
    """How a decision reads on a button or in the log."""
    t = catalog.t
    kind, _, arg = action.partition(":")
    if action in TAROT_CONTRACTS:
        return TAROT_CONTRACTS[action]
    if action == "pass":
        return t("action-pass")
    if action == "chelem":
        return t("action-chelem")
    if action == "no-chelem":
        return t("action-no-chelem")
    if kind == "poignee":
        return t("action-poignee", size=len(arg.split(",")))
    if kind == "discard":
        return t("action-discard", card=card_text(arg, tradition))
    if action == "exchange":
        return t("action-exchange")
    if action == "close":
        return t("action-close")
    if kind == "marriage":
        return t("action-marriage", card=card_text(arg, tradition))
    if action in ("1", "2", "3", "4"):
        return t("action-level", level=int(action))
    if action == "hold":
        return t("action-hold")
    if kind == "game":
        return t("action-game", suit=suit_name(catalog, tradition, arg))
    if action == "hearts":
        return t("action-hearts")
    if kind == "trump":
        return t("action-trump", suit=suit_name(catalog, tradition, arg))
    if action in ("stay", "drop", "invite", "alone", "no-aces"):
        return t(f"action-{action}")
    return card_text(action, tradition)


def log_line(catalog: Catalog, game: str, tradition: str, seat_name: str, action: str) -> str:
    kind, _, arg = action.partition(":")
    if kind == "discard" and arg.startswith("?"):  # "?N": N cards put away face down
        return catalog.t("log-discard-hidden", seat=seat_name, count=int(arg[1:] or 1))
    if kind == "poignee":
        cards = arg.split(",")
        shown = " ".join(card_text(c, tradition) for c in cards)
        return catalog.t("log-poignee", seat=seat_name, size=len(cards), cards=shown)
    label = action_label(catalog, game, tradition, action)
    return catalog.t("log-action", seat=seat_name, action=label)


def number(value: Any, locale: str) -> str:
    """Card points with the locale's decimal mark (Vietnamese, Finnish and German write 40,5)."""
    text = f"{value:g}" if isinstance(value, float) else str(value)
    return text.replace(".", ",") if locale in ("vi", "fi", "de") else text
