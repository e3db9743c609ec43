"""Computer players think in other processes and move as their own steps: a player's
command never waits for them, and a restart in the middle of a computer chain resumes it."""

import asyncio
import time

from bot.engine import action_from_dict, replay, state_from_json, state_to_json
from bot.service import GameService
from bot.store import Store
from bot.thinking import PoolThinker
from tests.service.conftest import CHANNEL, lobby


async def drive(service: GameService, game_id: int, most: int = 10_000) -> int:
    """Play computer steps until none is due; returns how many were played."""
    steps = 0
    while steps < most and await service.computer_step(game_id):
        steps += 1
    return steps


async def test_replacing_the_last_person_returns_at_once_and_the_computers_play_step_by_step(service):
    await lobby(service, 1, ["greedy"])
    await service.start(CHANNEL, "u0", False)
    row = await service.store.live_game(CHANNEL)
    await drive(service, row.id)
    before = len(await service.store.log(row.id))
    report = await service.replace(CHANNEL, "u0", False, "u0", "greedy")
    assert "played by a computer player (greedy)" in str(report.public[0])
    assert len(await service.store.log(row.id)) == before  # nothing played inside the command
    assert await service.store.computer_due() == [row.id]
    assert await drive(service, row.id, most=3) == 3  # one move per step
    assert len(await service.store.log(row.id)) == before + 3


async def test_a_restart_in_the_middle_of_a_computer_chain_resumes_it(database, clock):
    path = database
    first = GameService(await Store.open(path), clock)
    await lobby(first, 1, ["greedy", "random"])
    await first.start(CHANNEL, "u0", False)
    row = await first.store.live_game(CHANNEL)
    await first.replace(CHANNEL, "u0", False, "u0", "random")
    await drive(first, row.id, most=7)
    await first.store.close()  # the process dies here
    second = GameService(await Store.open(path), clock)
    assert await second.store.computer_due() == [row.id]
    await drive(second, row.id)
    done = await second.store.latest_game(CHANNEL)
    assert done.status == "over" and not done.computer_due
    log = [(e.seat, action_from_dict(e.action)) for e in await second.store.log(row.id)]
    assert state_to_json(replay([s["name"] for s in done.seats], done.seed, log)) == done.state
    await second.store.close()


async def test_a_search_thinks_in_another_process_while_the_loop_answers(service):
    await lobby(service, 1, ["search"])
    await service.start(CHANNEL, "u0", False)
    row = await service.store.live_game(CHANNEL)
    if not row.computer_due:  # the person plays first: one move, then the search is due
        await service.marry(CHANNEL, "u0", "Sindh")
        if state_from_json((await service.store.live_game(CHANNEL)).state).pending:
            await service.discard(CHANNEL, "u0", [])
    service.thinker = PoolThinker(search_workers=1, search_seconds=1.5)
    try:
        step = asyncio.ensure_future(service.computer_step(row.id))
        answered, lag, last = False, 0.0, time.perf_counter()
        while not step.done():
            await asyncio.sleep(0)  # a loop-lag probe: how long until the loop comes back
            now = time.perf_counter()
            lag, last = max(lag, now - last), now
            if not answered:
                await service.options(CHANNEL, "u0")  # the autocomplete's query, during the search
                answered = not step.done()
        report = await step
    finally:
        service.thinker.close()
    assert answered and report is not None and report.version > row.version
    assert lag < 0.25, f"the event loop was blocked for {lag:.3f} s while a search ran"
