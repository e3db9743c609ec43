"""The one store interface, with every query written once: a row per game, an append-only
action log, an outbox of public news, standing sale orders, players' settings, the bot's
heartbeat and the leases by which processes share the scheduler's work. The backends
(``sqlite``, ``postgres``) supply a connection, transactions and the schema's version.

Every change is one transaction guarded by the game's version, so a stale or doubled command
cannot apply twice, in one process or across several. Every call runs to its end even if its
caller is cancelled (a shutdown, a timeout, a task discord.py drops): the work is shielded in
a task of its own, so no transaction is ever left open, and ``close`` waits for what is in
flight."""

from __future__ import annotations

import asyncio
import json
import logging
import os
import secrets
import socket
from abc import ABC, abstractmethod
from collections.abc import AsyncIterator, Awaitable, Callable, Coroutine, Mapping, Sequence
from contextlib import asynccontextmanager
from functools import partial
from typing import Any, TypeVar

from bot.engine import Action, action_from_dict, action_from_text, action_to_text
from bot.store.address import check, is_postgres, shown
from bot.store.errors import ChannelBusy, MigrationFailed, NewerDatabase, StaleVersion, StoreError
from bot.store.migrations import KEEPS_GAMES, MIGRATIONS, KeptGame, MigrationReport
from bot.store.notes import NewsItem, news_from_json, news_to_json
from bot.store.ratings import rate_finished, rebuild
from bot.store.rows import (
    SAVED,
    GameRow,
    LogEntry,
    News,
    OpenGames,
    Prefs,
    Seat,
    game_row,
    prefs_from_json,
    prefs_to_json,
    saved_values,
    seat_to_json,
)
from bot.store.settings import Settings
from bot.store.transaction import Transaction
from bot.tournament.skill import Skill
from bot.tournament.standings import MIN_GAMES, PAGE, BoardLine, Leaderboard, Standing, Tally

T = TypeVar("T")
log = logging.getLogger("samarkand.store")
Record = Mapping[str, Any]  # a row read back: aiosqlite.Row and asyncpg.Record both read by name
BACKENDS: dict[str, type[Store]] = {}  # by scheme: "sqlite", "postgresql"
# Every table keyed by a person's Discord user id, as (table, column): forgetting someone deletes
# their rows from each (``forget_person``). A later table keyed by user id adds its line here, and
# the forget test (tests/store/test_forget.py) checks the whole database for traces.
KEYED_BY_USER = (("players", "user_id"), ("ratings", "user_id"), ("rating_tallies", "user_id"),
                 ("hidden_players", "user_id"))
OPEN_GAMES = ("SELECT status, COUNT(*) AS n, SUM(CASE WHEN host_id = ? THEN 1 ELSE 0 END) AS mine FROM games "
              "WHERE guild_id = ? AND status IN ('lobby', 'playing') GROUP BY status")
AHEAD = ("ratings o WHERE o.scope = r.scope AND o.games >= ? "  # the visible people ranked ahead of r
         "AND (o.low > r.low OR (o.low = r.low AND o.user_id > r.user_id)) "
         "AND NOT EXISTS (SELECT 1 FROM hidden_players h WHERE h.user_id = o.user_id)")
RANKED = ("ratings r WHERE r.scope = ? AND r.games >= ? "  # a leaderboard's people: scope, min games
          "AND NOT EXISTS (SELECT 1 FROM hidden_players h WHERE h.user_id = r.user_id)")
BEAT = "INSERT INTO meta (key, value) VALUES ('heartbeat', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value"


