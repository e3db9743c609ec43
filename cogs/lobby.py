"""Lobby and game management: /new, /join, /leave, /addcpu, /start, /abort, /settings,
/pause, /resume, /replace. Commands that make the bot post check its permissions first and
refuse, saying what to grant, before anything changes."""

from __future__ import annotations

import re
from typing import Literal

import discord
from discord import app_commands
from discord.ext import commands

from bot.service import AT_ONCE_WARNING, GameRow, ServiceError
from cogs.failures import cannot_post, missing
from cogs.respond import Reply, bot_of, is_admin, respond, user_id

Level = Literal["random", "greedy", "search"]
WELCOME = ("You joined a game of Samarkand in <#{channel}>. I will send your private decisions here (sale "
           "offers, the cards you draw); they are also under Play your turn and /hand.")
DMS_CLOSED = ("I cannot send you direct messages (your privacy settings for this server). Private decisions "
              "will wait for you under Play your turn and /hand. Tip: /order decides sale offers in advance.")


def seats_line(row: GameRow) -> str:
    names = ", ".join(s["name"] for s in row.seats)
    return f"Players ({len(row.seats)}/5): {names}."


def in_thread(interaction: discord.Interaction) -> bool:
    return isinstance(interaction.channel, discord.Thread)


def check_can_post(interaction: discord.Interaction, extra: tuple[str, ...] = ()) -> None:
    """Refuse, before any state changes, where the bot could not post the game."""
    lacking = missing(interaction.app_permissions, in_thread(interaction), extra)
    if lacking:
        raise ServiceError(cannot_post(lacking))


async def join(interaction: discord.Interaction, channel: str) -> Reply:
    """Seat the player, tell the channel, and find out whether private DMs reach them."""
    bot = bot_of(interaction)
    row = await bot.service.join(channel, user_id(interaction), interaction.user.display_name)
    reply = Reply(f"You joined the game in <#{channel}>.")
    problem = await bot.announcer.say(channel, f"{interaction.user.display_name} joined. {seats_line(row)}")
    if problem:
        reply.text += f"\n⚠️ {problem}"
    if not await bot.announcer.direct(user_id(interaction), WELCOME.format(channel=channel)):
        reply.text += f"\n{DMS_CLOSED}"
    return reply


