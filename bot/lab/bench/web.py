"""``python -m bot bench web``: the game pages under load. ``--games`` games (50 by default) are
played some turns on an SQLite file; 200 viewers, each with its own connection, then ask the
bot's page server (the same aiohttp routes ``SAMARKAND_WEB`` serves) for one address after
another: each row gives requests per second and the median and p99 of one request, beside the
floor of a static file (the page's own style sheet) served the same way in turns with it
(``ROUNDS`` of each, one after the other, so that a shared machine's swings touch both alike),
and their ratios to the floor's against the aims (a rate of at least half the floor's, a p99 of at
most twice its). Before a row is timed, each of its addresses is asked once and that first
pass's time is printed on its own: a crowd reads pages someone has already opened, while the
first reader of a new version pays its making. The private pages' rows ask, with signed links,
for the page and the moves image of each game's seat to play."""

from __future__ import annotations

import asyncio
import random
import statistics
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

import aiohttp
from aiohttp import web

from bot.engine import awaiting, legal_actions, state_from_json
from bot.games.samarkand import SAMARKAND
from bot.games.samarkand.game_service import GameService
from bot.games.samarkand.turn_options import first_spaces
from bot.lab.bench.percentiles import percentile
from bot.service.pools import page_pool
from bot.store import GameStatus, Store
from bot.web.addresses import private_address
from bot.web.samarkand_pages import samarkand_routes
from bot.web.server import BACKLOG
from bot.web.signed_link import LinkSigner

VIEWERS = 200
REQUESTS = 20  # each viewer's requests per row, and per floor
ROUNDS = 5  # the turns the floor and a row take, each of REQUESTS // ROUNDS requests a viewer
FLOOR = ["/web/game.css"]  # a static file, the page's style sheet
COMMANDS = 40  # the commands each game is played
AIMS = (0.5, 2.0)  # a row's rate at least this share of the floor's, its p99 at most this multiple of the floor's


@dataclass(frozen=True)
class Row:
    label: str
    seconds: list[float]
    wall: float
    first: float  # seconds the first pass over the row's addresses took, one at a time

    @property
    def rate(self) -> float:
        return len(self.seconds) / self.wall

    @property
    def p99(self) -> float:
        return percentile(self.seconds, 99)

    def figures(self) -> str:
        median = statistics.median(self.seconds)
        return f"{self.rate:5.0f}/s  median {median * 1000:6.1f} ms  p99 {self.p99 * 1000:7.1f} ms"

    def line(self, floor: Row) -> str:
        """The row's figures beside ``floor``'s, their ratios and whether both are within the aims."""
        rate, p99 = self.rate / floor.rate, self.p99 / floor.p99
        verdict = "within the aims" if rate >= AIMS[0] and p99 <= AIMS[1] else "OUTSIDE the aims"
        return (f"{self.label:<34} {self.figures()}   floor {floor.figures()}   x floor: rate {rate:4.2f}"
                f" p99 {p99:4.2f}  {verdict}  (first pass {self.first:.2f} s)")


async def games(service: GameService, count: int, rng: random.Random) -> list[int]:
    """``count`` three-player games, each played COMMANDS random commands (fewer if it ends)."""
    ids: list[int] = []
    for number in range(count):
        channel = f"c{number}"
        await service.lobby.create(channel, "g", "u0", "Ann", seed=number)
        for seat in (1, 2):
            await service.lobby.join(channel, f"u{seat}", f"Player {seat}")
        await service.lobby.start(channel, "u0", False)
        for _ in range(COMMANDS):
            row = await service.store.live_game(channel)
            if row is None or row.status is not GameStatus.PLAYING:
                break
            state = state_from_json(row.state)
            seat = awaiting(state)[0].player
            await service.moves.act(channel, row.seats[seat].user, rng.choice(legal_actions(state, seat)))
        found = await service.store.latest_game(channel)
        assert found is not None
        ids.append(found.id)
    return ids


