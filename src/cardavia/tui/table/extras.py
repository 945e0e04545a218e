"""Your card, and the decisions that come with a card play.

Beside a card, a lead may carry a decision of its own: a Schnapsen marriage, exchange or
close, a Preference "no Aces", a Tarot poignée. Each has a button above your hand and a
key (shown only while it is legal); a König or Dame with its partner asks whether to
announce the marriage. This layer of the table screen turns them into the flow's decisions.
"""

from __future__ import annotations

from textual.widgets import Button

from cardavia.tui.dialogs.cards import CardPickDialog
from cardavia.tui.dialogs.choice import Choice, ChoiceDialog
from cardavia.tui.table.flow import TableFlow
from cardavia.tui.widgets.hand import HandWidget

#: The decisions beside a card play, and their keys.
EXTRA_KEYS = {"marriage": "m", "exchange": "x", "close": "c", "no-aces": "n", "poignee": "p"}


class TableExtras(TableFlow):
    """The table screen's card play: your card, the marriage it may carry, the extras."""

    def _show_extras(self, legal: set[str]) -> None:
        """Buttons for the decisions that come with a card play (poignée, exchange, ...)."""
        shown = False
        for action, key in EXTRA_KEYS.items():
            button = self.query_one(f"#extra-{action}", Button)
            if action == "poignee":
                available = any(a.startswith("poignee:") for a in legal)
                text = self.t("action-poignee-choose")
            elif action == "marriage":
                target = self._marriage_target(legal)
                available = target is not None
                text = self._announce_label(target) if target else ""
            else:
                available = action in legal
                text = self.label(action)
            button.display = available
            button.label = f"{key} {text}"
            shown = shown or available
        self.query_one("#extras").display = shown

    def _marriage_target(self, legal: set[str] | list[str]) -> str | None:
        """The marriage the m key announces: the one of the card under the cursor, else the
        hinted one, else the first."""
        hand = self.query_one(HandWidget)
        # In the hand's order: ``legal`` may be a set, whose order changes from one run to
        # the next (the button named K♦ in one run, D♦ in another).
        order = {f"marriage:{card}": at for at, card in enumerate(hand.cards)}
        marriages = sorted(
            (a for a in legal if a.startswith("marriage:")), key=lambda a: (order.get(a, 99), a)
        )
        if not marriages:
            return None
        if hand.cards and f"marriage:{hand.cards[hand.selected]}" in marriages:
            return f"marriage:{hand.cards[hand.selected]}"
        hint = self.link.hint()[0]
        return hint if hint in marriages else marriages[0]

    def _announce_label(self, action: str) -> str:
        """The announcement with what it brings (the move is tried on a copy of the deal)."""
        after = self.link.after(action)
        if after is None:
            return self.label(action)
        return self.presenter.announce_label(
            self.cardavia.catalog, self.tradition, action, after, self.link.seat
        )

    def on_hand_widget_chosen(self, message: HandWidget.Chosen) -> None:
        code = message.code
        legal = self.link.observation()["legal_actions"]
        if f"marriage:{code}" in legal:
            choices = [
                Choice(f"marriage:{code}", self.label(f"marriage:{code}")),
                Choice(code, self.t("dialog-play-plain", card=self.card_text(code))),
            ]

            async def ask() -> list[str] | None:
                dialog = ChoiceDialog(
                    self.t("dialog-marriage"), choices, can_cancel=True, hint=self._hint
                )
                action = await self.ask(dialog)
                return [action] if action else None

            self._decide(ask)
            return
        self.play(code)

    def on_hand_widget_moved(self, message: HandWidget.Moved) -> None:
        if self.awaiting_card:
            self._show_extras(set(self.link.observation()["legal_actions"]))

    def on_hand_widget_refused(self, message: HandWidget.Refused) -> None:
        reason = self.link.why_illegal(message.code)
        if reason:
            self.set_status(
                self.t(
                    "table-illegal",
                    action=self.card_text(message.code),
                    reason=self.why(reason),
                )
            )

    def on_button_pressed(self, event: Button.Pressed) -> None:
        button = event.button.id or ""
        if button.startswith("extra-"):
            self.action_extra(button.removeprefix("extra-"))

    def action_extra(self, action: str) -> None:
        if not self.awaiting_card:
            return
        legal = self.link.observation()["legal_actions"]
        if action == "poignee":
            options = [a for a in legal if a.startswith("poignee:")]
            if options:
                self._decide(lambda: self.ask_poignee(options))
        elif action == "marriage":
            target = self._marriage_target(legal)
            if target:
                self.play(target)
        elif action in legal:
            self.play(action)

    async def ask_poignee(self, options: list[str]) -> list[str] | None:
        choices = [
            Choice(
                o,
                self.t(
                    "dialog-poignee-level",
                    size=o.count(",") + 1,
                    cards=" ".join(self.card_text(c) for c in o[8:].split(",")),
                ),
            )
            for o in options
        ]
        choices.append(Choice("adjust", self.t("dialog-poignee-adjust")))
        choices.append(Choice("", self.t("dialog-poignee-none")))
        dialog = ChoiceDialog(self.t("dialog-poignee"), choices, can_cancel=True, hint=self._hint)
        action = await self.ask(dialog)
        if action == "adjust":
            return await self.adjust_poignee(options)
        return [action] if action else None

    async def adjust_poignee(self, options: list[str]) -> list[str] | None:
        obs = self.link.observation()
        default = options[-1][8:].split(",")
        cards = self.sorted_hand(self.presenter.showable_cards(obs))

        def problem(seq: list[str]) -> str | None:
            reason = self.link.why_illegal("poignee:" + ",".join(seq))
            return self.why(reason) if reason else None

        dialog = CardPickDialog(
            self.t("dialog-poignee"),
            cards,
            len(default),
            self.face_of,
            problem,
            lambda code, chosen: True,
            confirm=self.t("dialog-confirm"),
            skip=self.t("dialog-poignee-none"),
            preselected=default,
        )
        chosen = await self.ask(dialog)
        return ["poignee:" + ",".join(self.sorted_hand(chosen))] if chosen else None
