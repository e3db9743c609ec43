"""A table with ``sales: at once`` waits for each sale answer (R6.5 as printed): the channel
learns of the move that opened the offer, and that the table waits, without learning who holds
the card."""

from __future__ import annotations

import time

import pytest

from tests.support.discord_players import USERS, current, open_game, turn_messages
from tests.support.sale_offers import frankincense_offered

WAITS = "The table waits for the answer to a sale offer (sales: at once)"


@pytest.mark.rule("R6.5")
async def test_a_move_that_opens_the_wait_is_told_at_once_and_pings_nobody(discord_env):
    """The move's turn does not change while the table waits: a message only for a new turn
    showed the channel nothing for up to a day, its last message pinging the mover."""
    fake, bot = discord_env
    await open_game(fake, sales="at_once")
    before = len(turn_messages(fake))
    _, holder = await frankincense_offered(fake, bot)
    row, state = await current(bot)
    assert [decision.kind for decision in state.pending] == ["sale"]
    [told] = turn_messages(fake)[before:]
    content = told.body["content"]
    assert WAITS in content and "D7" in content, content  # the move, and the wait
    assert "answers under Play your turn or with /hand" in content  # the holder's DMs may be closed
    assert "<@" not in content and USERS[row.seats[holder].user][1] not in content  # nobody named or pinged
    assert told.body["allowed_mentions"]["users"] == []


@pytest.mark.rule("R6.5")
async def test_a_holders_vacation_does_not_stretch_the_wait_the_table_sees(discord_env):
    """The channel hears of every vacation: a wait past everyone's time limit would then
    name the holder on vacation. The answer the table waits for keeps the table's limit, and
    is kept when it runs out, as any offer's (the holder's own turns still wait for them)."""
    fake, bot = discord_env
    now = [time.time()]
    bot.service.tables.clock = lambda: now[0]
    await open_game(fake, sales="at_once")
    row, state = await current(bot)
    holder = USERS[row.seats[(state.active + 2) % 3].user]
    await fake.interact(fake.command(holder, "me", {"vacation_days": 3}))
    _, seat = await frankincense_offered(fake, bot)
    now[0] += 23 * 3600
    await bot.scheduler.run_once()
    assert (await current(bot))[1].pending  # within the table's 24 hours: it waits
    now[0] += 2 * 3600
    await bot.scheduler.run_once()
    _, state = await current(bot)
    assert not state.pending and 8 in state.players[seat].hand  # closed at 24 hours, the card kept
