"""/readyz's reasons that the contract test does not reach (a database that does not answer, a
scheduler that stopped passing), and the labels of Discord's failures: without Discord."""

from __future__ import annotations

import asyncio
import socket
import sqlite3
import struct
from pathlib import Path
from types import SimpleNamespace

import aiohttp
import discord

from bot.games.samarkand import SAMARKAND
from bot.runtime import health_server
from bot.runtime.health_server import PASSES_MISSED, listening, unready
from bot.runtime.metrics import Metrics, failure_labels
from bot.runtime.write_check import EVERY_SECONDS, WriteCheck
from bot.store import Busy, Store
from bot.web.server import BACKLOG
from tests.support.clock import ManualClock
from tests.support.watched_bot import Bot, Platform, Scheduler
from tests.support.watched_bot import Store as Answering


async def test_ready_needs_the_gateway_the_database_and_a_recent_pass(monkeypatch):
    now = 1000.0
    monkeypatch.setattr(health_server, "time", SimpleNamespace(monotonic=lambda: now))  # the event loop's own stays
    bot = Bot(scheduler=Scheduler(last_pass=now - 10))
    writes = WriteCheck(bot.platform.store.writable, lambda takes: None, seconds=0)  # asked each time
    assert await unready(bot, writes) is None
    bot.up = False
    assert await unready(bot, writes) == "gateway disconnected (shards 0)"
    bot.up, bot.platform.store.broken = True, True
    assert await unready(bot, writes) == "database not answering (OSError)"
    bot.platform.store.broken, bot.platform.store.read_only = False, True
    assert await unready(bot, writes) == "database not writable"
    bot.platform.store.read_only = False
    bot.scheduler.last_pass = now - PASSES_MISSED * bot.tick_seconds - 1
    assert await unready(bot, writes) == "scheduler's last pass 181 s ago"


async def test_a_database_damaged_under_the_bot_answers_no_to_the_write_check(tmp_path):
    """Damage is no slowness to wait out: the write check says "not writable" (the gauge 0,
    /healthz 503, its alert fires) rather than keep its last "yes" while every save fails."""
    path = tmp_path / "db.sqlite3"
    store = await Store.open(str(path), SAMARKAND)
    other = sqlite3.connect(path)  # another process, as a disk fault would: the pages change under the bot
    (version,) = other.execute("PRAGMA user_version").fetchone()
    other.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    with open(path, "r+b") as file:
        file.seek(4096)
        file.write(b"\xa5" * (path.stat().st_size - 4096))
    other.execute(f"PRAGMA user_version = {version}")  # a commit: the bot's connection reads the pages again
    other.close()
    told: list[bool] = []
    writes = WriteCheck(store.writable, told.append, seconds=0)
    assert await writes.takes_writes(5) is False and told == [False]
    await store.close()


class Response:
    status, reason = 403, "Forbidden"


def test_failures_are_labelled_by_status_and_code_or_the_kind_of_silence():
    refused = discord.Forbidden(Response(), {"code": 50013, "message": "Missing Permissions"})  # type: ignore[arg-type]
    assert failure_labels(refused) == ("403", "50013")
    assert failure_labels(TimeoutError()) == ("none", "TimeoutError")
    assert failure_labels(aiohttp.ServerDisconnectedError()) == ("none", "ServerDisconnectedError")


def test_the_registry_is_the_bots_own():
    first, second = Metrics(), Metrics()
    first.reminded()
    assert b"samarkand_reminders_sent_total 1.0" in first.read({}, {})
    assert b"samarkand_reminders_sent_total 0.0" in second.read({}, {})
    assert b"python_gc" not in first.read({}, {})  # none of the library's default collectors


def test_a_status_no_game_has_any_more_leaves_the_gauge():
    metrics = Metrics()
    assert b'samarkand_games{status="lobby"} 1.0' in metrics.read({"lobby": 1}, {0: True})
    assert b'status="lobby"' not in metrics.read({"playing": 1}, {0: True})
    assert b'samarkand_games{status="playing"} 1.0' in metrics.read(None, {0: True})  # not counted: kept


async def test_a_port_taken_leaves_the_bot_without_the_server_and_says_so(caplog):
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        assert await listening(Bot(), "127.0.0.1", taken.getsockname()[1]) is None
    assert "cannot listen on 127.0.0.1" in caplog.text


async def test_the_server_keeps_a_long_queue_of_connections_waiting_to_be_accepted():
    """Linux's TCP_INFO of a listening socket holds its backlog as listen() took it, capped at
    net.core.somaxconn (tcpi_sacked, after 8 one-byte fields and 5 four-byte ones)."""
    server = await listening(Bot(), "127.0.0.1", 0)
    assert server is not None
    try:
        (site,) = server.runner.sites
        info = site._server.sockets[0].getsockopt(socket.IPPROTO_TCP, socket.TCP_INFO, 104)
        (backlog,) = struct.unpack_from("I", info, 28)
    finally:
        await server.stop()
    assert backlog == min(BACKLOG, int(Path("/proc/sys/net/core/somaxconn").read_text()))


