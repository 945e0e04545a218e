## Pelipöytä: suomi.

## Paikat (sinä istut pöydän alareunassa)
seat-you = Sinä
seat-east = Itä
seat-north = Pohjoinen
seat-west = Länsi
seat-cards = { $count } { $count ->
        [one] kortti
       *[other] korttia
    }

## Paikkojen roolit ja merkit
role-dealer = jakaja
role-taker = OTTAJA · { $contract }
role-defender = puolustaja
role-declarer = PELINVIEJÄ · { $contract }
contract-level = sopimus { $level }
role-poignee = Poignée { $size }
role-chelem = Chelem ilmoitettu
role-points = { $points ->
        [one] { $points } p.
       *[other] { $points } p.
    }
role-pending = (+{ $points } odottaa)
role-tricks = { $count ->
        [one] { $count } tikki
       *[other] { $count } tikkiä
    }
role-marriage = { $suit_genitive } aviopari { $points }
role-pass = passi
role-level = tarjous { $level }
role-hold = ”pidän”
role-stay = pelissä
role-drop = jättäytynyt pois
role-invited = kutsuttu
role-inviter = kutsuja
role-alone = puolustaa yksin

## Pöytä
table-deal = Jako { $number }
table-totals = Yhteensä: { $totals }
table-match = Jäljellä: Sinä { $you } · { $opponent } { $them }
table-scores = Pisteet: { $scores } · potti { $pool }
table-chien = Chien: { $cards }
table-discarded-trumps = Valtit poisheitossa: { $cards }
table-trick-count = Tikki { $number }/{ $total }
table-taker-tricks = Ottajalla nyt: { $points ->
        [one] { $points } korttipiste
       *[other] { $points } korttipistettä
    }, { $bouts ->
        [one] { $bouts } bout-kortti
       *[other] { $bouts } bout-korttia
    } → tavoite { $target }
table-trump-suit = Valttimaa: { $suit }
table-trump-card = Käännetty valttikortti: { $card }
table-stock = Umpipakka: { $count }
table-closed = Pakan sulkija: { $seat }
table-talon = Leski: { $cards }
table-pool = Potti: { $pool }
table-your-turn = Sinun vuorosi: valitse kortti (←/→ tai 1–9, Enter tai napsautus).
table-thinking = { $seat } miettii…
table-illegal = ”{ $action }” ei ole sallittu: { $reason }
table-hint = Vihje: { $action } — { $reason }
table-undone = Viimeisin päätöksesi kumottiin.
table-nothing-to-undo = Ei kumottavaa.
table-last-trick = Edellinen tikki → { $seat }
table-no-last-trick = Yhtään tikkiä ei ole vielä pelattu.
table-saved = Pelitallenne tallennettu: { $path }
table-save-failed = Tätä jakoa ei voitu tallentaa: { $reason }. Peli jatkuu.
table-save-kept = Aiemmin tallennetut jaot ovat tallessa tiedostossa { $path }.
table-save-nothing-kept = Mitään ei ollut vielä tallennettu.
save-reason-disk-full = levy on täynnä
save-reason-too-big = tiedosto on suurempi kuin järjestelmä sallii
save-reason-no-permission = sinne ei ole kirjoitusoikeutta
save-reason-read-only = kansio on vain luku -tilassa
save-reason-unknown = tuntematon virhe

## Toiminnot (sopimuksia Prise, Garde, Garde sans ja Garde contre ei käännetä)
action-pass = Passaa
action-chelem = Ilmoita Chelem
action-no-chelem = Älä ilmoita Chelemiä
action-poignee = Poignée ({ $size })
action-poignee-choose = Poignée…
action-discard = Heitä pois { $card }
action-exchange = Vaihda valtti-Bube
action-close = Sulje pakka
action-marriage = Ilmoita aviopari: { $card }
action-level = Tarjoa { $level }
action-hold = Pidä tarjous
action-game = Game: { $suit }
action-hearts = Hearts
action-trump = Valitse valtiksi { $suit_accusative }
action-stay = Jää peliin
action-drop = Jättäydy pois
action-invite = Kutsu mukaan
action-alone = Puolusta yksin
action-no-aces = Ilmoita: ei Ass-kortteja

