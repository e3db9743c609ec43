"""The second game's pages through the platform's real server (issue 47): Pebbles
(``tests/support/pebbles.py``) with its web side (``tests/support/pebbles_web.py``), served by
the same routes as Samarkand's, on both backends. Two tables play the same public moves with
other lucky numbers (each player's secret): every public address answers the same bytes and
headers at both, and shows whose turn it is, the pebbles left and the moves; the private page
shows its seat's holder the lucky number, behind the signed link only."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from contextlib import AsyncExitStack
from dataclasses import dataclass

import aiohttp
import pytest

from bot.service import Platform, Tables
from bot.store import Store
from bot.web.private_routes import PrivatePages
from bot.web.routes import GamePages
from bot.web.signed_link import LinkSigner
from tests.support.clock import ManualClock
from tests.support.pebbles import PEBBLES, TAKES, Pile
from tests.support.pebbles_web import PebblesPages
from tests.web.conftest import SECRET, serving_routes

CHANNEL, GUILD = "pebbles-1", "guild-1"
USERS = ("u0", "u1")


def lucky_numbers(seed: int) -> tuple[int, int]:
    """The two players' lucky numbers a game of this seed deals (``Pebbles.start``)."""
    deal = random.Random(seed)
    return deal.choice(TAKES), deal.choice(TAKES)


SEEDS = (7, next(seed for seed in range(8, 100) if all(a != b for a, b in zip(lucky_numbers(7), lucky_numbers(seed),
                                                                                 strict=True))))


@dataclass(frozen=True)
class Table:
    platform: Platform
    game: int
    url: str
    clock: ManualClock

    async def pile(self) -> Pile:
        row = await self.platform.store.game(self.game)
        assert row is not None
        return PEBBLES.load(row.state)


@pytest.fixture
async def tables(database: str, tmp_path, request: pytest.FixtureRequest) -> AsyncIterator[list[Table]]:
    """Two games of Pebbles, each in its own database and served, Ann then Bob seated, the
    same public moves played (Ann takes 3, Bob 2), other lucky numbers dealt."""
    sqlite = database.endswith(".sqlite3")
    addresses = [database, str(tmp_path / "other.sqlite3") if sqlite else
                 await request.getfixturevalue("postgres").new_database()]
    async with AsyncExitStack() as stack:
        found = []
        for seed, address in zip(SEEDS, addresses, strict=True):
            store = await Store.open(address, PEBBLES)
            stack.push_async_callback(store.close)
            clock = ManualClock()
            platform = Platform(Tables(store, PEBBLES, clock))
            await platform.lobby.create(CHANNEL, GUILD, "u0", "Ann", seed=seed)
            await platform.lobby.join(CHANNEL, "u1", "Bob")
            game = (await platform.lobby.start(CHANNEL, "u0", False)).game_id
            for user, take in zip(USERS, (3, 2), strict=True):
                await platform.moves.act(CHANNEL, user, take)
            side, signer = PebblesPages(platform), LinkSigner(SECRET.encode())
            routes = GamePages(platform, side).routes() + PrivatePages(platform, side, signer).routes()
            found.append(Table(platform, game, await stack.enter_async_context(serving_routes(routes)), clock))
        yield found


async def answer(session: aiohttp.ClientSession, url: str) -> tuple[int, dict[str, str], bytes]:
    async with session.get(url) as got:
        return got.status, {k: v for k, v in got.headers.items() if k not in ("Date", "Server")}, await got.read()


async def test_second_game_public_page_shows_the_turn_the_pile_and_the_moves_and_no_secret(tables: list[Table]):
    piles = [await table.pile() for table in tables]
    assert all(a != b for a, b in zip(piles[0].lucky, piles[1].lucky, strict=True))  # the secrets differ
    game = tables[0].game
    assert tables[1].game == game
    paths = [f"/games/{game}", f"/games/{game}/page.json", f"/games/{game}/version.json", f"/games/{game}/board.png"]
    async with aiohttp.ClientSession() as session:
        for path in paths:
            got = [await answer(session, table.url + path) for table in tables]
            assert got[0][0] == 200 and got[1] == got[0], path  # nothing public depends on a secret
            assert "lucky" not in (repr(got[0][1]) + got[0][2].decode("latin-1")).lower(), path
        _, _, page = await answer(session, f"{tables[0].url}/games/{game}")
    html = page.decode()
    assert "turn 3" in html and "To take: Ann" in html and "Pebbles left: 6" in html
    assert "pebbles.took count=3 left=8 player=Ann" in html and "pebbles.took count=2 left=6 player=Bob" in html


async def test_second_game_page_follows_a_move(tables: list[Table]):
    table = tables[0]
    async with aiohttp.ClientSession() as session:
        _, _, before = await answer(session, f"{table.url}/games/{table.game}/version.json")
        await table.platform.moves.act(CHANNEL, "u0", 1)
        _, _, after = await answer(session, f"{table.url}/games/{table.game}/version.json")
        _, _, page = await answer(session, f"{table.url}/games/{table.game}")
    assert before != after and "Pebbles left: 5" in page.decode() and "To take: Bob" in page.decode()


async def test_second_game_private_page_shows_the_lucky_number_behind_the_signed_link_only(tables: list[Table]):
    table, signer = tables[0], LinkSigner(SECRET.encode())
    pile = await table.pile()
    private = f"{table.url}/games/{table.game}/private/"
    mine = signer.token(table.game, 0, "u0", table.clock())
    async with aiohttp.ClientSession() as session:
        status, headers, page = await answer(session, private + mine)
        assert status == 200 and f"Your lucky number: {pile.lucky[0]}" in page.decode()
        assert headers["Cache-Control"] == "no-store" and "You may take: 1, 2, 3" in page.decode()
        status, headers, image = await answer(session, private + mine + "/moves.png")
        assert status == 200 and image.startswith(b"\x89PNG")
        not_held = signer.token(table.game, 0, "u1", table.clock())  # Bob's link to Ann's seat
        forged = mine[:-1] + ("0" if mine[-1] != "0" else "1")
        for token, refused in ((not_held, 403), (forged, 403)):
            status, _, said = await answer(session, private + token)
            assert status == refused and b"lucky" not in said.lower()
        status, _, _ = await answer(session, private + signer.token(table.game, 1, "u1", table.clock()) + "/moves.png")
        assert status == 404  # Bob's seat: not his turn, no moves to draw
