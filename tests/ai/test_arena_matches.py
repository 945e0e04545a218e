"""``arena --matches`` for every game of the registry: each game's own series played whole
(the Schnapsen match to its end, a Preference session and a French Tarot running total for a
number of deals), once per seating of the lineup on the same deals."""

from __future__ import annotations

import json

import pytest

from cardavia.ai.arena import _play_match_set, run_matches
from cardavia.cli import main
from cardavia.engine.registry import game_ids, get_game

GAMES = game_ids()


def lineup(game: str) -> list[str]:
    return ["normal"] + ["random"] * (get_game(game).num_seats - 1)


@pytest.mark.parametrize("game", GAMES)
def test_a_match_is_the_games_series_played_by_every_seating(game: str) -> None:
    spec = get_game(game)
    length = None if spec.match_deals is None else 2
    played = _play_match_set((game, ["random"] * spec.num_seats, 0, 5, None, length))
    assert len(played) == spec.num_seats  # one match per rotation of the lineup
    for match in played:
        deals = match["deals"]
        if length is not None:
            assert len(deals) == length
        totals = [sum(d["deal_scores"][s] for d in deals) for s in range(spec.num_seats)]
        assert match["totals"] == totals
        best = max(totals)
        expected = totals.index(best) if totals.count(best) == 1 else None
        assert match["winner"] == expected
    if spec.match_deals is None:
        # played to the series' own end: someone won it
        assert all(m["winner"] is not None for m in played)


@pytest.mark.parametrize("game", GAMES)
def test_run_matches_reports_every_seating(game: str) -> None:
    spec = get_game(game)
    report = run_matches(
        game, lineup(game), 2, seed=3, match_deals=None if spec.match_deals is None else 2
    )
    n = spec.num_seats
    assert report["mode"] == "matches" and report["seatings"] == n
    assert report["matches_played"] == 2 * n and report["duplicate_pairs"] == 2
    normal, rnd = report["agents"]
    assert normal["matches"] == 2 * n and rnd["matches"] == 2 * n * (n - 1)
    assert normal["match_wins"] + rnd["match_wins"] <= 2 * n
    assert 0 <= normal["match_ci95"][0] <= normal["match_win_rate"] <= normal["match_ci95"][1]
    [pair] = report["paired"]
    assert (pair["a"], pair["b"], pair["n"]) == ("normal", "random", 2)


@pytest.mark.parametrize("game", GAMES)
def test_arena_matches_from_the_command_line(game: str, capsys: pytest.CaptureFixture[str]) -> None:
    spec = get_game(game)
    argv = ["arena", "--game", game, "--agents", ",".join(lineup(game)), "--matches"]
    argv += ["--deals", "1", "--time-budget", "0.05"]
    if spec.match_deals is not None:
        argv += ["--match-deals", "2"]
    assert main([*argv, "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["game"] == game and report["matches_played"] == spec.num_seats
    assert report["deals_per_match"] == (None if spec.match_deals is None else 2)
    assert main(argv) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"{game}: 1 duplicate matches")
    assert "matches won" in out and "paired difference A - B, match win rate" in out


def test_match_deals_needs_matches(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["arena", "--game", "preference", "--agents", "random,random,random"]
    assert main([*argv, "--match-deals", "2"]) == 2
    assert "give --matches too" in capsys.readouterr().err
