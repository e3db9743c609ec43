"""A database file made immutable (``chattr +i``, really: ``tests/support/immutable_file.py``, as
root, which CI is) under the running bot or before its start. The main file alone is the quiet
case: SQLite goes on committing into the -wal, so every save is kept, but no checkpoint can
write the -wal into the database (``disk I/O error``) and the next start is refused; the health
check says so and names the file, as the log does, rather than "ok" until the restart fails.
An immutable -wal fails every commit; an immutable -shm refuses the start: each is named, with
``chattr -i``, not the file rights no grant would change."""

from __future__ import annotations

import asyncio
import logging
import os
import sqlite3
import subprocess
import sys
import time
from pathlib import Path
from types import SimpleNamespace

import aiohttp
import pytest

from bot.games.samarkand import SAMARKAND
from bot.runtime.health_server import HealthServer, refused_because
from bot.runtime.write_check import EVERY_SECONDS
from bot.store import ReadOnly, SqliteStore, Store, Unchangeable, Ungranted
from tests.support.clock import ManualClock
from tests.support.immutable_file import immutable, is_immutable
from tests.support.read_only_folder import held
from tests.support.standin import TOKEN
from tests.support.watched_bot import Bot, Scheduler

ROOT = Path(__file__).resolve().parents[2]


async def test_a_main_file_made_immutable_keeps_the_saves_in_the_wal_and_fails_the_write_check(tmp_path):
    path = tmp_path / "games.sqlite3"
    store = await Store.open(str(path), SAMARKAND)
    assert isinstance(store, SqliteStore)
    try:
        await store.writable()
        with immutable(path):
            assert is_immutable(path)
            await store._write("INSERT INTO meta (key, value) VALUES ('kept', 'in the wal')")  # a save still commits
            with pytest.raises(sqlite3.OperationalError) as checkpoint:  # but cannot reach the database file
                await store.db.execute("PRAGMA wal_checkpoint(PASSIVE)")
            assert checkpoint.value.sqlite_errorcode == sqlite3.SQLITE_IOERR_WRITE  # type: ignore[attr-defined]
            with pytest.raises(Unchangeable) as said:
                await store.writable()
            assert str(said.value) == (
                f"The database {path} cannot be changed: {path} is immutable (lsattr shows an i; no file right lifts "
                f"it, not even root's). The bot's saves go on into {path}-wal, which grows, but no checkpoint can "
                f"write them into the database, and the bot cannot start on it again. As root on the host (a "
                f"container's root may not): chattr -i {path}; nothing is lost, and the bot goes on by itself.")
        await store.writable()  # chattr -i: it goes on by itself
        await store.db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    finally:
        await store.close()
    with sqlite3.connect(path) as kept:
        assert kept.execute("SELECT value FROM meta WHERE key = 'kept'").fetchall() == [("in the wal",)]


async def test_healthz_and_the_gauge_say_a_file_made_immutable_while_readyz_stays_ready(tmp_path, caplog):
    """The bot can still do its work (every save commits), so ``/readyz`` stays ready; ``/healthz``
    fails, since no wait mends it and the next start is refused, and the files gauge reads 0 while
    the writable one reads 1 (nothing is lost: the page that says "refuses writes" would lie).
    After ``chattr -i`` the next check says so, once, and ``/healthz`` is ok again."""
    path = tmp_path / "games.sqlite3"
    store = await Store.open(str(path), SAMARKAND)
    bot = Bot(platform=SimpleNamespace(store=store), scheduler=Scheduler(time.monotonic()))  # type: ignore[arg-type]
    clock = ManualClock()
    server = HealthServer(bot, clock=clock)
    await server.start("127.0.0.1", 0)
    try:
        async with aiohttp.ClientSession() as session:
            async def asked(where: str) -> tuple[int, str]:
                async with session.get(f"http://127.0.0.1:{server.port}{where}") as answer:
                    return answer.status, await answer.text()

            with immutable(path):
                assert await asked("/healthz") == (503, "database file immutable: no checkpoint, no restart\n")
                assert await asked("/readyz") == (200, "ready\n")
                status, scraped = await asked("/metrics")
                assert status == 200
                assert "samarkand_database_files_changeable 0.0" in scraped.splitlines()
                assert "samarkand_database_writable 1.0" in scraped.splitlines()
            clock.advance(seconds=EVERY_SECONDS)
            with caplog.at_level(logging.INFO):
                await asked("/healthz")  # asks again: the last answer stands for half a second at most meanwhile
                if server.writes.asking is not None:
                    await server.writes.asking  # the question's end, however long it took
                assert await asked("/healthz") == (200, "ok\n")
            said = [record.getMessage() for record in caplog.records if record.name == "samarkand.database"]
            assert said[-1].startswith("The database's files can be changed again"), said
            assert "samarkand_database_files_changeable 1.0" in (await asked("/metrics"))[1].splitlines()
    finally:
        await server.stop()
        await store.close()


