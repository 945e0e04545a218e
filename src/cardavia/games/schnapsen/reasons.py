"""Why a Schnapsen action is not allowed, in English: the templates of every code.

The rules build reasons with ``illegal(code, **args)``; ``str(reason)`` words them from here
and the table from its catalogs (``illegal-schnapsen-<code>``). See engine/reasons.py.
"""

from __future__ import annotations

from cardavia.engine.reasons import Template, declared, register
from cardavia.games.schnapsen.tables import N_ACTIONS

GAME_ID = "schnapsen"
_SUITS = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
_STOCK = {"closed": "the stock is closed", "exhausted": "the stock is exhausted"}


def _must_beat(state: str) -> Template:
    def text(card: str) -> str:
        return (
            f"{_STOCK[state]}: you must win the trick with a higher {_SUITS[card[-1]]} card "
            f"than {card} since you can"
        )

    return text


def _must_follow(state: str) -> Template:
    def text(suit: str) -> str:
        return f"{_STOCK[state]}: you must follow suit ({_SUITS[suit]})"

    return text


def _must_trump(state: str) -> Template:
    def text(suit: str) -> str:
        return f"{_STOCK[state]}: you have no {_SUITS[suit]}, so you must play a trump"

    return text


def _partner_missing(suit: str, card: str) -> str:
    return f"a marriage needs both the König and the Dame of {_SUITS[suit]}; you do not hold {card}"


def _repeated(suit: str) -> str:
    return f"you have already announced the marriage in {_SUITS[suit]}"


TEMPLATES: dict[str, Template] = {
    "unknown-action": "{action} is not a Schnapsen action id (0 to " + f"{N_ACTIONS - 1})",
    **{f"{state}-must-beat": _must_beat(state) for state in _STOCK},
    **{f"{state}-must-follow": _must_follow(state) for state in _STOCK},
    **{f"{state}-must-trump": _must_trump(state) for state in _STOCK},
    "marriage-rank": "a marriage is announced by leading a König or a Dame",
    "marriage-not-leading": "a marriage is announced only by the leader, when leading",
    "marriage-not-held": "you do not hold {card}",
    "marriage-partner-missing": _partner_missing,
    "marriage-repeated": _repeated,
    "exchange-not-leading": "only the leader may exchange, before leading",
    "exchange-closed": "the stock is closed; the trump card can no longer be exchanged",
    "exchange-exhausted": "the stock is exhausted; the trump card has been drawn",
    "exchange-no-jack": "you do not hold the trump Bube ({card})",
    "close-not-leading": "only the leader may close the stock, before leading",
    "close-already-closed": "the stock is already closed",
    "close-hand-size": "closing requires 5 cards in hand; you hold {count}",
    "close-exhausted": "the stock is exhausted; there is nothing left to close",
}

#: Schnapsen's own reasons: code -> argument names (engine.reasons.COMMON_REASONS aside).
ILLEGAL_REASONS = {
    code: args for code, args in declared(TEMPLATES).items() if code != "unknown-action"
}

illegal = register(GAME_ID, TEMPLATES)

__all__ = ["ILLEGAL_REASONS", "TEMPLATES", "illegal"]
