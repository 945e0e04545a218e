"""A bracketed paste that never ends no longer swallows every key after it (issue 26: after
``ESC[200~x`` every key, Ctrl+C and q included, was taken as pasted text)."""

from __future__ import annotations

import signal

from pty_app import PtyApp
from textual import events

from cardavia.tui.textual_compat import BoundedPasteParser


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def _events(parser: BoundedPasteParser, data: str = "") -> list[object]:
    return list(parser.feed(data) if data else parser.tick())


def test_a_paste_with_no_end_is_pasted_once_input_stops():
    clock = Clock()
    parser = BoundedPasteParser(clock=clock)
    assert _events(parser, "\x1b[200~x") == []
    clock.now += 0.5
    assert _events(parser) == []  # still pasting: a paste streams in
    clock.now += BoundedPasteParser.IDLE
    pasted = _events(parser)
    assert [type(e) for e in pasted] == [events.Paste] and pasted[0].text == "x"
    keys = _events(parser, "q")
    assert [e.key for e in keys] == ["q"]


def test_a_paste_that_keeps_coming_without_an_end_is_cut_after_a_while():
    clock = Clock()
    parser = BoundedPasteParser(clock=clock)
    _events(parser, "\x1b[200~")
    pasted: list[object] = []
    while not pasted and clock.now < 200:
        clock.now += 0.5  # a key every half second: never idle long enough
        pasted = _events(parser, "y")
    assert [type(e) for e in pasted] == [events.Paste]
    assert clock.now - 100 == BoundedPasteParser.LONGEST
    assert [e.key for e in _events(parser, "q")] == ["q"]


def test_a_huge_paste_without_an_end_is_cut_at_the_size_limit():
    parser = BoundedPasteParser(clock=Clock())
    pasted = _events(parser, "\x1b[200~" + "z" * (BoundedPasteParser.LARGEST + 1))
    assert [type(e) for e in pasted] == [events.Paste]


def test_a_normal_paste_split_across_reads_is_one_paste():
    clock = Clock()
    parser = BoundedPasteParser(clock=clock)
    got = _events(parser, "\x1b[20") + _events(parser, "0~hello wor")
    clock.now += 0.5
    got += _events(parser, "ld\x1b[2") + _events(parser, "01~q")
    clock.now += BoundedPasteParser.LONGEST * 2
    got += _events(parser)
    assert [type(e) for e in got] == [events.Paste, events.Key]
    assert got[0].text == "hello world" and got[1].key == "q"


def _in_reads(parser: BoundedPasteParser, data: str, size: int = 4096) -> list[object]:
    """``data`` as a terminal hands it over: reads of at most ``size`` characters."""
    got: list[object] = []
    for at in range(0, len(data), size):
        got += _events(parser, data[at : at + size])
    return got


def _paste(text: str) -> str:
    return "\x1b[200~" + text + "\x1b[201~"


def test_pastes_in_a_row_are_each_measured_from_their_own_start():
    # Seen in the real-terminal key test: four 20,000-character pastes in a row counted as one
    # 80,000-character paste, the fourth was cut at the size limit and its rest came as 10,000
    # keys that the command palette typed for minutes.
    big = "x[/]" * 5000
    parser = BoundedPasteParser(clock=Clock())
    got = _in_reads(parser, "a" + _paste(big) * 2 + "b" + _paste(big) * 2 + "c")
    assert [type(e) for e in got].count(events.Key) == 3
    assert [e.text for e in got if isinstance(e, events.Paste)] == [big] * 4


def test_the_rest_of_a_paste_cut_at_the_size_limit_is_dropped_to_its_end():
    clock = Clock()
    parser = BoundedPasteParser(clock=clock)
    huge = "z" * (BoundedPasteParser.LARGEST + 10_000)
    got = _in_reads(parser, "\x1b[200~" + huge)
    clock.now += 0.5  # the rest still streams in
    got += _in_reads(parser, "z" * 5000 + "\x1b[201~q")
    pastes = [e for e in got if isinstance(e, events.Paste)]
    assert len(pastes) == 1 and len(pastes[0].text) > BoundedPasteParser.LARGEST
    assert [e.key for e in got if isinstance(e, events.Key)] == ["q"]


def test_a_paste_cut_at_the_size_limit_with_no_end_lets_keys_through_after_a_pause():
    clock = Clock()
    parser = BoundedPasteParser(clock=clock)
    _in_reads(parser, "\x1b[200~" + "z" * (BoundedPasteParser.LARGEST + 1))
    clock.now += 0.5
    assert _events(parser, "zzz") == []  # the rest of the cut paste
    clock.now += BoundedPasteParser.IDLE
    assert _events(parser) == []
    assert [e.key for e in _events(parser, "q")] == ["q"]


def test_after_a_paste_with_no_end_the_app_still_quits_with_q():
    app = PtyApp([])
    try:
        assert app.wait_for(b"Rules"), app.last_words()
        app.pump(1)
        app.send(b"\x1b[200~x")
        app.pump(BoundedPasteParser.IDLE + 1.5)
        app.send(b"q")
        status = app.ended_within(20)
        if status is None:
            app.proc.send_signal(signal.SIGTERM)
        assert status == 0, app.last_words()
    finally:
        app.close()
