"""Unfinished games: kept atomically, rebuilt exactly by replaying their deals."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from cardavia.play.resume import (
    ResumeError,
    drop,
    keep,
    restore,
    resume_path,
    snapshot,
    unfinished,
)
from cardavia.play.session import TableSession


def records_dir() -> Path:
    return Path(os.environ["CARDAVIA_DATA_DIR"]) / "records"


def play(session: TableSession, deals_over: int, then: int) -> None:
    """Play (the human's seat by its hint) until ``deals_over`` deals are finished, then
    ``then`` more actions of the next deal."""
    while len(session.finished_states) < deals_over:
        if session.state.is_over:
            session.next_deal()
        elif session.human_to_move:
            session.apply(session.hint())
        else:
            session.apply(session.ai_choice())
    if then and session.state.is_over:
        session.next_deal()
    for _ in range(then):
        session.apply(session.hint() if session.human_to_move else session.ai_choice())


@pytest.mark.parametrize(
    ("game", "tradition", "deals", "then"),
    [
        ("schnapsen", "wiener-bild", 2, 5),
        ("preference", "wiener-bild", 2, 7),
        ("french-tarot", "french", 1, 9),
        ("schnapsen", "wiener-bild", 1, 0),  # left at the settlement of deal 1
    ],
)
def test_a_kept_game_comes_back_exactly_where_it_was(game, tradition, deals, then):
    session = TableSession(game, tradition, seed=11, level="easy", records_dir=records_dir())
    play(session, deals, then)
    if session.match_over:
        pytest.fail("the seeded match ended early; pick another seed")
    keep(session)
    saved = json.loads(resume_path(game).read_text())
    assert saved["format"] == "cardavia-resume/1" and saved["level"] == "easy"
    again = restore(game, records_dir())
    assert again.deal_number == session.deal_number
    assert again.standings() == session.standings()
    assert again.state.history() == session.state.history()
    assert again.observation() == session.observation()
    assert again.state.is_over == session.state.is_over
    assert again.save_path == session.save_path
    assert snapshot(again) == snapshot(session)  # random states of the dealer and AIs too
    if session.state.is_over:  # the next deal is dealt from the same random state
        session.next_deal()
        again.next_deal()
        assert again.observation() == session.observation()
        assert again.deal_number == session.deal_number == deals + 1


def test_the_resumed_game_keeps_saving_into_the_same_record_file():
    session = TableSession("french-tarot", "french", 5, records_dir=records_dir())
    play(session, 1, 3)
    keep(session)
    again = restore("french-tarot", records_dir())
    play(again, 2, 0)
    lines = again.save_path.read_text().splitlines()
    assert len(lines) == 2 and again.save_path == session.save_path
    assert list(records_dir().iterdir()) == [again.save_path]


def test_nothing_to_keep_removes_the_file_and_a_finished_match_is_not_kept():
    session = TableSession("schnapsen", "wiener-bild", 3, records_dir=records_dir())
    keep(session)  # nothing played yet
    assert not resume_path("schnapsen").exists()
    play(session, 1, 0)
    keep(session)
    assert resume_path("schnapsen").exists()
    while not session.match_over:
        play(session, len(session.finished_states) + 1, 0)
    keep(session)
    assert not resume_path("schnapsen").exists()
    drop("schnapsen")  # dropping what is not there is fine


@pytest.mark.parametrize(
    "content",
    [
        "{not json",
        json.dumps({"format": "cardavia-resume/9", "game": "schnapsen", "deals": []}),
        json.dumps({"format": "cardavia-resume/1", "game": "schnapsen", "deals": "x"}),
    ],
)
def test_a_damaged_resume_file_is_set_aside_and_reported(content):
    path = resume_path("schnapsen")
    path.parent.mkdir(parents=True)
    path.write_text(content)
    kept, problems = unfinished()
    assert kept == [] and len(problems) == 1 and "schnapsen.json" in problems[0]
    assert not path.exists()
    assert [p.name.split(".damaged-")[0] for p in path.parent.iterdir()] == ["schnapsen.json"]


def test_a_resume_file_with_an_illegal_action_is_refused_and_set_aside():
    session = TableSession("schnapsen", "wiener-bild", 4, records_dir=records_dir())
    play(session, 1, 2)
    keep(session)
    data = json.loads(resume_path("schnapsen").read_text())
    data["deals"][-1]["actions"][0] = "close-the-door"
    resume_path("schnapsen").write_text(json.dumps(data))
    kept, _ = unfinished()
    assert [k.game for k in kept] == ["schnapsen"]  # the summary reads fine
    with pytest.raises(ResumeError, match="close-the-door"):
        restore("schnapsen", records_dir())
    assert not resume_path("schnapsen").exists()
