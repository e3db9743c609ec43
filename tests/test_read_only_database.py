"""A database the bot may read but not write (a root-owned file in a volume the bot's user 10001
does not own, a read-only volume): the bot refuses to start in one sentence, and a running
bot's ``/readyz`` and ``/healthz`` (so the image's health check) say so. The tests run as root,
whom file modes do not stop, so the store's connection is made read-only with SQLite's
``PRAGMA query_only``: the same SQLITE_READONLY error a read-only file gives."""

from __future__ import annotations

import asyncio
import dataclasses
import logging
import os
import sqlite3
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from types import SimpleNamespace
from unittest.mock import AsyncMock

import aiohttp
import asyncpg
import pytest
from aiohttp import web

from bot.ai.budget import Budget
from bot.games.interface import Game
from bot.games.samarkand import SAMARKAND
from bot.games.samarkand.game_service import GameService
from bot.ops import probe
from bot.runtime.computer_driver import ComputerDriver
from bot.runtime.discord_run import serve
from bot.runtime.health_server import HealthServer
from bot.runtime.review_sweep import ReviewSweep
from bot.runtime.scheduler import Scheduler
from bot.runtime.write_check import EVERY_SECONDS, WriteCheck
from bot.runtime.write_refusals import WriteRefusals
from bot.service.work import secretly
from bot.store import Access, Busy, ReadOnly, SqliteStore, Store, StoreError
from tests.service.conftest import finish, started
from tests.support.clock import ManualClock
from tests.support.running_bot import config
from tests.support.watched_bot import Bot

CONNECT = SqliteStore.connect.__func__  # type: ignore[attr-defined]
OPEN = Store.open.__func__  # type: ignore[attr-defined]


async def read_only_connect(cls: type[SqliteStore], address: str, game: Game,
                            access: Access = Access.WRITE) -> SqliteStore:
    """Read-only from the first statement: even the transaction that reads the schema's version fails."""
    store = await CONNECT(cls, address, game, access)
    await store.db.execute("PRAGMA query_only=ON")
    return store


async def read_only_after_open(cls: type[Store], address: str, game: Game, migrate: bool = True) -> Store:
    """Opens and reads, refuses writes: a root-owned file in a folder the bot may write, where
    SQLite takes the write lock and fails only at the first changed row."""
    store = await OPEN(cls, address, game, migrate)
    await store.db.execute("PRAGMA query_only=ON")  # type: ignore[attr-defined]
    return store


@pytest.mark.parametrize(("where", "made_read_only"), [(SqliteStore, "connect"), (Store, "open")])
async def test_the_bot_refuses_to_start_on_a_database_it_cannot_write(where, made_read_only, tmp_path, monkeypatch,
                                                                      capsys):
    path = tmp_path / "games.sqlite3"
    await (await Store.open(path, SAMARKAND)).close()  # migrated while it could be written
    monkeypatch.setattr(where, made_read_only, classmethod(
        read_only_connect if made_read_only == "connect" else read_only_after_open))
    assert await serve(config(tmp_path, "any-token")) == 2  # before Discord is ever asked
    said = capsys.readouterr().err
    assert said.count("\n") == 1 and "Traceback" not in said
    assert said.startswith(f"The database {path} cannot be written (attempt to write a readonly database)")
    assert "write access" in said and "SAMARKAND_DB" in said


NOBODY = 65534  # a user who owns nothing here: the file modes stop it, as they stop the image's user 10001


async def said_on_opening(path: Path) -> str:
    """What the bot's start finds: the store opened, and proved to take a write."""
    try:
        store = await Store.open(path, SAMARKAND)
        try:
            await store.writable()
        finally:
            await store.close()
    except StoreError as err:
        return f"{type(err).__name__}: {err}"
    return "opened"


