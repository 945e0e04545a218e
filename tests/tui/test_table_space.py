"""A table that uses its space: the cards grow with the felt and the terminal (the largest
with their court figures drawn, as each tradition prints them), every card whole and apart
at every width from 80 to 200, the last trick shown as cards."""

from __future__ import annotations

import itertools

import pytest
from rich.cells import cell_len
from test_felt_layout import _face, _overlapping, preference, schnapsen, tarot
from tui_helpers import asked, make_app, prefer, reach, settled_text, sit_down

from cardavia.tui.render.cards import LARGE, LARGEST, MEDIUM, SMALL, card_lines, face
from cardavia.tui.render.felt import Box, card_size, lay_out
from cardavia.tui.render.hand import CORNER, hand_card, hand_layout, strip_height
from cardavia.tui.screens.table import TableScreen
from cardavia.tui.widgets.felt import FeltWidget
from cardavia.tui.widgets.hand import HandWidget


def _middle(lines) -> list[str]:
    """The rows of a drawn card between its corners."""
    return [line.plain[1:-1] for line in lines[2:-2]]


# -- sizes ------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("felt", "card"),
    [((78, 15), SMALL), ((73, 21), SMALL), ((80, 24), MEDIUM), ((88, 28), LARGE),
     ((104, 28), LARGE), ((124, 31), LARGEST), ((164, 36), LARGEST)],
)  # fmt: skip
def test_the_cards_on_the_felt_grow_with_it(felt, card):
    assert card_size(*felt) == card
    # The trick is drawn at that size where the middle has the rows for it (a face-up chien
    # beside it would take smaller cards where the two do not fit apart).
    view = tarot()
    view.piles = []
    laid = lay_out(view, *felt, _face)
    assert laid.geometry.card == card


@pytest.mark.parametrize(
    ("screen", "width", "rows"),
    [((80, 24), 80, 5), ((100, 30), 75, 5), ((120, 40), 90, 8), ((160, 45), 126, 10),
     ((200, 50), 166, 10), ((160, 45), 80, 6)],
)  # fmt: skip
def test_the_hand_grows_with_the_terminal_while_a_whole_tarot_hand_stays_readable(
    screen, width, rows
):
    assert strip_height(*screen, width) == rows
    cw, ch = hand_card(18, width, rows)
    assert ch + 1 <= rows
    xs = hand_layout(18, width, None, cw)
    assert min(b - a for a, b in itertools.pairwise(xs)) >= CORNER
    assert xs[-1] + cw <= width


async def test_at_120x40_and_160x45_the_table_draws_large_cards():
    for size, card in (((120, 40), LARGE), ((160, 45), LARGEST)):
        session = reach("french-tarot", 4, prefer("pass"), lambda o: o["phase"] == "play")
        app = make_app()
        async with app.run_test(size=size) as pilot:
            await sit_down(app, pilot, session)
            await asked(app, pilot, TableScreen)
            await settled_text(app, pilot)
            felt = app.screen.query_one(FeltWidget)
            hand = app.screen.query_one(HandWidget)
            laid = lay_out(felt.view, felt.size.width, felt.size.height, _face)
            assert laid.geometry.card == card, size
            assert hand.size.height == card[1] + 1, size


# -- faces ------------------------------------------------------------------------------------
@pytest.mark.parametrize("size", [LARGE, LARGEST])
@pytest.mark.parametrize("tradition", ["french", "marseille", "wiener-bild"])
def test_a_large_court_card_draws_its_figure_holding_its_tradition_s_suit(tradition, size):
    ranks = ("K", "Q", "J") if tradition == "wiener-bild" else ("K", "Q", "N", "J")
    drawn = {}
    for rank in ranks:
        f = face(f"{rank}H", tradition)
        middle = _middle(card_lines(f, *size))
        figure = "".join(middle)
        # A figure, not a letter: several rows drawn, the suit sign in its hands.
        assert sum(1 for row in middle if row.strip()) >= 3, (rank, middle)
        assert f.glyph in figure and figure.replace(f.glyph, "").strip() != f.label
        drawn[rank] = middle
    # Each court card's own figure (the headgear tells them apart).
    assert len({tuple(rows) for rows in drawn.values()}) == len(ranks)
    if tradition == "marseille":
        assert "⚱" in "".join(drawn["K"])  # the king of cups holds his cup


