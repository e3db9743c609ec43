"""People's ratings and figures for ``/stats``, ``/leaderboard`` and ``python -m bot stats``:
read from the ratings' own tables by key and index (``Store.standing``, ``Store.leaderboard``),
never by going through the games; and whether a person shows on leaderboards (``/me``)."""

from __future__ import annotations

from dataclasses import dataclass

from bot.service.base import ServiceBase
from bot.tournament.standings import EVERY_SERVER, Leaderboard, Standing


@dataclass(frozen=True)
class Figures:
    """What ``/stats`` shows of a person: their standing on this server (``here``; the same
    as ``everywhere`` outside a server) and across all servers."""

    here: Standing | None
    everywhere: Standing | None


def scope_of(guild: str) -> str:
    """A server's ratings are kept under its id; outside a server, those of every server count."""
    return guild or EVERY_SERVER


class Standings(ServiceBase):
    async def figures(self, guild: str, user: str) -> Figures:
        everywhere = await self.store.standing(EVERY_SERVER, user)
        here = await self.store.standing(guild, user) if guild else everywhere
        return Figures(here, everywhere)

    async def leaderboard(self, guild: str, page: int = 1) -> Leaderboard:
        return await self.store.leaderboard(scope_of(guild), page)

    async def hidden_from_leaderboards(self, user: str) -> bool:
        return await self.store.hidden(user)

    async def hide_from_leaderboards(self, user: str, hidden: bool) -> None:
        await self.store.set_hidden(user, hidden)
