"""What the table writes, from observations alone (pure functions, no Pilot)."""

import random

import pytest

from cardavia.engine.decks import TAROT
from cardavia.engine.registry import get_game
from cardavia.games.french_tarot.tables import BOUTS_MASK, half_points
from cardavia.i18n import Catalog
from cardavia.tui.table.labels import log_line, number, suit_name
from cardavia.tui.table.presenter import presenter_for, seat_names


@pytest.mark.parametrize(
    ("lang", "count", "text"),
    [
        ("en", 6, "West discarded 6 cards face down"),
        ("en", 1, "West discarded a card face down"),
        ("zh-Hans", 6, "West暗弃了 6 张牌"),
        ("fi", 2, "West heitti pois 2 korttia kuvapuoli alaspäin"),
        ("fi", 1, "West heitti pois yhden kortin kuvapuoli alaspäin"),
        ("de", 6, "West legt 6 Karten verdeckt ab"),
        ("de", 1, "West legt eine Karte verdeckt ab"),
    ],
)
def test_another_takers_hidden_discard_is_one_log_line_with_the_count(lang, count, text):
    assert log_line(Catalog(lang), "french-tarot", "french", "West", f"discard:?{count}") == text


@pytest.mark.parametrize(
    ("lang", "seat", "action", "text"),
    [
        ("en", "East", "chelem", "East declared a chelem"),
        ("en", "You", "poignee:T1,T2,T3,T4,T5,T6,T7,T8,T9,T10", "You showed a poignée of 10: "),
        ("en", "West", "2", "West bid 2"),
        ("fi", "Itä", "2", "Itä tarjosi 2"),
        ("fi", "Sinä", "pass", "Sinä passasit"),
        ("fi", "Itä", "pass", "Itä passasi"),
        (
            "fi",
            "Sinä",
            "poignee:T1,T2,T3,T4,T5,T6,T7,T8,T9,T10",
            "Sinä näytit 10 valtin Poignéen: ",
        ),
        ("fi", "Itä", "trump:S", "Itä valitsi valtiksi padan"),
        ("zh-Hans", "东家", "stay", "东家留下防守"),
        ("de", "Du", "pass", "Du passt"),
        ("de", "Ost", "pass", "Ost passt"),
        ("de", "Du", "stay", "Du gehst mit"),
        ("de", "West", "2", "West bietet 2"),
        ("de", "Ost", "trump:S", "Ost bestimmt Pik als Trumpf"),
        (
            "de",
            "Du",
            "poignee:T1,T2,T3,T4,T5,T6,T7,T8,T9,T10",
            "Du zeigst eine einfache Poignée (10)",
        ),
    ],
)
def test_the_log_reports_what_a_seat_did_in_its_own_words(lang, seat, action, text):
    tradition = "wiener-bild" if action in ("2", "pass", "stay", "trump:S") else "french"
    game = "preference" if tradition == "wiener-bild" else "french-tarot"
    line = log_line(Catalog(lang, strict=True), game, tradition, seat, action)
    assert line.startswith(text), line


def test_finnish_suit_forms_come_from_the_catalog_for_plural_marseille_suits():
    fi = Catalog("fi", strict=True)
    assert (
        fi.t("hint-top-of-suit", suit=suit_name(fi, "marseille", "S")) == "korkein miekkakorttisi"
    )
    assert fi.t("hint-top-of-suit", suit=suit_name(fi, "french", "S")) == "korkein patakorttisi"
    assert suit_name(Catalog("en"), "marseille", "S").forms == {}


@pytest.mark.parametrize(
    ("lang", "value", "text"),
    [
        ("en", 40.5, "40.5"),
        ("fi", 40.5, "40,5"),
        ("vi", 0.5, "0,5"),
        ("zh-Hans", 4.5, "4.5"),
        ("de", 40.5, "40,5"),
    ],
)
def test_numbers_follow_the_locale_data(lang, value, text):
    assert number(value, lang) == text


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
        info = presenter_for("french-tarot").table(Catalog("en"), "french", obs)
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
    kinds = set()
    for seed in range(80):
        state = _random_deal(seed)
        result = state.result()
        if result["annulled"]:
            continue
        split = result["points_split"]
        assert split["tricks"] + split["pile"] + split["excuse"] == result["taker_points"]
        kinds.add(split["pile_kind"])
        lines = presenter_for("french-tarot").settlement(Catalog("en"), "french", result, {})
        assert f"  Won in tricks: {split['tricks']:g}" in lines
        if split["pile_kind"]:
            assert f"  In the {split['pile_kind']}: {split['pile']:g}" in lines
    assert {"discard", "chien", None} <= kinds


def _invited_preference_deal():
    game = get_game("preference")
    for seed in range(500):
        rng = random.Random(seed)
        state = game.random_state(rng)
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
        result = state.result()
        from_pool = any(item["from"] == "pool" for item in result["settlement"])
        if result.get("invited") is not None and from_pool:
            return result
    raise AssertionError("no random Preference deal in 500 seeds has an invitation")


@pytest.mark.parametrize("lang", ["en", "fi", "vi", "zh-Hans", "zh-Hant"])
def test_an_invited_defender_reads_invited_and_no_settlement_line_starts_lower_case(lang):
    catalog = Catalog(lang, strict=True)
    result = _invited_preference_deal()
    lines = presenter_for("preference").settlement(catalog, "wiener-bild", result, {})
    invited = seat_names(catalog, "preference")[result["invited"]]
    line = next(x for x in lines if x.startswith(f"{invited} (") or x.startswith(f"{invited}（"))
    assert catalog.t("role-invited") in line and catalog.t("role-drop") not in line
    assert all(x[:1] == x[:1].upper() for x in lines if x), lines


@pytest.mark.parametrize(
    ("lang", "led", "pending", "text"),
    [
        ("en", "QH", 20, "Marriage with D♥ (+20 pending)"),
        ("en", "KH", 0, "Marriage with K♥ (+20)"),
        ("fr", "QH", 20, "Mariage avec D♥ (+20 en attente)"),
        ("fr", "KS", 0, "Mariage avec K♠ (+20)"),
        ("de", "QH", 0, "D♥ ansagen (+20)"),
    ],
)
def test_the_marriage_key_names_the_card_it_leads(lang, led, pending, text):
    after = {"marriages": [{"seat": 0, "suit": led[-1], "points": 20}],
             "pending_marriages": [pending, 0]}  # fmt: skip
    presenter = presenter_for("schnapsen")
    label = presenter.announce_label(Catalog(lang), "wiener-bild", f"marriage:{led}", after, 0)
    assert label == text


@pytest.mark.parametrize("lang", ["en", "fr", "de", "fi", "vi", "zh-Hans", "zh-Hant"])
def test_a_decided_schnapsen_match_ends_won_or_lost_not_with_the_deals_title(lang):
    catalog = Catalog(lang, strict=True)
    presenter = presenter_for("schnapsen")
    deal = presenter.end_title(catalog, {"match_points": [3, 5], "match_winner": None})
    won = presenter.end_title(catalog, {"match_points": [0, 5], "match_winner": 0})
    lost = presenter.end_title(catalog, {"match_points": [3, 0], "match_winner": 1})
    assert deal == catalog.t("end-title")
    assert len({deal, won, lost}) == 3
    if lang in ("en", "fr", "de"):  # the loser gets the Bummerl, never the winner
        assert "Bummerl" in lost and "Bummerl" not in won