def test_large_number_cards_show_their_pips_and_marseille_trumps_their_titles():
    for n in range(2, 11):
        middle = "".join(_middle(card_lines(face(f"{n}S", "french"), *LARGEST)))
        assert middle.count("♠") == n, n
    titled = "\n".join(_middle(card_lines(face("T17", "marseille"), *LARGEST)))
    assert "L'ÉTOILE" in titled and "XVII" in titled
    assert "BATELEUR" in "".join(_middle(card_lines(face("T1", "marseille"), *LARGEST)))
    assert "21" in "".join(_middle(card_lines(face("T21", "french"), *LARGE)))
    # Every large face is whole: each row as wide as the card.
    for code in ("KH", "NS", "10D", "T18", "T13", "EX", "1C", "T8"):
        for tradition in ("french", "marseille"):
            for size in (LARGE, LARGEST):
                lines = card_lines(face(code, tradition), *size)
                assert len(lines) == size[1]
                assert {cell_len(line.plain) for line in lines} == {size[0]}, (code, size)


def test_the_small_card_of_80x24_is_as_it_was():
    assert [line.plain for line in card_lines(face("KH", "french"))] == [
        "╭───╮", "│R♥ │", "│ ♥ │", "╰───╯",
    ]  # fmt: skip


# -- whole and apart at every width ---------------------------------------------------------
def _column(terminal: int) -> int:
    """The felt's column on a terminal ``terminal`` wide: the log beside it from 100
    columns, a quarter of the width (25 to 34)."""
    return terminal if terminal < 100 else terminal - max(25, min(34, terminal // 4))


def _card_boxes(view, width, height) -> tuple[list[Box], dict[str, Box]]:
    felt = lay_out(view, width, height, _face)
    cw, ch = felt.geometry.card
    played = {pos for pos, _ in view.trick}
    cards = [Box(r, c, cw, ch) for pos, (r, c) in felt.geometry.slots.items() if pos in played]
    others = {n: p.box for n, p in felt.parts.items() if n.startswith("seat-") and p.box.width}
    return cards, others


THREE = [("west", "9S"), ("east", "JS"), ("south", "AS")]


@pytest.mark.parametrize(
    "view", [tarot(), schnapsen(), preference(trick=THREE)], ids=["4", "2", "3"]
)
@pytest.mark.parametrize("height", [15, 21, 28, 31, 36])
def test_every_card_of_the_trick_is_whole_and_apart_at_every_width_80_to_200(view, height):
    for terminal in range(80, 201):
        width = _column(terminal) - 2  # the felt's padding
        cards, seats = _card_boxes(view, width, height)
        for box in cards:
            assert box.col >= 0 and box.col + box.width <= width, (terminal, box)
            assert box.row >= 0 and box.row + box.height <= height, (terminal, box)
            assert not any(box.overlaps(seat) for seat in seats.values()), (terminal, box)
        for a, b in itertools.combinations(cards, 2):  # side by side: never one on another
            if a.row == b.row:
                assert not a.overlaps(b), (terminal, a, b)
        # No seat, pile (the chien, the stock, the talon) or the trick covers another.
        assert _overlapping(view, width, height) == [], terminal


@pytest.mark.parametrize("screen_height", [24, 40, 45, 50])
def test_every_card_of_your_hand_shows_its_corner_at_every_width_80_to_200(screen_height):
    for terminal in range(80, 201):
        width = _column(terminal)
        rows = strip_height(terminal, screen_height, width)
        for n in (5, 10, 18):
            cw, _ = hand_card(n, width, rows)
            xs = hand_layout(n, width, 3, cw)
            assert xs[0] >= 0 and xs[-1] + cw <= width, (terminal, n)
            assert min(b - a for a, b in itertools.pairwise(xs)) >= CORNER, (terminal, n)


# -- the last trick ---------------------------------------------------------------------------
async def test_the_last_trick_key_lays_the_trick_on_the_felt_as_cards():
    def mid_trick(obs):
        return obs["phase"] == "play" and len(obs["tricks"]) >= 2 and obs["trick"]

    session = reach("french-tarot", 4, prefer("pass"), mid_trick)
    last = session.observation()["tricks"][-1]
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        table = await sit_down(app, pilot, session)
        await asked(app, pilot, TableScreen)
        await pilot.press("t")
        await settled_text(app, pilot)
        view = table.query_one(FeltWidget).view
        shown = view.piles[-1]
        assert shown.cards == [card for _, card in last["plays"]]
        assert table.names[last["winner"]] in shown.label
        assert "Last trick" not in str(table.query_one("#status").render())
        await pilot.press("t")  # put away again
        await settled_text(app, pilot)
        assert table.query_one(FeltWidget).view.piles == []
