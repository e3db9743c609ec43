"""/hand says beside an open offer that only the sale would give the holder a move when their
turn comes (``bot.engine.legal.sale_unblocks``), as the panel does (tests/test_sale_unblocks.py)."""

from __future__ import annotations

import pytest

from bot.engine import Decision, awaiting, state_from_json
from cogs.discord_text import discord_text
from tests.service.conftest import CHANNEL, rig, started
from tests.support.engine_scenarios import BOARD


@pytest.mark.parametrize("short_by", [1, 0])
async def test_the_hand_says_it_under_the_offer_when_so(service, short_by):
    row = await started(service, humans=3)
    seat = (awaiting(state_from_json(row.state))[0].player + 1) % 3

    def holding(state):
        state.players[seat].tiles = []
        state.players[seat].money = min(f.portion for f in BOARD.families) - short_by
        state.offers = [Decision("sale", seat, card=state.players[seat].hand[0], turn=state.turn)]
    await rig(service, holding)
    t = discord_text("en")
    hand = await service.reading.hand(CHANNEL, row.seats[seat].user)
    assert (t("panel.sell_to_move") in hand.text(BOARD, t).splitlines()) is bool(short_by)
