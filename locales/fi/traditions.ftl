## Korttien nimet perinteittäin: suomi.
## suit-<perinne>-<S|H|D|C> on maan nimi juoksevassa tekstissä; suit-label-* on perinteen oma
## merkintä (säilyy ranskaksi tai saksaksi kaikilla kielillä).

suit-french-S = pata
suit-french-H = hertta
suit-french-D = ruutu
suit-french-C = risti
suit-label-french-S = Pique
suit-label-french-H = Cœur
suit-label-french-D = Carreau
suit-label-french-C = Trèfle

suit-marseille-S = miekat
suit-marseille-H = maljat
suit-marseille-D = kolikot
suit-marseille-C = sauvat
suit-label-marseille-S = Épées
suit-label-marseille-H = Coupes
suit-label-marseille-D = Deniers
suit-label-marseille-C = Bâtons

suit-wiener-bild-S = pata
suit-wiener-bild-H = hertta
suit-wiener-bild-D = ruutu
suit-wiener-bild-C = risti
suit-label-wiener-bild-S = Pik
suit-label-wiener-bild-H = Herz
suit-label-wiener-bild-D = Karo
suit-label-wiener-bild-C = Kreuz

rank-french-K = Roi
rank-french-Q = Dame
rank-french-N = Cavalier
rank-french-J = Valet
rank-french-A = As
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