## Loki
log-action = { $seat }: { $action }
log-discard-hidden = { $person ->
        [you] Sinä heitit
       *[other] { $seat } heitti
    } pois { $count ->
        [one] yhden kortin
       *[other] { $count } korttia
    } kuvapuoli alaspäin
log-pass = { $person ->
        [you] Sinä passasit
       *[other] { $seat } passasi
    }
log-contract = { $person ->
        [you] Sinä tarjosit: { $contract }
       *[other] { $seat } tarjosi: { $contract }
    }
log-chelem = { $person ->
        [you] Sinä ilmoitit Chelemin
       *[other] { $seat } ilmoitti Chelemin
    }
log-no-chelem = { $person ->
        [you] Sinä et ilmoittanut Chelemiä
       *[other] { $seat } ei ilmoittanut Chelemiä
    }
log-discard = { $person ->
        [you] Sinä heitit pois kortin { $card }
       *[other] { $seat } heitti pois kortin { $card }
    }
log-exchange = { $person ->
        [you] Sinä vaihdoit valtti-Buben käännettyyn valttikorttiin
       *[other] { $seat } vaihtoi valtti-Buben käännettyyn valttikorttiin
    }
log-close = { $person ->
        [you] Sinä suljit pakan
       *[other] { $seat } sulki pakan
    }
log-marriage = { $person ->
        [you] Sinä ilmoitit avioparin kortilla { $card }
       *[other] { $seat } ilmoitti avioparin kortilla { $card }
    }
log-level = { $person ->
        [you] Sinä tarjosit { $level }
       *[other] { $seat } tarjosi { $level }
    }
log-hold = { $person ->
        [you] Sinä pidit tarjouksen
       *[other] { $seat } piti tarjouksen
    }
log-game = { $person ->
        [you] Sinä tarjosit Gamen, valttina { $suit }
       *[other] { $seat } tarjosi Gamen, valttina { $suit }
    }
log-hearts = { $person ->
        [you] Sinä tarjosit Heartsin
       *[other] { $seat } tarjosi Heartsin
    }
log-trump = { $person ->
        [you] Sinä valitsit valtiksi { $suit_accusative }
       *[other] { $seat } valitsi valtiksi { $suit_accusative }
    }
log-stay = { $person ->
        [you] Sinä jäit peliin
       *[other] { $seat } jäi peliin
    }
log-drop = { $person ->
        [you] Sinä jättäydyit pois
       *[other] { $seat } jättäytyi pois
    }
log-invite = { $person ->
        [you] Sinä kutsuit toisen puolustajan mukaan
       *[other] { $seat } kutsui toisen puolustajan mukaan
    }
log-alone = { $person ->
        [you] Sinä päätit puolustaa yksin
       *[other] { $seat } päätti puolustaa yksin
    }
log-no-aces = { $person ->
        [you] Sinä ilmoitit: ei Ass-kortteja
       *[other] { $seat } ilmoitti: ei Ass-kortteja
    }
log-trick = Tikki { $number } → { $seat }
log-poignee = { $person ->
        [you] Sinä näytit
       *[other] { $seat } näytti
    } { $size } valtin Poignéen: { $cards }
log-excuse = Excuse jää omalle puolelleen; toinen puoli saa 0,5 korttipisteen hyvityksen.
log-annulled-all-pass = Kaikki passasivat: jako perutaan, ja seuraava jakaja jakaa uudelleen.
log-annulled-petit-sec = Petit sec: jako perutaan, ja seuraava jakaja jakaa uudelleen.

## Valintaikkunat
dialog-decide = Päätöksesi
dialog-unavailable = { $options }: { $reason }
dialog-bidding = Tarjouksesi
dialog-chelem = Ilmoitatko Chelemin (kaikki 18 tikkiä)?
dialog-trump = Valitse valttimaa
dialog-defence = Jäätkö peliin vai jättäydytkö pois?
dialog-invitation = Kutsutko toisen puolustajan mukaan vai puolustatko yksin?
dialog-defence-note = Peliin jääminen sitoo sinut vähintään 2 tikkiin (vajaasta 10 pottiin). Jos molemmat puolustajat jättäytyvät pois, pelinviejälle lasketaan 10 tikkiä.
dialog-invitation-note = Kutsuttu puolustaja pelaa pakosta mukana: saat molempien voitot ja tarvitsette yhdessä 4 tikkiä. Yksin pelataan kaksi korttia tikkiin ja tarvitset 2.
dialog-leave = Poistutaanko pöydästä?
dialog-leave-note = Peli säilytetään: Etusivun ”Jatka” palauttaa sinut siihen (valmiit jaot on jo tallennettu).
action-keep-playing = Jatka peliä
action-leave-table = Poistu
dialog-discard = Valitse { $count } { $count ->
        [one] pois heitettävä kortti
       *[other] pois heitettävää korttia
    }
