"""An SQLite file removed or replaced under the running bot (``rm``, a backup moved over it):
SQLite would go on writing the file it opened, every write taking and lost at the restart. The
write check (the bot's start, ``/readyz``, ``/healthz``) says so instead of "ok", and every
write is refused, as on a read-only disk, rather than told to a player as saved."""

from __future__ import annotations

import logging
import os
import shutil
import sqlite3
from dataclasses import replace
from types import SimpleNamespace

import pytest

from bot.games.samarkand import SAMARKAND
from bot.runtime.health_server import refused_because
from bot.runtime.write_check import WriteCheck
from bot.runtime.write_refusals import WriteRefusals
from bot.store import Busy, Moved, ReadOnly, Store
from bot.store.sqlite import SqliteStore


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


async def test_a_wal_file_removed_under_the_bot_refuses_the_write_check(tmp_path):
    """The -wal holds every commit since the last checkpoint: removed under the bot, the bot
    writes on into the file it holds open, and a crash loses them (every game of a new
    database), while the main file is the one opened as ever."""
    path = tmp_path / "games.sqlite3"
    store = await Store.open(str(path), SAMARKAND)
    try:
        await store.writable()
        (tmp_path / "games.sqlite3-wal").unlink()
        with pytest.raises(ReadOnly, match="-wal, which holds its latest changes, was removed while the bot"):
            await store.writable()
    finally:
        await store.close()


async def test_a_filesystem_remounted_read_only_refuses_the_write_check(tmp_path, monkeypatch):
    """A disk the kernel remounted read-only after an error (``errors=remount-ro``): the check's
    row, rolled back, never reaches the disk, so only the mount's flag tells."""
    store = await Store.open(str(tmp_path / "games.sqlite3"), SAMARKAND)
    real = os.statvfs
    try:
        await store.writable()
        monkeypatch.setattr(os, "statvfs", lambda path: SimpleNamespace(f_flag=real(path).f_flag | os.ST_RDONLY))
        with pytest.raises(ReadOnly, match="its filesystem is mounted read-only"):
            await store.writable()
    finally:
        monkeypatch.undo()
        await store.close()


async def test_a_disk_that_fails_the_check_refuses_it(tmp_path, monkeypatch):
    """"disk I/O error" (SQLITE_IOERR and its extended codes) answering the check is a refusal,
    with what to do, not a passing failure the health check would call healthy."""
    store = await Store.open(str(tmp_path / "games.sqlite3"), SAMARKAND)

    async def failing(body: object) -> None:
        err = sqlite3.OperationalError("disk I/O error")
        err.sqlite_errorcode = sqlite3.SQLITE_IOERR_WRITE  # type: ignore[attr-defined]
        raise err

    try:
        monkeypatch.setattr(store, "_in_transaction", failing)
        with pytest.raises(ReadOnly, match=r"\(disk I/O error\): its disk failed or is mounted read-only") as said:
            await store.writable()
        assert "immutable" not in str(said.value)  # no file is (test_immutable_files.py: one that is, is named)
    finally:
        monkeypatch.undo()
        await store.close()


async def test_a_database_another_process_keeps_locked_refuses_the_write_check(tmp_path):
    """A second bot on the same file, or a shell left inside a transaction: every pass fails
    until it lets go, which the write check says rather than "ok"."""
    path = tmp_path / "games.sqlite3"
    store = await Store.open(str(path), SAMARKAND)
    other = sqlite3.connect(path, isolation_level=None)
    try:
        await store.writable()
        assert isinstance(store, SqliteStore)
        await store.db.execute("PRAGMA busy_timeout=50")  # the bot's 5 s wait, shortened
        other.execute("BEGIN IMMEDIATE")
        with pytest.raises(Busy, match="is locked by another process"):
            await store.writable()
        with pytest.raises(sqlite3.OperationalError) as locked:  # a pass's write meanwhile
            await store._write("INSERT INTO meta (key, value) VALUES ('x', 'y')")
        assert WriteRefusals(store).handled(locked.value)  # one line a minute, not a traceback a tick
        other.execute("ROLLBACK")
        await store.writable()
    finally:
        other.close()
        await store.close()


async def test_a_database_whose_folder_was_removed_refuses_the_write_check_in_a_sentence(tmp_path):
    """A data folder removed (or a volume gone) under the bot: the write check says the file
    was removed, rather than failing on the mount it can no longer ask about."""
    folder = tmp_path / "data"
    folder.mkdir()
    store = await Store.open(str(folder / "games.sqlite3"), SAMARKAND)
    try:
        await store.writable()
        shutil.rmtree(folder)
        with pytest.raises(ReadOnly, match="was removed while the bot had it open"):
            await store.writable()
    finally:
        await store.close()


@pytest.mark.parametrize("how", ["removed", "replaced"])
async def test_a_write_to_a_file_removed_or_replaced_under_the_bot_is_refused_not_lost(how, tmp_path, caplog):
    """A move made after the file went would be answered as saved and be gone at the restart:
    the write is refused (``Moved``, a ``ReadOnly``: the commands' "cannot save anything just
    now"); the health servers say why in their few words, and the log says the whole sentence."""
    path = tmp_path / "games.sqlite3"
    store = await Store.open(str(path), SAMARKAND)
    try:
        prefs = await store.prefs("1")
        if how == "replaced":
            shutil.copyfile(path, tmp_path / "restored.sqlite3")
            os.replace(tmp_path / "restored.sqlite3", path)
        else:
            path.unlink()
        with pytest.raises(Moved, match=f"was {how} while the bot had it open"):
            await store.set_prefs("1", replace(prefs, language="de"))
        writes = WriteCheck(store.writable, lambda takes: None, seconds=0)
        with caplog.at_level(logging.ERROR, logger="samarkand.database"):
            refused = await writes.refusal(5)
            await writes.refusal(5)  # said as it begins, not at every ask
        assert refused is Moved and refused_because(refused) == "database file removed or replaced"
        assert [r.getMessage().count(f"was {how} while the bot") for r in caplog.records] == [1]
    finally:
        await store.close()
