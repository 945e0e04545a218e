## Cardavia 使用者介面：繁體中文（臺灣）。
## 與英文基礎目錄的訊息 id 與預留位置完全相同。

app-title = CARDAVIA
app-tagline = 牌桌上的紙牌傳統

## 首頁
home-traditions = 紙牌傳統
home-language = 語言：{ $name }
home-appearance = 外觀
home-quit = 結束
home-hint = 選擇一種紙牌傳統，查看它的遊戲與規則。
home-cards = { $cards } 張牌

## 紙牌傳統
tradition-french-name = 法國塔羅
tradition-french-region = 法國
tradition-french-blurb = 四種花色之外，另有一組獨立的將牌與一張 Excuse（愚者），由一名主打者對抗三名防守者。
tradition-marseille-name = Tarot de Marseille
tradition-marseille-region = 馬賽 · 法國
tradition-marseille-blurb = 意式四花色與寓意將牌組成的馬賽塔羅，可玩法國塔羅。
tradition-wiener-bild-name = Wiener Bild
tradition-wiener-bild-region = 維也納 · 奧地利
tradition-wiener-bild-blurb = 維也納式法式花色牌，可玩雙人 Schnapsen，也可叫牌挑戰三人 Preference。
tradition-back = ← 紙牌傳統
tradition-games = 遊戲
tradition-wikipedia = 維基百科 ↗
tradition-french-article = https://en.wikipedia.org/wiki/French_tarot
tradition-marseille-article = https://en.wikipedia.org/wiki/Tarot_of_Marseilles
tradition-wiener-bild-article = https://en.wikipedia.org/wiki/Vienna_pattern
tradition-rules = 規則
tradition-start = 開始

## 遊戲（名稱不翻譯）
game-french-tarot-format = 4 人 · 你與 3 名 AI 對局 · 逐局累計分
game-french-tarot-blurb = 叫牌成為主打者，一人迎戰三家。收集牌分與三張關鍵 bouts，設法完成自己的合約。
game-schnapsen-format = 2 人 · 你與 AI 對局 · 7 分賽制
game-schnapsen-blurb = 搶牌分、報婚姻，先到 66 就能贏一局。覺得手牌夠強，還可以封牌，承諾不再摸牌也能取勝。
game-preference-format = 3 人 · 你與兩位 AI 對局 · 累計結算分
game-preference-blurb = 叫牌爭當主打者，承諾至少拿下六墩。防守者可以退出，也可以留下來為自己的兩墩而戰。

## 規則檢視
rules-title = 規則 · { $game }
rules-tradition = 牌名：{ $tradition }
rules-search-placeholder = 搜尋規則…
rules-search-none = 找不到「{ $query }」。
rules-search-found = 「{ $query }」：第 { $index } 筆，共 { $count } 筆。
rules-choose-game = 要看哪個遊戲的規則？
rules-missing = 這個遊戲的規則還沒有此語言的版本。

## 語言選單
language-title = 語言
language-hint = 整個應用程式會立即切換。
language-changed = 語言：{ $name }
language-unknown = 不明的語言「{ $tag }」，改以英文顯示。

## 外觀
appearance-title = 外觀
appearance-contrast = 對比度
appearance-grain = 噪點程度
appearance-temperature = 冷暖色調
appearance-value = { $value }%
appearance-suits = 花色顏色
appearance-suits-two = 雙色（紅與黑）
appearance-suits-four = 四色
appearance-suits-colour-blind = 色盲友善
appearance-ascii = 以字母取代花色符號
appearance-reset = 重設為預設值
appearance-preview = 預覽
appearance-no-color = 已設定 NO_COLOR，因此不顯示顏色；開啟顏色後會套用你的選擇。
appearance-saved = 外觀已儲存。
appearance-save-failed = 無法儲存設定：{ $detail }
appearance-ai-level = AI 難度（新牌局生效）
appearance-ai-easy = 簡單
appearance-ai-normal = 普通
appearance-ai-hard = 困難
appearance-ai-expert = 專家
appearance-ai-speed = AI 出牌速度
appearance-reduce-motion = 減少動畫（牌直接出現在位置上，不再移動）
appearance-card-points = 顯示 Schnapsen 雙方的牌分

## 終端機太小
too-small-title = 終端機視窗太小
too-small-body = Cardavia 至少需要 { $min_width } × { $min_height } 個字元，此終端機只有 { $width } × { $height }。請放大視窗，或按 q 關閉。

## 設定檔
settings-damaged = 設定檔已損壞，因此改用預設值：{ $detail }

