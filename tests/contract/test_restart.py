"""A restart with many games in play stays inside Discord's global budget: the first pass
reminds every overdue game without a global 429, and does not ask Discord about every game's
channel at once (each is checked at its own moment of the day); and whatever the bot has to
send at once, it paces itself under the budget."""

from __future__ import annotations

import re

from bot.runtime.scheduler import DAY
from tests.support.many_games import populate

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
