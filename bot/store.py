"""Durable state in one SQLite file (aiosqlite, WAL): a row per game, an append-only
action log, standing sale orders. Every change is one transaction guarded by the game's
version, so a stale or doubled command cannot apply twice."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any

import aiosqlite

LIVE = ("lobby", "playing")

MIGRATIONS = [
    """
    CREATE TABLE games (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        channel_id TEXT NOT NULL,
        guild_id TEXT NOT NULL DEFAULT '',
        host_id TEXT NOT NULL,
        status TEXT NOT NULL,
        settings TEXT NOT NULL,
        seats TEXT NOT NULL,
        seed INTEGER NOT NULL,
        state TEXT NOT NULL DEFAULT '',
        version INTEGER NOT NULL DEFAULT 0,
        announced INTEGER NOT NULL DEFAULT 0,
        waiting_since REAL NOT NULL DEFAULT 0,
        reminded_at REAL NOT NULL DEFAULT 0,
        paused_at REAL NOT NULL DEFAULT 0,
        created REAL NOT NULL,
        updated REAL NOT NULL
    );
    CREATE UNIQUE INDEX one_live_game_per_channel ON games(channel_id)
        WHERE status IN ('lobby', 'playing');
    CREATE TABLE actions (
        game_id INTEGER NOT NULL REFERENCES games(id),
        seq INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        action TEXT NOT NULL,
        by TEXT NOT NULL,
        at REAL NOT NULL,
        PRIMARY KEY (game_id, seq)
    );
    CREATE TABLE standing_orders (
        game_id INTEGER NOT NULL REFERENCES games(id),
        seat INTEGER NOT NULL,
        card INTEGER NOT NULL,
        sell INTEGER NOT NULL,
        PRIMARY KEY (game_id, seat, card)
    );
    """,
    """
    CREATE INDEX games_by_channel ON games(channel_id, id);
    CREATE INDEX games_by_status ON games(status);
    """,
]


class StaleVersion(Exception):
    """The game changed since it was read: the command must not apply."""


class ChannelBusy(Exception):
    """The channel already has a game in its lobby or in play."""


@dataclass
class GameRow:
    id: int
    channel_id: str
    guild_id: str
    host_id: str
    status: str
    settings: dict[str, Any]
    seats: list[dict[str, str]]
    seed: int
    state: str
    version: int
    announced: int
    waiting_since: float
    reminded_at: float
    paused_at: float
    created: float
    updated: float


@dataclass
class LogEntry:
    seat: int
    action: dict[str, Any]
    by: str
    at: float = field(default=0.0)


_COLUMNS = [f.name for f in fields(GameRow)]
_JSON = {"settings", "seats"}


def _row(record: aiosqlite.Row) -> GameRow:
    values = {name: json.loads(record[name]) if name in _JSON else record[name] for name in _COLUMNS}
    return GameRow(**values)


class Store:
    def __init__(self, db: aiosqlite.Connection) -> None:
        self.db = db
        # One connection serves every game: writes (and so transactions) take turns, or one
        # game's BEGIN would land inside another's transaction.
        self._writing = asyncio.Lock()

    @asynccontextmanager
    async def _transaction(self) -> AsyncIterator[None]:
        async with self._writing:
            await self.db.execute("BEGIN IMMEDIATE")
            try:
                yield
            except BaseException:
                await self.db.execute("ROLLBACK")
                raise
            await self.db.execute("COMMIT")

    async def _write(self, sql: str, parameters: tuple = ()) -> None:
        async with self._writing:
            await self.db.execute(sql, parameters)

    @classmethod
    async def open(cls, path: str | Path) -> Store:
        db = await aiosqlite.connect(str(path), isolation_level=None)
        db.row_factory = aiosqlite.Row
        await db.execute("PRAGMA journal_mode=WAL")
        await db.execute("PRAGMA synchronous=NORMAL")
        await db.execute("PRAGMA foreign_keys=ON")
        await db.execute("PRAGMA busy_timeout=5000")
        store = cls(db)
        await store._migrate()
        return store

    async def close(self) -> None:
        await self.db.close()

    async def _migrate(self) -> None:
        async with self.db.execute("PRAGMA user_version") as cursor:
            (current,) = await cursor.fetchone()  # type: ignore[misc]
        for number, script in enumerate(MIGRATIONS[current:], start=current + 1):
            async with self._transaction():
                for statement in filter(str.strip, script.split(";")):
                    await self.db.execute(statement)
                await self.db.execute(f"PRAGMA user_version={number}")

    async def schema_version(self) -> int:
        async with self.db.execute("PRAGMA user_version") as cursor:
            (version,) = await cursor.fetchone()  # type: ignore[misc]
        return int(version)

    async def create(self, channel_id: str, guild_id: str, host_id: str, settings: dict[str, Any],
                     seats: list[dict[str, str]], seed: int, now: float) -> GameRow:
        try:
            async with self._writing, self.db.execute(
                "INSERT INTO games (channel_id, guild_id, host_id, status, settings, seats, seed, "
                "created, updated) VALUES (?, ?, ?, 'lobby', ?, ?, ?, ?, ?)",
                (channel_id, guild_id, host_id, json.dumps(settings), json.dumps(seats), seed, now, now),
            ) as cursor:
                game_id = cursor.lastrowid
        except aiosqlite.IntegrityError as exc:
            raise ChannelBusy(channel_id) from exc
        row = await self.game(int(game_id or 0))
        assert row is not None
        return row

    async def game(self, game_id: int) -> GameRow | None:
        async with self.db.execute("SELECT * FROM games WHERE id = ?", (game_id,)) as cursor:
            record = await cursor.fetchone()
        return _row(record) if record else None

    async def live_game(self, channel_id: str) -> GameRow | None:
        async with self.db.execute(
            "SELECT * FROM games WHERE channel_id = ? AND status IN ('lobby', 'playing')", (channel_id,)
        ) as cursor:
            record = await cursor.fetchone()
        return _row(record) if record else None

    async def latest_game(self, channel_id: str) -> GameRow | None:
        """The channel's live game, else its most recent finished one."""
        async with self.db.execute(
            "SELECT * FROM games WHERE channel_id = ? ORDER BY id DESC LIMIT 1", (channel_id,)
        ) as cursor:
            record = await cursor.fetchone()
        return _row(record) if record else None

    async def playing(self) -> list[GameRow]:
        async with self.db.execute("SELECT * FROM games WHERE status = 'playing'") as cursor:
            return [_row(r) for r in await cursor.fetchall()]

    async def save(self, row: GameRow, entries: list[LogEntry] | None = None) -> GameRow:
        """Write the row and append log entries in one transaction, if nobody changed the
        game since ``row.version`` was read; returns the row with its new version."""
        entries = entries or []
        async with self._transaction():
            await self.db.executemany(
                "INSERT INTO actions (game_id, seq, seat, action, by, at) VALUES "
                "(?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM actions WHERE game_id = ?), ?, ?, ?, ?)",
                [(row.id, row.id, e.seat, json.dumps(e.action), e.by, e.at or row.updated) for e in entries],
            )
            async with self.db.execute(
                "UPDATE games SET host_id = ?, status = ?, settings = ?, seats = ?, state = ?, "
                "version = version + 1, announced = MAX(announced, ?), waiting_since = ?, reminded_at = ?, "
                "paused_at = ?, updated = ? WHERE id = ? AND version = ?",
                (row.host_id, row.status, json.dumps(row.settings), json.dumps(row.seats), row.state,
                 row.announced, row.waiting_since, row.reminded_at, row.paused_at, row.updated,
                 row.id, row.version),
            ) as cursor:
                if cursor.rowcount != 1:
                    raise StaleVersion(f"game {row.id} is no longer at version {row.version}")
        row.version += 1
        return row

    async def mark_announced(self, game_id: int, version: int) -> None:
        """Remember that the public message for ``version`` went out (not a game change)."""
        await self._write("UPDATE games SET announced = MAX(announced, ?) WHERE id = ?", (version, game_id))

    async def log(self, game_id: int) -> list[LogEntry]:
        async with self.db.execute(
            "SELECT seat, action, by, at FROM actions WHERE game_id = ? ORDER BY seq", (game_id,)
        ) as cursor:
            return [LogEntry(r["seat"], json.loads(r["action"]), r["by"], r["at"])
                    for r in await cursor.fetchall()]

    async def standing_orders(self, game_id: int) -> dict[int, dict[int, bool]]:
        """Every seat's standing sale orders: {seat: {card: sell}}."""
        orders: dict[int, dict[int, bool]] = {}
        async with self.db.execute(
            "SELECT seat, card, sell FROM standing_orders WHERE game_id = ?", (game_id,)
        ) as cursor:
            for r in await cursor.fetchall():
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

    async def mark_reminded(self, game_id: int, now: float) -> None:
        """Remember when the waiting player was last reminded (not a game change)."""
        await self._write("UPDATE games SET reminded_at = ? WHERE id = ?", (now, game_id))
