"""The hint line: what the normal AI would do and why, in the table's words."""

from __future__ import annotations

from typing import Any

from cardavia.ai.common import Explanation
from cardavia.i18n import Catalog
from cardavia.tui.table.labels import action_label, card_text, suit_name


def hint_reason(catalog: Catalog, game: str, tradition: str, why: Explanation) -> str:
    """The reason alone: cards and suits written as the table writes them."""
    args: dict[str, Any] = {}
    for name, value in why.args.items():
        if name == "card":
            args[name] = card_text(catalog, str(value), tradition)
        elif name == "suit":
            args[name] = suit_name(catalog, tradition, str(value))
        elif name == "contract":
            args[name] = action_label(
                catalog, game, tradition, str(value)
            )  # a bid, named as the game names it
        else:
            args[name] = value
    return catalog.t(f"hint-{why.code}", **args)


def hint_line(catalog: Catalog, game: str, tradition: str, action: str, why: Explanation) -> str:
    """``Hint: K♥ — it wins the trick`` in the catalog's language."""
    label = action_label(catalog, game, tradition, action)
    return catalog.t("table-hint", action=label, reason=hint_reason(catalog, game, tradition, why))
