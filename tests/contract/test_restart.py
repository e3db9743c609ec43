"""A restart with many games in play stays inside Discord's global budget: the first pass
reminds every overdue game without a global 429, and does not ask Discord about every game's
channel at once (each is checked at its own moment of the day); and whatever the bot has to
send at once, it paces itself under the budget. A bot killed while it held a game's claims
leaves them to the bot started in its place at once."""

from __future__ import annotations

import asyncio
import os
import re

from bot.runtime.scheduler import DAY
from tests.contract.conftest import started_bot, stopped
from tests.support.discord_players import USERS, current, open_game, posts
from tests.support.ended_process import ended_process, owner_here, owner_started_before_this
from tests.support.many_games import populate
from tests.support.standin import CHANNEL_ID

GAMES, DUE = 120, 60


def channel_checks(fake) -> list:
    return [r for r in fake.requests if r.method == "GET" and re.fullmatch(r"/channels/\d+", r.path)]


async def test_the_first_pass_after_a_restart_stays_inside_the_global_budget(discord_env, capsys):
    fake, bot = discord_env
    await populate(bot.service, GAMES, DUE)
    await bot.scheduler.run_once()
    reminders = [r for r in fake.requests if r.method == "POST" and r.path.endswith("/messages") and r.status == 200]
    with capsys.disabled():
        print(f"\nrestart with {GAMES} games, {DUE} overdue: {len(fake.requests)} requests, "
              f"{len(channel_checks(fake))} channel checks; rate budget: {fake.budget.summary()}")
    assert len(reminders) == DUE
    assert fake.budget.refused["global"] == 0
    assert len(channel_checks(fake)) < GAMES / 10  # spread over the day, not all at the start


async def test_a_pass_that_checks_every_channel_at_once_stays_inside_the_global_budget(discord_env):
    fake, bot = discord_env
    await populate(bot.service, GAMES, 0)
    bot.scheduler.threads_since = bot.service.tables.clock() - DAY  # the process was suspended for a day
    await bot.scheduler.run_once()
    assert fake.budget.refused["global"] == 0  # the bot paced itself; discord.py alone would not
    assert len(channel_checks(fake)) == GAMES


async def test_a_bot_started_after_one_killed_while_it_announced_posts_the_turn_message_at_once(discord_env,
                                                                                                 monkeypatch):
    """The bot was killed while it held the game's claims (posting the turn message, a pass,
    a computer's move, a retelling): the bot started in its place takes them back at its
    start, and its first pass posts the turn message, instead of two minutes of silence while
    the dead process's claims run out. In a container the new bot often has the dead one's
    process id: that claim is taken back too."""
    fake, bot = discord_env
    await open_game(fake)
    row, state = await current(bot)
    monkeypatch.setattr(bot.outbox, "announce", lambda game_id: asyncio.sleep(0))  # killed before it posted
    await fake.interact(fake.command(USERS[row.seats[state.active].user], "marry", {"family": "Sindh"}))
    await fake.interact(fake.command(USERS[row.seats[state.active].user], "discard"))
    expires = bot.service.tables.clock() + bot.platform.store.lease_seconds
    owners = {"announce": owner_here(ended_process()), "clock": owner_started_before_this(os.getpid()),
              "tell": owner_here(ended_process())}
    for work, owner in owners.items():
        await bot.platform.store.atomically(lambda tx, work=work, owner=owner: tx.execute(
            "INSERT INTO leases (game_id, work, owner, expires) VALUES (?, ?, ?, ?)", (row.id, work, owner, expires)))
    before = len(fake.requests)
    restarted, runner = await started_bot(bot.db_path)
    try:
        assert await restarted.scheduler.prepare()
        for work in ("announce", "clock", "tell"):
            assert await restarted.platform.store.lease_owner(work, row.id, restarted.service.tables.clock()) is None
        await restarted.scheduler.run_once()
    finally:
        await stopped(restarted, runner)
    told = [r.body["content"] for r in posts(fake, CHANNEL_ID, before, files=True)]
    assert len(told) == 1 and "married into the Sindh family" in told[0]
