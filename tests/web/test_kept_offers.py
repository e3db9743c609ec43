"""R6.5 on the public pages, over a whole game on both backends: one game played at three
tables with the same seating, the same public moves and the same clock, but other deals (the
seed shuffles only the deck at three or more players), so that a goods space a camel reaches
has its card in the deck at one table and in a hand at another. At one table the holders keep
every card at once, at another they let every offer run out, at the third they keep again.
Every public address answers the same bytes and the same headers at all three, up to the
end (which reveals every hand): the version and the current page after every move, every
new position's page and data every tenth move, and every position's page, data and image
every fiftieth (an image draws the position its data lists space by space): nothing public
moves when a card is kept, privately or by the clock."""

from __future__ import annotations

import asyncio
import random
from collections.abc import AsyncIterator
from contextlib import AsyncExitStack
from dataclasses import dataclass
from enum import Enum

import aiohttp
import pytest

from bot.engine import Discard, SaleDecision, awaiting, legal_actions, state_from_json
from bot.engine.rng import seed_state, shuffle
from bot.games.samarkand import SAMARKAND
from bot.games.samarkand.game_service import GameService
from bot.store import Store
from bot.web.signed_link import LinkSigner
from tests.service.conftest import CHANNEL, lobby
from tests.support.clock import ManualClock
from tests.web.conftest import SECRET, public_paths, serving

GAME = 1  # each table's game, the first in its own database
PACE = 13.0  # hours between moves: an offer left alone runs out (24 h) by the move after next


class Holder(Enum):
    """What the holder of a sale offer does."""

    KEEPS = "keeps the card at once"
    LETS_IT_RUN_OUT = "lets the offer run out"


def seeds_seated_alike(count: int) -> list[int]:
    """``count`` seeds that seat three players in the same order (R2.7) but deal apart."""
    def order(seed: int) -> list[int]:
        seats = [0, 1, 2]
        shuffle(seed_state(seed), seats)
        return seats
    return [seed for seed in range(11, 100) if order(seed) == order(11)][:count]


SEATINGS = tuple(zip(seeds_seated_alike(3), (Holder.KEEPS, Holder.LETS_IT_RUN_OUT, Holder.KEEPS), strict=True))


@dataclass
class Table:
    holder: Holder
    service: GameService
    clock: ManualClock
    url: str
    opened: list[bool]  # whether each move opened a sale offer
    timed_out: int = 0  # offers closed by the clock

    async def state(self):
        row = await self.service.store.game(GAME)
        assert row is not None
        return row, state_from_json(row.state)

    async def move(self, user: str, action) -> None:
        """``action`` (a discard: as many of this table's own cards), then the holders'
        answers to the offers it opened."""
        if isinstance(action, Discard):
            row, state = await self.state()
            hand = state.players[[seat.user for seat in row.seats].index(user)].hand
            action = Discard(tuple(hand[:len(action.cards)]))
        await self.service.moves.act(CHANNEL, user, action)
        row, state = await self.state()
        self.opened.append(bool(state.offers))
        for offer in state.offers:
            if self.holder is Holder.KEEPS:
                await self.service.moves.act(CHANNEL, row.seats[offer.player].user, SaleDecision(offer.card, False))

    async def pass_time(self) -> None:
        """The same hours and the same clock pass at every table."""
        _, before = await self.state()
        self.clock.advance(PACE)
        await self.service.clock.tick()
        _, after = await self.state()
        self.timed_out += len(before.offers) - len(after.offers)


IMAGES_KEPT = 1_000  # every image of one game at three tables, in both languages


@pytest.fixture
async def tables(database: str, tmp_path, request: pytest.FixtureRequest,
                 monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[list[Table]]:
    """The three tables, each in its own database, each served, each with its lobby started.
    Each server keeps every board image it draws: the test asks for every finished turn's
    image at every fiftieth move, which a smaller bound on the images kept would lose to the scan itself
    (the oldest first, each drawn again: half of the test's time), while a finished
    turn's image is named by its turn alone and never drawn again once kept."""
    monkeypatch.setattr("bot.web.routes.IMAGES_KEPT", IMAGES_KEPT)
    sqlite = database.endswith(".sqlite3")
    addresses = [database] + [str(tmp_path / f"table{n}.sqlite3") if sqlite else
                              await request.getfixturevalue("postgres").new_database() for n in (1, 2)]
    async with AsyncExitStack() as stack:
        found = []
        for (seed, holder), address in zip(SEATINGS, addresses, strict=True):
            store = await Store.open(address, SAMARKAND)
            stack.push_async_callback(store.close)
            clock = ManualClock()
            service = GameService(store, clock)
            await lobby(service, 3, seed=seed)
            await service.lobby.start(CHANNEL, "u0", False)
            url = await stack.enter_async_context(serving(service, LinkSigner(SECRET.encode())))
            found.append(Table(holder, service, clock, url, []))
        yield found


def public_move(state, rng: random.Random):
    """The awaited seat's move from public facts only: the same at every table (a discard's
    cards stand for how many; each table discards its own)."""
    decision = awaiting(state)[0]
    if decision.kind == "discard":
        return decision.player, Discard(tuple(state.players[decision.player].hand[:decision.least]))
    return decision.player, rng.choice([a for a in legal_actions(state, decision.player)
                                        if not isinstance(a, SaleDecision)])


async def answer(session: aiohttp.ClientSession, url: str) -> tuple[int, list[tuple[str, str]], bytes]:
    """The status, the headers (but the date) and the bytes at ``url``."""
    async with session.get(url) as answer:
        headers = sorted((k, v) for k, v in answer.headers.items() if k not in ("Date", "Server"))
        return answer.status, headers, await answer.read()


async def answers(tables: list[Table], paths: list[str]) -> None:
    """Each path gives the same status, headers and bytes at every table (the tables asked
    at once: each is its own server and database)."""
    async with aiohttp.ClientSession() as session:
        for path in paths:
            got = await asyncio.gather(*(answer(session, table.url + path) for table in tables))
            assert got[0][0] in (200, 403) and got[1:] == [got[0]] * (len(tables) - 1), path


@pytest.mark.slow
async def test_a_kept_card_moves_nothing_public_whoever_keeps_it_and_however(tables: list[Table]):
    movers = random.Random(11)
    game = GAME
    every = [f"/games/{game}/version.json", f"/games/{game}/page.json?lang=en", f"/games/{game}?lang=de"]
    compared = -1  # every check compares the positions after this turn; every fifth, all of them
    for step in range(400):
        row, state = await tables[0].state()
        seat, action = public_move(state, movers)
        await asyncio.gather(*(table.move(row.seats[seat].user, action) for table in tables))
        _, after = await tables[0].state()
        if after.end_reason:
            break  # the end shows every hand, which differ by design
        if step % 10:
            await answers(tables, every)
        else:
            whole = step % 50 == 0
            await answers(tables, await public_paths(tables[0].service, game, -1 if whole else compared, images=whole))
            compared = after.turn - 2  # the position of the turn under way, and the one before, again next time
        if after.turn != state.turn:  # a turn's end: the hours pass (a turn's own steps take none)
            await asyncio.gather(*(table.pass_time() for table in tables))
    else:
        raise AssertionError("the game did not end")
    # the test means something: some moves opened an offer at one table and none at another,
    # and offers ran out by the clock
    opened = list(zip(*(table.opened for table in tables), strict=True))
    assert sum(len(set(moved)) > 1 for moved in opened) > 5 and tables[1].timed_out > 3
