## Cardavia 用户界面：简体中文。
## 与英文基础目录的消息 id 和占位符完全一致。

app-title = CARDAVIA
app-tagline = 牌桌上的纸牌传统

## 主页
home-traditions = 纸牌传统
home-language = 语言：{ $name }
home-appearance = 外观
home-quit = 退出
home-hint = 选择一种纸牌传统，查看它的游戏与规则。
home-cards = { $cards } 张牌

## 纸牌传统
tradition-french-name = 法国塔罗
tradition-french-region = 法国
tradition-french-blurb = 四种花色之外另有一组将牌和 Excuse（愚者），由一名主打者对抗三名防守者。
tradition-marseille-name = Tarot de Marseille
tradition-marseille-region = 马赛 · 法国
tradition-marseille-blurb = 意式四花色与寓意将牌组成的马赛塔罗，可玩法国塔罗。
tradition-wiener-bild-name = Wiener Bild
tradition-wiener-bild-region = 维也纳 · 奥地利
tradition-wiener-bild-blurb = 维也纳式法式花色牌，可玩双人 Schnapsen，也可叫牌挑战三人 Preference。
tradition-back = ← 纸牌传统
tradition-games = 游戏
tradition-wikipedia = 维基百科 ↗
tradition-french-article = https://en.wikipedia.org/wiki/French_tarot
tradition-marseille-article = https://en.wikipedia.org/wiki/Tarot_of_Marseilles
tradition-wiener-bild-article = https://en.wikipedia.org/wiki/Vienna_pattern
tradition-rules = 规则
tradition-start = 开始

## 游戏（游戏名称不翻译）
game-french-tarot-format = 4 人 · 你与 3 名 AI 对局 · 逐局累计分
game-french-tarot-blurb = 叫牌成为主打者，一人迎战三家。收集牌分与三张关键 bouts，设法完成自己的合约。
game-schnapsen-format = 2 人 · 你与 AI 对局 · 7 分赛制
game-schnapsen-blurb = 抢牌分、报婚姻，先到 66 就能赢一局。觉得手牌够强，还可以封牌，承诺不再摸牌也能取胜。
game-preference-format = 3 人 · 你与两位 AI 对局 · 累计结算分
game-preference-blurb = 叫牌争做主打者，承诺拿下至少六墩。防守者可以退出，也可以留下来为自己的两墩而战。

## 规则查看器
rules-title = 规则 · { $game }
rules-tradition = 牌名：{ $tradition }
rules-search-placeholder = 搜索规则…
rules-search-none = 未找到“{ $query }”。
rules-search-found = “{ $query }”：第 { $index } 处，共 { $count } 处。
rules-choose-game = 查看哪个游戏的规则？
rules-missing = 这个游戏的规则暂无此语言版本。

## 语言菜单
language-title = 语言
language-hint = 整个应用会立即切换。
language-changed = 语言：{ $name }
language-unknown = 未知语言“{ $tag }”，改为显示英语。

## 外观
appearance-title = 外观
appearance-contrast = 对比度
appearance-grain = 噪点程度
appearance-temperature = 冷暖色调
appearance-value = { $value }%
appearance-suits = 花色颜色
appearance-suits-two = 双色（红与黑）
appearance-suits-four = 四色
appearance-suits-colour-blind = 色盲友好
appearance-ascii = 用普通字母代替花色符号
appearance-reset = 恢复默认设置
appearance-preview = 预览
appearance-no-color = 已设置 NO_COLOR，颜色已关闭；开启颜色后，你的选择才会生效。
appearance-saved = 外观已保存。
appearance-save-failed = 无法保存设置：{ $detail }
appearance-ai-level = AI 难度（新牌局生效）
appearance-ai-easy = 简单
appearance-ai-normal = 普通
appearance-ai-hard = 困难
appearance-ai-expert = 专家
appearance-ai-speed = AI 出牌速度
appearance-reduce-motion = 减少动画（牌直接出现在位置上，不再移动）
appearance-card-points = 显示 Schnapsen 双方的牌分

## 终端太小
too-small-title = 终端窗口太小
too-small-body = Cardavia 至少需要 { $min_width } × { $min_height } 个字符，当前终端为 { $width } × { $height }。请放大窗口，或按 q 关闭。

## 设置文件
settings-damaged = 设置文件已损坏，已改用默认设置：{ $detail }

