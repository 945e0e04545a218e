## Cardavian käyttöliittymä: suomi.
## Viestitunnukset ja paikkamerkit ovat täsmälleen samat kuin englanninkielisessä perusluettelossa.

app-title = CARDAVIA
app-tagline = Korttiperinteet pöydän ääressä

## Etusivu
home-traditions = Korttiperinteet
home-language = Kieli: { $name }
home-appearance = Ulkoasu
home-quit = Lopeta
home-hint = Valitse perinne nähdäksesi sen pelit ja säännöt.
home-cards = { $cards ->
        [one] { $cards } kortti
       *[other] { $cards } korttia
    }

## Perinteet
tradition-french-name = Ranskalainen tarot
tradition-french-region = Ranska
tradition-french-blurb = Neljän maan lisäksi erillinen valttimaa ja Excuse (Narri): yksi ottaja pelaa kolmea puolustajaa vastaan.
tradition-marseille-name = Tarot de Marseille
tradition-marseille-region = Marseille · Ranska
tradition-marseille-blurb = Marseillen tarotilla, jossa on neljä italialaista maata ja allegoriset valtit, pelataan ranskalaista tarotia.
tradition-wiener-bild-name = Wiener Bild
tradition-wiener-bild-region = Wien · Itävalta
tradition-wiener-bild-blurb = Wieniläiskuvioiset kortit ranskalaisin main: pelaa Schnapsenia kaksin tai tee tarjouksia kolmen pelaajan Preferencessä.
tradition-back = ← Korttiperinteet
tradition-games = Pelit
tradition-wikipedia = Wikipedia ↗
tradition-french-article = https://en.wikipedia.org/wiki/French_tarot
tradition-marseille-article = https://en.wikipedia.org/wiki/Tarot_of_Marseilles
tradition-wiener-bild-article = https://en.wikipedia.org/wiki/Vienna_pattern
tradition-rules = Säännöt
tradition-start = Aloita

## Pelit (nimiä ei käännetä)
game-french-tarot-format = 4 pelaajaa · Sinä vastaan 3 tekoälyä · Jaot peräkkäin, kertyvät pisteet
game-french-tarot-blurb = Tee tarjous ja ryhdy ottajaksi, yksin kolmea vastaan. Kerää korttipisteitä ja kolme avainkorttia eli bouts, niin sopimuksesi onnistuu.
game-schnapsen-format = 2 pelaajaa · Sinä vastaan tekoäly · 7 pisteen ottelu
game-schnapsen-blurb = Kerää korttipisteitä ja ilmoita aviopareja: ensimmäinen, joka saavuttaa 66 pistettä, voittaa jaon. Jos kätesi on tarpeeksi vahva, sulje pakka ja lupaa voittaa nostamatta enää yhtään korttia.
game-preference-format = 3 pelaajaa · Sinä vastaan 2 tekoälyä · Kertyvä tilitys
game-preference-blurb = Tee tarjouksia, ryhdy pelinviejäksi ja lupaa vähintään kuusi tikkiä. Puolustajat voivat jättäytyä pois tai jäädä peliin ja taistella omista kahdesta tikistään.

## Sääntöjen katselu
rules-title = Säännöt · { $game }
rules-tradition = Korttien nimet: { $tradition }
rules-search-placeholder = Hae säännöistä…
rules-search-none = Ei osumia haulle ”{ $query }”.
rules-search-found = Osuma { $index }/{ $count } haulle ”{ $query }”.
rules-choose-game = Minkä pelin säännöt?
rules-missing = Tämän pelin sääntöjä ei ole saatavilla tällä kielellä.

## Kielivalikko
language-title = Kieli
language-hint = Koko sovelluksen kieli vaihtuu kerralla.
language-changed = Kieli: { $name }
language-unknown = Tuntematon kieli ”{ $tag }”; käytetään englantia.

