"""``python -m bot bench service``: one command end to end (load, apply, commit, log) through
the service, on each backend: a real SQLite file (WAL) and a PostgreSQL server of its own
(started from the ``pgserver`` package of the test extras, on a Unix socket), each beside
its floor: a bare upsert of a row of the same size in its own transaction. Then with 8 games
in flight, and from two processes at once (each with 8 games in flight on its half of the
games): commands per second and p99.

SQLite runs with ``synchronous=NORMAL`` (no flush to disk at each commit; consistent after a
crash); PostgreSQL gets the like setting, ``synchronous_commit = off``, so the columns compare
the engines rather than the disk."""

from __future__ import annotations

import asyncio
import importlib.util
import random
import statistics
import sys
import tempfile
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any

from bot.engine import Action, awaiting, legal_actions, state_from_json
from bot.games.samarkand import SAMARKAND
from bot.games.samarkand.game_service import GameService
from bot.lab.bench.lockstep import Lockstep, follow
from bot.lab.bench.passes import bench_passes
from bot.lab.bench.percentiles import percentile
from bot.lab.throwaway import ThrowawayPostgres
from bot.store import Store, Transaction

COMMANDS_PER_POINT = 1000
GAME_COUNTS = (1, 100, 1000)
IN_FLIGHT = 8
WARM_UP = 20  # upserts not timed: the first ones after creating the table pay for it
POSTGRES_SETTINGS = ("synchronous_commit = off",)
FLOOR_TABLE = "CREATE TABLE IF NOT EXISTS floor (id INTEGER PRIMARY KEY, body TEXT NOT NULL)"
FLOOR_UPSERT = "INSERT INTO floor (id, body) VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET body = excluded.body"


@dataclass
class Timed:
    """Milliseconds per operation, and the wall time they took together."""

    samples: list[float] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def per_second(self) -> float:
        return len(self.samples) / self.seconds if self.seconds else 0.0

    def text(self) -> str:
        return f"{statistics.median(self.samples):.2f} / {percentile(self.samples, 99):.2f} ms"


@dataclass
class Point:
    backend: str
    games: int
    floor: Timed
    one: Timed
    eight: Timed | None = None
    two_processes: Timed | None = None


async def open_game(service: GameService, channel: str, seed: int) -> None:
    await service.lobby.create(channel, "bench", f"{channel}-a", "Ann", seed=seed)
    await service.lobby.join(channel, f"{channel}-b", "Bob")
    await service.lobby.start(channel, f"{channel}-a", is_admin=False)


async def populate(service: GameService, count: int, start: int) -> None:
    for number in range(start, start + count):
        await open_game(service, f"bench-{number}", number)


async def next_command(service: GameService, channel: str, rng: random.Random) -> tuple[str, Action]:
    """A legal action for whoever the game waits for (chosen outside the timing); a
    finished game is replaced by a new one in its channel."""
    row = await service.store.live_game(channel)
    if row is None:
        await open_game(service, channel, rng.randrange(1 << 30))
        row = await service.store.live_game(channel)
    assert row is not None
    state = state_from_json(row.state, service.board)
    seat = awaiting(state)[0].player
    return row.seats[seat].user, rng.choice(legal_actions(state, seat))


async def timed_commands(service: GameService, channels: list[str], rng: random.Random, concurrent: int,
                         count: int) -> Timed:
    """``count`` commands, ``concurrent`` games with a command in flight at once; the wall time
    includes choosing each next action (a read per command), as a player's client would."""
    timed = Timed()
    begun = time.perf_counter()
    while len(timed.samples) < count:
        batch = rng.sample(channels, concurrent)
        prepared = [(c, await next_command(service, c, rng)) for c in batch]

        async def one(channel: str, command: tuple[str, Action]) -> None:
            start = time.perf_counter()
            await service.moves.act(channel, command[0], command[1])
            timed.samples.append((time.perf_counter() - start) * 1000)

        await asyncio.gather(*(one(c, cmd) for c, cmd in prepared))
    timed.seconds = time.perf_counter() - begun
    return timed


async def floor(store: Store, size: int, rng: random.Random) -> Timed:
    """A bare upsert of one row of ``size`` bytes in its own transaction, through the same
    transactions a command's save uses, and nothing else."""
    await store._in_transaction(lambda tx: tx.script(FLOOR_TABLE))
    timed = Timed()
    for number in range(WARM_UP + COMMANDS_PER_POINT):
        parameters = (rng.randrange(1000), "x" * size)
        start = time.perf_counter()
        await store._in_transaction(partial(_upsert_floor, parameters))
        if number >= WARM_UP:
            timed.samples.append((time.perf_counter() - start) * 1000)
    timed.seconds = sum(timed.samples) / 1000
    return timed


