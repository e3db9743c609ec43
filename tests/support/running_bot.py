"""What a contract test waits for in the running bot (``until`` a check holds, such as
its gateway being up), and a game played on a clock the test moves by hand, for the
outage and time-out tests."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable

from bot.ops.config import Config
from tests.support.discord_players import ANN, BOB, current

HOUR = 3600.0  # of the hand-moved clock


def gateway(bot, up: bool):
    """A check for ``until``: the bot's gateway is (or is not) connected."""
    async def check() -> bool:
        return bot.gateway_up is up
    return check


async def playing_on_a_hand_moved_clock(fake, bot) -> tuple[list[float], object]:
    """A two-player game started, its clock moved by hand (``now[0]``); the game's row."""
    now = [time.time()]
    bot.service.tables.clock = lambda: now[0]
    for user, command in ((ANN, "new"), (BOB, "join"), (ANN, "start")):
        await fake.interact(fake.command(user, command))
    row, _ = await current(bot)
    return now, row


async def until(check: Callable[[], Awaitable[bool]], seconds: float = 60.0) -> None:
    """Yield to the bot until ``check`` holds (it must within ``seconds``). The bound only ends
    a test that would hang: 20 s ran out once for a replay's GIF at load 6-7 on two cores."""
    deadline = time.monotonic() + seconds
    while not await check():
        assert time.monotonic() < deadline, "it never happened"
        await asyncio.sleep(0)


def config(tmp_path, token: str) -> Config:
    """The bot's settings for a test: the token given, a database in ``tmp_path``."""
    return Config(token=token, db_path=str(tmp_path / "games.sqlite3"), dev_guild=None, tick_seconds=60.0)