def opened_by_another_user(path: Path) -> str:
    """What opening ``path`` says to a user who may read it but not write it: a forked child,
    which under root first becomes ``NOBODY`` (root writes whatever the modes say)."""
    read, write = os.pipe()
    child = os.fork()
    if child == 0:  # pragma: no cover (the child's own process)
        said = "the child failed"
        try:
            os.close(read)
            if os.geteuid() == 0:
                os.setgid(NOBODY)
                os.setuid(NOBODY)
            said = asyncio.run(said_on_opening(path))
        finally:
            os.write(write, said.encode())
            os._exit(0)
    os.close(write)
    os.waitpid(child, 0)
    with os.fdopen(read, "rb") as answer:
        return answer.read().decode()


@pytest.mark.parametrize("folder_writable", [False, True], ids=["read-only folder", "root-owned file"])
def test_a_file_the_bots_user_may_not_write_is_said_to_be_so_at_open(folder_writable):
    """As docs/operating.md says of a read-only volume, and of a root-owned file in the volume
    where the image's user runs: 'cannot be written', and what to do; not 'not a usable SQLite
    file', which sends the host looking for a damaged file. The file is in WAL mode, as the bot
    leaves it: in a read-only folder SQLite fails already at opening it (no -shm file can be
    made), in a folder of the bot's user at the first write."""
    with tempfile.TemporaryDirectory() as made:
        folder = Path(made)
        path = folder / "games.sqlite3"
        assert asyncio.run(said_on_opening(path)) == "opened"  # created and migrated by its owner
        path.chmod(0o444)
        folder.chmod(0o755 if folder_writable else 0o555)
        if folder_writable and os.geteuid() == 0:
            os.chown(folder, NOBODY, NOBODY)  # the volume the bot's user owns, a file root put there
        try:
            said = opened_by_another_user(path)
        finally:
            folder.chmod(0o755)
    assert said.startswith(f"ReadOnly: The database {path} cannot be written ("), said
    assert "write access to the file, its -wal and -shm files and its folder" in said


async def test_a_full_disk_is_a_database_that_takes_no_writes(tmp_path, monkeypatch):
    """The check's row, rolled back, never reaches the disk, so it passed on a full disk where
    every commit failed; the disk's free space is asked too (here the floor is raised above
    what this disk has: the same answer as a disk with nothing free)."""
    store = await Store.open(tmp_path / "games.sqlite3", SAMARKAND)
    try:
        await store.writable()
        monkeypatch.setattr(SqliteStore, "FULL_BELOW", 1 << 62)
        with pytest.raises(ReadOnly, match=r"cannot be written \(its disk is full: [\d,]+ KB free\): free some space"):
            await store.writable()
        server = HealthServer(Bot(platform=SimpleNamespace(store=store)))  # type: ignore[arg-type]
        await server.start("127.0.0.1", 0)
        try:
            healthz = f"http://127.0.0.1:{server.port}/healthz"
            async with aiohttp.ClientSession() as session, session.get(healthz) as got:
                assert (got.status, await got.text()) == (503, "database not writable\n")
        finally:
            await server.stop()
    finally:
        await store.close()


async def test_a_commit_that_finds_no_room_is_a_refused_write_said_once_with_what_to_do(tmp_path, caplog):
    """SQLite's own SQLITE_FULL ("database or disk is full"), here from a page limit on the
    file: the log says that the disk is full and what to do, as for a read-only file."""
    store = await Store.open(tmp_path / "games.sqlite3", SAMARKAND)
    try:
        (pages,) = (await store._fetch("PRAGMA page_count"))[0]
        await store.db.execute(f"PRAGMA max_page_count={pages}")
        with pytest.raises(sqlite3.OperationalError) as full:
            await store._write("INSERT INTO meta (key, value) VALUES ('big', ?)", ("x" * 100_000,))
        assert store.refuses_writes(full.value)
        assert WriteRefusals(store).handled(full.value)
    finally:
        await store.close()
    said = [r.getMessage() for r in caplog.records if r.name == "samarkand.database"]
    assert len(said) == 1 and said[0].startswith(f"The database {store.address} cannot be written (database or "
                                                 "disk is full): free some space on its disk"), said


