"""Nothing in the resume folder can stop the app: a resume file with a forged value, another
game's deck, a FIFO, a link to a device or in a loop, a huge file is set aside with a note;
``unfinished`` and ``restore`` never raise anything but ``ResumeError``."""

from __future__ import annotations

import copy
import json
import os
from functools import cache
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardavia.play.resume import ResumeError, keep, restore, resume_path, unfinished
from cardavia.play.session import TableSession


def records_dir() -> Path:
    return Path(os.environ["CARDAVIA_DATA_DIR"]) / "records"


@cache
def kept_schnapsen() -> str:
    """A real resume file: a Schnapsen match one deal and three cards in."""
    session = TableSession("schnapsen", "wiener-bild", seed=11, level="easy")
    while len(session.finished_states) < 1:
        if session.state.is_over:
            session.next_deal()
        else:
            session.apply(session.hint() if session.human_to_move else session.ai_choice())
    session.next_deal()
    for _ in range(3):
        session.apply(session.hint() if session.human_to_move else session.ai_choice())
    keep(session)
    text = resume_path("schnapsen").read_text()
    resume_path("schnapsen").unlink()
    return text


def write(content: str | bytes) -> Path:
    path = resume_path("schnapsen")
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(content, str):
        content = content.encode()
    path.write_bytes(content)
    return path


def with_field(field: str, value: object) -> str:
    data = json.loads(kept_schnapsen())
    data[field] = value
    return json.dumps(data)


def assert_set_aside_with_a_note(problems: list[str]) -> None:
    path = resume_path("schnapsen")
    assert len(problems) == 1 and "schnapsen.json" in problems[0], problems
    assert all(ch.isprintable() for ch in problems[0])  # no escape sequence reaches a screen
    assert not os.path.lexists(path)
    (aside,) = path.parent.glob("schnapsen.json.damaged-*")
    assert str(aside) in problems[0]


FORGED = {
    "deal_number huge": ("deal_number", 10**30),
    "deal_number 1e308": ("deal_number", 1e308),
    "deal_number inf": ("deal_number", float("inf")),
    "deal_number NaN": ("deal_number", float("nan")),
    "deal_number negative": ("deal_number", -2),
    "deal_number a string": ("deal_number", "2"),
    "deal_number true": ("deal_number", True),
    "deal_number a float": ("deal_number", 2.0),
    "human -1": ("human", -1),
    "human 99": ("human", 99),
    "human a float": ("human", 0.0),
    "tradition markup": ("tradition", "[/]"),
    "tradition of another game": ("tradition", "french"),
    "tradition null": ("tradition", None),
    "level markup": ("level", "[b]hard"),
    "seed a string": ("seed", "7"),
    "seed huge": ("seed", 2**80),
    "standings with markup": ("standings", {"match_points": ["[b]7", 5], "deals": 1}),
    "standings NaN": ("standings", {"match_points": [float("nan"), 5], "deals": 1}),
    "standings huge": ("standings", {"match_points": [1e308, 5], "deals": 1}),
    "standings a list": ("standings", [7, 5]),
    "rng cut short": ("rng", [3, [1, 2, 3], None]),
    "rng index out of range": ("rng", [3, [0] * 624 + [10**6], None]),
    "agents a string": ("agents", "ab"),
    "agents a number": ("agents", 5),
    "hint_agent a number": ("hint_agent", 5),
    "save_path a number": ("save_path", 5),
    "deals empty": ("deals", []),
    "deals not records": ("deals", [1, 2]),
}


@pytest.mark.parametrize(("field", "value"), FORGED.values(), ids=FORGED.keys())
def test_a_forged_value_is_set_aside_with_a_note(field, value):
    write(with_field(field, value))
    kept, problems = unfinished()
    assert kept == []
    assert_set_aside_with_a_note(problems)


def test_a_deal_of_another_deck_is_set_aside():
    data = json.loads(kept_schnapsen())
    data["deals"][0]["tradition"] = "french"
    write(json.dumps(data))
    kept, problems = unfinished()
    assert kept == []
    assert_set_aside_with_a_note(problems)


def test_standings_its_deals_do_not_add_up_to_are_refused_at_continue():
    write(with_field("standings", {"match_points": [1, 1], "match_winner": None, "deals": 1}))
    (item,), problems = unfinished()  # the summary reads fine ...
    assert problems == [] and item.standings["match_points"] == [1, 1]
    with pytest.raises(ResumeError, match="standings") as caught:
        restore("schnapsen", records_dir())  # ... but the replay says otherwise
    assert_set_aside_with_a_note([str(caught.value)])


def test_an_escape_sequence_in_an_action_is_shown_escaped():
    data = json.loads(kept_schnapsen())
    data["deals"][-1]["actions"][0] = "\x1b]0;pwned\x07\x1b[2J"
    write(json.dumps(data))
    with pytest.raises(ResumeError) as caught:
        restore("schnapsen", records_dir())
    assert "\\x1b" in str(caught.value)
    assert_set_aside_with_a_note([str(caught.value)])


