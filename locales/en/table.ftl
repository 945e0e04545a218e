## The game table: English.

## Seats (you sit at the bottom of the table)
seat-you = You
seat-east = East
seat-north = North
seat-west = West
seat-cards = { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }

## Roles and badges on the seats
role-dealer = dealer
role-taker = TAKER · { $contract }
role-defender = defender
role-declarer = DECLARER · { $contract }
## A numeric Preference contract named on the declarer's seat and in the settlement.
contract-level = contract { $level }
role-poignee = poignée { $size }
role-chelem = chelem declared
role-points = { $points ->
        [one] { $points } pt
       *[other] { $points } pts
    }
role-pending = (+{ $points } pending)
role-tricks = { $count ->
        [one] { $count } trick
       *[other] { $count } tricks
    }
role-marriage = marriage { $suit } { $points }
role-pass = passed
role-level = bid { $level }
role-hold = held
role-stay = stays in
role-drop = dropped out
role-invited = invited
role-inviter = inviter
role-alone = defends alone

## The felt
table-deal = Deal { $number }
table-totals = Totals: { $totals }
table-match = To go: You { $you } · { $opponent } { $them }
table-scores = Scores: { $scores } · pool { $pool }
table-chien = Chien: { $cards }
table-discarded-trumps = Trumps in the discard: { $cards }
table-trick-count = Trick { $number }/{ $total }
table-taker-tricks = Taker so far: { $points ->
        [one] { $points } card point
       *[other] { $points } card points
    }, { $bouts } { $bouts ->
        [one] bout
       *[other] bouts
    } → needs { $target }
table-trump-suit = Trumps: { $suit }
table-trump-card = Trump card: { $card }
table-stock = Stock: { $count }
table-closed = Stock closed by { $seat }
table-talon = Talon: { $cards }
table-pool = Pool: { $pool }
table-your-turn = Your turn: choose a card (←/→ or 1–9, Enter or click).
table-thinking = { $seat } is thinking…
table-illegal = { $action } is not allowed: { $reason }
table-hint = Hint: { $action } — { $reason }
table-undone = Your last decision was taken back.
table-nothing-to-undo = Nothing to undo.
table-last-trick = Last trick → { $seat }
table-no-last-trick = No trick has been played yet.
table-saved = Record saved to { $path }
table-save-failed = This deal could not be saved: { $reason }. The game goes on.
table-save-kept = Deals saved earlier are intact in { $path }.
table-save-nothing-kept = Nothing had been saved yet.
save-reason-disk-full = the disk is full
save-reason-too-big = the file is larger than the system allows
save-reason-no-permission = no permission to write there
save-reason-read-only = the folder is read-only
save-reason-unknown = an unknown error

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
## Log lines are reports, not button labels. $person is "you" when $seat is you (so a
## language can make the verb agree), "other" for every other seat.
## log-action is a card played: "East: K♠".
log-action = { $seat }: { $action }
log-discard-hidden = { $seat } discarded { $count ->
        [one] a card
       *[other] { $count } cards
    } face down
log-pass = { $seat } passed
log-contract = { $seat } bid { $contract }
log-chelem = { $seat } declared a chelem
log-no-chelem = { $seat } did not declare a chelem
log-discard = { $seat } discarded { $card }
log-exchange = { $seat } exchanged the trump Bube
log-close = { $seat } closed the stock
log-marriage = { $seat } announced the marriage with { $card }
log-level = { $seat } bid { $level }
log-hold = { $seat } held the bid
log-game = { $seat } bid a Game in { $suit }
log-hearts = { $seat } bid Hearts
log-trump = { $seat } named { $suit } as trumps
log-stay = { $seat } stayed in the defence
log-drop = { $seat } dropped out
log-invite = { $seat } invited the other defender
log-alone = { $seat } chose to defend alone
log-no-aces = { $seat } announced No Aces
log-trick = Trick { $number } → { $seat }
log-poignee = { $seat } showed a poignée of { $size }: { $cards }
log-excuse = The Excuse stays with its side; the other side is credited 0.5 card point.
log-annulled-all-pass = Everybody passed: the deal is annulled and dealt again by the next dealer.
log-annulled-petit-sec = A Petit sec: the deal is annulled and dealt again by the next dealer.

