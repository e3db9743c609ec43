"""Refusals before anything changes, where the bot or the member lacks a permission, or the
thread option cannot apply (issue 8, point 6; README "When Discord says no"): the interaction
carries both the bot's permissions in the channel (``app_permissions``) and the member's."""

from __future__ import annotations

import pytest

from bot.store import GameStatus
from tests.support.discord_players import ANN, BOB, CYD, content_of
from tests.support.standin import (
    ALL_PERMISSIONS,
    ATTACH,
    CHANNEL_ID,
    CREATE_THREADS,
    FORUM,
    GUILD_ID,
    SEND,
    VIEW,
)
from tests.support.standin.codes import HISTORY


def posts(sent) -> list:
    return [r for r in sent if r.path.startswith("/channels/") and r.method == "POST"]


@pytest.mark.parametrize(("lacking", "named"), [(SEND, "Send Messages"), (ATTACH, "Attach Files")])
async def test_start_refuses_where_the_bot_could_not_post_the_game(discord_env, lacking, named):
    fake, bot = discord_env
    for user, command in ((ANN, "new"), (BOB, "join"), (CYD, "join")):
        await fake.interact(fake.command(user, command))
    fake.channel(CHANNEL_ID).permissions = ALL_PERMISSIONS & ~lacking
    sent = await fake.interact(fake.command(ANN, "start"))
    assert f"I cannot post in this channel: give me {named} here, then try again." in content_of(sent)
    row = await bot.service.store.latest_game(CHANNEL_ID)
    assert row.status is GameStatus.LOBBY and not row.state and not posts(sent)  # nothing started, nothing said
    fake.channel(CHANNEL_ID).permissions = ALL_PERMISSIONS
    await fake.interact(fake.command(ANN, "start"))
    assert (await bot.service.store.latest_game(CHANNEL_ID)).status is GameStatus.PLAYING


@pytest.mark.parametrize("language", ["en-US", "de"])
async def test_new_where_the_bot_may_not_read_the_channels_history_opens_the_lobby_and_asks_for_it(discord_env,
                                                                                                   language):
    """Without Read Message History Discord hands the bot an empty history: a turn message whose
    send broke off would not be found again past Discord's nonce minutes, and went out twice. The
    bot may still post, so /new opens the lobby, and tells the host what to grant and why."""
    fake, bot = discord_env
    fake.locale = language
    fake.channel(CHANNEL_ID).permissions = ALL_PERMISSIONS & ~HISTORY
    said = content_of(await fake.interact(fake.command(ANN, "new")))
    assert ("give me Read Message History here too" if language == "en-US" else
            "Gib mir hier auch „Nachrichtenverlauf anzeigen“") in said
    assert (await bot.service.store.latest_game(CHANNEL_ID)).status is GameStatus.LOBBY
    fake.channel("500000000000000077").permissions = ALL_PERMISSIONS
    said = content_of(await fake.interact(fake.command(BOB, "new", channel="500000000000000077")))
    assert "Read Message History" not in said and "Nachrichtenverlauf" not in said


async def test_the_thread_option_needs_the_bot_to_be_allowed_to_create_threads(discord_env):
    fake, bot = discord_env
    fake.channel(CHANNEL_ID).permissions = ALL_PERMISSIONS & ~CREATE_THREADS
    sent = await fake.interact(fake.command(ANN, "new", {"thread": True}))
    assert "I cannot post in this channel: give me Create Public Threads here" in content_of(sent)
    assert not posts(sent) and not await bot.service.store.games_in_guild(GUILD_ID)


async def test_the_thread_option_is_for_members_who_may_create_threads(discord_env):
    fake, bot = discord_env
    fake.member_permissions[BOB[0]] = VIEW | SEND
    sent = await fake.interact(fake.command(BOB, "new", {"thread": True}))
    assert "You may not create threads in this channel, so I will not create one for you" in content_of(sent)
    assert not posts(sent) and not await bot.service.store.games_in_guild(GUILD_ID)


@pytest.mark.parametrize("where", ["thread", "forum post", "forum"])
async def test_the_thread_option_works_only_in_a_text_channel(discord_env, where):
    fake, bot = discord_env
    forum = fake.channel("500000000000000090")
    forum.type = FORUM
    channel = {"thread": fake.thread(), "forum post": fake.thread(forum.id), "forum": forum.id}[where]
    sent = await fake.interact(fake.command(ANN, "new", {"thread": True}, channel=channel))
    assert "The thread option works in a text channel: here (a thread or a forum) use /new without it" \
        in content_of(sent)
    assert not posts(sent) and not await bot.service.store.games_in_guild(GUILD_ID)

