"""What a review looks at: the deals of a file around the one asked for, or the table's deal."""

from __future__ import annotations

import random

from cardavia.engine.records import load_records
from cardavia.play import review_cache
from cardavia.play.review_target import target_from_file, target_from_session, target_of
from cardavia.play.session import TableSession
from history_fixtures import known_records_folder


def _finish(session: TableSession) -> None:
    rng = random.Random(5)
    while not session.state.is_over:
        if session.human_to_move:
            session.apply(rng.choice(session.observation()["legal_actions"]))
        else:
            session.apply(session.ai_choice())


def test_a_match_is_reviewed_deal_by_deal_and_a_tarot_file_line_by_line():
    folder = known_records_folder()
    match = target_from_file(folder / "match.json", 0, 2)
    assert (match.game, len(match.units), match.index, match.seat) == ("schnapsen", 4, 2, 0)
    assert [u.deal for u in match.units] == [0, 1, 2, 3]
    assert match.unit.deal_record.actions == match.units[2].record.deals[2].actions
    tarot = target_from_file(folder / "tarot.jsonl", 3)
    assert (len(tarot.units), tarot.index, tarot.unit.number) == (5, 3, 3)
    assert tarot.tradition == "french"


def test_a_history_match_opens_on_its_last_played_deal_unless_told():
    folder = known_records_folder()
    assert target_of(load_records(folder / "match.json"), 0, None).index == 3


def test_the_table_reviews_its_saved_file_so_history_finds_the_same_review(tmp_path):
    session = TableSession("schnapsen", "wiener-bild", 3, "easy", records_dir=tmp_path)
    _finish(session)
    target = target_from_session(session)
    assert target is not None and target.path == session.save_path
    from_history = target_from_file(session.save_path, 0, 0)
    same = [
        review_cache.cache_path(t.unit.record, t.unit.deal, 0, samples=3)
        for t in (target, from_history)
    ]
    assert same[0] == same[1]


def test_an_unsaved_table_reviews_its_own_record():
    session = TableSession("french-tarot", "french", 4, "easy")
    assert target_from_session(session) is None  # nothing finished yet
    _finish(session)
    target = target_from_session(session)
    assert target is not None and target.path is None and len(target.units) == 1
    assert target.unit.deal_record.actions  # the deal as played
