"""A seat's screen for its holder's private web page (``docs/web.md#the-private-page``), by the
game's id and the seat a signed link names: shown only while the user the link was made for
still holds that seat. A seat handed to a computer, or whose person was forgotten, is nobody's,
so an old link to it shows nothing private."""

from __future__ import annotations

from functools import partial

from bot.engine import state_from_json
from bot.service.base import ServiceBase, ServiceError
from bot.service.screens import SeatScreen, screen_of
from bot.store import GameRow


class HeldSeats(ServiceBase):
    async def held_screen(self, game_id: int, seat: int, user: str) -> SeatScreen:
        """The seat's view and legal choices now, if ``user`` holds ``seat`` of the started
        game ``game_id``; else a refusal that says nothing of the seat (not even whose it is)."""
        row = await self._started(game_id)
        if self._held_by(row, user) != seat:
            raise ServiceError("web.private_not_held")
        self.parses += 1
        return await self._off_loop(partial(self._screen_now, row, seat))

    def _screen_now(self, row: GameRow, seat: int) -> SeatScreen:
        """The seat's screen from the row's state, parsed, with its legal moves: CPU only, off the
        loop (a page asked for by a link, as often as its holder reloads it)."""
        return screen_of(row.id, row.channel_id, row.version, state_from_json(row.state, self.board), seat)