async def test_a_scrape_the_database_does_not_answer_says_so_and_waits_once():
    """PostgreSQL out of reach: the answering gauge reads 0 (an alert can see it; the writable
    gauge keeps its last answer, which says nothing of it), and the scrape does not go on to try
    a write as well, so one wait is all it costs."""
    bot = Bot()
    server = await listening(bot, "127.0.0.1", 0)
    assert server is not None
    tried: list[bool] = []
    writable = bot.platform.store.writable

    async def counted() -> None:
        tried.append(True)
        await writable()
    bot.platform.store.writable = counted  # type: ignore[method-assign]
    try:
        async with aiohttp.ClientSession() as session:
            async with session.get(f"http://127.0.0.1:{server.port}/metrics") as got:
                answered = await got.text()
            bot.platform.store.broken = True
            server.writes.answered_at = None  # as if the last write check were long ago
            async with session.get(f"http://127.0.0.1:{server.port}/metrics") as got:
                unanswered = await got.text()
    finally:
        await server.stop()
    assert "samarkand_database_answering 1.0" in answered and "samarkand_database_answering 0.0" in unanswered
    assert "samarkand_database_writable 1.0" in unanswered and tried == [True]


async def test_only_a_server_with_the_metrics_says_why_the_bot_is_unwell():
    """The public pages' server (no /metrics) answers the same status codes, which are all a
    load balancer reads, but not why: a database's error or a gateway down is the host's to
    read, as the metrics are."""
    bot = Bot()
    bot.up, bot.platform.store.read_only = False, True
    said: dict[bool, list[tuple[int, str]]] = {}
    for metrics in (True, False):
        server = await listening(bot, "127.0.0.1", 0, metrics=metrics)
        assert server is not None
        server.writes.answered_at = None
        try:
            async with aiohttp.ClientSession() as session:
                said[metrics] = []
                for path in ("/healthz", "/readyz"):
                    async with session.get(f"http://127.0.0.1:{server.port}{path}") as got:
                        said[metrics].append((got.status, await got.text()))
        finally:
            await server.stop()
    assert said[True] == [(503, "database not writable\n"), (503, "gateway disconnected (shards 0)\n")]
    assert said[False] == [(503, "unhealthy\n"), (503, "not ready\n")]


class Locked(Answering):
    """A database whose count answers only once the whole wait is spent (by ``clock``), and
    whose write and second read then wait for ever: another process's lock."""

    def __init__(self, clock: ManualClock) -> None:
        super().__init__()
        self.clock, self.asked, self.held = clock, [], asyncio.Event()

    async def count_by_status(self) -> dict[str, int]:
        self.clock.advance(seconds=health_server.DATABASE_SECONDS)
        return await super().count_by_status()

    async def writable(self) -> None:
        self.asked.append("write")
        await self.held.wait()

    async def turn_messages_retrying(self) -> int:
        self.asked.append("retrying")
        await self.held.wait()
        return 0


async def scrape(port: int) -> str:
    async with aiohttp.ClientSession() as session, session.get(f"http://127.0.0.1:{port}/metrics") as got:
        return await got.text()


async def test_a_scrapes_questions_share_one_wait(monkeypatch):
    """The count, the write and the retrying turn messages are asked one after another: each
    waits only for what is left of the one wait, so a locked database costs a scrape 5 s, not
    5 s a question (with a wait of an hour here, a scrape given a wait a question would hang)."""
    clock = ManualClock()
    monkeypatch.setattr(health_server, "DATABASE_SECONDS", 3600.0)
    monkeypatch.setattr(health_server, "time", SimpleNamespace(monotonic=clock))
    bot = Bot(platform=Platform(store=Locked(clock)))
    server = await listening(bot, "127.0.0.1", 0)
    assert server is not None
    try:
        scraped = await asyncio.wait_for(scrape(server.port), 60)
        ready = await asyncio.wait_for(unready(bot, server.writes), 60)
    finally:
        if server.writes.asking:
            server.writes.asking.cancel()
        await server.stop()
    assert "samarkand_database_answering 1.0" in scraped and bot.platform.store.asked[:1] == ["write"]
    assert ready == "database slow to take a write"  # it answered the count: not "not answering"


