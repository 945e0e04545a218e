"""Why an action is not allowed: every engine reason has a code, declared arguments and a
message in every language, and the table words it in the player's language."""

from __future__ import annotations

import ast as pyast
import pickle
import random
import re
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, FluentSerializer, ast
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tests.i18n.grammar import normalized

from cardavia.engine.decks import SCHNAPSEN, TAROT, WIENER_BILD
from cardavia.engine.game import COMMON_REASONS, GameState, IllegalAction, Reason
from cardavia.engine.registry import get_game
from cardavia.games.french_tarot import rules as tarot_rules
from cardavia.games.preference import rules as preference_rules
from cardavia.games.preference.tables import ACTION_NAMES
from cardavia.games.schnapsen import rules as schnapsen_rules
from cardavia.i18n import LOCALES, Catalog
from cardavia.tui.table.reasons import reason_key, reason_text

ROOT = Path(__file__).resolve().parents[2] / "locales"
GAME_REASONS = {
    "french-tarot": tarot_rules.ILLEGAL_REASONS,
    "schnapsen": schnapsen_rules.ILLEGAL_REASONS,
    "preference": preference_rules.ILLEGAL_REASONS,
}
PHASES = {
    "french-tarot": tarot_rules.PHASE_NAMES,
    "preference": preference_rules.PHASE_NAMES,
}
TRADITION = {"french-tarot": "french", "schnapsen": "wiener-bild", "preference": "wiener-bild"}
DECKS = {"french-tarot": TAROT, "schnapsen": SCHNAPSEN, "preference": WIENER_BILD}


def _placeholders(locale: str) -> dict[str, set[str]]:
    text = (ROOT / locale / "table.ftl").read_text(encoding="utf-8")
    serializer = FluentSerializer()
    return {
        entry.id.name: normalized(
            locale,
            entry.id.name,
            set(re.findall(r"\$([A-Za-z_][\w-]*)", serializer.serialize_entry(entry))),
        )
        for entry in FluentParser().parse(text).body
        if isinstance(entry, ast.Message)
    }


def _declared() -> dict[str, set[str]]:
    """Message id -> the arguments the engines declare for it."""
    out = {reason_key("any", code): set(args) for code, args in COMMON_REASONS.items()}
    for game, reasons in GAME_REASONS.items():
        for code, args in reasons.items():
            assert code not in COMMON_REASONS, (game, code)
            out[reason_key(game, code)] = set(args)
    return out


@pytest.mark.parametrize("locale", LOCALES)
def test_every_reason_has_a_message_with_exactly_its_arguments_in_every_language(locale):
    messages = _placeholders(locale)
    declared = _declared()
    assert sorted(set(declared) - set(messages)) == [], "reasons without a message"
    mismatched = {k: (v, messages[k]) for k, v in declared.items() if messages[k] != v}
    assert mismatched == {}
    shown = {m for m in messages if m.startswith("illegal-") and not m.startswith("illegal-phase")}
    assert sorted(shown - set(declared)) == [], "messages no engine gives"
    for game, names in PHASES.items():  # a phase can be named in any reason with {$phase}
        assert all(f"illegal-phase-{p}" in messages for p in names if p != "over"), game


@pytest.mark.parametrize("game", sorted(GAME_REASONS))
def test_every_reason_the_rules_can_give_is_declared_with_its_arguments(game):
    """Rare reasons (a Preference hold out of turn...) seldom come up in random play: read
    every ``illegal(...)`` the rules build and compare it with the declaration (the
    arguments its English template takes)."""
    module = {"french-tarot": tarot_rules, "schnapsen": schnapsen_rules}.get(game, preference_rules)
    tree = pyast.parse(Path(module.__file__).read_text(encoding="utf-8"))
    declared = {**COMMON_REASONS, **GAME_REASONS[game]}
    built = set()
    for node in pyast.walk(tree):
        if isinstance(node, pyast.Call) and getattr(node.func, "id", None) == "illegal":
            code = node.args[0]
            if isinstance(code, pyast.JoinedStr):  # f"{state}-must-beat", state closed/exhausted
                tail = "".join(str(v.value) for v in code.values if isinstance(v, pyast.Constant))
                codes = {f"closed{tail}", f"exhausted{tail}"}
            else:
                assert isinstance(code, pyast.Constant), pyast.dump(code)
                codes = {code.value}
            for c in codes:
                assert c in declared, c
                assert sorted(k.arg for k in node.keywords) == sorted(declared[c]), c
            built |= codes
    assert built >= set(GAME_REASONS[game]), "declared reasons no rule gives"


def test_a_reason_is_a_code_and_arguments_worded_in_english_by_its_game():
    reason = Reason("must-follow", {"suit": "H"}, "french-tarot")
    assert str(reason) == "you must follow hearts" and f"{reason}" == "you must follow hearts"
    assert (reason.code, reason.args, reason.game) == ("must-follow", {"suit": "H"}, "french-tarot")
    assert str(Reason("must-follow", {"suit": "H"}, "preference")) == "you must follow hearts"
    assert str(Reason("card-wrong-phase", {"phase": "bidding"}, "preference")) == (
        "no card can be played during the bidding"
    )
    assert str(Reason("card-wrong-phase", {"phase": "bidding"}, "french-tarot")) == (
        "no card can be played during bidding"
    )
    assert str(Reason("deal-over")) == "the deal is over; no more actions are allowed"
    copy = pickle.loads(pickle.dumps(reason))
    assert (copy, copy.code, copy.args) == (reason, "must-follow", {"suit": "H"})
    assert hash(copy) == hash(reason) and copy != Reason("must-follow", {"suit": "S"})
    with pytest.raises(AttributeError):
        reason.code = "other"  # type: ignore[misc]
    state = get_game("schnapsen").random_state(random.Random(1), 0)
    while state.legal_actions():
        state.apply(state.legal_actions()[0])
    with pytest.raises(IllegalAction) as caught:
        state.apply("AH")
    assert getattr(caught.value.reason, "code", None) == "deal-over"


