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
        [one] 1 card
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
tradition-rules = Rules
tradition-start = Start

## Games (titles stay untranslated)
game-french-tarot-format = 4 players · You vs 3 AI · Single deal
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
appearance-ai-speed = AI pace

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
## Textual's own texts in the command palette
palette-placeholder = Search for commands…
palette-no-matches = No matches found
