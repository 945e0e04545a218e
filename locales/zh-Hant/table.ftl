## 牌桌：繁體中文（臺灣）。
## 與英文基礎目錄的訊息 id 與預留位置完全相同。

## 座位（你坐在牌桌下方）
seat-you = 你
seat-east = 東家
seat-north = 北家
seat-west = 西家
seat-cards = { $count } 張牌

## 座位上的角色與標記
role-dealer = 發牌者
role-taker = 主打者 · { $contract }
role-defender = 防守者
role-declarer = 主打者 · { $contract }
contract-level = 合約 { $level }
role-poignee = Poignée { $size } 張
role-chelem = 已宣告 Chelem
role-points = { $points } 分
role-pending = （+{ $points } 暫存）
role-tricks = 墩數 { $count }
role-marriage = { $suit }婚姻 { $points }
role-pass = 不叫
role-level = 叫 { $level }
role-hold = 保留叫價
role-stay = 留下
role-drop = 退出
role-invited = 受邀
role-inviter = 邀請者
role-alone = 單獨防守

## 牌桌中央
table-deal = 第 { $number } 局
table-totals = 總分：{ $totals }
table-match = 剩餘比賽分：你 { $you } · { $opponent } { $them }
table-scores = 得分：{ $scores } · 公共池 { $pool }
table-chien = 底牌（chien）：{ $cards }
table-discarded-trumps = 棄牌中的將牌：{ $cards }
table-trick-count = 第 { $number }/{ $total } 墩
table-taker-tricks = 主打者目前：{ $points } 牌分，{ $bouts } 張 bouts → 需要 { $target }
table-trump-suit = 將牌花色：{ $suit }
table-trump-card = 將牌標誌：{ $card }
table-stock = 牌堆：{ $count } 張
table-closed = { $seat }已封牌
table-talon = 底牌：{ $cards }
table-pool = 公共池：{ $pool }
table-your-turn = 輪到你：選一張牌（←/→ 或 1–9，按 Enter 或點選）。
table-thinking = { $seat }正在思考…
table-illegal = 不允許「{ $action }」：{ $reason }
table-hint = 提示：{ $action }——{ $reason }
table-undone = 你上一個決定已復原。
table-nothing-to-undo = 沒有可復原的操作。
table-last-trick = 上一墩 → { $seat }
table-no-last-trick = 還沒有打完任何一墩。
table-saved = 紀錄已儲存至 { $path }
table-save-failed = 本局未能儲存：{ $reason }。遊戲繼續。
table-save-kept = 先前儲存的牌局仍完好地保存在 { $path }。
table-save-nothing-kept = 此前尚未儲存任何內容。
save-reason-disk-full = 磁碟已滿
save-reason-too-big = 檔案超過系統允許的大小
save-reason-no-permission = 沒有寫入權限
save-reason-read-only = 資料夾為唯讀
save-reason-unknown = 未知錯誤

## 動作（合約 Prise、Garde、Garde sans、Garde contre 不翻譯）
action-pass = 不叫
action-chelem = 宣告 Chelem
action-no-chelem = 不宣告 Chelem
action-poignee = Poignée（{ $size } 張）
action-poignee-choose = Poignée…
action-discard = 棄 { $card }
action-exchange = 用將牌 Bube 交換
action-close = 封牌
action-marriage = 以 { $card } 報婚姻
action-level = 叫 { $level }
action-hold = 保留叫價
action-game = Game（{ $suit }）
action-hearts = Hearts
action-trump = 將牌：{ $suit }
action-stay = 留下
action-drop = 退出
action-invite = 邀請
action-alone = 單獨防守
action-no-aces = 無 Ass

## 紀錄
log-action = { $seat }：{ $action }
log-discard-hidden = { $seat }暗棄了 { $count } 張牌
log-pass = { $seat }不叫
log-contract = { $seat }叫 { $contract }
log-chelem = { $seat }宣告了 Chelem
log-no-chelem = { $seat }沒有宣告 Chelem
log-discard = { $seat }棄了 { $card }
log-exchange = { $seat }用將牌 Bube 交換了將牌標誌
log-close = { $seat }封了牌
log-marriage = { $seat }用 { $card } 報了婚姻
log-level = { $seat }叫 { $level }
log-hold = { $seat }保留叫價
log-game = { $seat }叫 Game（{ $suit }）
log-hearts = { $seat }叫 Hearts
log-trump = { $seat }選擇{ $suit }為將牌花色
log-stay = { $seat }留下防守
log-drop = { $seat }退出
log-invite = { $seat }邀請另一位防守者
log-alone = { $seat }選擇單獨防守
log-no-aces = { $seat }宣告無 Ass
log-trick = 第 { $number } 墩 → { $seat }
log-poignee = { $seat }展示 { $size } 張將牌的 Poignée：{ $cards }
log-excuse = Excuse 留在原方；對方獲得 0.5 牌分補償。
log-annulled-all-pass = 全員不叫：取消本局，由下一位發牌者重新發牌。
log-annulled-petit-sec = 出現 Petit sec：取消本局，由下一位發牌者重新發牌。

