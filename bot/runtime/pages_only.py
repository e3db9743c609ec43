"""``python -m bot web --db ADDRESS``: the game pages of a database, served without Discord,
for a host who wants to see them before pointing Discord at them (or test a reverse proxy), or
an offline player (``python -m bot play`` writes the same games, and ``play --web`` serves them
through this module while it plays). The same routes as the bot's ``SAMARKAND_WEB``
(``docs/web.md``), with the private pages only where a signer is given (the bot's own
``SAMARKAND_WEB_SECRET``, or the offline console's secret of the session).

Read-only, whichever the database: an SQLite file is opened as it is (never migrated) and its
connection made ``query_only``, so that SQLite itself refuses any write; a PostgreSQL
connection starts every transaction read-only (``default_transaction_read_only``), so that
the server refuses any write. Either may be the database a running bot writes, whose changes
the pages then follow."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import signal
from collections.abc import Callable
from functools import partial

from aiohttp import web

from bot.games.samarkand.game_service import GameService
from bot.ops.admin import current
from bot.runtime.health_server import HEALTH_SECONDS
from bot.runtime.page_damage import DamageSeen, damage_in
from bot.service.pools import page_pool
from bot.store import Store
from bot.store.access import Access
from bot.store.sqlite import SqliteStore
from bot.web.addresses import http_root
from bot.web.samarkand_pages import samarkand_routes
from bot.web.server import BACKLOG, loopback, runner_of
from bot.web.signed_link import LinkSigner

log = logging.getLogger("samarkand.database")  # as the bot's own lines of a database it cannot use
DEFAULT_AT = ("127.0.0.1", 8080)  # this machine only, unless the host says otherwise


async def read_only(address: str, named: str = "--db names it") -> Store:
    """The database at ``address``, at this bot's schema version, opened so that it cannot be
    written; a missing file or another version is refused (StoreError); ``named``: what gave
    the address. A file in a folder this user may not write is read only while a bot has it
    open (``Access.READ``: pages that run for hours never trust it to stay unchanged)."""
    store = await current(address, named, Access.READ)  # PostgreSQL's sessions are read-only by it
    if isinstance(store, SqliteStore):
        await store.db.execute("PRAGMA query_only=ON")
    return store


async def healthz(store: Store, damage: DamageSeen, request: web.Request) -> web.Response:
    """``/healthz`` on the pages' port (``bot.ops.probe``), answered as the bot's: unhealthy only for what no wait
    mends, here a damaged database or an SQLite file replaced under the pages (a restart mends); a slow one (a
    PostgreSQL restarting) is no reason. Pages others reach say only "unhealthy" (``DamageSeen.said``)."""
    reason = await unhealthy_because(store, damage)
    if reason is None:
        return web.Response(text="ok\n")
    return web.Response(status=503, text=f"{damage.said(reason, 'unhealthy')}\n")


async def unhealthy_because(store: Store, damage: DamageSeen) -> str | None:
    """Why the pages are unhealthy (``healthz``), in a few words; None when they are not."""
    if damage.seen:
        return "database damaged"
    if await asyncio.to_thread(store.moved):
        return "database file removed or replaced"
    try:
        await asyncio.wait_for(store.count_by_status(), HEALTH_SECONDS)
    except Exception as err:
        if damage_in(store, err) is not None:
            return "database damaged"
    return None


async def serve(address: str, at: tuple[str, int], signer: LinkSigner | None, listening: Callable[[str], None],
                named: str = "--db names it") -> None:
    """Serve the pages of ``address`` at ``at`` until cancelled (Ctrl-C) or told to stop
    (SIGTERM: ``docker stop``, systemd; and the only way to stop a server started in the
    background of a shell, which ignores Ctrl-C there; in a thread, as ``play --web`` serves
    them, no signal reaches the loop and the caller stops it); ``listening`` is told the pages' root
    (``http://host:port``, the port the system chose for port 0) once they answer."""
    store = await read_only(address, named)
    try:
        service = GameService(store, cpu=page_pool())  # as the bot's
        damage = DamageSeen(store, says_why=loopback(at[0]))  # as the bot's: reasons on this machine only
        app = web.Application(middlewares=[damage.middleware])
        app.add_routes([*samarkand_routes(service, signer), web.get("/healthz", partial(healthz, store, damage))])
        runner = runner_of(app)
        await runner.setup()
        try:
            await web.TCPSite(runner, *at, backlog=BACKLOG).start()
            host, port = runner.addresses[0][:2]
            listening(http_root(host, port))
            stop = asyncio.Event()
            with contextlib.suppress(NotImplementedError, RuntimeError):  # no signals here, or not the main thread
                asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, stop.set)
            await stop.wait()
        finally:
            await runner.cleanup()
    finally:
        await store.close()
