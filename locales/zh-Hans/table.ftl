## 牌桌：简体中文。

## 座位（你坐在牌桌下方）
seat-you = 你
seat-east = 东家
seat-north = 北家
seat-west = 西家
seat-cards = { $count } 张牌

## 座位上的角色与标记
role-dealer = 发牌者
role-taker = 主打者 · { $contract }
role-defender = 防守者
role-declarer = 主打者 · { $contract }
role-poignee = Poignée { $size }
role-chelem = 已宣告 Chelem
role-points = { $points } 分
role-pending = （+{ $points } 暂存）
role-tricks = { $count } 墩
role-marriage = { $suit }婚姻 { $points }

## 牌桌中央
table-deal = 第 { $number } 局
table-totals = 总分：{ $totals }
table-match = 剩余比赛分：你 { $you } · { $opponent } { $them }
table-scores = 得分：{ $scores } · 公共池 { $pool }
table-chien = 底牌（chien）：{ $cards }
table-discarded-trumps = 弃牌中的将牌：{ $cards }
table-trick-count = 第 { $number }/{ $total } 墩
table-trump-suit = 将牌花色：{ $suit }
table-trump-card = 将牌标志：{ $card }
table-stock = 牌堆：{ $count }
table-closed = { $seat }已封牌
table-talon = 底牌：{ $cards }
table-pool = 公共池：{ $pool }
table-your-turn = 轮到你：请选一张牌（←/→ 或 1–9，按 Enter 或点击）。
table-thinking = { $seat }正在思考…
table-illegal = 不允许 { $action }：{ $reason }
table-hint = 提示：普通难度的 AI 会选择 { $action }。
table-undone = 已撤销你的上一个决定。
table-nothing-to-undo = 没有可撤销的操作。
table-last-trick = 上一墩：{ $cards } → { $seat }
table-no-last-trick = 还没有打完任何一墩。
table-saved = 记录已保存到 { $path }

## 操作（合约名 Prise、Garde、Garde sans、Garde contre 不翻译）
action-pass = 不叫
action-chelem = 宣告 Chelem
action-no-chelem = 不宣告 Chelem
action-poignee = Poignée（{ $size } 张）
action-poignee-choose = Poignée…
action-discard = 弃 { $card }
action-exchange = 用将牌 Bube 交换
action-close = 封牌
action-marriage = 用 { $card } 报婚姻
action-level = 叫 { $level }
action-hold = 保留叫价
action-game = Game（{ $suit }）
action-hearts = Hearts
action-trump = 将牌：{ $suit }
action-stay = 留下
action-drop = 退出
action-invite = 邀请
action-alone = 单独防守
action-no-aces = 无 Ass

## 记录
log-action = { $seat }：{ $action }
log-discard-hidden = { $seat }暗弃一张牌
log-trick = 第 { $number } 墩 → { $seat }
log-poignee = { $seat }展示 { $size } 张将牌的 Poignée：{ $cards }
log-excuse = Excuse 留在原方；对方获得 0.5 牌分补偿。
log-annulled-all-pass = 全员不叫：取消本局，由下一位发牌者重新发牌。
log-annulled-petit-sec = 出现 Petit sec：取消本局，由下一位发牌者重新发牌。

## 对话框
dialog-decide = 你的决定
dialog-bidding = 你的叫牌
dialog-chelem = 宣告 Chelem（全胜，赢下全部 18 墩）？
dialog-trump = 选择将牌花色
dialog-defence = 留下防守，还是退出？
dialog-invitation = 邀请另一位防守者，还是单独防守？
dialog-discard = 选择 { $count } 张要弃的牌
dialog-discard-note-french-tarot = 不能弃 Roi 或 bouts；只有其他牌不够时才能弃将牌，弃出的将牌要向所有人展示。
dialog-discard-note-preference = 任意两张牌，其他人都看不到。
dialog-confirm = 确认
dialog-marriage = 要报婚姻吗？
dialog-play-plain = 只出 { $card }
dialog-poignee = 出第一张牌前要展示 Poignée（将牌展示）吗？
dialog-poignee-level = { $size } 张将牌的 Poignée：{ $cards }
dialog-poignee-adjust = 选择要展示的将牌…
dialog-poignee-none = 不展示 Poignée

