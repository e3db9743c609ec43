"""``python -m bot web --db FILE``: the game pages of a database, served without Discord, for
a host who wants to see them before pointing Discord at them (or test a reverse proxy), or an
offline player (``python -m bot play`` writes the same games). The same routes as the bot's
``SAMARKAND_WEB`` (``docs/web.md``), with the private pages only where the operator gives the
bot's own signing secret (``SAMARKAND_WEB_SECRET``).

Read-only: the file is opened as it is (never migrated) and its connection is made
``query_only``, so that SQLite itself refuses any write; it may be the file a running bot
writes, whose changes the pages then follow."""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from aiohttp import web

from bot.games.samarkand.game_service import GameService
from bot.ops.admin import current
from bot.service.pools import page_pool
from bot.store import Store
from bot.store.address import is_postgres
from bot.store.errors import BadAddress
from bot.store.sqlite import SqliteStore
from bot.web.private_routes import PrivatePages
from bot.web.routes import GamePages
from bot.web.server import BACKLOG, runner_of
from bot.web.signed_link import LinkSigner

DEFAULT_AT = ("127.0.0.1", 8080)  # this machine only, unless the host says otherwise


async def read_only(address: str) -> Store:
    """The SQLite file at ``address``, at this bot's schema version, opened so that it cannot
    be written; a missing file, another version or a PostgreSQL address is refused (StoreError)."""
    if is_postgres(address):
        raise BadAddress("web serves an SQLite file's pages (--db FILE); for a PostgreSQL database, run the "
                         "bot with SAMARKAND_WEB.")
    store = await current(address, "--db")
    assert isinstance(store, SqliteStore)  # not a postgresql:// address, so a file
    await store.db.execute("PRAGMA query_only=ON")
    return store


async def serve(address: str, at: tuple[str, int], secret: str, listening: Callable[[str], None]) -> None:
    """Serve the pages of ``address`` at ``at`` until cancelled; ``listening`` is told the
    pages' address once they answer (the port the system chose, for port 0)."""
    store = await read_only(address)
    try:
        service = GameService(store, cpu=page_pool())  # as the bot's
        app = web.Application()
        signer = LinkSigner(secret.encode()) if secret else None
        app.add_routes(GamePages(service).routes() + PrivatePages(service, signer).routes())
        runner = runner_of(app)
        await runner.setup()
        try:
            await web.TCPSite(runner, *at, backlog=BACKLOG).start()
            host, port = runner.addresses[0][:2]
            listening(f"Serving the game pages of {address}, read-only, at http://{host}:{port}/games/<number> "
                      f"(private pages {'on' if signer else 'off: no SAMARKAND_WEB_SECRET'}). Ctrl-C stops.")
            await asyncio.Event().wait()
        finally:
            await runner.cleanup()
    finally:
        await store.close()
