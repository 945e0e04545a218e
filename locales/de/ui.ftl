## Cardavia-Benutzeroberfläche: Deutsch.
## Dieselben Nachrichten-IDs und Platzhalter wie im englischen Basiskatalog.

app-title = CARDAVIA
app-tagline = Kartentraditionen am Spieltisch

## Startseite
home-traditions = Kartentraditionen
home-language = Sprache: { $name }
home-appearance = Aussehen
home-quit = Beenden
home-hint = Wähle eine Tradition, um ihre Spiele und Regeln zu sehen.
home-cards = { $cards ->
        [one] { $cards } Karte
       *[other] { $cards } Karten
    }

## Traditionen
tradition-french-name = Französisches Tarot
tradition-french-region = Frankreich
tradition-french-blurb = Eine eigene Trumpfreihe und die Excuse (der Narr) ergänzen vier Farben: ein Alleinspieler gegen drei Gegenspieler.
tradition-marseille-name = Tarot de Marseille
tradition-marseille-region = Marseille · Frankreich
tradition-marseille-blurb = Das Tarot de Marseille mit vier italienischen Farben und allegorischen Trümpfen: Damit spielt man Französisches Tarot.
tradition-wiener-bild-name = Wiener Bild
tradition-wiener-bild-region = Wien · Österreich
tradition-wiener-bild-blurb = Französische Farben im Wiener Bild: Schnapsen zu zweit oder Preferanz zu dritt mit Bieten.
tradition-back = ← Kartentraditionen
tradition-games = Spiele
tradition-wikipedia = Wikipedia ↗
tradition-french-article = https://de.wikipedia.org/wiki/Französisches_Tarot
tradition-marseille-article = https://de.wikipedia.org/wiki/Tarot_de_Marseille
tradition-wiener-bild-article = https://de.wikipedia.org/wiki/Wiener_Bild
tradition-rules = Regeln
tradition-start = Starten

## Spiele (die Titel bleiben unübersetzt)
game-french-tarot-format = 4 Spieler · Du gegen 3 KI · Runden mit laufender Summe
game-french-tarot-blurb = Biete, um Alleinspieler zu werden, einer gegen drei. Sammle Kartenpunkte und die drei Bouts, um deinen Kontrakt zu erfüllen.
game-schnapsen-format = 2 Spieler · Du gegen die KI · Bummerl auf 7
game-schnapsen-blurb = Hol dir Kartenpunkte und sag Zwanziger und Vierziger an: Wer zuerst 66 hat, gewinnt die Runde. Ist dein Blatt stark genug, drehst du zu und versprichst, ohne weiteres Abheben zu gewinnen.
game-preference-format = 3 Spieler · Du gegen 2 KI · Laufende Abrechnung
game-preference-blurb = Biete, um Alleinspieler zu werden, und versprich mindestens sechs Stiche. Die Gegenspieler bleiben daheim oder gehen mit und kämpfen um ihre eigenen zwei Stiche.

## Regelansicht
rules-title = Regeln · { $game }
rules-tradition = Kartennamen: { $tradition }
rules-search-placeholder = In den Regeln suchen …
rules-search-none = Kein Treffer für „{ $query }“.
rules-search-found = Treffer { $index } von { $count } für „{ $query }“.
rules-choose-game = Regeln für welches Spiel?
rules-missing = Die Regeln dieses Spiels gibt es in dieser Sprache nicht.

## Sprachmenü
language-title = Sprache
language-hint = Die ganze App wechselt sofort.
language-changed = Sprache: { $name }
language-unknown = Unbekannte Sprache „{ $tag }“; Anzeige auf Englisch.

## Aussehen
appearance-title = Aussehen
appearance-contrast = Kontrast
appearance-grain = Körnung
appearance-temperature = Farbtemperatur
appearance-value = { $value } %
appearance-suits = Färbung der Farbzeichen
appearance-suits-two = Zwei Farben (Rot und Schwarz)
appearance-suits-four = Vier Farben
appearance-suits-colour-blind = Für Farbenblinde geeignet
appearance-ascii = Buchstaben statt Farbzeichen
appearance-reset = Auf Standard zurücksetzen
appearance-preview = Vorschau
appearance-no-color = NO_COLOR ist gesetzt, daher sind Farben aus; deine Auswahl gilt, sobald Farbe an ist.
appearance-saved = Aussehen gespeichert.
appearance-save-failed = Die Einstellungen konnten nicht gespeichert werden: { $detail }
appearance-ai-level = KI-Spielstärke (neue Partien)
appearance-ai-easy = Leicht
appearance-ai-normal = Normal
appearance-ai-hard = Schwer
appearance-ai-expert = Experte
appearance-ai-speed = KI-Tempo
appearance-reduce-motion = Bewegung reduzieren (Karten erscheinen direkt an ihrem Platz)
appearance-card-points = Kartenpunkte beider Spieler beim Schnapsen anzeigen

