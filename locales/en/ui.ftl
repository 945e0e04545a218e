## Cardavia user interface: English (the base catalog).
## Every other locale has exactly these message ids and the same placeholders.

app-title = CARDAVIA
app-tagline = Card traditions at the table

## Home
home-traditions = Card traditions
home-language = Language: { $name }
home-appearance = Appearance
home-quit = Quit
home-hint = Choose a tradition to see its games and rules.
home-cards = { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    }

## Traditions
tradition-french-name = French tarot
tradition-french-region = France
tradition-french-blurb = A separate trump suit and a Fool join four suits for a contest of one taker against three defenders.
tradition-marseille-name = Tarot de Marseille
tradition-marseille-region = Marseille · France
tradition-marseille-blurb = The Marseille tarot, Italian four suits with allegorical trumps, plays French Tarot.
tradition-wiener-bild-name = Wiener Bild
tradition-wiener-bild-region = Vienna · Austria
tradition-wiener-bild-blurb = Vienna-pattern French-suited cards: two-player Schnapsen, or bid in three-player Preference.
tradition-back = ← Card traditions
tradition-games = Games
tradition-wikipedia = Wikipedia ↗
tradition-french-article = https://en.wikipedia.org/wiki/French_tarot
tradition-marseille-article = https://en.wikipedia.org/wiki/Tarot_of_Marseilles
tradition-wiener-bild-article = https://en.wikipedia.org/wiki/Vienna_pattern
tradition-rules = Rules
tradition-start = Start

## Games (titles stay untranslated)
game-french-tarot-format = 4 players · You vs 3 AI · Deals with a running total
game-french-tarot-blurb = Bid to become the taker, one against three. Collect card points and the three key bouts to make your contract.
game-schnapsen-format = 2 players · You vs AI · 7-point match
game-schnapsen-blurb = Grab card points and announce marriages: the first to 66 wins the deal. If your hand is strong enough, close the stock and promise to win without drawing again.
game-preference-format = 3 players · You vs two AIs · Cumulative settlement
game-preference-blurb = Bid to become declarer and promise at least six tricks. Defenders may drop out, or stay and fight for their own two tricks.

## Rules viewer
rules-title = Rules · { $game }
rules-tradition = Card names: { $tradition }
rules-search-placeholder = Search the rules…
rules-search-none = No match for “{ $query }”.
rules-search-found = Match { $index } of { $count } for “{ $query }”.
rules-choose-game = Which game's rules?
rules-missing = The rules for this game are not available in this language.

## Language menu
language-title = Language
language-hint = The whole app switches at once.
language-changed = Language: { $name }
language-unknown = Unknown language “{ $tag }”; showing English.

## Appearance
appearance-title = Appearance
appearance-contrast = Contrast
appearance-grain = Grain
appearance-temperature = Colour temperature
appearance-value = { $value } %
appearance-suits = Suit colours
appearance-suits-two = Two colours (red and black)
appearance-suits-four = Four colours
appearance-suits-colour-blind = Colour-blind safe
appearance-ascii = Plain letters instead of suit symbols
appearance-reset = Reset to defaults
appearance-preview = Preview
appearance-no-color = NO_COLOR is set, so colours are off; your choices apply when colour is on.
appearance-saved = Appearance saved.
appearance-save-failed = Could not save the settings: { $detail }
appearance-ai-level = AI difficulty (new games)
appearance-ai-easy = Easy
appearance-ai-normal = Normal
appearance-ai-hard = Hard
appearance-ai-expert = Expert
appearance-ai-speed = AI pace
appearance-reduce-motion = Reduce motion (cards appear in place instead of moving)
appearance-card-points = Show both players' card points in Schnapsen

## Terminal too small
too-small-title = The terminal is too small
too-small-body = Cardavia needs at least { $min_width } × { $min_height } characters; this terminal is { $width } × { $height }. Enlarge the window, or press q to quit.

## Settings file
settings-damaged = The settings file was damaged, so the defaults are used: { $detail }

## Footer keys
binding-quit = Quit
binding-back = Back
binding-rules = Rules
binding-language = Language
binding-appearance = Appearance
binding-search = Search
binding-next-match = Next match
binding-home = Home
binding-palette = Commands
binding-reset = Reset

