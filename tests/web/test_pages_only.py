"""``python -m bot web --db ADDRESS``: the game pages of a database (an SQLite file or a
PostgreSQL database) without Discord, in a process of its own on 127.0.0.1 (a port the system
chooses), are the pages the bot serves, byte for byte, the private ones with the bot's secret;
it never writes the database (the database itself refuses), refuses a missing file or a bad
address with one sentence and exit code 2, and stops quietly when told to (SIGTERM)."""

from __future__ import annotations

import asyncio
import os
import re
import shutil
import signal
import sqlite3
import subprocess
import sys
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from functools import partial
from pathlib import Path

import asyncpg
import pytest
from aiohttp import web
from aiohttp.test_utils import TestClient, TestServer

from bot.runtime.page_damage import DamageSeen
from bot.runtime.pages_only import healthz, read_only
from bot.store import Damaged
from bot.store.address import is_postgres
from bot.store.postgres import PostgresStore
from bot.store.sqlite import SqliteStore
from bot.web.addresses import http_root
from tests.support.web_answers import answers
from tests.web.conftest import SECRET, Served

A_FILE = pytest.mark.parametrize("database", ["sqlite"], indirect=True)  # where the database makes no difference


def environment(secret: str) -> dict[str, str]:
    """This environment without the bot's settings, and the secret if given."""
    kept = {name: value for name, value in os.environ.items() if not name.startswith("SAMARKAND_")}
    return kept | ({"SAMARKAND_WEB_SECRET": secret} if secret else {})


@asynccontextmanager
async def pages_only(database: str, folder: Path, secret: str) -> AsyncIterator[str]:
    """The command serving ``database``, at its address; stopped after as ``docker stop`` stops it
    (SIGTERM; Ctrl-C, SIGINT, is ignored by a command a shell started in the background, as CI
    may run the tests, so it could not stop it there)."""
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot", "web", "--db", database, "--listen", "127.0.0.1:0", cwd=folder,
        env=environment(secret), stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    assert process.stdout is not None and process.stderr is not None
    try:
        said = (await process.stdout.readline()).decode()
        found = re.search(r"read-only, at http://127\.0\.0\.1:(\d+)/games/", said)
        assert found, (said, (await process.stderr.read()).decode())
        yield f"http://127.0.0.1:{found[1]}"
    finally:
        process.send_signal(signal.SIGTERM)
        _, err = await asyncio.wait_for(process.communicate(), 60)
    assert (process.returncode, err.decode()) == (0, "")


async def contents(database: str) -> list[object]:
    """Every row of every table, in order."""
    if not is_postgres(database):
        with sqlite3.connect(database) as db:
            return list(db.iterdump())
    connection = await asyncpg.connect(database)
    try:
        tables = await connection.fetch("SELECT table_name FROM information_schema.tables "
                                        "WHERE table_schema = current_schema() ORDER BY table_name")
        return [list(await connection.fetch(f'SELECT * FROM "{table}" ORDER BY 1')) for (table,) in tables]
    finally:
        await connection.close()


async def test_the_pages_without_discord_are_the_bot_s_and_the_database_is_not_written(served: Served, database: str,
                                                                                   tmp_path: Path):
    row = await served.service.store.game(served.game)
    assert row is not None
    token = served.signer.token(served.game, 0, row.seats[0].user, time.time())
    game = f"/games/{served.game}"
    paths = [game, f"{game}?lang=de", f"{game}/page.json?turn=1", f"{game}/version.json", f"{game}/board.png",
             "/web/game.js", f"{game}/private/{token}", f"{game}/private/{token}/moves.png", "/games/999"]
    before = await contents(database)
    async with pages_only(database, tmp_path, SECRET) as url:
        alone = await answers(url, paths)
    bots = await answers(served.url, paths)
    assert alone == bots
    assert [status for status, _, _ in alone[:7]] == [200] * 7 and alone[-1][0] == 404
    assert await contents(database) == before


@A_FILE
async def test_without_the_secret_the_private_pages_are_off(served: Served, database: str, tmp_path: Path):
    row = await served.service.store.game(served.game)
    assert row is not None
    token = served.signer.token(served.game, 0, row.seats[0].user, time.time())
    async with pages_only(database, tmp_path, "") as url:
        (public, _, _), (private, _, said) = await answers(url, [f"/games/{served.game}",
                                                                 f"/games/{served.game}/private/{token}"])
    assert (public, private) == (200, 404) and b"Private pages are off" in said


@A_FILE
async def test_the_images_health_check_finds_the_pages_healthy(served: Served, database: str, tmp_path: Path):
    """The image's HEALTHCHECK asks ``/healthz`` on the pages' port (SAMARKAND_WEB): a container
    running ``web`` was marked unhealthy, since only the bot answered it."""
    async with pages_only(database, tmp_path, "") as url:
        asked = environment("") | {"SAMARKAND_WEB": f"127.0.0.1:{url.rsplit(':', 1)[1]}"}
        probe = await asyncio.create_subprocess_exec(
            sys.executable, "-m", "bot.ops.probe", cwd=tmp_path, env=asked, stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.PIPE)
        out, err = await asyncio.wait_for(probe.communicate(), 60)
        [(status, _, said)] = await answers(url, ["/healthz"])
    assert (probe.returncode, out, err) == (0, b"", b"")
    assert (status, said) == (200, b"ok\n")


