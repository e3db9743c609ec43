"""The host's limits through Discord: one member's ``/new thread:True`` in a loop is refused at
the limit, privately and by name, before a thread is opened for nothing; a server admin sees
the limits in ``/settings``."""

from __future__ import annotations

from typing import Any

import pytest

from tests.support.discord_players import ANN, BOB, content_of
from tests.support.standin import CHANNEL_ID
from tests.support.standin.codes import MANAGE_THREADS, MISSING_PERMISSIONS


async def test_new_in_threads_in_a_loop_stops_at_the_members_limit_without_a_thread(discord_env):
    fake, bot = discord_env
    threads = f"/channels/{CHANNEL_ID}/threads"
    opened = 0
    while True:
        sent = await fake.interact(fake.command(ANN, "new", {"thread": True}))
        if "cannot open another" in content_of(sent):
            break
        assert [r for r in sent if r.path == threads], content_of(sent)
        opened += 1
        assert opened <= bot.limits.member_lobbies
    assert opened == bot.limits.member_lobbies == 2
    assert not [r for r in sent if r.path == threads]  # no thread opened for the refused game
    assert sent[-1].ephemeral and "SAMARKAND_MEMBER_LOBBIES" in content_of(sent[-1:])
    assert sum((await bot.service.store.count_by_status()).values()) == 2
    sent = await fake.interact(fake.command(BOB, "new", {"thread": True}))  # another member may
    assert [r for r in sent if r.path == threads]


async def test_an_admin_sees_the_limits_in_settings_and_a_member_does_not(discord_env):
    fake, _ = discord_env
    await fake.interact(fake.command(ANN, "new"))
    said = content_of(await fake.interact(fake.command(ANN, "settings", {"turn_hours": 12.0})))
    assert "Settings:" in said and "Limits on this server" not in said
    said = content_of(await fake.interact(fake.command(BOB, "settings", {"turn_hours": 12.0}, admin=True)))
    assert "Limits on this server" in said and "lobbies on the server 25 (now 1)" in said


def raced_by_another_new(bot, monkeypatch) -> None:
    """The member's other /new takes their last place in the moment between this one's first
    look at the limit and its write under the lock (in another channel)."""
    create = bot.service.lobby.create

    async def raced(channel: str, guild: str, user: str, name: str, **settings: Any) -> Any:
        monkeypatch.setattr(bot.service.lobby, "create", create)
        await create("chan-raced", guild, user, name, **settings)
        return await create(channel, guild, user, name, **settings)
    monkeypatch.setattr(bot.service.lobby, "create", raced)


@pytest.mark.parametrize("may_delete", [True, False])
async def test_a_lobby_refused_after_its_thread_opened_takes_the_thread_away_where_the_bot_may(
        discord_env, monkeypatch, may_delete: bool):
    """Two /new of one member's at once both pass the first look at the limit; the second is
    refused under the lock, after its thread was opened. The thread goes (deleting takes
    Manage Threads); without that permission it stays, and nothing else is left behind."""
    fake, bot = discord_env
    if may_delete:
        fake.channel(CHANNEL_ID).permissions |= MANAGE_THREADS
    await fake.interact(fake.command(ANN, "new"))  # one of the member's two lobbies
    raced_by_another_new(bot, monkeypatch)
    sent = await fake.interact(fake.command(ANN, "new", {"thread": True}))
    [thread] = [c for c in fake.channels.values() if c.parent == CHANNEL_ID]
    assert "cannot open another" in content_of(sent) and sent[-1].ephemeral
    deleted = [r for r in sent if r.method == "DELETE" and r.path == f"/channels/{thread.id}"]
    assert thread.deleted is may_delete and len(deleted) == int(may_delete)
    assert not [r for r in sent if r.path == f"/channels/{thread.id}/messages"]  # no lobby was announced there
    assert sum((await bot.service.store.count_by_status()).values()) == 2


async def test_a_thread_discord_will_not_delete_stays_and_the_refusal_is_still_said(discord_env, monkeypatch, caplog):
    """Deleting the unused thread is tidying: Discord refusing it (a permission taken away meanwhile) or not
    answering leaves the thread, logs a line, and the member still reads why their lobby was refused."""
    fake, bot = discord_env
    fake.channel(CHANNEL_ID).permissions |= MANAGE_THREADS
    await fake.interact(fake.command(ANN, "new"))
    raced_by_another_new(bot, monkeypatch)
    fake.fail(r"DELETE /channels/", MISSING_PERMISSIONS)
    sent = await fake.interact(fake.command(ANN, "new", {"thread": True}))
    [thread] = [c for c in fake.channels.values() if c.parent == CHANNEL_ID]
    assert not thread.deleted and "cannot open another" in content_of(sent) and sent[-1].ephemeral
    assert any("could not be deleted" in r.getMessage() for r in caplog.records)
