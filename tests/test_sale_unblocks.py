"""A holder with no legal action whose open sale would pay for a marriage is told so beside
the offer: waiting until the turn comes passes it (R3.2), although "until your next move"
reads as if there were time. Told on the panel, under /hand (tests/service/test_hand_sale_unblocks.py),
in the offer's DM (tests/contract/test_sale_unblocks_dm.py) and at the console's prompt, to the holder
only."""

from __future__ import annotations

import pytest

from bot.engine import Decision, GameState, awaiting, sale_unblocks
from bot.engine.view import view as seat_view
from bot.games.samarkand.screens import SeatScreen
from bot.games.samarkand.turn_options import options_of
from bot.words.narrate import card_name
from cogs.discord_text import discord_text
from cogs.message_text import LIMIT
from cogs.panel import Panel
from tests.support.engine_scenarios import BOARD, game


def holder(money_short_by: int, offers: int = 1, players: int = 3) -> tuple[GameState, int]:
    """A game whose seat after the one to play holds ``offers`` open offers (the cards with the
    longest German names), no tile (so no camel to place) and ``money_short_by`` Dirham less
    than the cheapest marriage."""
    t = discord_text("de")
    state = game(players)
    seat = (awaiting(state)[0].player + 1) % players
    longest = sorted(state.deck, key=lambda card: -len(t(card_name(BOARD, card))))[:offers]
    state.deck = [card for card in state.deck if card not in longest] + state.players[seat].hand
    state.players[seat].hand = sorted(longest)
    state.players[seat].tiles = []
    state.players[seat].money = min(f.portion for f in BOARD.families) - money_short_by
    state.offers = [Decision("sale", seat, card=card, turn=state.turn) for card in longest]
    return state, seat


@pytest.mark.parametrize(("short_by", "offers", "told"), [
    (1, 1, True),    # the sale's 3 Dirham pay the cheapest portion
    (3, 1, True),
    (4, 1, False),   # one sale is not enough
    (4, 2, True),    # two are
    (0, 1, False),   # the seat can marry already: it is not stuck
])
def test_told_exactly_when_selling_would_give_a_move(short_by, offers, told):
    state, seat = holder(short_by, offers)
    assert sale_unblocks(state, seat) is told
    assert options_of(state, seat).sale_unblocks is told


def test_not_told_without_an_offer():
    state, seat = holder(1)
    state.offers = []
    assert not sale_unblocks(state, seat)


@pytest.mark.parametrize("language", ["en", "de"])
async def test_the_panel_says_it_beside_the_offer_and_fits_with_six(language):
    t = discord_text(language)
    for offers in (1, 6):
        state, seat = holder(1, offers, players=5)
        screen = SeatScreen(1, "c", 1, seat, BOARD, seat_view(state, seat), options_of(state, seat), ("ann",) * 5)
        reply = await Panel(None, 1, "u", t, "c").home(screen=screen)
        assert t("panel.sell_to_move") in reply.text.splitlines()
        assert len(reply.text) <= LIMIT
    state.players[seat].money += 5
    screen = SeatScreen(1, "c", 1, seat, BOARD, seat_view(state, seat), options_of(state, seat), ("ann",) * 5)
    assert t("panel.sell_to_move") not in (await Panel(None, 1, "u", t, "c").home(screen=screen)).text

