## 各紙牌傳統的牌名：繁體中文（臺灣）。
## suit-<tradition>-<S|H|D|C> 是內文中的花色名稱；suit-label-* 是該傳統本身的標籤
## （在所有語言中都保留法文或德文）。

suit-french-S = 黑桃
suit-french-H = 紅心
suit-french-D = 方塊
suit-french-C = 梅花
suit-label-french-S = Pique
suit-label-french-H = Cœur
suit-label-french-D = Carreau
suit-label-french-C = Trèfle

suit-marseille-S = 劍
suit-marseille-H = 杯
suit-marseille-D = 金
suit-marseille-C = 棒
suit-label-marseille-S = Épées
suit-label-marseille-H = Coupes
suit-label-marseille-D = Deniers
suit-label-marseille-C = Bâtons

suit-wiener-bild-S = 黑桃
suit-wiener-bild-H = 紅心
suit-wiener-bild-D = 方塊
suit-wiener-bild-C = 梅花
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

trump-french = 將牌 { $number }
trump-marseille = { $numeral } { $title }
excuse-french = Excuse
excuse-marseille = Le Mat
