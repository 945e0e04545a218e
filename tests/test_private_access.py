"""#13: code outside a game's own package uses a state's public attributes only. The AI, the
table sessions, the command line and the TUI never read or write another object's
``_private`` attribute (``state._phase``, ``session._lines``): what they need is made public
where it lives. The one deliberate exception is the TUI's Textual compatibility module, which
gathers Textual's private API in one place (tests/tui/test_textual_compat.py)."""

from __future__ import annotations

import ast
from pathlib import Path

SRC = Path(__file__).resolve().parent.parent / "src" / "cardavia"
CHECKED = ("ai", "play", "cli", "tui")
ALLOWED = {"tui/textual_compat.py"}
#: Public names that start with an underscore.
PUBLIC = {"os._exit"}  # the documented exit without clean-up (the app's signal watchdog)


def private_uses(path: Path, root: Path = SRC) -> list[str]:
    """``obj._name`` where ``obj`` is not ``self`` / ``cls`` (dunders are not private)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Attribute):
            continue
        name = node.attr
        if not name.startswith("_") or name.startswith("__"):
            continue
        if isinstance(node.value, ast.Name) and node.value.id in ("self", "cls"):
            continue
        if ast.unparse(node) in PUBLIC:
            continue
        found.append(f"{path.relative_to(root)}:{node.lineno}: {ast.unparse(node)}")
    return found


def test_no_private_attribute_of_another_object_outside_its_own_package():
    assert all(len(list((SRC / package).rglob("*.py"))) > 1 for package in CHECKED)
    found = [
        use
        for package in CHECKED
        for path in sorted((SRC / package).rglob("*.py"))
        if str(path.relative_to(SRC)) not in ALLOWED
        for use in private_uses(path)
    ]
    assert not found, "private attributes used from outside:\n" + "\n".join(found)


def test_the_check_finds_a_private_attribute(tmp_path: Path):
    probe = tmp_path / "probe.py"
    probe.write_text(
        "def f(state, session):\n"
        "    session.lines = state.__class__, state.phase, self._own, cls._own\n"
        "    return state._phase, session.table._cache\n"
    )
    assert private_uses(probe, tmp_path) == [
        "probe.py:3: state._phase",
        "probe.py:3: session.table._cache",
    ]
