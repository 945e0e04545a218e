# cardavia serve: the web page around the app (the app itself uses ui.ftl and table.ftl)
serve-page-title = Cardavia · chơi bài trên bàn
serve-loading = Đang chuẩn bị bàn chơi…
serve-start = Bắt đầu
serve-ended = { $minutes ->
       *[other] Bàn chơi đã đóng: bạn đã thoát, hoặc không có ai chơi trong { $minutes } phút. Ván chưa xong được giữ lại cho trình duyệt này: chọn “Chơi tiếp” ở Trang chủ để quay lại.
    }
serve-restart = Ván mới
serve-full-title = Mọi bàn đều đã có người
serve-full = { $count ->
       *[other] Máy chủ này chỉ phục vụ { $count } ván cùng lúc, và tất cả đang được chơi. Hãy thử lại sau vài phút.
    }
serve-try-again = Thử lại
serve-noscript = Cardavia cần JavaScript để chơi trong trình duyệt.
