"""French Tarot records (records.md, docs/records.md): reading, replaying, refusing bad input."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from cardavia.engine.records import (
    RecordError,
    ReplayError,
    dump_jsonl,
    load_records,
    parse_records_text,
    replay,
    result_mismatches,
)

from . import _scripts as s
from ._helpers import fill, script

SEED = script(s.SEED)


def seed_record() -> dict[str, Any]:
    return copy.deepcopy(SEED.record())


def run(record: object) -> dict[str, Any]:
    return replay(parse_records_text(json.dumps(record))[0])


def refused(record: object, *words: str) -> str:
    with pytest.raises(RecordError) as err:
        run(record)
    message = str(err.value)
    for word in words:
        assert word in message, message
    return message


# -- good records ------------------------------------------------------------------------------
def test_a_whole_record_replays_to_its_result() -> None:
    result = run(seed_record())
    assert result["over"] is True
    assert result["scores"] == [-58, 174, -58, -58]


def test_a_record_written_by_the_engine_replays_identically(tmp_path: Path) -> None:
    state = SEED.state()
    record = state.to_record("french")
    path = tmp_path / "deal.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    (loaded,) = load_records(path)
    assert replay(loaded) == state.result()
    assert result_mismatches(record["result"], replay(loaded)) == []


def test_json_lines_and_arrays(tmp_path: Path) -> None:
    records = [seed_record(), script(s.HALF, contract="prise").record()]
    path = tmp_path / "deals.jsonl"
    dump_jsonl(records, path)
    loaded = load_records(path)
    assert [item.label for item in loaded] == ["record 1 (line 1)", "record 2 (line 2)"]
    assert [replay(item)["scores"] for item in loaded] == [[-58, 174, -58, -58], [26, -78, 26, 26]]
    as_array = parse_records_text(json.dumps(records))
    assert [replay(item)["taker_points"] for item in as_array] == [45, 40.5]


def test_a_record_that_stops_mid_deal_is_not_over() -> None:
    record = seed_record()
    record["actions"] = record["actions"][:30]
    result = run(record)
    assert result["over"] is False
    assert result["scores"] == [0, 0, 0, 0]
    assert result["taker"] == 1 and result["contract"] == "garde"
    for key in ("bouts", "target", "taker_points", "made", "base", "chelem"):
        assert result[key] is None, key


def test_a_record_with_no_actions() -> None:
    record = seed_record()
    record["actions"] = []
    assert run(record)["over"] is False


def test_explicit_no_chelem_is_accepted_on_input() -> None:
    record = seed_record()
    record["actions"].insert(10, "no-chelem")
    assert run(record)["scores"] == [-58, 174, -58, -58]


def test_unknown_top_level_fields_are_ignored() -> None:
    record = seed_record()
    record["seed"] = 1234
    record["comment"] = "the seeds' worked example"
    assert run(record)["scores"] == [-58, 174, -58, -58]


def test_petit_sec_record_has_no_actions() -> None:
    hands, chien = fill({2: ["T1"]}, avoid={2: "TX"})
    record = {"game": "french-tarot", "dealer": 0, "deal": {"hands": hands, "chien": chien}}
    result = run(record)
    assert result["annulled"] == "petit-sec"
    assert result["over"] is True
    with pytest.raises(ReplayError) as err:
        run({**record, "actions": ["pass"]})
    assert err.value.index == 0


def test_stored_result_disagreement_is_reported() -> None:
    record = seed_record()
    computed = run(record)
    stored = {**computed, "scores": [-29, 87, -29, -29], "taker_points": 45.0}
    assert result_mismatches(stored, computed) == [
        "scores: stored [-29, 87, -29, -29], computed [-58, 174, -58, -58]"
    ]


# -- illegal actions ---------------------------------------------------------------------------
def test_an_action_after_the_end_is_illegal() -> None:
    record = seed_record()
    end = len(record["actions"])
    assert end == 4 + 6 + 72
    record["actions"].append("KS")
    with pytest.raises(ReplayError) as err:
        run(record)
    assert err.value.index == end
    assert err.value.action == "KS"
    assert "over" in err.value.reason
    assert f"action #{end}" in str(err.value)


def test_an_illegal_card_names_its_index_and_reason() -> None:
    record = seed_record()
    # trick 1: seat 2 must follow spades; AH instead of AS
    index = record["actions"].index("AS")
    record["actions"][index] = "AH"
    with pytest.raises(ReplayError) as err:
        run(record)
    assert err.value.index == index
    assert "follow" in err.value.reason
    assert "record 1" in str(err.value)


def test_an_unknown_action_is_illegal_not_a_crash() -> None:
    record = seed_record()
    record["actions"][0] = "grande"
    with pytest.raises(ReplayError) as err:
        run(record)
    assert err.value.index == 0
    assert "not a French Tarot action" in err.value.reason


def test_a_bid_that_does_not_overcall() -> None:
    record = seed_record()
    record["actions"][1] = "prise"
    with pytest.raises(ReplayError) as err:
        run(record)
    assert err.value.index == 1
    assert "overcall" in err.value.reason


# -- malformed records -------------------------------------------------------------------------
def test_bad_json() -> None:
    with pytest.raises(RecordError) as err:
        parse_records_text('{"game": "french-tarot", "deal": ')
    assert "not valid JSON" in str(err.value)


def test_bad_json_line_is_named() -> None:
    good = json.dumps(seed_record())
    with pytest.raises(RecordError) as err:
        parse_records_text(good + "\n{oops\n")
    assert "line 2" in str(err.value)


def test_empty_input() -> None:
    with pytest.raises(RecordError) as err:
        parse_records_text("  \n")
    assert "empty" in str(err.value)


def test_not_an_object() -> None:
    with pytest.raises(RecordError) as err:
        parse_records_text('"french-tarot"')
    assert "JSON object" in str(err.value)


def test_wrong_game() -> None:
    record = seed_record()
    record["game"] = "poker"
    message = refused(record, "poker")
    assert "french-tarot" in message  # names the known games


def test_wrong_format_version() -> None:
    record = seed_record()
    record["format"] = "cardavia-record/2"
    with pytest.raises(RecordError) as err:
        parse_records_text(json.dumps(record))
    assert "format" in str(err.value)


def test_missing_chien() -> None:
    record = seed_record()
    del record["deal"]["chien"]
    refused(record, "chien")


def test_misspelt_pile() -> None:
    record = seed_record()
    record["deal"]["chein"] = record["deal"].pop("chien")
    with pytest.raises(RecordError) as err:
        parse_records_text(json.dumps(record))
    assert "chein" in str(err.value)


def test_a_foreign_pile() -> None:
    record = seed_record()
    record["deal"]["talon"] = ["AS", "2S"]
    refused(record, "talon")


def test_duplicate_card() -> None:
    record = seed_record()
    record["deal"]["hands"][2][0] = record["deal"]["hands"][1][0]
    refused(record, "dealt twice", record["deal"]["hands"][1][0])


def test_wrong_hand_size() -> None:
    record = seed_record()
    record["deal"]["hands"][3] = record["deal"]["hands"][3][:17]
    refused(record, "hand 3", "18", "17")


def test_wrong_chien_size() -> None:
    record = seed_record()
    record["deal"]["chien"] = record["deal"]["chien"][:5]
    refused(record, "chien", "6", "5")


def test_wrong_number_of_hands() -> None:
    record = seed_record()
    record["deal"]["hands"] = record["deal"]["hands"][:3]
    refused(record, "4 hands", "3")


@pytest.mark.parametrize(("code", "hint"), [("1S", "is not a card"), ("ks", "case-sensitive")])
def test_unknown_card_code(code: str, hint: str) -> None:
    record = seed_record()
    record["deal"]["hands"][0][0] = code
    refused(record, repr(code), hint, "hand 0")


def test_dealer_out_of_range() -> None:
    record = seed_record()
    record["dealer"] = 4
    refused(record, "dealer 4")


def test_actions_must_be_strings() -> None:
    record = seed_record()
    record["actions"][0] = 7
    with pytest.raises(RecordError) as err:
        parse_records_text(json.dumps(record))
    assert "actions" in str(err.value)


def test_a_match_file_is_refused_for_french_tarot() -> None:
    match = {"format": "cardavia-record/1", "game": "french-tarot", "deals": [seed_record()]}
    refused(match, "single deals")
