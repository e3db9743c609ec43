"""A database damaged, or locked by another process, under the running bot: the scheduler's
passes say it in the log once a minute without a traceback, as they say a refused write, and
``/healthz`` and ``/readyz`` say which it is, so that the host restores a backup or stops the
other process rather than look at the file's rights ("database not writable")."""

from __future__ import annotations

import logging

import aiohttp
import pytest
from aiohttp import web

from bot.games.samarkand import SAMARKAND
from bot.games.samarkand.game_service import GameService
from bot.runtime.health_server import listening
from bot.runtime.scheduler import Scheduler
from bot.runtime.write_refusals import WriteRefusals
from bot.store import Busy, Damaged, ReadOnly, Store, StoreError
from tests.service.conftest import started
from tests.support.clock import ManualClock
from tests.support.damaged_file import damage_under
from tests.support.watched_bot import Bot


class Quiet:
    """The Discord side of the scheduler: nothing reaches it from a database that saves nothing."""

    async def publish(self, changes: list[object]) -> None:
        raise AssertionError("nothing is published from a damaged database")

    async def remind(self, reminder: object) -> None:
        raise AssertionError("no reminder goes out that could not be recorded")

    async def announce(self, game_id: int) -> None:
        return None

    async def keep_open(self, game_id: int, channel_id: str) -> None:
        return None

    async def tell_set_aside(self, game: object) -> bool:
        return True


async def test_a_database_damaged_under_the_bot_is_said_once_a_minute_not_a_traceback_a_tick(tmp_path, caplog):
    path = tmp_path / "games.sqlite3"
    store = await Store.open(path, SAMARKAND)
    clock = ManualClock()
    service = GameService(store, clock)
    await started(service)
    scheduler = Scheduler(service, Quiet(), Quiet())
    now = [0.0]
    scheduler.refusals = WriteRefusals(store, clock=lambda: now[0])
    damage_under(path)
    try:
        with caplog.at_level(logging.DEBUG):
            for _ in range(3):  # three ticks within the minute
                await scheduler.tick()
                clock.advance(10)
                now[0] += 20
            await scheduler.tick()  # a minute after the first line
    finally:
        await store.close()
    said = [record for record in caplog.records
            if record.levelno >= logging.WARNING and (record.name.startswith("samarkand") or record.exc_info)]
    assert [record.name for record in said] == ["samarkand.database"] * 2
    assert all(record.exc_info is None for record in said)
    assert said[0].getMessage().startswith(f"The database {path} is damaged")


@pytest.mark.parametrize(("refused", "answer"), [
    (Damaged("The database is damaged"), "database damaged"),
    (Busy("The database is locked by another process"), "database locked by another process"),
    (ReadOnly("The database cannot be written"), "database not writable"),
])
async def test_healthz_and_readyz_say_why_the_database_takes_no_write(refused: StoreError, answer: str):
    bot = Bot()

    async def refusing() -> None:
        raise refused
    bot.platform.store.writable = refusing  # type: ignore[method-assign]
    server = await listening(bot, "127.0.0.1", 0)
    assert server is not None
    answers = []
    try:
        async with aiohttp.ClientSession() as session:
            for path in ("/healthz", "/readyz", "/metrics"):
                async with session.get(f"http://127.0.0.1:{server.port}{path}") as got:
                    answers.append((got.status, await got.text()))
    finally:
        await server.stop()
    assert answers[:2] == [(503, f"{answer}\n")] * 2
    assert "samarkand_database_writable 0.0" in answers[2][1]


async def test_the_bots_own_pages_answer_a_damaged_database_in_a_line_and_turn_its_health_check(caplog):
    """The game pages the bot serves (``SAMARKAND_WEB``) as ``python -m bot web`` serves them: a
    page that meets damage answers 503 without a traceback, logged once, and the health checks
    say so at once, though their own write passed a moment before."""
    async def damaged_page(request: web.Request) -> web.Response:
        raise Damaged("The database games.sqlite3 is damaged (database disk image is malformed)")

    bot = Bot()
    server = await listening(bot, "127.0.0.1", 0, pages=[web.get("/games/{game}", damaged_page)], metrics=False)
    assert server is not None
    try:
        async with aiohttp.ClientSession() as session:
            async def asked(path: str) -> tuple[int, str]:
                async with session.get(f"http://127.0.0.1:{server.port}{path}") as got:
                    return got.status, await got.text()

            with caplog.at_level(logging.WARNING):
                answers = [await asked(path) for path in ("/healthz", "/games/1", "/games/1", "/healthz")]
    finally:
        await server.stop()
    assert answers == [(200, "ok\n"), (503, "unavailable\n"), (503, "unavailable\n"), (503, "unhealthy\n")]
    assert not [record for record in caplog.records if record.exc_info]
    assert [r.getMessage() for r in caplog.records if r.name == "samarkand.database"] == [
        "The database games.sqlite3 is damaged (database disk image is malformed)",
        "the pages answer 503: database damaged"]
