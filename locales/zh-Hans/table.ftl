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
contract-level = 合约 { $level }
role-poignee = Poignée { $size }
role-chelem = 已宣告 Chelem
role-points = { $points } 分
role-pending = （+{ $points } 暂存）
role-tricks = { $count } 墩
role-marriage = { $suit }婚姻 { $points }
role-pass = 不叫
role-level = 叫 { $level }
role-hold = 保留叫价
role-stay = 留下
role-drop = 退出
role-invited = 受邀
role-inviter = 邀请者
role-alone = 单独防守

## 牌桌中央
table-deal = 第 { $number } 局
table-totals = 总分：{ $totals }
table-match = 剩余比赛分：你 { $you } · { $opponent } { $them }
table-scores = 得分：{ $scores } · 公共池 { $pool }
table-chien = 底牌（chien）：{ $cards }
table-discarded-trumps = 弃牌中的将牌：{ $cards }
table-trick-count = 第 { $number }/{ $total } 墩
table-taker-tricks = 主打者目前：{ $points } 牌分，{ $bouts } 张 bouts → 需要 { $target }
table-trump-suit = 将牌花色：{ $suit }
table-trump-card = 将牌标志：{ $card }
table-stock = 牌堆：{ $count }
table-closed = { $seat }已封牌
table-talon = 底牌：{ $cards }
table-pool = 公共池：{ $pool }
table-your-turn = 轮到你：请选一张牌（←/→ 或 1–9，按 Enter 或点击）。
table-thinking = { $seat }正在思考…
table-illegal = 不允许 { $action }：{ $reason }
table-hint = 提示：{ $action }——{ $reason }
table-undone = 已撤销你的上一个决定。
table-nothing-to-undo = 没有可撤销的操作。
table-last-trick = 上一墩 → { $seat }
table-no-last-trick = 还没有打完任何一墩。
table-saved = 记录已保存到 { $path }
table-save-failed = 本局未能保存：{ $reason }。游戏继续。
table-save-kept = 之前保存的牌局仍完好地保存在 { $path }。
table-save-nothing-kept = 此前尚未保存任何内容。
save-reason-disk-full = 磁盘已满
save-reason-too-big = 文件超过了系统允许的大小
save-reason-no-permission = 没有写入权限
save-reason-read-only = 文件夹为只读
save-reason-unknown = 未知错误

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
log-discard-hidden = { $seat }暗弃了 { $count } 张牌
log-pass = { $seat }不叫
log-contract = { $seat }叫 { $contract }
log-chelem = { $seat }宣告了 Chelem
log-no-chelem = { $seat }没有宣告 Chelem
log-discard = { $seat }弃了 { $card }
log-exchange = { $seat }用将牌 Bube 交换了将牌标志
log-close = { $seat }封了牌
log-marriage = { $seat }用 { $card } 报了婚姻
log-level = { $seat }叫 { $level }
log-hold = { $seat }保留叫价
log-game = { $seat }叫 Game（{ $suit }）
log-hearts = { $seat }叫 Hearts
log-trump = { $seat }选择{ $suit }为将牌花色
log-stay = { $seat }留下防守
log-drop = { $seat }退出
log-invite = { $seat }邀请另一位防守者
log-alone = { $seat }选择单独防守
log-no-aces = { $seat }宣告无 Ass
log-trick = 第 { $number } 墩 → { $seat }
log-poignee = { $seat }展示 { $size } 张将牌的 Poignée：{ $cards }
log-excuse = Excuse 留在原方；对方获得 0.5 牌分补偿。
log-annulled-all-pass = 全员不叫：取消本局，由下一位发牌者重新发牌。
log-annulled-petit-sec = 出现 Petit sec：取消本局，由下一位发牌者重新发牌。