## Terminal zu klein
too-small-title = Das Terminal ist zu klein
too-small-body = Cardavia braucht mindestens { $min_width } × { $min_height } Zeichen; dieses Terminal hat { $width } × { $height }. Vergrößere das Fenster oder drücke q zum Beenden.

## Einstellungsdatei
settings-damaged = Die Einstellungsdatei war beschädigt, daher gelten die Standardwerte: { $detail }

## Tasten in der Fußzeile
binding-quit = Ende
binding-back = Zurück
binding-rules = Regeln
binding-language = Sprache
binding-appearance = Aussehen
binding-search = Suchen
binding-next-match = Weiter
binding-home = Start
binding-palette = Befehle
binding-reset = Zurücksetzen

## Befehlspalette
command-home = Start
command-home-help = Zurück zur Liste der Kartentraditionen
command-rules = Regeln
command-rules-help = Die vollständigen Regeln eines Spiels lesen
command-language = Sprache
command-language-help = Die Sprache der ganzen App wechseln
command-appearance = Aussehen
command-appearance-help = Kontrast, Körnung, Farbtemperatur und Färbung der Farbzeichen
command-quit = Beenden
command-quit-help = Cardavia verlassen

## Verlauf, Statistik und unterbrochene Partien
binding-history = Verlauf
binding-statistics = Statistik
home-continue = Weiterspielen · { $summary }
command-history = Verlauf
command-history-help = Frühere Runden, Bummerl und Sitzungen; jede lässt sich abspielen
command-statistics = Statistik
command-statistics-help = Deine Ergebnisse je Spiel und im Lauf der Zeit, mit Diagrammen
review-cli-title = { $game }: Analyse von Spiel { $deal } von { $deals }, Platz { $seat }
review-cli-lost = Verloren gegenüber dem Experten: { $lost } (90-%-Intervall { $low } bis { $high })
review-cli-lost-none = Nichts verloren gegenüber dem Experten: keine Entscheidung war deutlich schlechter als seine.
review-cli-par = Dein Ergebnis { $score } · Par { $par } (der Experte auf deinem Platz, gleiche Karten, gleiche Gegner)
review-cli-par-range = Dein Ergebnis { $score } · Par { $par } ({ $low } bis { $high }; der Experte auf deinem Platz, gleiche Karten, gleiche Gegner)
review-cli-points = { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }
review-cli-cost-none = nichts
review-cli-cost-exact = { $cost } (exakt)
review-cli-cost-range = { $cost } ({ $low } bis { $high })
review-cli-same = dasselbe
review-cli-decision = { $number }. du: { $chosen } · Experte: { $best } · Kosten: { $cost }
review-cli-why = warum: { $reason }
review-cli-why-playout = warum: sie brachte mehr, als das Spiel zu Ende gespielt wurde
review-cli-costliest = { $count ->
        [one] { $count } teuerste Entscheidung:
       *[other] Die { $count } teuersten Entscheidungen:
    }
review-cli-decisions = { $count ->
        [one] { $count } Entscheidung:
       *[other] { $count } Entscheidungen:
    }
