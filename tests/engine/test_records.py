import json

import pytest

from cardavia.engine.records import (
    MatchRecord,
    Record,
    RecordError,
    ReplayError,
    parse_records_text,
    replay,
    result_mismatches,
)


def _tarot_record(**changes):
    import random

    from cardavia.engine.playout import random_record
    from cardavia.engine.registry import get_game

    rec = random_record(get_game("french-tarot"), random.Random(7), 0, "french")
    rec.update(changes)
    return rec


def test_a_single_object_a_json_array_and_json_lines_all_load():
    rec = _tarot_record()
    one = parse_records_text(json.dumps(rec))
    array = parse_records_text(json.dumps([rec, rec]))
    lines = parse_records_text(json.dumps(rec) + "\n\n" + json.dumps(rec) + "\n")
    assert len(one) == 1 and len(array) == 2 and len(lines) == 2
    assert lines[1].label == "record 2 (line 3)"
    assert all(isinstance(item.record, Record) for item in one + array + lines)


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("", "empty"),
        ("{not json", "not valid JSON"),
        ('{"a": 1}\n{oops', r"record 2 \(line 2\): not valid JSON"),
        ("[1, 2]", "must be a JSON object"),
        ('{"game": "french-tarot"}', "deal"),
        ('{"format": "cardavia-record/9", "game": "x", "deal": {"hands": []}}', "format"),
    ],
)
def test_malformed_input_names_the_problem(text, fragment):
    with pytest.raises(RecordError, match=fragment):
        parse_records_text(text)


def test_unknown_game_and_unknown_deal_field_are_reported():
    rec = _tarot_record(game="bridge")
    with pytest.raises(RecordError, match="unknown game 'bridge'"):
        replay(parse_records_text(json.dumps(rec))[0])
    rec = _tarot_record()
    rec["deal"]["chein"] = rec["deal"].pop("chien")
    with pytest.raises(RecordError, match="chein"):
        parse_records_text(json.dumps(rec))


def test_a_dealer_outside_the_table_is_reported():
    rec = _tarot_record(dealer=4)
    with pytest.raises(RecordError, match="dealer 4 is not a seat"):
        replay(parse_records_text(json.dumps(rec))[0])


def test_an_illegal_action_names_index_action_and_reason():
    rec = _tarot_record()
    rec["actions"] = ["pass", "pass", "superbid"]
    with pytest.raises(ReplayError) as info:
        replay(parse_records_text(json.dumps(rec))[0])
    assert info.value.index == 2
    assert info.value.action == "superbid"
    assert "not a French Tarot action" in info.value.reason


def test_a_match_of_a_single_deal_game_is_refused():
    rec = _tarot_record()
    match = {"format": "cardavia-record/1", "game": "french-tarot", "deals": [rec]}
    loaded = parse_records_text(json.dumps(match))[0]
    assert isinstance(loaded.record, MatchRecord)
    with pytest.raises(RecordError, match="single deals"):
        replay(loaded)


def test_result_mismatches_compare_only_stored_fields():
    computed = {"scores": [1, -1], "over": True, "taker_points": 40.5}
    assert result_mismatches(None, computed) == []
    assert result_mismatches({"over": True, "taker_points": 40.5, "extra": 1}, computed) == []
    assert result_mismatches({"scores": [2, -2]}, computed) == [
        "scores: stored [2, -2], computed [1, -1]"
    ]


def test_an_older_tarot_tricks_won_object_is_not_a_mismatch():
    """Records saved before tricks_won became a per-seat list still replay cleanly."""
    rec = _tarot_record()
    loaded = parse_records_text(json.dumps(rec))[0]
    computed = replay(loaded)
    assert isinstance(computed["tricks_won"], list)
    older = {"tricks_won": {"taker": 9, "defence": 9}, "scores": computed["scores"]}
    assert result_mismatches(older, computed) == []
    # The same field in the same shape is still compared.
    wrong = [n + 1 for n in computed["tricks_won"]]
    assert result_mismatches({"tricks_won": wrong}, computed) != []