async def _upsert_floor(parameters: tuple[int, str], tx: Transaction) -> int:
    return await tx.execute(FLOOR_UPSERT, parameters)


async def two_processes(workers: Lockstep, channels: list[str]) -> Timed:
    """Both processes at once, each with its half of the games; their commands per second together."""
    halves = [{"channels": channels[n::2], "commands": COMMANDS_PER_POINT} for n in range(2)]
    answers, seconds = await workers.step(halves)
    return Timed([s for answer in answers for s in answer], seconds)


def line(label: str, timed: Timed) -> str:
    return (f"  {label:<40} median {statistics.median(timed.samples):6.2f} ms   "
            f"p99 {percentile(timed.samples, 99):6.2f} ms   {timed.per_second:7.0f} per s   "
            f"({len(timed.samples)} commands)")


async def bench_backend(backend: str, address: str, folder: Path) -> list[Point]:
    store = await Store.open(address, SAMARKAND)
    service = GameService(store)
    rng = random.Random(1)
    workers = await Lockstep.start("bot.lab.bench.service", [address], 2, folder)
    points: list[Point] = []
    print(f"\n{backend}: {COMMANDS_PER_POINT} commands per figure, no Discord")
    try:
        for games in GAME_COUNTS:
            await populate(service, games - (points[-1].games if points else 0), points[-1].games if points else 0)
            channels = [f"bench-{n}" for n in range(games)]
            row = await store.live_game(channels[0])
            size = len(row.state) if row else 2000
            print(f"{games} game(s) in the database (state row about {size} bytes)")
            point = Point(backend, games, await floor(store, size, rng),
                          await timed_commands(service, channels, rng, 1, COMMANDS_PER_POINT))
            print(line("floor: bare upsert, same row size", point.floor))
            print(line("one command, one at a time", point.one))
            if games >= 2 * IN_FLIGHT:
                point.eight = await timed_commands(service, channels, rng, IN_FLIGHT, COMMANDS_PER_POINT)
                print(line(f"{IN_FLIGHT} games with a command in flight", point.eight))
                point.two_processes = await two_processes(workers, channels)
                print(line(f"two processes, {IN_FLIGHT} in flight each", point.two_processes))
            points.append(point)
    finally:
        await workers.stop()
        await store.close()
    return points


def table(points: list[Point]) -> str:
    """The figures as the README's table."""
    rows = ["| backend | games | floor median / p99 | one command median / p99 | "
            f"{IN_FLIGHT} in flight: p99, commands/s | two processes: p99, commands/s |",
            "| --- | --- | --- | --- | --- | --- |"]
    for p in points:
        def busy(timed: Timed | None) -> str:
            return f"{percentile(timed.samples, 99):.2f} ms, {timed.per_second:.0f}/s" if timed else "—"
        rows.append(f"| {p.backend} | {p.games:,} | {p.floor.text()} | {p.one.text()} | {busy(p.eight)} | "
                    f"{busy(p.two_processes)} |")
    return "\n".join(rows)


async def bench() -> None:
    with tempfile.TemporaryDirectory() as folder:
        points = await bench_backend("SQLite", str(Path(folder) / "bench.sqlite3"), Path(folder))
        pass_rows = ["SQLite", *await bench_passes(str(Path(folder) / "passes.sqlite3"))]
        if importlib.util.find_spec("pgserver") is None:
            print("\nPostgreSQL: not measured; its server comes with the test extras: pip install -e '.[test]'")
        else:
            with ThrowawayPostgres(POSTGRES_SETTINGS) as server:
                points += await bench_backend("PostgreSQL", await server.new_database(), Path(folder))
                pass_rows += ["PostgreSQL", *await bench_passes(await server.new_database())]
    print(f"\n{table(points)}")
    print("\nThe scheduler's pass (what it asks the database; no Discord):\n" + "\n".join(pass_rows))


def run() -> None:
    asyncio.run(bench())


async def serve(address: str, number: int) -> None:
    """One of the two processes: commands on the games it is given, when told to go."""
    service = GameService(await Store.open(address, SAMARKAND))
    rng = random.Random(100 + number)

    async def prepared(request: dict[str, Any]) -> Callable[[], Awaitable[list[float]]]:  # JSON
        async def work() -> list[float]:
            timed = await timed_commands(service, request["channels"], rng, IN_FLIGHT, request["commands"])
            return timed.samples
        return work

    await follow(prepared)
    await service.store.close()


if __name__ == "__main__":
    asyncio.run(serve(sys.argv[1], int(sys.argv[2])))
