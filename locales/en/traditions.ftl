## Card names per tradition: English.
## suit-<tradition>-<S|H|D|C> is the suit as running text names it; suit-label-* is the
## tradition's own label (kept in French or German in every language).
## Grammatical forms: a language whose sentences need another form of a suit name (a
## compound stem, a case) gives each suit-<tradition>-<S|H|D|C> message attributes, the same
## set for every suit, e.g. `.compound = pata` and `.genitive = padan`. A message then uses
## { $suit_compound } or { $suit_genitive } (likewise $lowest_<form>) instead of { $suit }.
## Never glue a case ending or a compound onto { $suit } itself. English needs none.

suit-french-S = spades
suit-french-H = hearts
suit-french-D = diamonds
suit-french-C = clubs
suit-label-french-S = Pique
suit-label-french-H = Cœur
suit-label-french-D = Carreau
suit-label-french-C = Trèfle

suit-marseille-S = swords
suit-marseille-H = cups
suit-marseille-D = coins
suit-marseille-C = batons
suit-label-marseille-S = Épées
suit-label-marseille-H = Coupes
suit-label-marseille-D = Deniers
suit-label-marseille-C = Bâtons

suit-wiener-bild-S = spades
suit-wiener-bild-H = hearts
suit-wiener-bild-D = diamonds
suit-wiener-bild-C = clubs
suit-label-wiener-bild-S = Pik
suit-label-wiener-bild-H = Herz
suit-label-wiener-bild-D = Karo
suit-label-wiener-bild-C = Kreuz

rank-french-K = Roi
rank-french-Q = Dame
rank-french-N = Cavalier
rank-french-J = Valet
rank-french-A = As
## The letters French Tarot's faces show: the initials of the rank names above (the As is the 1).
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

trump-french = trump { $number }
trump-marseille = { $numeral } { $title }
excuse-french = Excuse
excuse-marseille = Le Mat