## 对话框
dialog-decide = 你的决定
dialog-unavailable = { $options }：{ $reason }
dialog-bidding = 你的叫牌
dialog-chelem = 宣告 Chelem（全胜，赢下全部 18 墩）？
dialog-trump = 选择将牌花色
dialog-defence = 留下防守，还是退出？
dialog-invitation = 邀请另一位防守者，还是单独防守？
dialog-defence-note = 留下即承诺至少赢 2 墩（不足则向公共池交 10）。两位防守者都退出时，主打者按赢 10 墩结算。
dialog-invitation-note = 被邀请者必须加入：你收取两人的全部收益，两人合计需要 4 墩。单独防守时每墩两张牌，你需要 2 墩。
dialog-leave = 离开牌桌？
dialog-leave-note = 这局会被保留：在主页选择“继续”即可回到这里（已结束的牌局已经保存）。
action-keep-playing = 继续玩
action-leave-table = 离开
dialog-discard = 选择要弃的 { $count } 张牌
dialog-discard-note-french-tarot =
    不能弃 Roi 或 bouts。
    只有其他牌不够时才能弃将牌，弃出的将牌要向所有人展示。
dialog-discard-note-preference = 任意两张牌，其他人都看不到。
dialog-confirm = 确认
dialog-marriage = 要报婚姻吗？
dialog-card-refused = { $card }：{ $reason }
dialog-play-plain = 只出 { $card }
dialog-poignee = 出第一张牌前要展示 Poignée（将牌展示）吗？
dialog-poignee-level = { $size } 张将牌的 Poignée：{ $cards }
dialog-poignee-adjust = 选择要展示的将牌…
dialog-poignee-none = 不展示 Poignée

## 本局结束
end-title = 本局结束
end-next-deal = 下一局
end-watch-back = 退回一步
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
settle-schnapsen-winner = { $seat }赢得本局：{ $points } 比赛分。
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
settle-preference-defender = { $seat }（{ $choice }）：{ $tricks } 墩
settle-preference-flow = { $payer } → { $payee }：{ $amount }（{ $item }）
settle-preference-from-pool = 公共池 → { $payee }：{ $amount }（{ $item }）
settle-preference-to-pool = { $payer } → 公共池：{ $amount }（{ $item }）
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
end-title-match-won = 你赢得了比赛
end-title-match-lost = 你输掉了比赛

## 牌桌底部按键
binding-hint = 提示
binding-undo = 撤销
binding-last-trick = 上一墩
binding-log = 记录
# Title of the log panel (the Log box of the wireframe).
log-title = 记录
binding-skip = 跳过
binding-menu = 菜单
binding-play = 出牌
table-record-ends = 记录到此结束：本局没有打完。
table-watching = 正在观看记录：空格暂停，, 和 . 后退和前进一步，+ 和 − 调整速度，Esc 离开。

