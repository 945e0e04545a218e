# cardavia serve: the web page around the app (the app itself uses ui.ftl and table.ftl)
serve-page-title = Cardavia · 牌桌上的纸牌游戏
serve-loading = 正在布置牌桌…
serve-start = 开始
serve-ended = { $minutes ->
       *[other] 牌桌已关闭：你已退出，或已 { $minutes } 分钟无人操作。未完成的牌局会为这个浏览器保留：在主页选择“继续”即可回到这局。
    }
serve-restart = 新的一局
serve-full-title = 所有牌桌都已满
serve-full = { $count ->
       *[other] 本服务器同时只能进行 { $count } 局游戏，目前全部在使用中。请过几分钟再试。
    }
serve-try-again = 再试一次
serve-noscript = 在浏览器中玩 Cardavia 需要启用 JavaScript。
