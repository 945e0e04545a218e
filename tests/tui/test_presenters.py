"""The presenters' shared formatting helpers."""

import pytest

from cardavia.tui.table.presenter import per_seat, signed


def test_per_seat_signs_each_figure_in_seat_order():
    assert per_seat(["You", "West", "East"], [30, -15, 0]) == "You +30 West −15 East 0"
    assert signed(-7) == "−7"


def test_per_seat_needs_a_figure_for_every_seat():
    with pytest.raises(ValueError):
        per_seat(["You", "West"], [1])


@pytest.mark.parametrize("dealer", [0, 1, 2, 3])
def test_a_resumed_tarot_deal_logs_its_bids_in_the_order_they_were_made(dealer):
    # The summary once listed them by seat ("You bid Garde … West bid Prise" after West
    # spoke first).
    import random

    from cardavia.engine.playout import random_record
    from cardavia.engine.records import DealModel
    from cardavia.engine.registry import get_game
    from cardavia.i18n import Catalog
    from cardavia.tui.table.presenter import presenter_for, seat_names

    spec = get_game("french-tarot")
    record = random_record(spec, random.Random(dealer), dealer, "french")
    deal = DealModel.model_validate(record["deal"])
    state = spec.new_series(dealer).start_recorded(deal, dealer)
    said = []
    for action in record["actions"][:4]:  # the four bids
        said.append((state.to_move, action))
        state.apply_recorded(action)
    catalog = Catalog("en")
    presenter = presenter_for("french-tarot")
    names = seat_names(catalog, "french-tarot")
    obs = state.observation(0)
    lines = presenter.summary(catalog, "french", obs)[:4]
    assert [line.split()[0] for line in lines] == [names[seat] for seat, _ in said]