@pytest.mark.parametrize(("argv", "sentence"), [
    (["--db", "missing.sqlite3"], "There is no database file missing.sqlite3 (--db names it).\n"),
    (["--db", "x.sqlite3", "--listen", "nowhere"], "--listen is 'nowhere': write host:port, e.g. 0.0.0.0:8080 (or "
                                                   "127.0.0.1:8080 to listen on this machine only).\n"),
])
def test_a_missing_file_or_a_bad_address_is_one_sentence_and_exit_2(tmp_path: Path, argv: list[str], sentence: str):
    done = subprocess.run([sys.executable, "-m", "bot", "web", *argv], cwd=tmp_path, env=environment(""),
                          capture_output=True, text=True, timeout=120)
    assert (done.returncode, done.stdout, done.stderr) == (2, "", sentence)
    assert not (tmp_path / "missing.sqlite3").exists()


def test_a_postgresql_server_out_of_reach_is_named_by_the_address_as_given(tmp_path: Path):
    """The pages' sessions are read-only by a setting of the session: the sentence shows the
    address the host typed (its password hidden), nothing appended to it."""
    address = "postgresql://bot:secret@127.0.0.1:1/games"
    done = subprocess.run([sys.executable, "-m", "bot", "web", "--db", address], cwd=tmp_path, env=environment(""),
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 2
    assert done.stderr.startswith("Cannot use the PostgreSQL database at postgresql://bot:***@127.0.0.1:1/games: ")
    assert "secret" not in done.stderr and "read_only" not in done.stderr


async def test_the_database_itself_refuses_a_write_on_the_connection_that_serves_it(served: Served, database: str):
    store = await read_only(database)
    try:
        if isinstance(store, SqliteStore):
            with pytest.raises(sqlite3.OperationalError, match="readonly"):
                await store.db.execute("DELETE FROM games")
        else:
            assert isinstance(store, PostgresStore)
            with pytest.raises(asyncpg.ReadOnlySQLTransactionError):
                await store.pool.execute("DELETE FROM games")
    finally:
        await store.close()
    assert await served.service.store.game(served.game) is not None


@pytest.mark.parametrize(("host", "root"), [("127.0.0.1", "http://127.0.0.1:8080"), ("::1", "http://[::1]:8080")])
def test_the_root_printed_is_a_url_for_an_ipv6_host_too(host: str, root: str):
    """``--listen [::1]:8080`` printed http://::1:8080/, which no browser opens."""
    assert http_root(host, 8080) == root


@A_FILE
async def test_a_database_file_replaced_under_the_pages_turns_the_health_check(served: Served, database: str):
    """A backup restored over the file (or the file removed): the pages stand still at the file
    they opened, which only a restart mends, so the health check says so."""
    store = await read_only(database)
    app = web.Application()
    app.add_routes([web.get("/healthz", partial(healthz, store, DamageSeen(store)))])
    try:
        async with TestClient(TestServer(app)) as client:
            assert (await client.get("/healthz")).status == 200
            os.replace(shutil.copyfile(database, f"{database}.restored"), database)
            health = await client.get("/healthz")
            assert (health.status, await health.text()) == (503, "database file removed or replaced\n")
    finally:
        await store.close()


@A_FILE
async def test_pages_other_machines_reach_say_no_reason_with_their_503(served: Served, database: str, caplog):
    """As the bot's public pages: the status code is the load balancer's, the reason the host's
    (in the log), not the world's."""
    store = await read_only(database)
    app = web.Application()
    damage = DamageSeen(store, says_why=False)

    async def damaged(request: web.Request) -> web.Response:
        raise Damaged(f"The database {database} is damaged (database disk image is malformed)")
    app = web.Application(middlewares=[damage.middleware])
    app.add_routes([web.get("/healthz", partial(healthz, store, damage)), web.get("/page", damaged)])
    try:
        async with TestClient(TestServer(app)) as client:
            os.replace(shutil.copyfile(database, f"{database}.restored"), database)
            said = [await client.get(path) for path in ("/healthz", "/healthz", "/page", "/healthz")]
            assert [(answer.status, await answer.text()) for answer in said] == [
                (503, "unhealthy\n"), (503, "unhealthy\n"), (503, "unavailable\n"), (503, "unhealthy\n")]
    finally:
        await store.close()
    logged = [r.getMessage() for r in caplog.records if r.name == "samarkand.database"]
    assert logged == ["the pages answer 503: database file removed or replaced",  # each once, not every probe
                      f"The database {database} is damaged (database disk image is malformed)",
                      "the pages answer 503: database damaged"]


@A_FILE
async def test_a_page_that_met_a_damaged_database_turns_the_health_check(served: Served, database: str, caplog):
    """``/healthz`` counts games, which may never touch the damaged pages a game page reads: a
    page that met damage answers 503 in a line (logged once, no traceback a request), and the
    health check says so from then on; any other failure is left to aiohttp (500)."""
    store = await read_only(database)
    damage = DamageSeen(store)

    async def damaged(request: web.Request) -> web.Response:
        raise Damaged(f"The database {database} is damaged (database disk image is malformed)")

    async def broken(request: web.Request) -> web.Response:
        raise ValueError("not the database's")

    app = web.Application(middlewares=[damage.middleware])
    app.add_routes([web.get("/page", damaged), web.get("/other", broken),
                    web.get("/healthz", partial(healthz, store, damage))])
    async with TestClient(TestServer(app)) as client:
        assert ((await client.get("/healthz")).status, (await client.get("/other")).status) == (200, 500)
        pages = [await client.get("/page") for _ in range(3)]
        assert [page.status for page in pages] == [503] * 3 and await pages[0].text() == "database damaged\n"
        health = await client.get("/healthz")
        assert (health.status, await health.text()) == (503, "database damaged\n")
    assert [r.message for r in caplog.records if r.name == "samarkand.database"] == [
        f"The database {database} is damaged (database disk image is malformed)"]
    await store.close()