async def test_the_first_answer_under_another_process_lock_names_the_waiting_write_not_a_timeout(tmp_path, monkeypatch):
    """Another process holds the write lock, and the scheduler's save (its heartbeat) waits for
    it on the bot's one SQLite connection: /readyz's count waits behind that save, so its first
    answer under the lock said "database not answering (TimeoutError)". A count that waited
    behind a save of the bot's says that a write waits, which a lock most often is; once a write
    met the lock, the lock is named."""
    monkeypatch.setattr(health_server, "DATABASE_SECONDS", 0.2)  # the save below waits for as long as the lock
    path = tmp_path / "db.sqlite3"
    store = await Store.open(str(path), SAMARKAND)
    await store.db.execute("PRAGMA busy_timeout=600000")  # the save waits until the other process lets go
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")  # a sqlite3 shell left inside a transaction
    saving = asyncio.ensure_future(store.heartbeat(1000.0))
    try:
        while not store.writing():  # the save has the connection: what the count will wait behind
            await asyncio.sleep(0)
        bot = Bot(scheduler=Scheduler(last_pass=None), platform=Platform(store=store))  # type: ignore[arg-type]
        writes = WriteCheck(store.writable, lambda takes: None)
        ready = await unready(bot, writes)
        writes.heard(Busy)  # a save met the lock past its wait (``WriteRefusals``): a count behind the next one
        named = await unready(bot, writes)
    finally:
        other.execute("ROLLBACK")
        other.close()
        await saving
        await store.close()
    assert ready == "database slow to take a write"
    assert named == "database locked by another process"  # once a write met it, the lock is named


async def test_a_recheck_under_a_lock_answers_the_last_no_at_once_and_keeps_its_own_answer_for_the_next():
    """Stale while revalidate: a recheck after a "no" that a lock keeps waiting (SQLite's 5 s
    busy timeout; an hour here) is not waited out: the last "no" answers, still true as far as
    anyone knows, and the recheck goes on; its answer (the lock let go) is the next asker's."""
    clock, held, asked = ManualClock(), asyncio.Event(), []

    async def locked() -> None:
        asked.append("write")
        await held.wait()  # the other process lets go: the write is taken
    writes = WriteCheck(locked, lambda takes: None, clock)
    writes.heard(Busy)  # a save met the lock
    clock.advance(seconds=EVERY_SECONDS)
    assert await asyncio.wait_for(writes.refusal(3600.0), 30) is Busy
    assert writes.asking is not None and asked == ["write"]  # the recheck goes on
    held.set()
    await writes.asking
    assert await writes.refusal(3600.0) is None and asked == ["write"]  # its answer, not a second question


class Held(Answering):
    """Another process's lock, on SQLite's one connection: the write waits, and so does the
    count, behind it."""

    def __init__(self) -> None:
        super().__init__()
        self.asked, self.held = [], asyncio.Event()

    async def count_by_status(self) -> dict[str, int]:
        self.asked.append("count")
        await self.held.wait()
        return await super().count_by_status()

    async def writable(self) -> None:
        self.asked.append("write")
        await self.held.wait()


async def test_readyz_under_a_lock_already_met_answers_it_at_once_at_each_recheck(monkeypatch):
    """While a lock lasts, each recheck (every 30 s) took /readyz the whole 5 s wait: the count
    waited behind the recheck's write, and a probe with a 1 s timeout saw a timeout instead of
    the reason. The lock a write met stands until a recheck says otherwise: it is the answer at
    once, without a count."""
    clock = ManualClock()
    monkeypatch.setattr(health_server, "DATABASE_SECONDS", 3600.0)
    store = Held()
    bot = Bot(scheduler=Scheduler(last_pass=None), platform=Platform(store=store))
    writes = WriteCheck(store.writable, lambda takes: None, clock)
    writes.heard(Busy)
    clock.advance(seconds=EVERY_SECONDS)
    try:
        ready = await asyncio.wait_for(unready(bot, writes), 30)
    finally:
        if writes.asking:
            writes.asking.cancel()
    assert ready == "database locked by another process" and store.asked == ["write"]


async def test_a_scrape_whose_count_runs_out_of_time_says_so_in_the_log_not_a_blank_error(monkeypatch, caplog):
    """The count's wait ran out (a lock, a hanging disk): the log's line said
    ``(TimeoutError: )``, an error with nothing after it; it says no answer came within the wait."""
    monkeypatch.setattr(health_server, "DATABASE_SECONDS", 0.01)
    bot = Bot()
    never = asyncio.Event()

    async def hanging() -> dict[str, int]:
        await never.wait()
        return {}
    bot.platform.store.count_by_status = hanging  # type: ignore[method-assign]
    server = await listening(bot, "127.0.0.1", 0)
    assert server is not None
    try:
        async with aiohttp.ClientSession() as session, \
                session.get(f"http://127.0.0.1:{server.port}/metrics") as got:
            assert got.status == 200
    finally:
        await server.stop()
    [line] = [r.getMessage() for r in caplog.records if "could not be counted" in r.getMessage()]
    assert line == ("games could not be counted for a scrape (no answer within 0.01 s); "
                    "the gauge keeps its last values")
