"""Keys as a terminal sends them: several in one read when typed fast, so a key arrives while
the app quits, while a screen opens or closes, or before a list is laid out. Such a key does
nothing; it never ends the app with a traceback (issue 26, found through a real terminal)."""

import pytest
from tui_helpers import burst, make_app


@pytest.mark.parametrize("key", ["s", "h", "a", "l", "r"])
async def test_a_key_typed_with_quit_on_the_home_screen_does_nothing(key):
    """ "q s" in one burst opened Statistics on an app taking its screens down: its set-up
    found its widgets gone (NoMatches '#stats-title'); the same with History, Appearance,
    Language and the rules."""
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.pause()
        burst(pilot, ["q", key])
        await pilot.pause()
    assert app.return_code == 0
