"""SIGTERM (docker stop, systemd) closes the bot cleanly: what is in flight finishes or rolls
back, then the database closes; nothing acknowledged is lost."""

from __future__ import annotations

import asyncio
import os
import signal

import pytest

from bot.engine import replay, state_to_json
from bot.games.samarkand import SAMARKAND
from bot.store import Store
from tests.support.discord_players import USERS, current, open_game


@pytest.mark.slow
async def test_sigterm_finishes_what_is_in_flight_then_closes(spec, discord_env):
    fake, bot = discord_env
    await open_game(fake)
    row, state = await current(bot)
    assert signal.SIGTERM in asyncio.get_running_loop()._signal_handlers  # or the kill below ends pytest
    user = USERS[row.seats[state.active].user]
    command = asyncio.ensure_future(fake.interact(fake.command(user, "marry", {"family": "Sindh"})))
    await asyncio.sleep(0)
    os.kill(os.getpid(), signal.SIGTERM)
    for _ in range(100):  # the loop reads the signal, then runs its handler: a few turns of the loop
        if bot.closing is not None:
            break
        await asyncio.sleep(0)
    assert bot.closing is not None
    await bot.closing
    command.cancel()  # closed: an answer that has not come never will (the stand-in would wait 20 s for it)
    await asyncio.gather(command, return_exceptions=True)
    assert bot.is_closed() and not bot.service.store.is_open
    store = await Store.open(bot.db_path, SAMARKAND)
    after = await store.latest_game(row.channel_id)
    log = [(e.seat, e.action) for e in await store.log(after.id)]
    assert len(log) == after.version - row.version  # the marriage committed whole, or not at all
    assert state_to_json(replay([s.name for s in after.seats], after.seed, log)) == after.state
    await store.close()
