"""What lies in the middle of the felt: a chien or a talon leaves it once taken up and the
discard made (its cards are in a hand by then), from observations alone."""

import random

from cardavia.engine.registry import get_game
from cardavia.i18n import Catalog
from cardavia.tui.table.presenter import presenter_for


def _observations(game: str, seeds: range):
    """Seat 0's observation before every move of random deals (and once each is over)."""
    for seed in seeds:
        rng = random.Random(seed)
        state = get_game(game).random_state(rng)
        while True:
            yield state.observation(0)
            if state.is_over:
                break
            state.apply(rng.choice(state.legal_actions()))


def test_the_chien_leaves_the_felt_once_the_discard_is_made():
    presenter, catalog = presenter_for("french-tarot"), Catalog("en")
    mine_before_the_lead = 0
    for obs in _observations("french-tarot", range(100)):
        piles = presenter.table(catalog, "french", obs).piles
        if obs["phase"] in ("bidding", "discard"):
            assert [p.label for p in piles] == ["Chien"]
            continue
        assert piles == [], obs["phase"]
        # Your own Prise, the discard made, nobody has led: the chien is in your hand.
        mine_before_the_lead += bool(obs["taker"] == 0 and obs["discard"] and not obs["trick"]
                                     and not obs["tricks"])  # fmt: skip
    assert mine_before_the_lead > 3


def test_the_talon_leaves_the_felt_once_the_declarer_has_taken_it_up():
    presenter, catalog = presenter_for("preference"), Catalog("en")
    face_up = played_after = 0
    for obs in _observations("preference", range(120)):
        piles = presenter.table(catalog, "wiener-bild", obs).piles
        if obs["phase"] == "bidding":
            assert [p.cards for p in piles] == [[None, None]]
        elif obs["phase"] == "discard" and obs["talon"]:
            assert [p.cards for p in piles] == [obs["talon"]]  # yours, to discard from
            face_up += 1
        else:
            assert piles == [], obs["phase"]
            played_after += bool(obs["talon"] and obs["phase"] == "play")
    assert face_up > 3 and played_after > 3
