"""A state's fields declared once, with how a clone copies each; ``clone`` made from them.

A game state lists every field in ``SLOTS`` (name -> how it is copied) and sets
``__slots__ = tuple(SLOTS)``; :class:`~cardavia.engine.game.GameState` then gives the class
a ``clone`` built by :func:`make_clone`: the source of a plain function assigning each field
in turn, compiled once per class, so it runs exactly like a hand-written clone (search and
sampling clone states in their inner loops). A field cannot be forgotten, nor a mutable one
shared between clones by a missing ``[:]``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from enum import Enum
from typing import Any


class Copy(Enum):
    """How a clone copies one field."""

    SHARE = "{}"  # immutable (int, str, bool, None, tuple, frozenset): the same object
    LIST = "{}[:]"  # a list of immutable items: a shallow copy
    LISTS = "[_x[:] for _x in {}]"  # a list of lists of immutable items
    SET = "set({})"  # a set of immutable items
    DICT = "dict({})"  # a dict of immutable values


SHARE, LIST, LISTS, SET, DICT = Copy.SHARE, Copy.LIST, Copy.LISTS, Copy.SET, Copy.DICT


def clone_source(slots: Mapping[str, Copy]) -> str:
    """The source of the ``clone`` function for these fields."""
    lines = ["def clone(self):", "    new = _new(type(self))"]
    for name, how in slots.items():
        if not name.isidentifier():
            raise ValueError(f"{name!r} is not a field name")
        lines.append(f"    new.{name} = " + how.value.format(f"self.{name}"))
    lines.append("    return new")
    return "\n".join(lines) + "\n"


def make_clone(slots: Mapping[str, Copy], owner: str = "state") -> Callable[[Any], Any]:
    """A ``clone(self)`` copying every field of ``slots`` as declared."""
    namespace: dict[str, Any] = {"_new": object.__new__}
    exec(compile(clone_source(slots), f"<clone of {owner}>", "exec"), namespace)
    clone: Callable[[Any], Any] = namespace["clone"]
    clone.__doc__ = "A copy of this state sharing no mutable field with it."
    clone.__qualname__ = f"{owner}.clone"
    return clone


__all__ = ["DICT", "LIST", "LISTS", "SET", "SHARE", "Copy", "clone_source", "make_clone"]