class Lobby(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        self.service = bot.service  # type: ignore[attr-defined]
        self.announcer = bot.announcer  # type: ignore[attr-defined]

    @app_commands.command(name="new", description="Open a game of Samarkand in this channel (or in a new thread)")
    @app_commands.describe(thread="Open the game in a new public thread of this channel")
    async def new(self, interaction: discord.Interaction, thread: bool = False) -> None:
        async def work() -> Reply:
            channel = str(interaction.channel_id)
            if thread:
                channel = await self._open_thread(interaction)
            else:
                check_can_post(interaction)
            await self.service.create(channel, str(interaction.guild_id or ""), user_id(interaction),
                                      interaction.user.display_name)
            text = (f"**{interaction.user.display_name}** opened a game of Samarkand: Routes to Riches. Join with "
                    "the button or /join (2-5 players); /addcpu adds a computer player; the host starts with /start.")
            problem = await self.announcer.say(channel, text, view=single(JoinButton(int(channel))))
            reply = Reply(f"Your game is open in <#{channel}>. Invite players, then /start.")
            if problem:
                reply.text += f"\n⚠️ {problem}"
            return reply
        await respond(interaction, work)

    async def _open_thread(self, interaction: discord.Interaction) -> str:
        """A public thread for the game, with the longest auto-archive time; only where the
        member may create threads and the bot may too."""
        if not isinstance(interaction.channel, discord.TextChannel):
            raise ServiceError("The thread option works in a text channel: here (a thread or a forum) use /new "
                               "without it, or run it in the parent channel.")
        if not interaction.permissions.create_public_threads:
            raise ServiceError("You may not create threads in this channel, so I will not create one for you. "
                               "Use /new without the thread option.")
        lacking = missing(interaction.app_permissions, True, ("create_public_threads",))
        if lacking:
            raise ServiceError(cannot_post(lacking))
        created = await interaction.channel.create_thread(
            name="Samarkand", type=discord.ChannelType.public_thread, auto_archive_duration=10080)
        return str(created.id)

    @app_commands.command(name="join", description="Join the game waiting for players in this channel")
    async def join(self, interaction: discord.Interaction) -> None:
        await respond(interaction, lambda: join(interaction, str(interaction.channel_id)))

    @app_commands.command(name="leave", description="Leave the game's lobby")
    async def leave(self, interaction: discord.Interaction) -> None:
        async def work() -> Reply:
            channel = str(interaction.channel_id)
            row = await self.service.leave(channel, user_id(interaction))
            note = "The lobby closed: nobody is left." if row.status == "aborted" else seats_line(row)
            await self.announcer.say(channel, f"{interaction.user.display_name} left. {note}")
            return Reply("You left the game.")
        await respond(interaction, work)

    @app_commands.command(name="addcpu", description="Add a computer player to the lobby")
    @app_commands.describe(level="random: any legal move; greedy: one move ahead; search: thinks 2 seconds")
    async def addcpu(self, interaction: discord.Interaction, level: Level = "greedy") -> None:
        async def work() -> Reply:
            channel = str(interaction.channel_id)
            row = await self.service.add_computer(channel, user_id(interaction), level)
            await self.announcer.say(channel, f"A computer player ({level}) joined. {seats_line(row)}")
            return Reply("Computer player added.")
        await respond(interaction, work)

    @app_commands.command(name="start", description="Start the game (host or server admin)")
    async def start(self, interaction: discord.Interaction) -> None:
        async def work() -> Reply:
            check_can_post(interaction)
            report = await self.service.start(str(interaction.channel_id), user_id(interaction), is_admin(interaction))
            return Reply("The game has started.", changes=[report])
        await respond(interaction, work)

    @app_commands.command(name="abort", description="End the game in this channel without scoring (host or admin)")
    async def abort(self, interaction: discord.Interaction) -> None:
        async def work() -> Reply:
            channel = str(interaction.channel_id)
            await self.service.abort(channel, user_id(interaction), is_admin(interaction))
            await self.announcer.say(channel, f"The game was aborted by {interaction.user.display_name}.")
            return Reply("Game aborted.")
        await respond(interaction, work)

    @app_commands.command(name="settings", description="Time per turn, reminders, time-outs, and the sale timing")
    @app_commands.describe(turn_hours="Hours a player has for a decision", reminder_hours="Hours between reminders",
                           timeout="standin: a computer plays that turn; replace: a computer takes the seat",
                           sales="private (default): sale offers never hold the table up; at_once: the table waits")
    async def settings(self, interaction: discord.Interaction, turn_hours: float | None = None,
                       reminder_hours: float | None = None,
                       timeout: Literal["standin", "replace"] | None = None,
                       sales: Literal["private", "at_once"] | None = None) -> None:
        async def work() -> Reply:
            row = await self.service.configure(str(interaction.channel_id), user_id(interaction),
                                               is_admin(interaction), turn_hours=turn_hours,
                                               reminder_hours=reminder_hours, timeout=timeout, sales=sales)
            s = row.settings
            text = (f"Settings: {s['turn_hours']:g} hours per decision, a reminder every {s['reminder_hours']:g} "
                    f"hours, on time-out: {s['timeout']}, sales: {s['sales']}.")
            if s["sales"] == "at_once":
                text += f"\n{AT_ONCE_WARNING}"
                if sales == "at_once":
                    await self.announcer.say(str(interaction.channel_id), f"The host chose sales: at once. "
                                                                         f"{AT_ONCE_WARNING}")
            return Reply(text)
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
            word = "paused: no reminders, time-outs or computer moves" if paused else "running again"
            await self.announcer.say(channel, f"The game's clock is {word}.")
            return Reply("Done.")
        await respond(interaction, work)

    @app_commands.command(name="replace", description="Hand a player's seat to a computer player (host or admin)")
    async def replace(self, interaction: discord.Interaction, player: discord.User, level: Level = "greedy") -> None:
        async def work() -> Reply:
            report = await self.service.replace(str(interaction.channel_id), user_id(interaction),
                                                is_admin(interaction), str(player.id), level)
            bot_of(interaction).driver.wake()
            return Reply("Done: the computer plays from now on, one move at a time.", changes=[report])
        await respond(interaction, work)


def single(item: discord.ui.Item) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(item)
    return view


class JoinButton(discord.ui.DynamicItem[discord.ui.Button], template=r"sk:j:(?P<channel>\d+)"):
    def __init__(self, channel: int) -> None:
        super().__init__(discord.ui.Button(label="Join", style=discord.ButtonStyle.success,
                                           custom_id=f"sk:j:{channel}"))
        self.channel = channel

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Button,
                             match: re.Match[str]) -> JoinButton:
        return cls(int(match["channel"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await respond(interaction, lambda: join(interaction, str(self.channel)))


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Lobby(bot))

