## Cardavia 用户界面：简体中文。
## 与英文基础目录的消息 id 和占位符完全一致。

app-title = CARDAVIA
app-tagline = 牌桌上的纸牌传统

## 主页
home-traditions = 纸牌传统
home-language = 语言：{ $name }
home-appearance = 外观
home-quit = 关闭
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
tradition-rules = 规则
tradition-start = 开始

## 游戏（游戏名称不翻译）
game-french-tarot-format = 4 人 · 你与 3 名 AI 对局 · 单局
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
appearance-ai-speed = AI 出牌速度

## 终端太小
too-small-title = 终端窗口太小
too-small-body = Cardavia 至少需要 { $min_width } × { $min_height } 个字符，当前终端为 { $width } × { $height }。请放大窗口，或按 q 关闭。

## 设置文件
settings-damaged = 设置文件已损坏，已改用默认设置：{ $detail }

## 底部按键
binding-quit = 关闭
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
command-quit = 关闭
command-quit-help = 离开 Cardavia
palette-placeholder = 搜索命令…
palette-no-matches = 没有找到匹配项
