"""The host's window into the bot: ``/metrics`` (Prometheus' text format), ``/healthz`` (the
process answers and its database takes writes) and ``/readyz`` (it can do its work: the gateway
is connected, the database answers and takes writes, the scheduler passed recently), on
``SAMARKAND_METRICS`` only. Served by aiohttp, which discord.py already brings, inside the
bot's own event loop: a loop too blocked to answer here is a bot too blocked to play, which
is what a health check should see."""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable, Sequence
from contextlib import suppress
from functools import partial
from typing import Protocol
from weakref import WeakKeyDictionary

from aiohttp import web

from bot.runtime.metrics import Metrics
from bot.runtime.page_damage import DamageSeen
from bot.runtime.write_check import Refused, WriteCheck, saving
from bot.store import Busy, Damaged, Moved, Unchangeable, Ungranted
from bot.web.addresses import http_root
from bot.web.server import BACKLOG, runner_of, served_paths

log = logging.getLogger("samarkand.health")
PASSES_MISSED = 3  # the scheduler is late once its last pass is older than this many ticks
DATABASE_SECONDS = 5.0  # a database slower than this to count its games is not ready
HEALTH_SECONDS = 2.0  # /healthz's write check gives up well inside the container probe's 5 s
CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8"  # Prometheus' text format


class Passing(Protocol):
    @property
    def last_pass(self) -> float | None:
        """time.monotonic() at the end of the scheduler's last pass; None before the first."""


class Counting(Protocol):
    async def count_by_status(self) -> dict[str, int]:
        """Games by status: the gauge, and the trivial query that shows the database answers."""

    async def turn_messages_retrying(self) -> int:
        """Games whose turn message failed to go out and waits for a retry."""

    async def writable(self) -> None:
        """Raise ``bot.store.ReadOnly`` when writes are refused (``Busy``: locked elsewhere; ``Damaged``: damaged)."""

    def damaged(self, err: Exception) -> Damaged | None:
        """The sentence for ``err`` if it says the database is damaged (a page met it: ``DamageSeen``)."""

    def writing(self) -> bool:
        """Whether a write of the bot's is under way that its reads wait behind (SQLite's one connection)."""


class Storing(Protocol):
    """The platform's parts, whose store the server asks."""

    @property
    def store(self) -> Counting: ...


class Watched(Protocol):
    """What the server reads of the running bot (``bot.runtime.app.SamarkandBot``)."""

    @property
    def metrics(self) -> Metrics: ...

    @property
    def tick_seconds(self) -> float: ...

    @property
    def scheduler(self) -> Passing: ...

    @property
    def platform(self) -> Storing: ...

    def shards_up(self) -> dict[int, bool]:
        """Each shard this process runs, and whether its gateway is connected."""


ASKED: WeakKeyDictionary[Metrics, WriteCheck] = WeakKeyDictionary()  # each bot's one question, by its metrics


def said_writable(metrics: Metrics, takes: bool) -> None:
    """Set the writable gauge whenever the database answers: 0 refused, 1 took; slow or out of reach leaves it
    (``/readyz``'s and the games gauge's to show)."""
    metrics.writable.set(1 if takes else 0)


def said_changeable(metrics: Metrics, can: bool) -> None:
    """Set the files gauge whenever the database took the check's write: 0 while a file of it cannot be changed."""
    metrics.changeable.set(1 if can else 0)


def write_check_of(bot: Watched, clock: Callable[[], float]) -> WriteCheck:
    """The bot's one question whether its database takes writes, shared by every server it
    runs: the game pages (``SAMARKAND_WEB``) and the metrics (``SAMARKAND_METRICS``) on two
    addresses are two servers, whose probes and scrapes would otherwise each ask once an
    interval. Kept by the bot's ``Metrics``, whose gauge the answer sets, for as long as the
    bot keeps them; the first server's ``clock`` times it."""
    check = ASKED.get(bot.metrics)
    if check is None:
        check = ASKED[bot.metrics] = WriteCheck(lambda: bot.platform.store.writable(),
                                                partial(said_writable, bot.metrics), clock,
                                                changeable=partial(said_changeable, bot.metrics))
    return check