## 底部按键
binding-quit = 退出
binding-back = 返回
binding-rules = 规则
binding-language = 语言
binding-appearance = 外观
binding-search = 搜索
binding-next-match = 下一处
binding-home = 主页
binding-palette = 命令
binding-reset = 重置

## 命令面板
command-home = 主页
command-home-help = 返回纸牌传统列表
command-rules = 规则
command-rules-help = 阅读某个游戏的完整规则
command-language = 语言
command-language-help = 切换整个应用的语言
command-appearance = 外观
command-appearance-help = 对比度、噪点程度、冷暖色调与花色颜色
command-quit = 退出
command-quit-help = 离开 Cardavia

## 历史、统计与未完成的牌局
binding-history = 历史记录
binding-statistics = 统计
home-continue = 继续 · { $summary }
command-history = 历史记录
command-history-help = 以往的单局、比赛和牌局记录，可重放任意一局
command-statistics = 统计
command-statistics-help = 按游戏和时间统计你的成绩，并配有图表
review-cli-title = { $game }：第 { $deal } 局（共 { $deals } 局）复盘，座位 { $seat }
review-cli-lost = 相对专家损失：{ $lost }（90% 区间 { $low } 至 { $high }）
review-cli-lost-none = 相对专家没有损失：没有任何决定明显比专家差。
review-cli-par = 你的得分 { $score } · 标准分 { $par }（专家坐你的位置，同样的牌，同样的对手）
review-cli-par-range = 你的得分 { $score } · 标准分 { $par }（{ $low } 至 { $high }；专家坐你的位置，同样的牌，同样的对手）
review-cli-points = { $points ->
       *[other] { $points } 分
    }
review-cli-cost-none = 无
review-cli-cost-exact = { $cost }（精确）
review-cli-cost-range = { $cost }（{ $low } 至 { $high }）
review-cli-same = 相同
review-cli-decision = { $number }. 你：{ $chosen } · 专家：{ $best } · 损失：{ $cost }
review-cli-why = 理由：{ $reason }
review-cli-why-playout = 理由：把这一局打完时得分更多
review-cli-costliest = { $count ->
       *[other] 损失最大的 { $count } 个决定：
    }
review-cli-decisions = { $count ->
       *[other] 共 { $count } 个决定：
    }