async def test_a_file_that_no_database_can_be_kept_in_is_one_sentence_at_start(tmp_path, capsys):
    """/dev/null opens as an empty SQLite file and fails at the first migration's write with a
    disk I/O error, as a failing disk does: a sentence and exit code 2, not sqlite3's traceback."""
    assert await serve(dataclasses.replace(config(tmp_path, "any-token"), db_path="/dev/null")) == 2
    said = capsys.readouterr().err
    assert said == ("/dev/null is not a database the bot can use (disk I/O error): point SAMARKAND_DB (or --db) at "
                    "the bot's database file.\n")


async def test_a_database_that_stops_taking_writes_is_unready_and_unhealthy(tmp_path, monkeypatch, capsys):
    store = await Store.open(tmp_path / "games.sqlite3", SAMARKAND)
    await store.writable()
    await store.db.execute("PRAGMA query_only=ON")  # the bot running when its file became read-only
    with pytest.raises(ReadOnly):
        await store.writable()
    server = HealthServer(Bot(platform=SimpleNamespace(store=store)))  # type: ignore[arg-type]
    await server.start("127.0.0.1", 0)
    try:
        async with aiohttp.ClientSession() as session:
            for path in ("/readyz", "/healthz"):
                async with session.get(f"http://127.0.0.1:{server.port}{path}") as answer:
                    assert (answer.status, await answer.text()) == (503, "database not writable\n")
        monkeypatch.setenv("SAMARKAND_METRICS", f"127.0.0.1:{server.port}")
        monkeypatch.chdir(tmp_path)  # no .env
        assert await asyncio.to_thread(probe.main) == 1  # the image's HEALTHCHECK
        assert capsys.readouterr().err == "the bot's /healthz answered 503: database not writable\n"
    finally:
        await server.stop()
        await store.close()


async def test_a_writable_database_passes_the_check_and_keeps_nothing_of_it(tmp_path):
    store = await Store.open(tmp_path / "games.sqlite3", SAMARKAND)
    try:
        await store.writable()
        await store.writable()  # the row was rolled back, or this insert would collide
        assert await store._fetch("SELECT key FROM meta WHERE key = 'write check'") == []
    finally:
        await store.close()


async def test_the_write_check_commits_so_that_its_write_reaches_the_disk(tmp_path):
    """A write rolled back never leaves memory, so a file that refuses every commit (made
    immutable under the running bot) passed it; the check's write is committed, and keeps nothing."""
    path = tmp_path / "games.sqlite3"
    store = await Store.open(path, SAMARKAND)
    other = sqlite3.connect(path)
    try:
        before = other.execute("PRAGMA data_version").fetchone()
        await store.writable()
        assert other.execute("PRAGMA data_version").fetchone() != before  # another connection's commit
        assert other.execute("SELECT key FROM meta WHERE key = 'write check'").fetchall() == []
    finally:
        other.close()
        await store.close()


async def test_a_refused_save_is_the_health_checks_answer_at_once_until_a_write_is_taken(tmp_path):
    store = await Store.open(tmp_path / "games.sqlite3", SAMARKAND)
    counted, clock = Counted(store), ManualClock()
    server = HealthServer(Bot(platform=SimpleNamespace(store=counted)), clock=clock)  # type: ignore[arg-type]
    refusals = WriteRefusals(store, clock=clock)
    refusals.told = server.writes.heard
    await server.start("127.0.0.1", 0)
    try:
        async with aiohttp.ClientSession() as session:
            async def healthz_and_gauge() -> tuple[str, str]:
                async with session.get(f"http://127.0.0.1:{server.port}/healthz") as answer:
                    health = await answer.text()
                async with session.get(f"http://127.0.0.1:{server.port}/metrics") as answer:
                    gauge = next(line for line in (await answer.text()).splitlines()
                                 if line.startswith("samarkand_database_writable "))
                return health, gauge

            assert await healthz_and_gauge() == ("ok\n", "samarkand_database_writable 1.0")
            assert refusals.handled(store.refusal(sqlite3.OperationalError("disk I/O error")))
            assert await healthz_and_gauge() == ("database not writable\n", "samarkand_database_writable 0.0")
            assert counted.asked == 1  # said by the save, not by a question of its own
            clock.advance(seconds=EVERY_SECONDS)
            assert await healthz_and_gauge() == ("ok\n", "samarkand_database_writable 1.0")  # the check took a write
            assert counted.asked == 2
    finally:
        await server.stop()
        await store.close()


