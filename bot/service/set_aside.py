"""Games an upgrade could not carry over (``bot.games.samarkand.carry_over``): set aside as they were, and
their channels told so once, in plain words (docs/upgrades.md)."""

from __future__ import annotations

from dataclasses import dataclass

from bot.service.base import Tables
from bot.store import GameStatus
from bot.words.i18n import Msg


@dataclass(frozen=True)
class SetAside:
    """A game kept as it was, whose channel has not been told yet."""

    game_id: int
    channel_id: str
    language: str
    was_playing: bool

    @property
    def note(self) -> Msg:
        """What its channel is told: that nothing is lost, and what to do now."""
        return Msg("note.game_kept_playing" if self.was_playing else "note.game_kept_over", game=self.game_id)


class SetAsideGames:
    """The set-aside games whose channels are still to be told."""

    def __init__(self, tables: Tables) -> None:
        self.tables = tables

    async def untold_set_aside(self) -> list[SetAside]:
        return [SetAside(g.game_id, g.channel_id, g.language, g.status is GameStatus.PLAYING)
                for g in await self.tables.store.kept_games(True)]

    async def told_set_aside(self, game_id: int) -> None:
        await self.tables.store.kept_told(game_id)