async def private_links(service: GameService, signer: LinkSigner, ids: list[int]) -> tuple[list[str], list[str]]:
    """The private page of each game's seat to play (games not over), and those of them with
    moves to draw."""
    pages, with_moves = [], []
    for game in ids:
        row = await service.store.game(game)
        assert row is not None
        state = state_from_json(row.state)
        if state.over:
            continue
        seat = awaiting(state)[0].player
        page = private_address("", game, signer.token(game, seat, row.seats[seat].user, service.tables.clock()))
        pages.append(page)
        screen = await service.pages.held_screen(game, seat, row.seats[seat].user)
        if first_spaces(screen.board, screen.options):
            with_moves.append(page + "/moves.png")
    return pages, with_moves


async def first_pass(base: str, addresses: list[str]) -> float:
    """Each address asked once, one after another: the seconds it took (the makings a crowd then shares)."""
    began = time.perf_counter()
    async with aiohttp.ClientSession() as session:
        for address in dict.fromkeys(addresses):
            async with session.get(base + address) as answer:
                await answer.read()
                assert answer.status == 200, answer.status
    return time.perf_counter() - began


async def crowd(base: str, address: list[str], requests: int, seconds: list[float]) -> float:
    """VIEWERS at once, each asking ``requests`` addresses in turn on its own connection: each
    request's seconds added to ``seconds``; the seconds the crowd took returned."""
    async def viewer(first: int) -> None:
        async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=1)) as session:
            for k in range(requests):
                began = time.perf_counter()
                async with session.get(base + address[(first + k) % len(address)]) as answer:
                    await answer.read()
                    assert answer.status == 200, answer.status
                seconds.append(time.perf_counter() - began)

    began = time.perf_counter()
    await asyncio.gather(*(viewer(v) for v in range(VIEWERS)))
    return time.perf_counter() - began


async def viewers(base: str, label: str, address: list[str]) -> tuple[Row, Row]:
    """The first pass over the row's addresses, then the floor's crowd and the row's in turns,
    ROUNDS times: the floor and the row, measured over the same stretch of the machine's time.
    Each alone for a second or so, one after the other, met different moments: the floor's own
    p99 moved by a factor of 1.9 between the rows of one run."""
    first = await first_pass(base, address)
    floor: list[float] = []
    row: list[float] = []
    walls = [0.0, 0.0]
    for _ in range(ROUNDS):
        walls[0] += await crowd(base, FLOOR, REQUESTS // ROUNDS, floor)
        walls[1] += await crowd(base, address, REQUESTS // ROUNDS, row)
    return Row("floor", floor, walls[0], 0.0), Row(label, row, walls[1], first)


async def bench(count: int) -> None:
    rng = random.Random(1)
    with tempfile.TemporaryDirectory() as folder:
        store = await Store.open(str(Path(folder) / "web.sqlite3"), SAMARKAND)
        service = GameService(store, cpu=page_pool())  # as the bot's
        ids = await games(service, count, rng)
        app = web.Application()
        signer = LinkSigner(b"the benchmark's secret, not a host's one")
        app.add_routes(samarkand_routes(service, signer))
        runner = web.AppRunner(app, access_log=None)
        await runner.setup()
        await web.TCPSite(runner, "127.0.0.1", 0, backlog=BACKLOG).start()  # as the bot listens
        base = f"http://127.0.0.1:{runner.addresses[0][1]}"
        turns = {game: [p.turn for p in (await service.pages.spectated(game)).positions] for game in ids}
        private, moves = await private_links(service, signer, ids)
        print(f"{count} games, {VIEWERS} viewers at once, {REQUESTS} requests each per row; aims: a rate of "
              f"at least {AIMS[0]} x the floor's, a p99 of at most {AIMS[1]} x the floor's")
        for label, addresses in (
                ("version.json (the page's poll)", [f"/games/{g}/version.json" for g in ids]),
                ("page (HTML)", [f"/games/{g}" for g in ids]),
                ("page.json at a random turn", [f"/games/{g}/page.json?turn={rng.choice(turns[g])}" for g in ids]),
                ("board.png at a random turn", [f"/games/{g}/board.png?turn={rng.choice(turns[g])}" for g in ids]),
                ("private page (HTML), signed link", private),
                ("private moves.png, signed link", moves)):
            floor, row = await viewers(base, label, addresses)
            print(row.line(floor))
        await runner.cleanup()
        await store.close()


def run(count: int) -> None:
    asyncio.run(bench(count))
