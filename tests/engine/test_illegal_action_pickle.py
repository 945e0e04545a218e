"""An illegal action raised in an arena worker process reaches the parent intact."""

import pickle

from cardavia.engine.game import IllegalAction, Reason


def test_illegal_action_survives_pickling_with_its_coded_reason():
    reason = Reason("not-held", "seat 1 does not hold KH", card="KH", seat=1)
    error = pickle.loads(pickle.dumps(IllegalAction("KH", reason)))
    assert error.action == "KH"
    assert error.reason == "seat 1 does not hold KH"
    assert error.reason.code == "not-held"
    assert error.reason.args == {"card": "KH", "seat": 1}
