"""``cardavia host`` and ``cardavia bench --tables``: bad arguments are a clear line and
status 2, never a traceback."""

from __future__ import annotations

import pytest

from cardavia.cli import main


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["host", "--game", "nope", "--headless"], "unknown game"),
        (["host", "--game", "schnapsen", "--headless", "--seats", "9"], "has 2 seats"),
        (["host", "--game", "schnapsen", "--headless", "--level", "godlike"], "unknown level"),
        (["host", "--game", "schnapsen", "--headless", "--tradition", "french"], "does not play"),
        (["host", "--game", "schnapsen", "--headless", "--host", "192.0.2.1"], "not an address"),
        (["bench", "--tables", "--count", "5000"], "at most 2000"),
        (["bench", "--tables", "--think", "-1"], "0 to 60000"),
    ],
)
def test_bad_values_are_one_clear_line_and_status_2(argv, said, capsys):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert said in err and "Traceback" not in err and len(err.strip().splitlines()) == 1


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["host", "--game", "schnapsen", "--port", "70000"], "a port is 0-65535"),
        (["host", "--game", "schnapsen", "--grace", "0"], "must be more than 0"),
        (["host", "--headless"], "--game"),
    ],
)
def test_malformed_arguments_are_refused_by_the_parser_with_status_2(argv, said, capsys):
    with pytest.raises(SystemExit) as exit_:
        main(argv)
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert said in err.strip().splitlines()[-1] and "Traceback" not in err