def test_the_table_words_a_reason_in_the_players_language():
    follow = Reason("must-follow", {"suit": "H"}, "french-tarot")
    zh = Catalog("zh-Hant", strict=True)
    assert reason_text(follow, zh, "french-tarot", "french") == "你必須跟花色（紅心）"
    assert "(hertta)" in reason_text(follow, Catalog("fi", strict=True), "french-tarot", "french")
    assert "(swords)" in reason_text(
        Reason("must-follow", {"suit": "S"}, "french-tarot"),
        Catalog("en", strict=True),
        "french-tarot",
        "marseille",
    )
    bid = Reason("bid-too-low", {"bid": "prise", "contract": "garde"}, "french-tarot")
    assert reason_text(bid, zh, "french-tarot", "french").startswith("Prise 沒有高過 Garde")
    held = Reason("not-held", {"seat": 1, "card": "KH"}, "schnapsen")
    text = reason_text(held, Catalog("vi", strict=True), "schnapsen", "wiener-bild", ["Bạn", "Bắc"])
    assert text.startswith("Bắc không có lá K") and "KH" not in text
    assert reason_text("no code at all", zh, "schnapsen", "wiener-bild") == "no code at all"


# -- random legal play, with random illegal actions asked about along the way ------------------
def _candidates(game: str, state: GameState, data: st.DataObject) -> list[str]:
    if game == "schnapsen":
        marriages = [f"marriage:{r}{s}" for s in "SHDC" for r in "QK"]
        return [*SCHNAPSEN.codes, *marriages, "exchange", "close"]
    if game == "preference":
        return list(ACTION_NAMES)
    hand = state.observation(state.to_move or 0)["hand"]
    trumps = [c for c in hand if c.startswith("T") or c == "EX"]
    pool = data.draw(st.sampled_from([trumps, [*TAROT.codes[56:], "KH", "1S"]]))
    size = data.draw(st.sampled_from([9, 10, 13, 15]))
    shown = data.draw(st.permutations(pool))[:size]
    return [
        *TAROT.codes,
        *(f"discard:{c}" for c in TAROT.codes),
        *tarot_rules.CONTRACTS,
        "chelem",
        "no-chelem",
        "poignee:" + ",".join(shown),
    ]


def _check(game: str, reason: Reason | None, locale: str) -> None:
    if reason is None:  # e.g. a poignée other than the default ones offered
        return
    assert isinstance(reason, Reason), reason
    english = str(reason)
    assert english.strip() and "{" not in english
    assert not english.startswith(reason.code + " {") and english != reason.code, "no template"
    declared = {**COMMON_REASONS, **GAME_REASONS[game]}
    assert reason.code in declared, reason.code
    assert sorted(reason.args) == sorted(declared[reason.code]), reason.code
    deck = DECKS[game]
    for name, value in reason.args.items():
        if name == "card":
            assert value in deck, (reason.code, value)
        elif name == "cards":
            assert all(c in deck for c in str(value).split(",")), (reason.code, value)
        elif name in ("suit", "lowest", "trump"):
            assert value in ("S", "H", "D", "C"), (reason.code, value)
        elif name == "phase":
            assert value in PHASES[game] and value != "over", (reason.code, value)
        elif name in ("bid", "contract"):
            assert isinstance(value, int) or value in ACTION_NAMES or value in TAROT_BIDS
        else:
            assert isinstance(value, int), (reason.code, name, value)
    text = reason_text(
        reason, Catalog(locale, strict=True), game, TRADITION[game], ["A", "B", "C", "D"]
    )
    assert text.strip() and "{" not in text and "illegal-" not in text


TAROT_BIDS = set(tarot_rules.CONTRACTS)


@pytest.mark.parametrize("game", sorted(GAME_REASONS))
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_random_play_gives_only_declared_reasons(game, data):
    seed = data.draw(st.integers(0, 2**32 - 1), label="seed")
    state = get_game(game).random_state(random.Random(seed), data.draw(st.integers(0, 1)))
    locale = data.draw(st.sampled_from(LOCALES), label="locale")
    steps = 0
    while not state.is_over and steps < 200:
        steps += 1
        legal = state.legal_ids()
        if data.draw(st.integers(0, 3)) == 0:  # now and then, ask about a few other actions
            actions = _candidates(game, state, data)
            for action in data.draw(st.lists(st.sampled_from(actions), max_size=6)):
                try:
                    act = state.parse_action(action)
                except IllegalAction:
                    continue
                if act not in legal:
                    _check(game, state.why_illegal(act), locale)
        state.apply_id(data.draw(st.sampled_from(legal)))
    if state.is_over:
        reason = state.why_illegal(0)
        assert getattr(reason, "code", None) == "deal-over"
        _check(game, reason, locale)
