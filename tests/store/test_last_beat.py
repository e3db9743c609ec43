"""A database whose bot kept no heartbeat (the first release's; a later one's whose clock never
ran a pass) gets, from the migration that upgrades it, the newest moment its bot provably ran
as its last beat, so that the first start counts the downtime since against nobody; a
heartbeat the bot kept stays as it was. On both backends."""

from __future__ import annotations

import random

import pytest

from bot.games.samarkand import SAMARKAND
from bot.games.samarkand.game_service import GameService
from bot.store import Store
from bot.store import migrations as schema
from tests.service.conftest import CHANNEL, lobby, play_randomly
from tests.support.clock import ManualClock


async def _heartbeats(store: Store) -> list[float]:
    return [float(r[0]) for r in await store.atomically(
        lambda tx: tx.fetch("SELECT value FROM meta WHERE key = 'heartbeat'"))]


async def _upgraded(database: str, monkeypatch: pytest.MonkeyPatch) -> Store:
    """The database opened by a release with one more schema version than the one that wrote it."""
    async def next_release(tx: object, game: object) -> None:
        """A version that changes nothing: the migration around it is what is tested."""

    monkeypatch.setattr("bot.store.migrating.MIGRATIONS", [*schema.MIGRATIONS, next_release])
    store = await Store.open(database, SAMARKAND)
    assert await store.schema_version() == len(schema.MIGRATIONS) + 1
    return store


@pytest.mark.parametrize("kept_one", [False, True], ids=["no-heartbeat", "heartbeat"])
async def test_the_migration_takes_the_last_write_as_the_last_beat_when_none_was_kept(database, monkeypatch,
                                                                                       kept_one):
    clock = ManualClock(now=1_000_000.0)
    store = await Store.open(database, SAMARKAND)
    service = GameService(store, clock)
    if kept_one:
        await service.clock.tick()  # beats at the start
    await lobby(service, 3)
    await service.lobby.start(CHANNEL, "u0", False)
    clock.advance(5)
    await play_randomly(service, random.Random(1), max_commands=3, to_the_end=False)
    last_write = clock.now
    assert await _heartbeats(store) == ([1_000_000.0] if kept_one else [])  # moves do not beat
    await store.close()

    store = await _upgraded(database, monkeypatch)
    assert await _heartbeats(store) == [1_000_000.0 if kept_one else last_write]
    await store.close()


async def test_a_database_with_no_games_gets_no_heartbeat(database, monkeypatch):
    await (await Store.open(database, SAMARKAND)).close()
    store = await _upgraded(database, monkeypatch)
    assert await _heartbeats(store) == []
    await store.close()
