"""SIGTERM (docker stop, systemd) closes the bot cleanly: what is in flight finishes or rolls
back, then the database closes; nothing acknowledged is lost."""

from __future__ import annotations

import asyncio
import logging
import os
import signal

import pytest

from bot.engine import replay, state_to_json
from bot.games.samarkand import SAMARKAND
from bot.store import Store
from tests.support.discord_players import USERS, content_of, current, open_game
from tests.support.standin import CHANNEL_ID


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


async def test_a_stop_lets_the_turn_message_under_way_go_out_and_the_player_hear(discord_env, caplog, monkeypatch):
    """The bot stops while a move's turn message is being posted: the stop waits for it (the
    stop's first step, its loops stopped, lets the post go on), so the channel gets it once,
    the player gets their answer, nothing fails on a closed session or database, and no lease
    is left for the next process to wait out."""
    fake, bot = discord_env
    await open_game(fake)
    row, state = await current(bot)
    user = USERS[row.seats[state.active].user]
    await fake.interact(fake.command(user, "marry", {"family": "Sindh"}))
    posting, send = asyncio.Event(), bot.outbox._send

    async def held_until_the_stop(*args, **kwargs):
        posting.set()
        while bot.scheduler.running:  # the stop has begun once its loops are stopped
            await asyncio.sleep(0)
        return await send(*args, **kwargs)
    monkeypatch.setattr(bot.outbox, "_send", held_until_the_stop)
    answered = asyncio.ensure_future(fake.interact(fake.command(user, "discard")))
    await posting.wait()
    await bot.close()
    sent = await answered
    posted = [r for r in sent if r.path == f"/channels/{CHANNEL_ID}/messages"]
    assert "married into the Sindh family" in content_of(posted)
    assert [r for r in sent if r.path.startswith("/webhooks/")]  # the player's own answer
    # the bot's and discord.py's own errors (asyncio's GC notes of discord.py's view timers, which
    # an older discord.py leaves pending, come from other tests' objects at any moment)
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR and r.name.startswith(("samarkand", "discord"))]
    store = await Store.open(bot.db_path, SAMARKAND)
    assert not await store._fetch("SELECT * FROM leases")
    await store.close()