## 本局结束
end-title = 本局结束
end-next-deal = 下一局
end-new-game = 新游戏
end-menu = 返回菜单
settle-seat-score = { $seat }：{ $score }（总分 { $total }）
settle-side-taker = 主打者
settle-side-defence = 防守方
settle-annulled-all-pass = 全员不叫：取消本局。
settle-annulled-petit-sec = Petit sec（{ $seats }）：取消本局。
settle-tarot-contract = { $seat }以 { $contract } 成为主打者（× { $multiplier }）。
settle-tarot-bouts = 捕获的 bouts：{ $bouts } → 目标 { $target } 牌分。
settle-tarot-points = 牌分：{ $points }（{ $made ->
        [yes] 合约成功，超出 { $diff } 分
       *[no] 合约失败，差 { $diff } 分
    }）。
settle-tarot-base = 基本结算额：(25 + { $diff }) × { $multiplier } = { $base }（每名防守者）。
settle-tarot-petit = Petit au bout 归{ $side }：{ $points }
settle-tarot-poignee = { $seat }展示了 { $size } 张将牌的 Poignée。
settle-tarot-poignees = Poignée 奖励归合约获胜方：{ $points }
settle-tarot-chelem = Chelem（{ $kind }）：{ $points }
settle-tarot-defenders-pay = 每名防守者付给主打者 { $amount } 分。
settle-tarot-taker-pays = 主打者付给每名防守者 { $amount } 分。
chelem-declared-made = 已宣告并完成
chelem-declared-failed = 已宣告但未完成
chelem-declared-failed-defence = 已宣告，但防守方赢下全部墩
chelem-taker = 未宣告，主打者赢下全部墩
chelem-defence = 防守方赢下全部墩
settle-schnapsen-winner = { $seat }赢得本局：{ $points ->
        [one] 1 比赛分
       *[other] { $points } 比赛分
    }。
settle-schnapsen-reason-66 = 达到 66 牌分。
settle-schnapsen-reason-last-trick = 双方都未达到 66：最后一墩的赢家得 1 比赛分。
settle-schnapsen-reason-closer-66 = 封牌者达到了 66。
settle-schnapsen-reason-opponent-66 = 封牌者的对手先达到 66。
settle-schnapsen-reason-closer-failed = 封牌者未能达到 66。
settle-schnapsen-cards = 牌分：你 { $you } · { $opponent } { $them }
settle-schnapsen-closing = { $seat }封牌时，对手有 { $points } 牌分、{ $tricks } 墩。
settle-schnapsen-match = 剩余比赛分：你 { $you } · { $opponent } { $them }
settle-schnapsen-match-won = { $seat }赢得比赛！
settle-preference-void = 全员不叫：本局作废，不结算。
settle-preference-contract = { $seat }为主打者：{ $contract } · 将牌为{ $suit }
settle-preference-tricks = 主打者赢墩：{ $tricks }，需要 6 墩（{ $made ->
        [yes] 成功
       *[no] 失败
    }）。
settle-preference-defender = { $seat }（{ $choice }）：{ $tricks ->
        [one] 1 墩
       *[other] { $tricks } 墩
    }
settle-preference-flow = { $payer } → { $payee }：{ $amount }（{ $item }）
settle-pool = 公共池
settle-item-declarer-short = 主打者不足 6 墩
settle-item-defender-short = 防守者不足 2 墩
settle-item-defence-pair-short = 受邀防守合计不足 4 墩
settle-item-declarer-takes = 主打者从公共池取 10 分
settle-item-defence-tricks = 防守方每墩 1 分
settle-item-hearts = Hearts
settle-item-four-aces = 四张 Ass
settle-item-no-aces = 无 Ass
settle-item-refill = 公共池已空：每人再投入 30 分

## 牌桌底部按键
binding-hint = 提示
binding-undo = 撤销
binding-last-trick = 上一墩
binding-skip = 跳过
binding-menu = 菜单
binding-play = 出牌
table-record-ends = 记录到此结束：本局没有打完。
table-watching = 正在观看记录：按 s 加速，按 Esc 离开。
