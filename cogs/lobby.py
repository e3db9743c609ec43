"""Lobby and game management: /new, /join, /leave, /addcpu, /start, /abort, /settings,
/pause, /resume, /replace."""

from __future__ import annotations

from typing import Literal

import discord
from discord import app_commands
from discord.ext import commands

from bot.service import GameRow
from cogs.components import JoinButton, single
from cogs.respond import Reply, is_admin, respond, user_id

Level = Literal["random", "greedy", "search"]


def seats_line(row: GameRow) -> str:
    names = ", ".join(s["name"] for s in row.seats)
    return f"Players ({len(row.seats)}/5): {names}."


async def join(interaction: discord.Interaction, channel: str) -> Reply:
    service = interaction.client.service  # type: ignore[attr-defined]
    row = await service.join(channel, user_id(interaction), interaction.user.display_name)
    await interaction.client.publisher.say(channel, f"{interaction.user.display_name} joined. {seats_line(row)}")  # type: ignore[attr-defined]
    return Reply(f"You joined the game in <#{channel}>.")


class Lobby(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        self.service = bot.service  # type: ignore[attr-defined]
        self.publisher = bot.publisher  # type: ignore[attr-defined]

    @app_commands.command(name="new", description="Open a game of Samarkand in this channel (or in a new thread)")
    @app_commands.describe(thread="Open the game in a new thread of this channel")
    async def new(self, interaction: discord.Interaction, thread: bool = False) -> None:
        async def work() -> Reply:
            channel = str(interaction.channel_id)
            if thread and isinstance(interaction.channel, discord.TextChannel):
                created = await interaction.channel.create_thread(
                    name="Samarkand", type=discord.ChannelType.public_thread, auto_archive_duration=10080)
                channel = str(created.id)
            await self.service.create(channel, str(interaction.guild_id or ""), user_id(interaction),
                                      interaction.user.display_name)
            await self.publisher.say(
                channel, f"**{interaction.user.display_name}** opened a game of Samarkand: Routes to Riches. "
                         "Join with the button or /join (2-5 players); /addcpu adds a computer player; "
                         "the host starts with /start.", view=single(JoinButton(int(channel))))
            return Reply(f"Your game is open in <#{channel}>. Invite players, then /start.")
        await respond(interaction, work)

    @app_commands.command(name="join", description="Join the game waiting for players in this channel")
    async def join(self, interaction: discord.Interaction) -> None:
        await respond(interaction, lambda: join(interaction, str(interaction.channel_id)))

    @app_commands.command(name="leave", description="Leave the game's lobby")
    async def leave(self, interaction: discord.Interaction) -> None:
        async def work() -> Reply:
            channel = str(interaction.channel_id)
            row = await self.service.leave(channel, user_id(interaction))
            note = "The lobby closed: nobody is left." if row.status == "aborted" else seats_line(row)
            await self.publisher.say(channel, f"{interaction.user.display_name} left. {note}")
            return Reply("You left the game.")
        await respond(interaction, work)

    @app_commands.command(name="addcpu", description="Add a computer player to the lobby")
    @app_commands.describe(level="random: any legal move; greedy: one move ahead; search: thinks 2 seconds")
    async def addcpu(self, interaction: discord.Interaction, level: Level = "greedy") -> None:
        async def work() -> Reply:
            channel = str(interaction.channel_id)
            row = await self.service.add_computer(channel, user_id(interaction), level)
            await self.publisher.say(channel, f"A computer player ({level}) joined. {seats_line(row)}")
            return Reply("Computer player added.")
        await respond(interaction, work)

    @app_commands.command(name="start", description="Start the game (host or server admin)")
    async def start(self, interaction: discord.Interaction) -> None:
        async def work() -> Reply:
            report = await self.service.start(str(interaction.channel_id), user_id(interaction), is_admin(interaction))
            report.public.insert(0, "The game begins! Seat order: " + ", ".join(report.names) + ".")
            return Reply("The game has started.", reports=[report])
        await respond(interaction, work)

    @app_commands.command(name="abort", description="End the game in this channel without scoring (host or admin)")
    async def abort(self, interaction: discord.Interaction) -> None:
        async def work() -> Reply:
            channel = str(interaction.channel_id)
            await self.service.abort(channel, user_id(interaction), is_admin(interaction))
            await self.publisher.say(channel, f"The game was aborted by {interaction.user.display_name}.")
            return Reply("Game aborted.")
        await respond(interaction, work)

    @app_commands.command(name="settings", description="Time per turn, reminders, and what happens on time-out")
    @app_commands.describe(turn_hours="Hours a player has for a decision", reminder_hours="Hours between reminders",
                           timeout="standin: a computer plays that turn; replace: a computer takes the seat")
    async def settings(self, interaction: discord.Interaction, turn_hours: float | None = None,
                       reminder_hours: float | None = None,
                       timeout: Literal["standin", "replace"] | None = None) -> None:
        async def work() -> Reply:
            row = await self.service.configure(str(interaction.channel_id), user_id(interaction),
                                               is_admin(interaction), turn_hours=turn_hours,
                                               reminder_hours=reminder_hours, timeout=timeout)
            s = row.settings
            return Reply(f"Settings: {s['turn_hours']:g} hours per decision, a reminder every "
                         f"{s['reminder_hours']:g} hours, on time-out: {s['timeout']}.")
        await respond(interaction, work)

    @app_commands.command(name="pause", description="Stop the game's clock (host or admin)")
    async def pause(self, interaction: discord.Interaction) -> None:
        await self._clock(interaction, True)

    @app_commands.command(name="resume", description="Restart the game's clock (host or admin)")
    async def resume(self, interaction: discord.Interaction) -> None:
        await self._clock(interaction, False)

    async def _clock(self, interaction: discord.Interaction, paused: bool) -> None:
        async def work() -> Reply:
            channel = str(interaction.channel_id)
            await self.service.pause(channel, user_id(interaction), is_admin(interaction), paused)
            word = "paused: no reminders or time-outs" if paused else "running again"
            await self.publisher.say(channel, f"The game's clock is {word}.")
            return Reply("Done.")
        await respond(interaction, work)

    @app_commands.command(name="replace", description="Hand a player's seat to a computer player (host or admin)")
    async def replace(self, interaction: discord.Interaction, player: discord.User, level: Level = "greedy") -> None:
        async def work() -> Reply:
            report = await self.service.replace(str(interaction.channel_id), user_id(interaction),
                                                is_admin(interaction), str(player.id), level)
            return Reply("Done.", reports=[report])
        await respond(interaction, work)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Lobby(bot))
