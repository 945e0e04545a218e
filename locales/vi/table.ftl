## Bàn chơi: Tiếng Việt.

## Ghế (bạn ngồi ở cạnh dưới của bàn)
seat-you = Bạn
seat-east = Đông
seat-north = Bắc
seat-west = Tây
seat-cards = { $count } lá

## Vai trò và nhãn trên các ghế
role-dealer = người chia bài
role-taker = NGƯỜI TUYÊN BỐ · { $contract }
role-defender = người phòng thủ
role-declarer = NGƯỜI TUYÊN BỐ · { $contract }
role-poignee = Poignée { $size }
role-chelem = đã tuyên bố Chelem
role-points = { $points } điểm
role-pending = (+{ $points } đang chờ)
role-tricks = { $count } lượt
role-marriage = cặp vợ chồng { $suit } { $points }

## Mặt bàn
table-deal = Ván { $number }
table-totals = Tổng: { $totals }
table-match = Điểm trận còn lại: Bạn { $you } · { $opponent } { $them }
table-scores = Điểm: { $scores } · quỹ chung { $pool }
table-chien = Chien: { $cards }
table-discarded-trumps = Lá chủ trong bài bỏ: { $cards }
table-trick-count = Lượt { $number }/{ $total }
table-trump-suit = Chất chủ: { $suit }
table-trump-card = Lá chỉ chủ: { $card }
table-stock = Nọc: { $count }
table-closed = { $seat } đã đóng nọc
table-talon = Talon: { $cards }
table-pool = Quỹ chung: { $pool }
table-your-turn = Đến phiên bạn: chọn một lá bài (←/→ hoặc 1–9, Enter hoặc nhấp chuột).
table-thinking = { $seat } đang suy nghĩ…
table-illegal = { $action } không được phép: { $reason }
table-hint = Gợi ý: AI thông thường sẽ chọn { $action }.
table-undone = Đã hoàn tác quyết định gần nhất của bạn.
table-nothing-to-undo = Không có gì để hoàn tác.
table-last-trick = Lượt vừa rồi: { $cards } → { $seat }
table-no-last-trick = Chưa có lượt nào được đánh.
table-saved = Đã lưu bản ghi vào { $path }

## Hành động (các hợp đồng Prise, Garde, Garde sans, Garde contre giữ nguyên, không dịch)
action-pass = Bỏ qua
action-chelem = Tuyên bố Chelem
action-no-chelem = Không Chelem
action-poignee = Poignée ({ $size })
action-poignee-choose = Poignée…
action-discard = Bỏ { $card }
action-exchange = Đổi Bube chủ lấy lá chỉ chủ
action-close = Đóng nọc
action-marriage = Báo cặp vợ chồng với { $card }
action-level = Gọi { $level }
action-hold = Giữ mức gọi
action-game = Game chất { $suit }
action-hearts = Hearts
action-trump = Chất chủ: { $suit }
action-stay = Ở lại
action-drop = Rút lui
action-invite = Mời
action-alone = Phòng thủ một mình
action-no-aces = Không có Ass

## Nhật ký
log-action = { $seat }: { $action }
log-discard-hidden = { $seat } bỏ một lá bài úp
log-trick = Lượt { $number } → { $seat }
log-poignee = { $seat } trình ra Poignée { $size } lá chủ: { $cards }
log-excuse = Excuse ở lại với đội của người giữ nó; đội kia được bù 0,5 điểm bài.
log-annulled-all-pass = Tất cả đều bỏ qua: ván bị hủy và người chia bài kế tiếp chia lại.
log-annulled-petit-sec = Có Petit sec: ván bị hủy và người chia bài kế tiếp chia lại.

## Hộp thoại
dialog-decide = Quyết định của bạn
dialog-bidding = Mức gọi của bạn
dialog-chelem = Tuyên bố Chelem (thắng cả 18 lượt)?
dialog-trump = Chọn chất chủ
dialog-defence = Ở lại phòng thủ hay rút lui?
dialog-invitation = Mời người phòng thủ kia, hay phòng thủ một mình?
dialog-discard = Chọn { $count } lá để bỏ
dialog-discard-note-french-tarot = Không bao giờ bỏ Roi hay bout; chỉ bỏ lá chủ khi không đủ lá thường, và các lá chủ đó được trình ra cho mọi người.
dialog-discard-note-preference = Hai lá bất kỳ; không ai khác được xem.
dialog-confirm = Xác nhận
dialog-marriage = Báo cặp vợ chồng?
dialog-play-plain = Chỉ đánh { $card }
dialog-poignee = Trình ra Poignée trước khi đánh lá bài đầu tiên?
dialog-poignee-level = Poignée { $size } lá chủ: { $cards }
dialog-poignee-adjust = Chọn những lá chủ để trình ra…
dialog-poignee-none = Không khai Poignée