class Store(ABC):
    """The store; a backend subclass names the addresses it opens (``scheme``) and registers
    itself, so that this module never imports a backend (``bot.store`` imports them all)."""

    FOR_UPDATE = ""          # appended to a read the transaction writes back: a row lock where it takes one
    duplicate: tuple[type[BaseException], ...] = ()  # the driver's unique-violation errors
    lease_seconds = 120.0    # how long a claim outlives a process that died holding it

    def __init_subclass__(cls, scheme: str = "", **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if scheme:
            BACKENDS[scheme] = cls

    @classmethod
    @abstractmethod
    async def connect(cls, address: str) -> Store:
        """A connected store of this backend (not yet migrated)."""

    def __init__(self, address: str) -> None:
        self.address = address
        self.owner = f"{socket.gethostname()}:{os.getpid()}:{secrets.token_hex(4)}"  # this store's leases
        self._inflight: set[asyncio.Task[Any]] = set()
        self._closed = False
        self.reads = 0  # queries outside a write's transaction: counted for the benchmarks

    # ----- what a backend supplies --------------------------------------------------------

    @abstractmethod
    async def _transaction(self, body: Callable[[Transaction], Awaitable[T]]) -> T:
        """Run ``body`` in one transaction: committed if it returns, rolled back if it raises."""

    @abstractmethod
    async def _read(self, sql: str, parameters: Sequence[Any]) -> list[Any]: ...

    @abstractmethod
    async def _change(self, sql: str, parameters: Sequence[Any]) -> int:
        """One statement in its own transaction; returns the rows it changed."""

    @abstractmethod
    async def _disconnect(self) -> None: ...

    @abstractmethod
    async def _version_in(self, tx: Transaction) -> int: ...

    @abstractmethod
    async def _set_version(self, tx: Transaction, number: int) -> None: ...

    @abstractmethod
    async def _lock_schema(self, tx: Transaction) -> None:
        """Keep other processes from migrating at the same time (until the transaction ends)."""

    # ----- opening, closing, cancellation ------------------------------------------------

    @classmethod
    async def open(cls, address: str | os.PathLike[str], migrate: bool = True) -> Store:
        """The store at ``address``: an SQLite file path, or a postgresql:// URL."""
        address = str(address)
        check(address)
        store = await BACKENDS["postgresql" if is_postgres(address) else "sqlite"].connect(address)
        try:
            current = await store.schema_version()
            if current > len(MIGRATIONS):
                raise NewerDatabase(f"{shown(address)} is at schema version {current}, newer than this bot's "
                                    f"{len(MIGRATIONS)}: run the newer version, or restore a backup")
            if migrate:
                told(await store.migrate())
        except BaseException:
            await store.close()
            raise
        return store

    @property
    def is_open(self) -> bool:
        return not self._closed

    async def close(self) -> None:
        """Finish (or roll back) what is in flight, then disconnect cleanly (once)."""
        if self._closed:
            return
        self._closed = True
        await self.settled()
        await self._disconnect()

    async def settled(self) -> None:
        """Wait until every call in flight has ended, those of cancelled callers included."""
        while self._inflight:
            await asyncio.gather(*list(self._inflight), return_exceptions=True)

    async def _shielded(self, work: Coroutine[Any, Any, T]) -> T:
        """Run ``work`` to its end whatever happens to the caller (see the module's note)."""
        task = asyncio.ensure_future(work)
        self._inflight.add(task)
        task.add_done_callback(self._inflight.discard)
        return await asyncio.shield(task)

    async def _in_transaction(self, body: Callable[[Transaction], Awaitable[T]]) -> T:
        return await self._shielded(self._transaction(body))

    async def _write(self, sql: str, parameters: Sequence[Any] = ()) -> int:
        return await self._shielded(self._change(sql, parameters))

    async def _fetch(self, sql: str, parameters: Sequence[Any] = ()) -> list[Any]:
        self.reads += 1
        return await self._shielded(self._read(sql, parameters))

    # ----- the schema --------------------------------------------------------------------

    async def schema_version(self) -> int:
        return await self._in_transaction(self._version_in)

    async def migrate(self) -> MigrationReport:
        """Apply the versions this database has not had yet, all in one transaction: if any
        fails, the database stays at the version it had (and the release that wrote it can
        still open it); ``migrate`` again resumes. An SQLite file is first copied beside itself."""
        before = await self.schema_version()
        if before >= len(MIGRATIONS):
            return MigrationReport(before, before)
        copy = await self._copy_before_migrating(before)
        try:
            applied = await self._in_transaction(partial(self._apply_all, before))
        except StoreError:
            raise
        except Exception as err:
            kept = f"; the file as it was is also copied to {copy}" if copy else ""
            raise MigrationFailed(f"{shown(self.address)}: migrating from schema version {before} to "
                                  f"{len(MIGRATIONS)} failed ({type(err).__name__}: {err}). Nothing was changed: "
                                  f"the database is still at version {before}{kept}. Run `python -m bot migrate` "
                                  "again once the cause is fixed.") from err
        if not applied:
            return MigrationReport(before, before)  # another process migrated it meanwhile
        return MigrationReport(applied[0] - 1, applied[-1], copy, await self._kept_games(applied))

    async def _copy_before_migrating(self, version: int) -> str:
        """A copy of the database as it is, before a migration changes it: "" where the
        backend leaves backups to its own tools (PostgreSQL's pg_dump)."""
        return ""

    async def _apply_all(self, before: int, tx: Transaction) -> list[int]:
        await self._lock_schema(tx)
        start = max(before, await self._version_in(tx))  # another process may have migrated meanwhile
        for number in range(start + 1, len(MIGRATIONS) + 1):
            migration = MIGRATIONS[number - 1]
            if isinstance(migration, str):
                await tx.script(migration)
            else:
                await migration(tx)
        if start < len(MIGRATIONS):
            await self._set_version(tx, len(MIGRATIONS))
        return list(range(start + 1, len(MIGRATIONS) + 1))

    async def _kept_games(self, applied: list[int]) -> tuple[KeptGame, ...]:
        """The games this migration set aside as they were (only the version that rebuilds
        saved states sets any aside, and only when it ran now)."""
        return await self.kept_games() if KEEPS_GAMES in applied else ()

    async def kept_games(self, untold: bool = False) -> tuple[KeptGame, ...]:
        """The games a migration set aside; ``untold``: those whose channel was not told yet."""
        records = await self._fetch("SELECT id, channel_id, settings, kept_status, kept_reason FROM games "
                                    "WHERE status = 'kept'" + (" AND kept_told = 0" if untold else "") + " ORDER BY id")
        return tuple(KeptGame(r["id"], r["channel_id"], Settings.from_json(json.loads(r["settings"])).language,
                              r["kept_status"], r["kept_reason"]) for r in records)

    async def kept_told(self, game_id: int) -> None:
        await self._write("UPDATE games SET kept_told = 1 WHERE id = ?", (game_id,))

    # ----- a whole installation, table by table (``python -m bot copy``) -------------------

    async def tables(self) -> dict[str, tuple[str, ...]]:
        """Every table of the schema (the schema version's own record aside) with its columns in
        order: read from the database itself, so that a table or column a later version adds is
        copied without anyone listing it."""
        columns: dict[str, tuple[str, ...]] = {}
        for record in await self._in_transaction(self._columns):
            columns[str(record[0])] = (*columns.get(str(record[0]), ()), str(record[1]))
        return columns

    @abstractmethod
    async def _columns(self, tx: Transaction) -> list[Any]:
        """(table, column) pairs of the schema's tables, each table's columns in order."""

    async def atomically(self, body: Callable[[Transaction], Awaitable[T]]) -> T:
        """Run ``body`` in one transaction of its own, for an operator's tool that writes a whole
        installation at once (``bot.ops.copying``): all of it lands, or none."""
        return await self._in_transaction(body)

    @abstractmethod
    async def follow_copied_ids(self, tx: Transaction) -> None:
        """After rows were written with their ids given, the next generated id must come after
        them (a new game after a copy gets a fresh number)."""

    # ----- games -------------------------------------------------------------------------

    async def create(self, channel_id: str, guild_id: str, host_id: str, settings: Settings,
                     seats: list[Seat], seed: int, now: float) -> GameRow:
        sql = ("INSERT INTO games (channel_id, guild_id, host_id, status, settings, seats, seed, created, updated) "
               "VALUES (?, ?, ?, 'lobby', ?, ?, ?, ?, ?) RETURNING id")
        parameters = (channel_id, guild_id, host_id, json.dumps(settings.to_json()),
                      json.dumps([seat_to_json(seat) for seat in seats]), seed, now, now)
        try:
            records = await self._in_transaction(lambda tx: tx.fetch(sql, parameters))
        except self.duplicate as exc:
            raise ChannelBusy(channel_id) from exc
        row = await self.game(int(records[0][0]))
        assert row is not None
        return row

    async def game(self, game_id: int) -> GameRow | None:
        return self._first(await self._fetch("SELECT * FROM games WHERE id = ?", (game_id,)))

    async def games(self, game_ids: list[int]) -> list[GameRow]:
        """Several games in one read (ids not found are left out), in id order: a pass reads
        the games it claimed at once rather than one round trip each."""
        if not game_ids:
            return []
        marks = ", ".join("?" for _ in game_ids)
        return [game_row(r) for r in await self._fetch(
            f"SELECT * FROM games WHERE id IN ({marks}) ORDER BY id", tuple(game_ids))]

    async def live_game(self, channel_id: str) -> GameRow | None:
        return self._first(await self._fetch(
            "SELECT * FROM games WHERE channel_id = ? AND status IN ('lobby', 'playing')", (channel_id,)))

    async def latest_game(self, channel_id: str) -> GameRow | None:
        """The channel's live game, else its most recent finished one (a game an upgrade set
        aside is no longer the channel's: docs/upgrades.md)."""
        return self._first(await self._fetch(
            "SELECT * FROM games WHERE channel_id = ? AND status != 'kept' ORDER BY id DESC LIMIT 1", (channel_id,)))

    @staticmethod
    def _first(records: list[Record]) -> GameRow | None:
        return game_row(records[0]) if records else None

    async def count_by_status(self) -> dict[str, int]:
        """How many games are in each status (lobby, playing, over, aborted, kept): the
        metrics' gauge, read at each scrape, so one grouped count and no rows."""
        return {str(r["status"]): int(r["n"]) for r in await self._fetch(
            "SELECT status, COUNT(*) AS n FROM games GROUP BY status")}

    async def playing(self) -> list[GameRow]:
        return [game_row(r) for r in await self._fetch("SELECT * FROM games WHERE status = 'playing'")]

    async def channels_in_play(self) -> list[tuple[int, str]]:
        """Each game in play whose channel works, with its channel: the ids alone, no state."""
        return [(int(r["id"]), str(r["channel_id"])) for r in await self._fetch(
            "SELECT id, channel_id FROM games WHERE status = 'playing' AND pause_reason = ''")]

    async def anything_due(self, now: float) -> bool:
        """Whether a game in play, not paused, has its next moment (a reminder, a time-out) due:
        what the clock's pass reads (``claimed``), without claiming it."""
        return bool(await self._fetch("SELECT 1 FROM games WHERE status = 'playing' AND due_at <= ? "
                                      "AND paused_at = 0 LIMIT 1", (now,)))

    async def computer_due(self) -> list[int]:
        """Games in which a computer seat (or a stand-in) must move, oldest wait first."""
        records = await self._fetch("SELECT id FROM games WHERE computer_due = 1 AND status = 'playing' "
                                    "AND paused_at = 0 ORDER BY waiting_since")
        return [r["id"] for r in records]

    async def unannounced(self, now: float) -> list[int]:
        """Games with news not yet announced whose retry time has come (finished ones too),
        except those a computer owes a move: their news goes out with the turn that reaches a
        person, or the end."""
        records = await self._fetch(
            "SELECT g.id FROM games g WHERE g.news_waiting = 1 "
            "AND (g.status = 'over' OR (g.status = 'playing' AND g.computer_due = 0)) "
            "AND g.pause_reason NOT LIKE 'channel%' "
            "AND g.announce_after <= ? AND EXISTS (SELECT 1 FROM news n WHERE n.game_id = g.id "
            "AND n.seq > g.announced_news AND n.key != g.turn_message_key)", (now,))
        return [r["id"] for r in records]

    async def games_in_guild(self, guild_id: str) -> list[GameRow]:
        return [game_row(r) for r in await self._fetch(
            "SELECT * FROM games WHERE guild_id = ? AND status IN ('lobby', 'playing')", (guild_id,))]

    async def open_games(self, guild_id: str, host_id: str) -> OpenGames:
        """The server's lobbies and open games, and those ``host_id`` hosts: one grouped count
        over the index ``games_open_by_host`` (server, status, host), so it reads the index
        entries of that server's open games (which its limit bounds) and never a game's row."""
        counts = {str(r["status"]): (int(r["n"]), int(r["mine"]))
                  for r in await self._fetch(OPEN_GAMES, (host_id, guild_id))}
        lobbies, playing = counts.get("lobby", (0, 0)), counts.get("playing", (0, 0))
        return OpenGames(lobbies[1], lobbies[1] + playing[1], lobbies[0], lobbies[0] + playing[0])

    async def save(self, row: GameRow, entries: list[LogEntry] | None = None,
                   news: list[NewsItem] | None = None, key: str = "") -> GameRow:
        """Write the row's changes, append log entries and the news of this change in one
        transaction, if nobody changed the game since ``row.version`` was read; returns the row
        with its new version. Announcing bookkeeping is never written here (see mark_announced)."""
        values = saved_values(row)
        changed = [name for name in SAVED if name not in row.as_read or values[name] != row.as_read[name]]
        assignments = "".join(f"{name} = ?, " for name in changed) + (
            "announce_after = 0, news_waiting = 1, "
            "newest_news = (SELECT COALESCE(MAX(seq), 0) + 1 FROM news WHERE game_id = ?), "
            if news else "")

        async def body(tx: Transaction) -> None:
            # The guarded update comes first: it takes the game's row lock, so a second writer
            # of the same version waits for this one, then finds the version moved on.
            updated = await tx.execute(f"UPDATE games SET {assignments}version = version + 1 "
                                       "WHERE id = ? AND version = ?",
                                       (*(values[name] for name in changed), *((row.id,) if news else ()), row.id,
                                        row.version))
            if updated != 1:
                raise StaleVersion(f"game {row.id} is no longer at version {row.version}")
            if entries:
                await tx.executemany(
                    "INSERT INTO actions (game_id, seq, seat, action, by, at) VALUES "
                    "(?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM actions WHERE game_id = ?), ?, ?, ?, ?)",
                    [(row.id, row.id, e.seat, action_to_text(e.action), e.by, e.at or row.updated) for e in entries])
            if news:
                await tx.execute(
                    "INSERT INTO news (game_id, seq, events, key, at) VALUES "
                    "(?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM news WHERE game_id = ?), ?, ?, ?)",
                    (row.id, row.id, json.dumps([news_to_json(item) for item in news]), key, row.updated))
            if "status" in changed and row.status == "over":
                await rate_finished(tx, row, self.FOR_UPDATE)
        await self._in_transaction(body)
        row.version += 1
        row.as_read = values
        return row

    # ----- the action log and the news outbox --------------------------------------------

    async def log(self, game_id: int) -> list[LogEntry]:
        return [LogEntry(r["seat"], logged_action(r["action"]), r["by"], r["at"]) for r in await self._fetch(
            "SELECT seat, action, by, at FROM actions WHERE game_id = ? ORDER BY seq", (game_id,))]

    async def news(self, game_id: int, after: int = 0) -> list[News]:
        return [News(r["seq"], [item for item in map(news_from_json, json.loads(r["events"])) if item is not None],
                     r["key"], r["at"]) for r in await self._fetch(
            "SELECT seq, events, key, at FROM news WHERE game_id = ? AND seq > ? ORDER BY seq", (game_id, after))]

    async def mark_announced(self, game_id: int, news_seq: int, message: str, key: str) -> None:
        """The turn message now in the channel covers the news up to ``news_seq``."""
        await self._write(
            "UPDATE games SET announced_news = CASE WHEN announced_news > ? THEN announced_news ELSE ? END, "
            "news_waiting = CASE WHEN newest_news > ? AND newest_news > announced_news THEN 1 ELSE 0 END, "
            "turn_message = ?, turn_message_key = ?, announce_after = 0, announce_failures = 0, announcing = '' "
            "WHERE id = ?", (news_seq, news_seq, news_seq, message, key, game_id))

    async def prune_news(self, ended_before: float) -> int:
        """Delete the announced news of games that ended before ``ended_before``: nothing reads
        it any more (a finished game's log, ``/board turn:N`` and ``/replay`` come from the
        action log), and the news was the largest table. Returns how many entries went."""
        return await self._write(
            "DELETE FROM news WHERE seq <= (SELECT g.announced_news FROM games g WHERE g.id = news.game_id "
            "AND g.status IN ('over', 'aborted') AND g.updated < ?)", (ended_before,))

    async def prune_logs(self, ended_before: float) -> int:
        """Delete the action logs of games that ended before ``ended_before`` (the host's
        retention setting, docs/privacy.md). The row stays, with its final state: who won and
        every score. Returns how many logged actions went."""
        return await self._write(
            "DELETE FROM actions WHERE game_id IN (SELECT g.id FROM games g WHERE g.status IN ('over', 'aborted') "
            "AND g.updated < ?)", (ended_before,))

    async def sending(self, game_id: int, key: str, news_seq: int) -> None:
        """A turn message announcing ``key`` (the news up to ``news_seq``) is being sent;
        ``mark_announced`` confirms it."""
        await self._write("UPDATE games SET announcing = ?, announcing_news = ? WHERE id = ?", (key, news_seq, game_id))

    async def announce_later(self, game_id: int, after: float) -> int:
        """A send failed for a passing reason: try again at ``after``; returns the failures so far."""
        await self._write("UPDATE games SET announce_after = ?, announce_failures = announce_failures + 1 "
                          "WHERE id = ?", (after, game_id))
        records = await self._fetch("SELECT announce_failures FROM games WHERE id = ?", (game_id,))
        return int(records[0][0]) if records else 0

    # ----- standing orders, reminders, players ------------------------------------------

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

    async def mark_reminded(self, game_id: int, version: int, now: float | None,
                            offer_clocks: dict[str, list[float]], due_at: float = 0.0) -> bool:
        """Remember when the waiting player (``now``; None: not reminded) and the offer holders
        were last reminded, and when the pass is to look again, if the game is still at
        ``version``: False means it moved on, and the reminder must not go out. The clock's
        note has been said once it reached the channel."""
        if now is None:
            return await self._write("UPDATE games SET offer_clocks = ?, due_at = ? WHERE id = ? AND version = ?",
                                     (json.dumps(offer_clocks), due_at, game_id, version)) == 1
        return await self._write(
            "UPDATE games SET reminded_at = ?, offer_clocks = ?, clock_note = '', due_at = ? "
            "WHERE id = ? AND version = ?", (now, json.dumps(offer_clocks), due_at, game_id, version)) == 1

    async def unmark_reminded(self, game_id: int, marked: float, before: float, note: str) -> None:
        """Undo ``mark_reminded`` of a ping that did not go out (unless a later one was marked
        since), with its clock note, so that the next pass sends it."""
        await self._write("UPDATE games SET reminded_at = ?, clock_note = ?, due_at = 0 WHERE id = ? "
                          "AND reminded_at = ?", (before, note, game_id, marked))

    async def set_due(self, game_id: int, version: int, due_at: float) -> None:
        """When the clock's pass next looks at the game, if nobody changed it since ``version``
        (a change sets its own)."""
        await self._write("UPDATE games SET due_at = ? WHERE id = ? AND version = ?", (due_at, game_id, version))

    async def prefs(self, user_id: str) -> Prefs:
        """A player's own settings across games (quiet hours, vacation, DMs)."""
        records = await self._fetch("SELECT prefs FROM players WHERE user_id = ?", (user_id,))
        return prefs_from_json(json.loads(records[0][0])) if records else Prefs()

    async def prefs_of(self, user_ids: list[str]) -> dict[str, Prefs]:
        """Several players' settings in one read (those who never set any are left out)."""
        if not user_ids:
            return {}
        marks = ", ".join("?" for _ in user_ids)
        records = await self._fetch(f"SELECT user_id, prefs FROM players WHERE user_id IN ({marks})", tuple(user_ids))
        return {record[0]: prefs_from_json(json.loads(record[1])) for record in records}

    async def set_prefs(self, user_id: str, prefs: Prefs) -> None:
        await self._write("INSERT INTO players (user_id, prefs) VALUES (?, ?) "
                          "ON CONFLICT (user_id) DO UPDATE SET prefs = excluded.prefs",
                          (user_id, json.dumps(prefs_to_json(prefs))))

    # ----- people's ratings (bot.store.ratings): read by index, never from the games -----

    async def standings(self, user_id: str, scopes: Sequence[str], min_games: int = MIN_GAMES) -> dict[str, Standing]:
        """A person's rating and figures in each of ``scopes`` (servers' ids, EVERY_SERVER) where
        they have a rated game. Two reads by index, whatever the number of games: their rows
        (with how many visible people rank ahead of them, counted along ``ratings_by_rank``),
        and their tallies by table size."""
        marks = ", ".join("?" for _ in scopes)
        records = await self._fetch(
            "SELECT r.scope, r.name, r.mu, r.sigma, r.games, r.wins, r.points, "
            f"EXISTS (SELECT 1 FROM hidden_players h WHERE h.user_id = r.user_id) AS hidden, (SELECT COUNT(*) FROM "
            f"{AHEAD}) AS ahead FROM ratings r WHERE r.user_id = ? AND r.scope IN ({marks})",
            (min_games, user_id, *scopes))
        if not records:
            return {}
        tallies: dict[str, list[tuple[int, Tally]]] = {}
        for r in await self._fetch(f"SELECT scope, players, games, wins, points FROM rating_tallies WHERE user_id = ? "
                                   f"AND scope IN ({marks}) ORDER BY players", (user_id, *scopes)):
            tallies.setdefault(r["scope"], []).append(
                (int(r["players"]), Tally(int(r["games"]), int(r["wins"]), int(r["points"]))))
        return {r["scope"]: Standing(user_id, str(r["name"]), Skill(float(r["mu"]), float(r["sigma"])),
                                     Tally(int(r["games"]), int(r["wins"]), int(r["points"])),
                                     tuple(tallies.get(r["scope"], ())), bool(r["hidden"]),
                                     None if r["hidden"] or r["games"] < min_games else int(r["ahead"]) + 1)
                for r in records}

    async def leaderboard(self, scope: str, page: int = 1, min_games: int = MIN_GAMES) -> Leaderboard:
        """One page of ``scope``'s leaderboard: the visible people with ``min_games`` or more,
        best first by their interval's lower end: a count and a page, each read along the index
        ``ratings_by_rank`` (faster on SQLite than one read with a window count, which sorts
        the scope's rows again); a page past the last shows the last."""
        ranked = int((await self._fetch(f"SELECT COUNT(*) FROM {RANKED}", (scope, min_games)))[0][0])
        pages = max(1, -(-ranked // PAGE))
        page = min(max(page, 1), pages)
        records = await self._fetch(f"SELECT r.user_id, r.name, r.mu, r.sigma, r.games, r.wins FROM {RANKED} "
                                    "ORDER BY r.low DESC, r.user_id DESC LIMIT ? OFFSET ?",
                                    (scope, min_games, PAGE, (page - 1) * PAGE))
        lines = tuple(BoardLine((page - 1) * PAGE + n, str(r["user_id"]), str(r["name"]),
                                Skill(float(r["mu"]), float(r["sigma"])), int(r["games"]), int(r["wins"]))
                      for n, r in enumerate(records, 1))
        return Leaderboard(lines, page, pages, ranked, min_games)

    async def rated_user(self, scope: str, name: str) -> str | None:
        """The user id of the person rated in ``scope`` under ``name`` or that id (the command line's ``--player``)."""
        records = await self._fetch("SELECT user_id FROM ratings WHERE scope = ? AND (name = ? OR user_id = ?) "
                                    "ORDER BY games DESC LIMIT 1", (scope, name, name))
        return str(records[0][0]) if records else None

    async def rebuild_ratings(self) -> int:
        """Every rating again from the finished games, in order (one transaction); returns
        how many games were rated."""
        return await self._in_transaction(rebuild)

    async def hidden(self, user_id: str) -> bool:
        return bool(await self._fetch("SELECT 1 FROM hidden_players WHERE user_id = ?", (user_id,)))

    async def set_hidden(self, user_id: str, hidden: bool) -> None:
        """Leave the person off every leaderboard, or put them back (their games rate the others either way)."""
        if hidden:
            await self._write("INSERT INTO hidden_players (user_id) VALUES (?) ON CONFLICT (user_id) DO NOTHING",
                              (user_id,))
        else:
            await self._write("DELETE FROM hidden_players WHERE user_id = ?", (user_id,))

    # ----- a person's data (docs/privacy.md) ---------------------------------------------

    async def games_of(self, user_id: str) -> list[GameRow]:
        """Every game, in any status, in which the person holds or held a seat or is the host."""
        records = await self._fetch("SELECT * FROM games WHERE host_id = ? OR seats LIKE ? ORDER BY id",
                                    (user_id, f'%"user": {json.dumps(user_id)}%'))
        return [row for row in map(game_row, records)
                if row.host_id == user_id or any(seat.user == user_id for seat in row.seats)]

    async def forget_person(self, user_id: str) -> int:
        """Delete the person's rows from every table keyed by their user id (``KEYED_BY_USER``),
        in one transaction; returns how many rows went."""
        async def body(tx: Transaction) -> int:
            return sum([await tx.execute(f"DELETE FROM {table} WHERE {column} = ?", (user_id,))
                        for table, column in KEYED_BY_USER])
        return await self._in_transaction(body)

    async def drop_standing_orders(self, game_id: int, seat: int) -> int:
        """Delete a seat's standing sale orders (its person was forgotten); returns how many went."""
        return await self._write("DELETE FROM standing_orders WHERE game_id = ? AND seat = ?", (game_id, seat))

    # ----- the heartbeat and the bot's downtime ------------------------------------------

    async def heartbeat(self, now: float) -> None:
        await self._write(BEAT, (repr(now),))

    async def catch_up(self, now: float, grace: float, note: Callable[[float, str], str]) -> float:
        """Beat, and stop every running game's clocks for the time since the last beat beyond
        ``grace`` (a span in ``stopped``), so that downtime never counts against players;
        returns that outage. Each game's ``clock_note`` becomes ``note(outage, its note so
        far)``. One transaction with the beat's row locked: of several processes starting at
        once, one records the outage and the others find its fresh beat."""
        async def body(tx: Transaction) -> float:
            records = await tx.fetch(f"SELECT value FROM meta WHERE key = 'heartbeat'{self.FOR_UPDATE}")
            await tx.execute(BEAT, (repr(now),))
            outage = now - float(records[0][0]) - grace if records else 0.0
            if outage > 0:
                await self._stop_clocks(tx, (now - outage, now), note)
            return max(outage, 0.0)
        return await self._in_transaction(body)

    async def _stop_clocks(self, tx: Transaction, span: tuple[float, float], note: Callable[[float, str], str]) -> None:
        """Every running game's clocks stood still for ``span`` (a paused game's pause covers it)."""
        games = await tx.fetch("SELECT id, stopped, clock_note FROM games "
                               f"WHERE status = 'playing' AND paused_at = 0 ORDER BY id{self.FOR_UPDATE}")
        await tx.executemany("UPDATE games SET stopped = ?, clock_note = ? WHERE id = ?",
                             [(json.dumps([*json.loads(g["stopped"]), list(span)]),
                               note(span[1] - span[0], g["clock_note"]), g["id"]) for g in games])

    # ----- sharing the scheduler's work between processes --------------------------------

    @asynccontextmanager
    async def claimed(self, work: str, now: float, game_id: int | None = None) -> AsyncIterator[set[int]]:
        """Hold ``work`` (the clock's pass, a computer step) on one game, or on every game in
        play, not paused and due (``due_at``), for this store alone until the block ends (or
        ``lease_seconds`` pass, should its process die); yields the games it got. Whoever holds
        a game's lease does its work, so several processes never both remind, time out or
        think for it."""
        which = "id = ?" if game_id is not None else "status = 'playing' AND due_at <= ? AND paused_at = 0"
        sql = ("INSERT INTO leases (game_id, work, owner, expires) SELECT id, CAST(? AS TEXT), CAST(? AS TEXT), "
               f"CAST(? AS DOUBLE PRECISION) FROM games WHERE {which} ON CONFLICT (game_id, work) DO UPDATE "
               "SET owner = excluded.owner, expires = excluded.expires WHERE leases.expires <= ? RETURNING game_id")
        chosen = (now,) if game_id is None else (game_id,)
        parameters = (work, self.owner, now + self.lease_seconds, *chosen, now)
        got = {int(r[0]) for r in await self._in_transaction(lambda tx: tx.fetch(sql, parameters))}
        try:
            yield got
        finally:
            if got:
                await self._write("DELETE FROM leases WHERE work = ? AND owner = ?"
                                  + (" AND game_id = ?" if game_id is not None else ""),
                                  (work, self.owner, *(() if game_id is None else (game_id,))))


def logged_action(stored: str) -> Action:
    """An action of the log: its short text, or the JSON of the log before schema version
    10, which a game an upgrade set aside keeps (docs/upgrades.md)."""
    return action_from_dict(json.loads(stored)) if stored.startswith("{") else action_from_text(stored)


def told(report: MigrationReport) -> None:
    """The log's word on a migration at start: where the copy is, and each game set aside
    (by number and reason: neither names a player nor shows a card)."""
    if not report.applied:
        return
    log.info("database migrated from schema version %d to %d%s", report.before, report.after,
             f"; the file as it was is copied to {report.copy}" if report.copy else "")
    for game in report.kept:
        log.warning("game %d could not be carried over and is kept as it was: %s", game.game_id, game.reason)