## 底部按鍵
binding-quit = 結束
binding-back = 返回
binding-rules = 規則
binding-language = 語言
binding-appearance = 外觀
binding-search = 搜尋
binding-next-match = 下一筆
binding-home = 首頁
binding-palette = 指令
binding-reset = 重設

## 指令面板
command-home = 首頁
command-home-help = 回到紙牌傳統列表
command-rules = 規則
command-rules-help = 閱讀遊戲的完整規則
command-language = 語言
command-language-help = 切換整個應用程式的語言
command-appearance = 外觀
command-appearance-help = 對比度、噪點程度、冷暖色調與花色顏色
command-quit = 結束
command-quit-help = 離開 Cardavia

## 歷史、統計與未完成的牌局
binding-history = 歷史紀錄
binding-statistics = 統計
home-continue = 繼續 · { $summary }
command-history = 歷史紀錄
command-history-help = 以往的單局、比賽和牌局紀錄，可重播任意一局
command-statistics = 統計
command-statistics-help = 按遊戲和時間統計你的成績，並附有圖表
review-cli-title = { $game }：第 { $deal } 局（共 { $deals } 局）復盤，座位 { $seat }
review-cli-lost = 相對專家損失：{ $lost }（90% 區間 { $low } 至 { $high }）
review-cli-lost-none = 相對專家沒有損失：沒有任何決定明顯比專家差。
review-cli-par = 你的得分 { $score } · 標準分 { $par }（專家坐你的位置，同樣的牌，同樣的對手）
review-cli-par-range = 你的得分 { $score } · 標準分 { $par }（{ $low } 至 { $high }；專家坐你的位置，同樣的牌，同樣的對手）
review-cli-points = { $points ->
       *[other] { $points } 分
    }
review-cli-cost-none = 無
review-cli-cost-exact = { $cost }（精確）
review-cli-cost-range = { $cost }（{ $low } 至 { $high }）
review-cli-same = 相同
review-cli-decision = { $number }. 你：{ $chosen } · 專家：{ $best } · 損失：{ $cost }
review-cli-why = 理由：{ $reason }
review-cli-why-playout = 理由：把這一局打完時得分更多
review-cli-costliest = { $count ->
       *[other] 損失最大的 { $count } 個決定：
    }
review-cli-decisions = { $count ->
       *[other] 共 { $count } 個決定：
    }