## Dialogs
dialog-decide = Your decision
dialog-unavailable = { $options }: { $reason }
dialog-bidding = Your bid
dialog-chelem = Declare a chelem (all 18 tricks)?
dialog-trump = Choose the trump suit
dialog-defence = Stay in the defence or drop out?
dialog-invitation = Invite the other defender, or play alone?
dialog-defence-note = Staying commits you to at least 2 tricks (10 into the pool if fewer). If both defenders drop out, the declarer is credited 10 tricks.
dialog-invitation-note = Invited, the other defender must join: you collect the gains of both and need 4 tricks together. Alone, two cards to a trick and you need 2.
dialog-leave = Leave the table?
dialog-leave-note = The game is kept: “Continue” on the home screen brings you back to it (finished deals are already saved).
action-keep-playing = Keep playing
action-leave-table = Leave
dialog-discard = Choose { $count ->
        [one] { $count } card
       *[other] { $count } cards
    } to discard
dialog-discard-note-french-tarot = Never a Roi or a bout; trumps only if you have too few other cards, and they are shown to all.
dialog-discard-note-preference = Any two cards; nobody else sees them.
dialog-confirm = Confirm
dialog-marriage = Announce the marriage?
dialog-card-refused = { $card }: { $reason }
dialog-play-plain = Just play { $card }
dialog-poignee = Show a poignée before your first card?
dialog-poignee-level = Poignée of { $size }: { $cards }
dialog-poignee-adjust = Choose which trumps to show…
dialog-poignee-none = No poignée

## End of the deal
end-title = End of the deal
end-next-deal = Next deal
end-watch-back = Step back
end-new-game = New game
end-menu = Back to the menu
settle-seat-score = { $seat }: { $score } (total { $total })
settle-side-taker = the taker
settle-side-defence = the defence
settle-annulled-all-pass = Everybody passed: the deal is annulled.
settle-annulled-petit-sec = Petit sec ({ $seats }): the deal is annulled.
settle-tarot-contract = { $seat } took a { $contract } (× { $multiplier }).
settle-tarot-bouts = Bouts captured: { $bouts } → target { $target ->
        [one] { $target } card point
       *[other] { $target } card points
    }.
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
        [one] { $points } game point
       *[other] { $points } game points
    }.
settle-schnapsen-reason-66 = Reached 66 card points.
settle-schnapsen-reason-last-trick = Nobody reached 66: the winner of the last trick scores 1.
settle-schnapsen-reason-closer-66 = The player who closed the stock reached 66.
settle-schnapsen-reason-opponent-66 = The opponent of the player who closed reached 66 first.
settle-schnapsen-reason-closer-failed = The player who closed the stock did not reach 66.
settle-schnapsen-cards = Card points: You { $you } · { $opponent } { $them }
settle-schnapsen-closing = { $seat } closed the stock when the opponent had { $points ->
        [one] { $points } point
       *[other] { $points } points
    } and { $tricks ->
        [one] { $tricks } trick
       *[other] { $tricks } tricks
    }.
settle-schnapsen-match = Match, points still to go: You { $you } · { $opponent } { $them }
settle-schnapsen-match-won = { $seat } won the match!
settle-preference-void = Everybody passed: nothing is settled.
settle-preference-contract = { $seat } declared { $contract } · trumps { $suit }
settle-preference-tricks = Declarer's tricks: { $tricks }, 6 needed ({ $made ->
        [yes] made
       *[no] failed
    }).
settle-preference-defender = { $seat } ({ $choice }): { $tricks ->
        [one] { $tricks } trick
       *[other] { $tricks } tricks
    }