history-title = Verlauf
history-all-games = Alle Spiele
history-all-results = Alle Ergebnisse
history-result-won = Gewonnen
history-result-lost = Verloren
history-result-even = Unentschieden
history-result-unfinished = Unterbrochen
history-period-any = Jederzeit
history-period-today = Heute
history-period-week = Letzte 7 Tage
history-period-month = Letzte 30 Tage
history-period-year = Letzte 365 Tage
history-col-played = Gespielt
history-col-game = Spiel
history-col-kind = Art
history-col-deals = Runden
history-col-result = Ergebnis
history-col-score = Stand
history-kind-deal = Runde
history-kind-match = Bummerl
history-kind-session = Sitzung
history-count = { $count ->
    [one] { $count } Aufzeichnung
   *[other] { $count } Aufzeichnungen
}
history-shown = Gezeigt werden die neuesten { $shown } von { $count } Aufzeichnungen; über die Filter findest du die übrigen.
history-hint = Enter spielt die markierte Aufzeichnung ab, v analysiert sie.
history-empty = Noch keine gespeicherten Aufzeichnungen. Beendete Runden werden gespeichert in { $folder }
history-none-match = Keine Aufzeichnung passt zu diesen Filtern.
history-skipped = { $count ->
    [one] { $count } Aufzeichnung konnte nicht gelesen werden
   *[other] { $count } Aufzeichnungen konnten nicht gelesen werden
}, z. B. { $detail }
history-skipped-detail = { $file }: { $reason }
history-loading = Die gespeicherten Aufzeichnungen werden gelesen …
history-pending = { $count ->
    [one] { $count } Aufzeichnungsdatei fehlt hier noch: Ein anderes Cardavia aktualisiert gerade den Verlaufsindex. Öffne dies gleich noch einmal.
   *[other] { $count } Aufzeichnungsdateien fehlen hier noch: Ein anderes Cardavia aktualisiert gerade den Verlaufsindex. Öffne dies gleich noch einmal.
}
stats-title = Statistik
stats-all-games = Alle Spiele
stats-loading = Wird gezählt …
stats-empty = Noch keine beendeten Runden. Spiel eine Runde oder kopiere Aufzeichnungen nach { $folder }
stats-deals = { $count ->
    [one] { $count } Runde gespielt
   *[other] { $count } Runden gespielt
}
stats-results = Gewonnen { $won } · verloren { $lost } · Gewinnquote { $rate }
stats-percent = { $percent } %
stats-no-rate = –
stats-game-deals = { $game }: { $count ->
    [one] { $count } Runde
   *[other] { $count } Runden
}
stats-mean = Durchschnitt je Runde: { $mean }
stats-levels = Gegen die KI
stats-level = { $level }: { $count ->
    [one] { $count } Runde
   *[other] { $count } Runden
}, Gewinnquote { $rate }
stats-level-random = Zufällig
stats-level-unknown = Stufe nicht aufgezeichnet
stats-months = Nach Monat
stats-month = { $month }: { $count ->
    [one] { $count } Runde
   *[other] { $count } Runden
}, Gewinnquote { $rate }
stats-tarot-contracts = Deine Kontrakte als Alleinspieler (erfüllt)
stats-pref-contracts = Deine Kontrakte als Alleinspieler (erfüllt)
stats-contract = { $contract }: { $count } ({ $made })
stats-none = keine
stats-poignees = Poignées: { $list }
stats-poignee = { $size ->
    [one] { $size } Trumpf
   *[other] { $size } Trümpfe
} × { $count }
stats-petit = Petit au bout: gewonnen { $won }, verloren { $lost }
stats-chelems = Chelems: gewonnen { $won }, verloren { $lost }
stats-bummerls = Partien: { $count } gespielt, { $won } gewonnen
stats-closings = Zugedreht: { $made } gelungen, { $failed } gescheitert
stats-marriages = Ansagen: 20 × { $twenty }, 40 × { $forty }
stats-defence = Als Gegenspieler: { $count ->
    [one] { $count } Kontrakt
   *[other] { $count } Kontrakte
}, { $set } davon zu Fall gebracht
stats-pool = Kassa: { $paid } eingezahlt, { $taken } entnommen
stats-skipped = { $count ->
    [one] { $count } Aufzeichnung konnte nicht gelesen werden (siehe Verlauf)
   *[other] { $count } Aufzeichnungen konnten nicht gelesen werden (siehe Verlauf)
}
stats-tab-score = Stand
stats-tab-winrate = Gewinnquote
stats-tab-contracts = Kontrakte
stats-plot-score = Dein Stand über die Runden
stats-plot-winrate = Gewinnquote über die letzten { $window } Runden (%)
stats-plot-contracts = Erfüllte Kontrakte, nach Gebot
stats-axis-deals = Runden
stats-bar-taken = gespielt
stats-bar-made = erfüllt
stats-bar-closing = Zudrehen
## Review a deal, your decisions against the expert's (the screen, Statistics, History)
review-title = Analyse: { $game }
review-title-of = Analyse: { $game } · Runde { $number } von { $count }
review-decisions = Deine Entscheidungen
review-decision-of = { $kind } · Entscheidung { $number } von { $count }
review-kind-card = Stich { $trick }
review-kind-bid = Gebot
review-kind-discard = Ablage
review-kind-declaration = Ansage
review-you = Du: { $action }
review-expert = Experte: { $action }
review-expert-agrees = Experte: dasselbe
review-cost = Verlust: { $cost }
review-cost-nothing = nichts
review-cost-exact = { $cost } (exakt)
review-cost-range = { $cost } ({ $low } bis { $high })
review-points = { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }
review-why = Warum: { $reason }
review-why-none = zu Ende gespielt bringt die Runde so mehr
review-folded = ✓ { $count ->
        [one] { $count } Entscheidung
       *[other] { $count } Entscheidungen
    }