async def read_only_postgres(address: str) -> None:
    """Every new session of this database read-only, as on a standby or a database an admin set
    ``default_transaction_read_only``: writes fail with ReadOnlySQLTransactionError."""
    admin = await asyncpg.connect(address)
    try:
        name = await admin.fetchval("SELECT current_database()")
        await admin.execute(f"ALTER DATABASE {name} SET default_transaction_read_only = on")
    finally:
        await admin.close()


async def test_the_bot_refuses_to_start_on_a_postgresql_database_it_cannot_write(postgres, tmp_path, capsys):
    address = await postgres.new_database()
    await (await Store.open(address, SAMARKAND)).close()  # migrated while it could be written
    await read_only_postgres(address)
    assert await serve(dataclasses.replace(config(tmp_path, "any-token"), db_path=address)) == 2
    said = capsys.readouterr().err
    assert said.count("\n") == 1 and "Traceback" not in said
    assert "cannot be written (cannot execute INSERT in a read-only transaction)" in said
    assert "grant the bot's role INSERT, UPDATE and DELETE" in said and "-wal" not in said


async def test_a_postgresql_database_that_stops_taking_writes_fails_the_check(postgres):
    store = await Store.open(await postgres.new_database(), SAMARKAND)
    try:
        await store.writable()
        await read_only_postgres(store.address)
        await store.pool.expire_connections()  # type: ignore[attr-defined]  # sessions begun after the change
        with pytest.raises(ReadOnly, match="cannot be written"):
            await store.writable()
    finally:
        await store.close()
        await closes_left_by_the_pool()


async def closes_left_by_the_pool() -> None:
    """asyncpg closes an expired connection in a task it keeps no handle on. Unawaited, that task
    can outlive this test's loop, and its "Task was destroyed but it is pending" then lands in the
    log of whichever test the garbage collector runs in (it failed a CI run that way)."""
    closing = [task for task in asyncio.all_tasks()
               if getattr(task.get_coro(), "__qualname__", "") == "Connection.close"]
    await asyncio.gather(*closing)


class Quiet:
    """The Discord side of the scheduler; nothing reaches it while nothing can be saved."""

    async def publish(self, changes: list[object]) -> None:
        raise AssertionError("nothing is published from a database that saved nothing")

    async def announce(self, game_id: int) -> None:
        return None

    async def remind(self, reminder: object) -> None:
        raise AssertionError("no reminder goes out that could not be recorded")

    async def keep_open(self, game_id: int, channel_id: str) -> None:
        return None

    async def tell_set_aside(self, game: object) -> bool:
        return True


async def test_a_read_only_database_is_said_once_a_minute_not_a_traceback_a_tick(tmp_path, caplog):
    store = await Store.open(tmp_path / "games.sqlite3", SAMARKAND)
    clock = ManualClock()
    service = GameService(store, clock)
    await started(service)
    await store.db.execute("PRAGMA query_only=ON")  # the file made read-only under the running bot
    scheduler = Scheduler(service, Quiet(), Quiet())
    now = [0.0]
    scheduler.refusals = WriteRefusals(store, clock=lambda: now[0])
    try:
        with caplog.at_level(logging.DEBUG):
            for _ in range(5):  # five ticks within the minute, hours of game time: reminders are due
                await scheduler.tick()
                clock.advance(10)
                now[0] += 10
            now[0] += 20  # a minute after the first line
            await scheduler.tick()
    finally:
        await store.close()
    said_twice_in_a_minute(caplog.records, tmp_path / "games.sqlite3")


