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
role-poignee = Poignée { $size }
role-chelem = Chelem ilmoitettu
role-points = { $points } p.
role-pending = (+{ $points } odottaa)
role-tricks = tikkejä { $count }
role-marriage = { $suit }-aviopari { $points }

## Pöytä
table-deal = Jako { $number }
table-totals = Yhteensä: { $totals }
table-match = Jäljellä: Sinä { $you } · { $opponent } { $them }
table-scores = Pisteet: { $scores } · potti { $pool }
table-chien = Chien: { $cards }
table-discarded-trumps = Valtit poisheitossa: { $cards }
table-trick-count = Tikki { $number }/{ $total }
table-trump-suit = Valttimaa: { $suit }
table-trump-card = Käännetty valttikortti: { $card }
table-stock = Umpipakka: { $count }
table-closed = Pakan sulkija: { $seat }
table-talon = Leski: { $cards }
table-pool = Potti: { $pool }
table-your-turn = Sinun vuorosi: valitse kortti (←/→ tai 1–9, Enter tai napsautus).
table-thinking = { $seat } miettii…
table-illegal = { $action } ei ole sallittu: { $reason }
table-hint = Vihje: normaalitason tekoälyn valinta olisi { $action }.
table-undone = Viimeisin päätöksesi kumottiin.
table-nothing-to-undo = Ei kumottavaa.
table-last-trick = Edellinen tikki: { $cards } → { $seat }
table-no-last-trick = Yhtään tikkiä ei ole vielä pelattu.
table-saved = Pelitallenne tallennettu: { $path }

## Toiminnot (sopimuksia Prise, Garde, Garde sans ja Garde contre ei käännetä)
action-pass = Passi
action-chelem = Ilmoita Chelem
action-no-chelem = Ei Chelemiä
action-poignee = Poignée ({ $size })
action-poignee-choose = Poignée…
action-discard = Heitä pois { $card }
action-exchange = Vaihda valtti-Bube
action-close = Sulje pakka
action-marriage = Aviopari: { $card }
action-level = Tarjoa { $level }
action-hold = Pidän
action-game = Game: { $suit }
action-hearts = Hearts
action-trump = Valttimaa: { $suit }
action-stay = Jään peliin
action-drop = Jättäydyn pois
action-invite = Kutsun
action-alone = Puolustan yksin
action-no-aces = Ei Ass-kortteja

## Loki
log-action = { $seat }: { $action }
log-discard-hidden = { $seat }: poisheitto kuvapuoli alaspäin
log-trick = Tikki { $number } → { $seat }
log-poignee = Poignée-ilmoitus ({ $seat }): { $size } valttia – { $cards }
log-excuse = Excuse jää omalle puolelleen; toinen puoli saa 0,5 korttipisteen hyvityksen.
log-annulled-all-pass = Kaikki passasivat: jako perutaan, ja seuraava jakaja jakaa uudelleen.
log-annulled-petit-sec = Petit sec: jako perutaan, ja seuraava jakaja jakaa uudelleen.

## Valintaikkunat
dialog-decide = Päätöksesi
dialog-bidding = Tarjouksesi
dialog-chelem = Ilmoitatko Chelemin (kaikki 18 tikkiä)?
dialog-trump = Valitse valttimaa
dialog-defence = Jäätkö peliin vai jättäydytkö pois?
dialog-invitation = Kutsutko toisen puolustajan mukaan vai puolustatko yksin?
dialog-discard = Valitse { $count } { $count ->
        [one] pois heitettävä kortti
       *[other] pois heitettävää korttia
    }
dialog-discard-note-french-tarot = Ei koskaan Roi- tai bout-korttia; valtteja vain, jos muita kortteja on liian vähän, ja ne näytetään kaikille.
dialog-discard-note-preference = Mitkä tahansa kaksi korttia; kukaan muu ei näe niitä.
dialog-confirm = Vahvista
dialog-marriage = Ilmoitatko avioparin?
dialog-play-plain = Pelaa vain { $card }
dialog-poignee = Näytätkö Poignéen ennen ensimmäistä korttiasi?
dialog-poignee-level = { $size } valtin Poignée: { $cards }
dialog-poignee-adjust = Valitse näytettävät valtit…
dialog-poignee-none = Ei Poignée-ilmoitusta

## Jaon loppu
end-title = Jaon loppu
end-next-deal = Seuraava jako
end-new-game = Uusi peli
end-menu = Takaisin valikkoon
settle-seat-score = { $seat }: { $score } (yhteensä { $total })
settle-side-taker = ottaja
settle-side-defence = puolustus
settle-annulled-all-pass = Kaikki passasivat: jako perutaan.
settle-annulled-petit-sec = Petit sec ({ $seats }): jako perutaan.
settle-tarot-contract = Ottaja { $seat }, sopimus { $contract } (× { $multiplier }).
settle-tarot-bouts = Voitetut bout-kortit: { $bouts } → tavoite { $target } korttipistettä.
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
        [one] 1 pelipiste
       *[other] { $points } pelipistettä
    }.
settle-schnapsen-reason-66 = 66 korttipistettä saavutettu.
settle-schnapsen-reason-last-trick = Kukaan ei saavuttanut 66:ta: viimeisen tikin voittaja saa 1 pelipisteen.
settle-schnapsen-reason-closer-66 = Pakan sulkija saavutti 66 pistettä.
settle-schnapsen-reason-opponent-66 = Pakan sulkijan vastustaja saavutti 66 pistettä ensin.
settle-schnapsen-reason-closer-failed = Pakan sulkija ei saavuttanut 66:ta.
settle-schnapsen-cards = Korttipisteet: Sinä { $you } · { $opponent } { $them }
settle-schnapsen-closing = Pakan sulkija: { $seat }. Vastustajalla oli sulkemishetkellä pisteitä { $points } ja tikkejä { $tricks }.
settle-schnapsen-match = Ottelupisteitä jäljellä: Sinä { $you } · { $opponent } { $them }
settle-schnapsen-match-won = Ottelun voittaja: { $seat }!
settle-preference-void = Kaikki passasivat: mitään ei tilitetä.
settle-preference-contract = Pelinviejä { $seat }: { $contract } · valttimaa { $suit }
settle-preference-tricks = Pelinviejän tikit: { $tricks }, tarvitaan 6 ({ $made ->
        [yes] onnistui
       *[no] epäonnistui
    }).
settle-preference-defender = { $seat } ({ $choice }): { $tricks ->
        [one] 1 tikki
       *[other] { $tricks } tikkiä
    }
settle-preference-flow = { $payer } → { $payee }: { $amount } ({ $item })
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

## Pöydän alapalkin näppäimet
binding-hint = Vihje
binding-undo = Kumoa
binding-last-trick = Edell. tikki
binding-skip = Ohita
binding-menu = Valikko
binding-play = Pelaa
table-record-ends = Tallenne päättyy tähän: jakoa ei pelattu loppuun.
table-watching = Katsot tallennetta: s nopeuttaa, Esc lopettaa.
