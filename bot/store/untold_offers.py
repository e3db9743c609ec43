"""Secret decisions whose holder has not been told yet (schema version 20).

A change that opens a secret decision (a sale offer) records it here in the change's own
transaction; the process that made the change tells the holder by direct message right after
the commit, then deletes the record. A process killed in between leaves the record, and a
later pass of any process tells the holder from it (``bot.service.untold``): without it the
holder would first hear of the offer from its reminder, hours later, or never if it closed
first. A table of its own, not a column of the game's row: a later commit of the row, made
from a copy read before the message went out, must not bring a told offer back."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence

from bot.store.connection import Connection
from bot.store.row_values import OfferKey
from bot.store.transaction import Transaction

UNTOLD = """
    CREATE TABLE IF NOT EXISTS untold_offers (
        game_id INTEGER NOT NULL REFERENCES games(id),
        seat INTEGER NOT NULL,
        card INTEGER NOT NULL,
        since REAL NOT NULL,
        PRIMARY KEY (game_id, seat, card)
    );
"""

RECORD = ("INSERT INTO untold_offers (game_id, seat, card, since) VALUES (?, ?, ?, ?) "
          "ON CONFLICT (game_id, seat, card) DO UPDATE SET since = excluded.since")


async def record_untold(tx: Transaction, game_id: int, keys: Sequence[OfferKey], now: float) -> None:
    """Within a change's transaction: its newly opened secret decisions, not told yet."""
    if keys:
        await tx.executemany(RECORD, [(game_id, key.seat, key.card, now) for key in keys])


class Untold(Connection):
    async def untold_offers(self, before: float, game_id: int | None = None) -> dict[int, list[OfferKey]]:
        """The untold secret decisions recorded before ``before``, by game (of one game, with
        ``game_id``): those whose process should long have told them."""
        found: defaultdict[int, list[OfferKey]] = defaultdict(list)
        one, game = ("", ()) if game_id is None else (" AND game_id = ?", (game_id,))
        records = await self._fetch(f"SELECT game_id, seat, card FROM untold_offers WHERE since < ?{one} "
                                    "ORDER BY game_id, seat, card", (before, *game))
        for held_in, seat, card in records:
            found[int(held_in)].append(OfferKey(int(seat), int(card)))
        return dict(found)

    async def offers_later(self, game_id: int, keys: Sequence[OfferKey], now: float) -> None:
        """These decisions' messages failed for a passing reason: tried again a while from now."""
        if keys:
            async def body(tx: Transaction) -> None:
                await tx.executemany("UPDATE untold_offers SET since = ? WHERE game_id = ? AND seat = ? AND card = ?",
                                     [(now, game_id, key.seat, key.card) for key in keys])
            await self._in_transaction(body)

    async def offers_told(self, game_id: int, keys: Sequence[OfferKey]) -> None:
        """These decisions' holders were told (or they closed untold): their records go."""
        if keys:
            async def body(tx: Transaction) -> None:
                await tx.executemany("DELETE FROM untold_offers WHERE game_id = ? AND seat = ? AND card = ?",
                                     [(game_id, key.seat, key.card) for key in keys])
            await self._in_transaction(body)
