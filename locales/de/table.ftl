## Der Spieltisch: Deutsch.

## Plätze (du sitzt unten am Tisch)
seat-you = Du
seat-east = Ost
seat-north = Nord
seat-west = West
seat-cards = { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    }

## Rollen und Abzeichen an den Plätzen
role-dealer = Geber
role-taker = SPIELER · { $contract }
role-defender = Gegenspieler
role-declarer = SPIELER · { $contract }
## Ein Zahlenkontrakt der Preferanz, am Platz des Alleinspielers und in der Abrechnung.
contract-level = Kontrakt { $level }
role-poignee = Poignée { $size }
role-chelem = Chelem angesagt
role-points = { $points ->
        [one] { $points } Pkt.
       *[other] { $points } Pkt.
    }
role-pending = (+{ $points } offen)
role-tricks = { $count ->
        [one] { $count } Stich
       *[other] { $count } Stiche
    }
role-marriage = Ansage { $suit } { $points }
role-pass = gepasst
role-level = Gebot { $level }
role-hold = gehalten
role-stay = mitgegangen
role-drop = daheim
role-invited = eingeladen
role-inviter = lädt ein
role-alone = allein

## Der Tisch
table-deal = Runde { $number }
table-totals = Gesamt: { $totals }
table-match = Noch zu holen: Du { $you } · { $opponent } { $them }
table-scores = Stand: { $scores } · Kassa { $pool }
table-chien = Chien: { $cards }
table-discarded-trumps = Trümpfe in der Ablage: { $cards }
table-trick-count = Stich { $number }/{ $total }
table-taker-tricks = Alleinspieler bisher: { $points ->
        [one] { $points } Kartenpunkt
       *[other] { $points } Kartenpunkte
    }, { $bouts ->
        [one] { $bouts } Bout
       *[other] { $bouts } Bouts
    } → braucht { $target }
table-trump-suit = Trumpf: { $suit }
table-trump-card = Trumpfkarte: { $card }
table-stock = Talon: { $count }
table-closed = Talon zugedreht ({ $seat })
table-talon = Talon: { $cards }
table-pool = Kassa: { $pool }
table-your-turn = Du bist dran: Wähle eine Karte (←/→ oder 1–9, Enter oder Klick).
table-thinking = { $seat } überlegt …
table-illegal = { $action } ist nicht erlaubt: { $reason }
table-hint = Tipp: { $action } – { $reason }
table-undone = Deine letzte Entscheidung wurde zurückgenommen.
table-nothing-to-undo = Nichts zum Zurücknehmen.
table-last-trick = Letzter Stich → { $seat }
table-no-last-trick = Es wurde noch kein Stich gespielt.
table-saved = Aufzeichnung gespeichert unter { $path }
table-save-failed = Diese Runde konnte nicht gespeichert werden: { $reason }. Die Partie geht weiter.
table-save-kept = Früher gespeicherte Runden sind unversehrt in { $path }.
table-save-nothing-kept = Es war noch nichts gespeichert.
save-reason-disk-full = Der Datenträger ist voll
save-reason-too-big = Die Datei ist größer, als das System erlaubt
save-reason-no-permission = Keine Schreibberechtigung dort
save-reason-read-only = Der Ordner ist schreibgeschützt
save-reason-unknown = Ein unbekannter Fehler

## Aktionen (die Kontrakte Prise, Garde, Garde sans, Garde contre bleiben unübersetzt)
action-pass = Passen
action-chelem = Chelem ansagen
action-no-chelem = Kein Chelem
action-poignee = Poignée ({ $size })
action-poignee-choose = Poignée …
action-discard = { $card } ablegen
action-exchange = Trumpf-Buben tauschen
action-close = Zudrehen
action-marriage = { $card } ansagen
action-level = Gebot { $level }
action-hold = Halten
action-game = Spiel in { $suit }
action-hearts = Herz-Spiel
action-trump = Trumpf { $suit }
action-stay = Mitgehen
action-drop = Daheim
action-invite = Einladen
action-alone = Allein
action-no-aces = Kein Ass

