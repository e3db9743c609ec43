"""A closed sale offer's direct message, edited to take its buttons off, pings nobody: the
edit carries no-pings mentions as every other message of the notifier does (without them
discord.py sends the client's default, which lets user mentions ping)."""

from __future__ import annotations

import pytest

from bot.engine import SaleDecision, legal_actions
from tests.contract.test_closed_offer_dms import reads_and_edits, two_offers_by_dm
from tests.support.discord_players import by_command, current


@pytest.mark.rule("R6.5")
async def test_the_edit_that_takes_a_closed_offers_buttons_off_a_dm_pings_nobody(discord_env):
    fake, bot = discord_env
    row, holder, dm, _ = await two_offers_by_dm(fake, bot, after=1)
    _, state = await current(bot)
    seat = next(s for s, entry in enumerate(row.seats) if entry.user == holder[0])
    move = next(a for a in legal_actions(state, seat) if not isinstance(a, SaleDecision))
    sent = await by_command(fake, bot, holder, move)  # the holder's own move closes both offers (R6.5)
    _, edits = reads_and_edits(sent, dm)
    assert len(edits) == 1
    mentions = edits[0].body.get("allowed_mentions")
    assert mentions is not None and mentions.get("parse") == [] and not mentions.get("users")
