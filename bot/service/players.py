"""A player's own settings across games and servers, kept by user id: whether direct
messages reach them, and their presence (/me): time zone, quiet hours, a direct message when
it is their turn, vacations. The clock asks here who may be pinged and whose clock stood still."""

from __future__ import annotations

from dataclasses import dataclass

from bot.presence import (
    PresenceError,
    QuietHours,
    away_seconds,
    days_left,
    is_quiet,
    parse_quiet_hours,
    quiet_hours_of,
    vacation_now,
    zone,
)
from bot.service.base import ServiceBase, ServiceError


@dataclass(frozen=True)
class Presence:
    """What /me shows."""

    time_zone: str
    quiet: QuietHours | None
    quiet_now: bool
    turn_dm: bool
    vacation_until: float | None
    vacation_days_left: int


class Players(ServiceBase):
    async def set_dm_closed(self, user: str, closed: bool) -> None:
        """Remember whether the bot can send this user direct messages."""
        prefs = await self.store.prefs(user)
        if bool(prefs.get("dm_closed")) != closed:
            prefs["dm_closed"] = closed
            await self.store.set_prefs(user, prefs)

    async def closed_dms(self, users: list[str]) -> set[str]:
        """The users whose direct messages are closed to the bot (last time it tried)."""
        return {user for user in users if (await self.store.prefs(user)).get("dm_closed")}

    async def presence(self, user: str) -> Presence:
        prefs = await self.store.prefs(user)
        now = self.clock()
        vacation = vacation_now(prefs, now)
        return Presence(prefs.get("time_zone") or "UTC", quiet_hours_of(prefs), is_quiet(prefs, now),
                        bool(prefs.get("turn_dm")), vacation[1] if vacation else None, days_left(prefs, now))

    async def set_presence(self, user: str, time_zone: str | None = None, quiet_hours: str | None = None,
                           turn_dm: bool | None = None) -> Presence:
        """Change any of a player's settings; nothing changes unless all of them are valid."""
        prefs = await self.store.prefs(user)
        try:
            if time_zone is not None:
                prefs["time_zone"] = zone(time_zone).key
            if quiet_hours is not None:
                quiet = parse_quiet_hours(quiet_hours)
                prefs["quiet"] = [quiet.start, quiet.end] if quiet else None
        except PresenceError as err:
            raise ServiceError(str(err)) from None
        if turn_dm is not None:
            prefs["turn_dm"] = turn_dm
        await self.store.set_prefs(user, prefs)
        return await self.presence(user)

    async def unreachable(self, users: list[str]) -> set[str]:
        """The users not to ping now: within their quiet hours, or on vacation."""
        now = self.clock()
        found = set()
        for user in users:
            prefs = await self.store.prefs(user)
            if is_quiet(prefs, now) or vacation_now(prefs, now):
                found.add(user)
        return found

    async def turn_dms(self, users: list[str]) -> list[str]:
        """Those of ``users`` (whose move it now is) who asked for a direct message on their
        turn and may be pinged now."""
        wanting = [user for user in users if (await self.store.prefs(user)).get("turn_dm")]
        quiet = await self.unreachable(wanting)
        return [user for user in wanting if user not in quiet]

    async def deadline(self, user: str, since: float, limit: float) -> float:
        """When a decision waiting for ``user`` since ``since`` times out: its limit, plus
        the user's vacation time after ``since`` (their clocks stand still then)."""
        return since + limit + away_seconds(await self.store.prefs(user), since, float("inf"))

    async def away_seconds(self, user: str, since: float) -> float:
        """How long the user was on vacation since ``since``: their clocks stood still then."""
        return away_seconds(await self.store.prefs(user), since, self.clock())