def said_twice_in_a_minute(records: list[logging.LogRecord], path: Path) -> None:
    """The bot's warnings and any traceback over a minute of refused writes: the database's one
    line, twice (at the start and a minute on), never a traceback. Another test's task that the
    garbage collector destroys now ("Task was destroyed but it is pending") is neither."""
    said = [record for record in records
            if record.levelno >= logging.WARNING and (record.name.startswith("samarkand") or record.exc_info)]
    assert [record.name for record in said] == ["samarkand.database"] * 2
    assert all(record.exc_info is None for record in said)
    assert said[0].getMessage().startswith(f"The database {path} cannot be written")


class Counted:
    """The store, with a count of the writes it was asked to try."""

    def __init__(self, store: Store) -> None:
        self.store, self.asked = store, 0

    async def count_by_status(self) -> dict[str, int]:
        return await self.store.count_by_status()

    async def turn_messages_retrying(self) -> int:
        return await self.store.turn_messages_retrying()

    async def writable(self) -> None:
        self.asked += 1
        await self.store.writable()


async def test_the_gauge_and_healthz_say_within_an_interval_that_the_database_stopped_taking_writes(tmp_path):
    store = await Store.open(tmp_path / "games.sqlite3", SAMARKAND)
    counted, clock = Counted(store), ManualClock()
    server = HealthServer(Bot(platform=SimpleNamespace(store=counted)), clock=clock)  # type: ignore[arg-type]
    await server.start("127.0.0.1", 0)
    try:
        async with aiohttp.ClientSession() as session:
            async def asked(path: str) -> tuple[int, str]:
                async with session.get(f"http://127.0.0.1:{server.port}{path}") as answer:
                    said = await answer.text()
                    return answer.status, (said if path != "/metrics" else next(
                        line for line in said.splitlines() if line.startswith("samarkand_database_writable ")))

            async def all_three() -> list[tuple[int, str]]:
                return [await asked(path) for path in ("/metrics", "/healthz", "/readyz")]

            assert (await all_three())[:2] == [(200, "samarkand_database_writable 1.0"), (200, "ok\n")]
            assert counted.asked == 1  # one question for the three
            await store.db.execute("PRAGMA query_only=ON")  # the file turns read-only under the running bot
            clock.advance(seconds=EVERY_SECONDS - 1)
            assert (await all_three())[:2] == [(200, "samarkand_database_writable 1.0"), (200, "ok\n")]
            assert counted.asked == 1  # the answer is less than an interval old
            clock.advance(seconds=1)
            assert await asked("/healthz") == (503, "database not writable\n")  # within one interval
            assert await all_three() == [(200, "samarkand_database_writable 0.0"), (503, "database not writable\n"),
                                         (503, "database not writable\n")]
            assert counted.asked == 2
            await store.db.execute("PRAGMA query_only=OFF")
            clock.advance(seconds=EVERY_SECONDS)
            assert (await all_three())[:2] == [(200, "samarkand_database_writable 1.0"), (200, "ok\n")]
            assert counted.asked == 3
    finally:
        await server.stop()
        await store.close()


async def test_the_pages_and_the_metrics_on_two_addresses_ask_the_database_once_an_interval(tmp_path):
    """The bot's two servers (``SAMARKAND_WEB`` and ``SAMARKAND_METRICS`` apart) share one
    question: probes and scrapes of both, in any order, cost one write per interval."""
    store = await Store.open(tmp_path / "games.sqlite3", SAMARKAND)
    counted, clock = Counted(store), ManualClock()
    bot = Bot(platform=SimpleNamespace(store=counted))  # type: ignore[arg-type]
    servers = [HealthServer(bot, clock=clock), HealthServer(bot, [web.get("/games/{game}", pages)], clock=clock)]  # type: ignore[arg-type]
    for server in servers:
        await server.start("127.0.0.1", 0)
    try:
        async with aiohttp.ClientSession() as session:
            async def probed() -> list[int]:
                said = []
                for server in servers[::-1] + servers:
                    for path in ("/healthz", "/metrics", "/readyz"):
                        async with session.get(f"http://127.0.0.1:{server.port}{path}") as answer:
                            said.append(answer.status)
                return said

            assert (await probed())[:2] == [200, 200] and counted.asked == 1
            clock.advance(seconds=EVERY_SECONDS - 1)
            await probed()
            assert counted.asked == 1  # neither server asked again within the interval
            clock.advance(seconds=1)
            await probed()
            assert counted.asked == 2  # one question for both once the answer is an interval old
    finally:
        for server in servers:
            await server.stop()
        await store.close()


