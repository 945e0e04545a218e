"""The December 2026 native reviews (fr/de; zh/vi/fi): each wording finding stays fixed.

Each row: the review ("fr-de" or "zh-vi-fi") and its finding number, the file under
locales/, the wrong text that must be gone and the right text that must be there.
"""

from pathlib import Path

import pytest

from cardavia.i18n import Catalog

ROOT = Path(__file__).resolve().parents[2] / "locales"
NBSP = "\u00a0"

FIXES = [
    ("zh-vi-fi 8", "fi/rules/french-tarot.marseille.md", "◎ denarit", "◎ kolikot"),
    ("fr-de 1", "de/rules/schnapsen.md", "gewinnt das Bummerl", "der Verlierer bekommt ein"),
    ("fr-de 1", "de/ui.ftl", "Bummerl: { $count } gespielt", "Partien: { $count } gespielt"),
    ("fr-de 4", "fr/ui.ftl", f"Bummerls{NBSP}:", "{ $won } gagnée\n"),
    ("fr-de 4", "fr/ui.ftl", "{ $made } réussies,", "{ $made } réussie\n"),
    ("fr-de 4", "fr/ui.ftl", "}, { $set } chutés", "{ $set } chuté\n"),
    ("fr-de 4", "fr/ui.ftl", "{ $paid } versés,", "{ $paid } versé\n"),
    ("fr-de 5", "de/rules/french-tarot.marseille.md", "Partei ihres Besitzers", "Partei seines"),
    ("fr-de 6", "fr/rules/preference.md", "# Preference\n", "# Préférence\n"),
    ("fr-de 7", "de/ui.ftl", "spielt French Tarot", "spielt man Französisches Tarot"),
    ("fr-de 8", "fr/table.ftl", "action-hearts = Hearts", "action-hearts = Cœur"),
    ("fr-de 9", "de/rules/preference.md", "## 5. Das Spiel\n", "## 5. Das Ausspielen\n"),
    ("fr-de 9", "de/rules/preference.md", "zu Beginn des Spiels", "vor dem ersten Ausspielen"),
    ("fr-de 11", "de/table.ftl", "ALLEINSPIELER", "role-taker = SPIELER"),
    ("fr-de 12", "de/table.ftl", "daheim geblieben", "role-drop = daheim\n"),
    ("fr-de 14", "de/table.ftl", "action-trump = Trumpf: ", "action-trump = Trumpf { $suit }"),
    (
        "fr-de 14",
        "fr/table.ftl",
        f"{{ $contract }}{NBSP}: annoncez",
        f"{{ $contract }}{NBSP}; annoncez",
    ),
    ("fr-de 15", "de/table.ftl", "Alleinspieler { $seat }:", "[Du] Du spielst { $contract }"),
    ("fr-de 15", "de/table.ftl", "Runde gewonnen: { $seat }", "[Du] Du gewinnst"),
    ("fr-de 16", "de/rules/french-tarot.md", "spielt,,", "spielt, indem"),
    ("fr-de 16", "de/rules/french-tarot.marseille.md", "spielt,,", "spielt, indem"),
    ("fr-de 17", "de/table.ftl", "einladend", "role-inviter = lädt ein"),
    ("fr-de 18", "de/table.ftl", "binding-undo = Zurück", "binding-undo = Rückgängig"),
    ("fr-de 19", "de/table.ftl", "binding-skip = Tempo", "binding-skip = Überspringen"),
    ("fr-de 20", "de/ui.ftl", "Unbeendet", "= Unterbrochen"),
    ("fr-de 21", "de/table.ftl", "Eingeladen muss", "Lädst du ein, muss"),
    ("fr-de 22", "de/table.ftl", "dialog-play-plain = Nur { $card }\n", "Nur { $card } ausspielen"),
    ("fr-de 23", "fr/table.ftl", "Partie enregistrée", "Donne enregistrée"),
    ("fr-de 24", "fr/table.ftl", "bon marché", "une petite entame"),
    ("fr-de 25", "de/table.ftl", "billig", "der niedrigste Trumpf"),
    ("fr-de 25", "de/table.ftl", "Karte abgeben", "Karte abwerfen"),
    ("fr-de 26", "fr/table.ftl", "sans carte à", "vous n’avez plus de { $suit }"),
    ("fr-de 27", "fr/rules/french-tarot.marseille.md", "n’a pas Le Mat", "n’a pas le Mat"),
    ("fr-de 28", "de/rules/french-tarot.marseille.md", "L'", "L’Impératrice"),
    ("fr-de 29", "de/table.ftl", "Poignée mit { $size }", "[13] doppelte Poignée (13)"),
    ("fr-de 30", "de/table.ftl", "erfüllt mit { $diff } mehr", "um { $diff } übererfüllt"),
    ("fr-de 30", "de/table.ftl", "Der Gegner dessen", "Der Gegner des Zudrehenden"),
    ("fr-de 31", "de/table.ftl", "draußen: zieh sie heraus", "[one] zieh ihn heraus"),
    ("fr-de 31", "fr/table.ftl", f"{NBSP}: faites-les tomber", "[one] faites-le tomber"),
    ("fr-de 31", "en/table.ftl", "still out: draw them", "[one] draw it"),
    ("fr-de 33", "de/rules/french-tarot.md", "Trümpfe zählen nach", "Trümpfe stechen nach"),
    (
        "fr-de 33",
        "de/rules/french-tarot.md",
        "die ihrem Besitzer gegenübersteht",
        "Gegenpartei ihres",
    ),
    ("fr-de 34", "de/ui.ftl", "die Filter erreichen", "über die Filter findest du"),
    ("fr-de 34", "de/ui.ftl", "Mittlerer Stand", "Durchschnitt je Runde"),
    ("fr-de 34", "de/ui.ftl", "binding-appearance = Anzeige", "appearance-title = Aussehen"),
    ("fr-de 34", "de/ui.ftl", "Darstellung", "binding-appearance = Aussehen"),
    ("fr-de 34", "de/serve.ftl", "nicht bedient", "unbenutzt"),
    ("fr-de 34", "de/table.ftl", "Kasse", "Kassa"),
    ("fr-de 35", "fr/ui.ftl", "binding-reset = Défaut", "binding-reset = Réinitialiser"),
    ("fr-de 35", "fr/table.ftl", "binding-watch-step = Pas\n", "binding-watch-step = Pas à pas"),
    ("fr-de 35", "fr/table.ftl", "binding-last-trick = Pli\n", "binding-last-trick = Dernier pli"),
    ("zh-vi-fi 3", "fi/table.ftl", "perittäväksi", "peruttavaksi"),
    ("zh-vi-fi 4", "fi/table.ftl", "Edell. tikki", "binding-last-trick = Edell.\n"),
    ("zh-vi-fi 5", "fi/table.ftl", "pistettä vievät\n", "pistettä vie\n"),
    ("zh-vi-fi 6", "fi/rules/schnapsen.md", "eivät koskaan laske", "ei koskaan lasketa"),
    ("zh-vi-fi 7", "zh-Hant/table.ftl", "宣告 { $contract }", "為主打者：{ $contract } · 將牌為"),
    ("zh-vi-fi 9", "fi/ui.ftl", "French Tarotia", "ranskalaista tarotia"),
    ("zh-vi-fi 10", "fi/table.ftl", "julistamiseen", "ilmoittamiseen"),
    ("zh-vi-fi 11", "fi/table.ftl", "Poistetuissa korteissa", "Poisheitossa:"),
    ("zh-vi-fi 12", "fi/table.ftl", "pois kortti", "heitä kortti"),
    ("zh-vi-fi 13", "fi/table.ftl", "tähän ilmoitukseen", "}: riittää ilmoitukseen"),
    ("zh-vi-fi 14", "fi/table.ftl", "varmat voittajat", "varmat tikit"),
    ("zh-vi-fi 15", "fi/serve.ftl", "mahtuu pelaamaan", "voi pelata"),
    ("zh-vi-fi 16", "zh-Hans/table.ftl", "{ $seat } 赢得这一墩", "{ $seat }赢得这一墩"),
    ("zh-vi-fi 16", "zh-Hant/table.ftl", "{ $seat } 贏得這一墩", "{ $seat }贏得這一墩"),
    ("zh-vi-fi 18", "vi/table.ftl", "xướng", "để báo cặp"),
    ("zh-vi-fi 18", "zh-Hans/table.ftl", "宣布{ $suit }婚姻", "报{ $suit }婚姻"),
    ("zh-vi-fi 18", "zh-Hant/table.ftl", "宣布{ $suit }婚姻", "報{ $suit }婚姻"),
    ("zh-vi-fi 19", "zh-Hans/ui.ftl", "binding-quit = 关闭", "binding-quit = 退出"),
    ("zh-vi-fi 19", "zh-Hant/ui.ftl", "binding-quit = 關閉", "binding-quit = 結束"),
    ("zh-vi-fi 20", "zh-Hans/ui.ftl", "承担", "stats-bar-taken = 叫到"),
    ("zh-vi-fi 20", "zh-Hant/ui.ftl", "承擔", "stats-bar-taken = 叫到"),
    ("zh-vi-fi 20", "vi/ui.ftl", "stats-bar-taken = đã nhận", "stats-bar-taken = đã gọi được"),
    ("zh-vi-fi 21", "zh-Hant/rules/schnapsen.md", "牌點：", "牌階（由大到小）："),
    ("zh-vi-fi 21", "zh-Hant/rules/preference.md", "牌點：", "牌階（由大到小）："),
    ("zh-vi-fi 22", "zh-Hant/rules/french-tarot.md", "隨機種子", "隨機決定"),
    ("zh-vi-fi 22", "zh-Hant/rules/preference.md", "隨機種子", "隨機決定"),
    ("zh-vi-fi 23", "vi/table.ftl", "được 1 điểm.", "được 1 điểm ván."),
    ("zh-vi-fi 24", "vi/table.ftl", "= Lượt trước", "binding-last-trick = Lượt vừa rồi"),
    ("zh-vi-fi 25", "vi/table.ftl", "= Không Chelem", "Không tuyên bố Chelem"),
    ("zh-vi-fi 26", "vi/ui.ftl", "An toàn cho", "Phù hợp với người mù màu"),
    (
        "zh-vi-fi 27",
        "zh-Hans/table.ftl",
        "选择 { $count } 张要弃的牌",
        "选择要弃的 { $count } 张牌",
    ),
    ("zh-vi-fi omission", "vi/rules/french-tarot.md", "đặt 6 lá vào", "mặt bài úp xuống"),
    ("zh-vi-fi omission", "zh-Hant/rules/french-tarot.md", "另留 6 張底牌", "6 張牌背面朝上"),
]


