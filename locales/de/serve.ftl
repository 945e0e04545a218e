# cardavia serve: die Webseite rund um die App (die App selbst verwendet ui.ftl und table.ftl)
serve-page-title = Cardavia · Kartenspiele am Tisch
serve-loading = Dein Tisch wird vorbereitet …
serve-start = Starten
serve-ended = { $minutes ->
        [one] Der Tisch ist geschlossen: Du hast das Spiel verlassen, oder er war { $minutes } Minute lang unbenutzt. Eine nicht zu Ende gespielte Partie bleibt für diesen Browser erhalten: „Weiterspielen“ auf der Startseite bringt dich zurück.
       *[other] Der Tisch ist geschlossen: Du hast das Spiel verlassen, oder er war { $minutes } Minuten lang unbenutzt. Eine nicht zu Ende gespielte Partie bleibt für diesen Browser erhalten: „Weiterspielen“ auf der Startseite bringt dich zurück.
    }
serve-restart = Neue Partie
serve-full-title = Alle Tische sind besetzt
serve-full = { $count ->
        [one] Dieser Server bietet Platz für { $count } Partie zugleich, und sie läuft gerade. Versuche es in ein paar Minuten wieder.
       *[other] Dieser Server bietet Platz für { $count } Partien zugleich, und alle laufen gerade. Versuche es in ein paar Minuten wieder.
    }
serve-try-again = Erneut versuchen
serve-noscript = Cardavia braucht JavaScript, um im Browser zu spielen.