async def test_a_wal_made_immutable_under_the_bot_fails_each_save_naming_the_file(tmp_path):
    path = tmp_path / "games.sqlite3"
    store = await Store.open(str(path), SAMARKAND)
    try:
        await store.writable()
        with immutable(Path(f"{path}-wal")):
            with pytest.raises(sqlite3.OperationalError) as failed:
                await store._write("INSERT INTO meta (key, value) VALUES ('lost', 'never committed')")
            said = store.write_problem(failed.value)
            assert isinstance(said, ReadOnly)
            assert str(said) == (f"The database {path} cannot be written (disk I/O error): {path}-wal is immutable "
                                 "(lsattr shows an i; no file right lifts it, not even root's). As root on the host "
                                 f"(a container's root may not): chattr -i {path}-wal, then start the bot if it "
                                 "stopped.")
        await store.writable()
    finally:
        await store.close()


async def bot_started_with_immutable(path: Path, frozen: Path) -> subprocess.CompletedProcess[str]:
    """``python -m bot`` started on the database at ``path`` (no metrics server) while ``frozen`` is immutable."""
    env = {**os.environ, "PYTHONPATH": str(ROOT), "DISCORD_TOKEN": TOKEN, "SAMARKAND_DB": str(path)}
    env.pop("SAMARKAND_METRICS", None)
    with immutable(frozen):
        return await asyncio.to_thread(subprocess.run, [sys.executable, "-m", "bot"], env=env, cwd=path.parent,
                                       capture_output=True, text=True, timeout=120)


async def test_the_start_refused_for_an_immutable_shm_says_so_and_what_to_do_not_to_grant_rights(tmp_path):
    """A bot killed (``kill -9``) leaves its -wal and -shm; the -shm made immutable then (``chattr +i
    games.sqlite3*`` ends a running bot by SIGBUS: tests/contract/test_fatal_signal.py) refuses the
    next start, which used to say "give the bot's user write access", no help even to root."""
    path = tmp_path / "games.sqlite3"
    await (await Store.open(str(path), SAMARKAND)).close()
    killed = ("import os, sqlite3, sys; db = sqlite3.connect(sys.argv[1], isolation_level=None); "
              "db.execute(\"INSERT INTO meta (key, value) VALUES ('last', 'save')\"); os._exit(0)")
    await asyncio.to_thread(subprocess.run, [sys.executable, "-c", killed, str(path)], check=True, timeout=60)
    shm = Path(f"{path}-shm")
    assert shm.exists() and Path(f"{path}-wal").exists()  # as a kill -9 leaves them
    started = await bot_started_with_immutable(path, shm)
    assert started.returncode == 2, started.stderr
    assert started.stderr == (
        f"The database {path} cannot be written (attempt to write a readonly database): {shm} is immutable (lsattr "
        f"shows an i; no file right lifts it, not even root's). As root on the host (a container's root may not): "
        f"chattr -i {shm}, then start the bot if it stopped.\n")


