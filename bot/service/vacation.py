"""Vacations: a player stops their clocks in every game they sit in (up to
``MAX_VACATION_DAYS`` days a calendar month), and each table is told in its news, as the
service's own note (like a time-out), so the channel learns why the game waits."""

from __future__ import annotations

from collections.abc import Callable

from bot.service.base import Report, ServiceError, Tables
from bot.service.presence import PresenceError, ended, vacation_now, with_vacation
from bot.store import GameRow, GameStatus, Prefs
from bot.store.notes import Away, Back, Note

SAME_END = 3600.0  # seconds: a vacation asked for again that would end this near the one under way is that one


async def away_at_start(tables: Tables, row: GameRow) -> list[Note]:
    """A note for each person seated at a starting game whose vacation is under way: their
    first deadline is longer by the time away, and the start message says why (a vacation
    taken before the game started was told to no table)."""
    people = {seat.user: index for index, seat in enumerate(row.seats) if seat.human}
    prefs, now = await tables.store.prefs_of(sorted(people)), tables.clock()
    away = {user: vacation_now(prefs[user], now) for user in people if user in prefs}
    return [Away(people[user], span[1]) for user, span in away.items() if span is not None]


def allowed(prefs: Prefs, now: float, days: int) -> Prefs:
    """The settings with a vacation of ``days`` from now, or the refusal: too many days, or
    more than a month it touches allows."""
    try:
        return with_vacation(prefs, now, days)
    except PresenceError as err:
        raise ServiceError(err.message) from None


def back(prefs: Prefs, now: float) -> Prefs:
    """The settings with the vacation under way ended now, or the refusal: none is."""
    if vacation_now(prefs, now) is None:
        raise ServiceError("error.not_on_vacation")
    return ended(prefs, now)


class Vacations:
    """A player's vacations, and the note each of their tables gets."""

    def __init__(self, tables: Tables) -> None:
        self.tables = tables

    async def start_vacation(self, user: str, days: int) -> list[Report]:
        """Stop the user's clocks for ``days`` from now; one news note per game they sit in.
        The same vacation asked for again (a vacation under way that ends within the same hour:
        the command sent twice) stays as it is, and the tables, told of it already, are not
        told again."""
        now = self.tables.clock()
        before = await self.tables.store.prefs(user)
        until = now + days * 24 * 3600.0
        away = vacation_now(before, now)
        if away is not None and abs(away[1] - until) < SAME_END:
            return []
        await self.tables.store.set_prefs(user, allowed(before, now, days))
        return await self._tell_tables(user, lambda seat: Away(seat, until))

    async def end_vacation(self, user: str) -> list[Report]:
        """Back early: the user's clocks run again from now."""
        prefs = await self.tables.store.prefs(user)
        await self.tables.store.set_prefs(user, back(prefs, self.tables.clock()))
        return await self._tell_tables(user, Back)

    async def check(self, user: str, days: int) -> None:
        """Refuse as ``start_vacation`` (``days``) or ``end_vacation`` (0 days) would, and
        write nothing: /me checks a vacation before it changes the player's other settings,
        so that a refused vacation leaves all of them as they were."""
        prefs, now = await self.tables.store.prefs(user), self.tables.clock()
        if days:
            allowed(prefs, now, days)
        else:
            back(prefs, now)

    async def _tell_tables(self, user: str, note: Callable[[int], Note]) -> list[Report]:
        """Put the note (made for the user's seat at each table) in the news of every game in
        play in which the user has a seat."""
        reports = []
        for found in await self.tables.store.playing():
            if self.tables.held_by(found, user) is None:
                continue
            async with self.tables.lock(found.channel_id):
                row = await self.tables.store.game(found.id)
                seat = None if row is None or row.status is not GameStatus.PLAYING else self.tables.held_by(row, user)
                if row is None or seat is None:
                    continue
                reports.append(await self.tables.commit_notes(row, [note(seat)]))
        return reports