settle-preference-flow = { $payer } → { $payee }: { $amount } ({ $item })
settle-preference-from-pool = The pool → { $payee }: { $amount } ({ $item })
settle-preference-to-pool = { $payer } → the pool: { $amount } ({ $item })
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
end-title-match-won = Match won
end-title-match-lost = Match lost: the Bummerl is yours

## Footer keys of the table
binding-hint = Hint
binding-undo = Undo
binding-last-trick = Last trick
binding-log = Log
# Title of the log panel (the Log box of the wireframe).
log-title = Log
binding-skip = Skip
binding-menu = Menu
binding-play = Play
table-record-ends = The record ends here: the deal was not finished.
table-watching = Watching a record: Space pauses, , . step back and on, + − speed, Esc leaves.

## Why an action is not allowed
## Shown after "… is not allowed:" and in dialogs. illegal-common-* serve every game;
## illegal-phase-* name a phase inside the other messages.
illegal-phase-bidding = the auction
illegal-phase-discard = the discard
illegal-phase-chelem = the chelem choice
illegal-phase-trump = the choice of trumps
illegal-phase-defence = the defenders' choice
illegal-phase-invitation = the invitation
illegal-phase-play = the play
illegal-common-deal-over = the deal is over; no more actions are allowed
illegal-common-not-held = { $card } is not in that hand ({ $seat })
illegal-common-unknown-action = unknown action { $action }
illegal-french-tarot-poignee-wrong-phase = a Poignée is declared just before your first card, not during { $phase }
illegal-french-tarot-card-wrong-phase = no card can be played during { $phase }
illegal-french-tarot-discard-wrong-phase = only the taker discards, after taking the chien; not during { $phase }
illegal-french-tarot-bid-wrong-phase = the auction is over; no bids during { $phase }
illegal-french-tarot-bid-too-low = { $bid } does not overcall { $contract }; bid higher or pass
illegal-french-tarot-chelem-wrong-phase = only the taker declares a Chelem, right after the discard (or the auction for Garde sans / Garde contre)
illegal-french-tarot-must-follow = you must follow suit ({ $suit })
illegal-french-tarot-must-trump-trumps-led = trumps were led, so you must play a trump
illegal-french-tarot-must-trump = you have no card of the led suit, so you must play a trump
illegal-french-tarot-must-overtrump = you must beat the highest trump ({ $card }) since you can
illegal-french-tarot-discard-not-held = the taker does not hold { $card }
illegal-french-tarot-discard-king = a Roi may never be discarded
illegal-french-tarot-discard-bout = bouts (the Petit, the 21 and the Excuse) may never be discarded
illegal-french-tarot-discard-trump = trumps may be discarded only if you have fewer than 6 discardable plain cards
illegal-french-tarot-discard-trump-count = you may discard only { $count ->
        [one] { $count } trump
       *[other] { $count } trumps
    }: plain cards must be used first