## Protokoll
## Protokollzeilen sind Berichte, keine Beschriftungen von Knöpfen. $person ist „you“, wenn
## $seat du bist (damit das Verb passt: „Du passt“, „Ost passt“), sonst „other“.
## log-action ist eine gespielte Karte: „Ost: K♠“.
log-action = { $seat }: { $action }
log-discard-hidden = { $person ->
        [you] Du legst
       *[other] { $seat } legt
    } { $count ->
        [one] eine Karte
       *[other] { $count } Karten
    } verdeckt ab
log-pass = { $person ->
        [you] Du passt
       *[other] { $seat } passt
    }
log-contract = { $person ->
        [you] Du bietest
       *[other] { $seat } bietet
    } { $contract }
log-chelem = { $person ->
        [you] Du sagst
       *[other] { $seat } sagt
    } einen Chelem an
log-no-chelem = { $person ->
        [you] Du sagst
       *[other] { $seat } sagt
    } keinen Chelem an
log-discard = { $person ->
        [you] Du legst
       *[other] { $seat } legt
    } { $card } ab
log-exchange = { $person ->
        [you] Du tauschst
       *[other] { $seat } tauscht
    } den Trumpf-Buben aus
log-close = { $person ->
        [you] Du drehst
       *[other] { $seat } dreht
    } zu
log-marriage = { $person ->
        [you] Du sagst
       *[other] { $seat } sagt
    } mit { $card } an
log-level = { $person ->
        [you] Du bietest
       *[other] { $seat } bietet
    } { $level }
log-hold = { $person ->
        [you] Du hältst
       *[other] { $seat } hält
    } („mein“)
log-game = { $person ->
        [you] Du bietest
       *[other] { $seat } bietet
    } ein Spiel in { $suit }
log-hearts = { $person ->
        [you] Du bietest
       *[other] { $seat } bietet
    } ein Herz-Spiel
log-trump = { $person ->
        [you] Du bestimmst
       *[other] { $seat } bestimmt
    } { $suit } als Trumpf
log-stay = { $person ->
        [you] Du gehst
       *[other] { $seat } geht
    } mit
log-drop = { $person ->
        [you] Du bleibst
       *[other] { $seat } bleibt
    } daheim
log-invite = { $person ->
        [you] Du lädst
       *[other] { $seat } lädt
    } den anderen Gegenspieler ein
log-alone = { $person ->
        [you] Du spielst
       *[other] { $seat } spielt
    } allein
log-no-aces = { $person ->
        [you] Du sagst
       *[other] { $seat } sagt
    } Kein Ass an
log-trick = Stich { $number } → { $seat }
log-poignee = { $person ->
        [you] Du zeigst
       *[other] { $seat } zeigt
    } eine { $size ->
        [10] einfache Poignée (10)
        [13] doppelte Poignée (13)
        [15] dreifache Poignée (15)
       *[other] Poignée ({ $size })
    }: { $cards }
log-excuse = Die Excuse bleibt bei ihrer Partei; die andere Partei bekommt 0,5 Kartenpunkte gutgeschrieben.
log-annulled-all-pass = Alle haben gepasst: Die Runde ist ungültig und wird vom nächsten Geber neu gegeben.
log-annulled-petit-sec = Petit sec: Die Runde ist ungültig und wird vom nächsten Geber neu gegeben.

## Dialoge
dialog-decide = Deine Entscheidung
dialog-unavailable = { $options }: { $reason }
dialog-bidding = Dein Gebot
dialog-chelem = Einen Chelem ansagen (alle 18 Stiche)?
dialog-trump = Wähle die Trumpffarbe
dialog-defence = Mitgehen oder daheim bleiben?
dialog-invitation = Den anderen Gegenspieler einladen oder allein spielen?
dialog-defence-note = Wer mitgeht, muss mindestens 2 Stiche machen (sonst 10 in die Kassa). Bleiben beide Gegenspieler daheim, werden dem Alleinspieler 10 Stiche gutgeschrieben.
dialog-invitation-note = Lädst du ein, muss der andere Gegenspieler mitspielen: Du bekommst die Gewinne beider und ihr braucht zusammen 4 Stiche. Allein: zwei Karten je Stich, du brauchst 2.
dialog-leave = Den Tisch verlassen?
dialog-leave-note = Die Partie bleibt erhalten: „Weiterspielen“ auf der Startseite bringt dich zurück (beendete Runden sind schon gespeichert).
action-keep-playing = Weiterspielen
action-leave-table = Verlassen
dialog-discard = Wähle { $count ->
        [one] eine Karte
       *[other] { $count } Karten
    } zum Ablegen
