# cardavia serve: the web page around the app (the app itself uses ui.ftl and table.ftl)
serve-page-title = Cardavia · korttipelejä pöydän ääressä
serve-loading = Pöytää katetaan…
serve-start = Aloita
serve-ended = { $minutes ->
        [one] Pöytä on suljettu: lopetit, tai kukaan ei koskenut siihen { $minutes } minuutin ajan. Kesken jäänyt peli säilytetään tälle selaimelle: Etusivun ”Jatka” palauttaa sinut siihen.
       *[other] Pöytä on suljettu: lopetit, tai kukaan ei koskenut siihen { $minutes } minuutin ajan. Kesken jäänyt peli säilytetään tälle selaimelle: Etusivun ”Jatka” palauttaa sinut siihen.
    }
serve-restart = Uusi peli
serve-full-title = Kaikki pöydät ovat varattuja
serve-full = { $count ->
        [one] Tällä palvelimella voi pelata { $count } peliä kerrallaan, ja se on käytössä. Yritä uudelleen muutaman minuutin kuluttua.
       *[other] Tällä palvelimella voi pelata { $count } peliä kerrallaan, ja kaikki ovat käytössä. Yritä uudelleen muutaman minuutin kuluttua.
    }
serve-try-again = Yritä uudelleen
serve-noscript = Cardavia tarvitsee JavaScriptin, jotta sitä voi pelata selaimessa.
