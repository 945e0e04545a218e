"""``cardavia review`` (text and JSON, bad input) and the review cache."""

from __future__ import annotations

import json
import random

import pytest

from cardavia.ai.review import REVIEW_VERSION, DealReview
from cardavia.engine.registry import get_game
from cardavia.play import review_cache
from cardavia.play.review_cache import cache_path, cached_review, review_cached
from history_fixtures import run_cli, schnapsen_match


def _schnapsen_record(seed: int = 3) -> dict:
    spec = get_game("schnapsen")
    state = spec.random_state(random.Random(seed), 0)
    rng = random.Random(seed)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    record = state.to_record("wiener-bild")
    record["human"] = 1
    record["level"] = "normal"
    return record


@pytest.fixture
def record_file(tmp_path):
    path = tmp_path / "deal.json"
    path.write_text(json.dumps(_schnapsen_record()))
    return path


def test_json_report_reviews_the_records_human_seat(capsys, record_file):
    status, out, err = run_cli(capsys, "review", str(record_file), "--json", "--samples", "8")
    assert status == 0, err
    report = json.loads(out)
    assert report["game"] == "schnapsen" and report["seat"] == 1 and report["deal"] == 0
    assert report["version"] == REVIEW_VERSION and report["samples"] == 8
    review = DealReview.from_json(report)
    assert review.decisions and all(d.seat == 1 for d in review.decisions)
    assert review.lost == pytest.approx(sum(d.cost for d in review.decisions))


def test_text_report_in_english_and_french(capsys, record_file):
    args = ("review", str(record_file), "--samples", "8", "--seat", "0")
    status, out, _ = run_cli(capsys, *args)
    assert status == 0
    lines = out.splitlines()
    assert lines[0] == "Schnapsen: review of deal 1 of 1, seat 0"
    assert lines[1].startswith(("Lost against the expert:", "Nothing lost against the expert"))
    assert lines[2].startswith("Your score ") and " · par " in lines[2]
    review = DealReview.from_json(json.loads(run_cli(capsys, *args, "--json")[1]))
    assert f"{len(review.decisions)} decisions:" in out
    assert out.count(" · expert: ") == len(review.decisions) + len(review.costliest)
    status, out, _ = run_cli(capsys, "--lang", "fr", *args)
    assert status == 0
    assert out.splitlines()[0] == "Schnapsen\u00a0: analyse de la donne 1 sur 1, place 0"


def test_a_match_is_reviewed_deal_by_deal(capsys, tmp_path):
    path = tmp_path / "match.json"
    match = schnapsen_match()
    del match["level"]  # the par's opponents: normal (the fixture's hard is slower)
    path.write_text(json.dumps(match))
    status, out, err = run_cli(
        capsys, "review", str(path), "--deal", "2", "--json", "--samples", "4"
    )
    assert status == 0, err
    assert json.loads(out)["deal"] == 1
    status, out, err = run_cli(capsys, "review", str(path), "--json", "--samples", "4")
    assert status == 0, err
    assert json.loads(out)["deal"] == len(match["deals"]) - 1  # the last one played


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("--record", "2"), "holds 1 record(s); --record 2 is not one"),
        (("--deal", "2"), "holds 1 deal(s); --deal 2 is not one"),
        (("--seat", "2"), "--seat 2 is not a seat of Schnapsen"),
        (("--lang", "tlh"), "unknown language"),
    ],
)
def test_bad_arguments_exit_2_with_a_clear_message(capsys, record_file, args, message):
    lang = args if args[0] == "--lang" else ()
    rest = () if lang else args
    status, out, err = run_cli(capsys, *lang, "review", str(record_file), *rest)
    assert status == 2 and out == ""
    assert message in err and "Traceback" not in err


def test_bad_files_exit_2(capsys, tmp_path):
    missing = tmp_path / "nothing.json"
    status, _, err = run_cli(capsys, "review", str(missing))
    assert status == 2 and "no such file" in err
    broken = tmp_path / "broken.json"
    broken.write_text("{not json")
    status, _, err = run_cli(capsys, "review", str(broken))
    assert status == 2 and "not valid JSON" in err
    illegal = tmp_path / "illegal.json"
    record = _schnapsen_record()
    record["actions"] = ["close", "close", *record["actions"]]
    illegal.write_text(json.dumps(record))
    status, _, err = run_cli(capsys, "review", str(illegal))
    assert status == 2 and "illegal" in err and "Traceback" not in err


# -- the cache -------------------------------------------------------------------------------


def test_a_second_review_comes_from_the_cache(monkeypatch):
    record = _schnapsen_record(4)
    assert cached_review(record, 0, 0, samples=8) is None
    first = review_cached(record, 0, 0, samples=8)
    assert cache_path(record, 0, 0, samples=8).is_file()

    def no_review(*args, **kwargs):
        raise AssertionError("the review was computed again")

    monkeypatch.setattr(review_cache, "review_deal", no_review)
    seen = []
    again = review_cached(record, 0, 0, samples=8, progress=lambda d, t: seen.append((d, t)))
    assert again == first and cached_review(record, 0, 0, samples=8) == first
    assert seen == [(len(first.decisions), len(first.decisions))]
    # Another seed, seat or number of worlds is another review.
    assert cached_review(record, 0, 0, samples=8, seed=1) is None
    assert cached_review(record, 0, 1, samples=8) is None


@pytest.mark.parametrize(
    "damage",
    [b"", b"{", b"[1, 2]", b'{"game": "schnapsen"}', b"\xff\xfe", b'{"version": 1}' * 1000],
)
def test_a_damaged_cache_file_is_recomputed(damage):
    record = _schnapsen_record(5)
    first = review_cached(record, 0, 1, samples=8)
    path = cache_path(record, 0, 1, samples=8)
    path.write_bytes(damage)
    assert cached_review(record, 0, 1, samples=8) is None
    assert review_cached(record, 0, 1, samples=8) == first
    assert DealReview.from_json(json.loads(path.read_text())) == first


def test_the_cache_follows_the_records_content_not_its_form():
    from cardavia.engine.records import parse_record

    record = _schnapsen_record(6)
    parsed = parse_record(json.loads(json.dumps(record)), "x")
    assert cache_path(record, 0, 0) == cache_path(parsed, 0, 0)
    changed = dict(record, actions=record["actions"][:-1])
    assert cache_path(changed, 0, 0) != cache_path(record, 0, 0)


def test_a_match_deal_keeps_its_cached_review_when_the_match_goes_on():
    """The table saves the whole match again after every deal (and the time it saved): the
    review of deal 1 must be found again, not recomputed after each new deal."""
    from cardavia.play.review_cache import cache_path

    whole = schnapsen_match()
    assert len(whole["deals"]) >= 3
    first = dict(whole, deals=whole["deals"][:2], result=None)
    later = dict(whole, played="2026-12-03T21:00:00+00:00")
    assert cache_path(first, 0, 0, samples=8) == cache_path(later, 0, 0, samples=8)
    assert cache_path(first, 1, 0, samples=8) == cache_path(later, 1, 0, samples=8)
    other_level = dict(later, level="easy")
    assert cache_path(other_level, 0, 0, samples=8) != cache_path(later, 0, 0, samples=8)
