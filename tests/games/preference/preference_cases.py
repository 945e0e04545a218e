"""Hand-worked Preference deals and helpers shared by the Preference tests.

Every deal below is dealt by seat 2, so seat 0 is forehand, seat 1 middlehand (the
declarer's left when seat 0 declares) and seat 2 the dealer. Play strings list the cards in
the order played, one trick per ``|``; the trick sequences and the settlements in the tests
were worked out by hand from the rules (see each deal's comment).
"""

from __future__ import annotations

import json
from typing import Any

from cardavia.engine.records import LoadedRecord, Record, parse_record, replay
from cardavia.games.preference import SPEC, PreferenceState

DEALER = 2


def deal(h0: str, h1: str, h2: str, talon: str) -> dict[str, Any]:
    return {"hands": [h0.split(), h1.split(), h2.split()], "talon": talon.split()}


def acts(*parts: str) -> list[str]:
    """Actions from whitespace-separated strings; ``|`` separates tricks for the reader."""
    return [a for part in parts for a in part.split() if a != "|"]


def record(d: dict[str, Any], actions: list[str], dealer: int = DEALER) -> dict[str, Any]:
    return {
        "format": "cardavia-record/1",
        "game": "preference",
        "tradition": "wiener-bild",
        "dealer": dealer,
        "deal": d,
        "actions": actions,
    }


def replay_record(rec: dict[str, Any]) -> dict[str, Any]:
    """The result of ``rec`` through the public records path (JSON round trip included)."""
    data = json.loads(json.dumps(rec))
    return replay(LoadedRecord("test", parse_record(data, "test")))


def state_of(rec: dict[str, Any]) -> PreferenceState:
    """The state after the actions of ``rec`` (raises IllegalAction on the first bad one)."""
    data = parse_record(json.loads(json.dumps(rec)), "test")
    assert isinstance(data, Record)
    state = SPEC.state_from_deal(data.deal, data.dealer)
    for action in data.actions:
        state.apply(action)
    return state


def swap_suits(d: dict[str, Any], a: str, b: str) -> dict[str, Any]:
    """The same deal with suits ``a`` and ``b`` exchanged."""
    return {k: _swap(v, a, b) for k, v in d.items()}


def swap_actions(actions: list[str], a: str, b: str) -> list[str]:
    return [_swap(action, a, b) for action in actions]


def _swap(value: Any, a: str, b: str) -> Any:
    # Card codes end with their suit letter, and so do discard:CARD, trump:S and game:S.
    if isinstance(value, list):
        return [_swap(v, a, b) for v in value]
    if isinstance(value, str) and value and value[-1] in (a, b):
        return value[:-1] + (b if value[-1] == a else a)
    return value


# -- T1: Game in clubs by seat 0, both defenders stay: 6 / 2 / 2 ----------------------------
# The declarer draws six rounds of trumps (the defenders hold none and discard), then leads
# 7S: seat 1, first defender with the declarer leading, must beat with its lowest beating card
# (KS); seat 1 then cashes AS and leads 9D, and seat 2 takes the last two diamond tricks.
T1 = deal(
    "AC KC QC JC 10C 9C 7S 8S 7D 8D",
    "AS KS 9D 10D 7H 8H 9H 10H JH QH",
    "AD KD 9S 10S KH AH JS QS JD QD",
    "8C 7C",
)
T1_PLAY = acts(
    "AC 7H KH | KC 8H AH | QC 9H JS | JC 10H QS | 10C JH JD | 9C QH QD",
    "| 7S KS 9S | AS 10S 8S | 9D KD 7D | AD 8D 10D",
)
# Two-handed version (seat 1 alone): P3 does not apply, so seat 1 may win 7S with AS.
T1_ALONE_PLAY = acts(
    "AC 7H | KC 8H | QC 9H | JC 10H | 10C JH | 9C QH | 7S AS | KS 8S | 9D 7D | 10D 8D"
)