## 對話框
dialog-decide = 你的決定
dialog-unavailable = { $options }：{ $reason }
dialog-bidding = 你的叫牌
dialog-chelem = 要宣告 Chelem（贏下全部 18 墩）嗎？
dialog-trump = 選擇將牌花色
dialog-defence = 留下防守，還是退出？
dialog-invitation = 邀請另一位防守者，還是單獨防守？
dialog-defence-note = 留下即承諾至少贏 2 墩（不足則向公共池交 10）。兩位防守者都退出時，主打者按贏 10 墩結算。
dialog-invitation-note = 被邀請者必須加入：你收取兩人的全部收益，兩人合計需要 4 墩。單獨防守時每墩兩張牌，你需要 2 墩。
dialog-leave = 離開牌桌？
dialog-leave-note = 這局會被保留：在首頁選擇「繼續」即可回到這裡（已結束的牌局已經儲存）。
action-keep-playing = 繼續玩
action-leave-table = 離開
dialog-discard = 選擇要棄的 { $count } 張牌
dialog-discard-note-french-tarot =
    不能棄 Roi 或 bouts。
    只有其他牌不足時才能棄將牌，且須向所有人公開。
dialog-discard-note-preference = 任選兩張牌，其他人都看不到。
dialog-confirm = 確認
dialog-marriage = 要報婚姻嗎？
dialog-card-refused = { $card }：{ $reason }
dialog-play-plain = 只出 { $card }
dialog-poignee = 出第一張牌前要展示 Poignée 嗎？
dialog-poignee-level = { $size } 張將牌的 Poignée：{ $cards }
dialog-poignee-adjust = 選擇要展示哪些將牌…
dialog-poignee-none = 不展示 Poignée

## 本局結束
end-title = 本局結束
end-next-deal = 下一局
end-watch-back = 退回一步
end-new-game = 新遊戲
end-menu = 返回選單
settle-seat-score = { $seat }：{ $score }（總計 { $total }）
settle-side-taker = 主打者
settle-side-defence = 防守方
settle-annulled-all-pass = 全員不叫：取消本局。
settle-annulled-petit-sec = Petit sec（{ $seats }）：取消本局。
settle-tarot-contract = { $seat }以 { $contract } 成為主打者（× { $multiplier }）。
settle-tarot-bouts = 捕獲的 bouts：{ $bouts } 張 → 目標 { $target } 牌分。
settle-tarot-points = 牌分：{ $points }（{ $made ->
        [yes] 合約成功，超出目標 { $diff } 分
       *[no] 合約失敗，差 { $diff } 分
    }）。
settle-tarot-base = 基本結算額：(25 + { $diff }) × { $multiplier } = { $base }，每名防守者各計。
settle-tarot-petit = Petit au bout 歸{ $side }：{ $points }
settle-tarot-poignee = { $seat }展示了 { $size } 張將牌的 Poignée。
settle-tarot-poignees = Poignée 獎勵，歸合約獲勝方：{ $points }
settle-tarot-chelem = Chelem（{ $kind }）：{ $points }
settle-tarot-defenders-pay = 每名防守者付給主打者 { $amount } 分。
settle-tarot-taker-pays = 主打者付給每名防守者 { $amount } 分。
chelem-declared-made = 已宣告並完成
chelem-declared-failed = 已宣告但未完成
chelem-declared-failed-defence = 已宣告，且防守方贏下每一墩
chelem-taker = 未宣告，主打者贏下每一墩
chelem-defence = 防守方贏下每一墩
settle-schnapsen-winner = { $seat }贏得本局：{ $points } 比賽分。
settle-schnapsen-reason-66 = 達到 66 牌分。
settle-schnapsen-reason-last-trick = 無人達到 66：最後一墩的贏家得 1 比賽分。
settle-schnapsen-reason-closer-66 = 封牌者達到 66。
settle-schnapsen-reason-opponent-66 = 封牌者的對手先達到 66。
settle-schnapsen-reason-closer-failed = 封牌者未達到 66。
settle-schnapsen-cards = 牌分：你 { $you } · { $opponent } { $them }
settle-schnapsen-closing = { $seat }封牌時，對手有 { $points } 牌分、{ $tricks } 墩。
settle-schnapsen-match = 比賽進度 · 剩餘比賽分：你 { $you } · { $opponent } { $them }
settle-schnapsen-match-won = { $seat }贏得比賽！
settle-preference-void = 全員不叫：本局作廢，不結算。
settle-preference-contract = { $seat }為主打者：{ $contract } · 將牌為{ $suit }
settle-preference-tricks = 主打者墩數：{ $tricks }，需要 6 墩（{ $made ->
        [yes] 成功
       *[no] 失敗
    }）。
