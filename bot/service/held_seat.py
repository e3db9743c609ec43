"""A seat's screen for its holder's private web page (``docs/web.md#the-private-page``), by the
game's id and the seat a signed link names: shown only while the user the link was made for
still holds that seat. A seat handed to a computer, or whose person was forgotten, is nobody's,
so an old link to it shows nothing private."""

from __future__ import annotations

from bot.service.base import ServiceBase, ServiceError
from bot.service.screens import SeatScreen, screen_of


class HeldSeats(ServiceBase):
    async def held_screen(self, game_id: int, seat: int, user: str) -> SeatScreen:
        """The seat's view and legal choices now, if ``user`` holds ``seat`` of the started
        game ``game_id``; else a refusal that says nothing of the seat (not even whose it is)."""
        row = await self._started(game_id)
        if self._held_by(row, user) != seat:
            raise ServiceError("web.private_not_held")
        return screen_of(row.id, row.channel_id, row.version, self._state(row), seat)