async def pages(request: web.Request) -> web.Response:
    return web.Response(text="a page\n")


class Slow:
    """A database that answers a write only when the test lets it."""

    def __init__(self) -> None:
        self.asked, self.answer = 0, asyncio.Event()

    async def writable(self) -> None:
        self.asked += 1
        await self.answer.wait()
        raise ReadOnly("The database cannot be written")


async def test_asks_during_a_question_wait_for_its_answer_and_no_answer_is_kept_from_a_silent_database():
    slow, said = Slow(), []
    check = WriteCheck(slow.writable, said.append, ManualClock())
    with pytest.raises(TimeoutError):
        await check.takes_writes(0.01)  # gave up; the question goes on
    waiting = [asyncio.ensure_future(check.takes_writes(5)) for _ in range(3)]
    await asyncio.sleep(0)
    slow.answer.set()
    assert await asyncio.gather(*waiting) == [False] * 3
    assert (slow.asked, said) == (1, [False])

    tries = []

    async def gone() -> None:
        tries.append("asked")
        raise OSError("connection refused")
    silent = WriteCheck(gone, said.append, ManualClock())
    for _ in range(2):
        with pytest.raises(OSError):
            await silent.takes_writes(5)
    assert (len(tries), said) == (2, [False])  # nothing kept, nothing said for a database that did not answer


class Locked:
    """A database another process keeps locked: it answers "locked" only after SQLite's busy
    timeout, which the test plays out by hand (``answer``)."""

    def __init__(self) -> None:
        self.asked, self.answer = 0, asyncio.Event()

    async def writable(self) -> None:
        self.asked += 1
        await self.answer.wait()
        self.answer.clear()
        raise Busy("The database is locked by another process")


async def test_a_database_that_refused_and_is_slow_to_answer_again_is_still_refusing():
    """A lock held elsewhere: each new question waits out the busy timeout, longer than a probe
    waits. A probe that comes once the last "locked" is stale must still say locked (it said
    "ok" at every other probe, so the container never turned unhealthy), and a database that
    answers again is believed."""
    locked, said, clock = Locked(), [], ManualClock()
    check = WriteCheck(locked.writable, said.append, clock, seconds=30)
    with pytest.raises(TimeoutError):
        await check.refusal(0.01)  # the first question: nothing known yet
    locked.answer.set()
    assert await check.refusal(5) is Busy
    clock.advance(seconds=31)
    assert await check.refusal(0.01) is Busy  # stale, asked again, no answer yet: still locked
    assert locked.asked == 2
    locked.answer.set()
    assert await check.refusal(5) is Busy
    clock.advance(seconds=31)
    check.ask = ok = AsyncMock()  # the lock is gone: the next question answers at once
    assert await check.refusal(0.01) is None and ok.await_count == 1 and said[-1] is True


async def test_the_log_says_when_the_database_takes_writes_again_once(caplog):
    """The log said when writes were refused, never when they were taken again: an operator
    reading the log alone could not tell when the fault ended."""
    clock, refusing = ManualClock(), AsyncMock(side_effect=ReadOnly("The database cannot be written"))
    check = WriteCheck(refusing, lambda takes: None, clock, seconds=30)
    with caplog.at_level(logging.WARNING, "samarkand.database"):
        for ask in (refusing, AsyncMock(), AsyncMock()):
            check.ask = ask
            await check.refusal(5)
            clock.advance(seconds=31)
    assert [record.getMessage().split(" (")[0] for record in caplog.records] == [
        "The database cannot be written", "The database takes writes again"]