settle-preference-defender = { $seat }（{ $choice }）：{ $tricks } 墩
settle-preference-flow = { $payer } → { $payee }：{ $amount }（{ $item }）
settle-preference-from-pool = 公共池 → { $payee }：{ $amount }（{ $item }）
settle-preference-to-pool = { $payer } → 公共池：{ $amount }（{ $item }）
settle-pool = 公共池
settle-item-declarer-short = 主打者不足 6 墩
settle-item-defender-short = 防守者不足 2 墩
settle-item-defence-pair-short = 受邀防守合計不足 4 墩
settle-item-declarer-takes = 主打者從公共池取 10 分
settle-item-defence-tricks = 防守每墩 1 分
settle-item-hearts = Hearts
settle-item-four-aces = 四張 Ass
settle-item-no-aces = 無 Ass
settle-item-refill = 公共池已空：每人再投入 30 分
end-title-match-won = 你贏得了比賽
end-title-match-lost = 你輸掉了比賽

## 牌桌底部按鍵
binding-hint = 提示
binding-undo = 復原
binding-last-trick = 上一墩
binding-log = 記錄
# Title of the log panel (the Log box of the wireframe).
log-title = 記錄
binding-skip = 跳過
binding-menu = 選單
binding-play = 出牌
table-record-ends = 紀錄到此結束：這一局沒有打完。
table-watching = 正在觀看紀錄：空白鍵暫停，, 和 . 後退和前進一步，+ 和 − 調整速度，Esc 離開。

