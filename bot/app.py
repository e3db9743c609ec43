"""The Discord bot process: a commands.Bot holding the service, the cogs and the scheduler."""

from __future__ import annotations

import logging

import discord
from discord.ext import commands

from bot.service import GameService
from bot.store import Store

log = logging.getLogger("samarkand")

COGS = ("cogs.lobby", "cogs.play", "cogs.info")


class SamarkandBot(commands.Bot):
    """Slash commands only: no message content, no privileged intents."""

    def __init__(self, db_path: str, tick_seconds: float = 60.0, dev_guild: int | None = None,
                 start_scheduler: bool = True, **options: object) -> None:
        intents = discord.Intents.none()
        intents.guilds = True
        super().__init__(command_prefix=commands.when_mentioned, intents=intents, help_command=None, **options)
        self.db_path = db_path
        self.tick_seconds = tick_seconds
        self.dev_guild = dev_guild
        self.start_scheduler = start_scheduler
        self.service: GameService

    async def setup_hook(self) -> None:
        self.service = GameService(await Store.open(self.db_path))
        from cogs.components import DYNAMIC_ITEMS
        from cogs.publish import Publisher

        self.publisher = Publisher(self)
        self.add_dynamic_items(*DYNAMIC_ITEMS)
        for name in COGS:
            await self.load_extension(name)
        if self.start_scheduler:
            from bot.scheduler import Scheduler

            self.scheduler = Scheduler(self.service, self.publisher.publish, self.tick_seconds)
            self.scheduler.start()

    async def on_ready(self) -> None:
        log.info("connected as %s; re-sending any turn messages that did not go out", self.user)
        for report in await self.service.unannounced():
            await self.publisher.publish(report)

    async def close(self) -> None:
        scheduler = getattr(self, "scheduler", None)
        if scheduler:
            scheduler.stop()
        service = getattr(self, "service", None)
        await super().close()
        if service:
            await service.store.close()

    async def sync_commands(self, guild: int | None) -> list[str]:
        """Register the slash commands, globally or to one guild (for development)."""
        if guild:
            target = discord.Object(id=guild)
            self.tree.copy_global_to(guild=target)
            synced = await self.tree.sync(guild=target)
        else:
            synced = await self.tree.sync()
        return [command.name for command in synced]