## Ulkoasu
appearance-title = Ulkoasu
appearance-contrast = Kontrasti
appearance-grain = Rakeisuus
appearance-temperature = Värilämpötila
appearance-value = { $value } %
appearance-suits = Maiden värit
appearance-suits-two = Kaksi väriä (punainen ja musta)
appearance-suits-four = Neljä väriä
appearance-suits-colour-blind = Värisokeille sopivat
appearance-ascii = Pelkät kirjaimet maasymbolien sijaan
appearance-reset = Palauta oletukset
appearance-preview = Esikatselu
appearance-no-color = NO_COLOR on asetettu, joten värit ovat pois päältä; valintasi tulevat voimaan, kun värit ovat käytössä.
appearance-saved = Ulkoasu tallennettu.
appearance-save-failed = Asetuksia ei voitu tallentaa: { $detail }
appearance-ai-level = Tekoälyn vaikeustaso (uudet pelit)
appearance-ai-easy = Helppo
appearance-ai-normal = Normaali
appearance-ai-hard = Vaikea
appearance-ai-expert = Mestari
appearance-ai-speed = Tekoälyn nopeus
appearance-reduce-motion = Vähennä liikettä (kortit ilmestyvät suoraan paikalleen)
appearance-card-points = Näytä molempien pelaajien korttipisteet Schnapsenissa

## Pääte on liian pieni
too-small-title = Pääte on liian pieni
too-small-body = Cardavia tarvitsee vähintään { $min_width } × { $min_height } merkkiä; tämä pääte on { $width } × { $height }. Suurenna ikkunaa tai lopeta painamalla q.

## Asetustiedosto
settings-damaged = Asetustiedosto oli vioittunut, joten käytetään oletuksia: { $detail }

## Alapalkin näppäimet
binding-quit = Lopeta
binding-back = Takaisin
binding-rules = Säännöt
binding-language = Kieli
binding-appearance = Ulkoasu
binding-search = Haku
binding-next-match = Seur. osuma
binding-home = Etusivu
binding-palette = Komennot
binding-reset = Palauta

## Komentovalikko
command-home = Etusivu
command-home-help = Takaisin korttiperinteiden luetteloon
command-rules = Säännöt
command-rules-help = Lue pelin täydelliset säännöt
command-language = Kieli
command-language-help = Vaihda koko sovelluksen kieli
command-appearance = Ulkoasu
command-appearance-help = Kontrasti, rakeisuus, värilämpötila ja maiden värit
command-quit = Lopeta
command-quit-help = Sulje Cardavia

## Historia, tilastot ja keskeneräiset pelit
binding-history = Historia
binding-statistics = Tilastot
home-continue = Jatka · { $summary }
command-history = Historia
command-history-help = Aiemmat jaot, ottelut ja pelikerrat; katso mikä tahansa uudelleen
command-statistics = Tilastot
command-statistics-help = Tuloksesi peleittäin ja ajan mittaan, kaavioina
review-cli-title = { $game }: jaon { $deal }/{ $deals } analyysi, paikka { $seat }
review-cli-lost = Menetetty mestariin verrattuna: { $lost } (90 %:n väli { $low }–{ $high })
review-cli-lost-none = Mitään ei menetetty mestariin verrattuna: mikään päätös ei ollut selvästi mestarin päätöstä huonompi.
review-cli-par = Tuloksesi { $score } · par { $par } (mestari paikallasi, samat kortit, samat vastustajat)
review-cli-par-range = Tuloksesi { $score } · par { $par } ({ $low }–{ $high }; mestari paikallasi, samat kortit, samat vastustajat)
review-cli-points = { $points ->
        [one] { $points } piste
       *[other] { $points } pistettä
    }
review-cli-cost-none = ei mitään
review-cli-cost-exact = { $cost } (tarkka)
review-cli-cost-range = { $cost } ({ $low }–{ $high })
review-cli-same = sama
review-cli-decision = { $number }. sinä: { $chosen } · mestari: { $best } · hinta: { $cost }
review-cli-why = miksi: { $reason }
review-cli-why-playout = miksi: se tuotti enemmän, kun jako pelattiin loppuun
review-cli-costliest = { $count ->
        [one] { $count } kallein päätös:
       *[other] { $count } kalleinta päätöstä:
    }
review-cli-decisions = { $count ->
        [one] { $count } päätös:
       *[other] { $count } päätöstä:
    }
