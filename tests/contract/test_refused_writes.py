"""A database that stops taking writes under the running bot (a full disk, a file made
read-only): each player's command is answered that something went wrong and the game is
saved, and the log says what to do once a minute, never a traceback a command
(docs/operating.md)."""

from __future__ import annotations

import logging
import sqlite3
from pathlib import Path
from types import SimpleNamespace

import bot.runtime.scheduler as scheduler_module
from bot.store import Damaged
from tests.support.damaged_file import damage_under
from tests.support.discord_players import USERS, content_of, current, open_game


def intact(path: Path) -> bytes:
    """The file as it is, everything the bot wrote moved into it from the -wal."""
    other = sqlite3.connect(path)
    other.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    other.close()
    return path.read_bytes()


def restore_under(path: Path, whole: bytes) -> None:
    """The file put back as it was (a backup restored), and a commit of another process after
    it, so that the bot's connection reads its pages again."""
    path.write_bytes(whole)
    other = sqlite3.connect(path)
    (version,) = other.execute("PRAGMA user_version").fetchone()
    other.execute(f"PRAGMA user_version = {version}")
    other.close()


async def test_commands_on_a_database_that_refuses_writes_are_one_line_a_minute_not_a_traceback_each(
        discord_env, caplog):
    fake, bot = discord_env
    await open_game(fake)
    row, state = await current(bot)
    user = USERS[row.seats[state.active].user]
    await bot.platform.store.db.execute("PRAGMA query_only=ON")  # SQLite refuses every write from now on
    try:
        with caplog.at_level(logging.INFO):
            for _ in range(3):
                sent = await fake.interact(fake.command(user, "marry", {"family": "Levant"}))
                assert "Something went wrong on our side. The game is saved" in content_of(sent)
                assert "without this command: the bot cannot save anything just now. Try again later" in \
                    content_of(sent)  # not "saved" as if the move were in
    finally:
        await bot.platform.store.db.execute("PRAGMA query_only=OFF")
    said = [record for record in caplog.records if record.levelno >= logging.ERROR or record.exc_info]
    assert [record.name for record in said] == ["samarkand.database"], [r.getMessage() for r in said]
    assert said[0].exc_info is None and "cannot be written" in said[0].getMessage()
    assert (await current(bot))[0].version == row.version


async def test_a_turn_message_whose_claim_the_database_refuses_is_its_one_line_not_a_traceback(discord_env, caplog):
    """A save that went in, then the database refusing writes before its turn message's claim (a
    -wal made immutable right after a /start, as an operator did): the outbox logged "announcing
    game N failed" with two tracebacks, beside the database's own line that says what to do."""
    fake, bot = discord_env
    await open_game(fake)
    row, _ = await current(bot)
    await bot.platform.store.db.execute("PRAGMA query_only=ON")
    try:
        with caplog.at_level(logging.INFO):
            assert await bot.outbox.announce(row.id) is None  # retried by a later pass
    finally:
        await bot.platform.store.db.execute("PRAGMA query_only=OFF")
    said = [record for record in caplog.records if record.levelno >= logging.ERROR or record.exc_info]
    assert [record.name for record in said] == ["samarkand.database"], [r.getMessage() for r in said]
    assert said[0].exc_info is None and "cannot be written" in said[0].getMessage()


async def test_a_database_damaged_under_a_command_is_one_line_not_a_traceback(discord_env, caplog, monkeypatch):
    """After /board's answer, the bot tries once more a channel it could not post in
    (``Outbox.probe``): a damaged database met there was a traceback a command. It is said in the
    database's one line, as any answer's own failure is, and the answer still goes out."""
    fake, bot = discord_env
    await open_game(fake)
    row, _ = await current(bot)

    async def damaged(channel: str) -> tuple[int, str] | None:
        raise Damaged(f"The database {bot.platform.store.address} is damaged (database disk image is malformed)")
    monkeypatch.setattr(bot.service.clock, "channel_paused", damaged)
    with caplog.at_level(logging.INFO):
        for _ in range(2):
            sent = await fake.interact(fake.command(USERS[row.seats[0].user], "board"))
            assert "Something went wrong" not in content_of(sent)
    said = [record for record in caplog.records if record.levelno >= logging.ERROR or record.exc_info]
    assert [record.name for record in said] == ["samarkand.database"], [r.getMessage() for r in said]
    assert said[0].exc_info is None and "is damaged" in said[0].getMessage()


async def test_a_command_that_only_reads_a_damaged_database_is_told_the_bot_cannot_read_not_that_it_cannot_save(
        discord_env, caplog):
    """/board and /hand save nothing: "the bot cannot save anything just now … /board and /hand
    show where the game stands" sent the player in a circle, about the wrong failure. A command
    that failed before it tried a write is told that the bot cannot read the game just now."""
    fake, bot = discord_env
    await open_game(fake)
    row, _ = await current(bot)
    user = USERS[row.seats[0].user]
    path = Path(bot.platform.store.address)
    whole = intact(path)
    damage_under(path)
    try:
        with caplog.at_level(logging.INFO):
            for name in ("board", "hand"):
                said = content_of(await fake.interact(fake.command(user, name)))
                assert "the bot cannot read the game just now, so this command did nothing and the game is " \
                       "unchanged. Try again in a minute." in said, said
                assert "cannot save" not in said and "/board" not in said, said
    finally:
        restore_under(path, whole)
    said = [record for record in caplog.records if record.levelno >= logging.ERROR or record.exc_info]
    assert [record.name for record in said] == ["samarkand.database"], [r.getMessage() for r in said]
    assert (await current(bot))[0].version == row.version


async def test_clocks_moved_past_a_database_that_refused_writes_say_so_not_that_the_bot_connected(
        discord_env, caplog, monkeypatch):
    """Every pass failed for five minutes on a database that refused its writes, the gateway up
    all along: nobody could act, so the clocks move past that time, as after a stall; the log
    said "connected as …; clocks moved … past the downtime", a reconnect that never was."""
    fake, bot = discord_env
    await open_game(fake)
    process = [5000.0]
    monkeypatch.setattr(scheduler_module, "time", SimpleNamespace(monotonic=lambda: process[0]))
    monkeypatch.setattr(scheduler_module, "slept", lambda: 0.0)
    await bot.scheduler.step()  # the start's catch-up, and a pass
    await bot.platform.store.db.execute("PRAGMA query_only=ON")
    try:
        with caplog.at_level(logging.INFO):
            for _ in range(5):
                process[0] += 60
                await bot.scheduler.tick()  # refused: said once a minute
    finally:
        await bot.platform.store.db.execute("PRAGMA query_only=OFF")
    said = [record.getMessage() for record in caplog.records if record.name.startswith("samarkand")]
    assert "no pass for 240 s, the database refusing its writes: clocks stand still for that time" in said, said
    caplog.clear()
    process[0] += 60
    with caplog.at_level(logging.INFO):
        await bot.scheduler.tick()
    said = [record.getMessage() for record in caplog.records if record.name.startswith("samarkand")]
    moved = [line for line in said if "clocks moved" in line]
    assert len(moved) == 1 and moved[0].startswith("the database took writes again; clocks moved "), said
    assert moved[0].endswith(" s past the time it refused them"), said
    assert not any("connected as" in line for line in said), said
