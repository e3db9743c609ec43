"""Starting the bot, and registering its slash commands, with a Config."""

from __future__ import annotations

from bot.app import SamarkandBot
from bot.config import Config


def run(config: Config) -> int:
    """Run until stopped; discord.py logs the connection, never the token."""
    bot = SamarkandBot(config.db_path, config.tick_seconds, config.dev_guild)
    bot.run(config.token, log_handler=None)
    return 0


async def sync(config: Config, guild: int | None) -> int:
    """Register the slash commands (to one guild: instant; globally: may take a while)."""
    bot = SamarkandBot(config.db_path, start_scheduler=False)
    async with bot:
        await bot.login(config.token)
        names = await bot.sync_commands(guild)
    where = f"guild {guild}" if guild else "every server (global commands can take up to an hour to appear)"
    print(f"Registered {len(names)} commands to {where}: {', '.join('/' + n for n in sorted(names))}")
    return 0
