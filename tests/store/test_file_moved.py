"""An SQLite file removed or replaced under the running bot (``rm``, a backup moved over it):
SQLite goes on writing the file it opened, every write succeeds and is lost at the restart.
The write check (the bot's start, ``/readyz``, ``/healthz``) says so instead of "ok"."""

from __future__ import annotations

import os
import shutil

import pytest

from bot.games.samarkand import SAMARKAND
from bot.store import ReadOnly, Store


@pytest.mark.parametrize("how", ["removed", "replaced"])
async def test_a_database_file_removed_or_replaced_under_the_bot_refuses_the_write_check(how, tmp_path):
    path = tmp_path / "games.sqlite3"
    store = await Store.open(str(path), SAMARKAND)
    try:
        await store.writable()
        if how == "replaced":  # a backup restored by moving it over the open file
            shutil.copyfile(path, tmp_path / "restored.sqlite3")
            os.replace(tmp_path / "restored.sqlite3", path)
        else:
            for name in ("games.sqlite3", "games.sqlite3-wal", "games.sqlite3-shm"):
                (tmp_path / name).unlink(missing_ok=True)
        with pytest.raises(ReadOnly, match=f"was {how} while the bot had it open"):
            await store.writable()
    finally:
        await store.close()
