"""Starting against a Discord that says no: a token it refuses, or no Discord at all. Each is
one sentence on stderr and an exit code (2: the host must fix the token; 1: try again later,
as a container's restart policy does), never a traceback, and never the token itself."""

from __future__ import annotations

import asyncio
import socket
import sqlite3
from contextlib import closing
from dataclasses import replace
from functools import partial
from pathlib import Path

from bot.games.samarkand import SAMARKAND
from bot.runtime import discord_run
from bot.runtime.discord_run import serve, sync
from bot.store import MIGRATIONS, Store
from tests.contract.conftest import point_at
from tests.support.running_bot import config
from tests.support.saved_databases import DUMPS, loaded, rows, schema_of
from tests.support.standin import RATE_LIMITED, TOKEN, FakeDiscord

WRONG = "MTIz.wrong-token-for-this-test"


def closed_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


async def test_a_token_discord_refuses_is_one_sentence_and_exit_code_2(tmp_path, monkeypatch, capsys):
    fake = FakeDiscord()
    await fake.start()
    point_at(monkeypatch, fake)
    try:
        assert WRONG != TOKEN
        assert await serve(config(tmp_path, WRONG)) == 2
        assert await sync(config(tmp_path, WRONG), None) == 2
    finally:
        await fake.stop()
    said = capsys.readouterr().err.strip().splitlines()
    assert len(said) == 2 and all("Discord refused the bot token (DISCORD_TOKEN)" in line for line in said)
    assert WRONG not in "\n".join(said) and [r.status for r in fake.requests if r.path == "/users/@me"] == [401, 401]


async def test_a_run_discord_refuses_leaves_no_new_database_and_keeps_one_that_was_there(tmp_path, monkeypatch):
    """A wrong token with a new SAMARKAND_DB (a first start, a typo in the name): the run made
    and migrated the file before Discord said no; it goes again, with SQLite's files beside it,
    for the bot and for ``sync``. A database that was there before the run stays as it was."""
    fake = FakeDiscord()
    await fake.start()
    point_at(monkeypatch, fake)
    settings = config(tmp_path, WRONG)
    try:
        for run in (partial(serve, settings), partial(sync, settings, None)):
            assert await run() == 2 and list(tmp_path.iterdir()) == []
        kept = loaded(DUMPS[-1], tmp_path)
        async with await Store.open(kept, SAMARKAND):  # at this bot's schema, as a bot's file is
            pass
        games = rows(kept, "games")
        assert await serve(replace(settings, db_path=str(kept))) == 2
    finally:
        await fake.stop()
    assert games and rows(kept, "games") == games
    assert [r.status for r in fake.requests if r.path == "/users/@me"] == [401] * 3


async def test_a_new_database_another_process_wrote_meanwhile_is_kept(tmp_path, monkeypatch):
    """The run made the file, then something else wrote to it (an ``import``, a second bot on the
    same new name) before Discord refused the token: what is in it now is not the run's to remove."""
    fake = FakeDiscord()
    await fake.start()
    point_at(monkeypatch, fake)
    settings = config(tmp_path, WRONG)
    made = discord_run.database_problem

    async def then_written(address: str, upgrade: bool = True) -> object:
        problem = await made(address, upgrade)
        with closing(sqlite3.connect(address)) as other, other:
            other.execute("INSERT INTO meta (key, value) VALUES ('written', 'by another process')")
        return problem
    monkeypatch.setattr(discord_run, "database_problem", then_written)
    try:
        assert await serve(settings) == 2
    finally:
        await fake.stop()
    assert rows(Path(settings.db_path), "meta") == [{"key": "written", "value": "by another process"}]


async def test_discord_out_of_reach_is_one_sentence_and_exit_code_1(tmp_path, monkeypatch, capsys):
    point_at(monkeypatch, closed_port())
    assert await serve(config(tmp_path, TOKEN)) == 1
    assert await sync(config(tmp_path, TOKEN), None) == 1
    said = capsys.readouterr().err.strip().splitlines()
    assert len(said) == 2 and all("Discord cannot be reached now" in line and "exit code 1" in line for line in said)
    assert "Traceback" not in "\n".join(said)
    ran, synced = said  # the bot is started again by its restart policy; sync is run again by whoever ran it
    assert "restart policy" in ran and "restart policy" not in synced and "run sync again" in synced


