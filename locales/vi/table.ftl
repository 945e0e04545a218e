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
contract-level = hợp đồng { $level }
role-poignee = Poignée { $size }
role-chelem = đã tuyên bố Chelem
role-points = { $points } điểm
role-pending = (+{ $points } đang chờ)
role-tricks = { $count } lượt
role-marriage = cặp vợ chồng { $suit } { $points }
role-pass = đã bỏ qua
role-level = gọi { $level }
role-hold = giữ mức gọi
role-stay = ở lại
role-drop = đã rút lui
role-invited = được mời
role-inviter = người mời
role-alone = phòng thủ một mình

## Mặt bàn
table-deal = Ván { $number }
table-totals = Tổng: { $totals }
table-match = Điểm trận còn lại: Bạn { $you } · { $opponent } { $them }
table-scores = Điểm: { $scores } · quỹ chung { $pool }
table-chien = Chien: { $cards }
table-discarded-trumps = Lá chủ trong bài bỏ: { $cards }
table-trick-count = Lượt { $number }/{ $total }
table-taker-tricks = Người tuyên bố đến giờ: { $points } điểm bài, { $bouts } bout → cần { $target }
table-trump-suit = Chất chủ: { $suit }
table-trump-card = Lá chỉ chủ: { $card }
table-stock = Nọc: { $count }
table-closed = { $seat } đã đóng nọc
table-talon = Talon: { $cards }
table-pool = Quỹ chung: { $pool }
table-your-turn = Đến phiên bạn: chọn một lá bài (←/→ hoặc 1–9, Enter hoặc nhấp chuột).
table-thinking = { $seat } đang suy nghĩ…
table-illegal = { $action } không được phép: { $reason }
table-hint = Gợi ý: { $action } — { $reason }
table-undone = Đã hoàn tác quyết định gần nhất của bạn.
table-nothing-to-undo = Không có gì để hoàn tác.
table-last-trick = Lượt vừa rồi → { $seat }
table-no-last-trick = Chưa có lượt nào được đánh.
table-saved = Đã lưu bản ghi vào { $path }
table-save-failed = Không lưu được ván này: { $reason }. Trò chơi vẫn tiếp tục.
table-save-kept = Các ván đã lưu trước đó vẫn còn nguyên trong { $path }.
table-save-nothing-kept = Chưa có gì được lưu trước đó.
save-reason-disk-full = ổ đĩa đã đầy
save-reason-too-big = tệp lớn hơn mức hệ thống cho phép
save-reason-no-permission = không có quyền ghi vào đó
save-reason-read-only = thư mục chỉ cho phép đọc
save-reason-unknown = lỗi không xác định

## Hành động (các hợp đồng Prise, Garde, Garde sans, Garde contre giữ nguyên, không dịch)
action-pass = Bỏ qua
action-chelem = Tuyên bố Chelem
action-no-chelem = Không tuyên bố Chelem
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
log-discard-hidden = { $seat } úp bỏ { $count } lá bài
log-pass = { $seat } bỏ qua
log-contract = { $seat } gọi { $contract }
log-chelem = { $seat } tuyên bố Chelem
log-no-chelem = { $seat } không tuyên bố Chelem
log-discard = { $seat } bỏ { $card }
log-exchange = { $seat } đổi Bube chủ lấy lá chỉ chủ
log-close = { $seat } đóng nọc
log-marriage = { $seat } báo cặp vợ chồng với { $card }
log-level = { $seat } gọi { $level }
log-hold = { $seat } giữ mức gọi
log-game = { $seat } gọi Game chất { $suit }
log-hearts = { $seat } gọi Hearts
log-trump = { $seat } chọn chất chủ là { $suit }
log-stay = { $seat } ở lại phòng thủ
log-drop = { $seat } rút lui
log-invite = { $seat } mời người phòng thủ kia
log-alone = { $seat } phòng thủ một mình
log-no-aces = { $seat } khai Không có Ass
log-trick = Lượt { $number } → { $seat }
log-poignee = { $seat } trình ra Poignée { $size } lá chủ: { $cards }
log-excuse = Excuse ở lại với đội của người giữ nó; đội kia được bù 0,5 điểm bài.
log-annulled-all-pass = Tất cả đều bỏ qua: ván bị hủy và người chia bài kế tiếp chia lại.
log-annulled-petit-sec = Có Petit sec: ván bị hủy và người chia bài kế tiếp chia lại.

