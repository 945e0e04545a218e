"""The engine/UI split is checked by import-linter (``lint-imports``, contracts in
pyproject.toml: the layers and the UI-free modules); here: the contracts stay declared, and
the command line stays light."""

import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_the_import_contracts_keep_the_layers_in_order():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    contracts = config["tool"]["importlinter"]["contracts"]
    (layers,) = [c for c in contracts if c["type"] == "layers" and "cardavia.tui" in c["layers"]]
    order = [m.strip() for layer in layers["layers"] for m in layer.split(":")]
    main = ["cardavia.tui", "cardavia.play", "cardavia.ai", "cardavia.games", "cardavia.engine"]
    assert [m for m in order if m in main] == main
    (forbidden,) = [c for c in contracts if c["type"] == "forbidden"]
    assert {"textual", "rich", "cardavia.tui"} <= set(forbidden["forbidden_modules"])
    assert {"cardavia.engine", "cardavia.games", "cardavia.ai", "cardavia.play"} <= set(
        forbidden["source_modules"]
    )
    assert forbidden["allow_indirect_imports"] is False


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
