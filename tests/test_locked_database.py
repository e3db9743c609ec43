"""A database another process holds locked past SQLite's wait (5 s: a migrate, a backup, a
second bot on the same file): one sentence that says so and to try again, not "point
SAMARKAND_DB at the bot's database file" (it is the right one); and the bot exits 1, so that
a restart policy tries again later, as it does while Discord is away (docs/hosting.md)."""

from __future__ import annotations

import sqlite3

import pytest

from bot.games.samarkand import SAMARKAND
from bot.runtime.discord_run import serve
from bot.store import Busy, Store
from tests.support.running_bot import config


async def test_a_locked_database_is_busy_and_the_bot_exits_1_to_be_restarted(tmp_path, capsys):
    settings = config(tmp_path, "a.token.nobody-checks")
    await (await Store.open(settings.db_path, SAMARKAND)).close()
    holder = sqlite3.connect(settings.db_path, isolation_level=None)
    holder.execute("BEGIN EXCLUSIVE")
    try:
        with pytest.raises(Busy):
            await Store.open(settings.db_path, SAMARKAND)
        assert await serve(settings) == 1
    finally:
        holder.execute("ROLLBACK")
        holder.close()
    said = capsys.readouterr().err
    assert "is locked by another process" in said and "run this again" in said
    assert "point SAMARKAND_DB" not in said
