"""/me: a player's own settings for every game in every server: time zone, quiet hours (no
pings then), a direct message when it is their turn, vacations that stop their clocks
(each table they sit at is told in its channel), and whether leaderboards show them."""

from __future__ import annotations

from collections.abc import Awaitable
from typing import TypeVar

import discord
from discord import app_commands
from discord.ext import commands

from bot.service import Platform, Presence, ServiceError
from bot.service.presence import MAX_VACATION_DAYS, zone_label, zone_names
from bot.words.i18n import Msg, Text
from cogs.respond import Reply, noted, respond, says, user_id
from cogs.runtime import runtime_of
from cogs.translator import about, options


def presence_text(presence: Presence, hidden: bool, t: Text) -> str:
    quiet = t("me.quiet_none")
    if presence.quiet:
        quiet = t("me.quiet_now" if presence.quiet_now else "me.quiet", hours=str(presence.quiet))
    away = t("me.away", until=int(presence.vacation_until)) if presence.vacation_until else t("me.away_none")
    zone = t("me.zone", zone=presence.time_zone, time=presence.local_time)
    settings = t("me.settings", zone=zone, quiet=quiet, dm=Msg("me.on" if presence.turn_dm else "me.off"),
                 away=away, left=presence.vacation_days_left, most=MAX_VACATION_DAYS)
    # The leaderboards' bullet goes with the others, above the last line that says how to change them
    bullets, _, change = settings.rpartition("\n")
    return "\n".join([bullets, t("me.leaderboards_hidden" if hidden else "me.leaderboards_shown"), change])


T = TypeVar("T")


async def all_or_none(change: Awaitable[T], asked: int) -> T:
    """One of /me's changes: the player's settings change all or none, so a refusal of one
    option, when others were asked for too (``asked`` options in all), says that none of them
    was kept (the vacation is checked before anything is written, for that to hold)."""
    try:
        return await change
    except ServiceError as refused:
        if asked < 2:
            raise
        raise ServiceError("error.nothing_changed", refusal=refused.message) from None


class Me(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = runtime_of(bot)
        self.service: Platform = self.bot.platform
        self.notify = self.bot.notify

    @app_commands.command(name="me", description=about("me"))
    @app_commands.describe(**options("me", "time_zone", "quiet_hours", "dm_on_turn", "vacation_days", "leaderboards"))
    async def me(self, interaction: discord.Interaction, time_zone: str | None = None,
                 quiet_hours: str | None = None, dm_on_turn: bool | None = None,
                 vacation_days: app_commands.Range[int, 0, MAX_VACATION_DAYS] | None = None,
                 leaderboards: bool | None = None) -> None:
        async def work() -> Reply:
            user, t = user_id(interaction), says(interaction)
            await self.service.players.remember_language(user, t.language)
            asked = sum(option is not None for option in (time_zone, quiet_hours, dm_on_turn, vacation_days,
                                                           leaderboards))
            if vacation_days is not None:
                await all_or_none(self.service.vacations.check(user, vacation_days), asked)
            presence = await all_or_none(self.service.players.set_presence(user, time_zone, quiet_hours, dm_on_turn),
                                         asked)
            if leaderboards is not None:
                await self.service.standings.hide_from_leaderboards(user, not leaderboards)
            hidden = await self.service.standings.hidden_from_leaderboards(user)
            if vacation_days is None:
                return Reply(presence_text(presence, hidden, t))
            if vacation_days:
                told = await self.service.vacations.start_vacation(user, vacation_days)
            else:
                told = await self.service.vacations.end_vacation(user)
            # each table hears of the vacation at once in its channel (it is in the news too); back early, with the
            # deadline now of a game that waits for the player (its turn message shows the vacation's)
            problems = [await self.notify.say(notice.channel_id, [*notice.public, *await self._deadline_now(
                notice.channel_id, user if not vacation_days else None)]) for notice in told]
            return noted(t, presence_text(await self.service.players.presence(user), hidden, t), problems)
        await respond(interaction, work)

    async def _deadline_now(self, channel: str, back: str | None) -> list[Msg]:
        """The deadline now in ``channel``'s game, if it waits for ``back``, who ended a vacation early."""
        left = await self.service.news.time_left(channel) if back else None
        return [Msg("lobby.time_now", player=left.name, at=int(left.until))] if left and left.user == back else []

    @me.autocomplete("time_zone")
    async def time_zone_names(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return [app_commands.Choice(name=zone_label(name), value=name) for name in zone_names(current)]


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Me(bot))
