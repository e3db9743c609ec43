"""``python -m bot bench thinking``: how long another server's computer move waits while one
server's games keep the search pool busy. A hundred tables of two search computers in one
server think without pause (each search a fixed time, in the real process pool, one search
process); then a table of another server begins, and each of its moves is timed from the
moment it is due to the moment it is committed, with the busy server's searches that finished
in between counted. For comparison, the same table in the busy server itself: the one
first-come queue every game had before the driver took servers by turns. The floor is one
search cycle, measured as the median gap between two of the busy server's moves."""

from __future__ import annotations

import asyncio
import statistics
import tempfile
import time
from dataclasses import dataclass, field
from itertools import pairwise
from pathlib import Path

from bot.ai.thinking import PoolThinker
from bot.games.samarkand import SAMARKAND
from bot.games.samarkand.game_service import GameService
from bot.runtime.computer_driver import ComputerDriver
from bot.service import Report
from bot.store import Store

BUSY, OTHER = "busy-server", "other-server"
BUSY_GAMES = 100
SEARCH_SECONDS = 0.05
MOVES = 5  # of the other table, timed
WARM_UP = 5  # the busy server's moves before the other table begins


async def computer_table(service: GameService, server: str, number: int) -> int:
    """A table of two search computers in ``server`` (its host handed their own seat over),
    a computer to move: a game that thinks without pause."""
    channel = f"{server}-{number}"
    await service.lobby.create(channel, server, "u0", "Ann", seed=number)
    await service.lobby.add_computer(channel, "u0", "search")
    await service.lobby.start(channel, "u0", False)
    await service.lobby.replace(channel, "u0", False, "u0", "search")
    row = await service.store.live_game(channel)
    assert row is not None
    return row.id


@dataclass
class Moves:
    """When each game's moves were committed, in order; wakes whoever waits for the next."""

    done: list[tuple[int, float]] = field(default_factory=list)
    changed: asyncio.Event = field(default_factory=asyncio.Event)

    async def publish(self, reports: list[Report]) -> None:
        self.done += [(report.game_id, time.perf_counter()) for report in reports]
        self.changed.set()

    async def until(self, enough: int, game_id: int | None = None) -> None:
        """Wait until ``enough`` moves (of ``game_id``, else of any game) are done."""
        while sum(game_id is None or done == game_id for done, _ in self.done) < enough:
            self.changed.clear()
            await self.changed.wait()


@dataclass(frozen=True)
class Waits:
    """The other table's moves: milliseconds from due to done, and the busy server's
    searches finished meanwhile; the floor: one search cycle of the busy server."""

    milliseconds: list[float]
    searches_before: list[int]
    cycle: float


async def measure(server: str, busy_games: int, seconds: float) -> Waits:
    with tempfile.TemporaryDirectory() as folder:
        service = GameService(await Store.open(Path(folder) / "thinking.sqlite3", SAMARKAND))
        service.computers.thinker = PoolThinker(search_workers=1, search_seconds=seconds)
        moves = Moves()
        driver = ComputerDriver(service.platform, moves.publish, search_slots=1)
        try:
            for number in range(busy_games):
                await computer_table(service, BUSY, number)
            driver.start()
            await moves.until(WARM_UP)
            other = await computer_table(service, server, busy_games)
            due, began = time.perf_counter(), len(moves.done)
            driver.wake(other)
            waits, before = [], []
            for move in range(1, MOVES + 1):
                await moves.until(move, other)
                since = moves.done[began:]  # the busy server's moves, then this one of the other table
                index = next(i for i, (game, _) in enumerate(since) if game == other)
                waits.append((since[index][1] - due) * 1000)
                before.append(index)
                due, began = since[index][1], began + index + 1
            busy_times = [at for game, at in moves.done if game != other]
            cycle = statistics.median(b - a for a, b in pairwise(busy_times)) * 1000
            return Waits(waits, before, cycle)
        finally:
            driver.stop()
            service.computers.thinker.close()
            await service.store.close()


def run(busy_games: int = BUSY_GAMES, seconds: float = SEARCH_SECONDS) -> None:
    print(f"one server's {busy_games} tables of two search computers thinking without pause "
          f"({seconds * 1000:.0f} ms a search, one search process); another table's {MOVES} moves, "
          "each from due to committed:")
    print("| the other table is in | wait median / max | busy searches before it, median / max | "
          "floor: one search cycle |")
    print("| --- | --- | --- | --- |")
    for server, said in ((OTHER, "another server (taken by turns)"),
                         (BUSY, "the busy server (first come, first served)")):
        waits = asyncio.run(measure(server, busy_games, seconds))
        print(f"| {said} | {statistics.median(waits.milliseconds):,.0f} / {max(waits.milliseconds):,.0f} ms | "
              f"{statistics.median(waits.searches_before):.0f} / {max(waits.searches_before)} | "
              f"{waits.cycle:.0f} ms |")