history-title = 歷史紀錄
history-all-games = 全部遊戲
history-all-results = 全部結果
history-result-won = 勝
history-result-lost = 負
history-result-even = 平
history-result-unfinished = 未完成
history-period-any = 任何時間
history-period-today = 今天
history-period-week = 最近 7 天
history-period-month = 最近 30 天
history-period-year = 最近 365 天
history-col-played = 時間
history-col-game = 遊戲
history-col-kind = 類型
history-col-deals = 局數
history-col-result = 結果
history-col-score = 得分
history-kind-deal = 單局
history-kind-match = 比賽
history-kind-session = 牌局
history-count = 共 { $count } 筆紀錄
history-shown = 顯示最新的 { $shown } 筆，共 { $count } 筆；其餘的可用篩選查看。
history-hint = 按 Enter 重播選中的紀錄，按 v 復盤。
history-empty = 還沒有儲存的紀錄。打完的牌局儲存在 { $folder }
history-none-match = 沒有符合篩選條件的紀錄。
history-skipped = 有 { $count } 筆紀錄無法讀取，例如 { $detail }
history-skipped-detail = { $file }：{ $reason }
history-loading = 正在讀取儲存的紀錄…
history-pending = 還有 { $count } 個紀錄檔案尚未包含在內：另一個 Cardavia 正在更新歷史索引。請稍後再開啟。
stats-title = 統計
stats-all-games = 全部遊戲
stats-loading = 正在統計…
stats-empty = 還沒有打完的牌局。打一局，或把紀錄檔案複製到 { $folder }
stats-deals = 已打 { $count } 局
stats-results = 勝 { $won } · 負 { $lost } · 勝率 { $rate }
stats-percent = { $percent }%
stats-no-rate = –
stats-game-deals = { $game }：{ $count } 局
stats-mean = 每局平均得分：{ $mean }
stats-levels = 按 AI 難度
stats-level = { $level }：{ $count } 局，勝率 { $rate }
stats-level-random = 隨機
stats-level-unknown = 未記錄難度
stats-months = 按月份
stats-month = { $month }：{ $count } 局，勝率 { $rate }
stats-tarot-contracts = 你作為主打者的合約（成功）
stats-pref-contracts = 你宣告的合約（成功）
stats-contract = { $contract }：{ $count }（{ $made }）
stats-none = 無
stats-poignees = Poignée（將牌展示）：{ $list }
stats-poignee = { $size } 張將牌 × { $count }
stats-petit = Petit au bout：贏得 { $won } 次，失去 { $lost } 次
stats-chelems = Chelem（全勝）：贏得 { $won } 次，失去 { $lost } 次
stats-bummerls = 7 分賽制（Bummerl）：共 { $count } 場，贏 { $won } 場
stats-closings = 封牌：成功 { $made } 次，失敗 { $failed } 次
stats-marriages = 婚姻：20 分 × { $twenty }，40 分 × { $forty }
stats-defence = 防守：防守 { $count } 個合約，擊敗 { $set } 個
stats-pool = 公共池：投入 { $paid }，取回 { $taken }
stats-skipped = 有 { $count } 筆紀錄無法讀取（見歷史紀錄）
stats-tab-score = 得分
stats-tab-winrate = 勝率
stats-tab-contracts = 合約
stats-plot-score = 你的累計得分
stats-plot-winrate = 最近 { $window } 局的勝率（%）
stats-plot-contracts = 各叫牌的合約成功數
stats-axis-deals = 局
stats-bar-taken = 叫到
stats-bar-made = 成功
stats-bar-closing = 封牌
## Review a deal, your decisions against the expert's (the screen, Statistics, History)
review-title = 復盤：{ $game }
review-title-of = 復盤：{ $game } · 第 { $number } 局（共 { $count } 局）
review-decisions = 你的決定
review-decision-of = { $kind } · 第 { $number } 個決定（共 { $count } 個）
review-kind-card = 第 { $trick } 墩
review-kind-bid = 叫牌
review-kind-discard = 棄牌
review-kind-declaration = 宣告
review-you = 你：{ $action }
review-expert = 專家：{ $action }
review-expert-agrees = 專家：一樣
review-cost = 損失：{ $cost }
review-cost-nothing = 無
review-cost-exact = { $cost }（精確）
review-cost-range = { $cost }（{ $low } 至 { $high }）
review-points = { $points } 分
review-why = 理由：{ $reason }
review-why-none = 把這一局打完，它得分更多
review-folded = ✓ { $count } 個決定
review-folded-heading = 第 { $first } 至 { $last } 個決定（共 { $count } 個）
review-folded-detail = 這 { $count } 個決定沒有損失：專家也會這樣選。按 f 展開。
review-lost = 損失 { $lost }（{ $low } 至 { $high }）
review-lost-nothing = 沒有損失
review-summary = 對比專家：{ $lost } · 你的得分 { $score } · 標準分 { $par }
review-bids = 之前的叫牌：{ $bids }
review-bids-none = 你第一個叫牌。
review-trick = 桌上：{ $cards }
review-trick-lead = 由你領出。
review-plot-title = 累計損失
review-plot-axis = 決定
review-starting = 正在擺出這一局…… 按 Esc 取消。
review-working = 正在復盤你的決定：{ $done }/{ $count }…… 按 Esc 取消。
review-failed = 這一局無法復盤：{ $reason }
review-settlement = 復盤這一局
review-no-game = 這個遊戲還沒有復盤功能。
review-no-deal = 這份紀錄裡還沒有打過的局。
binding-review = 復盤
binding-review-unfold = 展開
binding-review-deal = 換局
stats-tab-review = 復盤
stats-plot-review = 每個復盤局的損失
stats-review-count = 已復盤 { $count } 局
stats-review-mean = 每局平均損失：{ $mean }
stats-review-better = 趨勢：每局少損失 { $amount }，在進步。
stats-review-worse = 趨勢：每局多損失 { $amount }。
stats-review-steady = 趨勢：持平。
stats-review-none = 還沒有復盤過的局。一局結束時選「復盤這一局」，或在歷史紀錄裡對某一局按 v。
resume-summary = { $game } · { $standings } · { $deal }
# The name of the game inside a sentence (running text, as the glossary has it). Titles stay as they are.
game-french-tarot-in-text = 法國塔羅
game-schnapsen-in-text = Schnapsen
game-preference-in-text = Preference
game-french-tarot-title = French Tarot
game-schnapsen-title = Schnapsen
game-preference-title = Preference
resume-ask = 你有一局未完成的牌局：{ $game }
resume-continue = 繼續這一局
resume-new = 開始新遊戲（放棄未完成的那一局）
resume-damaged = 一局未完成的牌局無法讀取，已移到一旁：{ $detail }
resume-not-kept = 無法保存未完成的牌局：{ $reason }
palette-placeholder = 搜尋指令…
palette-no-matches = 找不到相符的項目

