"""People's ratings and figures for ``/stats``, ``/leaderboard`` and ``python -m bot stats``:
read from the ratings' own tables by key and index (``Store.standing``, ``Store.leaderboard``),
never by going through the games; and whether a person shows on leaderboards (``/me``)."""

from __future__ import annotations

from bot.service.base import ServiceBase
from bot.tournament.standings import EVERY_SERVER, MIN_GAMES, Figures, Leaderboard


def scope_of(guild: str) -> str:
    """A server's ratings are kept under its id; outside a server, those of every server count."""
    return guild or EVERY_SERVER


class Standings(ServiceBase):
    min_games = MIN_GAMES  # the games that put a person on a leaderboard

    async def figures(self, guild: str, user: str) -> Figures:
        found = await self.store.standings(user, (scope_of(guild), EVERY_SERVER), self.min_games)
        return Figures(found.get(scope_of(guild)), found.get(EVERY_SERVER), self.min_games)

    async def leaderboard(self, guild: str, page: int = 1) -> Leaderboard:
        return await self.store.leaderboard(scope_of(guild), page, self.min_games)

    async def hidden_from_leaderboards(self, user: str) -> bool:
        return await self.store.hidden(user)

    async def hide_from_leaderboards(self, user: str, hidden: bool) -> None:
        await self.store.set_hidden(user, hidden)