history-title = Historia
history-all-games = Kaikki pelit
history-all-results = Kaikki tulokset
history-result-won = Voitto
history-result-lost = Tappio
history-result-even = Tasan
history-result-unfinished = Kesken
history-period-any = Milloin tahansa
history-period-today = Tänään
history-period-week = Viimeiset 7 päivää
history-period-month = Viimeiset 30 päivää
history-period-year = Viimeiset 365 päivää
history-col-played = Pelattu
history-col-game = Peli
history-col-kind = Laji
history-col-deals = Jakoja
history-col-result = Tulos
history-col-score = Pisteet
history-kind-deal = Jako
history-kind-match = Ottelu
history-kind-session = Pelikerta
history-count = { $count ->
    [one] { $count } tallenne
   *[other] { $count } tallennetta
}
history-shown = Näytetään { $shown } uusinta { $count } tallenteesta; muut löytyvät suodattimilla.
history-hint = Enter näyttää valitun uudelleen, v analysoi sen.
history-empty = Tallenteita ei vielä ole. Päättyneet jaot tallennetaan kansioon { $folder }
history-none-match = Mikään tallenne ei vastaa suodattimia.
history-skipped = { $count ->
    [one] { $count } tallennetta ei voitu lukea
   *[other] { $count } tallennetta ei voitu lukea
}, esimerkiksi { $detail }
history-skipped-detail = { $file }: { $reason }
history-loading = Luetaan tallenteita…
history-pending = { $count ->
    [one] { $count } tallennetiedosto puuttuu vielä: toinen Cardavia päivittää historian indeksiä. Avaa tämä hetken päästä uudelleen.
   *[other] { $count } tallennetiedostoa puuttuu vielä: toinen Cardavia päivittää historian indeksiä. Avaa tämä hetken päästä uudelleen.
}
stats-title = Tilastot
stats-all-games = Kaikki pelit
stats-loading = Lasketaan…
stats-empty = Päättyneitä jakoja ei vielä ole. Pelaa jako tai kopioi tallennetiedostoja kansioon { $folder }
stats-deals = { $count ->
    [one] { $count } jako pelattu
   *[other] { $count } jakoa pelattu
}
stats-results = Voittoja { $won } · tappioita { $lost } · voitto-osuus { $rate }
stats-percent = { $percent } %
stats-no-rate = –
stats-game-deals = { $game }: { $count ->
    [one] { $count } jako
   *[other] { $count } jakoa
}
stats-mean = Keskimääräiset pisteet jakoa kohden: { $mean }
stats-levels = Tekoälyn tason mukaan
stats-level = { $level }: { $count ->
    [one] { $count } jako
   *[other] { $count } jakoa
}, voitto-osuus { $rate }
stats-level-random = Satunnainen
stats-level-unknown = Tasoa ei tallennettu
stats-months = Kuukausittain
stats-month = { $month }: { $count ->
    [one] { $count } jako
   *[other] { $count } jakoa
}, voitto-osuus { $rate }
stats-tarot-contracts = Sopimukset, jotka otit (onnistuneet)
stats-pref-contracts = Sopimukset, jotka ilmoitit (onnistuneet)
stats-contract = { $contract }: { $count } ({ $made })
stats-none = ei yhtään
stats-poignees = Poignée (kourallinen): { $list }
stats-poignee = { $size ->
    [one] { $size } valtti
   *[other] { $size } valttia
} × { $count }
stats-petit = Petit au bout: voitettu { $won }, menetetty { $lost }
stats-chelems = Chelem (slammi): voitettu { $won }, menetetty { $lost }
stats-bummerls = 7 pisteen ottelut (Bummerl): { $count } pelattu, { $won } voitettu
stats-closings = Pakan sulkemiset: { $made } onnistui, { $failed } epäonnistui
stats-marriages = Avioparit: 20 × { $twenty }, 40 × { $forty }
stats-defence = Puolustus: { $count ->
    [one] { $count } sopimus puolustettu
   *[other] { $count } sopimusta puolustettu
}, { $set } kaatui
stats-pool = Potti: { $paid } maksettu sisään, { $taken } otettu pois
stats-skipped = { $count ->
    [one] { $count } tallennetta ei voitu lukea (katso Historia)
   *[other] { $count } tallennetta ei voitu lukea (katso Historia)
}
stats-tab-score = Pisteet
stats-tab-winrate = Voitto-osuus
stats-tab-contracts = Sopimukset
stats-plot-score = Pisteesi jakojen mittaan
stats-plot-winrate = Voitto-osuus viimeisten { $window } jaon aikana (%)
stats-plot-contracts = Onnistuneet sopimukset tarjouksittain
stats-axis-deals = jaot
stats-bar-taken = otettu
stats-bar-made = onnistui
stats-bar-closing = Sulkeminen
## Review a deal, your decisions against the expert's (the screen, Statistics, History)
review-title = Analyysi: { $game }
review-title-of = Analyysi: { $game } · jako { $number }/{ $count }
review-decisions = Päätöksesi
review-decision-of = { $kind } · päätös { $number }/{ $count }
review-kind-card = Tikki { $trick }
review-kind-bid = Tarjous
review-kind-discard = Poisheitto
review-kind-declaration = Ilmoitus
review-you = Sinä: { $action }
review-expert = Mestari: { $action }
review-expert-agrees = Mestari: sama
review-cost = Menetys: { $cost }
review-cost-nothing = ei mitään
review-cost-exact = { $cost } (tarkka)
review-cost-range = { $cost } ({ $low }–{ $high })
review-points = { $points ->
        [one] { $points } piste
       *[other] { $points } pistettä
    }
