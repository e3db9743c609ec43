"""Durable state in one SQLite file (aiosqlite, WAL): a row per game, an append-only
action log, an outbox of public news, standing sale orders. Every change is one
transaction guarded by the game's version, so a stale or doubled command cannot apply twice.

Every call runs to its end even if its caller is cancelled (a shutdown, a timeout, a task
discord.py drops): the work is shielded in a task of its own, so no transaction is ever left
open on the shared connection, and ``close`` waits for what is in flight."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable, Coroutine
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any, TypeVar

import aiosqlite

from bot.migrations import MIGRATIONS, Migration

T = TypeVar("T")
LIVE = ("lobby", "playing")


class StaleVersion(Exception):
    """The game changed since it was read: the command must not apply."""


class ChannelBusy(Exception):
    """The channel already has a game in its lobby or in play."""


class NewerDatabase(Exception):
    """The database was written by a newer version of the bot than this one."""


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
    waiting_since: float
    reminded_at: float
    paused_at: float
    created: float
    updated: float
    pause_reason: str = ""          # why the clock stopped: "host", or the channel's failure
    computer_due: int = 0           # 1 while a computer seat (or a time-out stand-in) must move
    standin: str = ""               # "seat:turn": that human decision is played by a stand-in
    clock_note: str = ""            # said once with the next reminder (a paused clock and why)
    offer_clocks: dict[str, list[float]] = field(default_factory=dict)  # "seat:card" -> [opened, reminded]
    # Announcing (written only by mark_announced and friends, never by save):
    announced_news: int = 0         # the last news entry that went out
    turn_message: str = ""          # the id of the turn message now in the channel
    turn_message_key: str = ""      # what it announced: "turn:phase" (phases: play, settling, over)
    announce_after: float = 0.0     # retry backoff after a failed send
    announce_failures: int = 0


@dataclass
class LogEntry:
    seat: int
    action: dict[str, Any]
    by: str
    at: float = field(default=0.0)


@dataclass
class News:
    """Public events a commit produced, waiting in the outbox until announced; ``key`` is
    the turn and phase the game was in after it (see ``bot.migrations.announce_key``)."""

    seq: int
    events: list[dict[str, Any]]
    key: str
    at: float


_COLUMNS = [f.name for f in fields(GameRow)]
_JSON = {"settings", "seats", "offer_clocks"}
_SAVED = ("host_id", "status", "settings", "seats", "state", "waiting_since", "reminded_at", "paused_at",
          "updated", "pause_reason", "computer_due", "standin", "clock_note", "offer_clocks")


def _row(record: aiosqlite.Row) -> GameRow:
    values = {name: json.loads(record[name]) if name in _JSON else record[name] for name in _COLUMNS}
    return GameRow(**values)


def _value(row: GameRow, name: str) -> Any:
    value = getattr(row, name)
    return json.dumps(value) if name in _JSON else value


class Store:
    def __init__(self, db: aiosqlite.Connection) -> None:
        self.db = db
        # One connection serves every game: writes (and so transactions) take turns, or one
        # game's BEGIN would land inside another's transaction.
        self._writing = asyncio.Lock()
        self._inflight: set[asyncio.Task[Any]] = set()
        self._closed = False

    async def _shielded(self, work: Coroutine[Any, Any, T]) -> T:
        """Run ``work`` to its end whatever happens to the caller (see the module's note)."""
        task = asyncio.ensure_future(work)
        self._inflight.add(task)
        task.add_done_callback(self._inflight.discard)
        return await asyncio.shield(task)

    async def _in_transaction(self, body: Callable[[], Awaitable[T]]) -> T:
        async def run() -> T:
            async with self._writing:
                await self.db.execute("BEGIN IMMEDIATE")
                try:
                    result = await body()
                except BaseException:
                    await self.db.execute("ROLLBACK")
                    raise
                await self.db.execute("COMMIT")
                return result
        return await self._shielded(run())

    async def _write(self, sql: str, parameters: tuple = ()) -> int:
        """One statement in its own transaction; returns the rows it changed."""
        async def run() -> int:
            async with self._writing, self.db.execute(sql, parameters) as cursor:
                return cursor.rowcount
        return await self._shielded(run())

    async def _fetch(self, sql: str, parameters: tuple = ()) -> list[aiosqlite.Row]:
        async def run() -> list[aiosqlite.Row]:
            async with self.db.execute(sql, parameters) as cursor:
                return list(await cursor.fetchall())
        return await self._shielded(run())

    @classmethod
    async def open(cls, path: str | Path, migrate: bool = True) -> Store:
        db = await aiosqlite.connect(str(path), isolation_level=None)
        db.row_factory = aiosqlite.Row
        await db.execute("PRAGMA journal_mode=WAL")
        await db.execute("PRAGMA synchronous=NORMAL")
        await db.execute("PRAGMA foreign_keys=ON")
        await db.execute("PRAGMA busy_timeout=5000")
        store = cls(db)
        current = await store.schema_version()
        if current > len(MIGRATIONS):
            await db.close()
            raise NewerDatabase(f"{path} is at schema version {current}, newer than this bot's "
                                f"{len(MIGRATIONS)}: run the newer version, or restore a backup")
        if migrate:
            await store.migrate()
        return store

    @property
    def is_open(self) -> bool:
        return not self._closed

    async def close(self) -> None:
        """Finish (or roll back) what is in flight, then close the file cleanly (once)."""
        if self._closed:
            return
        self._closed = True
        while self._inflight:
            await asyncio.gather(*list(self._inflight), return_exceptions=True)
        await self.db.close()

    async def migrate(self) -> list[int]:
        """Apply the migrations this file has not had yet; returns their numbers."""
        applied = []
        for number in range(await self.schema_version() + 1, len(MIGRATIONS) + 1):
            await self._apply(number, MIGRATIONS[number - 1])
            applied.append(number)
        return applied

    async def _apply(self, number: int, migration: Migration) -> None:
        async def body() -> None:
            if isinstance(migration, str):
                for statement in filter(str.strip, migration.split(";")):
                    await self.db.execute(statement)
            else:
                await migration(self)
            await self.db.execute(f"PRAGMA user_version={number}")
        await self._in_transaction(body)

    async def schema_version(self) -> int:
        (record,) = await self._fetch("PRAGMA user_version")
        return int(record[0])

    # ----- games -------------------------------------------------------------------------

    async def create(self, channel_id: str, guild_id: str, host_id: str, settings: dict[str, Any],
                     seats: list[dict[str, str]], seed: int, now: float) -> GameRow:
        async def run() -> int:
            async with self._writing, self.db.execute(
                "INSERT INTO games (channel_id, guild_id, host_id, status, settings, seats, seed, "
                "created, updated) VALUES (?, ?, ?, 'lobby', ?, ?, ?, ?, ?)",
                (channel_id, guild_id, host_id, json.dumps(settings), json.dumps(seats), seed, now, now),
            ) as cursor:
                return int(cursor.lastrowid or 0)
        try:
            game_id = await self._shielded(run())
        except aiosqlite.IntegrityError as exc:
            raise ChannelBusy(channel_id) from exc
        row = await self.game(game_id)
        assert row is not None
        return row

    async def game(self, game_id: int) -> GameRow | None:
        return self._first(await self._fetch("SELECT * FROM games WHERE id = ?", (game_id,)))

    async def live_game(self, channel_id: str) -> GameRow | None:
        return self._first(await self._fetch(
            "SELECT * FROM games WHERE channel_id = ? AND status IN ('lobby', 'playing')", (channel_id,)))

    async def latest_game(self, channel_id: str) -> GameRow | None:
        """The channel's live game, else its most recent finished one."""
        return self._first(await self._fetch(
            "SELECT * FROM games WHERE channel_id = ? ORDER BY id DESC LIMIT 1", (channel_id,)))

    @staticmethod
    def _first(records: list[aiosqlite.Row]) -> GameRow | None:
        return _row(records[0]) if records else None

    async def playing(self) -> list[GameRow]:
        return [_row(r) for r in await self._fetch("SELECT * FROM games WHERE status = 'playing'")]

    async def computer_due(self) -> list[int]:
        """Games in which a computer seat (or a stand-in) must move, oldest wait first."""
        records = await self._fetch("SELECT id FROM games WHERE status = 'playing' AND computer_due = 1 "
                                    "AND paused_at = 0 ORDER BY waiting_since")
        return [r["id"] for r in records]

    async def unannounced(self, now: float) -> list[int]:
        """Games with news not yet announced whose retry time has come (finished ones too)."""
        records = await self._fetch(
            "SELECT g.id FROM games g WHERE g.status IN ('playing', 'over') AND g.pause_reason NOT LIKE 'channel%' "
            "AND g.announce_after <= ? AND EXISTS (SELECT 1 FROM news n WHERE n.game_id = g.id "
            "AND n.seq > g.announced_news AND n.key != g.turn_message_key)", (now,))
        return [r["id"] for r in records]

    async def games_in_guild(self, guild_id: str) -> list[GameRow]:
        return [_row(r) for r in await self._fetch(
            "SELECT * FROM games WHERE guild_id = ? AND status IN ('lobby', 'playing')", (guild_id,))]

    async def save(self, row: GameRow, entries: list[LogEntry] | None = None,
                   news: list[dict[str, Any]] | None = None, key: str = "") -> GameRow:
        """Write the row, append log entries and the news of this change in one transaction,
        if nobody changed the game since ``row.version`` was read; returns the row with its
        new version. Announcing bookkeeping is never written here (see mark_announced)."""
        entries = entries or []

        async def body() -> None:
            await self.db.executemany(
                "INSERT INTO actions (game_id, seq, seat, action, by, at) VALUES "
                "(?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM actions WHERE game_id = ?), ?, ?, ?, ?)",
                [(row.id, row.id, e.seat, json.dumps(e.action), e.by, e.at or row.updated) for e in entries],
            )
            if news:
                await self.db.execute(
                    "INSERT INTO news (game_id, seq, events, key, at) VALUES "
                    "(?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM news WHERE game_id = ?), ?, ?, ?)",
                    (row.id, row.id, json.dumps(news), key, row.updated))
                await self.db.execute("UPDATE games SET announce_after = 0 WHERE id = ?", (row.id,))
            assignments = ", ".join(f"{name} = ?" for name in _SAVED)
            async with self.db.execute(
                f"UPDATE games SET {assignments}, version = version + 1 WHERE id = ? AND version = ?",
                (*(_value(row, name) for name in _SAVED), row.id, row.version),
            ) as cursor:
                if cursor.rowcount != 1:
                    raise StaleVersion(f"game {row.id} is no longer at version {row.version}")
        await self._in_transaction(body)
        row.version += 1
        return row

    # ----- the action log and the news outbox --------------------------------------------

    async def log(self, game_id: int) -> list[LogEntry]:
        return [LogEntry(r["seat"], json.loads(r["action"]), r["by"], r["at"]) for r in await self._fetch(
            "SELECT seat, action, by, at FROM actions WHERE game_id = ? ORDER BY seq", (game_id,))]

    async def news(self, game_id: int, after: int = 0) -> list[News]:
        return [News(r["seq"], json.loads(r["events"]), r["key"], r["at"]) for r in await self._fetch(
            "SELECT seq, events, key, at FROM news WHERE game_id = ? AND seq > ? ORDER BY seq", (game_id, after))]

    async def mark_announced(self, game_id: int, news_seq: int, message: str, key: str) -> None:
        """The turn message now in the channel covers the news up to ``news_seq``."""
        await self._write(
            "UPDATE games SET announced_news = MAX(announced_news, ?), turn_message = ?, turn_message_key = ?, "
            "announce_after = 0, announce_failures = 0 WHERE id = ?", (news_seq, message, key, game_id))

    async def announce_later(self, game_id: int, after: float) -> int:
        """A send failed for a passing reason: try again at ``after``; returns the failures so far."""
        await self._write("UPDATE games SET announce_after = ?, announce_failures = announce_failures + 1 "
                          "WHERE id = ?", (after, game_id))
        records = await self._fetch("SELECT announce_failures FROM games WHERE id = ?", (game_id,))
        return int(records[0][0]) if records else 0

    # ----- standing orders, reminders, the heartbeat ------------------------------------

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

    async def mark_reminded(self, game_id: int, now: float | None, offer_clocks: dict[str, list[float]]) -> None:
        """Remember when the waiting player (``now``; None: not reminded) and the offer holders
        were last reminded; the clock's note has been said once it reached the channel."""
        if now is None:
            await self._write("UPDATE games SET offer_clocks = ? WHERE id = ?", (json.dumps(offer_clocks), game_id))
            return
        await self._write("UPDATE games SET reminded_at = ?, offer_clocks = ?, clock_note = '' WHERE id = ?",
                          (now, json.dumps(offer_clocks), game_id))

    async def heartbeat(self, now: float) -> None:
        await self._write("INSERT INTO meta (key, value) VALUES ('heartbeat', ?) "
                          "ON CONFLICT (key) DO UPDATE SET value = excluded.value", (repr(now),))

    async def last_heartbeat(self) -> float | None:
        records = await self._fetch("SELECT value FROM meta WHERE key = 'heartbeat'")
        return float(records[0][0]) if records else None

    async def shift_clocks(self, seconds: float, note: str) -> int:
        """Move every running clock (the game's and each sale offer's) forward by an outage,
        so that it never counts against players; returns how many games were shifted."""
        def later(t: float) -> float:
            return t + seconds if t > 0 else 0.0

        async def body() -> int:
            async with self.db.execute("SELECT id, waiting_since, reminded_at, offer_clocks FROM games "
                                       "WHERE status = 'playing' AND paused_at = 0") as cursor:
                games = list(await cursor.fetchall())
            await self.db.executemany(
                "UPDATE games SET waiting_since = ?, reminded_at = ?, offer_clocks = ?, clock_note = ? WHERE id = ?",
                [(g["waiting_since"] + seconds, later(g["reminded_at"]),
                  json.dumps({k: [later(t) for t in v] for k, v in json.loads(g["offer_clocks"]).items()}),
                  note, g["id"]) for g in games])
            return len(games)
        return await self._in_transaction(body)

    async def prefs(self, user_id: str) -> dict[str, Any]:
        """A player's own settings across games (quiet hours, vacation, DMs)."""
        records = await self._fetch("SELECT prefs FROM players WHERE user_id = ?", (user_id,))
        return json.loads(records[0][0]) if records else {}

    async def set_prefs(self, user_id: str, prefs: dict[str, Any]) -> None:
        await self._write("INSERT INTO players (user_id, prefs) VALUES (?, ?) "
                          "ON CONFLICT (user_id) DO UPDATE SET prefs = excluded.prefs", (user_id, json.dumps(prefs)))
