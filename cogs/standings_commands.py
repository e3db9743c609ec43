"""/stats and /leaderboard: people's ratings and figures, read from the ratings' own tables
(never by going through the games); /history: the server's finished games, a page at a time.
Private in the user's language unless asked to be public; public ones speak the channel's
game's language, as every public message does."""

from __future__ import annotations

from dataclasses import replace

import discord
from discord import app_commands
from discord.ext import commands

from bot.ratings.standings import History, Winner
from bot.service import Platform
from bot.words.i18n import Msg, languages
from bot.words.ratings_text import figures_lines, history_lines, leaderboard_lines
from cogs.discord_text import discord_text
from cogs.message_text import all_shortened, clip, names_within, together
from cogs.respond import Reply, respond, says, warning
from cogs.runtime import runtime_of
from cogs.translator import about, options


class Standings(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = runtime_of(bot)
        self.service: Platform = self.bot.platform
        self.commands = bot.tree  # whether the game has a /replay to point to (Samarkand's; another game's may not)

    @app_commands.command(name="stats", description=about("stats"))
    @app_commands.describe(**options("stats", "player", "public", "families"))
    async def stats(self, interaction: discord.Interaction, player: discord.User | None = None,
                    public: bool = False, families: bool = False) -> None:
        async def work() -> Reply:
            who = player or interaction.user
            guild = str(interaction.guild_id or "")
            if families:
                balance = await self.service.standings.balance(guild)
                return await self._answer(interaction, self.bot.side.balance_lines(balance, bool(guild)), public)
            figures = await self.service.standings.figures(guild, str(who.id))
            lines = [*figures_lines(figures, who.display_name, bool(guild), self.bot.side.unrated()),
                     *self.bot.side.standings_notes(figures.here is not None)]
            reply = await self._answer(interaction, lines, public)
            chart = None if public else await self._chart(guild, str(who.id), says(interaction).language)
            reply.files = [chart] if chart else []
            return reply
        await respond(interaction, work)

    @app_commands.command(name="leaderboard", description=about("leaderboard"))
    @app_commands.describe(**options("leaderboard", "page", "public"))
    async def leaderboard(self, interaction: discord.Interaction,
                          page: app_commands.Range[int, 1, 10_000] = 1, public: bool = False) -> None:
        async def work() -> Reply:
            guild = str(interaction.guild_id or "")
            board = await self.service.standings.leaderboard(guild, page)
            lines = leaderboard_lines(board, bool(guild), asked=page, unrated=self.bot.side.unrated())
            return await self._answer(interaction, lines, public)
        await respond(interaction, work)

    @app_commands.command(name="history", description=about("history"))
    @app_commands.describe(**options("history", "page", "public"))
    async def history(self, interaction: discord.Interaction,
                      page: app_commands.Range[int, 1, 100_000] = 1, public: bool = False) -> None:
        async def work() -> Reply:
            played = await self.service.standings.finished_games(str(interaction.guild_id or ""), page)
            replays = self.commands.get_command("replay") is not None
            return await self._answer(interaction, history_page(played, page, replays), public)
        await respond(interaction, work)

    async def _chart(self, guild: str, user: str, language: str) -> discord.File | None:
        """The person's rating over their latest rated games here, as the game draws it (none
        before a rated game)."""
        points = await self.service.standings.rating_history(guild, user)
        return await self.bot.side.rating_chart(points, language) if points else None

    async def _answer(self, interaction: discord.Interaction, lines: list[Msg], public: bool) -> Reply:
        """The lines to the user, or to the channel (then the user hears it went out, or why not)."""
        t = says(interaction)
        if not public:
            return Reply(clip("\n".join(t.lines(lines))))
        problem = await self.bot.notify.say(str(interaction.channel_id), lines)
        return Reply(warning(t, problem) if problem else t("info.posted"))


def history_page(history: History, asked: int = 1, replays: bool = True) -> list[Msg]:
    """A page of /history whole in one message, in every language (a public one speaks the
    channel's): the winners' names as they are, or, where ties of long names would pass
    Discord's limit (escaping doubles a name of markdown characters), cut before they are
    escaped, rather than a game or the line naming the next page left out."""
    def named(winners: tuple[Winner, ...], most: int) -> tuple[Winner, ...]:
        names = all_shortened([w.name for w in winners], most)
        return tuple(Winner(name, w.points) for name, w in zip(names, winners, strict=True))

    def made(most: int) -> list[Msg]:
        games = tuple(replace(game, winners=named(game.winners, most)) for game in history.games)
        return history_lines(replace(history, games=games), asked=asked, replays=replays)
    return names_within(made, lambda lines: all(together(*discord_text(language).lines(lines)) is not None
                                                for language in languages()))


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Standings(bot))
