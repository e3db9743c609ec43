"""People's ratings and figures for ``/stats``, ``/leaderboard`` and ``python -m bot stats``:
read from the ratings' own tables by key and index (``Store.standing``, ``Store.leaderboard``),
never by going through the games; whether a person shows on leaderboards (``/me``); and a
server's finished games for ``/history``, a page at a time along an index."""

from __future__ import annotations

from bot.ratings.standings import EVERY_SERVER, MIN_GAMES, Balance, Figures, History, Leaderboard, RatingPoint
from bot.service.base import Tables


def scope_of(guild: str) -> str:
    """A server's ratings are kept under its id; outside a server, those of every server count."""
    return guild or EVERY_SERVER


class Standings:
    """Ratings, leaderboards and finished games, as people look them up."""

    def __init__(self, tables: Tables) -> None:
        self.tables = tables
        self.min_games = MIN_GAMES  # the games that put a person on a leaderboard

    async def figures(self, guild: str, user: str) -> Figures:
        found = await self.tables.store.standings(user, (scope_of(guild), EVERY_SERVER), self.min_games)
        return Figures(found.get(scope_of(guild)), found.get(EVERY_SERVER), self.min_games)

    async def rating_history(self, guild: str, user: str) -> tuple[RatingPoint, ...]:
        """A person's rating after each of their latest rated games here, oldest first (the chart in /stats)."""
        return await self.tables.store.rating_history(user, scope_of(guild))

    async def leaderboard(self, guild: str, page: int = 1) -> Leaderboard:
        return await self.tables.store.leaderboard(scope_of(guild), page, self.min_games)

    async def finished_games(self, guild: str, page: int = 1) -> History:
        """The server's finished games, newest first, a page at a time (``/history``)."""
        return await self.tables.store.history(guild, page)

    async def balance(self, guild: str) -> Balance:
        """The server's win shares by first family and by seat (``/stats families:True``)."""
        return await self.tables.store.balance(scope_of(guild))

    async def hidden_from_leaderboards(self, user: str) -> bool:
        return await self.tables.store.hidden(user)

    async def hide_from_leaderboards(self, user: str, hidden: bool) -> None:
        await self.tables.store.set_hidden(user, hidden)
