"""The bot that ``SAMARKAND_SHARDS`` starts, run against the stand-in: one process on two
shards, each with its own gateway connection, plays in a server on each shard (Discord sends
a server's interactions to the shard ``(guild_id >> 22) % shards``, and the stand-in does
the same)."""

from __future__ import annotations

import asyncio

from bot.ai.thinking import InlineThinker
from bot.ops.config import Config
from bot.runtime.discord_run import ShardedSamarkandBot, make_bot
from bot.store import GameStatus
from bot.store.shard_beats import Shards
from tests.contract.conftest import invalid_requests, point_at, stopped
from tests.support.discord_players import current, open_game
from tests.support.standin import CHANNEL_ID, GUILD_ID, Channel, FakeDiscord

OTHER_GUILD, OTHER_CHANNEL = "500000000004194308", "500000000004194309"  # a server on shard 1 of 2


async def no_wait(shard_id: int | None, *, initial: bool = False) -> None:
    """discord.py waits 5 s between two shards' IDENTIFY (Discord's limit); the stand-in has none."""


async def test_one_process_on_two_shards_plays_in_a_server_of_each(spec, tmp_path, monkeypatch, caplog):
    caplog.set_level("INFO", logger="samarkand")
    fake = FakeDiscord()
    await fake.start()
    point_at(monkeypatch, fake)
    fake.channels[OTHER_CHANNEL] = Channel(OTHER_CHANNEL, guild=OTHER_GUILD)
    config = Config("fake-token", str(tmp_path / "games.sqlite3"), None, 60.0, shard_count=2, shard_ids=(0, 1))
    bot = make_bot(config, start_scheduler=False, thinker=InlineThinker(), guild_ready_timeout=0)
    assert isinstance(bot, ShardedSamarkandBot)
    bot.before_identify_hook = no_wait  # type: ignore[method-assign]
    assert bot.shards_up() == {0: False, 1: False}  # not connected yet: down, not unlisted (the gauge, /readyz)
    runner = asyncio.create_task(bot.start(config.token))
    try:
        await asyncio.wait_for(bot.wait_until_ready(), 30)
        assert sorted(bot.shards) == [0, 1] and not any(s.is_closed() for s in bot.shards.values())
        assert bot.shards_up() == {0: True, 1: True}
        assert {fake.shard_of({"guild_id": GUILD_ID}), fake.shard_of({"guild_id": OTHER_GUILD})} == {0, 1}
        shards = bot.platform.store.shards  # whose clocks the process keeps: its servers' as Discord shards them
        assert shards == Shards(2, (0, 1))
        assert [shards.shard_of(g) for g in (GUILD_ID, OTHER_GUILD)] == [fake.shard_of({"guild_id": g})
                                                                         for g in (GUILD_ID, OTHER_GUILD)]
        for dropped in (bot.on_disconnect(), bot.on_shard_disconnect(1)):  # as discord.py tells one shard's drop
            await dropped
        assert bot.platform.store.shards == Shards(2, (0,))  # its players' clocks are not this process's now
        assert bot.gateway_up  # shard 0's still run
        assert caplog.text.count("shard 1 disconnected: its servers' clocks stand still") == 1  # the operator's line
        bot.scheduler.caught_up = True
        await bot.on_shard_resumed(1)
        assert bot.platform.store.shards == Shards(2, (0, 1)) and not bot.scheduler.caught_up  # its downtime next
        assert "shard 1 is back" in caplog.text
        await bot.on_shard_disconnect(0)
        await bot.on_shard_disconnect(1)
        assert not bot.gateway_up  # every shard gone: no pass at all
        for channel in (CHANNEL_ID, OTHER_CHANNEL):
            await open_game(fake, channel)
        first, _ = await current(bot, CHANNEL_ID)
        second, _ = await current(bot, OTHER_CHANNEL)
        assert (first.guild_id, first.status, second.guild_id, second.status) == \
            (GUILD_ID, GameStatus.PLAYING, OTHER_GUILD, GameStatus.PLAYING)
        assert {shard for shard, event in fake.delivered if event == "INTERACTION_CREATE"} == {0, 1}
    finally:
        await stopped(bot, runner)
        await fake.stop()
    assert invalid_requests(fake, spec) == []
