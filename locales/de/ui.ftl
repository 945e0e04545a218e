## Cardavia-Benutzeroberfläche: Deutsch.
## Dieselben Nachrichten-IDs und Platzhalter wie im englischen Basiskatalog.

app-title = CARDAVIA
app-tagline = Kartentraditionen am Spieltisch

## Startseite
home-traditions = Kartentraditionen
home-language = Sprache: { $name }
home-appearance = Darstellung
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
tradition-marseille-blurb = Das Tarot von Marseille mit vier italienischen Farben und allegorischen Trümpfen spielt French Tarot.
tradition-wiener-bild-name = Wiener Bild
tradition-wiener-bild-region = Wien · Österreich
tradition-wiener-bild-blurb = Französische Farben im Wiener Bild: Schnapsen zu zweit oder Preference zu dritt mit Bieten.
tradition-back = ← Kartentraditionen
tradition-games = Spiele
tradition-wikipedia = Wikipedia ↗
tradition-rules = Regeln
tradition-start = Starten

## Spiele (die Titel bleiben unübersetzt)
game-french-tarot-format = 4 Spieler · Du gegen 3 KI · Eine Runde
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

## Darstellung
appearance-title = Darstellung
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
appearance-saved = Darstellung gespeichert.
appearance-save-failed = Die Einstellungen konnten nicht gespeichert werden: { $detail }
appearance-ai-level = KI-Spielstärke (neue Partien)
appearance-ai-easy = Leicht
appearance-ai-normal = Normal
appearance-ai-hard = Schwer
appearance-ai-speed = KI-Tempo

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
binding-appearance = Darstellung
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
command-appearance = Darstellung
command-appearance-help = Kontrast, Körnung, Farbtemperatur und Färbung der Farbzeichen
command-quit = Beenden
command-quit-help = Cardavia verlassen
## Textuals eigene Texte in der Befehlspalette
palette-placeholder = Befehle suchen …
palette-no-matches = Keine Treffer