@pytest.mark.parametrize(("finding", "name", "wrong", "right"), FIXES)
def test_the_finding_stays_fixed(finding, name, wrong, right):
    text = (ROOT / name).read_text(encoding="utf-8")
    assert wrong not in text, finding
    assert right in text, finding


def test_the_bummerl_goes_to_the_loser_in_german():
    t = Catalog("de", strict=True).t
    mine = t("settle-schnapsen-match-won", seat="Du")
    theirs = t("settle-schnapsen-match-won", seat="Nord")
    assert "Du gewinnst" in mine and "Gegner bekommt das Bummerl" in mine
    assert "Nord gewinnt" in theirs and "du bekommst das Bummerl" in theirs


def test_french_participles_agree_with_their_counts():
    t = Catalog("fr", strict=True).t
    assert t("stats-bummerls", count=1, won=0) == f"Parties{NBSP}: 1 jouée, 0 gagnée"
    assert t("stats-pool", paid=10, taken=1) == f"Poule{NBSP}: 10 versés, 1 retiré"


#: English words a French or German reader was left with (titles in running text, contract
#: names): the glossary now names them in each language.
ENGLISH_LEFT = {
    "fr": (r"French Tarot", r"\bPreference\b", r"\bGame\b", r"\bHearts\b"),
    "de": (r"French Tarot", r"\bPreference\b", r"\bGame\b", r"\bHearts\b"),
}


