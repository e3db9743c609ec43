"""``python -m bot bench stats``: ``/stats`` and ``/leaderboard`` over 10,000 finished games
among 500 people, beside a floor measured in the same run: one read of one ratings row by its
primary key, through the same store calls. Each command is timed as its read, and as its read
with its words (a page's 12 lines, each number in the language's own way). Both commands read
the ratings' own tables by key and index (``bot.store.ratings``), so their time does not grow
with the games. Also timed: the read behind /stats's chart (a person's ratings by key), a page
of /history (along the index ``games_ended``, with its games' winners) and /stats
families:True (its tallies by key).

The games are real finished positions (2, 3 and 4 players, played to the end at random by the
engine) written straight into the games table, each with its own people; the ratings are then
made by the rebuild, which rates game by game with the same code a finishing game runs (its
time is printed too). On SQLite, and on PostgreSQL when ``pgserver`` (the test extras) is there;
there the rebuild's updates leave dead row versions in the indexes, which autovacuum clears
soon after such a bulk change: the bench clears them at once (``VACUUM ANALYZE``) and times the
steady state."""

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

from bot.engine import apply_action as play
from bot.engine import awaiting, legal_actions, new_game, state_to_json
from bot.games.samarkand import SAMARKAND
from bot.games.samarkand.game_service import GameService
from bot.games.samarkand.game_settings import DEFAULT_SETTINGS
from bot.lab.bench.percentiles import percentile
from bot.lab.throwaway import ThrowawayPostgres
from bot.ratings.standings import EVERY_SERVER
from bot.store import Store
from bot.store.address import is_postgres
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
    seconds = time.perf_counter() - begun
    if is_postgres(store.address):
        await store._write("VACUUM ANALYZE")  # what autovacuum does after a bulk change: the rebuild's dead rows
    return seconds


async def timed(works: list[Callable[[], Awaitable[object]]]) -> list[list[float]]:
    """Milliseconds of ``SAMPLES`` calls of each work (after ``WARM_UP`` untimed rounds), taken
    in turns, one of each per round: a burst of load on the shared machine falls on all of them
    alike, the floor included, rather than on whichever was being timed then."""
    samples: list[list[float]] = [[] for _ in works]
    for number in range(WARM_UP + SAMPLES):
        for work, taken in zip(works, samples, strict=True):
            start = time.perf_counter()
            await work()
            if number >= WARM_UP:
                taken.append((time.perf_counter() - start) * 1000)
    return samples


def line(label: str, samples: list[float], floor: list[float] | None = None) -> str:
    ratios = ""
    if floor:
        ratios = (f"   {statistics.median(samples) / statistics.median(floor):4.1f}x / "
                  f"{percentile(samples, 99) / percentile(floor, 99):4.1f}x the floor's")
    return f"  {label:<44} p50 {statistics.median(samples):5.2f} ms   p99 {percentile(samples, 99):5.2f} ms{ratios}"


async def bench_backend(backend: str, address: str) -> None:
    store = await Store.open(address, SAMARKAND)
    try:
        seconds = await populate(store)
        service, t, rng = GameService(store), text("en"), random.Random(3)
        pages = (await service.standings.leaderboard(SERVER)).pages
        played = (await service.standings.finished_games(SERVER)).pages
        print(f"\n{backend}: {GAMES:,} finished games, {PEOPLE} people; rebuilding the ratings took {seconds:.1f} s")

        def person() -> str:
            return f"p{rng.randrange(PEOPLE)}"

        def page() -> int:
            return rng.randrange(pages) + 1

        async def floor() -> object:
            return await store._fetch("SELECT name FROM ratings WHERE scope = ? AND user_id = ?", (SERVER, person()))

        async def stats_said() -> object:
            return t.lines(standing_lines(await service.standings.figures(SERVER, person()), "?", True))

        async def leaderboard_said() -> object:
            return t.lines(leaderboard_lines(await service.standings.leaderboard(SERVER, page()), True))

        rows = {"floor: one ratings row by its key": floor,
                "/stats: the read (this server, all servers)": lambda: service.standings.figures(SERVER, person()),
                f"/leaderboard: the read (a page of {pages})": lambda: service.standings.leaderboard(SERVER, page()),
                f"/leaderboard: the read, scope {EVERY_SERVER!r}": lambda: service.standings.leaderboard("", page()),
                "/stats: the chart's read (a person's ratings, oldest first)":
                    lambda: service.standings.rating_history(SERVER, person()),
                f"/history: the read (a page of {played}, its games' winners)":
                    lambda: service.standings.finished_games(SERVER, rng.randrange(played) + 1),
                "/stats families:True: the read": lambda: service.standings.balance(SERVER),
                "/stats: the read and its words": stats_said,
                "/leaderboard: the read and its 12 lines": leaderboard_said}
        base, *others = await timed(list(rows.values()))
        print(line(next(iter(rows)), base))
        for label, samples in zip(list(rows)[1:], others, strict=True):
            print(line(label, samples, base))
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
