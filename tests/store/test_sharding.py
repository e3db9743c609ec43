"""Several processes, each on its range of shards: the settings, and the bot they start."""

import discord
import pytest

from bot.ops.config import Config, ConfigError, shard_ids
from bot.runtime.app import SamarkandBot
from bot.runtime.discord_run import ShardedSamarkandBot, make_bot


def test_shard_settings_are_read_as_numbers_and_ranges(monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("SAMARKAND_SHARDS", "8")
    monkeypatch.setenv("SAMARKAND_SHARD_IDS", "0-2, 6")
    config = Config.from_env()
    assert (config.shard_count, config.shard_ids) == (8, (0, 1, 2, 6))


@pytest.mark.parametrize(("text", "says"), [("3-1", "has '3-1'"), ("a", "has 'a'"), ("0,0", "distinct"),
                                            ("4", "from 0 to 3")])
def test_a_bad_shard_range_is_a_sentence(text, says):
    with pytest.raises(ConfigError, match=says):
        shard_ids(text, 4)


def test_without_shard_settings_one_process_runs_the_plain_bot():
    bot = make_bot(Config("t", "x.sqlite3", None, 60.0))
    assert type(bot) is SamarkandBot and not isinstance(bot, discord.AutoShardedClient)


def test_a_process_on_a_range_of_shards_runs_an_auto_sharded_bot():
    bot = make_bot(Config("t", "postgresql://db/samarkand", None, 60.0, shard_count=4, shard_ids=(2, 3)))
    assert isinstance(bot, ShardedSamarkandBot) and isinstance(bot, discord.AutoShardedClient)
    assert (bot.shard_count, bot.shard_ids, bot.db_path) == (4, [2, 3], "postgresql://db/samarkand")
