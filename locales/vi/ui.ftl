## Giao diện người dùng Cardavia: Tiếng Việt.
## Có đúng các mã thông điệp và các placeholder như bản tiếng Anh (bản gốc).

app-title = CARDAVIA
app-tagline = Bộ bài truyền thống trên bàn chơi

## Trang chủ
home-traditions = Bộ bài truyền thống
home-language = Ngôn ngữ: { $name }
home-appearance = Giao diện
home-quit = Thoát
home-hint = Chọn một bộ bài truyền thống để xem các trò chơi và luật chơi.
home-cards = { $cards } lá bài

## Bộ bài truyền thống
tradition-french-name = Tarot Pháp
tradition-french-region = Pháp
tradition-french-blurb = Một chất chủ riêng và một lá Excuse (Kẻ Khờ) cùng với bốn chất bài tạo nên cuộc đấu của một người tuyên bố với ba người phòng thủ.
tradition-marseille-name = Tarot de Marseille
tradition-marseille-region = Marseille · Pháp
tradition-marseille-blurb = Bộ tarot Marseille, bốn chất kiểu Ý cùng các lá chủ mang hình ngụ ngôn, dùng để chơi Tarot Pháp.
tradition-wiener-bild-name = Wiener Bild
tradition-wiener-bild-region = Viên · Áo
tradition-wiener-bild-blurb = Bài chất kiểu Pháp theo mẫu Viên: chơi Schnapsen hai người, hoặc gọi bài trong Preference ba người.
tradition-back = ← Bộ bài truyền thống
tradition-games = Trò chơi
tradition-wikipedia = Wikipedia ↗
tradition-french-article = https://en.wikipedia.org/wiki/French_tarot
tradition-marseille-article = https://en.wikipedia.org/wiki/Tarot_of_Marseilles
tradition-wiener-bild-article = https://en.wikipedia.org/wiki/Vienna_pattern
tradition-rules = Luật chơi
tradition-start = Bắt đầu

## Trò chơi (tên trò chơi giữ nguyên, không dịch)
game-french-tarot-format = 4 người chơi · Bạn đối đầu với 3 AI · Nhiều ván, điểm cộng dồn
game-french-tarot-blurb = Gọi để trở thành người tuyên bố, một mình đấu với ba người. Gom điểm bài và ba lá bout then chốt để hoàn thành hợp đồng của bạn.
game-schnapsen-format = 2 người chơi · Bạn đối đầu với AI · Trận 7 điểm
game-schnapsen-blurb = Giành điểm bài và báo cặp vợ chồng: ai đạt 66 điểm bài trước sẽ thắng ván. Nếu bài trên tay đủ mạnh, hãy đóng nọc và cam kết thắng mà không bốc thêm bài.
game-preference-format = 3 người chơi · Bạn đối đầu với 2 AI · Thanh toán cộng dồn
game-preference-blurb = Gọi để trở thành người tuyên bố và cam kết thắng ít nhất sáu lượt. Người phòng thủ có thể rút lui, hoặc ở lại và chiến đấu để giành hai lượt của riêng mình.

## Xem luật chơi
rules-title = Luật chơi · { $game }
rules-tradition = Tên lá bài: { $tradition }
rules-search-placeholder = Tìm trong luật chơi…
rules-search-none = Không tìm thấy “{ $query }”.
rules-search-found = Kết quả { $index } trên { $count } cho “{ $query }”.
rules-choose-game = Xem luật chơi của trò nào?
rules-missing = Luật chơi của trò này chưa có bằng ngôn ngữ này.

## Trình đơn ngôn ngữ
language-title = Ngôn ngữ
language-hint = Toàn bộ ứng dụng đổi ngôn ngữ cùng lúc.
language-changed = Ngôn ngữ: { $name }
language-unknown = Không rõ ngôn ngữ “{ $tag }”; đang hiển thị tiếng Anh.

