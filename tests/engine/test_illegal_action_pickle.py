"""An illegal action raised in an arena worker process reaches the parent intact."""

import pickle
import subprocess
import sys

from cardavia.engine.game import IllegalAction, Reason


def test_illegal_action_survives_pickling_with_its_coded_reason():
    reason = Reason("not-held", {"card": "KH", "seat": 1}, "schnapsen")
    error = pickle.loads(pickle.dumps(IllegalAction("KH", reason)))
    assert error.action == "KH"
    assert error.reason == reason and isinstance(error.reason, Reason)
    assert str(error.reason) == "seat 1 does not hold KH"
    assert error.reason.code == "not-held"
    assert error.reason.args == {"card": "KH", "seat": 1}
    assert error.reason.game == "schnapsen"


def test_an_unpickled_reason_finds_its_games_words_in_a_fresh_process():
    """The parent of an arena worker may never have imported the game: wording the reason
    imports it (its templates register themselves)."""
    reason = Reason("close-hand-size", {"count": 4}, "schnapsen")
    out = subprocess.run(
        [sys.executable, "-c", "import pickle, sys; print(pickle.load(sys.stdin.buffer))"],
        input=pickle.dumps(reason),
        capture_output=True,
        check=True,
    )
    assert out.stdout.decode().strip() == "closing requires 5 cards in hand; you hold 4"