dialog-discard-note-french-tarot = Ei koskaan Roi- tai bout-korttia; valtteja vain, jos muita kortteja on liian vähän, ja ne näytetään kaikille.
dialog-discard-note-preference = Mitkä tahansa kaksi korttia; kukaan muu ei näe niitä.
dialog-confirm = Vahvista
dialog-marriage = Ilmoitatko avioparin?
dialog-card-refused = { $card }: { $reason }
dialog-play-plain = Pelaa vain { $card }
dialog-poignee = Näytätkö Poignéen ennen ensimmäistä korttiasi?
dialog-poignee-level = { $size } valtin Poignée: { $cards }
dialog-poignee-adjust = Valitse näytettävät valtit…
dialog-poignee-none = Älä näytä Poignéeta

## Jaon loppu
end-title = Jaon loppu
end-next-deal = Seuraava jako
end-watch-back = Siirto taaksepäin
end-new-game = Uusi peli
end-menu = Takaisin valikkoon
settle-seat-score = { $seat }: { $score } (yhteensä { $total })
settle-side-taker = ottaja
settle-side-defence = puolustus
settle-annulled-all-pass = Kaikki passasivat: jako perutaan.
settle-annulled-petit-sec = Petit sec ({ $seats }): jako perutaan.
settle-tarot-contract = Ottaja { $seat }, sopimus { $contract } (× { $multiplier }).
settle-tarot-bouts = Voitetut bout-kortit: { $bouts } → tavoite { $target ->
        [one] { $target } korttipiste
       *[other] { $target } korttipistettä
    }.
settle-tarot-points = Korttipisteet: { $points } (sopimus { $made ->
        [yes] onnistui { $diff } pisteellä
       *[no] epäonnistui { $diff } pisteellä
    }).
settle-tarot-base = Perusmaksu: (25 + { $diff }) × { $multiplier } = { $base } puolustajaa kohti.
settle-tarot-petit = Petit au bout ({ $side }): { $points }
settle-tarot-poignee = { $seat }: { $size } valtin Poignée.
settle-tarot-poignees = Poignée-bonukset sopimuksen voittaneelle puolelle: { $points }
settle-tarot-chelem = Chelem ({ $kind }): { $points }
settle-tarot-defenders-pay = Jokainen puolustaja maksaa ottajalle { $amount }.
settle-tarot-taker-pays = Ottaja maksaa jokaiselle puolustajalle { $amount }.
chelem-declared-made = ilmoitettu ja onnistunut
chelem-declared-failed = ilmoitettu ja epäonnistunut
chelem-declared-failed-defence = ilmoitettu, ja puolustus voitti jokaisen tikin
chelem-taker = ilmoittamaton, ottaja voitti jokaisen tikin
chelem-defence = puolustus voitti jokaisen tikin
settle-schnapsen-winner = Jaon voittaja: { $seat }, { $points ->
        [one] { $points } pelipiste
       *[other] { $points } pelipistettä
    }.
settle-schnapsen-reason-66 = 66 korttipistettä saavutettu.
settle-schnapsen-reason-last-trick = Kukaan ei saavuttanut 66:ta: viimeisen tikin voittaja saa 1 pelipisteen.
settle-schnapsen-reason-closer-66 = Pakan sulkija saavutti 66 pistettä.
settle-schnapsen-reason-opponent-66 = Pakan sulkijan vastustaja saavutti 66 pistettä ensin.
settle-schnapsen-reason-closer-failed = Pakan sulkija ei saavuttanut 66:ta.
settle-schnapsen-cards = Korttipisteet: Sinä { $you } · { $opponent } { $them }
settle-schnapsen-closing = Pakan sulkija: { $seat }. Vastustajalla oli sulkemishetkellä { $points ->
        [one] { $points } piste
       *[other] { $points } pistettä
    } ja { $tricks ->
        [one] { $tricks } tikki
       *[other] { $tricks } tikkiä
    }.