## Giao diện
appearance-title = Giao diện
appearance-contrast = Độ tương phản
appearance-grain = Độ nhiễu hạt
appearance-temperature = Nhiệt độ màu
appearance-value = { $value }%
appearance-suits = Màu chất bài
appearance-suits-two = Hai màu (đỏ và đen)
appearance-suits-four = Bốn màu
appearance-suits-colour-blind = Phù hợp với người mù màu
appearance-ascii = Dùng chữ cái thay cho ký hiệu chất
appearance-reset = Khôi phục mặc định
appearance-preview = Xem trước
appearance-no-color = NO_COLOR đang được đặt nên màu bị tắt; lựa chọn của bạn sẽ áp dụng khi bật màu.
appearance-saved = Đã lưu giao diện.
appearance-save-failed = Không thể lưu cài đặt: { $detail }
appearance-ai-level = Độ khó của AI (cho ván mới)
appearance-ai-easy = Dễ
appearance-ai-normal = Thường
appearance-ai-hard = Khó
appearance-ai-expert = Chuyên gia
appearance-ai-speed = Tốc độ của AI
appearance-reduce-motion = Giảm chuyển động (lá bài hiện ngay tại chỗ thay vì di chuyển)
appearance-card-points = Hiện điểm bài của cả hai người chơi trong Schnapsen

## Cửa sổ terminal quá nhỏ
too-small-title = Cửa sổ terminal quá nhỏ
too-small-body = Cardavia cần ít nhất { $min_width } × { $min_height } ký tự; terminal này chỉ có { $width } × { $height }. Hãy phóng to cửa sổ, hoặc nhấn q để thoát.

## Tệp cài đặt
settings-damaged = Tệp cài đặt bị hỏng nên đang dùng giá trị mặc định: { $detail }

## Phím ở chân trang
binding-quit = Thoát
binding-back = Quay lại
binding-rules = Luật chơi
binding-language = Ngôn ngữ
binding-appearance = Giao diện
binding-search = Tìm kiếm
binding-next-match = Tìm tiếp
binding-home = Trang chủ
binding-palette = Lệnh
binding-reset = Đặt lại

## Bảng lệnh
command-home = Trang chủ
command-home-help = Quay lại danh sách bộ bài truyền thống
command-rules = Luật chơi
command-rules-help = Đọc luật chơi đầy đủ của một trò chơi
command-language = Ngôn ngữ
command-language-help = Đổi ngôn ngữ của toàn bộ ứng dụng
command-appearance = Giao diện
command-appearance-help = Độ tương phản, độ nhiễu hạt, nhiệt độ màu và màu chất bài
command-quit = Thoát
command-quit-help = Rời khỏi Cardavia

## Lịch sử, thống kê và ván chưa xong
binding-history = Lịch sử
binding-statistics = Thống kê
home-continue = Chơi tiếp · { $summary }
command-history = Lịch sử
command-history-help = Các ván, trận và buổi chơi đã qua; xem lại bất kỳ ván nào
command-statistics = Thống kê
command-statistics-help = Kết quả của bạn theo từng trò chơi và theo thời gian, có biểu đồ
review-cli-title = { $game }: phân tích ván { $deal } trên { $deals }, ghế { $seat }
review-cli-lost = Mất so với chuyên gia: { $lost } (khoảng tin cậy 90 %: { $low } đến { $high })
review-cli-lost-none = Không mất gì so với chuyên gia: không quyết định nào kém rõ rệt hơn của chuyên gia.
review-cli-par = Điểm của bạn { $score } · par { $par } (chuyên gia ở ghế của bạn, cùng bài, cùng đối thủ)
review-cli-par-range = Điểm của bạn { $score } · par { $par } ({ $low } đến { $high }; chuyên gia ở ghế của bạn, cùng bài, cùng đối thủ)
review-cli-points = { $points ->
       *[other] { $points } điểm
    }
review-cli-cost-none = không mất gì
review-cli-cost-exact = { $cost } (chính xác)
review-cli-cost-range = { $cost } ({ $low } đến { $high })
review-cli-same = giống vậy
review-cli-decision = { $number }. bạn: { $chosen } · chuyên gia: { $best } · mất: { $cost }
review-cli-why = lý do: { $reason }
review-cli-why-playout = lý do: được nhiều điểm hơn khi ván được chơi đến hết
review-cli-costliest = { $count ->
       *[other] { $count } quyết định tốn kém nhất:
    }
review-cli-decisions = { $count ->
       *[other] { $count } quyết định:
    }
