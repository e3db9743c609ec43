"""``python -m bot bench stats``: ``/stats`` and ``/leaderboard`` over 10,000 finished games
among 500 people, beside a floor measured in the same run: one read of one ratings row by its
primary key, through the same store calls. Both commands read the ratings' own tables by key
and index (``bot.store.ratings``), so their time does not grow with the games.

The games are real finished positions (2, 3 and 4 players, played to the end at random by the
engine) written straight into the games table, each with its own people; the ratings are then
made by the rebuild, which rates game by game with the same code a finishing game runs (its
time is printed too). On SQLite, and on PostgreSQL when ``pgserver`` (the test extras) is there."""

from __future__ import annotations

import asyncio
import importlib.util
import json
import random
import statistics
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path

from bot.bench.percentiles import percentile
from bot.engine import apply_action as play
from bot.engine import awaiting, legal_actions, new_game, state_to_json
from bot.service import GameService
from bot.store import Store
from bot.store.settings import DEFAULT_SETTINGS
from bot.store.throwaway import ThrowawayPostgres
from bot.tournament.standings import EVERY_SERVER
from bot.words.i18n import text
from bot.words.standings_text import leaderboard_lines, standing_lines

GAMES, PEOPLE, SERVER = 10_000, 500, "bench-server"
SAMPLES, WARM_UP = 1000, 50
GAME_ROW = ("INSERT INTO games (channel_id, guild_id, host_id, status, settings, seats, seed, state, created, updated) "
            "VALUES (?, ?, ?, 'over', ?, ?, ?, ?, ?, ?)")


def finished_state(players: int, seed: int) -> str:
    """A game of ``players`` played to its end by random legal moves."""
    rng = random.Random(seed)
    state, _ = new_game([f"P{n}" for n in range(players)], seed)
    while not state.over:
        seat = awaiting(state)[0].player
        play(state, seat, rng.choice(legal_actions(state, seat)))
    return state_to_json(state)


async def populate(store: Store) -> float:
    """The finished games, then the ratings rebuilt from them; returns the rebuild's seconds."""
    states = {players: finished_state(players, players) for players in (2, 3, 4)}
    rng = random.Random(7)
    rows = []
    for number in range(GAMES):
        players = rng.choice((2, 3, 4))
        people = rng.sample(range(PEOPLE), players)
        seats = [{"user": f"p{k}", "name": f"Player {k}", "kind": "human"} for k in people]
        rows.append((f"bench-{number}", SERVER, seats[0]["user"], json.dumps(DEFAULT_SETTINGS.to_json()),
                     json.dumps(seats), number, states[players], float(number), float(number)))
    await store.atomically(lambda tx: tx.executemany(GAME_ROW, rows))
    begun = time.perf_counter()
    await store.rebuild_ratings()
    return time.perf_counter() - begun


async def timed(work: Callable[[int], Awaitable[object]]) -> list[float]:
    """Milliseconds of each of ``SAMPLES`` calls (after ``WARM_UP`` untimed ones)."""
    samples = []
    for number in range(WARM_UP + SAMPLES):
        start = time.perf_counter()
        await work(number)
        if number >= WARM_UP:
            samples.append((time.perf_counter() - start) * 1000)
    return samples


def line(label: str, samples: list[float], floor: list[float] | None = None) -> str:
    ratio = f"   p99 {percentile(samples, 99) / percentile(floor, 99):4.1f}x the floor's" if floor else ""
    return f"  {label:<44} p50 {statistics.median(samples):6.2f} ms   p99 {percentile(samples, 99):6.2f} ms{ratio}"


async def bench_backend(backend: str, address: str) -> None:
    store = await Store.open(address)
    try:
        seconds = await populate(store)
        service, t, rng = GameService(store), text("en"), random.Random(3)
        pages = (await service.leaderboard(SERVER)).pages
        print(f"\n{backend}: {GAMES:,} finished games, {PEOPLE} people; rebuilding the ratings took {seconds:.1f} s")

        async def floor(_: int) -> object:
            return await store._fetch("SELECT name FROM ratings WHERE scope = ? AND user_id = ?",
                                      (SERVER, f"p{rng.randrange(PEOPLE)}"))

        async def stats(_: int) -> object:
            return t.lines(standing_lines(await service.figures(SERVER, f"p{rng.randrange(PEOPLE)}"), "?", True))

        async def leaderboard(_: int) -> object:
            return t.lines(leaderboard_lines(await service.leaderboard(SERVER, rng.randrange(pages) + 1), True))

        async def everywhere(_: int) -> object:
            return t.lines(leaderboard_lines(await service.leaderboard("", rng.randrange(pages) + 1), False))

        base = await timed(floor)
        print(line("floor: one ratings row by its key", base))
        print(line("/stats (this server and across servers)", await timed(stats), base))
        print(line(f"/leaderboard (a page of {pages}, this server)", await timed(leaderboard), base))
        print(line(f"/leaderboard (across servers, scope {EVERY_SERVER!r})", await timed(everywhere), base))
    finally:
        await store.close()


async def bench() -> None:
    with tempfile.TemporaryDirectory() as folder:
        await bench_backend("SQLite", str(Path(folder) / "stats.sqlite3"))
    if importlib.util.find_spec("pgserver") is None:
        print("\nPostgreSQL: not measured; its server comes with the test extras: pip install -e '.[test]'")
        return
    with ThrowawayPostgres(("synchronous_commit = off",)) as server:
        await bench_backend("PostgreSQL", await server.new_database())


def run() -> None:
    asyncio.run(bench())