illegal-french-tarot-poignee-too-late = a Poignée is declared only just before your first card
illegal-french-tarot-poignee-repeated = you have already declared a Poignée
illegal-french-tarot-poignee-size = a Poignée shows exactly 10, 13 or 15 trumps, not { $size }
illegal-french-tarot-poignee-not-trumps = a Poignée shows only trumps (and the Excuse as a stand-in)
illegal-french-tarot-poignee-not-held = you cannot show { $cards }: not in your hand
illegal-french-tarot-poignee-no-excuse = you do not hold the Excuse
illegal-french-tarot-poignee-excuse = the Excuse may stand in for a trump only when you show all your trumps and are still one short
illegal-schnapsen-closed-must-beat = the stock is closed, so you must beat { $card } since you can
illegal-schnapsen-exhausted-must-beat = the stock is exhausted, so you must beat { $card } since you can
illegal-schnapsen-closed-must-follow = the stock is closed, so you must follow suit ({ $suit })
illegal-schnapsen-exhausted-must-follow = the stock is exhausted, so you must follow suit ({ $suit })
illegal-schnapsen-closed-must-trump = the stock is closed; with no { $suit }, you must trump
illegal-schnapsen-exhausted-must-trump = the stock is exhausted; with no { $suit }, you must trump
illegal-schnapsen-marriage-rank = a marriage is announced by leading a König or a Dame
illegal-schnapsen-marriage-not-leading = only the leader announces a marriage, when leading
illegal-schnapsen-marriage-not-held = you do not hold { $card }
illegal-schnapsen-marriage-partner-missing = a marriage needs both the König and the Dame of { $suit }; you do not hold { $card }
illegal-schnapsen-marriage-repeated = you have already announced the marriage in { $suit }
illegal-schnapsen-exchange-not-leading = only the leader may exchange, before leading
illegal-schnapsen-exchange-closed = the stock is closed; the trump card can no longer be exchanged
illegal-schnapsen-exchange-exhausted = the stock is exhausted; the trump card has been drawn
illegal-schnapsen-exchange-no-jack = you do not hold the trump Bube ({ $card })
illegal-schnapsen-close-not-leading = only the leader may close the stock, before leading
illegal-schnapsen-close-already-closed = the stock is already closed
illegal-schnapsen-close-hand-size = closing requires 5 cards in hand; you hold { $count }
illegal-schnapsen-close-exhausted = the stock is exhausted; there is nothing left to close
illegal-preference-card-wrong-phase = no card can be played during { $phase }
illegal-preference-bid-wrong-phase = the auction is over; no bids during { $phase }
illegal-preference-defence-wrong-phase = stay and drop are the defenders' choices after the auction and the exchange, not during { $phase }
illegal-preference-invitation-wrong-phase = invite and alone are for the one defender who stayed when the other dropped out, not during { $phase }
illegal-preference-first-turn-only = { $bid } may be bid only as a player's first action
illegal-preference-game-too-low = { $bid } does not beat the standing { $contract }; a later Game must be in a higher suit (♣ < ♠ < ♦)
illegal-preference-game-standing = { $contract } has been bid; you may only bid a higher Game, Hearts or pass
illegal-preference-hold-nothing = there is no bid to hold
illegal-preference-hold-not-bid = you may hold only after bidding a number yourself earlier
illegal-preference-hold-priority = { $seat } bid { $level } and has priority over you (forehand > middlehand > dealer); raise or pass
illegal-preference-jump-may-hold = you may hold { $level } (you have priority over { $seat }) or pass; bidding { $bid } would be a jump
illegal-preference-too-low-may-hold = { $bid } does not overcall { $level }; you may hold { $level } or pass
illegal-preference-only-pass = { $seat } holds 4, the highest numeric bid; you may only pass
illegal-preference-bid-too-low = { $bid } does not overcall { $level }; bid { $next } or pass
illegal-preference-jump = no jump bids: the next bid is { $next }
illegal-preference-discards-done = the two discards are made; name trumps now
illegal-preference-discard-wrong-phase = only the declarer of a numeric contract discards, right after taking the talon; not during { $phase }
illegal-preference-discard-not-held = the declarer does not hold { $card }
illegal-preference-trump-before-discard = discard 2 cards before naming trumps
illegal-preference-trump-wrong-phase = only the declarer of a numeric contract names trumps, after the exchange; not during { $phase }
illegal-preference-trump-too-low = trumps must be at or above the bid suit: { $level } is { $lowest }, so { $suit } is too low
illegal-preference-no-aces-repeated = No Aces has already been announced
illegal-preference-no-aces-not-now = only the declarer announces No Aces, just before the opening lead
illegal-preference-no-aces-has-aces = No Aces needs a hand without an Ass; the declarer has { $cards }
illegal-preference-no-aces-has-aces-talon = No Aces needs a hand without an Ass (the talon counts, kept or discarded); the declarer has { $cards }
illegal-preference-must-follow = you must follow suit ({ $suit })
illegal-preference-must-trump = you have no { $suit }, so you must play a trump ({ $trump })
illegal-preference-must-beat = you must beat { $card } since you can ({ $cards })
illegal-preference-must-beat-lowest = you must beat with your lowest winning card ({ $card })