def seconds_left(seconds: float) -> Callable[[], float]:
    """The seconds left of a wait of ``seconds`` that begins now, for questions asked one after another."""
    ends = time.monotonic() + seconds
    return lambda: max(0.0, ends - time.monotonic())


def refused_because(refused: Refused) -> str:
    """Why the database took no write, in the few words ``/healthz`` and ``/readyz`` answer: a
    damaged file wants a backup restored and a lock wants its holder stopped, where "not
    writable" (a read-only or full disk, a file without rights) would send the host to the
    file's rights instead."""
    if issubclass(refused, Damaged):
        return "database damaged"
    if issubclass(refused, Busy):
        return "database locked by another process"
    if issubclass(refused, Moved):
        return "database file removed or replaced"
    if issubclass(refused, Ungranted):
        return "database file not writable by the next start"
    if issubclass(refused, Unchangeable):
        return "database file immutable: no checkpoint, no restart"
    return "database not writable"


def unsaving(refused: Refused | None) -> str | None:
    """Why the bot's saves fail, for a refusal that fails them; None when they commit."""
    return None if saving(refused) or refused is None else refused_because(refused)


async def unready(bot: Watched, writes: WriteCheck) -> str | None:
    """Why the bot cannot do its work now, in a few words; None when it can. A database file
    made immutable is ``/healthz``'s to say: every save still commits (into the -wal)."""
    if down := sorted(shard for shard, up in bot.shards_up().items() if not up):
        return f"gateway disconnected (shards {', '.join(map(str, down))})"
    left = seconds_left(DATABASE_SECONDS)  # the count and the write share it, as a scrape's questions
    counted = False
    try:
        # a "no" that stands is the answer at once: the count would wait behind the recheck's write (a lock's 5 s)
        if not saving(writes.refused) and (why := unsaving(await writes.refusal(left()))):
            return why
        await asyncio.wait_for(bot.platform.store.count_by_status(), left())
        counted = True
        if why := unsaving(await writes.refusal(left())):
            return why
    except Exception as err:  # any failure to answer is the answer
        if isinstance(err, TimeoutError):
            return slow_because(bot.platform.store, writes, counted)
        return f"database not answering ({type(err).__name__})"
    if (last := bot.scheduler.last_pass) is None:
        return "no scheduler pass yet"
    if time.monotonic() - last > PASSES_MISSED * bot.tick_seconds:
        return f"scheduler's last pass {time.monotonic() - last:.0f} s ago"
    return None


def slow_because(store: Counting, writes: WriteCheck, counted: bool) -> str:
    """Why the database gave no answer within the wait: a lock, where the last write (the
    check's or a save's) met one, still held as far as anyone knows; a write that waits, where
    the count answered, or where it waited behind one of the bot's own saves (SQLite's one
    connection: under another process's lock, the scheduler's save waits out the whole busy
    timeout, and the count behind it with it), most likely a lock, which the next answer names;
    else a database that does not answer. Never a bare TimeoutError where a write waits."""
    if writes.refused is not None and issubclass(writes.refused, Busy):
        return refused_because(writes.refused)
    if counted or store.writing():
        return "database slow to take a write"
    return "database not answering (TimeoutError)"


def failed(err: Exception) -> str:
    """Why the database gave no count, for the log: its error and what it said; a wait that ran
    out says so, where its error has nothing to say (``TimeoutError: `` and a blank)."""
    if isinstance(err, TimeoutError) and not str(err):
        return f"no answer within {DATABASE_SECONDS:g} s"
    return f"{type(err).__name__}: {err}" if str(err) else type(err).__name__


