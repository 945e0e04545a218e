## Tên lá bài theo từng bộ bài truyền thống: Tiếng Việt.
## suit-<tradition>-<S|H|D|C> là tên chất dùng trong câu văn; suit-label-* là nhãn riêng
## của bộ bài truyền thống (giữ nguyên tiếng Pháp hoặc tiếng Đức trong mọi ngôn ngữ).

suit-french-S = Bích
suit-french-H = Cơ
suit-french-D = Rô
suit-french-C = Chuồn
suit-label-french-S = Pique
suit-label-french-H = Cœur
suit-label-french-D = Carreau
suit-label-french-C = Trèfle

suit-marseille-S = Kiếm
suit-marseille-H = Cốc
suit-marseille-D = Tiền
suit-marseille-C = Gậy
suit-label-marseille-S = Épées
suit-label-marseille-H = Coupes
suit-label-marseille-D = Deniers
suit-label-marseille-C = Bâtons

suit-wiener-bild-S = Bích
suit-wiener-bild-H = Cơ
suit-wiener-bild-D = Rô
suit-wiener-bild-C = Chuồn
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

trump-french = chủ bài { $number }
trump-marseille = { $numeral } { $title }
excuse-french = Excuse
excuse-marseille = Le Mat
