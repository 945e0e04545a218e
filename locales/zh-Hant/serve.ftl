# cardavia serve: the web page around the app (the app itself uses ui.ftl and table.ftl)
serve-page-title = Cardavia · 牌桌上的紙牌遊戲
serve-loading = 正在布置牌桌…
serve-start = 開始
serve-ended = { $minutes ->
       *[other] 牌桌已關閉：你已退出，或已 { $minutes } 分鐘無人操作。未完成的牌局會為這個瀏覽器保留：在首頁選擇「繼續」即可回到這局。
    }
serve-restart = 新的一局
serve-full-title = 所有牌桌都已滿
serve-full = { $count ->
       *[other] 本伺服器同時只能進行 { $count } 局遊戲，目前全部在使用中。請過幾分鐘再試。
    }
serve-try-again = 再試一次
serve-noscript = 在瀏覽器中玩 Cardavia 需要啟用 JavaScript。
