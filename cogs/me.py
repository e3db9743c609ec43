"""/me: a player's own settings for every game in every server: time zone, quiet hours (no
pings then), a direct message when it is their turn, and vacations that stop their clocks
(each table they sit at is told in its channel)."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.presence import MAX_VACATION_DAYS, zone_names
from bot.service import Presence, Report
from cogs.respond import Reply, respond, user_id


def presence_text(presence: Presence) -> str:
    quiet = "none"
    if presence.quiet:
        quiet = f"{presence.quiet} (no pings then; your clocks still run){' — quiet now' if presence.quiet_now else ''}"
    away = (f"until <t:{int(presence.vacation_until)}:f> (your clocks stand still)" if presence.vacation_until
            else "none")
    return "\n".join([
        "Your settings, for every game in every server:",
        f"• Time zone: {presence.time_zone}",
        f"• Quiet hours: {quiet}",
        f"• A direct message when it is your turn: {'on' if presence.turn_dm else 'off'}",
        f"• Vacation: {away}; {presence.vacation_days_left} of {MAX_VACATION_DAYS} days left this month",
        "Change them with /me time_zone quiet_hours dm_on_turn vacation_days (0 ends a vacation).",
    ])


class Me(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        self.service = bot.service  # type: ignore[attr-defined]
        self.announcer = bot.announcer  # type: ignore[attr-defined]

    @app_commands.command(name="me", description="Your settings: time zone, quiet hours, turn DMs, vacation")
    @app_commands.describe(time_zone="Your time zone, e.g. Europe/Berlin (quiet hours are read in it)",
                           quiet_hours="No pings between these hours, e.g. 22-7, or off",
                           dm_on_turn="Also send me a direct message when it is my turn",
                           vacation_days=f"Stop my clocks in every game for this many days (up to "
                                         f"{MAX_VACATION_DAYS} a month); 0 ends a vacation")
    async def me(self, interaction: discord.Interaction, time_zone: str | None = None,
                 quiet_hours: str | None = None, dm_on_turn: bool | None = None,
                 vacation_days: app_commands.Range[int, 0, MAX_VACATION_DAYS] | None = None) -> None:
        async def work() -> Reply:
            user = user_id(interaction)
            presence = await self.service.set_presence(user, time_zone, quiet_hours, dm_on_turn)
            if vacation_days is None:
                return Reply(presence_text(presence))
            if vacation_days:
                told = await self.service.start_vacation(user, vacation_days)
            else:
                told = await self.service.end_vacation(user)
            await self._tell(told)
            return Reply(presence_text(await self.service.presence(user)))
        await respond(interaction, work)

    @me.autocomplete("time_zone")
    async def time_zone_names(self, interaction: discord.Interaction, current: str
                              ) -> list[app_commands.Choice[str]]:
        return [app_commands.Choice(name=name, value=name) for name in zone_names(current)]

    async def _tell(self, notices: list[Report]) -> None:
        """Each table hears of the vacation at once in its channel (it is in the news too)."""
        for notice in notices:
            await self.announcer.say(notice.channel_id, "\n".join(notice.public))


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Me(bot))
