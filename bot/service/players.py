"""A player's own settings across games and servers, kept by user id: whether direct
messages reach them, and their presence (/me): time zone, quiet hours, a direct message when
it is their turn, vacations. The clock asks here who may be pinged and whose clock stood still."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

from bot.service.base import ServiceError, Tables
from bot.service.counting import Span, moment_when
from bot.service.due import table_waits_on
from bot.service.presence import (
    PresenceError,
    QuietHours,
    days_left,
    is_quiet,
    local_time,
    not_to_ping,
    parse_quiet_hours,
    quiet_hours_of,
    vacation_now,
    zone,
)
from bot.service.seats import awaited_people
from bot.store import GameStatus, Prefs


@dataclass(frozen=True)
class Presence:
    """What /me shows."""

    time_zone: str
    quiet: QuietHours | None
    quiet_now: bool
    turn_dm: bool
    vacation_until: float | None
    vacation_days_left: int
    local_time: str  # the player's clock now, "14:05": a zone chosen wrong shows at once


@dataclass(frozen=True)
class Reach:
    """How the players a turn message names can be reached now: whose direct messages are
    closed, who is not to be pinged (quiet hours, vacation), who wants a direct message on
    their turn (and may get one now), the languages they last used, and their vacations."""

    closed: frozenset[str]
    quiet: frozenset[str]
    turn_dm: tuple[str, ...]
    languages: dict[str, str]
    vacations: dict[str, tuple[tuple[float, float], ...]]


NOBODY = Reach(frozenset(), frozenset(), (), {}, {})


def deadline_of(stood: Iterable[Span], since: float, limit: float) -> float:
    """When a decision waiting since ``since`` times out: once ``limit`` seconds have counted."""
    return moment_when(since, limit, stood)


@dataclass(frozen=True)
class Awaited:
    """The people a game in play visibly waits for (its turn, a discard), and its server."""

    guild_id: str
    users: tuple[str, ...]


class Players:
    """Each person's own settings, and how the people a message names can be reached."""

    def __init__(self, tables: Tables) -> None:
        self.tables = tables

    async def set_dm_closed(self, user: str, closed: bool) -> None:
        """Remember whether the bot can send this user direct messages."""
        prefs = await self.tables.store.prefs(user)
        if prefs.dm_closed != closed:
            await self.tables.store.set_prefs(user, replace(prefs, dm_closed=closed))

    async def seated_in(self, guild: str, user: str) -> list[str]:
        """The channels of the server's lobbies and games in play where ``user`` holds a seat, oldest game first: where
        a command sent to a channel without a game was meant to go."""
        rows = sorted(await self.tables.store.games_in_guild(guild), key=lambda row: row.id)
        return [row.channel_id for row in rows if self.tables.held_by(row, user) is not None]

    async def reach(self, users: list[str]) -> Reach:
        """How ``users`` can be reached now, from one read of their settings."""
        found = await self.tables.store.prefs_of(sorted(set(users)))
        prefs = {user: found.get(user, Prefs()) for user in users}
        now = self.tables.clock()
        quiet = frozenset(user for user, p in prefs.items() if not_to_ping(p, now))
        return Reach(closed=frozenset(user for user, p in prefs.items() if p.dm_closed), quiet=quiet,
                     turn_dm=tuple(user for user, p in prefs.items() if p.turn_dm and user not in quiet),
                     languages={user: p.language for user, p in prefs.items() if p.language},
                     vacations={user: p.vacations for user, p in prefs.items()})

    async def awaited(self, game_id: int) -> Awaited | None:
        """Whom a game in play waits for, for the daily check that they are still members of
        the server (a reminder or a turn message asks too, but neither goes out to someone
        in quiet hours or on vacation). A private sale offer's holder is not named (R6.5): an
        offer of a player who left closes at its time-out (one the whole table waits for is asked
        about as the wait begins, and daily: ``holders``). None: the game is not in play, or
        is paused for its channel (which works again at the next command there)."""
        row = await self.tables.store.game(game_id)
        if row is None or row.status is not GameStatus.PLAYING or not row.state or row.pause_reason is not None:
            return None
        state = self.tables.state_of(row)
        return Awaited(row.guild_id, tuple(awaited_people(row, self.tables.rules, state, without_departed=True)))

    async def holders(self, game_id: int) -> Awaited | None:
        """Whose sale answer the whole table waits for (``sales: at once``, the last turn's offers), for the daily
        check that they are still members of the server (``Notifier.holders_gone``), as ``awaited``: secret (R6.5),
        never named in public."""
        row = await self.tables.store.game(game_id)
        if row is None or row.status is not GameStatus.PLAYING or not row.state or row.pause_reason is not None:
            return None
        state = self.tables.state_of(row)
        holding = {row.seats[d.seat].user for d in table_waits_on(self.tables.rules, state)
                   if row.seats[d.seat].human and not row.seats[d.seat].left}
        return Awaited(row.guild_id, tuple(sorted(holding)))

    async def closed_dms(self, users: list[str]) -> set[str]:
        """The users whose direct messages are closed to the bot (last time it tried)."""
        return {user for user in users if (await self.tables.store.prefs(user)).dm_closed}

    async def presence(self, user: str) -> Presence:
        prefs = await self.tables.store.prefs(user)
        now = self.tables.clock()
        vacation = vacation_now(prefs, now)
        return Presence(prefs.time_zone or "UTC", quiet_hours_of(prefs), is_quiet(prefs, now),
                        prefs.turn_dm, vacation[1] if vacation else None, days_left(prefs, now),
                        local_time(prefs, now))

    async def set_presence(self, user: str, time_zone: str | None = None, quiet_hours: str | None = None,
                           turn_dm: bool | None = None) -> Presence:
        """Change any of a player's settings; nothing changes unless all of them are valid."""
        prefs = await self.tables.store.prefs(user)
        try:
            if time_zone is not None:
                prefs = replace(prefs, time_zone=zone(time_zone).key)
            if quiet_hours is not None:
                quiet = parse_quiet_hours(quiet_hours)
                prefs = replace(prefs, quiet=(quiet.start, quiet.end) if quiet else None)
        except PresenceError as err:
            raise ServiceError(err.message) from None
        if turn_dm is not None:
            prefs = replace(prefs, turn_dm=turn_dm)
        await self.tables.store.set_prefs(user, prefs)
        return await self.presence(user)

    async def remember_language(self, user: str, language: str) -> None:
        """The language of the user's Discord client, for the direct messages the bot sends
        them on its own (replies follow the interaction's own locale)."""
        prefs = await self.tables.store.prefs(user)
        if prefs.language != language:
            await self.tables.store.set_prefs(user, replace(prefs, language=language))

    async def user_language(self, user: str, fallback: str) -> str:
        """The language the user's direct messages speak: theirs if known, else ``fallback``."""
        return (await self.tables.store.prefs(user)).language or fallback