## Hộp thoại
dialog-decide = Quyết định của bạn
dialog-unavailable = { $options }: { $reason }
dialog-bidding = Mức gọi của bạn
dialog-chelem = Tuyên bố Chelem (thắng cả 18 lượt)?
dialog-trump = Chọn chất chủ
dialog-defence = Ở lại phòng thủ hay rút lui?
dialog-invitation = Mời người phòng thủ kia, hay phòng thủ một mình?
dialog-defence-note = Ở lại nghĩa là bạn cam kết thắng ít nhất 2 lượt (thiếu thì nộp 10 vào quỹ chung). Nếu cả hai người phòng thủ rút lui, người tuyên bố được tính 10 lượt.
dialog-invitation-note = Người được mời bắt buộc tham gia: bạn nhận phần thu của cả hai và hai người cần 4 lượt. Một mình thì mỗi lượt hai lá và bạn cần 2 lượt.
dialog-leave = Rời bàn chơi?
dialog-leave-note = Ván đang chơi được giữ lại: chọn “Chơi tiếp” ở Trang chủ để quay lại (các ván đã xong đã được lưu).
action-keep-playing = Chơi tiếp
action-leave-table = Rời bàn
dialog-discard = Chọn { $count } lá để bỏ
dialog-discard-note-french-tarot = Không bao giờ bỏ Roi hay bout; chỉ bỏ lá chủ khi không đủ lá thường, và các lá chủ đó được trình ra cho mọi người.
dialog-discard-note-preference = Hai lá bất kỳ; không ai khác được xem.
dialog-confirm = Xác nhận
dialog-marriage = Báo cặp vợ chồng?
dialog-card-refused = { $card }: { $reason }
dialog-play-plain = Chỉ đánh { $card }
dialog-poignee = Trình ra Poignée trước khi đánh lá bài đầu tiên?
dialog-poignee-level = Poignée { $size } lá chủ: { $cards }
dialog-poignee-adjust = Chọn những lá chủ để trình ra…
dialog-poignee-none = Không khai Poignée

## Kết thúc ván
end-title = Kết thúc ván
end-next-deal = Ván tiếp theo
end-watch-back = Lùi một nước
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
settle-schnapsen-winner = { $seat } thắng ván: { $points } điểm ván.
settle-schnapsen-reason-66 = Đạt 66 điểm bài.
settle-schnapsen-reason-last-trick = Không ai đạt 66: người thắng lượt cuối cùng được 1 điểm ván.
settle-schnapsen-reason-closer-66 = Người đóng nọc đã đạt 66.
settle-schnapsen-reason-opponent-66 = Đối thủ của người đóng nọc đã đạt 66 trước.
settle-schnapsen-reason-closer-failed = Người đóng nọc không đạt 66.
settle-schnapsen-cards = Điểm bài: Bạn { $you } · { $opponent } { $them }
settle-schnapsen-closing = { $seat } đóng nọc khi đối thủ có { $points } điểm bài và đã thắng { $tricks } lượt.
settle-schnapsen-match = Trận, điểm trận còn lại: Bạn { $you } · { $opponent } { $them }
settle-schnapsen-match-won = { $seat } thắng trận!
settle-preference-void = Tất cả đều bỏ qua: ván bị hủy, không có gì để thanh toán.
settle-preference-contract = { $seat } tuyên bố { $contract } · chất chủ { $suit }
settle-preference-tricks = Số lượt của người tuyên bố: { $tricks }, cần 6 ({ $made ->
        [yes] thành công
       *[no] thất bại
    }).
settle-preference-defender = { $seat } ({ $choice }): { $tricks } lượt
settle-preference-flow = { $payer } → { $payee }: { $amount } ({ $item })
settle-preference-from-pool = Quỹ chung → { $payee }: { $amount } ({ $item })
settle-preference-to-pool = { $payer } → quỹ chung: { $amount } ({ $item })
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
end-title-match-won = Bạn thắng trận
end-title-match-lost = Bạn thua trận