## Why an action is not allowed
## 为什么不允许某个动作：显示在「不允许…：」之后及对话框中。
illegal-phase-bidding = 叫牌阶段
illegal-phase-discard = 弃牌阶段
illegal-phase-chelem = 宣告 Chelem 的阶段
illegal-phase-trump = 选择将牌花色的阶段
illegal-phase-defence = 防守者决定去留的阶段
illegal-phase-invitation = 邀请阶段
illegal-phase-play = 出牌阶段
illegal-common-deal-over = 本局已结束，不能再做任何动作
illegal-common-not-held = { $seat }手上没有 { $card }
illegal-common-unknown-action = 未知的动作 { $action }
illegal-french-tarot-poignee-wrong-phase = Poignée 只能在出第一张牌前宣告，不能在{ $phase }宣告
illegal-french-tarot-card-wrong-phase = { $phase }不能出牌
illegal-french-tarot-discard-wrong-phase = 只有主打者在拿到底牌（chien）后才能弃牌，不能在{ $phase }弃牌
illegal-french-tarot-bid-wrong-phase = 叫牌已结束，{ $phase }不能叫牌
illegal-french-tarot-bid-too-low = { $bid } 没有高过 { $contract }；请叫更高的合约或不叫
illegal-french-tarot-chelem-wrong-phase = 只有主打者能宣告 Chelem，且须在弃牌后立即宣告（Garde sans / Garde contre 则在叫牌结束后）
illegal-french-tarot-must-follow = 你必须跟花色（{ $suit }）
illegal-french-tarot-must-trump-trumps-led = 领出的是将牌，而你有将牌，所以必须出将牌
illegal-french-tarot-must-trump = 你没有领出花色的牌，所以必须出将牌
illegal-french-tarot-must-overtrump = 你能盖过本墩最大的将牌（{ $card }），就必须盖过
illegal-french-tarot-discard-not-held = 主打者手上没有 { $card }
illegal-french-tarot-discard-king = Roi 一律不能弃
illegal-french-tarot-discard-bout = bouts（Petit、将牌 21 与 Excuse）一律不能弃
illegal-french-tarot-discard-trump = 只有可弃的普通牌少于 6 张时，才能弃将牌
illegal-french-tarot-discard-trump-count = 你只能弃 { $count } 张将牌：必须先弃普通牌
illegal-french-tarot-poignee-too-late = Poignée 只能在出第一张牌之前宣告
illegal-french-tarot-poignee-repeated = 你已经宣告过 Poignée
illegal-french-tarot-poignee-size = Poignée 必须展示刚好 10、13 或 15 张将牌，不能是 { $size } 张
illegal-french-tarot-poignee-not-trumps = Poignée 只能展示将牌（Excuse 可充当一张）
illegal-french-tarot-poignee-not-held = 你不能展示 { $cards }：这些牌不在你的手牌中
illegal-french-tarot-poignee-no-excuse = 你手上没有 Excuse
illegal-french-tarot-poignee-excuse = 只有在展示全部将牌后仍差一张时，Excuse 才能充当将牌
illegal-schnapsen-closed-must-beat = 牌堆已封闭，你能压过 { $card } 就必须压过
illegal-schnapsen-exhausted-must-beat = 牌堆已耗尽，你能压过 { $card } 就必须压过
illegal-schnapsen-closed-must-follow = 牌堆已封闭，你必须跟花色（{ $suit }）
illegal-schnapsen-exhausted-must-follow = 牌堆已耗尽，你必须跟花色（{ $suit }）
illegal-schnapsen-closed-must-trump = 牌堆已封闭，你没有{ $suit }，所以必须出将牌
illegal-schnapsen-exhausted-must-trump = 牌堆已耗尽，你没有{ $suit }，所以必须出将牌
illegal-schnapsen-marriage-rank = 报婚姻必须领出 König 或 Dame
illegal-schnapsen-marriage-not-leading = 只有领出者在领出时才能报婚姻
illegal-schnapsen-marriage-not-held = 你手上没有 { $card }
illegal-schnapsen-marriage-partner-missing = 婚姻需要{ $suit }的 König 和 Dame；你没有 { $card }
illegal-schnapsen-marriage-repeated = 你已经报过{ $suit }婚姻
illegal-schnapsen-exchange-not-leading = 只有领出者能在领出前交换
illegal-schnapsen-exchange-closed = 牌堆已封闭，不能再交换将牌标志
illegal-schnapsen-exchange-exhausted = 牌堆已耗尽，将牌标志已被摸走
illegal-schnapsen-exchange-no-jack = 你手上没有将牌 Bube（{ $card }）
illegal-schnapsen-close-not-leading = 只有领出者能在领出前封牌
illegal-schnapsen-close-already-closed = 牌堆已经封闭
illegal-schnapsen-close-hand-size = 封牌时手上必须有 5 张牌；你有 { $count } 张
illegal-schnapsen-close-exhausted = 牌堆已耗尽，没有牌可封
illegal-preference-card-wrong-phase = { $phase }不能出牌
illegal-preference-bid-wrong-phase = 叫牌已结束，{ $phase }不能叫牌
illegal-preference-defence-wrong-phase = 留下或退出是防守者在叫牌与换牌之后的选择，不能在{ $phase }选择
illegal-preference-invitation-wrong-phase = 邀请或单独防守只由另一位退出后唯一留下的防守者选择，不能在{ $phase }选择
illegal-preference-first-turn-only = { $bid } 只能在玩家的第一次叫牌时叫
illegal-preference-game-too-low = { $bid } 没有高过已叫的 { $contract }；后叫的 Game 花色必须更高（♣ < ♠ < ♦）
illegal-preference-game-standing = 已有人叫 { $contract }；你只能叫更高的 Game、Hearts 或不叫
illegal-preference-hold-nothing = 没有可保留的叫价
illegal-preference-hold-not-bid = 你必须先亲自叫过数字，之后才能保留叫价
illegal-preference-hold-priority = { $seat }叫了 { $level }，且比你优先（发牌者左手 > 发牌者右手 > 发牌者）；请加叫或不叫
illegal-preference-jump-may-hold = 你可以保留叫价 { $level }（你比{ $seat }优先）或不叫；叫 { $bid } 是跳叫
illegal-preference-too-low-may-hold = { $bid } 没有高过 { $level }；你可以保留叫价 { $level } 或不叫
illegal-preference-only-pass = { $seat }已叫到 4，这是最高的数字叫价；你只能不叫
illegal-preference-bid-too-low = { $bid } 没有高过 { $level }；请叫 { $next } 或不叫
illegal-preference-jump = 不可跳叫：下一个叫价是 { $next }
illegal-preference-discards-done = 两张牌已经弃好；现在请选择将牌花色
illegal-preference-discard-wrong-phase = 只有数字合约的主打者在拿到底牌后立即弃牌；不能在{ $phase }弃牌
illegal-preference-discard-not-held = 主打者手上没有 { $card }
illegal-preference-trump-before-discard = 请先弃 2 张牌，再选择将牌花色
illegal-preference-trump-wrong-phase = 只有数字合约的主打者在换牌后选择将牌花色；不能在{ $phase }选择
illegal-preference-trump-too-low = 将牌花色不能低于叫价的花色：{ $level } 是{ $lowest }，所以{ $suit }太低
illegal-preference-no-aces-repeated = 已经宣告过无 Ass
illegal-preference-no-aces-not-now = 只有主打者能在第一次领出前宣告无 Ass
illegal-preference-no-aces-has-aces = 无 Ass 要求手上没有任何 Ass；主打者有 { $cards }
illegal-preference-no-aces-has-aces-talon = 无 Ass 要求手上没有任何 Ass（底牌也算，不论保留或弃掉）；主打者有 { $cards }
illegal-preference-must-follow = 你必须跟花色（{ $suit }）
illegal-preference-must-trump = 你没有{ $suit }，所以必须出将牌（{ $trump }）
illegal-preference-must-beat = 你能压过 { $card }，就必须压牌（{ $cards }）
illegal-preference-must-beat-lowest = 三人打牌且主打者领出时，第一位防守者必须用能够压牌的最小牌：{ $card }

