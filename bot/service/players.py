"""A player's own settings across games and servers (direct messages, and the presence
settings of /me), kept by user id."""

from __future__ import annotations

from bot.service.base import ServiceBase


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