## Phím ở chân trang của bàn chơi
binding-hint = Gợi ý
binding-undo = Hoàn tác
binding-last-trick = Lượt vừa rồi
binding-log = Nhật ký
# Title of the log panel (the Log box of the wireframe).
log-title = Nhật ký
binding-skip = Tua nhanh
binding-menu = Menu
binding-play = Đánh bài
table-record-ends = Bản ghi kết thúc ở đây: ván chưa chơi xong.
table-watching = Xem bản ghi: Space tạm dừng, , . lùi/tiến một nước, + − tốc độ, Esc thoát.

## Why an action is not allowed
## Lý do một hành động không được phép: hiện sau "… không được phép:" và trong hộp thoại.
illegal-phase-bidding = giai đoạn gọi
illegal-phase-discard = giai đoạn bỏ bài
illegal-phase-chelem = lúc quyết định Chelem
illegal-phase-trump = lúc chọn chất chủ
illegal-phase-defence = lúc người phòng thủ chọn ở lại hay rút lui
illegal-phase-invitation = lúc mời
illegal-phase-play = giai đoạn đánh bài
illegal-common-deal-over = ván đã kết thúc; không thể làm gì thêm
illegal-common-not-held = { $seat } không có lá { $card }
illegal-common-unknown-action = hành động không xác định { $action }
illegal-french-tarot-poignee-wrong-phase = chỉ khai Poignée ngay trước lá bài đầu tiên của bạn, không phải trong { $phase }
illegal-french-tarot-card-wrong-phase = không được đánh lá nào trong { $phase }
illegal-french-tarot-discard-wrong-phase = chỉ người tuyên bố mới bỏ bài, sau khi lấy chien; không phải trong { $phase }
illegal-french-tarot-bid-wrong-phase = việc gọi đã kết thúc; không được gọi trong { $phase }
illegal-french-tarot-bid-too-low = { $bid } không cao hơn { $contract }; hãy gọi cao hơn hoặc bỏ qua
illegal-french-tarot-chelem-wrong-phase = chỉ người tuyên bố mới tuyên bố Chelem, ngay sau khi bỏ bài (hoặc ngay sau khi gọi, với Garde sans / Garde contre)
illegal-french-tarot-must-follow = bạn phải theo chất ({ $suit })
illegal-french-tarot-must-trump-trumps-led = lá chủ được đi trước, nên bạn phải đánh lá chủ
illegal-french-tarot-must-trump = bạn không có lá nào của chất đi đầu, nên phải đánh lá chủ
illegal-french-tarot-must-overtrump = bạn phải đè lá chủ cao nhất ({ $card }) vì bạn đè được
illegal-french-tarot-discard-not-held = người tuyên bố không có lá { $card }
illegal-french-tarot-discard-king = không bao giờ được bỏ lá Roi
illegal-french-tarot-discard-bout = không bao giờ được bỏ bout (Petit, chủ bài 21 và Excuse)
illegal-french-tarot-discard-trump = chỉ được bỏ lá chủ khi bạn có ít hơn 6 lá bài thường có thể bỏ
illegal-french-tarot-discard-trump-count = bạn chỉ được bỏ { $count } lá chủ: phải bỏ bài thường trước
illegal-french-tarot-poignee-too-late = chỉ khai Poignée ngay trước lá bài đầu tiên của bạn
illegal-french-tarot-poignee-repeated = bạn đã khai Poignée rồi
illegal-french-tarot-poignee-size = Poignée phải trình ra đúng 10, 13 hoặc 15 lá chủ, không phải { $size }
illegal-french-tarot-poignee-not-trumps = Poignée chỉ trình ra lá chủ (lá Excuse có thể thay một lá)
illegal-french-tarot-poignee-not-held = bạn không thể trình ra { $cards }: không có trên tay bạn
illegal-french-tarot-poignee-no-excuse = bạn không có lá Excuse
illegal-french-tarot-poignee-excuse = lá Excuse chỉ được thay một lá chủ khi bạn trình ra mọi lá chủ mà vẫn thiếu một lá
illegal-schnapsen-closed-must-beat = nọc đã đóng nên bạn phải đè { $card } vì bạn đè được
illegal-schnapsen-exhausted-must-beat = nọc đã hết nên bạn phải đè { $card } vì bạn đè được
illegal-schnapsen-closed-must-follow = nọc đã đóng nên bạn phải theo chất ({ $suit })
illegal-schnapsen-exhausted-must-follow = nọc đã hết nên bạn phải theo chất ({ $suit })
illegal-schnapsen-closed-must-trump = nọc đã đóng và bạn không có chất { $suit }, nên phải đánh lá chủ
illegal-schnapsen-exhausted-must-trump = nọc đã hết và bạn không có chất { $suit }, nên phải đánh lá chủ
illegal-schnapsen-marriage-rank = muốn báo cặp vợ chồng phải đi trước bằng lá König hoặc Dame
illegal-schnapsen-marriage-not-leading = chỉ người đi trước mới được báo cặp vợ chồng, khi đi bài
illegal-schnapsen-marriage-not-held = bạn không có lá { $card }
illegal-schnapsen-marriage-partner-missing = cặp vợ chồng cần cả König và Dame chất { $suit }; bạn không có lá { $card }
illegal-schnapsen-marriage-repeated = bạn đã báo cặp vợ chồng chất { $suit } rồi
illegal-schnapsen-exchange-not-leading = chỉ người đi trước mới được đổi, trước khi đi bài
illegal-schnapsen-exchange-closed = nọc đã đóng; không thể đổi lá chỉ chủ nữa
illegal-schnapsen-exchange-exhausted = nọc đã hết; lá chỉ chủ đã được bốc
illegal-schnapsen-exchange-no-jack = bạn không có lá Bube chủ ({ $card })
illegal-schnapsen-close-not-leading = chỉ người đi trước mới được đóng nọc, trước khi đi bài
illegal-schnapsen-close-already-closed = nọc đã đóng rồi
illegal-schnapsen-close-hand-size = muốn đóng nọc phải có 5 lá trên tay; bạn có { $count } lá
illegal-schnapsen-close-exhausted = nọc đã hết; không còn gì để đóng
illegal-preference-card-wrong-phase = không được đánh lá nào trong { $phase }
illegal-preference-bid-wrong-phase = việc gọi đã kết thúc; không được gọi trong { $phase }
illegal-preference-defence-wrong-phase = ở lại và rút lui là lựa chọn của người phòng thủ sau khi gọi và đổi bài, không phải trong { $phase }
illegal-preference-invitation-wrong-phase = mời và phòng thủ một mình chỉ dành cho người phòng thủ duy nhất còn ở lại khi người kia rút lui, không phải trong { $phase }
illegal-preference-first-turn-only = chỉ được gọi { $bid } trong lần gọi đầu tiên của mỗi người chơi
illegal-preference-game-too-low = { $bid } không cao hơn { $contract } đang có; Game gọi sau phải ở chất cao hơn (♣ < ♠ < ♦)
illegal-preference-game-standing = đã có người gọi { $contract }; bạn chỉ được gọi Game cao hơn, Hearts hoặc bỏ qua
illegal-preference-hold-nothing = chưa có mức gọi nào để giữ
illegal-preference-hold-not-bid = bạn chỉ được giữ mức gọi sau khi chính bạn đã gọi một mức số trước đó
illegal-preference-hold-priority = { $seat } đã gọi { $level } và được ưu tiên hơn bạn (người bên trái người chia bài > người bên phải người chia bài > người chia bài); hãy gọi cao hơn hoặc bỏ qua
illegal-preference-jump-may-hold = bạn có thể giữ mức gọi { $level } (bạn được ưu tiên hơn { $seat }) hoặc bỏ qua; gọi { $bid } là gọi nhảy cấp
illegal-preference-too-low-may-hold = { $bid } không cao hơn { $level }; bạn có thể giữ mức gọi { $level } hoặc bỏ qua
illegal-preference-only-pass = { $seat } đang giữ mức 4, mức gọi số cao nhất; bạn chỉ được bỏ qua
illegal-preference-bid-too-low = { $bid } không cao hơn { $level }; hãy gọi { $next } hoặc bỏ qua
illegal-preference-jump = không được gọi nhảy cấp: mức gọi tiếp theo là { $next }
illegal-preference-discards-done = đã bỏ đủ hai lá; giờ hãy chọn chất chủ
illegal-preference-discard-wrong-phase = chỉ người tuyên bố của hợp đồng số mới bỏ bài, ngay sau khi lấy talon; không phải trong { $phase }
illegal-preference-discard-not-held = người tuyên bố không có lá { $card }
illegal-preference-trump-before-discard = hãy bỏ 2 lá trước khi chọn chất chủ
illegal-preference-trump-wrong-phase = chỉ người tuyên bố của hợp đồng số mới chọn chất chủ, sau khi đổi bài; không phải trong { $phase }
illegal-preference-trump-too-low = chất chủ phải bằng hoặc cao hơn chất đã gọi: mức { $level } là { $lowest }, nên { $suit } quá thấp
illegal-preference-no-aces-repeated = đã khai Không có Ass rồi
illegal-preference-no-aces-not-now = chỉ người tuyên bố mới khai Không có Ass, ngay trước khi đi bài lượt đầu
illegal-preference-no-aces-has-aces = Không có Ass cần một tay bài không có lá Ass nào; người tuyên bố có { $cards }
illegal-preference-no-aces-has-aces-talon = Không có Ass cần một tay bài không có lá Ass nào (tính cả talon, dù giữ hay bỏ); người tuyên bố có { $cards }
illegal-preference-must-follow = bạn phải theo chất ({ $suit })
illegal-preference-must-trump = bạn không có chất { $suit }, nên phải đánh lá chủ ({ $trump })
illegal-preference-must-beat = bạn phải đè { $card } vì bạn đè được ({ $cards })
illegal-preference-must-beat-lowest = bạn phải đè bằng lá nhỏ nhất đè được ({ $card })