dialog-discard-note-french-tarot = Nie einen König oder Bout; Trümpfe nur, wenn dir andere Karten fehlen, und sie werden allen gezeigt.
dialog-discard-note-preference = Zwei beliebige Karten; niemand sonst sieht sie.
dialog-confirm = Bestätigen
dialog-marriage = Ansagen?
dialog-card-refused = { $card }: { $reason }
dialog-play-plain = Nur { $card } ausspielen
dialog-poignee = Vor deiner ersten Karte eine Poignée zeigen?
dialog-poignee-level = { $size ->
        [10] Einfache Poignée (10)
        [13] Doppelte Poignée (13)
        [15] Dreifache Poignée (15)
       *[other] Poignée ({ $size })
    }: { $cards }
dialog-poignee-adjust = Zu zeigende Trümpfe wählen …
dialog-poignee-none = Keine Poignée

## Ende der Runde
end-title = Ende der Runde
end-next-deal = Nächste Runde
end-watch-back = Einen Zug zurück
end-new-game = Neue Partie
end-menu = Zurück zum Menü
settle-seat-score = { $seat }: { $score } (gesamt { $total })
settle-side-taker = den Alleinspieler
settle-side-defence = die Gegenspieler
settle-annulled-all-pass = Alle haben gepasst: Die Runde ist ungültig.
settle-annulled-petit-sec = Petit sec ({ $seats }): Die Runde ist ungültig.
settle-tarot-contract = { $seat ->
        [Du] Du spielst { $contract } (× { $multiplier }).
       *[other] { $seat } spielt { $contract } (× { $multiplier }).
    }
settle-tarot-bouts = Gewonnene Bouts: { $bouts } → Ziel { $target ->
        [one] { $target } Kartenpunkt
       *[other] { $target } Kartenpunkte
    }.
settle-tarot-points = Kartenpunkte: { $points } ({ $made ->
        [yes] um { $diff } übererfüllt
       *[no] verfehlt um { $diff }
    }).
settle-tarot-base = Grundwert: (25 + { $diff }) × { $multiplier } = { $base } je Gegenspieler.
settle-tarot-petit = Petit au bout für { $side }: { $points }
settle-tarot-poignee = { $seat }: { $size ->
        [10] einfache Poignée (10)
        [13] doppelte Poignée (13)
        [15] dreifache Poignée (15)
       *[other] Poignée ({ $size })
    } gezeigt.
settle-tarot-poignees = Poignées, an die Partei, die den Kontrakt gewonnen hat: { $points }
settle-tarot-chelem = Chelem ({ $kind }): { $points }
settle-tarot-defenders-pay = Jeder Gegenspieler zahlt dem Alleinspieler { $amount }.
settle-tarot-taker-pays = Der Alleinspieler zahlt jedem Gegenspieler { $amount }.
chelem-declared-made = angesagt und erfüllt
chelem-declared-failed = angesagt und verfehlt
chelem-declared-failed-defence = angesagt, und die Gegenspieler haben alle Stiche gemacht
chelem-taker = nicht angesagt, der Alleinspieler hat alle Stiche gemacht
chelem-defence = die Gegenspieler haben alle Stiche gemacht
settle-schnapsen-winner = { $seat ->
        [Du] Du gewinnst
       *[other] { $seat } gewinnt
    } die Runde: { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }.
settle-schnapsen-reason-66 = 66 Kartenpunkte erreicht.
settle-schnapsen-reason-last-trick = Niemand hat 66 erreicht: Wer den letzten Stich macht, bekommt 1 Punkt.
settle-schnapsen-reason-closer-66 = Wer zugedreht hat, hat 66 erreicht.
settle-schnapsen-reason-opponent-66 = Der Gegner des Zudrehenden hat zuerst 66 erreicht.
settle-schnapsen-reason-closer-failed = Wer zugedreht hat, hat 66 nicht erreicht.
settle-schnapsen-cards = Kartenpunkte: Du { $you } · { $opponent } { $them }
settle-schnapsen-closing = Zugedreht ({ $seat }), als der Gegner { $points ->
        [one] { $points } Kartenpunkt
       *[other] { $points } Kartenpunkte
    } und { $tricks ->
        [one] { $tricks } Stich
       *[other] { $tricks } Stiche
    } hatte.
