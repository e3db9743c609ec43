"""``python -m bot bench bot --restart``: the bot starts with many games in its database, a
fifth of them overdue, against the Discord stand-in with Discord's rate limits. Printed: the
peak requests in one second, the requests in the first minute, how long the first pass took
to catch up (every overdue game reminded), and the 429s, global and per route (the global
ones must be 0: each counts toward Discord's ban for invalid requests)."""

from __future__ import annotations

import asyncio
import tempfile
import time
from pathlib import Path

from bot.ai.thinking import InlineThinker
from bot.games.samarkand import SAMARKAND
from bot.games.samarkand.game_service import GameService
from bot.runtime.app import SamarkandBot
from bot.store import Store
from tests.support.bench_bot import route_to
from tests.support.many_games import populate
from tests.support.standin import TOKEN, FakeDiscord

MINUTE = 60.0


async def bench(games: int, due: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = str(Path(folder) / "restart.sqlite3")
        service = GameService(await Store.open(path, SAMARKAND))
        await populate(service, games, due)
        await service.store.close()
        print(f"Restart benchmark: {games} games in play, {due} of them overdue; real discord.py through the "
              "stand-in on 127.0.0.1, with Discord's rate limits", flush=True)
        fake = FakeDiscord()
        route_to(await fake.start())
        bot = SamarkandBot(path, start_scheduler=False, thinker=InlineThinker(), guild_ready_timeout=0)
        runner = asyncio.create_task(bot.start(TOKEN))
        try:
            await asyncio.wait_for(bot.wait_until_ready(), 30)
            caught_up, started = await first_minute(bot)
        finally:
            await bot.close()
            await asyncio.gather(runner, return_exceptions=True)
            await fake.stop()
    in_first_minute = sum(1 for r in fake.requests if r.at - started < MINUTE)
    print(f"catch-up (the first pass) took {caught_up:.1f} s; {in_first_minute} requests in the first minute; "
          f"{fake.budget.summary()}")


async def first_minute(bot: SamarkandBot) -> tuple[float, float]:
    """The first pass as the running bot makes it, timed, then the clockwork for the rest of
    the minute; when it started (perf_counter), and how long the pass took."""
    started = time.perf_counter()
    await bot.scheduler.prepare()
    await bot.scheduler.run_once()
    caught_up = time.perf_counter() - started
    bot.scheduler.start()
    bot.driver.start()
    await asyncio.sleep(max(0.0, MINUTE - (time.perf_counter() - started)))
    return caught_up, started


def run(games: int = 1000) -> None:
    asyncio.run(bench(games, games // 5))