def _fifo(path: Path) -> None:
    os.mkfifo(path)


def _device(path: Path) -> None:
    path.symlink_to("/dev/zero")


def _loop(path: Path) -> None:
    path.symlink_to(path.name)


def _dangling(path: Path) -> None:
    path.symlink_to("nowhere.json")


def _huge(path: Path) -> None:
    with path.open("wb") as fh:  # sparse: 100 MB that take no room
        fh.truncate(100 * 1024 * 1024)


def _folder(path: Path) -> None:
    path.mkdir()


NOT_A_FILE = {
    "a FIFO": _fifo,
    "a symlink to /dev/zero": _device,
    "a symlink loop": _loop,
    "a symlink to nowhere": _dangling,
    "a 100 MB file": _huge,
    "a folder": _folder,
}


@pytest.mark.parametrize("make", NOT_A_FILE.values(), ids=NOT_A_FILE.keys())
def test_what_is_not_a_resume_file_is_set_aside_unread(make):
    path = resume_path("schnapsen")
    path.parent.mkdir(parents=True)
    make(path)
    kept, problems = unfinished()
    assert kept == []
    assert_set_aside_with_a_note(problems)


def test_a_file_that_cannot_be_renamed_aside_is_reported_so(monkeypatch):
    write(with_field("human", 99))

    def refuse(*_args: object) -> None:
        raise PermissionError(1, "Operation not permitted")

    monkeypatch.setattr(os, "rename", refuse)
    kept, (problem,) = unfinished()
    assert kept == [] and "could not be renamed aside" in problem
    assert resume_path("schnapsen").exists()  # left as it was, never lost


def _mutations() -> st.SearchStrategy[object]:
    """A real resume file with one to three fields (at any depth) replaced, removed or
    added: each value of any JSON type, with markup, escapes and extreme numbers."""
    leaf = (
        st.none()
        | st.booleans()
        | st.integers()
        | st.sampled_from([-1, 0, 1, 2, 99, 2**63, 10**30])
        | st.floats()
        | st.text(max_size=12)
        | st.sampled_from(["[/]", "[b]x", "\x1b[2J", "french", "wiener-bild", "hard", ""])
    )
    value = st.recursive(
        leaf,
        lambda kids: st.lists(kids, max_size=3) | st.dictionaries(st.text(max_size=5), kids),
        max_leaves=6,
    )
    edit = st.tuples(st.integers(0, 10**6), st.sampled_from(["set", "drop", "add"]), value)
    return st.lists(edit, min_size=1, max_size=3)


def _apply(data: object, edits: list[tuple[int, str, object]]) -> object:
    data = copy.deepcopy(data)
    for pick, how, value in edits:
        spots: list[tuple[object, object]] = []  # (container, key) of every value

        def walk(node: object, spots: list[tuple[object, object]] = spots) -> None:
            items = node.items() if isinstance(node, dict) else enumerate(node)
            for key, child in list(items):
                spots.append((node, key))
                if isinstance(child, (dict, list)) and len(child) < 700:
                    walk(child)

        walk(data)
        node, key = spots[pick % len(spots)]
        if how == "set":
            node[key] = value  # type: ignore[index]
        elif how == "drop":
            del node[key]  # type: ignore[attr-defined]
        elif isinstance(node, dict):
            node["extra"] = value
        else:
            node.append(value)  # type: ignore[attr-defined]
    return data


@settings(max_examples=200, deadline=None, suppress_health_check=list(HealthCheck))
@given(_mutations())
def test_fuzz_the_loader_either_keeps_a_valid_game_or_sets_it_aside(edits):
    for leftover in resume_path("schnapsen").parent.glob("schnapsen.json*"):
        leftover.unlink()
    original = json.loads(kept_schnapsen())
    mutated = _apply(original, edits)
    path = write(json.dumps(mutated))
    kept, problems = unfinished()  # never raises
    if kept:
        assert problems == [] and path.exists()
        try:
            session = restore("schnapsen", records_dir())
        except ResumeError as exc:  # refused at the table door: set aside with a note
            assert_set_aside_with_a_note([str(exc)])
        else:  # continued: it is a real game at a real seat
            assert 0 <= session.human < session.num_seats
            assert session.tradition == "wiener-bild"
            assert session.deal_number == kept[0].deal_number
    else:
        assert_set_aside_with_a_note(problems)


@settings(max_examples=100, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.binary(max_size=400) | st.text(max_size=200).map(str.encode))
def test_fuzz_any_bytes_are_set_aside_or_read(content):
    for leftover in resume_path("schnapsen").parent.glob("schnapsen.json*"):
        leftover.unlink()
    write(content)
    kept, problems = unfinished()
    assert kept == []
    assert_set_aside_with_a_note(problems)