settle-schnapsen-match = Bummerl, noch zu holen: Du { $you } · { $opponent } { $them }
settle-schnapsen-match-won = { $seat ->
        [Du] Du gewinnst die Partie – dein Gegner bekommt das Bummerl!
       *[other] { $seat } gewinnt die Partie – du bekommst das Bummerl.
    }
settle-preference-void = Alle haben gepasst: Es wird nichts abgerechnet.
settle-preference-contract = { $seat ->
        [Du] Du spielst { $contract } · Trumpf { $suit }
       *[other] { $seat } spielt { $contract } · Trumpf { $suit }
    }
settle-preference-tricks = Stiche des Alleinspielers: { $tricks }, 6 nötig ({ $made ->
        [yes] erfüllt
       *[no] verfehlt
    }).
settle-preference-defender = { $seat } ({ $choice }): { $tricks ->
        [one] { $tricks } Stich
       *[other] { $tricks } Stiche
    }
settle-preference-flow = { $payer } → { $payee }: { $amount } ({ $item })
settle-preference-from-pool = Kassa → { $payee }: { $amount } ({ $item })
settle-preference-to-pool = { $payer } → Kassa: { $amount } ({ $item })
settle-pool = Kassa
settle-item-declarer-short = Alleinspieler unter 6 Stichen
settle-item-defender-short = Gegenspieler unter 2 Stichen
settle-item-defence-pair-short = eingeladene Gegenpartei unter 4 Stichen
settle-item-declarer-takes = 10 aus der Kassa an den Alleinspieler
settle-item-defence-tricks = 1 je Stich der Gegenspieler
settle-item-hearts = Herz-Spiel
settle-item-four-aces = Vier Asse
settle-item-no-aces = Kein Ass
settle-item-refill = Kassa leer: Alle zahlen 30 ein
end-title-match-won = Partie gewonnen
end-title-match-lost = Partie verloren – du bekommst ein Bummerl

## Tasten in der Fußzeile am Tisch
binding-hint = Tipp
binding-undo = Rückgängig
binding-last-trick = Rückblick
binding-skip = Überspringen
binding-menu = Menü
binding-play = Spielen
table-record-ends = Die Aufzeichnung endet hier: Die Runde wurde nicht zu Ende gespielt.
table-watching = Aufzeichnung: Leertaste pausiert, , . Zug zurück/vor, + − Tempo, Esc verlässt.

## Warum eine Aktion nicht erlaubt ist
## Steht nach „… ist nicht erlaubt:“ und in Dialogen. illegal-common-* gelten für alle Spiele;
## illegal-phase-* nennen eine Phase innerhalb der anderen Meldungen.
illegal-phase-bidding = des Bietens
illegal-phase-discard = des Ablegens
illegal-phase-chelem = der Chelem-Entscheidung
illegal-phase-trump = der Trumpfwahl
illegal-phase-defence = der Entscheidung der Gegenspieler
illegal-phase-invitation = der Einladung
illegal-phase-play = des Ausspielens
illegal-common-deal-over = Die Runde ist vorbei; es sind keine Aktionen mehr erlaubt
illegal-common-not-held = { $card } ist nicht in dieser Hand ({ $seat })
illegal-common-unknown-action = Unbekannte Aktion { $action }
illegal-french-tarot-poignee-wrong-phase = Eine Poignée wird unmittelbar vor deiner ersten Karte angesagt, nicht während { $phase }
illegal-french-tarot-card-wrong-phase = Während { $phase } kann keine Karte gespielt werden
illegal-french-tarot-discard-wrong-phase = Nur der Alleinspieler legt ab, nachdem er den Chien aufgenommen hat; nicht während { $phase }
illegal-french-tarot-bid-wrong-phase = Das Bieten ist vorbei; keine Gebote während { $phase }
illegal-french-tarot-bid-too-low = { $bid } überbietet { $contract } nicht; biete höher oder passe
illegal-french-tarot-chelem-wrong-phase = Nur der Alleinspieler sagt einen Chelem an, gleich nach dem Ablegen (oder nach dem Bieten bei Garde sans / Garde contre)
illegal-french-tarot-must-follow = Du musst Farbe bedienen ({ $suit })
illegal-french-tarot-must-trump-trumps-led = Trumpf wurde ausgespielt, also musst du einen Trumpf spielen
illegal-french-tarot-must-trump = Du hast keine Karte der ausgespielten Farbe, also musst du einen Trumpf spielen
illegal-french-tarot-must-overtrump = Du musst den höchsten Trumpf ({ $card }) übertrumpfen, da du es kannst
illegal-french-tarot-discard-not-held = Der Alleinspieler hat { $card } nicht
illegal-french-tarot-discard-king = Ein König darf nie abgelegt werden
illegal-french-tarot-discard-bout = Bouts (der Petit, die 21 und die Excuse) dürfen nie abgelegt werden
illegal-french-tarot-discard-trump = Trümpfe dürfen nur abgelegt werden, wenn du weniger als 6 ablegbare Farbkarten hast
illegal-french-tarot-discard-trump-count = Du darfst nur { $count ->
        [one] { $count } Trumpf
       *[other] { $count } Trümpfe
    } ablegen: zuerst müssen Farbkarten abgelegt werden
