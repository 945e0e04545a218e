"""Random keys through a real terminal never end the app with a traceback (issue 26).

Pilot's random-key tests hand the app one parsed key at a time; a terminal sends escape
sequences, several keys in one read and pastes between bracketed-paste markers, which is how
"q s" opened a screen on an app already quitting. Here ``cardavia`` itself runs in a
pseudo-terminal (tests/tui/real_terminal.py) and gets seeded bursts of keys on every screen;
each start must end cleanly, and the last one quits when asked. Four seeds over three
screens each keep the cost modest; run the module as a script for many seeds."""

import pytest
from real_terminal import SCREENS, KeyRun, describe

NAMES = list(SCREENS)


@pytest.mark.parametrize("seed", range(3))
def test_random_keys_in_a_real_terminal_never_end_the_app_with_a_traceback(seed):
    screens = [NAMES[(3 * seed + k) % len(NAMES)] for k in range(3)]  # 9 starts, 8 screens
    run = KeyRun(seed, keys=3 * 60, screens=screens).run()
    assert {s.screen for s in run.starts} >= set(screens)
    assert not run.failures, "\n\n".join(describe(s) for s in run.failures)
    assert run.final_status in (0, 130)  # quit on request (Ctrl+C, "Leave" if asked)