## Why an action is not allowed
## 為什麼不允許某個動作：顯示在「不允許…：」之後及對話框中。
illegal-phase-bidding = 叫牌階段
illegal-phase-discard = 棄牌階段
illegal-phase-chelem = 宣告 Chelem 的階段
illegal-phase-trump = 選擇將牌花色的階段
illegal-phase-defence = 防守者決定去留的階段
illegal-phase-invitation = 邀請階段
illegal-phase-play = 出牌階段
illegal-common-deal-over = 本局已結束，不能再做任何動作
illegal-common-not-held = { $seat }手上沒有 { $card }
illegal-common-unknown-action = 未知的動作 { $action }
illegal-french-tarot-poignee-wrong-phase = Poignée 只能在出第一張牌前宣告，不能在{ $phase }宣告
illegal-french-tarot-card-wrong-phase = { $phase }不能出牌
illegal-french-tarot-discard-wrong-phase = 只有主打者在拿到底牌（chien）後才能棄牌，不能在{ $phase }棄牌
illegal-french-tarot-bid-wrong-phase = 叫牌已結束，{ $phase }不能叫牌
illegal-french-tarot-bid-too-low = { $bid } 沒有高過 { $contract }；請叫更高的合約或不叫
illegal-french-tarot-chelem-wrong-phase = 只有主打者能宣告 Chelem，且須在棄牌後立即宣告（Garde sans / Garde contre 則在叫牌結束後）
illegal-french-tarot-must-follow = 你必須跟花色（{ $suit }）
illegal-french-tarot-must-trump-trumps-led = 領出的是將牌，而你有將牌，所以必須出將牌
illegal-french-tarot-must-trump = 你沒有領出花色的牌，所以必須出將牌
illegal-french-tarot-must-overtrump = 你能蓋過本墩最大的將牌（{ $card }），就必須蓋過
illegal-french-tarot-discard-not-held = 主打者手上沒有 { $card }
illegal-french-tarot-discard-king = Roi 一律不能棄
illegal-french-tarot-discard-bout = bouts（Petit、將牌 21 與 Excuse）一律不能棄
illegal-french-tarot-discard-trump = 只有可棄的普通牌少於 6 張時，才能棄將牌
illegal-french-tarot-discard-trump-count = 你只能棄 { $count } 張將牌：必須先棄普通牌
illegal-french-tarot-poignee-too-late = Poignée 只能在出第一張牌之前宣告
illegal-french-tarot-poignee-repeated = 你已經宣告過 Poignée
illegal-french-tarot-poignee-size = Poignée 必須展示剛好 10、13 或 15 張將牌，不能是 { $size } 張
illegal-french-tarot-poignee-not-trumps = Poignée 只能展示將牌（Excuse 可充當一張）
illegal-french-tarot-poignee-not-held = 你不能展示 { $cards }：這些牌不在你的手牌中
illegal-french-tarot-poignee-no-excuse = 你手上沒有 Excuse
illegal-french-tarot-poignee-excuse = 只有在展示全部將牌後仍差一張時，Excuse 才能充當將牌
illegal-schnapsen-closed-must-beat = 牌堆已封閉，你能壓過 { $card } 就必須壓過
illegal-schnapsen-exhausted-must-beat = 牌堆已耗盡，你能壓過 { $card } 就必須壓過
illegal-schnapsen-closed-must-follow = 牌堆已封閉，你必須跟花色（{ $suit }）
illegal-schnapsen-exhausted-must-follow = 牌堆已耗盡，你必須跟花色（{ $suit }）
illegal-schnapsen-closed-must-trump = 牌堆已封閉，你沒有{ $suit }，所以必須出將牌
illegal-schnapsen-exhausted-must-trump = 牌堆已耗盡，你沒有{ $suit }，所以必須出將牌
illegal-schnapsen-marriage-rank = 報婚姻必須領出 König 或 Dame
illegal-schnapsen-marriage-not-leading = 只有領出者在領出時才能報婚姻
illegal-schnapsen-marriage-not-held = 你手上沒有 { $card }
illegal-schnapsen-marriage-partner-missing = 婚姻需要{ $suit }的 König 和 Dame；你沒有 { $card }
illegal-schnapsen-marriage-repeated = 你已經報過{ $suit }婚姻
illegal-schnapsen-exchange-not-leading = 只有領出者能在領出前交換
illegal-schnapsen-exchange-closed = 牌堆已封閉，不能再交換將牌標誌
illegal-schnapsen-exchange-exhausted = 牌堆已耗盡，將牌標誌已被摸走
illegal-schnapsen-exchange-no-jack = 你手上沒有將牌 Bube（{ $card }）
illegal-schnapsen-close-not-leading = 只有領出者能在領出前封牌
illegal-schnapsen-close-already-closed = 牌堆已經封閉
illegal-schnapsen-close-hand-size = 封牌時手上必須有 5 張牌；你有 { $count } 張
illegal-schnapsen-close-exhausted = 牌堆已耗盡，沒有牌可封
illegal-preference-card-wrong-phase = { $phase }不能出牌
illegal-preference-bid-wrong-phase = 叫牌已結束，{ $phase }不能叫牌
illegal-preference-defence-wrong-phase = 留下或退出是防守者在叫牌與換牌之後的選擇，不能在{ $phase }選擇
illegal-preference-invitation-wrong-phase = 邀請或單獨防守只由另一位退出後唯一留下的防守者選擇，不能在{ $phase }選擇
illegal-preference-first-turn-only = { $bid } 只能在玩家的第一次叫牌時叫
illegal-preference-game-too-low = { $bid } 沒有高過已叫的 { $contract }；後叫的 Game 花色必須更高（♣ < ♠ < ♦）
illegal-preference-game-standing = 已有人叫 { $contract }；你只能叫更高的 Game、Hearts 或不叫
illegal-preference-hold-nothing = 沒有可保留的叫價
illegal-preference-hold-not-bid = 你必須先親自叫過數字，之後才能保留叫價
illegal-preference-hold-priority = { $seat }叫了 { $level }，且比你優先（發牌者左手 > 發牌者右手 > 發牌者）；請加叫或不叫
illegal-preference-jump-may-hold = 你可以保留叫價 { $level }（你比{ $seat }優先）或不叫；叫 { $bid } 是跳叫
illegal-preference-too-low-may-hold = { $bid } 沒有高過 { $level }；你可以保留叫價 { $level } 或不叫
illegal-preference-only-pass = { $seat }已叫到 4，這是最高的數字叫價；你只能不叫
illegal-preference-bid-too-low = { $bid } 沒有高過 { $level }；請叫 { $next } 或不叫
illegal-preference-jump = 不可跳叫：下一個叫價是 { $next }
illegal-preference-discards-done = 兩張牌已經棄好；現在請選擇將牌花色
illegal-preference-discard-wrong-phase = 只有數字合約的主打者在拿到底牌後立即棄牌；不能在{ $phase }棄牌
illegal-preference-discard-not-held = 主打者手上沒有 { $card }
illegal-preference-trump-before-discard = 請先棄 2 張牌，再選擇將牌花色
illegal-preference-trump-wrong-phase = 只有數字合約的主打者在換牌後選擇將牌花色；不能在{ $phase }選擇
illegal-preference-trump-too-low = 將牌花色不能低於叫價的花色：{ $level } 是{ $lowest }，所以{ $suit }太低
illegal-preference-no-aces-repeated = 已經宣告過無 Ass
illegal-preference-no-aces-not-now = 只有主打者能在第一次領出前宣告無 Ass
illegal-preference-no-aces-has-aces = 無 Ass 要求手上沒有任何 Ass；主打者有 { $cards }
illegal-preference-no-aces-has-aces-talon = 無 Ass 要求手上沒有任何 Ass（底牌也算，不論保留或棄掉）；主打者有 { $cards }
illegal-preference-must-follow = 你必須跟花色（{ $suit }）
illegal-preference-must-trump = 你沒有{ $suit }，所以必須出將牌（{ $trump }）
illegal-preference-must-beat = 你能壓過 { $card }，就必須壓牌（{ $cards }）
illegal-preference-must-beat-lowest = 三人打牌且主打者領出時，第一位防守者必須用能夠壓牌的最小牌：{ $card }

