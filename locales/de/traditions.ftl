## Kartennamen je Tradition: Deutsch.
## suit-<Tradition>-<S|H|D|C> ist die Farbe, wie sie im Fließtext heißt; suit-label-* ist die
## eigene Bezeichnung der Tradition (in jeder Sprache französisch oder deutsch).

suit-french-S = Pik
suit-french-H = Herz
suit-french-D = Karo
suit-french-C = Kreuz
suit-label-french-S = Pique
suit-label-french-H = Cœur
suit-label-french-D = Carreau
suit-label-french-C = Trèfle

suit-marseille-S = Schwerter
suit-marseille-H = Kelche
suit-marseille-D = Münzen
suit-marseille-C = Stäbe
suit-label-marseille-S = Épées
suit-label-marseille-H = Coupes
suit-label-marseille-D = Deniers
suit-label-marseille-C = Bâtons

suit-wiener-bild-S = Pik
suit-wiener-bild-H = Herz
suit-wiener-bild-D = Karo
suit-wiener-bild-C = Kreuz
suit-label-wiener-bild-S = Pik
suit-label-wiener-bild-H = Herz
suit-label-wiener-bild-D = Karo
suit-label-wiener-bild-C = Kreuz

rank-french-K = König
rank-french-Q = Dame
rank-french-N = Reiter
rank-french-J = Bube
rank-french-A = Ass
## Die Buchstaben auf den Karten des Französischen Tarots: die Anfangsbuchstaben der Namen oben.
rank-letter-french-K = K
rank-letter-french-Q = D
rank-letter-french-N = R
rank-letter-french-J = B
rank-letter-french-A = A
rank-marseille-K = Roi
rank-marseille-Q = Reine
rank-marseille-N = Cavalier
rank-marseille-J = Valet
rank-marseille-A = As
rank-wiener-bild-K = König
rank-wiener-bild-Q = Dame
rank-wiener-bild-J = Bube
rank-wiener-bild-A = Ass

trump-french = Trumpf { $number }
trump-marseille = { $numeral } { $title }
excuse-french = Excuse
excuse-marseille = Le Mat
