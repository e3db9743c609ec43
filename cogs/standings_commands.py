"""/stats and /leaderboard: people's ratings and figures, read from the ratings' own tables
(never by going through the games). Private in the user's language unless asked to be public;
public ones speak the channel's game's language, as every public message does."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.service import GameService
from bot.words.i18n import Msg
from bot.words.standings_text import leaderboard_lines, standing_lines
from cogs.compose import LIMIT, clip
from cogs.respond import Reply, respond, says, warning
from cogs.runtime import runtime_of
from cogs.translator import about, options


class Standings(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = runtime_of(bot)
        self.service: GameService = self.bot.service

    @app_commands.command(name="stats", description=about("stats"))
    @app_commands.describe(**options("stats", "player", "public"))
    async def stats(self, interaction: discord.Interaction, player: discord.User | None = None,
                    public: bool = False) -> None:
        async def work() -> Reply:
            who = player or interaction.user
            guild = str(interaction.guild_id or "")
            figures = await self.service.figures(guild, str(who.id))
            return await self._answer(interaction, standing_lines(figures, who.display_name, bool(guild)), public)
        await respond(interaction, work)

    @app_commands.command(name="leaderboard", description=about("leaderboard"))
    @app_commands.describe(**options("leaderboard", "page", "public"))
    async def leaderboard(self, interaction: discord.Interaction,
                          page: app_commands.Range[int, 1, 10_000] = 1, public: bool = False) -> None:
        async def work() -> Reply:
            guild = str(interaction.guild_id or "")
            board = await self.service.leaderboard(guild, page)
            return await self._answer(interaction, leaderboard_lines(board, bool(guild)), public)
        await respond(interaction, work)

    async def _answer(self, interaction: discord.Interaction, lines: list[Msg], public: bool) -> Reply:
        """The lines to the user, or to the channel (then the user hears it went out, or why not)."""
        t = says(interaction)
        if not public:
            return Reply(clip("\n".join(t.lines(lines)), LIMIT))
        problem = await self.bot.notify.say(str(interaction.channel_id), lines)
        return Reply(warning(t, problem) if problem else t("info.posted"))


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Standings(bot))
