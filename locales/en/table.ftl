## The game table: English.

## Seats (you sit at the bottom of the table)
seat-you = You
seat-east = East
seat-north = North
seat-west = West
seat-cards = { $count } cards

## Roles and badges on the seats
role-dealer = dealer
role-taker = TAKER · { $contract }
role-defender = defender
role-declarer = DECLARER · { $contract }
role-poignee = poignée { $size }
role-chelem = chelem declared
role-points = { $points } pts
role-pending = (+{ $points } pending)
role-tricks = tricks { $count }
role-marriage = marriage { $suit } { $points }

## The felt
table-deal = Deal { $number }
table-totals = Totals: { $totals }
table-match = To go: You { $you } · { $opponent } { $them }
table-scores = Scores: { $scores } · pool { $pool }
table-chien = Chien: { $cards }
table-discarded-trumps = Trumps in the discard: { $cards }
table-trick-count = Trick { $number }/{ $total }
table-trump-suit = Trumps: { $suit }
table-trump-card = Trump card: { $card }
table-stock = Stock: { $count }
table-closed = Stock closed by { $seat }
table-talon = Talon: { $cards }
table-pool = Pool: { $pool }
table-your-turn = Your turn: choose a card (←/→ or 1–9, Enter or click).
table-thinking = { $seat } is thinking…
table-illegal = { $action } is not allowed: { $reason }
table-hint = Hint: the normal AI would choose { $action }.
table-undone = Your last decision was taken back.
table-nothing-to-undo = Nothing to undo.
table-last-trick = Last trick: { $cards } → { $seat }
table-no-last-trick = No trick has been played yet.
table-saved = Record saved to { $path }

## Actions (contracts Prise, Garde, Garde sans, Garde contre stay untranslated)
action-pass = Pass
action-chelem = Declare a chelem
action-no-chelem = No chelem
action-poignee = Poignée ({ $size })
action-poignee-choose = Poignée…
action-discard = Discard { $card }
action-exchange = Exchange the trump Bube
action-close = Close the stock
action-marriage = Marriage with { $card }
action-level = Bid { $level }
action-hold = Hold
action-game = Game in { $suit }
action-hearts = Hearts
action-trump = Trumps: { $suit }
action-stay = Stay
action-drop = Drop out
action-invite = Invite
action-alone = Play alone
action-no-aces = No Aces

## Log
log-action = { $seat }: { $action }
log-discard-hidden = { $seat } discards a card face down
log-trick = Trick { $number } → { $seat }
log-poignee = { $seat } shows a poignée of { $size }: { $cards }
log-excuse = The Excuse stays with its side; the other side is credited 0.5 card point.
log-annulled-all-pass = Everybody passed: the deal is annulled and dealt again by the next dealer.
log-annulled-petit-sec = A Petit sec: the deal is annulled and dealt again by the next dealer.

## Dialogs
dialog-decide = Your decision
dialog-bidding = Your bid
dialog-chelem = Declare a chelem (all 18 tricks)?
dialog-trump = Choose the trump suit
dialog-defence = Stay in the defence or drop out?
dialog-invitation = Invite the other defender, or play alone?
dialog-discard = Choose { $count } cards to discard
dialog-discard-note-french-tarot = Never a Roi or a bout; trumps only if you have too few other cards, and they are shown to all.
dialog-discard-note-preference = Any two cards; nobody else sees them.
dialog-confirm = Confirm
dialog-marriage = Announce the marriage?
dialog-play-plain = Just play { $card }
dialog-poignee = Show a poignée before your first card?
dialog-poignee-level = Poignée of { $size }: { $cards }
dialog-poignee-adjust = Choose which trumps to show…
dialog-poignee-none = No poignée

## End of the deal
end-title = End of the deal
end-next-deal = Next deal
end-new-game = New game
end-menu = Back to the menu
settle-seat-score = { $seat }: { $score } (total { $total })
settle-side-taker = the taker
settle-side-defence = the defence
settle-annulled-all-pass = Everybody passed: the deal is annulled.
settle-annulled-petit-sec = Petit sec ({ $seats }): the deal is annulled.
settle-tarot-contract = { $seat } took a { $contract } (× { $multiplier }).
settle-tarot-bouts = Bouts captured: { $bouts } → target { $target } card points.
settle-tarot-points = Card points: { $points } ({ $made ->
        [yes] made by { $diff }
       *[no] failed by { $diff }
    }).
settle-tarot-base = Base: (25 + { $diff }) × { $multiplier } = { $base } per defender.
settle-tarot-petit = Petit au bout for { $side }: { $points }
settle-tarot-poignee = { $seat } showed a poignée of { $size }.
settle-tarot-poignees = Poignées, to the side that won the contract: { $points }
settle-tarot-chelem = Chelem ({ $kind }): { $points }
settle-tarot-defenders-pay = Each defender pays the taker { $amount }.
settle-tarot-taker-pays = The taker pays each defender { $amount }.
chelem-declared-made = declared and made
chelem-declared-failed = declared and failed
chelem-declared-failed-defence = declared, and the defence won every trick
chelem-taker = not declared, the taker won every trick
chelem-defence = the defence won every trick
settle-schnapsen-winner = { $seat } won the deal: { $points ->
        [one] 1 game point
       *[other] { $points } game points
    }.
settle-schnapsen-reason-66 = Reached 66 card points.
settle-schnapsen-reason-last-trick = Nobody reached 66: the winner of the last trick scores 1.
settle-schnapsen-reason-closer-66 = The player who closed the stock reached 66.
settle-schnapsen-reason-opponent-66 = The opponent of the player who closed reached 66 first.
settle-schnapsen-reason-closer-failed = The player who closed the stock did not reach 66.
settle-schnapsen-cards = Card points: You { $you } · { $opponent } { $them }
settle-schnapsen-closing = { $seat } closed the stock when the opponent had { $points } points and { $tricks } tricks.
settle-schnapsen-match = Match, points still to go: You { $you } · { $opponent } { $them }
settle-schnapsen-match-won = { $seat } won the match!
settle-preference-void = Everybody passed: nothing is settled.
settle-preference-contract = { $seat } declared { $contract } · trumps { $suit }
settle-preference-tricks = Declarer's tricks: { $tricks }, 6 needed ({ $made ->
        [yes] made
       *[no] failed
    }).
settle-preference-defender = { $seat } ({ $choice }): { $tricks ->
        [one] 1 trick
       *[other] { $tricks } tricks
    }
settle-preference-flow = { $payer } → { $payee }: { $amount } ({ $item })
settle-pool = the pool
settle-item-declarer-short = declarer short of 6 tricks
settle-item-defender-short = defender short of 2 tricks
settle-item-defence-pair-short = invited defence short of 4 tricks
settle-item-declarer-takes = the declarer's 10 from the pool
settle-item-defence-tricks = 1 per defence trick
settle-item-hearts = Hearts
settle-item-four-aces = four Aces
settle-item-no-aces = No Aces
settle-item-refill = the pool is empty: everyone pays 30

## Footer keys of the table
binding-hint = Hint
binding-undo = Undo
binding-last-trick = Last trick
binding-skip = Skip
binding-menu = Menu
binding-play = Play
table-record-ends = The record ends here: the deal was not finished.
table-watching = Watching a record: s to speed up, Esc to leave.