review-folded-heading = Entscheidungen { $first } bis { $last } von { $count }
review-folded-detail = { $count ->
        [one] { $count } Entscheidung hat nichts gekostet: Der Experte hätte dasselbe gewählt. Mit f zeigst du sie.
       *[other] { $count } Entscheidungen haben nichts gekostet: Der Experte hätte dasselbe gewählt. Mit f zeigst du sie.
    }
review-lost = { $lost } verloren ({ $low } bis { $high })
review-lost-nothing = nichts verloren
review-summary = Gegen den Experten: { $lost } · dein Ergebnis { $score } · Par { $par }
review-bids = Bisher geboten: { $bids }
review-bids-none = Du sprichst zuerst.
review-trick = Auf dem Tisch: { $cards }
review-trick-lead = Du spielst aus.
review-plot-title = Bisher verlorene Punkte
review-plot-axis = Entscheidungen
review-starting = Die Runde wird aufgebaut … Esc bricht ab.
review-working = Deine Entscheidungen werden analysiert: { $done } von { $count } … Esc bricht ab.
review-failed = Diese Runde lässt sich nicht analysieren: { $reason }
review-settlement = Analysieren
review-no-game = Für dieses Spiel gibt es noch keine Analyse.
review-no-deal = Diese Aufzeichnung hat noch keine gespielte Runde.
binding-review = Analyse
binding-review-unfold = Aufklappen
binding-review-deal = Runde
stats-tab-review = Analyse
stats-plot-review = Verlorene Punkte je analysierter Runde
stats-review-count = { $count ->
        [one] { $count } analysierte Runde
       *[other] { $count } analysierte Runden
    }
stats-review-mean = Im Schnitt verloren je Runde: { $mean }
stats-review-better = Trend: je Runde { $amount } weniger verloren, du wirst besser.
stats-review-worse = Trend: je Runde { $amount } mehr verloren.
stats-review-steady = Trend: gleichbleibend.
stats-review-none = Noch keine analysierten Runden. Wähle am Ende einer Runde „Diese Runde analysieren“ oder drücke v auf einer Runde im Verlauf.
resume-summary = { $game } · { $standings } · { $deal }
# The name of the game inside a sentence (running text, as the glossary has it). Titles stay as they are.
game-french-tarot-in-text = Tarot
game-schnapsen-in-text = Schnapsen
game-preference-in-text = Preferanz
game-french-tarot-title = Tarot
game-schnapsen-title = Schnapsen
game-preference-title = Preferanz
resume-ask = Du hast eine unterbrochene Partie { $game }
resume-continue = Weiterspielen
resume-new = Neu beginnen (die unterbrochene Partie wird verworfen)
resume-damaged = Eine unterbrochene Partie konnte nicht gelesen werden und wurde beiseitegelegt: { $detail }
resume-not-kept = Die unterbrochene Partie konnte nicht aufbewahrt werden: { $reason }
## Textuals eigene Texte in der Befehlspalette
palette-placeholder = Befehle suchen …
palette-no-matches = Keine Treffer

## Mit Freunden spielen
home-join = Einem Tisch beitreten
tradition-friends = Mit Freunden spielen
binding-lobby-start = Starten
binding-lobby-leave = Verlassen
friends-host-title = { $game } mit Freunden
friends-your-name = Dein Name
friends-host-friends = Plätze für Freunde
friends-count = { $count ->
        [one] { $count } Freund
       *[other] { $count } Freunde
    }
