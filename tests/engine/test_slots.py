"""engine/slots.py: a state's fields declared once, its clone generated from them."""

from __future__ import annotations

from typing import Any, ClassVar

import pytest

from cardavia.engine.game import GameState
from cardavia.engine.registry import game_ids, get_game
from cardavia.engine.slots import DICT, LIST, LISTS, SET, SHARE, clone_source, make_clone


class Box:
    __slots__ = ("flat", "name", "nested", "seen", "table")


FIELDS = {"flat": LIST, "nested": LISTS, "seen": SET, "table": DICT, "name": SHARE}


def test_each_kind_of_field_is_copied_as_declared_and_shares_nothing_mutable():
    clone = make_clone(FIELDS, "Box")
    box = Box()
    box.flat, box.nested, box.seen = [1, 2], [[1], [2, 3]], {4}
    box.table, box.name = {"a": 1}, ("x", 1)
    twin = clone(box)
    assert type(twin) is Box
    for name in FIELDS:
        assert getattr(twin, name) == getattr(box, name)
    assert twin.name is box.name  # immutable: shared
    assert twin.flat is not box.flat and twin.seen is not box.seen
    assert twin.table is not box.table
    assert twin.nested is not box.nested
    assert all(a is not b for a, b in zip(twin.nested, box.nested, strict=True))
    twin.nested[0].append(9)
    twin.flat.append(9)
    assert box.nested == [[1], [2, 3]] and box.flat == [1, 2]


def test_the_generated_clone_is_the_plain_assignments_a_hand_written_one_would_be():
    source = clone_source({"hands": LIST, "dealer": SHARE})
    assert source.splitlines() == [
        "def clone(self):",
        "    new = _new(type(self))",
        "    new.hands = self.hands[:]",
        "    new.dealer = self.dealer",
        "    return new",
    ]
    with pytest.raises(ValueError):
        clone_source({"a; import os": SHARE})


def test_a_state_must_declare_its_slots_exactly_once():
    with pytest.raises(TypeError, match="tuple"):

        class Wrong(GameState):
            SLOTS: ClassVar[dict[str, Any]] = {"dealer": SHARE, "hands": LIST}
            __slots__ = ("dealer",)


@pytest.mark.parametrize("game", game_ids())
def test_every_game_state_declares_its_fields_and_gets_a_generated_clone(game: str):
    import random

    state = get_game(game).random_state(random.Random(3), 0)
    cls = type(state)
    assert "SLOTS" in cls.__dict__ and cls.__slots__ == tuple(cls.SLOTS)
    assert cls.clone.__qualname__ == f"{cls.__qualname__}.clone"
    assert cls.clone.__code__.co_filename == f"<clone of {cls.__qualname__}>"
