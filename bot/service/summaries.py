"""What the service tells its callers about a game: frozen summaries built from the store's
row. The row is the database's mutable record; a caller that held it could read columns
that are bookkeeping, or change one and expect it saved, so the service hands out copies
of what a caller may know instead (``docs/architecture.md#layers``)."""

from __future__ import annotations

from dataclasses import dataclass

from bot.service.seats import seat_names
from bot.store import GameRow, GameStatus
from bot.store.settings import Settings


@dataclass(frozen=True)
class SeatSummary:
    """One seat: who holds it, the player's name in the game, and ``kind`` (``human``, or
    the level of the computer that plays it)."""

    user: str
    name: str
    kind: str


@dataclass(frozen=True)
class GameSummary:
    """A game as its lobby and its readers see it: where it is, who hosts it, how far it
    is, its settings and its seats in order of play (join order while in the lobby)."""

    id: int
    channel_id: str
    guild_id: str
    host_id: str
    status: GameStatus
    settings: Settings
    seats: tuple[SeatSummary, ...]
    lobby_message: str = ""  # the lobby's message in the channel, while no turn message has taken its place

    @property
    def names(self) -> list[str]:
        """The players' names, in seat order (the engine's player names)."""
        return seat_names(self.seats)


def summary_of(row: GameRow) -> GameSummary:
    """The row's game, frozen: later changes to the row do not reach it."""
    seats = tuple(SeatSummary(seat.user, seat.name, seat.kind) for seat in row.seats)
    return GameSummary(row.id, row.channel_id, row.guild_id, row.host_id, row.status, row.settings, seats,
                       row.lobby_message)
