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
tradition-rules = Luật chơi
tradition-start = Bắt đầu

## Trò chơi (tên trò chơi giữ nguyên, không dịch)
game-french-tarot-format = 4 người chơi · Bạn đối đầu với 3 AI · Một ván
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
appearance-suits-colour-blind = An toàn cho người mù màu
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
appearance-ai-speed = Tốc độ của AI

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
palette-placeholder = Tìm lệnh…
palette-no-matches = Không tìm thấy kết quả