history-title = 历史记录
history-all-games = 全部游戏
history-all-results = 全部结果
history-result-won = 胜
history-result-lost = 负
history-result-even = 平
history-result-unfinished = 未完成
history-period-any = 任何时间
history-period-today = 今天
history-period-week = 最近 7 天
history-period-month = 最近 30 天
history-period-year = 最近 365 天
history-col-played = 时间
history-col-game = 游戏
history-col-kind = 类型
history-col-deals = 局数
history-col-result = 结果
history-col-score = 得分
history-kind-deal = 单局
history-kind-match = 比赛
history-kind-session = 牌局
history-count = 共 { $count } 条记录
history-shown = 显示最新的 { $shown } 条，共 { $count } 条；其余的可用筛选查看。
history-hint = 按 Enter 重放选中的记录，按 v 复盘。
history-empty = 还没有保存的记录。打完的牌局保存在 { $folder }
history-none-match = 没有符合筛选条件的记录。
history-skipped = 有 { $count } 条记录无法读取，例如 { $detail }
history-skipped-detail = { $file }：{ $reason }
history-loading = 正在读取保存的记录…
history-pending = 还有 { $count } 个记录文件尚未包含在内：另一个 Cardavia 正在更新历史索引。请稍后再打开。
stats-title = 统计
stats-all-games = 全部游戏
stats-loading = 正在统计…
stats-empty = 还没有打完的牌局。打一局，或把记录文件复制到 { $folder }
stats-deals = 已打 { $count } 局
stats-results = 胜 { $won } · 负 { $lost } · 胜率 { $rate }
stats-percent = { $percent }%
stats-no-rate = –
stats-game-deals = { $game }：{ $count } 局
stats-mean = 每局平均得分：{ $mean }
stats-levels = 按 AI 难度
stats-level = { $level }：{ $count } 局，胜率 { $rate }
stats-level-random = 随机
stats-level-unknown = 未记录难度
stats-months = 按月份
stats-month = { $month }：{ $count } 局，胜率 { $rate }
stats-tarot-contracts = 你作为主打者的合约（成功）
stats-pref-contracts = 你宣告的合约（成功）
stats-contract = { $contract }：{ $count }（{ $made }）
stats-none = 无
stats-poignees = Poignée（将牌展示）：{ $list }
stats-poignee = { $size } 张将牌 × { $count }
stats-petit = Petit au bout：赢得 { $won } 次，失去 { $lost } 次
stats-chelems = Chelem（全胜）：赢得 { $won } 次，失去 { $lost } 次
stats-bummerls = 7 分赛（Bummerl）：共 { $count } 场，赢 { $won } 场
stats-closings = 封牌：成功 { $made } 次，失败 { $failed } 次
stats-marriages = 婚姻：20 分 × { $twenty }，40 分 × { $forty }
stats-defence = 防守：防守 { $count } 个合约，击败 { $set } 个
stats-pool = 公共池：投入 { $paid }，取回 { $taken }
stats-skipped = 有 { $count } 条记录无法读取（见历史记录）
stats-tab-score = 得分
stats-tab-winrate = 胜率
stats-tab-contracts = 合约
stats-plot-score = 你的累计得分
stats-plot-winrate = 最近 { $window } 局的胜率（%）
stats-plot-contracts = 各叫牌的合约成功数
stats-axis-deals = 局
stats-bar-taken = 叫到
stats-bar-made = 成功
stats-bar-closing = 封牌
## Review a deal, your decisions against the expert's (the screen, Statistics, History)
review-title = 复盘：{ $game }
review-title-of = 复盘：{ $game } · 第 { $number } 局（共 { $count } 局）
review-decisions = 你的决定
review-decision-of = { $kind } · 第 { $number } 个决定（共 { $count } 个）
review-kind-card = 第 { $trick } 墩
review-kind-bid = 叫牌
review-kind-discard = 弃牌
review-kind-declaration = 宣告
review-you = 你：{ $action }
review-expert = 专家：{ $action }
review-expert-agrees = 专家：一样
review-cost = 损失：{ $cost }
review-cost-nothing = 无
review-cost-exact = { $cost }（精确）
review-cost-range = { $cost }（{ $low } 至 { $high }）
review-points = { $points } 分
review-why = 理由：{ $reason }
review-why-none = 把这一局打完，它得分更多
review-folded = ✓ { $count } 个决定
review-folded-heading = 第 { $first } 至 { $last } 个决定（共 { $count } 个）
review-folded-detail = 这 { $count } 个决定没有损失：专家也会这样选。按 f 展开。
review-lost = 损失 { $lost }（{ $low } 至 { $high }）
review-lost-nothing = 没有损失
review-summary = 对比专家：{ $lost } · 你的得分 { $score } · 标准分 { $par }
review-bids = 之前的叫牌：{ $bids }
review-bids-none = 你第一个叫牌。
review-trick = 桌上：{ $cards }
review-trick-lead = 由你领出。
review-plot-title = 累计损失
review-plot-axis = 决定
review-starting = 正在摆出这一局…… 按 Esc 取消。
review-working = 正在复盘你的决定：{ $done }/{ $count }…… 按 Esc 取消。
review-failed = 这一局无法复盘：{ $reason }
review-settlement = 复盘这一局
review-no-game = 这个游戏还没有复盘功能。
review-no-deal = 这份记录里还没有打过的局。
binding-review = 复盘
binding-review-unfold = 展开
binding-review-deal = 换局
stats-tab-review = 复盘
stats-plot-review = 每个复盘局的损失
stats-review-count = 已复盘 { $count } 局
stats-review-mean = 每局平均损失：{ $mean }
stats-review-better = 趋势：每局少损失 { $amount }，在进步。
stats-review-worse = 趋势：每局多损失 { $amount }。
stats-review-steady = 趋势：持平。
stats-review-none = 还没有复盘过的局。一局结束时选“复盘这一局”，或在历史记录里对某一局按 v。
resume-summary = { $game } · { $standings } · { $deal }
# The name of the game inside a sentence (running text, as the glossary has it). Titles stay as they are.
game-french-tarot-in-text = 法国塔罗
game-schnapsen-in-text = Schnapsen
game-preference-in-text = Preference
game-french-tarot-title = French Tarot
game-schnapsen-title = Schnapsen
game-preference-title = Preference
resume-ask = 你有一局未完成的牌局：{ $game }
resume-continue = 继续这一局
resume-new = 开始新游戏（放弃未完成的那一局）
resume-damaged = 一局未完成的牌局无法读取，已移到一旁：{ $detail }
resume-not-kept = 无法保存未完成的牌局：{ $reason }
palette-placeholder = 搜索命令…
palette-no-matches = 没有找到匹配项

