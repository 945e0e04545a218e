"""Why an action is not allowed, in the player's language.

The engines give a :class:`~cardavia.engine.reasons.Reason`: a ``code`` and ``args`` in record
terms (its ``str`` is the English text). Here the code picks the catalog message
``illegal-<game>-<code>`` (``illegal-common-<code>`` for the reasons every game shares) and
each argument is written
as the table writes it elsewhere: cards by the tradition's faces, suits by name, bids and
contracts by their action labels, phases and seats by name.
"""

from __future__ import annotations

from collections.abc import Sequence

from cardavia.engine.reasons import COMMON_REASONS, Reason
from cardavia.i18n import Catalog
from cardavia.tui.table.labels import action_label, card_text, suit_name

CARD_ARGS = frozenset({"card"})
CARD_LIST_ARGS = frozenset({"cards"})  # record codes joined by ","
SUIT_ARGS = frozenset({"suit", "lowest", "trump"})
ACTION_ARGS = frozenset({"bid", "contract"})  # an int here is a plain Preference level


def reason_key(game: str, code: str) -> str:
    return f"illegal-common-{code}" if code in COMMON_REASONS else f"illegal-{game}-{code}"


def reason_text(
    reason: Reason | str,
    catalog: Catalog,
    game: str,
    tradition: str,
    seats: Sequence[str] | None = None,
) -> str:
    """``reason`` as the catalog words it; a plain ``str`` (a malformed action's English
    text, no code) is shown as it is."""
    if isinstance(reason, str):
        return reason
    args: dict[str, str | int] = {}
    for name, value in reason.args.items():
        args[name] = _arg(catalog, game, tradition, seats, name, value)
    return catalog.t(reason_key(reason.game or game, reason.code), **args)


def _arg(
    catalog: Catalog,
    game: str,
    tradition: str,
    seats: Sequence[str] | None,
    name: str,
    value: str | int,
) -> str | int:
    if isinstance(value, int):
        if name == "seat" and seats is not None and 0 <= value < len(seats):
            return seats[value]
        return value
    if name in CARD_ARGS:
        return card_text(catalog, value, tradition)
    if name in CARD_LIST_ARGS:
        return " ".join(card_text(catalog, c, tradition) for c in value.split(",") if c)
    if name in SUIT_ARGS:
        return suit_name(catalog, tradition, value)
    if name in ACTION_ARGS:
        return action_label(catalog, game, tradition, value)
    if name == "phase":
        return catalog.t(f"illegal-phase-{value}")
    return value