## Hints
## hint-<code>：普通難度的 AI 為什麼這樣選（顯示在「提示：…——」之後，只佔一行）。
hint-only-legal = 唯一合法的選擇
hint-keeps-strongest = 把最強的牌留到後面
hint-top-of-suit = 你手中最大的{ $suit }
hint-top-trump = 你手中最大的將牌
hint-wins-trick = 這張牌能贏下這一墩
hint-cheapest-trump-over = 能蓋過 { $card } 的最小將牌
hint-void-trump = 你沒有{ $suit }了，所以出將牌
hint-master-card = 外面已沒有比它大的{ $suit }
hint-master-trump = 外面已沒有更大的將牌：沒人壓得過它
hint-takes-lead = 暫時壓過 { $card }
hint-partner-feed = 搭檔的 { $card } 會贏下這一墩：送上牌分
hint-partner-wins = 搭檔的 { $card } 會贏下這一墩
hint-duck = { $card } 不值得用大牌去贏：留著大牌
hint-lost-lowest = 這一墩贏不了，所以出最小的牌
hint-lost-keep-trumps = 這一墩贏不了：出最小的非將牌
hint-lost-shed = 這一墩贏不了：墊一張用不著的牌
hint-lead-master = 外面已沒有比它大的{ $suit }
hint-lead-master-trump = 外面已沒有比它大的將牌
hint-lead-draw-trumps = 你有 { $count } 張將牌，外面還有 { $number } 張：把它們調出來
hint-lead-long = 你最長的花色（{ $suit }）中最小的牌
hint-lead-low = 你最小的{ $suit }：大牌留在後面
hint-lead-singleton = 你最後一張{ $suit }：出完這門就缺了
hint-tarot-bid = 手牌估值 { $points } 分：{ $contract } 需要 { $target } 分
hint-tarot-pass = 手牌估值 { $points } 分：{ $contract } 需要 { $target } 分
hint-tarot-discard-void = 棄光{ $suit }，做出缺門
hint-tarot-discard-points = 把 { $card } 的牌分存進棄牌
hint-tarot-discard-small = 一張用不著的小牌
hint-tarot-discard-trump = 其他牌不夠：棄一張小將牌（要亮給大家看）
hint-tarot-chelem = { $count } 張將牌，還有將牌 21 和 Excuse：穩贏全部墩
hint-tarot-no-chelem = { $count } 張將牌，不能保證贏下全部 18 墩
hint-tarot-poignee = 展示 { $size } 張將牌，獲勝一方得到獎勵
hint-tarot-save-petit = 保住 Petit：它能贏下這一墩
hint-tarot-save-petit-partner = 保住 Petit：搭檔的 { $card } 會贏下這一墩
hint-tarot-excuse = 這一墩歸對方：出 Excuse 不送任何牌
hint-tarot-excuse-lead = 沒有普通牌了：在最後一墩之前打出 Excuse
hint-schnapsen-exchange = 用將牌 Bube 換回 { $card }
hint-schnapsen-marriage = { $suit }婚姻得 { $points } 分
hint-schnapsen-marriage-66 = 婚姻的 { $points } 分讓你達到 66
hint-schnapsen-close-trumps = 你有 { $points } 分，外加 { $count } 張最大的將牌
hint-schnapsen-close = 你有 { $points } 分，穩贏的牌足以達到 66
hint-schnapsen-reaches-66 = 贏下這一墩，達到 { $points } 分
hint-schnapsen-wins-points = 贏下這一墩：{ $points } 牌分
hint-schnapsen-lead-marriage = 取得出牌權，以便報{ $suit }婚姻（{ $points } 分）
hint-schnapsen-lead-cheap = 領出小牌：將牌、Ass 和 10 留在手裡
hint-schnapsen-stock-out = 牌堆已耗盡：對手的牌你都知道
hint-pref-bid = 以{ $suit }為將牌約 { $tricks } 墩：叫 { $level }
hint-pref-hold = 以{ $suit }為將牌約 { $tricks } 墩：保留叫價
hint-pref-game = { $suit }約 { $tricks } 墩：不換牌也能打 Game
hint-pref-hearts = 紅心約 { $tricks } 墩：足夠打 Hearts
hint-pref-pass = 換牌前約 { $tricks } 墩，需要 { $target } 墩
hint-pref-pass-game = 已有人叫 Game：數字叫價壓不過它
hint-pref-pass-top = 叫價已經到 { $level }
hint-pref-discard = 以{ $suit }為將牌，仍約有 { $tricks } 墩
hint-pref-trump = 以{ $suit }為將牌約 { $tricks } 墩：最好的將牌花色
hint-pref-stay = 防守約 { $tricks } 墩：需要 2 墩
hint-pref-drop = 防守只有約 { $tricks } 墩：風險太大
hint-pref-invite = 約 { $tricks } 墩：加上搭檔，4 墩有望
hint-pref-alone = 約 { $tricks } 墩：不足以帶上搭檔
hint-pref-no-aces = 約 { $tricks } 墩：足夠宣告無 Ass

