"""Computer thinking shared fairly between servers: one server's hundred busy games delay
another server's next computer move by at most one search, counted in searches (not timed);
and the gate that does it lets servers in by turns, losing no slot to a cancelled waiter."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import pytest

from bot.ai.thinking import InlineThinker
from bot.games.samarkand.game_service import GameService
from bot.lab.bench.shared_thinking import BUSY, OTHER, computer_table
from bot.runtime.computer_driver import ComputerDriver
from bot.runtime.fair_gate import FairGate


class CountedSearches(InlineThinker):
    """Plays each search as a random move, and notes in order which server's game it was for
    (known by the state, which differs between games of different seeds)."""

    def __init__(self) -> None:
        super().__init__()
        self.server_of: dict[str, str] = {}
        self.searched: list[str] = []

    async def choose(self, level: str, state_json: str, seat: int, seed: int):
        if level == "search":
            self.searched.append(self.server_of[state_json])
        return await super().choose("random" if level == "search" else level, state_json, seat, seed)


async def counted_table(service: GameService, server: str, number: int) -> None:
    """A table of two search computers in ``server``, its state noted as that server's."""
    game = await computer_table(service, server, number)
    service.computers.thinker.server_of[(await service.store.game(game)).state] = server


class NotedGate(FairGate):
    """A search gate that notes how many searches had begun when ``OTHER``'s move came to it:
    how long the move took to get there (its reading of the game, behind a hundred others on
    a database pool) is not the gate's to shorten."""

    def __init__(self, slots: int, searched: list[str]) -> None:
        super().__init__(slots)
        self.searched = searched
        self.begun_when_other_came: int | None = None

    @asynccontextmanager
    async def turn(self, server: str) -> AsyncIterator[None]:
        if server == OTHER:
            self.begun_when_other_came = len(self.searched)
        async with super().turn(server):
            yield


async def test_one_servers_hundred_busy_games_delay_another_servers_move_by_one_search(service):
    service.computers.thinker = CountedSearches()
    for number in range(100):
        await counted_table(service, BUSY, number)
    await counted_table(service, OTHER, 100)  # due last: a first-come queue would serve it last
    driver = ComputerDriver(service, lambda reports: asyncio.sleep(0), search_slots=1)
    searched = service.computers.thinker.searched
    driver.gates["search"] = gate = NotedGate(1, searched)

    moved = await driver.run_once()

    assert moved == 101 and len(searched) == 101
    assert gate.begun_when_other_came is not None
    # behind at most the search that held the slot when it came
    assert searched.index(OTHER) - gate.begun_when_other_came <= 1


async def enter(gate: FairGate, server: str, name: str, order: list[str], hold: asyncio.Event) -> None:
    async with gate.turn(server):
        order.append(name)
        await hold.wait()


async def test_the_gate_lets_servers_in_by_turns_and_each_server_first_come_first_served():
    gate, order, hold = FairGate(1), [], asyncio.Event()
    names = [("a", "a1"), ("a", "a2"), ("a", "a3"), ("a", "a4"), ("b", "b1"), ("b", "b2"), ("c", "c1")]
    tasks = [asyncio.create_task(enter(gate, server, name, order, hold)) for server, name in names]
    await asyncio.sleep(0)  # each task runs to its first wait: a1 holds the slot, the others queue
    assert order == ["a1"]
    hold.set()
    await asyncio.gather(*tasks)
    assert order == ["a1", "b1", "c1", "a2", "b2", "a3", "a4"]
    assert gate.free == 1 and not gate.waiting and not gate.served


@pytest.mark.parametrize("cancelled", ["waiting", "waiting as the slot frees", "let in"])
async def test_a_cancelled_waiter_loses_no_slot(cancelled):
    """Cancelled while waiting, it leaves the queue (even if the slot frees before its task
    runs again); cancelled once let in but before it ran, it passes the slot on."""
    gate, order, go = FairGate(1), [], asyncio.Event()
    go.set()
    async with gate.turn("a"):
        doomed = asyncio.create_task(enter(gate, "b", "b1", order, go))
        after = asyncio.create_task(enter(gate, "c", "c1", order, go))
        await asyncio.sleep(0)  # both queue, b1 first
        if cancelled == "waiting":
            doomed.cancel()
            await asyncio.sleep(0)
        elif cancelled == "waiting as the slot frees":
            doomed.cancel()
    if cancelled == "let in":
        assert not doomed.done()
        doomed.cancel()  # b1 was let in as the slot freed, and has not run yet
    await after
    assert doomed.cancelled() and order == ["c1"]
    assert gate.free == 1 and not gate.waiting


async def test_a_computer_move_that_comes_while_hints_wait_goes_after_the_running_search_alone(service):
    """Hints asked at once went to the search workers ahead of every computer move queued after
    them (an Expert's move waited for four hints). They now take turns at the search
    gate as one more server: the move goes next, and the hints still get every other turn."""
    driver = ComputerDriver(service, lambda reports: asyncio.sleep(0), search_slots=1)
    let_go, order = asyncio.Event(), []

    async def hint(number: int) -> None:
        async with driver.hint_slot():
            order.append(f"hint {number}")
            if number == 1:
                await let_go.wait()  # the first hint's search runs while the rest queue

    async def move(server: str) -> None:
        async with driver.gates["search"].turn(server):
            order.append(f"move {server}")

    hints = [asyncio.create_task(hint(number)) for number in range(1, 5)]
    while not order:
        await asyncio.sleep(0)
    moves = [asyncio.create_task(move(server)) for server in ("A", "B")]
    await asyncio.sleep(0)
    let_go.set()
    await asyncio.gather(*hints, *moves)
    assert order == ["hint 1", "move A", "move B", "hint 2", "hint 3", "hint 4"]