def test_a_sale_answers_refused_write_takes_no_turn_of_the_minutes_line(caplog):
    """A sale answer's work is never logged (R6.5); had its refused write taken the minute's
    line, the next line expected (a pass's, a command's) would go missing: a pause in the log
    that tells of a secret answer, and a line the operator never reads."""
    refusals = WriteRefusals(SimpleNamespace(refuses_writes=lambda err: False), clock=lambda: 0.0)  # type: ignore[arg-type]
    with caplog.at_level(logging.INFO), secretly():
        assert refusals.handled(ReadOnly("The database x cannot be written"))
        assert not caplog.records and refusals.said_at is None
    assert refusals.handled(ReadOnly("The database x cannot be written"))  # the pass's, right after
    said = [r.getMessage() for r in caplog.records if r.name == "samarkand.database"]
    assert said == ["The database x cannot be written (said once a minute while it lasts)"]


async def test_a_read_only_database_stops_the_computers_with_one_line_a_minute_not_a_traceback_a_game(tmp_path,
                                                                                                       caplog):
    """Two tables of computers only, each owed a move, when the file turns read-only: every
    sweep's step fails for both, and the log says so as the scheduler does."""
    store = await Store.open(tmp_path / "games.sqlite3", SAMARKAND)
    service = GameService(store, ManualClock())
    for table in ("1", "2"):
        host = f"u{table}"
        await service.lobby.create(f"chan-{table}", "guild-1", host, "Ann", seed=3)
        await service.lobby.add_computer(f"chan-{table}", host, "random")
        await service.lobby.start(f"chan-{table}", host, False)
        await service.lobby.replace(f"chan-{table}", host, False, host, "random")  # the host's seat too
    await store.db.execute("PRAGMA query_only=ON")  # the file made read-only under the running bot
    now = [0.0]
    driver = ComputerDriver(service.platform, lambda reports: asyncio.sleep(0),
                            refusals=WriteRefusals(store, clock=lambda: now[0]))
    try:
        assert len(await store.computer_due()) == 2
        with caplog.at_level(logging.DEBUG):
            for _ in range(3):  # three sweeps, the last a minute after the first
                assert await driver.run_once() == 0
                now[0] += 30
    finally:
        await store.close()
    said_twice_in_a_minute(caplog.records, tmp_path / "games.sqlite3")


class CountedPool(ThreadPoolExecutor):
    """A thread for the review, with a count of the reviews it was asked to make."""

    def __init__(self) -> None:
        super().__init__(1)
        self.asked = 0

    def submit(self, fn, /, *args, **kwargs):  # type: ignore[no-untyped-def]
        self.asked += 1
        return super().submit(fn, *args, **kwargs)


async def test_a_read_only_database_makes_no_review_it_cannot_keep_and_says_so_once_a_minute(tmp_path, caplog):
    """A finished game waits for its review when the file turns read-only: the sweep spends no
    CPU on a review it could not store (a whole game's takes a minute or two), and says why as
    the scheduler does; once the file takes writes again, the next look makes it."""
    store = await Store.open(tmp_path / "games.sqlite3", SAMARKAND)
    service = GameService(store, ManualClock())
    await finish(service, "a", "guild-1", ["a1", "a2"], seed=3)
    game = (await store.latest_game("a")).id
    await store.db.execute("PRAGMA query_only=ON")
    now, pool = [0.0], CountedPool()
    sweep = ReviewSweep(service.reviewing, pool, Budget.walks_only(8), refusals=WriteRefusals(store, lambda: now[0]))
    try:
        with caplog.at_level(logging.DEBUG):
            for _ in range(3):  # three looks, the last a minute after the first
                await sweep.look()
                now[0] += 30
        assert pool.asked == 0 and await store.review(game) is None
        await store.db.execute("PRAGMA query_only=OFF")  # the host gave the bot its rights back
        await sweep.look()
        assert pool.asked == 1 and (await store.review(game)).review
    finally:
        pool.shutdown()
        await store.close()
    said_twice_in_a_minute(caplog.records, tmp_path / "games.sqlite3")
