"""Who may know which card: an independent reading of each game's rules on the record (deal
and actions), used to check that an observation never shows a seat another seat's hidden cards.

This is the one place where the contract suites need a game's rules: what becomes public
(a revealed chien, a shown poignée, an exchanged trump card, a marriage's partner, cards
played). A game without a reader here fails the hidden-cards test with a message saying so.

A reader takes the record so far and public facts of an observation (trick winners, the
declarer, the phase: seats and names, never cards) and returns, per seat, the cards that seat
holds now and the cards it must not see.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any


@dataclass
class Knowledge:
    hands: list[set[str]]  # what each seat holds now
    hidden: list[set[str]]  # what each seat must not see


def french_tarot(record: dict[str, Any], public: dict[str, Any]) -> Knowledge:
    deal, dealer = record["deal"], record["dealer"]
    hands = [set(h) for h in deal["hands"]]
    chien = set(deal["chien"])
    order = ["pass", "prise", "garde", "garde-sans", "garde-contre"]
    bids: list[str] = []
    taker, contract = -1, 0
    revealed: set[str] = set()  # cards whose place everybody knows (or saw go by)
    discard: set[str] = set()
    chien_given = False
    for action in record["actions"]:
        if action in order:
            seat = (dealer + 1 + len(bids)) % 4
            bids.append(action)
            if order.index(action) > contract:
                contract, taker = order.index(action), seat
            if len(bids) == 4 and contract and contract <= 2:  # Prise / Garde
                hands[taker] |= chien  # turned face up for everybody, then taken
                revealed |= chien
                chien_given = True
        elif action.startswith("discard:"):
            card = action.split(":")[1]
            hands[taker].remove(card)
            discard.add(card)
            if card.startswith("T"):
                revealed.add(card)  # a discarded trump is shown
        elif action.startswith("poignee:"):
            revealed |= set(action.split(":")[1].split(","))
        elif action != "chelem":
            for hand in hands:
                hand.discard(action)
            revealed.add(action)
    over = public["phase"] == "over"
    hidden = []
    for seat in range(4):
        secret = set().union(*(hands[t] for t in range(4) if t != seat)) - revealed
        if not over:
            if seat != taker:
                secret |= discard - revealed
            if not chien_given:
                secret |= chien  # before the auction ends, and under Garde sans / contre
        hidden.append(secret)
    return Knowledge(hands, hidden)


def schnapsen(record: dict[str, Any], public: dict[str, Any]) -> Knowledge:
    deal, dealer = record["deal"], record["dealer"]
    hands = [set(h) for h in deal["hands"]]
    stock = [*deal["stock"], deal["trump_card"]]  # in drawing order; the indicator last
    trump = deal["trump_card"][-1]
    revealed = {deal["trump_card"]}  # face up from the deal on
    winners = [t["winner"] for t in public["tricks"]]
    drawn, done, in_trick = 0, 0, 0
    leader = (dealer + 1) % 2
    closed = False
    actions = record["actions"]
    over = public["phase"] == "over"
    for index, action in enumerate(actions):
        if action == "close":
            closed = True
            continue
        if action == "exchange":
            jack = "J" + trump
            hands[leader].remove(jack)
            hands[leader].add(stock[-1])
            stock[-1] = jack
            revealed |= {jack, deal["trump_card"]}
            continue
        card = action.split(":")[-1]
        ended = over and index == len(actions) - 1
        if action.startswith("marriage:"):
            partner = {"K": "Q", "Q": "K"}[card[0]] + card[1:]
            revealed |= {card, partner}
            if ended and in_trick == 0:
                break  # the announcement itself reached 66: the card is shown, not led
        for hand in hands:
            hand.discard(card)
        revealed.add(card)
        in_trick += 1
        if in_trick == 2 and done < len(winners):
            winner = winners[done]
            done, in_trick, leader = done + 1, 0, winner
            if not closed and not ended and drawn < len(stock):  # at 66 nobody draws
                hands[winner].add(stock[drawn])
                hands[1 - winner].add(stock[drawn + 1])
                drawn += 2
    rest = set(stock[drawn:])
    hidden = [(hands[1 - s] | rest) - revealed for s in range(2)]
    return Knowledge(hands, hidden)


def preference(record: dict[str, Any], public: dict[str, Any]) -> Knowledge:
    deal = record["deal"]
    hands = [set(h) for h in deal["hands"]]
    talon = set(deal["talon"])
    declarer = public["declarer"]
    discards = [a.split(":")[1] for a in record["actions"] if a.startswith("discard:")]
    # a numeric declarer takes the talon unseen by the others (B7), then discards two
    taken = bool(discards) or public["phase"] == "discard"
    if taken:
        hands[declarer] |= talon
    for card in discards:
        hands[declarer].remove(card)
    played = set()
    for action in record["actions"]:
        for hand in hands:
            if action in hand:
                hand.remove(action)
                played.add(action)
    over = public["phase"] == "over"
    hidden = []
    for seat in range(3):
        secret = set().union(*(hands[t] for t in range(3) if t != seat))
        if over:  # the end-of-deal review shows the talon and the discard (B7)
            secret -= talon | set(discards)
        elif not (taken and seat == declarer):
            secret |= (talon | set(discards)) - played
        hidden.append(secret)
    return Knowledge(hands, hidden)


READERS: dict[str, Callable[[dict[str, Any], dict[str, Any]], Knowledge]] = {
    "french-tarot": french_tarot,
    "schnapsen": schnapsen,
    "preference": preference,
}
