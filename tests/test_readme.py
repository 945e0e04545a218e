"""The README's quick start is the contract with a new user and with CI."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _quick_start_commands() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("## Quick start", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"```sh\n(.+?)\n```", section)


def test_quick_start_is_two_commands_install_and_run_then_test():
    install_run, test = _quick_start_commands()
    assert "pip install ." in install_run and install_run.endswith("cardavia")
    assert "'.[test]'" in test and test.endswith("pytest")


def test_ci_runs_the_readme_test_command():
    _, test = _quick_start_commands()
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert test in ci.splitlines()
