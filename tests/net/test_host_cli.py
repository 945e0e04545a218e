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


def test_the_exposure_warning_says_who_can_join_and_what_is_not_reachable():
    from cardavia.net.headless import exposure_warning

    text = exposure_warning("0.0.0.0", 8765)
    assert "every network" in text and "8765" in text and "invitation code" in text
    assert "not encrypted" in text and "no shell" in text
    assert "192.0.2.7" in exposure_warning("192.0.2.7", 9000)


def test_the_headless_host_says_who_sat_down_left_or_dropped():
    from cardavia.net.headless import describe_seats
    from cardavia.net.protocol import SeatInfo, Seats

    def seats(stage, *infos):
        return Seats(stage=stage, seats=[SeatInfo(seat=i, **info) for i, info in enumerate(infos)])

    ai = {"name": "", "kind": "ai", "connected": False, "ready": False}
    ann = {"name": "Ann", "kind": "human", "connected": True, "ready": False}
    away = {**ann, "connected": False}
    first = seats("lobby", ann, ai)
    assert describe_seats(None, first) == ["Ann sat down at seat 1"]
    assert describe_seats(first, seats("playing", away, ai)) == [
        "Ann lost the connection (the AI plays meanwhile)",
        "a deal begins",
    ]
    assert describe_seats(seats("playing", away, ai), seats("playing", ai, ai)) == [
        "Ann left seat 1: the AI plays it"
    ]
