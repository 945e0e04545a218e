"""What the table writes, from observations alone (pure functions, no Pilot)."""

import random

import pytest

from cardavia.engine.decks import TAROT
from cardavia.engine.registry import get_game
from cardavia.games.french_tarot.tables import BOUTS_MASK, half_points
from cardavia.i18n import Catalog
from cardavia.tui.table.info import table_info
from cardavia.tui.table.labels import log_line


@pytest.mark.parametrize(
    ("lang", "count", "text"),
    [
        ("en", 6, "West discards 6 cards face down"),
        ("en", 1, "West discards a card face down"),
        ("zh-Hans", 6, "West暗弃6张牌"),
        ("fi", 2, "West: 2 korttia poistettu kuvapuoli alaspäin"),
    ],
)
def test_another_takers_hidden_discard_is_one_log_line_with_the_count(lang, count, text):
    assert log_line(Catalog(lang), "french-tarot", "french", "West", f"discard:?{count}") == text


def _random_deal(seed: int, stop_after_tricks: int | None = None):
    rng = random.Random(seed)
    state = get_game("french-tarot").random_state(rng)
    while not state.is_over:
        if (
            stop_after_tricks is not None
            and len(state.observation(0)["tricks"]) >= stop_after_tricks
        ):
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


def test_the_takers_points_so_far_add_up_to_the_settlement():
    """At the end, what the felt showed plus the chien/discard is what the settlement counts."""
    checked = 0
    for seed in range(60):
        state = _random_deal(seed)
        result = state.result()
        obs = state.observation(0)
        if result["annulled"] or obs["taker"] is None:
            continue
        extra = {"prise": obs["discard"], "garde": obs["discard"], "garde-sans": obs["chien"]}
        pile = TAROT.mask_of(TAROT.parse_many(extra.get(obs["contract"]) or []))
        half = 2 * obs["taker_trick_points"] + half_points(pile)
        assert half == 2 * result["taker_points"]
        assert obs["taker_trick_bouts"] + (pile & BOUTS_MASK).bit_count() == result["bouts"]
        checked += 1
    assert checked > 20


def test_the_felt_shows_the_takers_card_points_and_bouts_won_so_far():
    shown = 0
    mine = 0
    for seed in range(200):
        state = _random_deal(seed, stop_after_tricks=6)
        obs = state.observation(0)
        mine += obs["taker"] == 0 and obs["contract"] in ("prise", "garde")
        if state.is_over or obs["taker"] is None:
            continue
        info = table_info(Catalog("en"), "french-tarot", "french", obs)
        line = next(c for c in info.center if c.startswith("Taker so far"))
        owned = obs["taker_trick_points"]
        bouts = obs["taker_trick_bouts"]
        if obs["taker"] == 0 and obs["contract"] in ("prise", "garde"):
            # Your own discard is yours already: it counts in what you own so far.
            owned += half_points(TAROT.mask_of(TAROT.parse_many(obs["discard"]))) / 2
            bouts += (TAROT.mask_of(TAROT.parse_many(obs["discard"])) & BOUTS_MASK).bit_count()
        else:
            assert obs["taker_pile"] is None  # another taker's discard is face down
        assert f"{owned:g} card points" in line
        assert f"needs {(56, 51, 41, 36)[bouts]}" in line
        shown += 1
    assert shown > 10 and mine > 3


def test_the_tarot_settlement_splits_the_takers_card_points_and_they_add_up():
    from cardavia.tui.table.settle import settlement_lines

    kinds = set()
    for seed in range(80):
        state = _random_deal(seed)
        result = state.result()
        if result["annulled"]:
            continue
        split = result["points_split"]
        assert split["tricks"] + split["pile"] + split["excuse"] == result["taker_points"]
        kinds.add(split["pile_kind"])
        lines = settlement_lines(Catalog("en"), "french-tarot", "french", result, {})
        assert f"  Won in tricks: {split['tricks']:g}" in lines
        if split["pile_kind"]:
            assert f"  In the {split['pile_kind']}: {split['pile']:g}" in lines
    assert {"discard", "chien", None} <= kinds