illegal-french-tarot-poignee-too-late = Eine Poignée wird nur unmittelbar vor deiner ersten Karte angesagt
illegal-french-tarot-poignee-repeated = Du hast bereits eine Poignée angesagt
illegal-french-tarot-poignee-size = Eine Poignée zeigt genau 10, 13 oder 15 Trümpfe, nicht { $size }
illegal-french-tarot-poignee-not-trumps = Eine Poignée zeigt nur Trümpfe (und die Excuse als Ersatz)
illegal-french-tarot-poignee-not-held = Du kannst { $cards } nicht zeigen: nicht in deiner Hand
illegal-french-tarot-poignee-no-excuse = Du hast die Excuse nicht
illegal-french-tarot-poignee-excuse = Die Excuse darf nur dann einen Trumpf ersetzen, wenn du alle deine Trümpfe zeigst und dir dann noch einer fehlt
illegal-schnapsen-closed-must-beat = Der Talon ist zugedreht, also musst du { $card } überstechen, da du es kannst
illegal-schnapsen-exhausted-must-beat = Der Talon ist aufgebraucht, also musst du { $card } überstechen, da du es kannst
illegal-schnapsen-closed-must-follow = Der Talon ist zugedreht, also musst du Farbe bedienen ({ $suit })
illegal-schnapsen-exhausted-must-follow = Der Talon ist aufgebraucht, also musst du Farbe bedienen ({ $suit })
illegal-schnapsen-closed-must-trump = Der Talon ist zugedreht; ohne Karte der Farbe { $suit } musst du mit Trumpf stechen
illegal-schnapsen-exhausted-must-trump = Der Talon ist aufgebraucht; ohne Karte der Farbe { $suit } musst du mit Trumpf stechen
illegal-schnapsen-marriage-rank = Angesagt wird, indem man einen König oder eine Dame ausspielt
illegal-schnapsen-marriage-not-leading = Nur wer ausspielt, sagt an, und zwar beim Ausspielen
illegal-schnapsen-marriage-not-held = Du hast { $card } nicht
illegal-schnapsen-marriage-partner-missing = Eine Ansage braucht König und Dame der Farbe { $suit }; du hast { $card } nicht
illegal-schnapsen-marriage-repeated = Du hast in der Farbe { $suit } bereits angesagt
illegal-schnapsen-exchange-not-leading = Nur wer ausspielt, darf tauschen, und zwar vor dem Ausspielen
illegal-schnapsen-exchange-closed = Der Talon ist zugedreht; die Trumpfkarte kann nicht mehr getauscht werden
illegal-schnapsen-exchange-exhausted = Der Talon ist aufgebraucht; die Trumpfkarte wurde schon abgehoben
illegal-schnapsen-exchange-no-jack = Du hast den Trumpf-Buben ({ $card }) nicht
illegal-schnapsen-close-not-leading = Nur wer ausspielt, darf zudrehen, und zwar vor dem Ausspielen
illegal-schnapsen-close-already-closed = Der Talon ist bereits zugedreht
illegal-schnapsen-close-hand-size = Zum Zudrehen brauchst du 5 Karten in der Hand; du hast { $count ->
        [one] { $count } Karte
       *[other] { $count } Karten
    }