## Hints
## hint-<code>: why the normal AI chooses the action (one line after "Hint: … — ").
hint-only-legal = the only legal choice
hint-keeps-strongest = it keeps the strongest cards for later
hint-top-of-suit = the top of your { $suit }
hint-top-trump = your top trump
hint-wins-trick = it wins the trick
hint-cheapest-trump-over = the cheapest trump that beats the { $card }
hint-void-trump = you are void in { $suit }, so you trump
hint-master-card = the highest card still out in { $suit }
hint-master-trump = the highest trump still out: nobody can beat it
hint-takes-lead = it beats the { $card } for now
hint-partner-feed = your partner's { $card } takes the trick: add points
hint-partner-wins = your partner's { $card } takes the trick
hint-duck = the { $card } is not worth a winner: keep yours
hint-lost-lowest = the trick is lost, so the cheapest card
hint-lost-keep-trumps = the trick is lost: the cheapest card that is not a trump
hint-lost-shed = the trick is lost: shed a card you can spare
hint-lead-master = the highest card still out in { $suit }
hint-lead-master-trump = the highest trump still out
hint-lead-draw-trumps = you hold { $count ->
        [one] { $count } trump
       *[other] { $count } trumps
    }, { $number ->
        [one] { $number } is
       *[other] { $number } are
    } still out: { $number ->
        [one] draw it
       *[other] draw them
    }
hint-lead-long = the lowest card of your longest suit, { $suit }
hint-lead-low = the lowest of your { $suit }: the high ones stay back
hint-lead-singleton = your last { $suit }: you will be void in it
hint-tarot-bid = hand worth { $points ->
        [one] { $points } point
       *[other] { $points } points
    }: { $contract } needs { $target }
hint-tarot-pass = hand worth { $points ->
        [one] { $points } point
       *[other] { $points } points
    }: { $contract } needs { $target }
hint-tarot-discard-void = empties your { $suit } to make a void
hint-tarot-discard-points = banks the points of the { $card }
hint-tarot-discard-small = a small card you will not miss
hint-tarot-discard-trump = too few other cards: a low trump goes (shown to all)
hint-tarot-chelem = { $count ->
        [one] { $count } trump
       *[other] { $count } trumps
    } with the 21 and the Excuse: a sure sweep
hint-tarot-no-chelem = with { $count ->
        [one] { $count } trump
       *[other] { $count } trumps
    }, not all 18 tricks are sure
hint-tarot-poignee = showing { $size ->
        [one] { $size } trump
       *[other] { $size } trumps
    } scores a bonus for the winning side
hint-tarot-save-petit = saves the Petit: it wins this trick
hint-tarot-save-petit-partner = saves the Petit: your partner's { $card } takes the trick
hint-tarot-excuse = the trick goes to the other side: the Excuse gives it nothing
hint-tarot-excuse-lead = no plain cards left: the Excuse before the last trick
hint-schnapsen-exchange = swaps the trump Bube for the { $card }
hint-schnapsen-marriage = the marriage in { $suit } scores { $points }
hint-schnapsen-marriage-66 = the marriage's { $points } take you to 66
hint-schnapsen-close-trumps = you hold { $points ->
        [one] { $points } point
       *[other] { $points } points
    } and { $count ->
        [one] the master trump
       *[other] { $count } master trumps
    }
hint-schnapsen-close = { $points ->
        [one] { $points } point
       *[other] { $points } points
    }, and your sure winners reach 66
hint-schnapsen-reaches-66 = it wins the trick and takes you to { $points }
hint-schnapsen-wins-points = it wins the trick: { $points ->
        [one] { $points } card point
       *[other] { $points } card points
    }