friends-host-level = KI-Spielstärke auf den Plätzen, die niemand nimmt
friends-host-chat = Tisch-Chat (kurze Zeilen im Protokoll)
friends-host-network = Freunde an anderen Computern dürfen beitreten
friends-host-local-note = Nur dieser Computer kann beitreten: Freunde in anderen Terminals hier.
friends-host-network-note = Der Tisch öffnet sich deinem Netzwerk: Wer dort den Code hat, kann sich auf einen freien Platz setzen. Sonst ist nichts von diesem Computer erreichbar, aber Karten, Namen und Chat gehen unverschlüsselt durchs Netz: nur in einem Netzwerk, dem du vertraust.
friends-host-open = Tisch eröffnen
friends-opening = Der Tisch wird eröffnet …
friends-table = Tisch { $code }
friends-invite = Lade deine Freunde ein: Sie tippen
friends-address = Adresse { $address } · Code { $code }
friends-local-only = Nur dieser Computer kann beitreten ({ $address }).
friends-exposed = Offen für dein Netzwerk: Wer { $address } erreicht und den Code hat, kann sich setzen.
friends-at-table = Am Tisch
friends-mark-host = Gastgeber
friends-mark-away = getrennt
friends-seat-ai = KI ({ $level }) · frei für einen Freund
friends-waiting-for = { $count ->
        [one] Es fehlt noch { $count } Freund. Mit s jetzt starten: Die KI spielt die leeren Plätze.
       *[other] Es fehlen noch { $count } Freunde. Mit s jetzt starten: Die KI spielt die leeren Plätze.
    }
friends-all-here = Alle sind da. Mit s starten.
friends-waiting-host = Warten, bis der Gastgeber das Spiel startet …
friends-dealing = Es wird gegeben …
friends-close-ask = Den Tisch schließen?
friends-close = Tisch schließen
friends-close-note = Das Spiel endet für alle am Tisch; jeder behält die beendeten Runden in seinem Verlauf.
friends-leave-note = Die KI übernimmt deinen Platz; die anderen spielen weiter. Deine beendeten Runden sind in deinem Verlauf.
friends-join-title = Einem Tisch beitreten
friends-join-address = Adresse
friends-join-code = Code
friends-join-go = Beitreten
friends-joining = Verbindung zu { $address } …
friends-error-address = „{ $address }“ ist keine Adresse: Schreib sie wie in der Einladung, etwa { $example }.
friends-error-code = „{ $code }“ ist kein Einladungscode: Er sieht aus wie K7PQ-2M.
friends-error-bad-code = Unter { $address } hat kein Tisch diesen Code: Prüfe den Code, den dir dein Freund gegeben hat.
friends-error-unreachable = { $address } ist nicht erreichbar: Ist der Tisch noch offen und die Adresse richtig?
friends-error-unsupported-version = Der Tisch unter { $address } läuft mit einer Cardavia-Version, mit der diese nicht spielen kann: Bringt beide auf dieselbe Version.
friends-error-seat-taken = Dieser Platz ist besetzt: Tritt erneut bei, um einen freien Platz zu bekommen.
friends-error-no-seat = Der Tisch unter { $address } ist voll.
friends-error-bad-token = Dein Platz unter { $address } ist nach deinem Weggang an die KI gegangen: Tritt erneut bei, um dich zu setzen.
friends-error-other = Der Gastgeber hat abgelehnt: { $message }
friends-error-host = Der Tisch konnte nicht eröffnet werden: { $message }
friends-waiting = Warten auf die anderen …
friends-sat-down = { $name } hat sich gesetzt.
friends-away = { $name } ist weg — die KI spielt vorerst für { $name }.
friends-back = { $name } ist zurück.
friends-left-for-good = { $name } hat den Tisch verlassen — die KI spielt den Platz.
friends-connection-lost = Die Verbindung zum Gastgeber ist abgerissen — neuer Versuch …
friends-reconnected = Wieder am Tisch.
friends-host-left = Der Gastgeber hat den Tisch geschlossen. Deine beendeten Runden sind in deinem Verlauf.
friends-replaced = Dein Platz wurde von einem anderen Terminal übernommen.
friends-refused = Der Gastgeber hat abgelehnt: { $reason }
friends-chat-line = { $name }: { $text }
friends-join-sit = Hinsetzen
friends-join-seats = Dein Platz
friends-any-seat = Irgendein freier Platz
friends-seat-held = Platz { $number } · { $name }
friends-seat-free = Platz { $number } · frei (die KI spielt ihn, bis sich jemand setzt)
binding-chat = Chat
friends-chat-title = An den Tisch sagen
friends-chat-note = Enter schickt die Zeile an alle am Tisch; Esc geht zurück.