illegal-schnapsen-close-exhausted = Der Talon ist aufgebraucht; es gibt nichts mehr zuzudrehen
illegal-preference-card-wrong-phase = Während { $phase } kann keine Karte gespielt werden
illegal-preference-bid-wrong-phase = Das Bieten ist vorbei; keine Gebote während { $phase }
illegal-preference-defence-wrong-phase = Mitgehen und Daheimbleiben entscheiden die Gegenspieler nach dem Bieten und dem Tausch, nicht während { $phase }
illegal-preference-invitation-wrong-phase = Einladen oder allein spielen entscheidet der eine Gegenspieler, der mitgegangen ist, als der andere daheim blieb; nicht während { $phase }
illegal-preference-first-turn-only = { $bid } darf man nur als erste Aktion bieten
illegal-preference-game-too-low = { $bid } schlägt das bestehende { $contract } nicht; ein späteres Spiel muss in einer höheren Farbe sein (♣ < ♠ < ♦)
illegal-preference-game-standing = { $contract } wurde geboten; du darfst nur ein höheres Spiel oder ein Herz-Spiel bieten oder passen
illegal-preference-hold-nothing = Es gibt kein Gebot zum Halten
illegal-preference-hold-not-bid = Halten darfst du nur, wenn du vorher selbst eine Zahl geboten hast
illegal-preference-hold-priority = { $seat } hat { $level } geboten und hat Vorrang vor dir (Vorhand > Mittelhand > Geber); erhöhe oder passe
illegal-preference-jump-may-hold = Du darfst { $level } halten (du hast Vorrang vor { $seat }) oder passen; { $bid } zu bieten wäre ein Sprung
illegal-preference-too-low-may-hold = { $bid } überbietet { $level } nicht; du darfst { $level } halten oder passen
illegal-preference-only-pass = { $seat } hält 4, das höchste Zahlengebot; du darfst nur passen
illegal-preference-bid-too-low = { $bid } überbietet { $level } nicht; biete { $next } oder passe
illegal-preference-jump = Keine Sprunggebote; das nächste Gebot ist { $next }
illegal-preference-discards-done = Die zwei Karten sind abgelegt; bestimme jetzt den Trumpf
illegal-preference-discard-wrong-phase = Nur der Alleinspieler eines Zahlenkontrakts legt ab, gleich nach dem Aufnehmen des Talons; nicht während { $phase }
illegal-preference-discard-not-held = Der Alleinspieler hat { $card } nicht
illegal-preference-trump-before-discard = Lege 2 Karten ab, bevor du den Trumpf bestimmst
illegal-preference-trump-wrong-phase = Nur der Alleinspieler eines Zahlenkontrakts bestimmt den Trumpf, nach dem Tausch; nicht während { $phase }
illegal-preference-trump-too-low = Der Trumpf muss mindestens die gebotene Farbe sein; { $level } ist { $lowest }, also ist { $suit } zu niedrig
illegal-preference-no-aces-repeated = Kein Ass wurde bereits angesagt
illegal-preference-no-aces-not-now = Nur der Alleinspieler sagt Kein Ass an, unmittelbar vor dem ersten Ausspielen
illegal-preference-no-aces-has-aces = Kein Ass verlangt eine Hand ohne Ass; der Alleinspieler hat { $cards }
illegal-preference-no-aces-has-aces-talon = Kein Ass verlangt eine Hand ohne Ass (der Talon zählt mit, behalten oder abgelegt); der Alleinspieler hat { $cards }
illegal-preference-must-follow = Du musst Farbe bedienen ({ $suit })
illegal-preference-must-trump = Du hast keine Karte der Farbe { $suit }, also musst du Trumpf spielen ({ $trump })
illegal-preference-must-beat = Du musst { $card } überstechen, da du es kannst ({ $cards })
illegal-preference-must-beat-lowest = Du musst mit deiner niedrigsten stechenden Karte überstechen ({ $card })

