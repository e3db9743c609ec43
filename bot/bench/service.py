"""``python -m bot bench service``: one command end to end (load, apply, commit, log) on
a real SQLite file, beside the floor: a bare upsert of a row of the same size."""

from __future__ import annotations

import asyncio
import random
import statistics
import tempfile
import time
from pathlib import Path

from bot.bench.stats import percentile
from bot.engine import Action, awaiting, legal_actions, state_from_json
from bot.service import GameService
from bot.store import Store

COMMANDS_PER_POINT = 300


async def open_game(service: GameService, channel: str, seed: int) -> None:
    await service.create(channel, "bench", f"{channel}-a", "Ann", seed=seed)
    await service.join(channel, f"{channel}-b", "Bob")
    await service.start(channel, f"{channel}-a", is_admin=False)


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
    return row.seats[seat]["user"], rng.choice(legal_actions(state, seat))


async def timed_commands(service: GameService, channels: list[str], rng: random.Random, concurrent: int) -> list[float]:
    """Milliseconds per command; ``concurrent`` games have a command in flight at once."""
    samples: list[float] = []
    done = 0
    while done < COMMANDS_PER_POINT:
        batch = rng.sample(channels, concurrent)
        prepared = [(c, await next_command(service, c, rng)) for c in batch]

        async def one(channel: str, command: tuple[str, Action]) -> None:
            start = time.perf_counter()
            await service.act(channel, command[0], command[1])
            samples.append((time.perf_counter() - start) * 1000)

        await asyncio.gather(*(one(c, cmd) for c, cmd in prepared))
        done += concurrent
    return samples


async def floor(store: Store, size: int, rng: random.Random) -> list[float]:
    """A bare upsert of one row of ``size`` bytes in its own transaction, the same way."""
    await store.db.execute("CREATE TABLE IF NOT EXISTS floor (id INTEGER PRIMARY KEY, body TEXT NOT NULL)")
    samples = []
    for _ in range(COMMANDS_PER_POINT):
        body = "x" * size
        start = time.perf_counter()
        await store.db.execute("BEGIN IMMEDIATE")
        await store.db.execute("INSERT INTO floor (id, body) VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET "
                               "body = excluded.body", (rng.randrange(1000), body))
        await store.db.execute("COMMIT")
        samples.append((time.perf_counter() - start) * 1000)
    return samples


def line(label: str, samples: list[float]) -> str:
    return (f"  {label:<34} median {statistics.median(samples):6.2f} ms   "
            f"p99 {percentile(samples, 99):6.2f} ms   ({len(samples)} commands)")


async def bench() -> None:
    with tempfile.TemporaryDirectory() as folder:
        store = await Store.open(Path(folder) / "bench.sqlite3")
        service = GameService(store)
        rng = random.Random(1)
        print(f"Service benchmark: real SQLite file (WAL), {COMMANDS_PER_POINT} commands per figure, no Discord")
        populated = 0
        for games in (1, 100, 1000):
            await populate(service, games - populated, populated)
            populated = games
            channels = [f"bench-{n}" for n in range(games)]
            row = await store.live_game(channels[0])
            size = len(row.state) if row else 2000
            print(f"\n{games} game(s) in the database (state row about {size} bytes)")
            print(line("floor: bare upsert, same row size", await floor(store, size, rng)))
            print(line("one command, one at a time", await timed_commands(service, channels, rng, 1)))
            if games >= 8:
                print(line("8 games with a command in flight", await timed_commands(service, channels, rng, 8)))
        await store.close()


def run() -> None:
    asyncio.run(bench())