## Hints
## hint-<code>：普通难度的 AI 为什么这样选（显示在“提示：…——”之后，只占一行）。
hint-only-legal = 唯一合法的选择
hint-keeps-strongest = 把最强的牌留到后面
hint-top-of-suit = 你手中最大的{ $suit }
hint-top-trump = 你手中最大的将牌
hint-wins-trick = 这张牌能赢下这一墩
hint-cheapest-trump-over = 能盖过 { $card } 的最小将牌
hint-void-trump = 你没有{ $suit }了，所以出将牌
hint-master-card = 外面已没有比它大的{ $suit }
hint-master-trump = 外面已没有更大的将牌：没人压得过它
hint-takes-lead = 暂时压过 { $card }
hint-partner-feed = 搭档的 { $card } 会赢下这一墩：送上牌分
hint-partner-wins = 搭档的 { $card } 会赢下这一墩
hint-duck = { $card } 不值得用大牌去赢：留着大牌
hint-lost-lowest = 这一墩赢不了，所以出最小的牌
hint-lost-keep-trumps = 这一墩赢不了：出最小的非将牌
hint-lost-shed = 这一墩赢不了：垫一张用不着的牌
hint-lead-master = 外面已没有比它大的{ $suit }
hint-lead-master-trump = 外面已没有比它大的将牌
hint-lead-draw-trumps = 你有 { $count } 张将牌，外面还有 { $number } 张：把它们调出来
hint-lead-long = 你最长的花色（{ $suit }）中最小的牌
hint-lead-low = 你最小的{ $suit }：大牌留在后面
hint-lead-singleton = 你最后一张{ $suit }：出完这门就缺了
hint-tarot-bid = 手牌估值 { $points } 分：{ $contract } 需要 { $target } 分
hint-tarot-pass = 手牌估值 { $points } 分：{ $contract } 需要 { $target } 分
hint-tarot-discard-void = 弃光{ $suit }，做出缺门
hint-tarot-discard-points = 把 { $card } 的牌分存进弃牌
hint-tarot-discard-small = 一张用不着的小牌
hint-tarot-discard-trump = 其他牌不够：弃一张小将牌（要亮给大家看）
hint-tarot-chelem = { $count } 张将牌，还有将牌 21 和 Excuse：稳赢全部墩
hint-tarot-no-chelem = { $count } 张将牌，不能保证赢下全部 18 墩
hint-tarot-poignee = 展示 { $size } 张将牌，获胜一方得到奖励
hint-tarot-save-petit = 保住 Petit：它能赢下这一墩
hint-tarot-save-petit-partner = 保住 Petit：搭档的 { $card } 会赢下这一墩
hint-tarot-excuse = 这一墩归对方：出 Excuse 不送任何牌
hint-tarot-excuse-lead = 没有普通牌了：在最后一墩之前打出 Excuse
hint-schnapsen-exchange = 用将牌 Bube 换回 { $card }
hint-schnapsen-marriage = { $suit }婚姻得 { $points } 分
hint-schnapsen-marriage-66 = 婚姻的 { $points } 分让你达到 66
hint-schnapsen-close-trumps = 你有 { $points } 分，外加 { $count } 张最大的将牌
hint-schnapsen-close = 你有 { $points } 分，稳赢的牌足以达到 66
hint-schnapsen-reaches-66 = 赢下这一墩，达到 { $points } 分
hint-schnapsen-wins-points = 赢下这一墩：{ $points } 牌分
hint-schnapsen-lead-marriage = 取得出牌权，以便报{ $suit }婚姻（{ $points } 分）
hint-schnapsen-lead-cheap = 领出小牌：将牌、Ass 和 10 留在手里
hint-schnapsen-stock-out = 牌堆已耗尽：对手的牌你都知道
hint-pref-bid = 以{ $suit }为将牌约 { $tricks } 墩：叫 { $level }
hint-pref-hold = 以{ $suit }为将牌约 { $tricks } 墩：保留叫价
hint-pref-game = { $suit }约 { $tricks } 墩：不换牌也能打 Game
hint-pref-hearts = 红桃约 { $tricks } 墩：足够打 Hearts
hint-pref-pass = 换牌前约 { $tricks } 墩，需要 { $target } 墩
hint-pref-pass-game = 已有人叫 Game：数字叫价压不过它
hint-pref-pass-top = 叫价已经到 { $level }
hint-pref-discard = 以{ $suit }为将牌，仍约有 { $tricks } 墩
hint-pref-trump = 以{ $suit }为将牌约 { $tricks } 墩：最好的将牌花色
hint-pref-stay = 防守约 { $tricks } 墩：需要 2 墩
hint-pref-drop = 防守只有约 { $tricks } 墩：风险太大
hint-pref-invite = 约 { $tricks } 墩：加上搭档，4 墩有望
hint-pref-alone = 约 { $tricks } 墩：不足以带上搭档
hint-pref-no-aces = 约 { $tricks } 墩：足够宣告无 Ass