## 与朋友同桌
home-join = 加入牌桌
tradition-friends = 与朋友同桌
binding-lobby-start = 开始
binding-lobby-leave = 离开
friends-host-title = 与朋友玩{ $game }
friends-your-name = 你的名字
friends-host-friends = 留给朋友的座位
friends-count = { $count } 位朋友
friends-host-level = 没人坐的座位由 AI 代打，难度
friends-host-chat = 牌桌聊天（在记录里显示短句）
friends-host-network = 让其他电脑上的朋友加入
friends-host-local-note = 只有这台电脑能加入：朋友在这台电脑的其他终端里玩。
friends-host-network-note = 牌桌对你的网络开放：网络上任何有邀请码的人都能坐上空位。这台电脑的其他部分都无法访问，但牌、名字和聊天内容以未加密的方式传送：请只在信任的网络上使用。
friends-host-open = 开桌
friends-opening = 正在开桌…
friends-table = 牌桌 { $code }
friends-invite = 邀请朋友：请他们输入
friends-address = 地址 { $address } · 邀请码 { $code }
friends-local-only = 只有这台电脑能加入（{ $address }）。
friends-exposed = 已对你的网络开放：能连到 { $address } 并知道邀请码的人都能入座。
friends-at-table = 牌桌上
friends-mark-host = 桌主
friends-mark-away = 已离线
friends-seat-ai = AI（{ $level }）· 朋友可入座
friends-waiting-for = 还在等 { $count } 位朋友。按 s 立即开始：空位由 AI 代打。
friends-all-here = 大家都到齐了。按 s 开始。
friends-waiting-host = 等待桌主开始牌局…
friends-dealing = 发牌中…
friends-close-ask = 关闭牌桌？
friends-close = 关闭牌桌
friends-close-note = 牌局对桌上所有人结束；每个人的历史记录都保留已结束的牌局。
friends-leave-note = 你的座位由 AI 接手，其他人继续玩。你已结束的牌局在历史记录里。
friends-join-title = 加入牌桌
friends-join-address = 地址
friends-join-code = 邀请码
friends-join-go = 加入
friends-joining = 正在连接到 { $address }…
friends-error-address = “{ $address }”不是地址：请照邀请上的写法输入，例如 { $example }。
friends-error-code = “{ $code }”不是邀请码：邀请码的样子像 K7PQ-2M。
friends-error-bad-code = { $address } 没有这个邀请码的牌桌：请核对朋友给你的邀请码。
friends-error-unreachable = 连不上 { $address }：牌桌还开着吗？地址正确吗？
friends-error-unsupported-version = { $address } 的牌桌使用的 Cardavia 版本与这个版本不兼容：请把两边更新到同一版本。
friends-error-seat-taken = 这个座位已经有人：请重新加入，坐任一空位。
friends-error-no-seat = { $address } 的牌桌已经坐满。
friends-error-bad-token = 你离开后，你在 { $address } 的座位已交给 AI：请重新加入入座。
friends-error-other = 桌主拒绝了：{ $message }
friends-error-host = 无法开桌：{ $message }
friends-waiting = 等待其他人…
friends-sat-down = { $name } 入座了。
friends-away = { $name } 离开了——暂时由 AI 代打。
friends-back = { $name } 回来了。
friends-left-for-good = { $name } 离开了牌桌——由 AI 代打。
friends-connection-lost = 与桌主的连接中断——正在重试…
friends-reconnected = 回到牌桌了。
friends-host-left = 桌主关闭了牌桌。你已结束的牌局在历史记录里。
friends-replaced = 你的座位已从另一个终端接回。
friends-refused = 桌主拒绝了：{ $reason }
friends-chat-line = { $name }：{ $text }
friends-join-sit = 入座
friends-join-seats = 你的座位
friends-any-seat = 任一空位
friends-seat-held = 座位 { $number } · { $name }
friends-seat-free = 座位 { $number } · 空位（有人入座前由 AI 代打）
binding-chat = 聊天
friends-chat-title = 对牌桌说
friends-chat-note = 按 Enter 把这句话发给桌上所有人；按 Esc 返回。
