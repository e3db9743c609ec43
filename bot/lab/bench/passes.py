"""The scheduler's pass over many games, without Discord: what a pass asks the database
(the clock's reminders and time-outs, the unannounced news, the games set aside, the computers'
queue; the channels whose thread to keep open are read hourly, not per pass), timed over
10,000 games in play with nothing due and with 200 due (each of those reminded in the pass),
beside the floor of the latter: reading those 200 rows and writing each once.
A pass should cost what is due, not what exists (``bot/service/due.py``)."""

from __future__ import annotations

import time
from functools import partial

from bot.games.samarkand import SAMARKAND
from bot.games.samarkand.game_service import GameService
from bot.lab.bench.percentiles import percentile
from bot.store import Store, Transaction
from bot.store.rows import COLUMNS, column_value

GAMES = 10_000
DUE = 200
PASSES = 15
OVERDUE = 7 * 3600.0  # past the default reminder time, before the default time-out


async def many_games(service: GameService, count: int) -> list[int]:
    """``count`` games in play like one started through the service, each in a channel of its
    own, written in one transaction (building each through the service would take minutes)."""
    await service.lobby.create("pass-0", "bench", "pass-a", "Ann", seed=1)
    await service.lobby.join("pass-0", "pass-b", "Bob")
    await service.lobby.start("pass-0", "pass-a", is_admin=False)
    template = await service.store.live_game("pass-0")
    assert template is not None
    names = [name for name in COLUMNS if name != "id"]
    values = {name: column_value(template, name) for name in names}
    rows = [tuple(f"pass-{n}" if name == "channel_id" else values[name] for name in names) for n in range(1, count)]
    sql = f"INSERT INTO games ({', '.join(names)}) VALUES ({', '.join('?' for _ in names)})"
    await service.store._in_transaction(partial(_insert_all, sql, rows))
    return [int(r["id"]) for r in await service.store._fetch("SELECT id FROM games ORDER BY id")]


async def _insert_all(sql: str, rows: list[tuple[object, ...]], tx: Transaction) -> None:
    await tx.executemany(sql, rows)


async def make_due(store: Store, games: list[int], now: float) -> None:
    """These games owe a reminder now (outside the timing)."""
    marks = ", ".join("?" for _ in games)
    await store._write(f"UPDATE games SET waiting_since = ?, reminded_at = 0, due_at = 0 WHERE id IN ({marks})",
                       (now - OVERDUE, *games))


async def one_pass(service: GameService) -> float:
    """Milliseconds for what a pass asks the database (``Scheduler.run_once`` without Discord)."""
    start = time.perf_counter()
    await service.clock.tick()
    await service.news.unannounced()
    await service.set_aside.untold_set_aside()
    await service.store.computer_due()
    return (time.perf_counter() - start) * 1000


async def floor(service: GameService, due: list[int]) -> list[float]:
    """Milliseconds for the least a pass that reminds ``due`` must ask: their rows in one read,
    and one write each (when to look again), in the same run as the pass."""
    samples = []
    for _ in range(PASSES):
        start = time.perf_counter()
        for row in await service.store.games(due):
            await service.store.set_due(row.id, row.version, row.due_at)
        samples.append((time.perf_counter() - start) * 1000)
    return samples


async def passes(service: GameService, due: list[int]) -> list[float]:
    samples = []
    for _ in range(PASSES):
        if due:
            await make_due(service.store, due, service.tables.clock())
        samples.append(await one_pass(service))
    return samples


def line(label: str, samples: list[float]) -> str:
    return (f"  {label:<40} median {sorted(samples)[len(samples) // 2]:8.1f} ms   "
            f"p90 {percentile(samples, 90):8.1f} ms   ({len(samples)} passes)")


async def bench_passes(address: str) -> list[str]:
    """The pass's two rows for one backend."""
    store = await Store.open(address, SAMARKAND)
    try:
        service = GameService(store)
        games = await many_games(service, GAMES)
        await passes(service, [])  # every game's first look (a copy's due moment is its template's)
        return [line(f"a pass over {len(games):,} games, none due", await passes(service, [])),
                line(f"a pass over {len(games):,} games, {DUE} due", await passes(service, games[:DUE])),
                line(f"floor: read {DUE} games, write each once", await floor(service, games[:DUE]))]
    finally:
        await store.close()
