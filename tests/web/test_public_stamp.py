"""The public pages replay a game only when its public stamp moved (``Store.public_stamp``):
its newest news, its status, its seats. So a private change (a kept card, an offer run out,
a hint counted) costs a viewer no replay, whose time would tell that it happened (R6.5).
That is right only if the stamp moves whenever the public record does: a fresh replay's mark
is compared with the stamp after every command, clock tick, forgotten player and abort."""

from __future__ import annotations

import random
from itertools import pairwise

import aiohttp

from bot.engine import SaleDecision, open_offers, state_from_json
from bot.games.samarkand import SAMARKAND
from bot.games.samarkand.game_service import GameService
from bot.store import Store
from tests.service.conftest import CHANNEL, lobby, play_randomly
from tests.support.clock import ManualClock
from tests.web.conftest import Served

HOURS = (0.0, 0.0, 0.0, 7.0, 30.0)  # between commands, at random: reminders, offers and turns running out


async def marks(service: GameService, game: int) -> tuple[str, object]:
    """The public record's mark, from a fresh replay, and the stamp the pages check."""
    return (await service.pages.spectated(game)).version, await service.store.public_stamp(game)


async def test_the_stamp_moves_whenever_the_public_record_does(database: str):
    store = await Store.open(database, SAMARKAND)
    clock = ManualClock()
    service = GameService(store, clock)
    await lobby(service, 3, seed=8)
    await service.lobby.start(CHANNEL, "u0", False)
    row = await store.live_game(CHANNEL)
    assert row is not None
    rng, seen, moved = random.Random(4), [await marks(service, row.id)], 0
    for step in range(400):
        if step == 200:
            await service.privacy.forget("u1")  # a name replaced by a placeholder: no news
        elif rng.random() < 0.2:
            clock.advance(rng.choice(HOURS))
            await service.clock.tick()
        elif not await play_randomly(service, rng, 1, to_the_end=False):
            break
        seen.append(await marks(service, row.id))
    if await store.live_game(CHANNEL):
        await service.lobby.abort(CHANNEL, "u0", True)
        seen.append(await marks(service, row.id))
    await service.privacy.forget("u2")  # in a game that no longer moves: no news at all
    seen.append(await marks(service, row.id))
    await store.close()
    for (mark, stamp), (later, later_stamp) in pairwise(seen):
        moved += mark != later
        assert mark == later or stamp != later_stamp
    assert moved > 50  # the test means something: the record moved often


async def test_a_kept_card_costs_the_public_pages_no_replay(served: Served, monkeypatch):
    service, game = served.service, served.game
    replays = []
    replayed = service.pages._replayed
    monkeypatch.setattr(service.pages, "_replayed", lambda *asked: replays.append(1) or replayed(*asked))
    rng = random.Random(2)
    async with aiohttp.ClientSession() as session:
        async def version() -> str:
            async with session.get(f"{served.url}/games/{game}/version.json") as answer:
                return str((await answer.json())["version"])
        for _ in range(300):  # to an open sale offer
            row = await service.store.game(game)
            assert row is not None
            offers = open_offers(state_from_json(row.state))
            if offers:
                break
            await play_randomly(service, rng, 1, to_the_end=False)
        else:
            raise AssertionError("no sale offer opened")
        before, replays_before = await version(), len(replays)
        holder = row.seats[offers[0].player].user
        await service.moves.act(CHANNEL, holder, SaleDecision(offers[0].card, False))
        assert await version() == before and len(replays) == replays_before
        await play_randomly(service, rng, 1, to_the_end=False)  # a public move: replayed, and seen
        assert await version() != before and len(replays) == replays_before + 1


async def test_a_forgotten_players_name_leaves_the_images_of_turns_already_shown(served: Served):
    """A finished turn's image is kept by the server (it never changes as the game goes on),
    but a forgotten player's name must leave it too: a viewer asking after ``forget`` sees the
    placeholder, not the copy made before."""
    service, game = served.service, served.game
    address = f"{served.url}/games/{game}/board.png?turn=1"
    async with aiohttp.ClientSession() as session:
        async def image() -> bytes:
            async with session.get(address) as answer:
                assert answer.status == 200
                return await answer.read()
        before = await image()
        assert await image() == before  # kept: the same bytes while nothing changed
        row = await service.store.game(game)
        assert row is not None
        await service.privacy.forget(row.seats[1].user)
        assert await image() != before