## Hints
## hint-<code>: lý do AI thông thường chọn nước đi (một dòng sau "Gợi ý: … — ").
hint-only-legal = lựa chọn hợp lệ duy nhất
hint-keeps-strongest = giữ những lá mạnh nhất cho sau
hint-top-of-suit = lá cao nhất chất { $suit } của bạn
hint-top-trump = lá chủ cao nhất của bạn
hint-wins-trick = lá này thắng lượt
hint-cheapest-trump-over = lá chủ nhỏ nhất đè được { $card }
hint-void-trump = bạn hết chất { $suit }, nên đánh lá chủ
hint-master-card = lá cao nhất chất { $suit } còn ở ngoài
hint-master-trump = lá chủ cao nhất còn ở ngoài: không ai đè được
hint-takes-lead = tạm thời đè { $card }
hint-partner-feed = { $card } của đồng đội thắng lượt: góp thêm điểm
hint-partner-wins = { $card } của đồng đội thắng lượt này
hint-duck = { $card } không đáng để dùng lá thắng: giữ chúng lại
hint-lost-lowest = lượt này thua rồi, nên đánh lá rẻ nhất
hint-lost-keep-trumps = lượt này thua rồi: lá rẻ nhất không phải lá chủ
hint-lost-shed = lượt này thua rồi: bỏ một lá không cần đến
hint-lead-master = lá cao nhất chất { $suit } còn ở ngoài
hint-lead-master-trump = lá chủ cao nhất còn ở ngoài
hint-lead-draw-trumps = bạn có { $count } lá chủ, người khác còn { $number } lá: rút hết ra
hint-lead-long = lá nhỏ nhất của chất dài nhất, { $suit }
hint-lead-low = lá nhỏ nhất chất { $suit }: giữ các lá cao lại
hint-lead-singleton = lá { $suit } cuối cùng: bạn sẽ hết chất này
hint-tarot-bid = bài đáng { $points } điểm: { $contract } cần { $target }
hint-tarot-pass = bài đáng { $points } điểm: { $contract } cần { $target }
hint-tarot-discard-void = bỏ hết chất { $suit } để tạo chất trống
hint-tarot-discard-points = cất điểm của { $card } vào bài bỏ
hint-tarot-discard-small = một lá nhỏ không cần đến
hint-tarot-discard-trump = quá ít lá khác: bỏ một lá chủ nhỏ (phải trình ra)
hint-tarot-chelem = { $count } lá chủ, có chủ bài 21 và Excuse: chắc thắng hết
hint-tarot-no-chelem = với { $count } lá chủ, không chắc thắng cả 18 lượt
hint-tarot-poignee = trình { $size } lá chủ: bên thắng được điểm thưởng
hint-tarot-save-petit = cứu Petit: nó thắng lượt này
hint-tarot-save-petit-partner = cứu Petit: { $card } của đồng đội thắng lượt
hint-tarot-excuse = lượt này thuộc bên kia: Excuse không cho họ gì
hint-tarot-excuse-lead = hết bài thường: đánh Excuse trước lượt cuối cùng
hint-schnapsen-exchange = đổi Bube chủ lấy { $card }
hint-schnapsen-marriage = cặp vợ chồng chất { $suit } được { $points }
hint-schnapsen-marriage-66 = { $points } điểm cặp vợ chồng đưa bạn đến 66
hint-schnapsen-close-trumps = bạn có { $points } điểm và { $count } lá chủ cao nhất
hint-schnapsen-close = { $points } điểm, các lá chắc thắng sẽ đạt 66
hint-schnapsen-reaches-66 = thắng lượt và đưa bạn lên { $points } điểm
hint-schnapsen-wins-points = thắng lượt: { $points } điểm bài
hint-schnapsen-lead-marriage = giành quyền đi trước để báo cặp vợ chồng chất { $suit } ({ $points } điểm)
hint-schnapsen-lead-cheap = đi lá rẻ: giữ lá chủ, Ass và 10 trên tay
hint-schnapsen-stock-out = nọc đã hết: bạn biết hết bài của đối thủ
hint-pref-bid = khoảng { $tricks } lượt với chất chủ { $suit }: gọi { $level }
hint-pref-hold = khoảng { $tricks } lượt với chất chủ { $suit }: giữ mức gọi
hint-pref-game = khoảng { $tricks } lượt chất { $suit }: Game không cần talon
hint-pref-hearts = khoảng { $tricks } lượt chất Cơ: đủ cho Hearts
hint-pref-pass = khoảng { $tricks } lượt trước khi lấy talon, cần { $target }
hint-pref-pass-game = đã có người gọi Game: không mức gọi số nào vượt được
hint-pref-pass-top = mức gọi đã lên { $level }
hint-pref-discard = giữ khoảng { $tricks } lượt với chất chủ { $suit }
hint-pref-trump = khoảng { $tricks } lượt với { $suit }: chất chủ tốt nhất
hint-pref-stay = khoảng { $tricks } lượt khi phòng thủ: cần 2
hint-pref-drop = chỉ khoảng { $tricks } lượt khi phòng thủ: quá rủi ro
hint-pref-invite = khoảng { $tricks } lượt: cùng đồng đội có thể đạt 4
hint-pref-alone = khoảng { $tricks } lượt: không đủ gánh đồng đội
hint-pref-no-aces = khoảng { $tricks } lượt: đủ để khai Không có Ass

