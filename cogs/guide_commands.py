"""The commands every game's bot has for finding one's way: /help and /rules, in the game's own words (its
``GameSide``: ``help_text``, ``rules_text``), and /games (a player's tables in the server); and the one sentence that
answers a command the bot's game does not have (another game's, or one Discord still lists from an earlier
registration): "<game> has no /board", naming the game, rather than no answer at all. Every answer is private, in the
user's own language."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.service import GameStatus, Seated
from bot.words.i18n import Msg, Text
from bot.words.markup import message_link
from cogs.message_text import Embed
from cogs.respond import Reply, respond, says, user_id
from cogs.runtime import runtime_of
from cogs.translator import about, options

ErrorHandler = Any  # discord.py's ``CommandTree.on_error``, as the tree held it


GAMES_PAGE = 10  # games on a page of /games: 10 of the longest lines (a time and a link each) fit in 2,000 characters


def games_page(found: list[Seated], guild: str, page: int, t: Text) -> str:
    """A page of /games (those waiting for you first), then how many games follow and the
    command that shows them; a page past the last shows the last, saying so, as /history does: shown silently, the
    last page read as the page asked for."""
    pages = -(-len(found) // GAMES_PAGE)
    lines = [t("info.games_no_such_page", page=page, count=pages)] if page > pages else []
    page = min(page, pages)
    lines += [game_line(game, guild, t) for game in found[(page - 1) * GAMES_PAGE:page * GAMES_PAGE]]
    if (left := len(found) - page * GAMES_PAGE) > 0:
        lines.append(t("info.games_more", count=left, next=page + 1))
    return "\n".join(lines)


def game_line(game: Seated, guild: str, t: Text) -> str:
    link = message_link(guild, game.channel_id, game.turn_message) if game.turn_message else f"<#{game.channel_id}>"
    if game.status is GameStatus.LOBBY:
        return t("info.game_lobby", channel=game.channel_id)
    if game.taken_on:
        return t("info.game_taken", turn=game.turn, since=game.taken_on, link=link)
    if game.waits_for_you:  # a paused game says so: its clock stands still, and "waiting for you" alone urged haste
        return t("info.game_yours.paused" if game.paused else "info.game_yours", since=int(game.since), turn=game.turn,
                 link=link)
    return t("info.game_theirs.paused" if game.paused else "info.game_theirs", turn=game.turn, link=link)


class Guide(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = runtime_of(bot)
        self.tree = bot.tree
        self.before: ErrorHandler = None  # the tree's error handler before this cog's, for every other error

    async def cog_load(self) -> None:
        self.before = self.tree.on_error
        self.tree.error(self.not_a_command)

    async def cog_unload(self) -> None:
        if self.before is not None:
            self.tree.error(self.before)

    @app_commands.command(name="help", description=about("help"))
    async def help(self, interaction: discord.Interaction) -> None:
        async def work() -> Reply:
            return Reply(says(interaction)(await self.bot.side.help_text(str(interaction.channel_id))))
        await respond(interaction, work)

    @app_commands.command(name="rules", description=about("rules"))
    async def rules(self, interaction: discord.Interaction) -> None:
        async def work() -> Reply:
            summary = await self.bot.side.rules_text(str(interaction.channel_id), says(interaction).language)
            # An embed holds 4,096 characters: a game's whole summary in any language (a message, 2,000)
            return Reply("", embed=Embed(description=summary))
        await respond(interaction, work)

    @app_commands.command(name="games", description=about("games"))
    @app_commands.describe(**options("games", "page"))
    async def games(self, interaction: discord.Interaction, page: app_commands.Range[int, 1, 1000] = 1) -> None:
        async def work() -> Reply:
            t = says(interaction)
            found = await self.bot.platform.seated.games_of(str(interaction.guild_id or ""), user_id(interaction))
            return Reply(games_page(found, str(interaction.guild_id), page, t) if found else t("info.no_games"))
        await respond(interaction, work)

    async def not_a_command(self, interaction: discord.Interaction, error: app_commands.AppCommandError) -> None:
        """A slash command the bot does not have: said in one sentence naming the game and /help (an unanswered
        command reads "The application did not respond"); any other error as the tree said it before."""
        if not isinstance(error, app_commands.CommandNotFound) or \
                interaction.type is not discord.InteractionType.application_command:
            await self.before(interaction, error)
            return
        typed = " ".join([*error.parents, error.name])  # Discord sends a command's own name, never a translation

        async def work() -> Reply:
            t = says(interaction)
            command = Msg(f"command.{typed}.name", typed)  # in the reader's words where the catalogue names it
            return Reply(t(Msg("command.not_in_game", game=self.bot.side.game_name(), command=command)))
        await respond(interaction, work)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Guide(bot))