## Tipps
## hint-<code>: warum die normale KI diese Aktion wählt (eine Zeile nach „Tipp: … – “).
hint-only-legal = die einzige erlaubte Wahl
hint-keeps-strongest = die stärksten Karten bleiben für später
hint-top-of-suit = { $suit }: deine höchste Karte
hint-top-trump = dein höchster Trumpf
hint-wins-trick = sie gewinnt den Stich
hint-cheapest-trump-over = der niedrigste Trumpf, der { $card } schlägt
hint-void-trump = dir fehlt die Farbe { $suit }, also stichst du
hint-master-card = { $suit }: die höchste Karte, die noch draußen ist
hint-master-trump = der höchste Trumpf im Spiel: Niemand kann ihn schlagen
hint-takes-lead = sie schlägt vorerst { $card }
hint-partner-feed = { $card } deines Partners macht den Stich: gib Punkte dazu
hint-partner-wins = { $card } deines Partners macht den Stich
hint-duck = für { $card } lohnt keine hohe Karte: Behalte deine
hint-lost-lowest = Stich verloren, also die niedrigste Karte
hint-lost-keep-trumps = Stich verloren: die niedrigste Karte, die kein Trumpf ist
hint-lost-shed = Stich verloren: eine entbehrliche Karte abwerfen
hint-lead-master = { $suit }: die höchste Karte, die noch draußen ist
hint-lead-master-trump = der höchste Trumpf, der noch draußen ist
hint-lead-draw-trumps = du hast { $count ->
        [one] { $count } Trumpf
       *[other] { $count } Trümpfe
    }, { $number ->
        [one] { $number } ist
       *[other] { $number } sind
    } noch draußen: { $number ->
        [one] zieh ihn heraus
       *[other] zieh sie heraus
    }
hint-lead-long = die niedrigste Karte deiner längsten Farbe, { $suit }
hint-lead-low = { $suit }: die niedrigste Karte, die hohen bleiben zurück
hint-lead-singleton = { $suit }: deine letzte Karte, danach bist du blank
hint-tarot-bid = Blatt mit { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkten
    }: { $contract } braucht { $target }
hint-tarot-pass = Blatt mit { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkten
    }: { $contract } braucht { $target }
hint-tarot-discard-void = macht dich in der Farbe { $suit } blank
hint-tarot-discard-points = sichert die Punkte von { $card }
hint-tarot-discard-small = eine kleine Karte, die dir nicht fehlen wird
hint-tarot-discard-trump = zu wenig Farbkarten: ein kleiner Trumpf, allen gezeigt
hint-tarot-chelem = { $count ->
        [one] { $count } Trumpf
       *[other] { $count } Trümpfe
    } mit 21 und Excuse: alle Stiche sicher
hint-tarot-no-chelem = mit { $count ->
        [one] { $count } Trumpf
       *[other] { $count } Trümpfen
    } sind nicht alle 18 Stiche sicher
hint-tarot-poignee = { $size ->
        [one] { $size } Trumpf
       *[other] { $size } Trümpfe
    } zeigen: Prämie für die Gewinnerpartei
hint-tarot-save-petit = rettet den Petit: Er gewinnt diesen Stich
hint-tarot-save-petit-partner = rettet den Petit: { $card } deines Partners macht den Stich
hint-tarot-excuse = Stich geht an die Gegenpartei: Die Excuse bringt ihr nichts
hint-tarot-excuse-lead = keine Farbkarten mehr: die Excuse vor dem letzten Stich
hint-schnapsen-exchange = tauscht den Trumpf-Buben gegen { $card }
hint-schnapsen-marriage = die Ansage in { $suit } zählt { $points }
hint-schnapsen-marriage-66 = die { $points } der Ansage bringen dich auf 66
hint-schnapsen-close-trumps = du hast { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    } und { $count ->
        [one] den höchsten Trumpf
       *[other] die { $count } höchsten Trümpfe
    }
hint-schnapsen-close = { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }, und deine sicheren Stiche bringen dich auf 66
hint-schnapsen-reaches-66 = sie gewinnt den Stich und bringt dich auf { $points }
hint-schnapsen-wins-points = sie gewinnt den Stich: { $points ->
        [one] { $points } Kartenpunkt
       *[other] { $points } Kartenpunkte
    }
hint-schnapsen-lead-marriage = sie holt das Ausspiel für die Ansage in { $suit } ({ $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    })
hint-schnapsen-lead-cheap = kleines Ausspiel: Trümpfe, Asse und Zehner bleiben in der Hand
hint-schnapsen-stock-out = der Talon ist aus: Du kennst die Karten des Gegners
hint-pref-bid = etwa { $tricks ->
        [one] { $tricks } Stich
       *[other] { $tricks } Stiche
    } mit Trumpf { $suit }: biete { $level }