hint-schnapsen-lead-marriage = it takes the lead to announce the marriage in { $suit } ({ $points ->
        [one] { $points } point
       *[other] { $points } points
    })
hint-schnapsen-lead-cheap = a cheap lead: trumps, Ass cards and 10s stay in hand
hint-schnapsen-stock-out = the stock is out: you know the opponent's cards
hint-pref-bid = about { $tricks ->
        [one] { $tricks } trick
       *[other] { $tricks } tricks
    } with { $suit } as trumps: bid { $level }
hint-pref-hold = about { $tricks ->
        [one] { $tricks } trick
       *[other] { $tricks } tricks
    } with { $suit } as trumps: hold
hint-pref-game = about { $tricks ->
        [one] { $tricks } trick
       *[other] { $tricks } tricks
    } in { $suit }: a Game without the talon
hint-pref-hearts = about { $tricks ->
        [one] { $tricks } trick
       *[other] { $tricks } tricks
    } in hearts: enough for Hearts
hint-pref-pass = about { $tricks ->
        [one] { $tricks } trick
       *[other] { $tricks } tricks
    } before the talon, { $target } needed
hint-pref-pass-game = a Game has been bid: no numeric bid can beat it
hint-pref-pass-top = the bidding is already at { $level }
hint-pref-discard = keeps about { $tricks ->
        [one] { $tricks } trick
       *[other] { $tricks } tricks
    } with { $suit } as trumps
hint-pref-trump = about { $tricks ->
        [one] { $tricks } trick
       *[other] { $tricks } tricks
    } with { $suit }: your best trump suit
hint-pref-stay = about { $tricks ->
        [one] { $tricks } trick
       *[other] { $tricks } tricks
    } in defence: 2 needed
hint-pref-drop = only about { $tricks ->
        [one] { $tricks } trick
       *[other] { $tricks } tricks
    } in defence: too risky
hint-pref-invite = about { $tricks ->
        [one] { $tricks } trick
       *[other] { $tricks } tricks
    }: with your partner, 4 are in reach
hint-pref-alone = about { $tricks ->
        [one] { $tricks } trick
       *[other] { $tricks } tricks
    }: too few to carry your partner
hint-pref-no-aces = about { $tricks ->
        [one] { $tricks } trick
       *[other] { $tricks } tricks
    }: enough to announce No Aces

## The felt (piles and the trick just taken)
pile-chien = Chien
pile-talon = Talon
table-trick-taken = { $seat ->
    [You] You take the trick
   *[seat] { $seat } takes the trick
}

## Where the taker's card points come from (settlement)
settle-tarot-in-tricks = Won in tricks: { $points }
settle-tarot-in-discard = In the discard: { $points }
settle-tarot-in-chien = In the chien: { $points }
settle-tarot-excuse-comp = Excuse compensation: { $points }

## Watching a record (replay --watch)
table-watch-paused = Paused: . plays the next move, , takes one back, Space goes on.
table-watch-start = The start of the record: no move to take back.
table-watch-speed = Speed { $speed } %
binding-watch-pause = Pause
binding-watch-step = Step

# The log: a hold with its level; a resumed deal summed up
log-hold-level = { $seat } held the bid at { $level }
log-summary = Deal { $number } so far:
log-summary-trick = Trick { $number }: { $cards } → { $seat }

## The score sheet under the settlement (as players keep it on paper)
sheet-title = Score sheet
sheet-bummerl-title = Bummerl board
sheet-pool-title = Pool sheet
sheet-deal = Deal
sheet-contract = Contract
sheet-start = Start
sheet-pool = Pool
sheet-taken = { $seat } · { $contract } { $made ->
        [yes] ✓
       *[no] ✗
    }
sheet-annulled = annulled
sheet-all-pass = all passed
sheet-bummerl = { $person ->
        [you] The Bummerl is yours.
       *[other] { $seat } gets the Bummerl.
    }
end-record-key = f: where this record is kept
