"""A command cancelled at any await (a shutdown, a timeout wrapper, a task discord.py drops)
leaves the shared connection usable and loses nothing acknowledged."""

import asyncio
import contextlib

from bot.engine import Marry, legal_actions, replay, state_from_json, state_to_json
from bot.games.samarkand import SAMARKAND
from bot.games.samarkand.game_service import GameService
from bot.service import ServiceError
from bot.store import GameStatus, Store
from tests.service.conftest import CHANNEL, lobby


async def cancelled_after(turns: int, work) -> bool:
    """Start ``work``, let the loop run ``turns`` times, cancel it; True if it had finished.
    (A connection left inside a transaction would hang the next write: hence the limit.)"""
    task = asyncio.ensure_future(work)
    for _ in range(turns):
        await asyncio.sleep(0)
    finished = task.done()
    task.cancel()
    with contextlib.suppress(asyncio.CancelledError, ServiceError):
        await asyncio.wait_for(task, 10)
    return finished


async def test_a_command_cancelled_at_any_await_leaves_the_store_sound(database, clock):
    path = database
    service = GameService(await Store.open(path, SAMARKAND), clock)
    await lobby(service, 2)
    await service.lobby.start(CHANNEL, "u0", False)
    acknowledged = 0
    for turns in range(0, 60, 3):
        row = await service.store.live_game(CHANNEL)
        if row is None:
            break
        state = state_from_json(row.state)
        seat = state.active if not state.pending else state.pending[0].player
        action = legal_actions(state, seat)[0]
        if await cancelled_after(turns, service.moves.act(CHANNEL, row.seats[seat].user, action)):
            acknowledged += 1
        await asyncio.wait_for(service.play.standing_order(CHANNEL, "u0", "Silk", "sell"), 10)  # still writes
        await service.store.settled()  # a cancelled command's transaction ends in the background
    row = await service.store.latest_game(CHANNEL)
    if row.status is GameStatus.PLAYING:  # and one command that returned normally must survive the restart
        state = state_from_json(row.state)
        seat = state.active if not state.pending else state.pending[0].player
        await service.moves.act(CHANNEL, row.seats[seat].user, legal_actions(state, seat)[0])
        acknowledged += 1
        row = await service.store.latest_game(CHANNEL)
    await service.store.close()
    reopened = await Store.open(path, SAMARKAND)
    again = await reopened.latest_game(CHANNEL)
    assert (again.version, again.state) == (row.version, row.state)
    log = [(e.seat, e.action) for e in await reopened.log(row.id)]
    assert len(log) >= acknowledged > 0
    assert state_to_json(replay([s.name for s in row.seats], row.seed, log)) == row.state
    await reopened.close()


async def test_closing_waits_for_a_write_in_flight(database, clock):
    path = database
    service = GameService(await Store.open(path, SAMARKAND), clock)
    await lobby(service, 2)
    await service.lobby.start(CHANNEL, "u0", False)
    row = await service.store.live_game(CHANNEL)
    command = asyncio.ensure_future(service.moves.act(CHANNEL, row.seats[0].user, Marry(3)))
    await asyncio.sleep(0)
    await service.store.close()  # as a shutdown would, while the command is in flight
    with contextlib.suppress(Exception):
        await command
    reopened = await Store.open(path, SAMARKAND)
    after = await reopened.live_game(CHANNEL)
    assert after.version in (row.version, row.version + 1)
    assert len(await reopened.log(row.id)) == after.version - row.version
    await reopened.close()
