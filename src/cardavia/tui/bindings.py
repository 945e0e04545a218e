"""Translate binding descriptions (footer, help) by binding id: ``binding-<id>``."""

from __future__ import annotations

import dataclasses

from textual.dom import DOMNode

from cardavia.i18n import Catalog


def localize_bindings(node: DOMNode, catalog: Catalog) -> None:
    """Give every binding of ``node`` whose id has a catalog entry its translated label."""
    for key, bindings in node._bindings.key_to_bindings.items():
        node._bindings.key_to_bindings[key] = [
            dataclasses.replace(
                b, description=catalog.t(f"binding-{b.id}"), tooltip=catalog.t(f"binding-{b.id}")
            )
            if b.id and catalog.has(f"binding-{b.id}")
            else b
            for b in bindings
        ]
