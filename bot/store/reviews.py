"""Each finished game's review (issue #51): computed in the background after the end, kept
here as the game's own text (its JSON, which only the game reads), so that a player asking
for it gets it at once, after a restart too.

A row with an empty review means "none will be made": a game that ended before the bot
reviewed games (schema version 19 writes those rows), or whose log is gone (the host's
retention). Forgetting a person deletes the reviews of the games they played, so that the
next sweep makes them again without that person's part (docs/privacy.md)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from bot.store.connection import Connection
from bot.store.transaction import marks

# Schema version 19. Every game finished before it gets an empty review: the sweep after the
# upgrade reviews only the games that end from then on, never a server's whole past at once.
REVIEWS = """
    CREATE TABLE reviews (
        game_id INTEGER PRIMARY KEY REFERENCES games(id),
        review TEXT NOT NULL,
        made REAL NOT NULL
    );
    INSERT INTO reviews (game_id, review, made) SELECT id, '', updated FROM games WHERE status = 'over';
"""

# A finished game waits for its review while it has no row here and still has its log.
WAITING = ("FROM games g WHERE g.status = 'over' AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.game_id = g.id) "
           "AND EXISTS (SELECT 1 FROM actions a WHERE a.game_id = g.id)")


@dataclass(frozen=True)
class StoredReview:
    """A game's review as kept: the game's text of it ("" when none will be made), and when it was made."""

    game_id: int
    review: str
    made: float


class Reviews(Connection):
    async def save_review(self, game_id: int, review: str, made: float) -> None:
        await self._write("INSERT INTO reviews (game_id, review, made) VALUES (?, ?, ?) ON CONFLICT (game_id) "
                          "DO UPDATE SET review = excluded.review, made = excluded.made", (game_id, review, made))

    async def review(self, game_id: int) -> StoredReview | None:
        """The game's review, or None while it waits for one."""
        records = await self._fetch("SELECT review, made FROM reviews WHERE game_id = ?", (game_id,))
        return StoredReview(game_id, str(records[0][0]), float(records[0][1])) if records else None

    async def last_finished(self, channel_id: str) -> int | None:
        """The channel's most recently finished game, if any (``/review`` without a number)."""
        records = await self._fetch("SELECT id FROM games WHERE channel_id = ? AND status = 'over' "
                                    "ORDER BY id DESC LIMIT 1", (channel_id,))
        return int(records[0][0]) if records else None

    async def unreviewed(self, limit: int = 20) -> list[int]:
        """The finished games that wait for their review, those that ended first first."""
        records = await self._fetch(f"SELECT g.id {WAITING} ORDER BY g.updated, g.id LIMIT ?", (limit,))
        return [int(record[0]) for record in records]

    async def waiting_before(self, game_id: int) -> int:
        """How many games wait for their review ahead of ``game_id`` (the sweep takes them in
        the order they ended), for telling a player when theirs will be ready."""
        records = await self._fetch(f"SELECT COUNT(*) {WAITING} AND (g.updated, g.id) < "
                                    "(SELECT e.updated, e.id FROM games e WHERE e.id = ?)", (game_id,))
        return int(records[0][0])

    async def drop_reviews(self, game_ids: Sequence[int]) -> int:
        """Delete the reviews of these games (a person who played them was forgotten: the next
        sweep makes them again without their part). Returns how many went."""
        if not game_ids:
            return 0
        return await self._write(f"DELETE FROM reviews WHERE game_id IN ({marks(game_ids)})", tuple(game_ids))