## Kết thúc ván
end-title = Kết thúc ván
end-next-deal = Ván tiếp theo
end-new-game = Chơi mới
end-menu = Quay lại menu
settle-seat-score = { $seat }: { $score } (tổng { $total })
settle-side-taker = người tuyên bố
settle-side-defence = bên phòng thủ
settle-annulled-all-pass = Tất cả đều bỏ qua: ván bị hủy.
settle-annulled-petit-sec = Petit sec ({ $seats }): ván bị hủy.
settle-tarot-contract = { $seat } nhận hợp đồng { $contract } (× { $multiplier }).
settle-tarot-bouts = Số bout giành được: { $bouts } → mục tiêu { $target } điểm bài.
settle-tarot-points = Điểm bài: { $points } ({ $made ->
        [yes] thành công, dư { $diff }
       *[no] thất bại, thiếu { $diff }
    }).
settle-tarot-base = Mức thanh toán cơ bản: (25 + { $diff }) × { $multiplier } = { $base } cho mỗi người phòng thủ.
settle-tarot-petit = Petit au bout cho { $side }: { $points }
settle-tarot-poignee = { $seat } đã trình ra Poignée { $size } lá chủ.
settle-tarot-poignees = Điểm thưởng Poignée, cho bên thắng hợp đồng: { $points }
settle-tarot-chelem = Chelem ({ $kind }): { $points }
settle-tarot-defenders-pay = Mỗi người phòng thủ trả cho người tuyên bố { $amount } điểm.
settle-tarot-taker-pays = Người tuyên bố trả cho mỗi người phòng thủ { $amount } điểm.
chelem-declared-made = đã tuyên bố và thành công
chelem-declared-failed = đã tuyên bố nhưng thất bại
chelem-declared-failed-defence = đã tuyên bố, và bên phòng thủ thắng mọi lượt
chelem-taker = không báo trước, người tuyên bố thắng mọi lượt
chelem-defence = bên phòng thủ thắng mọi lượt
settle-schnapsen-winner = { $seat } thắng ván: { $points ->
        [one] 1 điểm ván
       *[other] { $points } điểm ván
    }.
settle-schnapsen-reason-66 = Đạt 66 điểm bài.
settle-schnapsen-reason-last-trick = Không ai đạt 66: người thắng lượt cuối cùng được 1 điểm.
settle-schnapsen-reason-closer-66 = Người đóng nọc đã đạt 66.
settle-schnapsen-reason-opponent-66 = Đối thủ của người đóng nọc đã đạt 66 trước.
settle-schnapsen-reason-closer-failed = Người đóng nọc không đạt 66.
settle-schnapsen-cards = Điểm bài: Bạn { $you } · { $opponent } { $them }
settle-schnapsen-closing = { $seat } đóng nọc khi đối thủ có { $points } điểm và { $tricks } lượt.
settle-schnapsen-match = Trận, điểm trận còn lại: Bạn { $you } · { $opponent } { $them }
settle-schnapsen-match-won = { $seat } thắng trận!
settle-preference-void = Tất cả đều bỏ qua: ván bị hủy, không có gì để thanh toán.
settle-preference-contract = { $seat } tuyên bố { $contract } · chất chủ { $suit }
settle-preference-tricks = Số lượt của người tuyên bố: { $tricks }, cần 6 ({ $made ->
        [yes] thành công
       *[no] thất bại
    }).
settle-preference-defender = { $seat } ({ $choice }): { $tricks ->
        [one] 1 lượt
       *[other] { $tricks } lượt
    }
settle-preference-flow = { $payer } → { $payee }: { $amount } ({ $item })
settle-pool = quỹ chung
settle-item-declarer-short = người tuyên bố không đủ 6 lượt
settle-item-defender-short = người phòng thủ không đủ 2 lượt
settle-item-defence-pair-short = bên phòng thủ (có mời) không đủ 4 lượt
settle-item-declarer-takes = người tuyên bố lấy 10 từ quỹ chung
settle-item-defence-tricks = 1 cho mỗi lượt của bên phòng thủ
settle-item-hearts = Hearts
settle-item-four-aces = bốn lá Ass
settle-item-no-aces = Không có Ass
settle-item-refill = quỹ chung đã hết: mọi người nộp 30

## Phím ở chân trang của bàn chơi
binding-hint = Gợi ý
binding-undo = Hoàn tác
binding-last-trick = Lượt vừa rồi
binding-skip = Tua nhanh
binding-menu = Menu
binding-play = Đánh bài
table-record-ends = Bản ghi kết thúc ở đây: ván chưa chơi xong.
table-watching = Đang xem bản ghi: s để tăng tốc, Esc để thoát.
