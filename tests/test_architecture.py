"""The engine/UI split: rules code never imports the UI, and the CLI stays light."""

import ast
import subprocess
import sys
from pathlib import Path

import cardavia

PACKAGE = Path(cardavia.__file__).parent
PURE = ("engine", "games", "ai")
UI_LIBS = ("textual", "rich")


def _imports(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


def test_engine_games_and_ai_never_import_ui_libraries():
    offenders = []
    for sub in PURE:
        for path in (PACKAGE / sub).rglob("*.py"):
            for name in _imports(path):
                root = name.split(".")[0]
                if root in UI_LIBS or name.startswith("cardavia.tui"):
                    offenders.append(f"{path.relative_to(PACKAGE)} imports {name}")
    assert offenders == []


def test_help_and_version_do_not_load_the_ui_or_pydantic():
    code = (
        "import sys, contextlib, io\n"
        "from cardavia.cli import main\n"
        "for args in (['--version'], ['--help']):\n"
        "    with contextlib.suppress(SystemExit), contextlib.redirect_stdout(io.StringIO()):\n"
        "        main(args)\n"
        "heavy = [m for m in ('textual', 'rich', 'pydantic') if m in sys.modules]\n"
        "print(','.join(heavy))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""
