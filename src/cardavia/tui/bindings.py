"""Translate binding descriptions (footer, help) by binding id: ``binding-<id>``."""

from __future__ import annotations

import dataclasses

from textual.dom import DOMNode

from cardavia.i18n import Catalog
from cardavia.tui.textual_compat import bindings_by_key


def localize_bindings(node: DOMNode, catalog: Catalog) -> None:
    """Give every binding of ``node`` whose id has a catalog entry its translated label."""
    by_key = bindings_by_key(node)
    for key, bindings in by_key.items():
        by_key[key] = [
            dataclasses.replace(
                b, description=catalog.t(f"binding-{b.id}"), tooltip=catalog.t(f"binding-{b.id}")
            )
            if b.id and catalog.has(f"binding-{b.id}")
            else b
            for b in bindings
        ]