review-why = Miksi: { $reason }
review-why-none = loppuun pelattuna jako tuotti näin enemmän
review-folded = ✓ { $count ->
        [one] { $count } päätös
       *[other] { $count } päätöstä
    }
review-folded-heading = Päätökset { $first }–{ $last }/{ $count }
review-folded-detail = { $count ->
        [one] { $count } päätös ei maksanut mitään: mestari olisi valinnut saman. Näytä se painamalla f.
       *[other] { $count } päätöstä ei maksanut mitään: mestari olisi valinnut saman. Näytä ne painamalla f.
    }
review-lost = menetit { $lost } ({ $low }–{ $high })
review-lost-nothing = et menettänyt mitään
review-summary = Mestariin verrattuna: { $lost } · tuloksesi { $score } · par { $par }
review-bids = Tähän asti tarjottu: { $bids }
review-bids-none = Sinä tarjoat ensin.
review-trick = Pöydässä: { $cards }
review-trick-lead = Sinä aloitat tikin.
review-plot-title = Menetetyt pisteet tähän asti
review-plot-axis = päätökset
review-starting = Jakoa asetellaan… Esc peruu.
review-working = Päätöksiäsi analysoidaan: { $done }/{ $count }… Esc peruu.
review-failed = Tätä jakoa ei voi analysoida: { $reason }
review-settlement = Analysoi jako
review-no-game = Tälle pelille ei ole vielä analyysia.
review-no-deal = Tässä tallenteessa ei ole vielä pelattua jakoa.
binding-review = Analysoi
binding-review-unfold = Avaa kaikki
binding-review-deal = Jako
stats-tab-review = Analyysi
stats-plot-review = Menetetyt pisteet analysoitua jakoa kohden
stats-review-count = { $count ->
        [one] { $count } analysoitu jako
       *[other] { $count } analysoitua jakoa
    }
stats-review-mean = Keskimäärin menetetty jakoa kohden: { $mean }
stats-review-better = Suunta: { $amount } vähemmän menetetty jakoa kohden, kehityt.
stats-review-worse = Suunta: { $amount } enemmän menetetty jakoa kohden.
stats-review-steady = Suunta: tasainen.
stats-review-none = Analysoituja jakoja ei vielä ole. Valitse jaon lopussa ”Analysoi tämä jako” tai paina v jaon kohdalla Historiassa.
resume-summary = { $game } · { $standings } · { $deal }
# The name of the game inside a sentence (running text, as the glossary has it). Titles stay as they are.
game-french-tarot-in-text = ranskalainen tarot
game-schnapsen-in-text = Schnapsen
game-preference-in-text = Preference
game-french-tarot-title = French Tarot
game-schnapsen-title = Schnapsen
game-preference-title = Preference
resume-ask = Sinulla on keskeneräinen peli: { $game }
resume-continue = Jatka sitä
resume-new = Aloita uusi (keskeneräinen peli hylätään)
resume-damaged = Keskeneräistä peliä ei voitu lukea, ja se siirrettiin sivuun: { $detail }
resume-not-kept = Keskeneräistä peliä ei voitu säilyttää: { $reason }
palette-placeholder = Etsi komentoja…
palette-no-matches = Ei osumia

## Pelaa ystävien kanssa
home-join = Liity pöytään
tradition-friends = Pelaa ystävien kanssa
binding-lobby-start = Aloita
binding-lobby-leave = Poistu
friends-host-title = { $game } ystävien kanssa
friends-your-name = Nimesi
friends-host-friends = Paikat ystäville
friends-count = { $count ->
        [one] { $count } ystävä
       *[other] { $count } ystävää
    }