## Command palette
command-home = Home
command-home-help = Back to the list of card traditions
command-rules = Rules
command-rules-help = Read the complete rules of a game
command-language = Language
command-language-help = Switch the language of the whole app
command-appearance = Appearance
command-appearance-help = Contrast, grain, colour temperature and suit colours
command-quit = Quit
command-quit-help = Leave Cardavia

## cardavia review: the command line's report of a reviewed deal
review-cli-title = { $game }: review of deal { $deal } of { $deals }, seat { $seat }
review-cli-lost = Lost against the expert: { $lost } (90 % interval { $low } to { $high })
review-cli-lost-none = Nothing lost against the expert: no decision was significantly worse than the expert's.
review-cli-par = Your score { $score } · par { $par } (the expert in your seat, same cards, same opponents)
review-cli-par-range = Your score { $score } · par { $par } ({ $low } to { $high }; the expert in your seat, same cards, same opponents)
review-cli-points = { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
review-cli-cost-none = nothing
review-cli-cost-exact = { $cost } (exact)
review-cli-cost-range = { $cost } ({ $low } to { $high })
review-cli-same = the same
review-cli-decision = { $number }. you: { $chosen } · expert: { $best } · cost: { $cost }
review-cli-why = why: { $reason }
review-cli-why-playout = why: it scored more when the deal was played out
review-cli-costliest = { $count ->
        [one] { $count } costliest decision:
       *[other] { $count } costliest decisions:
    }
review-cli-decisions = { $count ->
        [one] { $count } decision:
       *[other] { $count } decisions:
    }

## History, statistics and unfinished games
binding-history = History
binding-statistics = Stats
home-continue = Continue · { $summary }
command-history = History
command-history-help = Past deals, matches and sessions; replay any of them
command-statistics = Statistics
command-statistics-help = Your results per game and over time, with plots
history-title = History
history-all-games = All games
history-all-results = All results
history-result-won = Won
history-result-lost = Lost
history-result-even = Even
history-result-unfinished = Unfinished
history-period-any = Any time
history-period-today = Today
history-period-week = Last 7 days
history-period-month = Last 30 days
history-period-year = Last 365 days
history-col-played = Played
history-col-game = Game
history-col-kind = Kind
history-col-deals = Deals
history-col-result = Result
history-col-score = Score
history-kind-deal = Deal
history-kind-match = Match
history-kind-session = Session
history-count = { $count ->
    [one] { $count } record
   *[other] { $count } records
}
history-shown = Showing the newest { $shown } of { $count } records; the filters reach the others.
history-hint = Enter replays the highlighted one; v reviews it.
history-empty = No saved records yet. Finished deals are saved in { $folder }
history-none-match = No records match these filters.
history-skipped = { $count ->
    [one] { $count } record could not be read
   *[other] { $count } records could not be read
}, e.g. { $detail }
history-skipped-detail = { $file }: { $reason }
history-loading = Reading the saved records…
history-pending = { $count ->
    [one] { $count } record file is not included yet: another Cardavia is updating the history index. Open this again in a moment.
   *[other] { $count } record files are not included yet: another Cardavia is updating the history index. Open this again in a moment.
}
stats-title = Statistics
stats-all-games = All games
stats-loading = Counting…
stats-empty = No finished deals yet. Play a deal, or copy record files into { $folder }
stats-deals = { $count ->
    [one] { $count } deal played
   *[other] { $count } deals played
}
stats-results = Won { $won } · lost { $lost } · win rate { $rate }
stats-percent = { $percent } %
stats-no-rate = –
stats-game-deals = { $game }: { $count ->
    [one] { $count } deal
   *[other] { $count } deals
}
stats-mean = Mean score per deal: { $mean }
stats-levels = Against the AI
stats-level = { $level }: { $count ->
    [one] { $count } deal
   *[other] { $count } deals
}, win rate { $rate }
stats-level-random = Random
stats-level-unknown = Level not recorded
stats-months = By month
stats-month = { $month }: { $count ->
    [one] { $count } deal
   *[other] { $count } deals
}, win rate { $rate }
stats-tarot-contracts = Contracts you took (made)
stats-pref-contracts = Contracts you declared (made)
stats-contract = { $contract }: { $count } ({ $made })
stats-none = none
stats-poignees = Poignées: { $list }
stats-poignee = { $size ->
    [one] { $size } trump
   *[other] { $size } trumps
} × { $count }
stats-petit = Petit au bout: won { $won }, lost { $lost }
stats-chelems = Chelems: won { $won }, lost { $lost }
stats-bummerls = Bummerls: { $count } played, { $won } won
stats-closings = Closings: { $made } made, { $failed } failed
stats-marriages = Marriages: 20 × { $twenty }, 40 × { $forty }
stats-defence = Defence: { $count ->
    [one] { $count } contract defended
   *[other] { $count } contracts defended
}, { $set } set
stats-pool = Pool: { $paid } paid in, { $taken } taken out
stats-skipped = { $count ->
    [one] { $count } record could not be read (see History)
   *[other] { $count } records could not be read (see History)
}
stats-tab-score = Score
stats-tab-winrate = Win rate
stats-tab-contracts = Contracts
stats-plot-score = Your score over the deals
stats-plot-winrate = Win rate over the last { $window } deals (%)
stats-plot-contracts = Contracts made, by bid
stats-axis-deals = deals
stats-bar-taken = taken
stats-bar-made = made
stats-bar-closing = Closing
## Review a deal, your decisions against the expert's (the screen, Statistics, History)
review-title = Review: { $game }
review-title-of = Review: { $game } · deal { $number } of { $count }
review-decisions = Your decisions
review-decision-of = { $kind } · decision { $number } of { $count }
review-kind-card = Trick { $trick }
review-kind-bid = Bid
review-kind-discard = Discard
review-kind-declaration = Declaration
review-you = You: { $action }
review-expert = Expert: { $action }
review-expert-agrees = Expert: the same
review-cost = Cost: { $cost }
review-cost-nothing = nothing
review-cost-exact = { $cost } (exact)
review-cost-range = { $cost } ({ $low } to { $high })
review-points = { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
review-why = Why: { $reason }
review-why-none = it scored more when the deal was played out
review-folded = ✓ { $count ->
        [one] { $count } decision
       *[other] { $count } decisions
    }
review-folded-heading = Decisions { $first } to { $last } of { $count }
review-folded-detail = { $count ->
        [one] { $count } decision cost nothing: the expert would have chosen the same. Press f to show it.
       *[other] { $count } decisions cost nothing: the expert would have chosen the same. Press f to show them.
    }
review-lost = lost { $lost } ({ $low } to { $high })
review-lost-nothing = nothing lost
review-summary = Against the expert: { $lost } · your score { $score } · par { $par }
review-bids = Bids so far: { $bids }
review-bids-none = You speak first.
review-trick = On the table: { $cards }
review-trick-lead = You lead.
review-plot-title = Points lost so far
review-plot-axis = decisions
review-starting = Setting out the deal… Esc cancels.
review-working = Reviewing your decisions: { $done } of { $count }… Esc cancels.
review-failed = This deal cannot be reviewed: { $reason }
review-settlement = Review this deal
review-no-game = This game has no review yet.
review-no-deal = This record has no deal played yet.
binding-review = Review
binding-review-unfold = Unfold
binding-review-deal = Deal
stats-tab-review = Review
stats-plot-review = Points lost per reviewed deal
stats-review-count = { $count ->
        [one] { $count } reviewed deal
       *[other] { $count } reviewed deals
    }
stats-review-mean = Mean lost per deal: { $mean }
stats-review-better = Trend: { $amount } less lost with each deal, you are improving.
stats-review-worse = Trend: { $amount } more lost with each deal.
stats-review-steady = Trend: steady.
stats-review-none = No reviewed deals yet. At the end of a deal choose “Review this deal”, or press v on a deal in History.
resume-summary = { $game } · { $standings } · { $deal }
# The name of the game inside a sentence (running text, as the glossary has it). Titles stay as they are.
game-french-tarot-in-text = French Tarot
game-schnapsen-in-text = Schnapsen
game-preference-in-text = Preference
game-french-tarot-title = French Tarot
game-schnapsen-title = Schnapsen
game-preference-title = Preference
resume-ask = You have an unfinished game of { $game }
resume-continue = Continue it
resume-new = Start a new one (the unfinished one is dropped)
resume-damaged = An unfinished game could not be read and was set aside: { $detail }
resume-not-kept = The unfinished game could not be kept: { $reason }
## Textual's own texts in the command palette
palette-placeholder = Search for commands…
palette-no-matches = No matches found

## Play with friends
home-join = Join a table
tradition-friends = Play with friends
binding-lobby-start = Start
binding-lobby-leave = Leave
friends-host-title = { $game } with friends
friends-your-name = Your name
friends-host-friends = Seats for friends
friends-count = { $count ->
        [one] { $count } friend
       *[other] { $count } friends
    }
friends-host-level = AI level in the seats nobody takes
friends-host-chat = Table chat (short lines in the log)
friends-host-network = Friends on other computers can join
friends-host-local-note = Only this computer can join: friends in other terminals here.
friends-host-network-note = The table opens to your network: anyone there with the code can sit at a free seat. Nothing else of this computer is reachable, but cards, names and chat travel unencrypted: use it on a network you trust.
friends-host-open = Open the table
friends-opening = Opening the table…
friends-table = table { $code }
friends-invite = Invite your friends: they type
friends-address = Address { $address } · code { $code }
friends-local-only = Only this computer can join ({ $address }).
friends-exposed = Open to your network: anyone who reaches { $address } with the code can sit down.
friends-at-table = At the table
friends-mark-host = host
friends-mark-away = away
friends-seat-ai = AI ({ $level }) · free for a friend
friends-waiting-for = { $count ->
        [one] Waiting for { $count } more friend. Press s to start now: the AI plays the empty seats.
       *[other] Waiting for { $count } more friends. Press s to start now: the AI plays the empty seats.
    }
friends-all-here = Everyone is here. Press s to start.
friends-waiting-host = Waiting for the host to start the game…
friends-dealing = Dealing…
friends-close-ask = Close the table?
friends-close = Close the table
friends-close-note = The game ends for everyone at the table; each player keeps the finished deals in their history.
friends-leave-note = The AI takes your seat; the others play on. Your finished deals are in your history.
friends-join-title = Join a table
friends-join-address = Address
friends-join-code = Code
friends-join-go = Join
friends-joining = Joining { $address }…
friends-error-address = “{ $address }” is not an address: write it as the invitation does, such as { $example }.
friends-error-code = “{ $code }” is not an invitation code: it looks like K7PQ-2M.
friends-error-bad-code = No table has that code at { $address }: check the code your friend gave you.
friends-error-unreachable = Cannot reach { $address }: is the table still open, and is the address right?
friends-error-unsupported-version = The table at { $address } runs a version of Cardavia this one cannot play with: update both to the same version.
friends-error-seat-taken = That seat is taken: join again for any free seat.
friends-error-no-seat = The table at { $address } is full.
friends-error-bad-token = Your seat at { $address } went to the AI after you left: join again to sit down.
friends-error-other = The host refused: { $message }
friends-error-host = The table could not open: { $message }
friends-waiting = Waiting for the others…
friends-sat-down = { $name } sat down.
friends-away = { $name } left — the AI plays their seat for now.
friends-back = { $name } is back.
friends-left-for-good = { $name } left the table — the AI plays their seat.
friends-connection-lost = The connection to the host dropped — trying again…
friends-reconnected = Back at the table.
friends-host-left = The host closed the table. Your finished deals are in your history.
friends-replaced = Your seat was taken back from another terminal.
friends-refused = The host refused: { $reason }
friends-chat-line = { $name }: { $text }
friends-join-sit = Sit down
friends-join-seats = Your seat
friends-any-seat = Any free seat
friends-seat-held = Seat { $number } · { $name }
friends-seat-free = Seat { $number } · free (the AI plays it until someone sits)
binding-chat = Chat
friends-chat-title = Say to the table
friends-chat-note = Enter sends the line to everyone at the table; Esc goes back.