# -- T2: Game in clubs by seat 0, both stay: 5 / 3 / 2, the declarer fails -------------------
# Seat 2 holds 9C 8C and follows the first two trump rounds; the declarer has five trumps.
T2 = deal(
    "AC KC QC JC 10C 7S 8S 7D 8D 7H",
    "AS KS 9D 10D AH 9H 10H JH QH QD",
    "9C 8C AD KD 9S 10S KH JS QS JD",
    "7C 8H",
)
T2_PLAY = acts(
    "AC 9H 9C | KC 10H 8C | QC JH JS | JC QH QS | 10C QD JD",
    "| 7S KS 9S | AS 10S 8S | AH KH 7H | 9D KD 7D | AD 8D 10D",
)

# -- T3: Game in clubs by seat 0, both stay: 7 / 3 / 0, seat 2 short of 2 -------------------
T3 = deal(
    "AC KC QC JC 10C 9C 8C 7S 8S 7D",
    "AS KS AD 8H 9H 10H JH QH KH AH",
    "9S 10S JS QS 8D 9D 10D JD QD KD",
    "7C 7H",
)
T3_PLAY = acts(
    "AC 8H 8D | KC 9H 9D | QC 10H 10D | JC JH JD | 10C QH QD | 9C KH 9S | 8C AH 10S",
    "| 7S KS JS | AS QS 8S | AD KD 7D",
)

# -- No Aces: T3 and T2 with the declarer's Ace of clubs moved to the talon -----------------
# Under Game the talon does not count (S7), so the declarer may announce no-aces.
NA_MADE = deal(
    "KC QC JC 10C 9C 8C 7C 7S 8S 7D",
    "AS KS AD 8H 9H 10H JH QH KH AH",
    "9S 10S JS QS 8D 9D 10D JD QD KD",
    "AC 7H",
)
NA_MADE_PLAY = acts(
    "KC 8H 8D | QC 9H 9D | JC 10H 10D | 10C JH JD | 9C QH QD | 8C KH 9S | 7C AH 10S",
    "| 7S KS JS | AS QS 8S | AD KD 7D",
)
NA_FAILED = deal(
    "KC QC JC 10C 9C 7S 8S 7D 8D 7H",
    "AS KS 9D 10D AH 9H 10H JH QH QD",
    "8C 7C AD KD 9S 10S KH JS QS JD",
    "AC 8H",
)
NA_FAILED_PLAY = acts(
    "KC 9H 8C | QC 10H 7C | JC JH JS | 10C QH QS | 9C QD JD",
    "| 7S KS 9S | AS 10S 8S | AH KH 7H | 9D KD 7D | AD 8D 10D",
)

# -- Four Aces: Game in clubs by seat 0 holding AC AS AD AH, 10 / 0 / 0 ----------------------
FOUR_ACES = deal(
    "AC KC QC JC 10C 9C 8C AS AD AH",
    "7S 8S 9S 10S JS QS KS 7D 8D 9D",
    "10D JD QD KD 8H 9H 10H JH QH KH",
    "7C 7H",
)
FOUR_ACES_PLAY = acts(
    "AC 7D 10D | KC 8D JD | QC 9D QD | JC 7S KD | 10C 8S 8H | 9C 9S 9H | 8C 10S 10H",
    "| AS JS JH | AD QS QH | AH KS KH",
)

# -- Illegal plays: seat 0 leads 10S at trick 1 (Game in clubs) ------------------------------
# Seat 1 holds 9S JS AS: it must beat, with the lowest beating card JS (three hands). Seat 2
# holds 8S QS KS: after JS it must beat (QS or KS), so 8S is illegal.
BEAT = deal(
    "AC KC QC JC 10C 9C 10S 7S 7D 8D",
    "JS AS 9S 7H 8H 9H 10H JH QH KH",
    "8S QS KS 9D 10D JD QD KD AD AH",
    "8C 7C",
)


def result_of(d: dict[str, Any], actions: list[str]) -> dict[str, Any]:
    return replay_record(record(d, actions))
