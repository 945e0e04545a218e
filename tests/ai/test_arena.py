"""Arena statistics: per-agent intervals and the paired (duplicate) differences between
agents, computed on hand-made results and shown in the JSON and table output."""

from __future__ import annotations

import json

import pytest

from cardavia.ai.arena import mean_interval, paired_differences, summarise, summarise_matches
from cardavia.cli import main
from cardavia.cli.commands.arena import print_paired as _print_paired


def game(deal: int, seats: list[str], scores: list[float], **extra: object) -> dict[str, object]:
    # every result has deal_scores (the core); where scores are per deal they are the same
    return {
        "deal": deal,
        "seats": seats,
        "result": {"scores": scores, "deal_scores": scores, **extra},
    }


HNN = ["hard", "normal", "normal"]
R1 = ["normal", "normal", "hard"]
R2 = ["normal", "hard", "normal"]


def test_contracts_are_counted_for_the_soloist_whatever_the_game_calls_it() -> None:
    # The core "soloist": the Tarot taker, the Preference declarer; none in Schnapsen.
    tarot = ["hard", "normal", "normal", "normal"]
    played = [
        game(0, tarot, [30, -10, -10, -10], soloist=0, taker=0, contract="garde", made=True),
        game(1, tarot, [-10, 30, -10, -10], soloist=1, taker=1, contract="prise", made=False),
        game(2, tarot, [0, 0, 0, 0], soloist=None, taker=None, contract=None, made=None),
    ]
    agents = {row["agent"]: row for row in summarise("french-tarot", tarot, played)["agents"]}
    assert agents["hard"]["contracts"] == {"garde": {"played": 1, "made_rate": 1.0}}
    assert agents["normal"]["contracts"] == {"prise": {"played": 1, "made_rate": 0.0}}
    pref = [
        game(0, HNN, [100, 100, 100], deal_scores=[0, 6, 0], soloist=1, made=True, contract="1")
    ]
    rows = summarise("preference", HNN, pref)["agents"]
    assert [r.get("contracts") for r in rows] == [None, {"1": {"played": 1, "made_rate": 1.0}}]


def test_mean_interval_is_mean_plus_minus_196_standard_errors() -> None:
    mean, low, high = mean_interval([1.0, 2.0, 3.0, 4.0, 5.0])
    # sd = sqrt(2.5), standard error = sqrt(2.5 / 5) = 0.7071
    assert mean == 3.0
    assert low == pytest.approx(3.0 - 1.96 * 0.5**0.5)
    assert high == pytest.approx(3.0 + 1.96 * 0.5**0.5)
    assert mean_interval([7.0]) == (7.0, 7.0, 7.0)


def test_paired_difference_averages_an_agents_seats_then_the_rotations_of_a_deal() -> None:
    played = [
        # deal 0: hard 6 vs the two normals' mean -1.5 -> 7.5; then 0; then -3 - 1.5 = -4.5
        game(0, HNN, [6, 0, -3]),
        game(0, R1, [2, 2, 2]),
        game(0, R2, [0, -3, 3]),
        # deal 1: Preference's cumulative "scores" are ignored for its "deal_scores"
        game(1, HNN, [100, 100, 100], deal_scores=[9, 0, 0]),
        game(1, R1, [0, 0, 0]),
        game(1, R2, [0, 0, 0]),
        game(2, HNN, [6, 0, 0]),
        game(2, R1, [0, 0, 0]),
        game(2, R2, [0, 0, 0]),
    ]
    # per deal (over its rotations): (7.5 + 0 - 4.5) / 3 = 1, 9 / 3 = 3, 6 / 3 = 2
    [row] = paired_differences(HNN, played)
    half = 1.96 * 1.0 / 3**0.5  # the three per-deal differences have sd 1
    assert row == {
        "a": "hard",
        "b": "normal",
        "measure": "settlement_per_deal",
        "mean": 2.0,
        "low": round(2.0 - half, 2),
        "high": round(2.0 + half, 2),
        "n": 3,
    }


def test_every_pair_of_distinct_agents_in_lineup_order() -> None:
    lineup = ["hard", "normal", "random", "normal"]
    played = [game(0, lineup, [30, -10, -10, -10])]
    rows = paired_differences(lineup, played)
    assert [(r["a"], r["b"], r["mean"], r["n"]) for r in rows] == [
        ("hard", "normal", 40.0, 1),
        ("hard", "random", 40.0, 1),
        ("normal", "random", 0.0, 1),
    ]


def test_match_mode_pairs_the_two_seatings_of_each_duplicate_match() -> None:
    def match(seats: list[str], winner: int) -> dict[str, object]:
        return {"seats": seats, "winner": winner, "deals": []}

    nr, rn = ["normal", "random"], ["random", "normal"]
    pairs = [[match(nr, 0), match(rn, 1)], [match(nr, 0), match(rn, 0)]]
    report = summarise_matches("schnapsen", nr, pairs)
    assert report["agents"][0]["match_win_rate"] == 0.75
    # per pair: normal won 2 of 2 (difference 1), then 1 of 2 (difference 0)
    [row] = report["paired"]
    half = 1.96 * 0.5**0.5 / 2**0.5
    assert (row["a"], row["b"], row["n"]) == ("normal", "random", 2)
    assert (row["mean"], row["low"], row["high"]) == (
        0.5,
        round(0.5 - half, 3),
        round(0.5 + half, 3),
    )


ARGV = ["arena", "--game", "preference", "--agents", "normal,random,easy", "--deals", "3"]


def test_json_output_has_the_paired_differences(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([*ARGV, "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    pairs = [(r["a"], r["b"]) for r in report["paired"]]
    assert pairs == [("normal", "random"), ("normal", "easy"), ("random", "easy")]
    means = {a["agent"]: a["mean_per_deal"] for a in report["agents"]}
    for row in report["paired"]:
        assert row["n"] == 3 and row["low"] <= row["mean"] <= row["high"]
        # differences are linear: the paired mean is the difference of the agents' means
        assert row["mean"] == pytest.approx(means[row["a"]] - means[row["b"]], abs=0.02)


def test_table_output_has_an_a_minus_b_section(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(ARGV) == 0
    out = capsys.readouterr().out
    assert "paired difference A - B, settlement per deal (n = 3 deals)" in out
    section = out.split("paired difference", 1)[1].splitlines()
    assert [line.split()[:3] for line in section[2:]] == [
        ["normal", "-", "random"],
        ["normal", "-", "easy"],
        ["random", "-", "easy"],
    ]


def test_the_verdict_says_which_agent_the_interval_puts_ahead(
    capsys: pytest.CaptureFixture[str],
) -> None:
    rows = [
        {"a": "hard", "b": "normal", "mean": 4.0, "low": 1.0, "high": 7.0, "n": 9},
        {"a": "hard", "b": "random", "mean": -4.0, "low": -7.0, "high": -1.0, "n": 9},
        {"a": "normal", "b": "random", "mean": 1.0, "low": -1.0, "high": 3.0, "n": 9},
    ]
    _print_paired(rows, "settlement per deal", "deals", 1)
    lines = capsys.readouterr().out.splitlines()
    assert [line.split("  ")[-1] for line in lines[-3:]] == [
        "hard ahead",
        "random ahead",
        "not separated",
    ]
