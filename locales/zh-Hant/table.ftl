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
role-poignee = Poignée { $size } 張
role-chelem = 已宣告 Chelem
role-points = { $points } 分
role-pending = （+{ $points } 暫存）
role-tricks = 墩數 { $count }
role-marriage = { $suit }婚姻 { $points }

## 牌桌中央
table-deal = 第 { $number } 局
table-totals = 總分：{ $totals }
table-match = 剩餘比賽分：你 { $you } · { $opponent } { $them }
table-scores = 得分：{ $scores } · 公共池 { $pool }
table-chien = 底牌（chien）：{ $cards }
table-discarded-trumps = 棄牌中的將牌：{ $cards }
table-trick-count = 第 { $number }/{ $total } 墩
table-trump-suit = 將牌花色：{ $suit }
table-trump-card = 將牌標誌：{ $card }
table-stock = 牌堆：{ $count } 張
table-closed = { $seat }已封牌
table-talon = 底牌：{ $cards }
table-pool = 公共池：{ $pool }
table-your-turn = 輪到你：選一張牌（←/→ 或 1–9，按 Enter 或點選）。
table-thinking = { $seat }正在思考…
table-illegal = 不允許「{ $action }」：{ $reason }
table-hint = 提示：普通難度的 AI 會選「{ $action }」。
table-undone = 你上一個決定已復原。
table-nothing-to-undo = 沒有可復原的操作。
table-last-trick = 上一墩：{ $cards } → { $seat }
table-no-last-trick = 還沒有打完任何一墩。
table-saved = 紀錄已儲存至 { $path }

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
log-discard-hidden = { $seat }暗棄一張牌
log-trick = 第 { $number } 墩 → { $seat }
log-poignee = { $seat }展示 { $size } 張將牌的 Poignée：{ $cards }
log-excuse = Excuse 留在原方；對方獲得 0.5 牌分補償。
log-annulled-all-pass = 全員不叫：取消本局，由下一位發牌者重新發牌。
log-annulled-petit-sec = 出現 Petit sec：取消本局，由下一位發牌者重新發牌。

## 對話框
dialog-decide = 你的決定
dialog-bidding = 你的叫牌
dialog-chelem = 要宣告 Chelem（贏下全部 18 墩）嗎？
dialog-trump = 選擇將牌花色
dialog-defence = 留下防守，還是退出？
dialog-invitation = 邀請另一位防守者，還是單獨防守？
dialog-discard = 選擇要棄的 { $count } 張牌
dialog-discard-note-french-tarot = 不能棄 Roi 或 bouts；只有其他牌不足時才能棄將牌，且須向所有人公開。
dialog-discard-note-preference = 任選兩張牌，其他人都看不到。
dialog-confirm = 確認
dialog-marriage = 要報婚姻嗎？
dialog-play-plain = 只出 { $card }
dialog-poignee = 出第一張牌前要展示 Poignée 嗎？
dialog-poignee-level = { $size } 張將牌的 Poignée：{ $cards }
dialog-poignee-adjust = 選擇要展示哪些將牌…
dialog-poignee-none = 不展示 Poignée

## 本局結束
end-title = 本局結束
end-next-deal = 下一局
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
settle-schnapsen-winner = { $seat }贏得本局：{ $points ->
        [one] 1 比賽分
       *[other] { $points } 比賽分
    }。
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
settle-preference-contract = { $seat }宣告 { $contract } · 將牌 { $suit }
settle-preference-tricks = 主打者墩數：{ $tricks }，需要 6 墩（{ $made ->
        [yes] 成功
       *[no] 失敗
    }）。
settle-preference-defender = { $seat }（{ $choice }）：{ $tricks ->
        [one] 1 墩
       *[other] { $tricks } 墩
    }
settle-preference-flow = { $payer } → { $payee }：{ $amount }（{ $item }）
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

## 牌桌底部按鍵
binding-hint = 提示
binding-undo = 復原
binding-last-trick = 上一墩
binding-skip = 跳過
binding-menu = 選單
binding-play = 出牌
table-record-ends = 紀錄到此結束：這一局沒有打完。
table-watching = 正在觀看紀錄：按 s 加速，按 Esc 離開。