settle-schnapsen-match = Ottelupisteitä jäljellä: Sinä { $you } · { $opponent } { $them }
settle-schnapsen-match-won = Ottelun voittaja: { $seat }!
settle-preference-void = Kaikki passasivat: mitään ei tilitetä.
settle-preference-contract = Pelinviejä { $seat }: { $contract } · valttimaa { $suit }
settle-preference-tricks = Pelinviejän tikit: { $tricks }, tarvitaan 6 ({ $made ->
        [yes] onnistui
       *[no] epäonnistui
    }).
settle-preference-defender = { $seat } ({ $choice }): { $tricks ->
        [one] { $tricks } tikki
       *[other] { $tricks } tikkiä
    }
settle-preference-flow = { $payer } → { $payee }: { $amount } ({ $item })
settle-preference-from-pool = Potista → { $payee }: { $amount } ({ $item })
settle-preference-to-pool = { $payer } → pottiin: { $amount } ({ $item })
settle-pool = potti
settle-item-declarer-short = pelinviejällä alle 6 tikkiä
settle-item-defender-short = puolustajalla alle 2 tikkiä
settle-item-defence-pair-short = kutsutulla puolustuksella alle 4 tikkiä
settle-item-declarer-takes = pelinviejän 10 potista
settle-item-defence-tricks = 1 jokaisesta puolustuksen tikistä
settle-item-hearts = Hearts
settle-item-four-aces = neljä Ass-korttia
settle-item-no-aces = Ei Ass-kortteja
settle-item-refill = potti on tyhjä: jokainen maksaa 30
end-title-match-won = Voitit ottelun
end-title-match-lost = Hävisit ottelun

## Pöydän alapalkin näppäimet
binding-hint = Vihje
binding-undo = Kumoa
binding-last-trick = Edell.
binding-log = Loki
# Title of the log panel (the Log box of the wireframe).
log-title = Loki
binding-skip = Ohita
binding-menu = Valikko
binding-play = Pelaa
table-record-ends = Tallenne päättyy tähän: jakoa ei pelattu loppuun.
table-watching = Tallenne: välilyönti pysäyttää, , . taakse/eteen, + − nopeus, Esc lopettaa.

## Why an action is not allowed
## Miksi siirto ei ole sallittu: näkyy tekstin "… ei ole sallittu:" jälkeen ja valintaikkunoissa.
illegal-phase-bidding = tarjousvaihe
illegal-phase-discard = poisheittovaihe
illegal-phase-chelem = Chelem-päätöksen vuoro
illegal-phase-trump = valttimaan valinta
illegal-phase-defence = puolustajien valinta
illegal-phase-invitation = kutsuvaihe
illegal-phase-play = pelivaihe
illegal-common-deal-over = jako on päättynyt; siirtoja ei voi enää tehdä
illegal-common-not-held = { $card } ei ole kädessä ({ $seat })
illegal-common-unknown-action = tuntematon siirto { $action }
illegal-french-tarot-poignee-wrong-phase = Poignée ilmoitetaan juuri ennen ensimmäistä korttiasi; nyt on { $phase }
illegal-french-tarot-card-wrong-phase = kortteja ei voi pelata: nyt on { $phase }
illegal-french-tarot-discard-wrong-phase = vain ottaja heittää kortteja pois, kun on ottanut chienin; nyt on { $phase }
illegal-french-tarot-bid-wrong-phase = tarjoukset on jo tehty; nyt on { $phase }
illegal-french-tarot-bid-too-low = { $bid } ei ylitä tarjousta { $contract }; tarjoa korkeammin tai passaa
illegal-french-tarot-chelem-wrong-phase = vain ottaja ilmoittaa Chelemin, heti poisheiton jälkeen (Garde sans- ja Garde contre -sopimuksissa heti tarjousten jälkeen)
illegal-french-tarot-must-follow = sinun on tunnustettava maata ({ $suit })
illegal-french-tarot-must-trump-trumps-led = tikki aloitettiin valtilla, joten pelaa valtti
illegal-french-tarot-must-trump = sinulla ei ole aloitettua maata, joten pelaa valtti
illegal-french-tarot-must-overtrump = sinun on ylitettävä tikin korkein valtti ({ $card })
illegal-french-tarot-discard-not-held = ottajalla ei ole korttia { $card }
illegal-french-tarot-discard-king = Roi-kortteja ei saa koskaan heittää pois
illegal-french-tarot-discard-bout = bout-kortteja (Petit, valtti 21 ja Excuse) ei saa koskaan heittää pois
illegal-french-tarot-discard-trump = valtteja saa heittää pois vain, jos sinulla on alle 6 pois heitettävää tavallista korttia
illegal-french-tarot-discard-trump-count = saat heittää pois vain { $count ->
        [one] yhden valtin
       *[other] { $count } valttia
    }: tavalliset kortit on käytettävä ensin