history-title = Lịch sử
history-all-games = Mọi trò chơi
history-all-results = Mọi kết quả
history-result-won = Thắng
history-result-lost = Thua
history-result-even = Hòa
history-result-unfinished = Chưa xong
history-period-any = Mọi lúc
history-period-today = Hôm nay
history-period-week = 7 ngày qua
history-period-month = 30 ngày qua
history-period-year = 365 ngày qua
history-col-played = Thời gian
history-col-game = Trò chơi
history-col-kind = Loại
history-col-deals = Số ván
history-col-result = Kết quả
history-col-score = Điểm
history-kind-deal = Ván
history-kind-match = Trận
history-kind-session = Buổi chơi
history-count = { $count } bản ghi
history-shown = Đang hiện { $shown } bản ghi mới nhất trên { $count }; dùng bộ lọc để xem các bản ghi khác.
history-hint = Nhấn Enter để xem lại bản ghi đang chọn, nhấn v để phân tích nó.
history-empty = Chưa có bản ghi nào. Các ván đã xong được lưu trong { $folder }
history-none-match = Không có bản ghi nào khớp với bộ lọc.
history-skipped = Không đọc được { $count } bản ghi, ví dụ { $detail }
history-skipped-detail = { $file }: { $reason }
history-loading = Đang đọc các bản ghi đã lưu…
history-pending = Còn { $count } tệp bản ghi chưa được tính: một Cardavia khác đang cập nhật chỉ mục lịch sử. Hãy mở lại sau giây lát.
stats-title = Thống kê
stats-all-games = Mọi trò chơi
stats-loading = Đang đếm…
stats-empty = Chưa có ván nào xong. Hãy chơi một ván, hoặc chép các tệp bản ghi vào { $folder }
stats-deals = Đã chơi { $count } ván
stats-results = Thắng { $won } · thua { $lost } · tỉ lệ thắng { $rate }
stats-percent = { $percent }%
stats-no-rate = –
stats-game-deals = { $game }: { $count } ván
stats-mean = Điểm trung bình mỗi ván: { $mean }
stats-levels = Theo mức AI
stats-level = { $level }: { $count } ván, tỉ lệ thắng { $rate }
stats-level-random = Ngẫu nhiên
stats-level-unknown = Không ghi mức
stats-months = Theo tháng
stats-month = { $month }: { $count } ván, tỉ lệ thắng { $rate }
stats-tarot-contracts = Hợp đồng bạn nhận (thành công)
stats-pref-contracts = Hợp đồng bạn tuyên bố (thành công)
stats-contract = { $contract }: { $count } ({ $made })
stats-none = không có
stats-poignees = Poignée (nắm bài): { $list }
stats-poignee = { $size } lá chủ × { $count }
stats-petit = Petit au bout: được { $won }, mất { $lost }
stats-chelems = Chelem (thắng mọi lượt): được { $won }, mất { $lost }
stats-bummerls = Trận 7 điểm (Bummerl): đã chơi { $count }, thắng { $won }
stats-closings = Đóng nọc: thành công { $made }, thất bại { $failed }
stats-marriages = Cặp vợ chồng: 20 × { $twenty }, 40 × { $forty }
stats-defence = Phòng thủ: { $count } hợp đồng, đánh bại { $set }
stats-pool = Quỹ chung: góp vào { $paid }, lấy ra { $taken }
stats-skipped = Không đọc được { $count } bản ghi (xem Lịch sử)
stats-tab-score = Điểm
stats-tab-winrate = Tỉ lệ thắng
stats-tab-contracts = Hợp đồng
stats-plot-score = Điểm cộng dồn của bạn qua các ván
stats-plot-winrate = Tỉ lệ thắng trong { $window } ván gần nhất (%)
stats-plot-contracts = Hợp đồng thành công theo mức gọi
stats-axis-deals = ván
stats-bar-taken = đã gọi được
stats-bar-made = thành công
stats-bar-closing = Đóng nọc
## Review a deal, your decisions against the expert's (the screen, Statistics, History)
review-title = Xem lại: { $game }
review-title-of = Xem lại: { $game } · ván { $number }/{ $count }
review-decisions = Các quyết định của bạn
review-decision-of = { $kind } · quyết định { $number }/{ $count }
review-kind-card = Lượt { $trick }
review-kind-bid = Gọi
review-kind-discard = Bỏ bài
review-kind-declaration = Khai báo
review-you = Bạn: { $action }
review-expert = Chuyên gia: { $action }
review-expert-agrees = Chuyên gia: giống bạn
review-cost = Thiệt: { $cost }
review-cost-nothing = không
review-cost-exact = { $cost } (chính xác)
review-cost-range = { $cost } (từ { $low } đến { $high })
review-points = { $points } điểm
review-why = Vì: { $reason }
review-why-none = khi chơi hết ván, nước này được nhiều điểm hơn
review-folded = ✓ { $count } quyết định
review-folded-heading = Quyết định { $first } đến { $last }/{ $count }
review-folded-detail = { $count } quyết định này không thiệt gì: chuyên gia cũng chọn như vậy. Nhấn f để hiện ra.
review-lost = thiệt { $lost } (từ { $low } đến { $high })
review-lost-nothing = không thiệt gì
review-summary = So với chuyên gia: { $lost } · điểm của bạn { $score } · điểm chuẩn { $par }
review-bids = Đã gọi: { $bids }
review-bids-none = Bạn gọi trước tiên.
review-trick = Trên bàn: { $cards }
review-trick-lead = Bạn đi trước.
review-plot-title = Điểm thiệt cộng dồn
review-plot-axis = quyết định
review-starting = Đang bày lại ván… Nhấn Esc để hủy.
review-working = Đang xem lại các quyết định: { $done }/{ $count }… Nhấn Esc để hủy.
review-failed = Không thể xem lại ván này: { $reason }
review-settlement = Xem lại ván này
review-no-game = Trò chơi này chưa có phần xem lại.
review-no-deal = Bản ghi này chưa có ván nào được chơi.
binding-review = Xem lại
binding-review-unfold = Mở rộng
binding-review-deal = Ván
stats-tab-review = Xem lại
stats-plot-review = Điểm thiệt mỗi ván đã xem lại
stats-review-count = Đã xem lại { $count } ván
stats-review-mean = Thiệt trung bình mỗi ván: { $mean }
stats-review-better = Xu hướng: mỗi ván thiệt ít hơn { $amount }, bạn đang tiến bộ.
stats-review-worse = Xu hướng: mỗi ván thiệt nhiều hơn { $amount }.
stats-review-steady = Xu hướng: đi ngang.
stats-review-none = Chưa xem lại ván nào. Khi hết ván, chọn “Xem lại ván này”, hoặc nhấn v trên một ván trong Lịch sử.
resume-summary = { $game } · { $standings } · { $deal }
# The name of the game inside a sentence (running text, as the glossary has it). Titles stay as they are.
game-french-tarot-in-text = Tarot Pháp
game-schnapsen-in-text = Schnapsen
game-preference-in-text = Preference
game-french-tarot-title = French Tarot
game-schnapsen-title = Schnapsen
game-preference-title = Preference
resume-ask = Bạn có một ván { $game } chưa xong
resume-continue = Chơi tiếp ván đó
resume-new = Chơi mới (bỏ ván chưa xong)
resume-damaged = Không đọc được một ván chưa xong; tệp đã được để riêng: { $detail }
resume-not-kept = Không giữ được ván chưa xong: { $reason }
palette-placeholder = Tìm lệnh…
palette-no-matches = Không tìm thấy kết quả

