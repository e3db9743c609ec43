"""Looking things up: /hand, /board, /log, /rules, /help."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.service import Report
from cogs.components import hand_reply
from cogs.publish import board_file, turn_embed
from cogs.respond import Reply, respond, user_id

HELP = """**Samarkand commands**
Lobby: /new (optionally in a thread), /join, /leave, /addcpu, /start, /settings, /pause, /resume, /replace, /abort
Your turn: /marry family, /expand family space [space2] — or the buttons under the turn message
After marrying: /discard [cards] · When a camel reaches your card's goods space: /sell card or /keep card
/order card sell|keep|ask — decide sale offers in advance, so nobody waits for you
/hand — your cards, what they score now, and any decision waiting (private)
/board — the board and everyone's public figures · /log — what happened · /rules — the rules in short"""


class Info(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        self.service = bot.service  # type: ignore[attr-defined]

    @app_commands.command(name="hand", description="Your cards, money and any decision waiting for you (private)")
    async def hand(self, interaction: discord.Interaction) -> None:
        await respond(interaction, lambda: hand_reply(self.service, str(interaction.channel_id), user_id(interaction)))

    @app_commands.command(name="board", description="The board and everyone's public figures")
    async def board(self, interaction: discord.Interaction) -> None:
        async def work() -> Reply:
            channel = str(interaction.channel_id)
            missing = [r for r in await self.service.unannounced() if r.channel_id == channel]
            if missing:
                return Reply("The newest turn message had not gone out; here it is again.", reports=missing)
            row, public = await self.service.public_view(channel)
            if public is None:
                return Reply("The game has not started yet. " + ", ".join(s["name"] for s in row.seats) + " are in.")
            report = Report(channel, row.id, row.version, view=public, names=[s["name"] for s in row.seats],
                            over=public["over"])
            bot = self.bot
            return Reply("The board:", embed=turn_embed(bot, report), file=await board_file(bot, report))  # type: ignore[arg-type]
        await respond(interaction, work)

    @app_commands.command(name="log", description="What happened so far (the last 25 events)")
    async def log(self, interaction: discord.Interaction) -> None:
        async def work() -> Reply:
            return Reply("\n".join(await self.service.log_lines(str(interaction.channel_id))))
        await respond(interaction, work)

    @app_commands.command(name="rules", description="The rules of Samarkand in short")
    async def rules(self, interaction: discord.Interaction) -> None:
        async def work() -> Reply:
            return Reply(self.service.rules_summary())
        await respond(interaction, work)

    @app_commands.command(name="help", description="How to play Samarkand here")
    async def help(self, interaction: discord.Interaction) -> None:
        async def work() -> Reply:
            return Reply(HELP)
        await respond(interaction, work)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Info(bot))