illegal-french-tarot-poignee-too-late = Poignée ilmoitetaan vain juuri ennen ensimmäistä korttiasi
illegal-french-tarot-poignee-repeated = olet jo ilmoittanut Poignéen
illegal-french-tarot-poignee-size = Poignéessa näytetään tasan 10, 13 tai 15 valttia, ei { $size }
illegal-french-tarot-poignee-not-trumps = Poignéessa näytetään vain valtteja (Excuse voi korvata yhden)
illegal-french-tarot-poignee-not-held = et voi näyttää kortteja { $cards }: ne eivät ole kädessäsi
illegal-french-tarot-poignee-no-excuse = sinulla ei ole Excusea
illegal-french-tarot-poignee-excuse = Excuse voi korvata valtin vain, kun näytät kaikki valttisi ja yksi jää silti puuttumaan
illegal-schnapsen-closed-must-beat = pakka on suljettu, joten sinun on ylitettävä { $card }
illegal-schnapsen-exhausted-must-beat = pakka on loppunut, joten sinun on ylitettävä { $card }
illegal-schnapsen-closed-must-follow = pakka on suljettu, joten tunnusta maata ({ $suit })
illegal-schnapsen-exhausted-must-follow = pakka on loppunut, joten tunnusta maata ({ $suit })
illegal-schnapsen-closed-must-trump = pakka on suljettu eikä sinulla ole { $suit_compound }kortteja: pelaa valtti
illegal-schnapsen-exhausted-must-trump = pakka on loppunut eikä sinulla ole { $suit_compound }kortteja: pelaa valtti
illegal-schnapsen-marriage-rank = aviopari ilmoitetaan aloittamalla König- tai Dame-kortilla
illegal-schnapsen-marriage-not-leading = vain aloittaja voi ilmoittaa avioparin, kun hän aloittaa tikin
illegal-schnapsen-marriage-not-held = sinulla ei ole korttia { $card }
illegal-schnapsen-marriage-partner-missing = aviopariin tarvitaan saman maan ({ $suit }) König ja Dame; sinulla ei ole korttia { $card }
illegal-schnapsen-marriage-repeated = olet jo ilmoittanut { $suit_genitive } avioparin
illegal-schnapsen-exchange-not-leading = vain aloittaja voi vaihtaa, ennen kuin aloittaa tikin
illegal-schnapsen-exchange-closed = pakka on suljettu; käännettyä valttikorttia ei voi enää vaihtaa
illegal-schnapsen-exchange-exhausted = pakka on loppunut; käännetty valttikortti on jo nostettu
illegal-schnapsen-exchange-no-jack = sinulla ei ole valtti-Bubea ({ $card })
illegal-schnapsen-close-not-leading = vain aloittaja voi sulkea pakan, ennen kuin aloittaa tikin
illegal-schnapsen-close-already-closed = pakka on jo suljettu
illegal-schnapsen-close-hand-size = pakan sulkemiseen tarvitaan 5 korttia kädessä; sinulla on { $count }
illegal-schnapsen-close-exhausted = pakka on loppunut; suljettavaa ei ole
illegal-preference-card-wrong-phase = kortteja ei voi pelata: nyt on { $phase }
illegal-preference-bid-wrong-phase = tarjoukset on jo tehty; nyt on { $phase }
illegal-preference-defence-wrong-phase = peliin jääminen ja pois jättäytyminen ovat puolustajien valintoja tarjousten ja vaihdon jälkeen; nyt on { $phase }
illegal-preference-invitation-wrong-phase = kutsumisen tai yksin puolustamisen valitsee vain puolustaja, joka jäi peliin toisen jättäytyessä pois; nyt on { $phase }
illegal-preference-first-turn-only = { $bid } on sallittu vain pelaajan ensimmäisenä tarjouksena
illegal-preference-game-too-low = { $bid } ei ylitä voimassa olevaa tarjousta { $contract }; myöhemmän Gamen on oltava korkeammassa maassa (♣ < ♠ < ♦)
illegal-preference-game-standing = { $contract } on jo tarjottu; voit tarjota vain korkeamman Gamen tai Heartsin tai passata
illegal-preference-hold-nothing = pidettävää tarjousta ei ole
illegal-preference-hold-not-bid = voit pitää tarjouksen vain, jos olet itse aiemmin tarjonnut numeron
illegal-preference-hold-priority = { $seat } tarjosi { $level } ja on etuoikeutettu sinuun nähden (etukäsi > keskikäsi > jakaja); korota tai passaa
illegal-preference-jump-may-hold = voit pitää tarjouksen { $level } (sinulla on etuoikeus ennen pelaajaa { $seat }) tai passata; tarjous { $bid } olisi hyppy
illegal-preference-too-low-may-hold = { $bid } ei ylitä tarjousta { $level }; voit pitää tarjouksen { $level } tai passata
illegal-preference-only-pass = { $seat } pitää tarjousta 4, korkeinta numerotarjousta; voit vain passata
illegal-preference-bid-too-low = { $bid } ei ylitä tarjousta { $level }; tarjoa { $next } tai passaa
illegal-preference-jump = ei hyppytarjouksia: seuraava tarjous on { $next }
illegal-preference-discards-done = kaksi korttia on jo heitetty pois; valitse nyt valttimaa
illegal-preference-discard-wrong-phase = vain numerosopimuksen pelinviejä heittää kortteja pois, heti lesken ottamisen jälkeen; nyt on { $phase }
illegal-preference-discard-not-held = pelinviejällä ei ole korttia { $card }
illegal-preference-trump-before-discard = heitä pois 2 korttia ennen kuin valitset valttimaan
illegal-preference-trump-wrong-phase = vain numerosopimuksen pelinviejä valitsee valttimaan, vaihdon jälkeen; nyt on { $phase }
illegal-preference-trump-too-low = valttimaan on oltava tarjouksen maa tai sitä korkeampi: tarjous { $level } on { $lowest }, joten { $suit } on liian matala
illegal-preference-no-aces-repeated = ”Ei Ass-kortteja” on jo ilmoitettu
illegal-preference-no-aces-not-now = vain pelinviejä ilmoittaa ”Ei Ass-kortteja”, juuri ennen ensimmäisen tikin aloitusta
illegal-preference-no-aces-has-aces = ”Ei Ass-kortteja” vaatii käden, jossa ei ole yhtään Ass-korttia; pelinviejällä on { $cards }
illegal-preference-no-aces-has-aces-talon = ”Ei Ass-kortteja” vaatii käden, jossa ei ole yhtään Ass-korttia (leski lasketaan mukaan, pidettiin se tai heitettiin pois); pelinviejällä on { $cards }
illegal-preference-must-follow = sinun on tunnustettava maata ({ $suit })
illegal-preference-must-trump = sinulla ei ole { $suit_compound }kortteja, joten pelaa valtti ({ $trump })
illegal-preference-must-beat = sinun on ylitettävä { $card }, koska pystyt siihen ({ $cards })
illegal-preference-must-beat-lowest = sinun on ylitettävä pienimmällä ylittävällä kortilla ({ $card })

