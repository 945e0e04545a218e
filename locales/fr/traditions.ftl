## Noms des cartes par tradition : français.
## suit-<tradition>-<S|H|D|C> est la couleur telle que le texte courant la nomme ;
## suit-label-* est l’étiquette propre à la tradition (en français ou en allemand partout).

suit-french-S = pique
suit-french-H = cœur
suit-french-D = carreau
suit-french-C = trèfle
suit-label-french-S = Pique
suit-label-french-H = Cœur
suit-label-french-D = Carreau
suit-label-french-C = Trèfle

suit-marseille-S = épées
suit-marseille-H = coupes
suit-marseille-D = deniers
suit-marseille-C = bâtons
suit-label-marseille-S = Épées
suit-label-marseille-H = Coupes
suit-label-marseille-D = Deniers
suit-label-marseille-C = Bâtons

suit-wiener-bild-S = pique
suit-wiener-bild-H = cœur
suit-wiener-bild-D = carreau
suit-wiener-bild-C = trèfle
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

trump-french = atout { $number }
trump-marseille = { $numeral } { $title }
excuse-french = Excuse
excuse-marseille = Le Mat
