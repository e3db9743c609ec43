"""A started game played for some turns, and the public pages serving it on 127.0.0.1 (an
ephemeral port), through the same aiohttp routes the bot serves with SAMARKAND_WEB."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from dataclasses import dataclass

import pytest
from aiohttp import web

from bot.service import GameService
from bot.store import Store
from bot.web.routes import GamePages
from tests.service.conftest import CHANNEL, lobby, play_randomly
from tests.support.clock import ManualClock

COMMANDS = 40  # enough for a few turns, hands with cards and a sale or two


@dataclass(frozen=True)
class Served:
    service: GameService
    game: int
    url: str  # http://127.0.0.1:<port>


async def played(service: GameService, commands: int = COMMANDS) -> int:
    """A three-player game, started and played ``commands`` random commands in; its id."""
    await lobby(service, 3, seed=11)
    await service.start(CHANNEL, "u0", False)
    await play_randomly(service, random.Random(3), commands, to_the_end=False)
    row = await service.store.live_game(CHANNEL)
    assert row is not None
    return row.id


@pytest.fixture
async def served(database: str) -> AsyncIterator[Served]:
    store = await Store.open(database)
    service = GameService(store, ManualClock())
    game = await played(service)
    app = web.Application()
    app.add_routes(GamePages(service).routes())
    runner = web.AppRunner(app, access_log=None)
    await runner.setup()
    await web.TCPSite(runner, "127.0.0.1", 0).start()
    yield Served(service, game, f"http://127.0.0.1:{runner.addresses[0][1]}")
    await runner.cleanup()
    await store.close()
