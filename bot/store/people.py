"""What the store keeps per person: standing sale orders, their own settings across games,
whether they are hidden from leaderboards, and forgetting them (docs/privacy.md)."""

from __future__ import annotations

import json

from bot.store.connection import Connection
from bot.store.rows import Prefs, prefs_from_json, prefs_to_json
from bot.store.transaction import Transaction, marks

# Every table keyed by a person's Discord user id, as (table, column): forgetting someone deletes
# their rows from each (``forget_person``). A later table keyed by user id adds its line here, and
# the forget test (tests/store/test_forget.py) checks the whole database for traces.
KEYED_BY_USER = (("players", "user_id"), ("ratings", "user_id"), ("rating_tallies", "user_id"),
                 ("hidden_players", "user_id"), ("rating_history", "user_id"))


class People(Connection):
    async def standing_orders(self, game_id: int) -> dict[int, dict[int, bool]]:
        """Every seat's standing sale orders: {seat: {card: sell}}."""
        orders: dict[int, dict[int, bool]] = {}
        for r in await self._fetch("SELECT seat, card, sell FROM standing_orders WHERE game_id = ?", (game_id,)):
            orders.setdefault(r["seat"], {})[r["card"]] = bool(r["sell"])
        return orders

    async def set_standing_order(self, game_id: int, seat: int, card: int, sell: bool | None) -> None:
        """Always sell (True), never sell (False), or ask each time (None)."""
        if sell is None:
            await self._write("DELETE FROM standing_orders WHERE game_id = ? AND seat = ? AND card = ?",
                              (game_id, seat, card))
        else:
            await self._write(
                "INSERT INTO standing_orders (game_id, seat, card, sell) VALUES (?, ?, ?, ?) "
                "ON CONFLICT (game_id, seat, card) DO UPDATE SET sell = excluded.sell",
                (game_id, seat, card, int(sell)))

    async def drop_standing_orders(self, game_id: int, seat: int) -> int:
        """Delete a seat's standing sale orders (its person was forgotten); returns how many went."""
        return await self._write("DELETE FROM standing_orders WHERE game_id = ? AND seat = ?", (game_id, seat))

    async def prefs(self, user_id: str) -> Prefs:
        """A player's own settings across games (quiet hours, vacation, DMs)."""
        return (await self.prefs_of([user_id])).get(user_id, Prefs())

    async def prefs_of(self, user_ids: list[str]) -> dict[str, Prefs]:
        """Several players' settings in one read (those who never set any are left out)."""
        if not user_ids:
            return {}
        records = await self._fetch(f"SELECT user_id, prefs FROM players WHERE user_id IN ({marks(user_ids)})",
                                    tuple(user_ids))
        return {record[0]: prefs_from_json(json.loads(record[1])) for record in records}

    async def set_prefs(self, user_id: str, prefs: Prefs) -> None:
        await self._write("INSERT INTO players (user_id, prefs) VALUES (?, ?) ON CONFLICT (user_id) DO UPDATE SET "
                          "prefs = excluded.prefs", (user_id, json.dumps(prefs_to_json(prefs))))

    async def hidden(self, user_id: str) -> bool:
        return bool(await self._fetch("SELECT 1 FROM hidden_players WHERE user_id = ?", (user_id,)))

    async def set_hidden(self, user_id: str, hidden: bool) -> None:
        """Leave the person off every leaderboard, or put them back (their games rate the others either way)."""
        await self._write("INSERT INTO hidden_players (user_id) VALUES (?) ON CONFLICT (user_id) DO NOTHING" if hidden
                          else "DELETE FROM hidden_players WHERE user_id = ?", (user_id,))

    async def forget_person(self, user_id: str) -> int:
        """Delete the person's rows from every table keyed by their user id (``KEYED_BY_USER``),
        in one transaction; returns how many rows went."""
        async def body(tx: Transaction) -> int:
            return sum([await tx.execute(f"DELETE FROM {table} WHERE {column} = ?", (user_id,))
                        for table, column in KEYED_BY_USER])
        return await self._in_transaction(body)