## The felt (piles and the trick just taken)
pile-chien = 底牌（chien）
pile-talon = 底牌
table-trick-taken = { $seat }贏得這一墩

## Where the taker's card points come from (settlement)
settle-tarot-in-tricks = 贏墩所得：{ $points }
settle-tarot-in-discard = 棄牌中：{ $points }
settle-tarot-in-chien = 底牌（chien）中：{ $points }
settle-tarot-excuse-comp = Excuse 補償：{ $points }

## Watching a record (replay --watch)
table-watch-paused = 已暫停：按 . 播放下一步，按 , 退回一步，按空白鍵繼續。
table-watch-start = 已到紀錄開頭：沒有可以退回的一步。
table-watch-speed = 速度 { $speed }%
binding-watch-pause = 暫停
binding-watch-step = 單步

# The log: a hold with its level; a resumed deal summed up
log-hold-level = { $seat }保留叫價 { $level }
log-summary = 第 { $number } 局至今：
log-summary-trick = 第 { $number } 墩：{ $cards } → { $seat }

## 結算下方的記分表（如玩家在紙上所記）
sheet-title = 記分表
sheet-bummerl-title = Bummerl 記分板
sheet-pool-title = 公共池記分表
sheet-deal = 局
sheet-contract = 合約
sheet-start = 開局
sheet-pool = 公共池
sheet-taken = { $seat } · { $contract } { $made ->
        [yes] ✓
       *[no] ✗
    }
sheet-annulled = 已取消
sheet-all-pass = 全員不叫
sheet-bummerl = { $person ->
        [you] 你得到 Bummerl。
       *[other] { $seat }得到 Bummerl。
    }
end-record-key = f：查看此紀錄的儲存位置
