"""The offer's own direct message says, when only the sale would give its holder a move, that
they should sell before their turn comes (R3.2), as their panel and /hand do; otherwise not."""

from __future__ import annotations

import pytest

from bot.words.i18n import text
from tests.support.discord_players import USERS, current, dms_to, open_game, rig
from tests.support.engine_scenarios import BOARD
from tests.support.sale_offers import frankincense_offered


@pytest.mark.parametrize("short_by", [1, 0])
async def test_the_offer_dm_says_to_sell_first_when_only_the_sale_gives_a_move(discord_env, short_by):
    fake, bot = discord_env
    await open_game(fake)

    def broke_holder(state):
        holder = state.players[(state.active + 2) % 3]
        holder.tiles, holder.money = [], min(f.portion for f in BOARD.families) - short_by
    await rig(bot, broke_holder)
    _, holder = await frankincense_offered(fake, bot)
    row, _ = await current(bot)
    said = "\n".join(dms_to(fake, USERS[row.seats[holder].user]))
    assert "You hold Frankincense" in said
    assert (text("en")("panel.sell_to_move") in said) is bool(short_by)
