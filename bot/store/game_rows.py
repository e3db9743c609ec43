"""The games table: a row per game, read by id, channel, server, host or what is due, and
written in one transaction guarded by the game's version, so a stale or doubled command cannot
apply twice, in one process or across several. A game that ends is rated and tallied in the
same transaction (``bot.store.ratings``, and the game's statistics: ``Game.count_finished``)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from bot.store.balance import finished
from bot.store.clocks import RUNNING
from bot.store.connection import Connection
from bot.store.errors import ChannelBusy, StaleVersion
from bot.store.notes import NewsItem, news_to_json
from bot.store.ratings import rate_finished
from bot.store.row_values import NOTHING_ANNOUNCED, AnnounceKey, GameStatus, OfferKey, PublicStamp
from bot.store.rows import (
    AT_DISCORD,
    CHANNEL_WORKS,
    SAVED,
    GameRow,
    LogEntry,
    OpenGames,
    Seat,
    game_row,
    saved_values,
    seat_to_json,
)
from bot.store.settings import Settings
from bot.store.transaction import Transaction, marks
from bot.store.untold_offers import record_untold

OPEN_GAMES = ("SELECT status, COUNT(*) AS n, SUM(CASE WHEN host_id = ? THEN 1 ELSE 0 END) AS mine FROM games "
              "WHERE guild_id = ? AND status IN ('lobby', 'playing') GROUP BY status")


class Games(Connection):
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
        return await self._first("SELECT * FROM games WHERE id = ?", (game_id,))

    async def public_stamp(self, game_id: int) -> PublicStamp | None:
        """A started game's ``PublicStamp`` (None for a lobby or no such game): what the public
        pages check, once the row's version moved, before they replay the game, so that a
        private change costs them no replay, and their answer's time does not tell of it."""
        records = await self._fetch("SELECT newest_news, status, seats, host_paused, pause_reason != '' FROM games "
                                    "WHERE id = ? AND state != ''", (game_id,))
        return PublicStamp(int(records[0][0]), GameStatus(records[0][1]), str(records[0][2]),
                           bool(records[0][3]), bool(records[0][4])) if records else None

    async def started_version(self, game_id: int) -> int | None:
        """A started game's mark of what its pages show (None for a lobby or no game): its version twice, plus one once
        its review is stored. A polling page asks every few seconds, so one column by key, not the whole row."""
        records = await self._fetch("SELECT version * 2 + CASE WHEN EXISTS (SELECT 1 FROM reviews r WHERE r.game_id "
                                    "= games.id) THEN 1 ELSE 0 END FROM games WHERE id = ? AND state != ''", (game_id,))
        return int(records[0][0]) if records else None

    async def games(self, game_ids: list[int]) -> list[GameRow]:
        """Several games in one read (ids not found are left out), in id order: a pass reads
        the games it claimed at once rather than one round trip each."""
        if not game_ids:
            return []
        return await self._rows(f"SELECT * FROM games WHERE id IN ({marks(game_ids)}) ORDER BY id", tuple(game_ids))

    async def live_game(self, channel_id: str) -> GameRow | None:
        return await self._first("SELECT * FROM games WHERE channel_id = ? AND status IN ('lobby', 'playing')",
                                 (channel_id,))

    async def latest_game(self, channel_id: str) -> GameRow | None:
        """The channel's live game, else its most recent finished one (a game an upgrade set
        aside is no longer the channel's: docs/upgrades.md)."""
        return await self._first("SELECT * FROM games WHERE channel_id = ? AND status != 'kept' "
                                 "ORDER BY id DESC LIMIT 1", (channel_id,))

    async def counted_with_seed(self, seed: int) -> list[GameRow]:
        """The games in play or finished that were dealt from ``seed``: where a copy of a game
        being imported would be (``bot.ops.transfer.held_already``)."""
        return await self._rows("SELECT * FROM games WHERE seed = ? AND status IN ('playing', 'over') ORDER BY id",
                                (seed,))

    async def _rows(self, sql: str, parameters: Sequence[Any] = ()) -> list[GameRow]:
        return [game_row(record, self.table) for record in await self._fetch(sql, parameters)]

    async def _first(self, sql: str, parameters: Sequence[Any]) -> GameRow | None:
        return next(iter(await self._rows(sql, parameters)), None)

    async def count_by_status(self) -> dict[str, int]:
        """How many games are in each status (lobby, playing, over, aborted, kept): the
        metrics' gauge, read at each scrape, so one grouped count and no rows."""
        return {str(r["status"]): int(r["n"]) for r in await self._fetch(
            "SELECT status, COUNT(*) AS n FROM games GROUP BY status")}

    async def turn_messages_retrying(self) -> int:
        """Games whose turn message failed to go out and waits for its retry (``announce_later``,
        backing off up to an hour): the metrics' gauge, read at each scrape. One channel Discord
        keeps refusing stays far under any rate of failures, yet its table hears nothing. A lost
        channel is not retried: its game pauses, and its host is told."""
        records = await self._fetch("SELECT COUNT(*) AS n FROM games WHERE news_waiting = 1 AND announce_failures > 0 "
                                    f"AND status IN ('playing', 'over') AND {CHANNEL_WORKS}")
        return int(records[0]["n"])

    async def playing(self) -> list[GameRow]:
        return await self._rows("SELECT * FROM games WHERE status = 'playing'")

    async def channels_in_play(self) -> list[tuple[int, str]]:
        """Each game in play whose channel works, with its channel: the ids alone, no state."""
        return [(int(r["id"]), str(r["channel_id"])) for r in await self._fetch(
            f"SELECT id, channel_id FROM games WHERE status = 'playing' AND pause_reason = '' AND {AT_DISCORD}")]

    async def computer_due(self) -> list[int]:
        """Games in which a computer seat (or a stand-in) must move, oldest wait first."""
        records = await self._fetch(f"SELECT id FROM games WHERE computer_due = 1 AND {RUNNING} ORDER BY waiting_since")
        return [r["id"] for r in records]

    async def unannounced(self, now: float) -> list[int]:
        """Games with news not yet announced whose retry time has come (finished ones too),
        except those a computer owes a move: their news goes out with the turn that reaches a
        person, or the end."""
        records = await self._fetch(
            f"SELECT g.id FROM games g WHERE g.news_waiting = 1 AND {AT_DISCORD} "
            "AND (g.status = 'over' OR (g.status = 'playing' AND g.computer_due = 0)) "
            f"AND g.{CHANNEL_WORKS} "
            "AND g.announce_after <= ? AND EXISTS (SELECT 1 FROM news n WHERE n.game_id = g.id "
            "AND n.seq > g.announced_news AND n.key != g.turn_message_key)", (now,))
        return [r["id"] for r in records]

    async def games_in_guild(self, guild_id: str) -> list[GameRow]:
        return await self._rows("SELECT * FROM games WHERE guild_id = ? AND status IN ('lobby', 'playing')",
                                (guild_id,))

    async def open_games(self, guild_id: str, host_id: str) -> OpenGames:
        """The server's lobbies and open games, and those ``host_id`` hosts: one grouped count
        over the index ``games_open_by_host`` (server, status, host), so it reads the index
        entries of that server's open games (which its limit bounds) and never a game's row."""
        counts = {str(r["status"]): (int(r["n"]), int(r["mine"]))
                  for r in await self._fetch(OPEN_GAMES, (host_id, guild_id))}
        lobbies, playing = counts.get("lobby", (0, 0)), counts.get("playing", (0, 0))
        return OpenGames(lobbies[1], lobbies[1] + playing[1], lobbies[0], lobbies[0] + playing[0])

    async def save(self, row: GameRow, entries: list[LogEntry[Any]] | None = None,
                   news: list[NewsItem[Any]] | None = None, key: AnnounceKey = NOTHING_ANNOUNCED,
                   untold: Sequence[OfferKey] = ()) -> GameRow:
        """Write the row's changes, append log entries and the news of this change in one
        transaction, if nobody changed the game since ``row.version`` was read; returns the row
        with its new version. Announcing bookkeeping is never written here (see mark_announced).
        ``untold``: the secret decisions the change opened, whose holders are not told yet."""
        values = saved_values(row)
        changed = [name for name in SAVED if name not in row.as_read or values[name] != row.as_read[name]]
        assignments = "".join(f"{name} = ?, " for name in changed) + (
            "announce_after = 0, news_waiting = 1, "
            "newest_news = (SELECT COALESCE(MAX(seq), 0) + 1 FROM news WHERE game_id = ?), "
            if news else "")

        async def body(tx: Transaction) -> None:
            # The guarded update comes first: it takes the game's row lock, so a second writer
            # of the same version waits for this one, then finds the version moved on.
            updated = await tx.execute(
                f"UPDATE games SET {assignments}version = version + 1 WHERE id = ? AND version = ?",
                (*(values[name] for name in changed), *((row.id,) if news else ()), row.id, row.version))
            if updated != 1:
                raise StaleVersion(f"game {row.id} is no longer at version {row.version}")
            if entries:
                await tx.executemany(
                    "INSERT INTO actions (game_id, seq, seat, action, by, at) VALUES "
                    "(?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM actions WHERE game_id = ?), ?, ?, ?, ?)",
                    [(row.id, row.id, e.seat, self.plays.action_to_text(e.action), e.by, e.at or row.updated)
                     for e in entries])
            if news:
                await tx.execute(
                    "INSERT INTO news (game_id, seq, events, key, at) VALUES "
                    "(?, (SELECT COALESCE(MAX(seq), 0) + 1 FROM news WHERE game_id = ?), ?, ?, ?)",
                    (row.id, row.id, json.dumps([news_to_json(item, self.plays) for item in news]), key, row.updated))
            await record_untold(tx, row.id, untold, row.updated)
            if "status" in changed and row.status is GameStatus.OVER:
                await rate_finished(tx, self.plays, row, self.FOR_UPDATE)
                await self.plays.count_finished(tx, finished(row))
        await self._in_transaction(body)
        row.version += 1
        row.as_read = values
        return row

    async def games_of(self, user_id: str) -> list[GameRow]:
        """Every game, in any status, in which the person holds or held a seat or is the host."""
        rows = await self._rows("SELECT * FROM games WHERE host_id = ? OR seats LIKE ? ORDER BY id",
                                (user_id, f'%"user": {json.dumps(user_id)}%'))
        return [row for row in rows if row.host_id == user_id or any(seat.user == user_id for seat in row.seats)]