## Hints
## hint-<code>: miksi normaalitason tekoäly valitsee siirron (yksi rivi "Vihje: … — " jälkeen).
hint-only-legal = ainoa sallittu valinta
hint-keeps-strongest = vahvimmat kortit jäävät myöhemmäksi
hint-top-of-suit = korkein { $suit_compound }korttisi
hint-top-trump = korkein valttisi
hint-wins-trick = se voittaa tikin
hint-cheapest-trump-over = halvin valtti, joka ylittää kortin { $card }
hint-void-trump = sinulla ei ole { $suit_compound }kortteja, joten valttaat
hint-master-card = korkein vielä pelaamaton { $suit_compound }kortti
hint-master-trump = korkein vielä pelaamaton valtti: kukaan ei ylitä sitä
hint-takes-lead = se ylittää kortin { $card } toistaiseksi
hint-partner-feed = kumppanisi { $card } voittaa tikin: lisää pisteitä
hint-partner-wins = kumppanisi { $card } voittaa tikin
hint-duck = { $card } ei ole voittokortin arvoinen: säästä omasi
hint-lost-lowest = tikki on menetetty, joten halvin kortti
hint-lost-keep-trumps = tikki on menetetty: halvin kortti, joka ei ole valtti
hint-lost-shed = tikki on menetetty: heitä kortti, jota et tarvitse
hint-lead-master = korkein vielä pelaamaton { $suit_compound }kortti
hint-lead-master-trump = korkein vielä pelaamaton valtti
hint-lead-draw-trumps = sinulla { $count ->
        [one] { $count } valtti
       *[other] { $count } valttia
    }, muilla vielä { $number ->
        [one] { $number } valtti
       *[other] { $number } valttia
    }: vedä ne pois