async def test_a_rate_limit_too_long_to_wait_out_at_the_start_is_one_sentence_and_exit_code_1(tmp_path, monkeypatch,
                                                                                                capsys):
    """A start (or ``sync``) that Discord tells to wait minutes stops at once, saying how long,
    instead of sitting silent through the wait (or printing a traceback)."""
    fake = FakeDiscord()
    await fake.start()
    point_at(monkeypatch, fake)
    fake.fail(r"GET /users/@me", RATE_LIMITED, times=2, retry_after=900.0)
    try:
        assert await asyncio.wait_for(serve(config(tmp_path, TOKEN)), 60) == 1  # not after the 900 s
        assert await asyncio.wait_for(sync(config(tmp_path, TOKEN), None), 60) == 1
    finally:
        await fake.stop()
    said = capsys.readouterr().err.strip().splitlines()
    assert len(said) == 2 and all("rate-limits this bot for 900 s more" in line and "exit code 1" in line
                                  for line in said), said
    assert "run sync again" in said[1]


async def test_the_writable_gauge_starts_at_what_the_start_proved_not_at_zero(tmp_path, monkeypatch):
    """The bot starts only on a database that took a write: its gauge says 1 from then on, so
    that a first check the database is too slow to answer pages nobody as "refuses writes"."""
    made = []

    def kept(*args, **kwargs):
        made.append(bot := make_bot(*args, **kwargs))
        return bot
    make_bot = discord_run.make_bot
    monkeypatch.setattr(discord_run, "make_bot", kept)
    point_at(monkeypatch, closed_port())
    assert await serve(config(tmp_path, TOKEN)) == 1
    assert made[0].metrics.registry.get_sample_value("samarkand_database_writable") == 1.0


async def test_sync_to_a_server_the_bot_is_not_in_is_one_sentence_and_registers_nothing(tmp_path, monkeypatch, capsys):
    """Discord answers 403 Missing Access for a server the application was not added to (or
    added without applications.commands): the host reads what to do, and the global commands
    stay as they were, since the guild's registration comes first."""
    fake = FakeDiscord()
    await fake.start()
    point_at(monkeypatch, fake)
    fake.absent_guilds.add("123456789012345678")
    try:
        assert await sync(config(tmp_path, TOKEN), 123456789012345678) == 2
    finally:
        await fake.stop()
    said = capsys.readouterr()
    [sentence] = said.err.strip().splitlines()
    assert "guild 123456789012345678 (403 Missing Access)" in sentence and "applications.commands" in sentence
    assert "Traceback" not in said.err and said.out == "" and TOKEN not in sentence
    assert [r.status for r in fake.requests if r.method == "PUT"] == [403] and fake.registered == {}


async def test_sync_refuses_a_database_at_an_older_schema_and_leaves_it_as_it_was(tmp_path, monkeypatch, capsys):
    """``sync`` may run beside the older bot that still writes the file (an upgrade's new
    commands registered before the switch): it migrated that bot's database under it. Only the
    bot's start and ``migrate`` upgrade; ``sync`` says so and touches nothing, Discord neither."""
    old = loaded(DUMPS[-1], tmp_path)
    with closing(sqlite3.connect(old)) as db:
        db.execute("PRAGMA journal_mode=WAL")  # as the older bot keeps it
    before = old.read_bytes()
    fake = FakeDiscord()
    await fake.start()
    point_at(monkeypatch, fake)
    try:
        assert await sync(replace(config(tmp_path, TOKEN), db_path=str(old)), None) == 2
    finally:
        await fake.stop()
    said = capsys.readouterr()
    assert said.err == (f"{old} is at schema version {schema_of(DUMPS[-1])}, this bot's is {len(MIGRATIONS)}: "
                        f"run `python -m bot migrate --db {old}` first.\n")
    assert old.read_bytes() == before and sorted(p.name for p in tmp_path.iterdir()) == [old.name]
    assert fake.requests == []