async def test_a_backup_while_the_main_file_is_immutable_holds_the_saves_of_the_wal(tmp_path):
    """What operating.md advises meanwhile: the saves since it was made immutable are only in the
    -wal, and ``python -m bot backup`` (its own process, as an operator runs it) copies them too."""
    path, copy = tmp_path / "games.sqlite3", tmp_path / "copy.sqlite3"
    store = await Store.open(str(path), SAMARKAND)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    try:
        with immutable(path):
            await store._write("INSERT INTO meta (key, value) VALUES ('kept', 'in the wal')")
            made = await asyncio.to_thread(subprocess.run, [sys.executable, "-m", "bot", "backup", str(copy), "--db",
                                                            str(path)], env=env, cwd=tmp_path, capture_output=True,
                                           text=True, timeout=120)
            assert made.returncode == 0, made.stderr
    finally:
        await store.close()
    with sqlite3.connect(copy) as copied:
        assert copied.execute("SELECT value FROM meta WHERE key = 'kept'").fetchall() == [("in the wal",)]


async def test_the_start_refused_for_an_immutable_folder_names_the_folder(tmp_path):
    """A clean stop removed the -wal and -shm; SQLite cannot make them again in a folder made
    immutable, and says only "unable to open database file"."""
    folder = tmp_path / "data"
    folder.mkdir()
    path = folder / "games.sqlite3"
    await (await Store.open(str(path), SAMARKAND)).close()
    started = await bot_started_with_immutable(path, folder)
    assert started.returncode == 2, started.stderr
    assert started.stderr == (
        f"The database {path} cannot be written (unable to open database file): {folder} is immutable (lsattr shows "
        "an i; no file right lifts it, not even root's). As root on the host (a container's root may not): chattr -i "
        f"{folder}, then start the bot if it stopped.\n")


TAKEN_AWAY = """
import asyncio, os, sys
from bot.games.samarkand import SAMARKAND
from bot.store import Store

async def main(path):
    store = await Store.open(path, SAMARKAND)
    try:
        await store.writable()
        os.chmod(path, 0o444)  # the operator's chmod under the running bot
        await store._write("INSERT INTO meta (key, value) VALUES ('kept', 'still saved')")
        try:
            await store.writable()
        except Exception as err:
            print(type(err).__name__, err)
    finally:
        os.chmod(path, 0o644)
        await store.close()

asyncio.run(main(sys.argv[1]))
"""


async def test_write_rights_taken_away_under_a_bot_that_is_not_root_are_said_before_the_restart_fails(tmp_path):
    """``chmod 444`` on the file under a bot that is not root (the image's user 10001): its open
    files keep their rights, so it saves on, but the next start opens the file read-only and is
    refused. The check says so now, not "ok" until the restart. The child is held to file modes as
    such a user is (``tests/support/read_only_folder.py``: root without the capabilities that pass
    over them), since the tests run as root, whom modes do not stop."""
    path = tmp_path / "games.sqlite3"
    await (await Store.open(str(path), SAMARKAND)).close()
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    child = held([sys.executable, "-c", TAKEN_AWAY, str(path)], tmp_path, env)
    out, err = await asyncio.to_thread(child.communicate, timeout=120)
    assert child.returncode == 0, err
    assert out == (f"Ungranted The database {path} cannot be opened to write by the bot's next start: {path} no "
                   "longer lets the bot's user write it (Permission denied). Its open files keep their rights, so the "
                   "bot saves on and nothing is lost, but a restart would be refused: give the bot's user write "
                   "access again (in the Docker image, user 10001).\n")
    with sqlite3.connect(path) as kept:
        assert kept.execute("SELECT value FROM meta WHERE key = 'kept'").fetchall() == [("still saved",)]
    assert refused_because(Ungranted) == "database file not writable by the next start"
    assert refused_because(Unchangeable) == "database file immutable: no checkpoint, no restart"