## The felt (piles and the trick just taken)
pile-chien = 底牌（chien）
pile-talon = 底牌
table-trick-taken = { $seat }赢得这一墩

## Where the taker's card points come from (settlement)
settle-tarot-in-tricks = 赢墩所得：{ $points }
settle-tarot-in-discard = 弃牌中：{ $points }
settle-tarot-in-chien = 底牌（chien）中：{ $points }
settle-tarot-excuse-comp = Excuse 补偿：{ $points }

## Watching a record (replay --watch)
table-watch-paused = 已暂停：按 . 播放下一步，按 , 退回一步，按空格继续。
table-watch-start = 已到记录开头：没有可以退回的一步。
table-watch-speed = 速度 { $speed }%
binding-watch-pause = 暂停
binding-watch-step = 单步

# The log: a hold with its level; a resumed deal summed up
log-hold-level = { $seat }保留叫价 { $level }
log-summary = 第 { $number } 局至今：
log-summary-trick = 第 { $number } 墩：{ $cards } → { $seat }

## 结算下方的记分表（如玩家在纸上所记）
sheet-title = 记分表
sheet-bummerl-title = Bummerl 记分板
sheet-pool-title = 公共池记分表
sheet-deal = 局
sheet-contract = 合约
sheet-start = 开局
sheet-pool = 公共池
sheet-taken = { $seat } · { $contract } { $made ->
        [yes] ✓
       *[no] ✗
    }
sheet-annulled = 已取消
sheet-all-pass = 全员不叫
sheet-bummerl = { $person ->
        [you] 你得到 Bummerl。
       *[other] { $seat }得到 Bummerl。
    }
end-record-key = f：查看此记录的保存位置