hint-lead-long = pisimmän maasi ({ $suit }) pienin kortti
hint-lead-low = pienin { $suit_compound }korttisi: korkeat jäävät käteen
hint-lead-singleton = viimeinen { $suit_compound }korttisi: maa loppuu sinulta
hint-tarot-bid = käden arvo { $points ->
        [one] { $points } piste
       *[other] { $points } pistettä
    }: { $contract } vaatii { $target }
hint-tarot-pass = käden arvo { $points ->
        [one] { $points } piste
       *[other] { $points } pistettä
    }: { $contract } vaatii { $target }
hint-tarot-discard-void = jättää sinut ilman { $suit_compound }kortteja
hint-tarot-discard-points = kortin { $card } pisteet talteen poisheittoon
hint-tarot-discard-small = pieni kortti, jota et kaipaa
hint-tarot-discard-trump = liian vähän muita kortteja: pieni valtti pois
hint-tarot-chelem = { $count ->
        [one] { $count } valtti
       *[other] { $count } valttia
    }, valtti 21 ja Excuse: varma Chelem
hint-tarot-no-chelem = { $count ->
        [one] { $count } valtilla
       *[other] { $count } valtilla
    } kaikki 18 tikkiä eivät ole varmoja
hint-tarot-poignee = { $size ->
        [one] { $size } valtin
       *[other] { $size } valtin
    } näyttäminen tuo bonuksen voittajapuolelle
hint-tarot-save-petit = Petit pelastuu: se voittaa tämän tikin
hint-tarot-save-petit-partner = Petit pelastuu: kumppanisi { $card } voittaa tikin
hint-tarot-excuse = tikki menee toiselle puolelle: Excuse ei anna sille mitään
hint-tarot-excuse-lead = tavallisia kortteja ei ole: Excuse ennen viimeistä tikkiä
hint-schnapsen-exchange = valtti-Bube vaihtuu korttiin { $card }
hint-schnapsen-marriage = { $suit_genitive } aviopari tuo { $points ->
        [one] { $points } pisteen
       *[other] { $points } pistettä
    }
hint-schnapsen-marriage-66 = avioparin { $points ->
        [one] { $points } piste vie
       *[other] { $points } pistettä vie
    } sinut 66:een
hint-schnapsen-close-trumps = sinulla { $points ->
        [one] { $points } piste
       *[other] { $points } pistettä
    } ja { $count ->
        [one] korkein valtti
       *[other] { $count } korkeinta valttia
    }
hint-schnapsen-close = { $points ->
        [one] { $points } piste
       *[other] { $points } pistettä
    }, ja varmat tikit vievät 66:een
hint-schnapsen-reaches-66 = se voittaa tikin ja vie sinut { $points ->
        [one] { $points } pisteeseen
       *[other] { $points } pisteeseen
    }
hint-schnapsen-wins-points = se voittaa tikin: { $points ->
        [one] { $points } korttipiste
       *[other] { $points } korttipistettä
    }
hint-schnapsen-lead-marriage = aloitusvuoro { $suit_genitive } avioparin ilmoittamiseen ({ $points ->
        [one] { $points } piste
       *[other] { $points } pistettä
    })
