"""A started game played for some turns, and the public and private pages serving it on
127.0.0.1 (an ephemeral port), through the same aiohttp routes the bot serves with
SAMARKAND_WEB (and, for the private pages, SAMARKAND_WEB_SECRET)."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass

import aiohttp
import pytest
from aiohttp import web
from aiohttp.typedefs import Middleware

from bot.games.samarkand import SAMARKAND
from bot.games.samarkand.game_service import GameService
from bot.store import Store
from bot.web.samarkand_pages import samarkand_routes
from bot.web.server import runner_of
from bot.web.signed_link import LinkSigner
from tests.service.conftest import CHANNEL, lobby, play_randomly
from tests.support.clock import ManualClock

COMMANDS = 40  # enough for a few turns, hands with cards and a sale or two
SECRET = "a test secret, long enough for SAMARKAND_WEB_SECRET"


@dataclass(frozen=True)
class Served:
    service: GameService
    game: int
    url: str  # http://127.0.0.1:<port>
    signer: LinkSigner  # signs the private pages' links, as the bot does with SAMARKAND_WEB_SECRET
    clock: ManualClock


async def played(service: GameService, commands: int = COMMANDS) -> int:
    """A three-player game, started and played ``commands`` random commands in; its id."""
    await lobby(service, 3, seed=11)
    await service.lobby.start(CHANNEL, "u0", False)
    await play_randomly(service, random.Random(3), commands, to_the_end=False)
    row = await service.store.live_game(CHANNEL)
    assert row is not None
    return row.id


@asynccontextmanager
async def serving_routes(routes: list[web.RouteDef], middlewares: Sequence[Middleware] = ()) -> AsyncIterator[str]:
    """The page ``routes`` (any game's), served as the bot serves them (behind a test's
    ``middlewares``, if any: a server under load, say), at their address."""
    app = web.Application(middlewares=middlewares)
    app.add_routes(routes)
    runner = runner_of(app)
    await runner.setup()
    await web.TCPSite(runner, "127.0.0.1", 0).start()
    try:
        yield f"http://127.0.0.1:{runner.addresses[0][1]}"
    finally:
        await runner.cleanup()


@asynccontextmanager
async def serving(service: GameService, signer: LinkSigner | None,
                  middlewares: Sequence[Middleware] = ()) -> AsyncIterator[str]:
    """The pages of ``service`` (the private ones with ``signer``, else off), at their address."""
    async with serving_routes(samarkand_routes(service, signer), middlewares) as url:
        yield url


@asynccontextmanager
async def serving_a_game(database: str, middlewares: Sequence[Middleware] = ()) -> AsyncIterator[Served]:
    """A game played some turns in ``database``, and its pages served (behind ``middlewares``)."""
    store = await Store.open(database, SAMARKAND)
    clock = ManualClock()
    service = GameService(store, clock)
    game = await played(service)
    signer = LinkSigner(SECRET.encode())
    try:
        async with serving(service, signer, middlewares) as url:
            yield Served(service, game, url, signer, clock)
    finally:
        await store.close()


@pytest.fixture
async def served(database: str) -> AsyncIterator[Served]:
    async with serving_a_game(database) as found:
        yield found


async def answers(base: str, addresses: list[str]) -> list[tuple[int, bytes]]:
    """The status and the bytes at each address, in order."""
    async with aiohttp.ClientSession() as session:
        found = []
        for address in addresses:
            async with session.get(base + address) as answer:
                found.append((answer.status, await answer.read()))
        return found


async def public_paths(service: GameService, game: int, after: int = -1, images: bool = True) -> list[str]:
    """Every public address of the game: each position's page, data and image in each
    language (of the positions after turn ``after`` only, and the current one; without the
    images if not ``images``), the version, the page's files, and a private link that must
    be refused."""
    spectated = await service.pages.spectated(game)
    paths = [f"/games/{game}/version.json", "/web/game.css", "/web/game.js", f"/games/{game}/private/0.u0.1.{'0' * 64}"]
    for language in ("en", "de"):
        for turn in ("", *(f"&turn={p.turn}" for p in spectated.positions if p.turn > after)):
            paths += [f"/games/{game}?lang={language}{turn}", f"/games/{game}/page.json?lang={language}{turn}"]
            if images:
                paths.append(f"/games/{game}/board.png?lang={language}" + (turn or f"&v={spectated.version}"))
    return paths
