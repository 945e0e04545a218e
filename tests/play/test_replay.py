"""Watching records: stepping forward and back, deal numbers, totals carried from the file."""

import json
import random

import pytest

from cardavia.engine.playout import random_record
from cardavia.engine.records import load_records
from cardavia.engine.registry import get_game
from cardavia.play.replay import ReplaySession


def _tarot_file(tmp_path, deals=3):
    """A French Tarot running total as the table saves it: JSON Lines, one line per deal."""
    spec = get_game("french-tarot")
    rng = random.Random(12)
    lines = [random_record(spec, rng, i % 4, "french") for i in range(deals)]
    path = tmp_path / "tarot.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in lines), encoding="utf-8")
    return path, lines


def _play_to_end(session):
    while not session.state.is_over:
        session.apply(session.ai_choice())


def test_record_n_of_a_tarot_file_is_deal_n_with_the_totals_of_the_deals_before(tmp_path):
    path, lines = _tarot_file(tmp_path)
    loaded = load_records(path)
    session = ReplaySession(loaded, index=1)
    assert session.deal_number == 2
    first = lines[0]["result"]["deal_scores"]
    assert session.standings()["totals"] == first and session.standings()["deals"] == 1
    _play_to_end(session)
    assert session.state.result()["deal_scores"] == lines[1]["result"]["deal_scores"]
    totals = [a + b for a, b in zip(first, lines[1]["result"]["deal_scores"], strict=True)]
    assert session.standings()["totals"] == totals
    assert not session.match_over  # the file goes on: deal 3 follows
    session.next_deal()
    assert session.deal_number == 3
    # A record watched on its own still says which record of the file it is.
    alone = ReplaySession(loaded[2:], index=0)
    assert alone.deal_number == 1


def test_stepping_back_returns_exactly_to_each_earlier_position(tmp_path):
    path, _ = _tarot_file(tmp_path, deals=1)
    session = ReplaySession(load_records(path), index=0)
    seen = [session.state.history()]
    while not session.state.is_over:
        session.apply(session.ai_choice())
        seen.append(session.state.history())
    assert session.standings()["deals"] == 1
    # Back from the settlement: the deal is no longer counted; then move by move to the start.
    for expected in reversed(seen[:-1]):
        assert session.step_back()
        assert session.state.history() == expected
        assert not session.state.is_over and session.standings()["deals"] == 0
    assert session.cursor == 0 and not session.can_step_back and not session.step_back()
    # And forward again to the very same end.
    _play_to_end(session)
    assert session.state.history() == seen[-1] and session.standings()["deals"] == 1


@pytest.mark.parametrize("game", ["schnapsen", "preference"])
def test_stepping_back_over_a_deal_boundary_of_a_match(tmp_path, game):
    spec = get_game(game)
    match = spec.random_match(random.Random(5))
    assert len(match["deals"]) >= 2
    path = tmp_path / f"{game}.json"
    path.write_text(json.dumps(match), encoding="utf-8")
    session = ReplaySession(load_records(path))
    assert session.deal_number == 1
    _play_to_end(session)
    end_of_first = session.state.history()

    def scores():
        return session.standings()

    standing = scores()
    session.next_deal()
    assert session.deal_number == 2 and scores() == standing and len(session.finished) == 1
    session.apply(session.ai_choice())
    assert session.step_back() and session.cursor == 0 and session.deal_number == 2
    # At the start of deal 2, back is the last move of deal 1, which is no longer counted.
    assert session.step_back()
    assert session.deal_number == 1 and not session.state.is_over
    assert session.state.history() == end_of_first[: len(session.state.history())]
    assert session.finished == []
    session.apply(session.ai_choice())
    assert session.state.is_over and scores() == standing and len(session.finished) == 1


def test_preference_standings_count_finished_deals_not_started_ones(tmp_path):
    """The session's "deals" is the deals settled: a deal under way (or just dealt) is not
    one more, at the table as when watching a session record."""
    from cardavia.play.session import TableSession

    session = TableSession("preference", "wiener", 4, "easy")

    def play_out() -> None:  # the human seat plays the hint
        while not session.state.is_over:
            human = session.human_to_move
            session.apply(session.hint() if human else session.ai_choice())

    assert session.standings()["deals"] == 0  # dealt, nothing played
    play_out()
    assert session.standings()["deals"] == 1
    session.next_deal()
    assert session.standings()["deals"] == 1  # the second deal is only dealt
    play_out()
    assert session.standings()["deals"] == 2

    match = get_game("preference").random_match(random.Random(5))
    path = tmp_path / "preference.json"
    path.write_text(json.dumps(match), encoding="utf-8")
    watched = ReplaySession(load_records(path))
    assert watched.standings()["deals"] == 0
    _play_to_end(watched)
    assert watched.standings()["deals"] == 1
    watched.next_deal()
    watched.apply(watched.ai_choice())
    assert watched.standings()["deals"] == 1


@pytest.mark.parametrize(
    ("game", "tradition"),
    [("french-tarot", "french"), ("schnapsen", "wiener-bild"), ("preference", "wiener-bild")],
)
def test_every_card_replayed_is_told_as_played_by_the_seat_that_held_it(tmp_path, game, tradition):
    # A French Tarot record leaves out the taker's "no chelem": the first card of the play
    # was once logged under the taker's name instead of the leader's.
    spec = get_game(game)
    rng = random.Random(1)
    checked = 0
    for deal in range(8):
        record = random_record(spec, rng, deal % spec.num_seats, tradition)
        path = tmp_path / f"{game}-{deal}.json"
        path.write_text(json.dumps(record), encoding="utf-8")
        session = ReplaySession(load_records(path))
        while not session.state.is_over:
            action = session.ai_choice()
            holders = [
                s for s in range(spec.num_seats) if action in session.state.observation(s)["hand"]
            ]
            events = session.apply(action)
            if holders:  # a card played
                assert events[0].seat == holders[0], (deal, session.cursor, action)
                checked += 1
    assert checked > 8 * 10
