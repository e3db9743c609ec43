"""Looking things up: /hand, /board, /log, /games, /rules, /help."""

from __future__ import annotations

import io
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.textboard import hand_text
from bot.thinking import off_loop
from cogs.announce import board_file, message_link, turn_embed
from cogs.panel import decision_view
from cogs.respond import Reply, bot_of, respond, user_id
from rendering import render_replay

if TYPE_CHECKING:
    from bot.app import SamarkandBot

HELP = """**Samarkand commands**
Lobby: /new (optionally in a thread), /join, /leave, /addcpu, /start, /settings, /pause, /resume, /replace, /abort
Your turn: press **Play your turn** under the turn message (3–4 taps),
or type /marry family, /expand family space [space2]; after marrying: /discard [cards]
A camel reached your card's goods space: /sell card or /keep card (until your next move)
/order card sell|keep|ask — decide sale offers in advance
/hand — your cards, what they score, and any decision waiting (private)
/board [turn] — the board, now or after a turn · /replay — the game so far, animated
/games — your games in this server · /log — what happened · /rules — the rules in short"""


async def board_reply(bot: SamarkandBot, channel: str, turn: int | None = None) -> Reply:
    """The full board of the channel's game (now, or after turn ``turn``), privately."""
    from bot.service import Announcement

    row, public = await bot.service.public_view(channel)
    names = [s["name"] for s in row.seats]
    if public is None:
        return Reply("The game has not started yet. " + ", ".join(names) + " are in.")
    last_turn = None
    if turn is not None:
        _, history = await bot.service.history(channel)
        snapshot = next((s for s in reversed(history) if s.turn <= turn), history[0])
        public, last_turn = snapshot.public, snapshot.last_turn
    shown = Announcement(row.id, channel, row.guild_id, "", 0, [], public, names, [], None, "", public["over"])
    title = f"The board after turn {turn}:" if turn is not None else "The board:"
    return Reply(title, embed=turn_embed(bot, shown), files=[await board_file(bot, public, last_turn)])


async def hand_reply(bot: SamarkandBot, channel: str, user: str) -> Reply:
    hand = await bot.service.hand(channel, user)
    view = decision_view(hand["game"], hand, bot.service.board) if hand["decisions"] else None
    return Reply(hand_text(bot.service.board, hand), view=view, shows_decisions=True)


class Info(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        self.service = bot.service  # type: ignore[attr-defined]

    @app_commands.command(name="hand", description="Your cards, money and any decision waiting for you (private)")
    async def hand(self, interaction: discord.Interaction) -> None:
        await respond(interaction, lambda: hand_reply(bot_of(interaction), str(interaction.channel_id),
                                                      user_id(interaction)))

    @app_commands.command(name="board", description="The board and everyone's public figures (now, or after a turn)")
    @app_commands.describe(turn="Show the board as it was after this turn")
    async def board(self, interaction: discord.Interaction, turn: app_commands.Range[int, 0, 10_000] | None = None
                    ) -> None:
        await respond(interaction, lambda: board_reply(bot_of(interaction), str(interaction.channel_id), turn))

    @app_commands.command(name="replay", description="The whole game so far as an animated image, one frame per turn")
    @app_commands.describe(public="Post it in the channel for everyone (default: only you see it)")
    async def replay(self, interaction: discord.Interaction, public: bool = False) -> None:
        async def work() -> Reply:
            bot = bot_of(interaction)
            channel = str(interaction.channel_id)
            row, history = await bot.service.history(channel)
            gif = await off_loop(render_replay, bot.service.board, history)
            name = f"samarkand-game-{row.id}-replay.gif"
            if public:
                problem = await bot.announcer.post_file(channel, f"The game so far, turn by turn ({len(history)} "
                                                                 "frames).", gif, name)
                return Reply(f"⚠️ {problem}" if problem else "Posted in the channel.")
            return Reply(f"The game so far, turn by turn ({len(history)} frames):",
                         files=[discord.File(io.BytesIO(gif), filename=name)])
        await respond(interaction, work)

    @app_commands.command(name="log", description="What happened so far (the last 25 events)")
    async def log(self, interaction: discord.Interaction) -> None:
        async def work() -> Reply:
            return Reply("\n".join(await self.service.log_lines(str(interaction.channel_id))))
        await respond(interaction, work)

    @app_commands.command(name="games", description="Your games in this server, those waiting for you first")
    async def games(self, interaction: discord.Interaction) -> None:
        async def work() -> Reply:
            found = await self.service.games_of(str(interaction.guild_id or ""), user_id(interaction))
            if not found:
                return Reply("You are not seated in any game in this server. Open one with /new.")
            lines = []
            for game in found:
                link = (message_link(str(interaction.guild_id), game.channel_id, game.turn_message)
                        if game.turn_message else f"<#{game.channel_id}>")
                if game.status == "lobby":
                    lines.append(f"• <#{game.channel_id}>: in the lobby")
                elif game.waits_for_you:
                    lines.append(f"• **waiting for you** since <t:{int(game.since)}:R> (turn {game.turn}): {link}")
                else:
                    lines.append(f"• turn {game.turn}, someone else's move: {link}")
            return Reply("\n".join(lines))
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