hint-schnapsen-lead-cheap = halpa aloitus: valtit, Ass-kortit ja 10:t jäävät käteen
hint-schnapsen-stock-out = umpipakka on loppunut: tiedät vastustajan kortit
hint-pref-bid = noin { $tricks ->
        [one] { $tricks } tikki
       *[other] { $tricks } tikkiä
    }, valttina { $suit }: tarjoa { $level }
hint-pref-hold = noin { $tricks ->
        [one] { $tricks } tikki
       *[other] { $tricks } tikkiä
    }, valttina { $suit }: pidä tarjous
hint-pref-game = noin { $tricks ->
        [one] { $tricks } tikki
       *[other] { $tricks } tikkiä
    }, valttina { $suit }: Game ilman leskeä
hint-pref-hearts = noin { $tricks ->
        [one] { $tricks } tikki
       *[other] { $tricks } tikkiä
    } herttavaltein: riittää Heartsiin
hint-pref-pass = noin { $tricks ->
        [one] { $tricks } tikki
       *[other] { $tricks } tikkiä
    } ennen leskeä, tarvitaan { $target }
hint-pref-pass-game = Game on tarjottu: mikään numerotarjous ei ylitä sitä
hint-pref-pass-top = tarjous on jo { $level }
hint-pref-discard = jää noin { $tricks ->
        [one] { $tricks } tikki
       *[other] { $tricks } tikkiä
    }, valttina { $suit }
hint-pref-trump = noin { $tricks ->
        [one] { $tricks } tikki
       *[other] { $tricks } tikkiä
    }, { $suit } on paras valttimaasi
hint-pref-stay = puolustuksessa noin { $tricks ->
        [one] { $tricks } tikki
       *[other] { $tricks } tikkiä
    }: tarvitaan 2
hint-pref-drop = puolustuksessa vain noin { $tricks ->
        [one] { $tricks } tikki
       *[other] { $tricks } tikkiä
    }: liian riskialtista
hint-pref-invite = noin { $tricks ->
        [one] { $tricks } tikki
       *[other] { $tricks } tikkiä
    }: kumppanin kanssa 4 on ulottuvilla
hint-pref-alone = noin { $tricks ->
        [one] { $tricks } tikki
       *[other] { $tricks } tikkiä
    }: liian vähän kumppanin kantamiseen
hint-pref-no-aces = noin { $tricks ->
        [one] { $tricks } tikki
       *[other] { $tricks } tikkiä
    }: riittää ilmoitukseen

## The felt (piles and the trick just taken)
pile-chien = Chien
pile-talon = Leski
table-trick-taken = Tikin vie: { $seat }

## Where the taker's card points come from (settlement)
settle-tarot-in-tricks = Tikeistä: { $points }
settle-tarot-in-discard = Poisheitossa: { $points }
settle-tarot-in-chien = Chienissa: { $points }
settle-tarot-excuse-comp = Excusen korvaus: { $points }

## Watching a record (replay --watch)
table-watch-paused = Pysäytetty: . seuraava siirto, , yksi takaisin, välilyönti jatkaa.
table-watch-start = Tallenteen alku: ei siirtoa peruttavaksi.
table-watch-speed = Nopeus { $speed } %
binding-watch-pause = Tauko
binding-watch-step = Askel

# The log: a hold with its level; a resumed deal summed up
log-hold-level = { $person ->
        [you] Sinä pidit tarjouksen { $level }
       *[other] { $seat } piti tarjouksen { $level }
    }
log-summary = Jako { $number } tähän asti:
log-summary-trick = Tikki { $number }: { $cards } → { $seat }

## Pistelista tilityksen alla (kuten pelaajat pitävät sitä paperilla)
sheet-title = Pistelista
sheet-bummerl-title = Bummerl-taulu
sheet-pool-title = Pottilista
sheet-deal = Jako
sheet-contract = Sopimus
sheet-start = Alku
sheet-pool = Potti
sheet-taken = { $seat } · { $contract } { $made ->
        [yes] ✓
       *[no] ✗
    }
sheet-annulled = peruttu
sheet-all-pass = kaikki passasivat
sheet-bummerl = { $person ->
        [you] Sinä saat Bummerlin.
       *[other] Bummerlin saa { $seat }.
    }
end-record-key = f: missä tämä pelitallenne on