## The felt (piles and the trick just taken)
pile-chien = Chien
pile-talon = Talon
table-trick-taken = { $seat } ăn lượt này

## Where the taker's card points come from (settlement)
settle-tarot-in-tricks = Điểm từ các lượt ăn: { $points }
settle-tarot-in-discard = Trong bài bỏ: { $points }
settle-tarot-in-chien = Trong chien: { $points }
settle-tarot-excuse-comp = Bù Excuse: { $points }

## Watching a record (replay --watch)
table-watch-paused = Tạm dừng: . chơi nước tiếp theo, , lùi lại một nước, Space để tiếp tục.
table-watch-start = Đầu bản ghi: không còn nước nào để lùi.
table-watch-speed = Tốc độ { $speed } %
binding-watch-pause = Dừng
binding-watch-step = Bước

# The log: a hold with its level; a resumed deal summed up
log-hold-level = { $seat } giữ mức gọi { $level }
log-summary = Ván { $number } đến giờ:
log-summary-trick = Lượt { $number }: { $cards } → { $seat }

## Bảng ghi điểm dưới phần thanh toán (như người chơi ghi trên giấy)
sheet-title = Bảng ghi điểm
sheet-bummerl-title = Bảng Bummerl
sheet-pool-title = Bảng quỹ chung
sheet-deal = Ván
sheet-contract = Hợp đồng
sheet-start = Bắt đầu
sheet-pool = Quỹ chung
sheet-taken = { $seat } · { $contract } { $made ->
        [yes] ✓
       *[no] ✗
    }
sheet-annulled = bị hủy
sheet-all-pass = tất cả bỏ qua
sheet-bummerl = { $person ->
        [you] Bạn nhận Bummerl.
       *[other] { $seat } nhận Bummerl.
    }
end-record-key = f: nơi lưu bản ghi này
