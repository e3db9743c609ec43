"""The host's limits through Discord: one member's ``/new thread:True`` in a loop is refused at
the limit, privately and by name, before a thread is opened for nothing; a server admin sees
the limits in ``/settings``."""

from __future__ import annotations

from tests.support.discord_players import ANN, BOB, content_of
from tests.support.standin import CHANNEL_ID


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