hint-pref-hold = etwa { $tricks ->
        [one] { $tricks } Stich
       *[other] { $tricks } Stiche
    } mit Trumpf { $suit }: halten
hint-pref-game = etwa { $tricks ->
        [one] { $tricks } Stich
       *[other] { $tricks } Stiche
    } in { $suit }: ein Spiel ohne Talon
hint-pref-hearts = etwa { $tricks ->
        [one] { $tricks } Stich
       *[other] { $tricks } Stiche
    } in Herz: genug für ein Herz-Spiel
hint-pref-pass = etwa { $tricks ->
        [one] { $tricks } Stich
       *[other] { $tricks } Stiche
    } vor dem Talon, { $target } nötig
hint-pref-pass-game = ein Spiel wurde geboten: Kein Zahlengebot kann es schlagen
hint-pref-pass-top = das Bieten steht schon bei { $level }
hint-pref-discard = behält etwa { $tricks ->
        [one] { $tricks } Stich
       *[other] { $tricks } Stiche
    } mit Trumpf { $suit }
hint-pref-trump = etwa { $tricks ->
        [one] { $tricks } Stich
       *[other] { $tricks } Stiche
    } mit { $suit }: deine beste Trumpffarbe
hint-pref-stay = etwa { $tricks ->
        [one] { $tricks } Stich
       *[other] { $tricks } Stiche
    } als Gegenspieler: 2 nötig
hint-pref-drop = nur etwa { $tricks ->
        [one] { $tricks } Stich
       *[other] { $tricks } Stiche
    } als Gegenspieler: zu riskant
hint-pref-invite = etwa { $tricks ->
        [one] { $tricks } Stich
       *[other] { $tricks } Stiche
    }: mit deinem Partner sind 4 erreichbar
hint-pref-alone = etwa { $tricks ->
        [one] { $tricks } Stich
       *[other] { $tricks } Stiche
    }: zu wenig, um den Partner mitzutragen
hint-pref-no-aces = etwa { $tricks ->
        [one] { $tricks } Stich
       *[other] { $tricks } Stiche
    }: genug, um Kein Ass anzusagen

# The card table (felt, piles, trick, settlement lines, replay controls)
binding-log = Protokoll
# Title of the log panel (the Log box of the wireframe).
log-title = Protokoll
pile-chien = Chien
pile-talon = Talon
table-trick-taken = { $seat ->
    [Du] Du gewinnst den Stich
   *[other] { $seat } gewinnt den Stich
}
settle-tarot-in-tricks = In Stichen gewonnen: { $points }
settle-tarot-in-discard = In der Ablage: { $points }
settle-tarot-in-chien = Im Chien: { $points }
settle-tarot-excuse-comp = Ausgleich für die Excuse: { $points }
table-watch-paused = Pause: . spielt den nächsten Zug, , nimmt einen zurück, Leertaste setzt fort.
table-watch-start = Anfang der Aufzeichnung: kein Zug zum Zurücknehmen.
table-watch-speed = Tempo { $speed } %
binding-watch-pause = Pause
binding-watch-step = Schritt

# The log: a hold with its level; a resumed deal summed up
log-hold-level = { $person ->
        [you] Du hältst
       *[other] { $seat } hält
    } { $level } („mein“)
log-summary = Runde { $number } bisher:
log-summary-trick = Stich { $number }: { $cards } → { $seat }

## Der Schreibzettel unter der Abrechnung (wie ihn die Spieler auf Papier führen)
sheet-title = Schreibzettel
sheet-bummerl-title = Bummerl-Tafel
sheet-pool-title = Kassa-Zettel
sheet-deal = Runde
sheet-contract = Kontrakt
sheet-start = Beginn
sheet-pool = Kassa
sheet-taken = { $seat } · { $contract } { $made ->
        [yes] ✓
       *[no] ✗
    }
sheet-annulled = ungültig
sheet-all-pass = alle gepasst
sheet-bummerl = { $person ->
        [you] Du bekommst das Bummerl.
       *[other] { $seat } bekommt das Bummerl.
    }
end-record-key = f: wo diese Aufzeichnung gespeichert ist