friends-host-level = Tekoälyn taso paikoilla, joita kukaan ei ota
friends-host-chat = Pöytäkeskustelu (lyhyitä rivejä lokiin)
friends-host-network = Ystävät muilta tietokoneilta voivat liittyä
friends-host-local-note = Vain tämä tietokone voi liittyä: ystävät muissa päätteissä täällä.
friends-host-network-note = Pöytä avautuu verkkoosi: kuka tahansa siellä, jolla on koodi, voi istua vapaalle paikalle. Muuhun tässä tietokoneessa ei pääse, mutta kortit, nimet ja keskustelu kulkevat salaamattomina: käytä vain luotetussa verkossa.
friends-host-open = Avaa pöytä
friends-opening = Pöytää avataan…
friends-table = pöytä { $code }
friends-invite = Kutsu ystäväsi: he kirjoittavat
friends-address = Osoite { $address } · koodi { $code }
friends-local-only = Vain tämä tietokone voi liittyä ({ $address }).
friends-exposed = Avoinna verkollesi: kuka tahansa, joka tavoittaa osoitteen { $address } ja tietää koodin, voi istuutua.
friends-at-table = Pöydässä
friends-mark-host = isäntä
friends-mark-away = poissa
friends-seat-ai = Tekoäly ({ $level }) · vapaa ystävälle
friends-waiting-for = { $count ->
        [one] Vielä { $count } ystävä puuttuu. Paina s aloittaaksesi nyt: tekoäly pelaa tyhjät paikat.
       *[other] Vielä { $count } ystävää puuttuu. Paina s aloittaaksesi nyt: tekoäly pelaa tyhjät paikat.
    }
friends-all-here = Kaikki ovat paikalla. Paina s aloittaaksesi.
friends-waiting-host = Odotetaan, että isäntä aloittaa pelin…
friends-dealing = Jaetaan…
friends-close-ask = Suljetaanko pöytä?
friends-close = Sulje pöytä
friends-close-note = Peli päättyy kaikilta pöydässä; jokainen säilyttää valmiit jaot historiassaan.
friends-leave-note = Tekoäly ottaa paikkasi; muut pelaavat eteenpäin. Valmiit jakosi ovat historiassasi.
friends-join-title = Liity pöytään
friends-join-address = Osoite
friends-join-code = Koodi
friends-join-go = Liity
friends-joining = Liitytään osoitteeseen { $address }…
friends-error-address = ”{ $address }” ei ole osoite: kirjoita se kuten kutsussa, esimerkiksi { $example }.
friends-error-code = ”{ $code }” ei ole kutsukoodi: se näyttää tältä: K7PQ-2M.
friends-error-bad-code = Osoitteessa { $address } ei ole pöytää tällä koodilla: tarkista ystäväsi antama koodi.
friends-error-unreachable = Osoitetta { $address } ei tavoiteta: onko pöytä vielä auki ja osoite oikein?
friends-error-unsupported-version = Osoitteen { $address } pöydässä on Cardavian versio, jonka kanssa tämä ei voi pelata: päivitä molemmat samaan versioon.
friends-error-seat-taken = Paikka on varattu: liity uudelleen saadaksesi vapaan paikan.
friends-error-no-seat = Osoitteen { $address } pöytä on täynnä.
friends-error-bad-token = Paikkasi osoitteessa { $address } siirtyi tekoälylle lähdettyäsi: liity uudelleen istuutuaksesi.
friends-error-other = Isäntä kieltäytyi: { $message }
friends-error-host = Pöytää ei voitu avata: { $message }
friends-waiting = Odotetaan muita…
friends-sat-down = { $name } istuutui pöytään.
friends-away = { $name } lähti — tekoäly pelaa hänen paikkaansa toistaiseksi.
friends-back = { $name } palasi.
friends-left-for-good = { $name } poistui pöydästä — tekoäly pelaa hänen paikkansa.
friends-connection-lost = Yhteys isäntään katkesi — yritetään uudelleen…
friends-reconnected = Taas pöydässä.
friends-host-left = Isäntä sulki pöydän. Valmiit jakosi ovat historiassasi.
friends-replaced = Paikkasi otettiin takaisin toisesta päätteestä.
friends-refused = Isäntä kieltäytyi: { $reason }
friends-chat-line = { $name }: { $text }
friends-join-sit = Istuudu
friends-join-seats = Paikkasi
friends-any-seat = Mikä tahansa vapaa paikka
friends-seat-held = Paikka { $number } · { $name }
friends-seat-free = Paikka { $number } · vapaa (tekoäly pelaa sitä, kunnes joku istuutuu)
binding-chat = Keskustelu
friends-chat-title = Sano pöydälle
friends-chat-note = Enter lähettää rivin kaikille pöydässä; Esc palaa takaisin.