## Chơi cùng bạn bè
home-join = Vào bàn của bạn
tradition-friends = Chơi cùng bạn bè
binding-lobby-start = Bắt đầu
binding-lobby-leave = Rời đi
friends-host-title = { $game } cùng bạn bè
friends-your-name = Tên của bạn
friends-host-friends = Số chỗ cho bạn bè
friends-count = { $count } người bạn
friends-host-level = Độ khó của AI ở các chỗ không ai ngồi
friends-host-chat = Trò chuyện tại bàn (dòng ngắn trong nhật ký)
friends-host-network = Bạn bè ở máy tính khác có thể vào bàn
friends-host-local-note = Chỉ máy tính này vào được: bạn bè ở các cửa sổ terminal khác trên máy này.
friends-host-network-note = Bàn được mở cho mạng của bạn: ai trong mạng có mã đều ngồi được vào chỗ trống. Không gì khác trên máy này bị truy cập, nhưng bài, tên và trò chuyện được gửi không mã hóa: chỉ dùng trong mạng bạn tin cậy.
friends-host-open = Mở bàn
friends-opening = Đang mở bàn…
friends-table = bàn { $code }
friends-invite = Mời bạn bè: họ gõ
friends-address = Địa chỉ { $address } · mã { $code }
friends-local-only = Chỉ máy tính này vào được ({ $address }).
friends-exposed = Mở cho mạng của bạn: ai kết nối được tới { $address } và có mã đều ngồi vào được.
friends-at-table = Tại bàn
friends-mark-host = chủ bàn
friends-mark-away = mất kết nối
friends-seat-ai = AI ({ $level }) · còn trống cho bạn bè
friends-waiting-for = Còn chờ { $count } người bạn nữa. Nhấn s để bắt đầu ngay: AI chơi các chỗ trống.
friends-all-here = Mọi người đã đủ. Nhấn s để bắt đầu.
friends-waiting-host = Đang chờ chủ bàn bắt đầu ván…
friends-dealing = Đang chia bài…
friends-close-ask = Đóng bàn?
friends-close = Đóng bàn
friends-close-note = Ván chơi kết thúc với mọi người tại bàn; ai cũng giữ các ván đã xong trong lịch sử của mình.
friends-leave-note = AI thay bạn ngồi chỗ này; những người khác chơi tiếp. Các ván đã xong của bạn nằm trong lịch sử.
friends-join-title = Vào bàn của bạn
friends-join-address = Địa chỉ
friends-join-code = Mã
friends-join-go = Vào bàn
friends-joining = Đang kết nối tới { $address }…
friends-error-address = “{ $address }” không phải là địa chỉ: hãy viết như trong lời mời, ví dụ { $example }.
friends-error-code = “{ $code }” không phải là mã mời: mã có dạng K7PQ-2M.
friends-error-bad-code = Không có bàn nào với mã này tại { $address }: hãy kiểm tra mã bạn của bạn đã gửi.
friends-error-unreachable = Không kết nối được tới { $address }: bàn còn mở không, và địa chỉ có đúng không?
friends-error-unsupported-version = Bàn tại { $address } chạy một phiên bản Cardavia không chơi được với bản này: hãy cập nhật cả hai lên cùng phiên bản.
friends-error-seat-taken = Chỗ này đã có người: hãy vào lại để nhận một chỗ trống.
friends-error-no-seat = Bàn tại { $address } đã đủ người.
friends-error-bad-token = Chỗ của bạn tại { $address } đã giao cho AI sau khi bạn rời đi: hãy vào lại để ngồi.
friends-error-other = Chủ bàn đã từ chối: { $message }
friends-error-host = Không mở được bàn: { $message }
friends-waiting = Đang chờ những người khác…
friends-sat-down = { $name } đã vào bàn.
friends-away = { $name } đã rời đi — AI tạm chơi thay chỗ này.
friends-back = { $name } đã trở lại.
friends-left-for-good = { $name } đã rời bàn — AI chơi thay chỗ này.
friends-connection-lost = Mất kết nối tới chủ bàn — đang thử lại…
friends-reconnected = Đã trở lại bàn.
friends-host-left = Chủ bàn đã đóng bàn. Các ván đã xong của bạn nằm trong lịch sử.
friends-replaced = Chỗ của bạn đã được lấy lại từ một terminal khác.
friends-refused = Chủ bàn đã từ chối: { $reason }
friends-chat-line = { $name }: { $text }
friends-join-sit = Ngồi vào bàn
friends-join-seats = Chỗ ngồi của bạn
friends-any-seat = Chỗ trống bất kỳ
friends-seat-held = Chỗ { $number } · { $name }
friends-seat-free = Chỗ { $number } · còn trống (AI chơi cho đến khi có người ngồi)
binding-chat = Trò chuyện
friends-chat-title = Nói với cả bàn
friends-chat-note = Enter gửi dòng này tới mọi người tại bàn; Esc để quay lại.