class HealthServer:
    """An aiohttp server for the three paths, and for the ``pages`` (the public game pages,
    when ``SAMARKAND_WEB`` asks for them: one server, so the metrics share it); ``port`` is
    the one bound (useful with port 0). The three paths, and those of the bot's other server,
    share one answer to whether the database takes writes, at most
    ``write_check.EVERY_SECONDS`` old by ``clock`` (``write_check_of``)."""

    def __init__(self, bot: Watched, pages: Sequence[web.RouteDef] = (),
                 clock: Callable[[], float] = time.monotonic, metrics: bool = True) -> None:
        self.bot = bot
        self.writes = write_check_of(bot, clock)
        self.says_why = metrics  # the reasons are the host's, as the metrics are (``answer``)
        damage = DamageSeen(bot.platform.store, self.says_why, tell=self.writes.heard)  # a page that met it
        app = web.Application(middlewares=[damage.middleware])
        app.add_routes([*([web.get("/metrics", self.metrics)] if metrics else []), web.get("/healthz", self.healthz),
                        web.get("/readyz", self.readyz), *pages])
        self.runner = runner_of(app)
        self.port = 0

    async def start(self, host: str, port: int) -> None:
        await self.runner.setup()
        await web.TCPSite(self.runner, host, port, backlog=BACKLOG).start()
        self.port = self.runner.addresses[0][1]
        log.info("serving %s: %s", http_root(host, self.port), served_paths(self.runner.app))

    async def stop(self) -> None:
        await self.runner.cleanup()

    async def metrics(self, request: web.Request) -> web.Response:
        """The metrics, within ``DATABASE_SECONDS`` however the database answers: its three
        questions share that one wait, so that a database another process locks costs a scrape
        5 s, not 5 s a question (inside Prometheus's default 10 s scrape timeout)."""
        games: dict[str, int] | None = None  # the gauge keeps its last values; the other metrics still say something
        store = self.bot.platform.store
        left = seconds_left(DATABASE_SECONDS)
        try:
            games = await asyncio.wait_for(store.count_by_status(), left())
        except Exception as err:  # a locked or slow database: one line a scrape, not a traceback each time
            log.warning("games could not be counted for a scrape (%s); the gauge keeps its last values", failed(err))
        if games is not None:  # a database that did not answer the count is not asked again: one wait a scrape
            with suppress(Exception):  # slow or gone: the gauge keeps its last answer (``said_writable``)
                await self.writes.takes_writes(left())
            with suppress(Exception):  # as the count: the gauge keeps its last value
                self.bot.metrics.retrying.set(await asyncio.wait_for(store.turn_messages_retrying(), left()))
        body = self.bot.metrics.read(games, self.bot.shards_up())
        return web.Response(body=body, headers={"Content-Type": CONTENT_TYPE})

    async def healthz(self, request: web.Request) -> web.Response:
        """Unhealthy only for what no wait will mend: a database that refuses writes (the bot
        would run on, saving nothing), is damaged, or another process keeps locked, each said
        (``refused_because``); a database slow or out of reach is ``/readyz``'s to say."""
        try:
            refused = await self.writes.refusal(HEALTH_SECONDS)
        except Exception:  # slow or gone: not this check's answer (see the docstring)
            refused = None
        return self.answer(refused_because(refused) if refused else None, "ok", "unhealthy")

    async def readyz(self, request: web.Request) -> web.Response:
        return self.answer(await unready(self.bot, self.writes), "ready", "not ready")

    def answer(self, reason: str | None, well: str, unwell: str) -> web.Response:
        """200 and ``well``, or 503 and ``reason``; a server without ``/metrics`` (public pages) says only ``unwell``:
        a load balancer reads the code, and why is the host's, on ``SAMARKAND_METRICS``."""
        if reason is None:
            return web.Response(text=f"{well}\n")
        return web.Response(status=503, text=f"{reason if self.says_why else unwell}\n")


async def listening(bot: Watched, host: str, port: int, pages: Sequence[web.RouteDef] = (),
                    metrics: bool = True) -> HealthServer | None:
    """The server, listening; None (and an error in the log) when it cannot listen there (the
    port is taken, the address is not this machine's). The games go on without it: players
    need the bot more than the host needs its metrics, and a health check that finds nothing
    listening tells the host anyway. ``metrics``: whether ``/metrics`` answers there too (not
    on the pages' server when the metrics have an address of their own, which is private)."""
    server = HealthServer(bot, pages, metrics=metrics)
    try:
        await server.start(host, port)
    except OSError as err:
        log.error("%s: cannot listen on %s:%d (%s); running without %s", "SAMARKAND_WEB" if pages else
                  "SAMARKAND_METRICS", host, port, err, "the game pages" if pages else "metrics and health checks")
        await server.stop()
        return None
    return server
