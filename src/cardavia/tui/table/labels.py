"""Words for actions, log lines and settlements, from the catalog (never hard-coded)."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from pathlib import Path
from typing import Any

from cardavia.engine.registry import game_ids, get_game
from cardavia.i18n import Catalog, Inflected
from cardavia.tui.render.cards import face

TAROT_CONTRACTS = {
    "prise": "Prise",
    "garde": "Garde",
    "garde-sans": "Garde sans",
    "garde-contre": "Garde contre",
}  # untranslated in every language (glossary)


def suit_name(catalog: Catalog, tradition: str, suit: str) -> Inflected:
    """The suit as running text names it, with the forms the language's sentences need."""
    key = f"suit-{tradition}-{suit}"
    return Inflected(catalog.t(key), catalog.forms(key))


def game_title(catalog: Catalog, game: str) -> str:
    """The game's title as headers, menus and lists show it, in the catalog's language; a game
    the catalog does not name shows its spec's title, an id no game has shows as it is."""
    key = f"game-{game}-title"
    if catalog.has(key):
        return catalog.t(key)
    return get_game(game).title if game in game_ids() else game


def rank_letters(catalog: Catalog, tradition: str) -> Mapping[str, str]:
    """The rank letters of ``tradition``'s faces in the catalog's language (none: the usual)."""
    return _rank_letters(catalog.locale, catalog.root, tradition)


@cache
def _rank_letters(locale: str, root: Path, tradition: str) -> Mapping[str, str]:
    catalog = Catalog(locale, root=root)
    keys = {rank: f"rank-letter-{tradition}-{rank}" for rank in ("K", "Q", "N", "J", "A")}
    return {rank: catalog.t(key) for rank, key in keys.items() if catalog.has(key)}


def card_text(catalog: Catalog, code: str, tradition: str) -> str:
    """A card as text (K♥), with the rank letters of the catalog's language."""
    return face(code, tradition, letters=rank_letters(catalog, tradition)).short


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
        return t("action-discard", card=card_text(catalog, arg, tradition))
    if action == "exchange":
        return t("action-exchange")
    if action == "close":
        return t("action-close")
    if kind == "marriage":
        return t("action-marriage", card=card_text(catalog, arg, tradition))
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
    return card_text(catalog, action, tradition)


def log_line(catalog: Catalog, game: str, tradition: str, seat_name: str, action: str) -> str:
    """What a seat did, as a report ("East declared a chelem"), never a button label.

    Every line gets ``person`` ("you" for your own seat) so a language can make its verb agree.
    """
    t = catalog.t
    who: dict[str, Any] = {
        "seat": seat_name,
        "person": "you" if seat_name == t("seat-you") else "other",
    }
    kind, _, arg = action.partition(":")
    if kind == "discard" and arg.startswith("?"):  # "?N": N cards put away face down
        return t("log-discard-hidden", **who, count=int(arg[1:] or 1))
    if kind == "poignee":
        cards = arg.split(",")
        shown = " ".join(card_text(catalog, c, tradition) for c in cards)
        return t("log-poignee", **who, size=len(cards), cards=shown)
    if action in TAROT_CONTRACTS:
        return t("log-contract", **who, contract=TAROT_CONTRACTS[action])
    if kind in ("discard", "marriage"):
        return t(f"log-{kind}", **who, card=card_text(catalog, arg, tradition))
    if kind in ("game", "trump"):
        return t(f"log-{kind}", **who, suit=suit_name(catalog, tradition, arg))
    if action in ("1", "2", "3", "4"):
        return t("log-level", **who, level=int(action))
    if action in _LOGGED:
        return t(f"log-{action}", **who)
    label = action_label(catalog, game, tradition, action)  # a card played
    return t("log-action", **who, action=label)


_LOGGED = (
    "pass", "chelem", "no-chelem", "exchange", "close", "hold", "hearts",
    "stay", "drop", "invite", "alone", "no-aces",
)  # fmt: skip


def role_label(
    catalog: Catalog, game: str, tradition: str, action: str, invited: bool = False
) -> str:
    """A past decision as a seat's badge or a settlement line shows it ("dropped out")."""
    if invited:
        return catalog.t("role-invited")
    if action == "pass":
        return catalog.t("role-pass")
    if action in ("1", "2", "3", "4"):
        return catalog.t("role-level", level=int(action))
    if action in ("hold", "stay", "drop", "alone"):
        return catalog.t(f"role-{action}")
    if action == "invite":
        return catalog.t("role-inviter")
    return action_label(catalog, game, tradition, action)


def contract_label(catalog: Catalog, game: str, tradition: str, contract: str) -> str:
    """A contract as the declarer's seat and the settlement name it ("contract 2", not the
    button's "Bid 2")."""
    if contract in ("1", "2", "3", "4"):
        return catalog.t("contract-level", level=int(contract))
    return action_label(catalog, game, tradition, contract)


@cache
def _babel_locale(locale: str) -> Any:
    from babel import Locale  # lazily: babel's data costs startup time

    return Locale.parse(locale.replace("-", "_"))


def plural_number(value: float) -> float:
    """A count for a message to select its plural on (and Fluent to write, with babel's
    data): a whole float becomes an int, so 1.0 card point reads as 1, not "1.0 points"."""
    return int(value) if isinstance(value, float) and value.is_integer() else value


def number(value: Any, locale: str) -> str:
    """A number (card points: 40.5) written with the locale's CLDR data, through babel."""
    from babel.numbers import format_decimal

    return str(format_decimal(value, locale=_babel_locale(locale)))
