"""The slash commands kept registered without an operator's `sync`: at its first ready the
bot registers them where they changed since the registration its database remembers (the
first start, an upgrade), to the development server that registration or
``SAMARKAND_DEV_GUILD`` names, else to every server; a start with nothing changed sends
nothing, and a refusal leaves the bot playing, said in the log."""

from __future__ import annotations

import asyncio
import logging

import pytest

from bot.runtime.command_sync import fingerprint
from bot.store import Registered
from tests.support.standin import FakeDiscord
from tests.support.standin.codes import MISSING_ACCESS

GUILD = 123456789012345678


def puts(fake: FakeDiscord, since: int = 0) -> list[str]:
    """Where each registration since ``since`` went: "global", or the server's id."""
    return [r.path.split("/")[-2] if "/guilds/" in r.path else "global"
            for r in fake.requests[since:] if r.method == "PUT" and r.path.endswith("/commands")]


async def test_a_first_start_registers_the_commands_everywhere_and_a_start_after_registers_nothing(discord_env):
    fake, bot = discord_env
    await bot.commands_kept_current()
    names = {c["name"] for c in fake.registered["global"]}
    assert puts(fake) == ["global"] and {"new", "marry", "expand", "hand"} <= names
    assert await bot.service.store.registered_commands() == Registered(bot.application_id, None, fingerprint(bot.tree))
    before = len(fake.requests)
    await bot.commands_kept_current()  # the next start: nothing changed
    assert puts(fake, before) == []


async def test_changed_commands_are_registered_again(discord_env):
    fake, bot = discord_env
    older = Registered(bot.application_id, None, "the commands of an older release")
    await bot.service.store.commands_registered(older)
    await bot.commands_kept_current()
    assert puts(fake) == ["global"]


async def test_a_new_application_on_the_same_database_gets_them_registered(discord_env):
    fake, bot = discord_env
    await bot.service.store.commands_registered(Registered(bot.application_id + 1, None, bot.commands_fingerprint))
    await bot.commands_kept_current()
    assert puts(fake) == ["global"]


async def test_a_development_server_keeps_its_own_registration(discord_env):
    """Registered to one server (``sync --guild``, or SAMARKAND_DEV_GUILD), the commands are
    registered there again, never to every server as well (that server would list each twice)."""
    fake, bot = discord_env
    await bot.sync_commands(GUILD)
    before = len(fake.requests)
    await bot.commands_kept_current()
    assert puts(fake, before) == []
    await bot.service.store.commands_registered(Registered(bot.application_id, GUILD, "older"))
    await bot.commands_kept_current()
    assert puts(fake, before) == [str(GUILD), "global"] and fake.registered["global"] == []
    assert len(fake.registered[str(GUILD)]) == len(bot.tree.get_commands()) > 20  # all of them, the second time too
    bot.dev_guild = GUILD + 1  # the setting names another server now
    await bot.commands_kept_current()
    assert puts(fake, before)[2:] == [str(GUILD + 1), "global"]


async def test_a_refused_registration_leaves_the_bot_playing_and_is_tried_at_the_next_start(discord_env, caplog):
    fake, bot = discord_env
    fake.fail(r"PUT /applications/\d+/commands", MISSING_ACCESS)
    with caplog.at_level(logging.WARNING):
        await bot.commands_kept_current()
    assert "the slash commands could not be registered (403/50001): run `python -m bot sync`" in caplog.text
    assert await bot.service.store.registered_commands() is None
    await bot.commands_kept_current()
    assert "global" in fake.registered


@pytest.mark.parametrize("discord_env", [{}], indirect=True)
async def test_the_first_ready_registers_them(discord_env):
    fake, bot = discord_env
    bot.scheduler.every = 3600.0
    bot.start_scheduler = True
    await bot.on_ready()
    await bot.on_ready()  # a reconnect's ready: registered once
    bot.scheduler.stop()
    bot.driver.stop()
    await asyncio.sleep(0)
    assert puts(fake) == ["global"]


async def test_the_log_line_counts_what_was_registered(discord_env, caplog):
    fake, bot = discord_env
    with caplog.at_level(logging.INFO):
        await bot.commands_kept_current()
    count = len(fake.registered["global"])
    assert f"registered {count} slash commands to every server: they changed since the last registration" in caplog.text
