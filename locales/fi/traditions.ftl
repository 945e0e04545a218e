## Korttien nimet perinteittäin: suomi.
## suit-<perinne>-<S|H|D|C> on maan nimi juoksevassa tekstissä; suit-label-* on perinteen oma
## merkintä (säilyy ranskaksi tai saksaksi kaikilla kielillä).
## Muodot, joita lauseet tarvitsevat (käytetään { $suit_compound }, { $suit_genitive },
## { $suit_accusative }): yhdyssanan alkuosa (patakortti, miekkakortti), genetiivi (padan
## aviopari) ja akkusatiivi (valitsi valtiksi padan / miekat).

suit-french-S = pata
    .compound = pata
    .genitive = padan
    .accusative = padan
suit-french-H = hertta
    .compound = hertta
    .genitive = hertan
    .accusative = hertan
suit-french-D = ruutu
    .compound = ruutu
    .genitive = ruudun
    .accusative = ruudun
suit-french-C = risti
    .compound = risti
    .genitive = ristin
    .accusative = ristin
suit-label-french-S = Pique
suit-label-french-H = Cœur
suit-label-french-D = Carreau
suit-label-french-C = Trèfle

suit-marseille-S = miekat
    .compound = miekka
    .genitive = miekkojen
    .accusative = miekat
suit-marseille-H = maljat
    .compound = malja
    .genitive = maljojen
    .accusative = maljat
suit-marseille-D = kolikot
    .compound = kolikko
    .genitive = kolikoiden
    .accusative = kolikot
suit-marseille-C = sauvat
    .compound = sauva
    .genitive = sauvojen
    .accusative = sauvat
suit-label-marseille-S = Épées
suit-label-marseille-H = Coupes
suit-label-marseille-D = Deniers
suit-label-marseille-C = Bâtons

suit-wiener-bild-S = pata
    .compound = pata
    .genitive = padan
    .accusative = padan
suit-wiener-bild-H = hertta
    .compound = hertta
    .genitive = hertan
    .accusative = hertan
suit-wiener-bild-D = ruutu
    .compound = ruutu
    .genitive = ruudun
    .accusative = ruudun
suit-wiener-bild-C = risti
    .compound = risti
    .genitive = ristin
    .accusative = ristin
suit-label-wiener-bild-S = Pik
suit-label-wiener-bild-H = Herz
suit-label-wiener-bild-D = Karo
suit-label-wiener-bild-C = Kreuz

rank-french-K = Roi
rank-french-Q = Dame
rank-french-N = Cavalier
rank-french-J = Valet
rank-french-A = As
rank-letter-french-K = R
rank-letter-french-Q = D
rank-letter-french-N = C
rank-letter-french-J = V
rank-letter-french-A = 1
rank-marseille-K = Roi
rank-marseille-Q = Reine
rank-marseille-N = Cavalier
rank-marseille-J = Valet
rank-marseille-A = As
rank-wiener-bild-K = König
rank-wiener-bild-Q = Dame
rank-wiener-bild-J = Bube
rank-wiener-bild-A = Ass

trump-french = valtti { $number }
trump-marseille = { $numeral } { $title }
excuse-french = Excuse
excuse-marseille = Le Mat
