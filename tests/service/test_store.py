"""The database file: migrations and what survives them."""

import aiosqlite

from bot.games.samarkand import SAMARKAND
from bot.store import MIGRATIONS, Store


async def test_a_new_file_gets_every_migration(tmp_path):
    store = await Store.open(tmp_path / "new.sqlite3", SAMARKAND)
    assert await store.schema_version() == len(MIGRATIONS)
    async with store.db.execute("PRAGMA journal_mode") as cursor:
        assert (await cursor.fetchone())[0] == "wal"
    await store.close()


async def test_an_old_file_is_upgraded_and_keeps_its_games(tmp_path):
    path = tmp_path / "old.sqlite3"
    async with aiosqlite.connect(path) as db:
        for statement in filter(str.strip, MIGRATIONS[0].split(";")):
            await db.execute(statement)
        await db.execute("PRAGMA user_version=1")
        await db.execute("INSERT INTO games (channel_id, host_id, status, settings, seats, seed, created, updated) "
                         "VALUES ('c', 'u', 'lobby', '{}', '[]', 1, 0, 0)")
        await db.commit()
    store = await Store.open(path, SAMARKAND)
    assert await store.schema_version() == len(MIGRATIONS) >= 2
    assert (await store.live_game("c")).host_id == "u"
    async with store.db.execute("EXPLAIN QUERY PLAN SELECT * FROM games WHERE channel_id = 'c' ORDER BY id DESC") as c:
        assert "games_by_channel" in str([tuple(r) for r in await c.fetchall()])
    await store.close()