## 與朋友同桌
home-join = 加入牌桌
tradition-friends = 與朋友同桌
binding-lobby-start = 開始
binding-lobby-leave = 離開
friends-host-title = 與朋友玩{ $game }
friends-your-name = 你的名字
friends-host-friends = 留給朋友的座位
friends-count = { $count } 位朋友
friends-host-level = 沒人坐的座位由 AI 代打，難度
friends-host-chat = 牌桌聊天（在記錄裡顯示短句）
friends-host-network = 讓其他電腦上的朋友加入
friends-host-local-note = 只有這台電腦能加入：朋友在這台電腦的其他終端機裡玩。
friends-host-network-note = 牌桌對你的網路開放：網路上任何有邀請碼的人都能坐上空位。這台電腦的其他部分都無法存取，但牌、名字與聊天內容以未加密的方式傳送：請只在信任的網路上使用。
friends-host-open = 開桌
friends-opening = 正在開桌…
friends-table = 牌桌 { $code }
friends-invite = 邀請朋友：請他們輸入
friends-address = 位址 { $address } · 邀請碼 { $code }
friends-local-only = 只有這台電腦能加入（{ $address }）。
friends-exposed = 已對你的網路開放：能連到 { $address } 並知道邀請碼的人都能入座。
friends-at-table = 牌桌上
friends-mark-host = 桌主
friends-mark-away = 已離線
friends-seat-ai = AI（{ $level }）· 朋友可入座
friends-waiting-for = 還在等 { $count } 位朋友。按 s 立即開始：空位由 AI 代打。
friends-all-here = 大家都到齊了。按 s 開始。
friends-waiting-host = 等待桌主開始牌局…
friends-dealing = 發牌中…
friends-close-ask = 關閉牌桌？
friends-close = 關閉牌桌
friends-close-note = 牌局對桌上所有人結束；每個人的歷史紀錄都保留已結束的牌局。
friends-leave-note = 你的座位由 AI 接手，其他人繼續玩。你已結束的牌局在歷史紀錄裡。
friends-join-title = 加入牌桌
friends-join-address = 位址
friends-join-code = 邀請碼
friends-join-go = 加入
friends-joining = 正在連線到 { $address }…
friends-error-address = 「{ $address }」不是位址：請照邀請上的寫法輸入，例如 { $example }。
friends-error-code = 「{ $code }」不是邀請碼：邀請碼的樣子像 K7PQ-2M。
friends-error-bad-code = { $address } 沒有這個邀請碼的牌桌：請核對朋友給你的邀請碼。
friends-error-unreachable = 連不上 { $address }：牌桌還開著嗎？位址正確嗎？
friends-error-unsupported-version = { $address } 的牌桌使用的 Cardavia 版本與這個版本不相容：請把兩邊更新到同一版本。
friends-error-seat-taken = 這個座位已經有人：請重新加入，坐任一空位。
friends-error-no-seat = { $address } 的牌桌已經坐滿。
friends-error-bad-token = 你離開後，你在 { $address } 的座位已交給 AI：請重新加入入座。
friends-error-other = 桌主拒絕了：{ $message }
friends-error-host = 無法開桌：{ $message }
friends-waiting = 等待其他人…
friends-sat-down = { $name } 入座了。
friends-away = { $name } 離開了——暫時由 AI 代打。
friends-back = { $name } 回來了。
friends-left-for-good = { $name } 離開了牌桌——由 AI 代打。
friends-connection-lost = 與桌主的連線中斷——正在重試…
friends-reconnected = 回到牌桌了。
friends-host-left = 桌主關閉了牌桌。你已結束的牌局在歷史紀錄裡。
friends-replaced = 你的座位已從另一個終端機接回。
friends-refused = 桌主拒絕了：{ $reason }
friends-chat-line = { $name }：{ $text }
friends-join-sit = 入座
friends-join-seats = 你的座位
friends-any-seat = 任一空位
friends-seat-held = 座位 { $number } · { $name }
friends-seat-free = 座位 { $number } · 空位（有人入座前由 AI 代打）
binding-chat = 聊天
friends-chat-title = 對牌桌說
friends-chat-note = 按 Enter 把這句話傳給桌上所有人；按 Esc 返回。