@pytest.mark.parametrize("locale", ENGLISH_LEFT)
def test_no_english_game_or_contract_names_in_french_and_german(locale):
    import re

    found = []
    for path in sorted((ROOT / locale).rglob("*")):
        if path.is_file():
            for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                found += [(path.name, number) for p in ENGLISH_LEFT[locale] if re.search(p, line)]
    assert found == []


@pytest.mark.parametrize(
    ("locale", "titles"),
    [
        ("en", ["French Tarot", "Schnapsen", "Preference"]),
        ("fr", ["Tarot", "Schnapsen", "Préférence"]),
        ("de", ["Tarot", "Schnapsen", "Preferanz"]),
    ],
)
def test_game_titles_come_from_the_catalog(locale, titles):
    from cardavia.tui.table.labels import game_title

    catalog = Catalog(locale, strict=True)
    games = ["french-tarot", "schnapsen", "preference"]
    assert [game_title(catalog, g) for g in games] == titles
    assert game_title(catalog, "no-such-game") == "no-such-game"


#: Each language's own Wikipedia article where we know one; the others keep English's.
OWN_ARTICLES = {
    ("fr", "french"): "https://fr.wikipedia.org/wiki/Tarot",
    ("fr", "marseille"): "https://fr.wikipedia.org/wiki/Tarot_de_Marseille",
    ("de", "french"): "https://de.wikipedia.org/wiki/Französisches_Tarot",
    ("de", "marseille"): "https://de.wikipedia.org/wiki/Tarot_de_Marseille",
    ("de", "wiener-bild"): "https://de.wikipedia.org/wiki/Wiener_Bild",
}


@pytest.mark.parametrize("locale", ["en", "zh-Hans", "zh-Hant", "vi", "fi", "fr", "de"])
def test_wikipedia_links_open_the_readers_own_article_where_there_is_one(locale):
    catalog = Catalog(locale, strict=True)
    english = Catalog("en", strict=True)
    for tradition in ("french", "marseille", "wiener-bild"):
        url = catalog.t(f"tradition-{tradition}-article")
        expected = OWN_ARTICLES.get((locale, tradition))
        assert url == (expected or english.t(f"tradition-{tradition}-article"))
        assert url.startswith(("https://en.wikipedia.org/wiki/", f"https://{locale}.wikipedia"))
