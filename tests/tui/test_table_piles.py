"""What the felt shows of a deal in play, from observations alone: a chien or a talon
leaves the middle once taken up and the discard made (its cards are in a hand by then), and
Schnapsen's card points show only when the player does not count them alone."""

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


def test_the_schnapsen_card_points_can_be_left_for_the_player_to_count():
    presenter, catalog = presenter_for("schnapsen"), Catalog("en")
    checked = 0
    for obs in _observations("schnapsen", range(30)):
        if not any(obs["card_points"]):
            continue
        shown = presenter.table(catalog, "wiener-bild", obs)
        hidden = presenter.table(catalog, "wiener-bild", obs, points=False)
        for s, seat in enumerate(hidden.seats):
            pending = obs["pending_marriages"][s]
            points = catalog.t("role-points", points=obs["card_points"][s])
            assert any(role.startswith(points) for role in shown.seats[s].roles)
            assert not any(points in role for role in seat.roles)
            # What the table makes public stays: the tricks, announced (pending) marriages.
            assert catalog.t("role-tricks", count=obs["tricks_won"][s]) in seat.roles
            marriages = [r for r in shown.seats[s].roles if r.startswith("marriage")]
            assert marriages == [r for r in seat.roles if r.startswith("marriage")]
            if pending:
                assert catalog.t("role-pending", points=pending) in seat.roles
        checked += 1
    assert checked > 50
