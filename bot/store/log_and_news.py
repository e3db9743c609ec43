"""A game's append-only action log and its outbox of public news: what the turn messages
announce, and what retention deletes once a game is long over."""

from __future__ import annotations

import json
from typing import Any

from bot.games.interface import Action, ActionCodec
from bot.store.connection import Connection
from bot.store.notes import news_from_json
from bot.store.row_values import AnnounceKey, By
from bot.store.rows import LogEntry, News
from bot.store.transaction import Transaction


class Outbox(Connection):
    async def log(self, game_id: int) -> list[LogEntry[Any]]:
        records = await self._fetch("SELECT seat, action, by, at FROM actions WHERE game_id = ? ORDER BY seq",
                                    (game_id,))
        return [LogEntry(r["seat"], logged_action(r["action"], self.plays), By(r["by"]), r["at"]) for r in records]

    async def news(self, game_id: int, after: int = 0) -> list[News[Any]]:
        return [News(r["seq"], [item for entry in json.loads(r["events"])
                                if (item := news_from_json(entry, self.plays)) is not None],
                     r["key"], r["at"]) for r in await self._fetch(
            "SELECT seq, events, key, at FROM news WHERE game_id = ? AND seq > ? ORDER BY seq", (game_id, after))]

    async def mark_announced(self, game_id: int, news_seq: int, message: str, key: AnnounceKey) -> None:
        """The turn message now in the channel covers the news up to ``news_seq``."""
        await self._write(
            "UPDATE games SET announced_news = CASE WHEN announced_news > ? THEN announced_news ELSE ? END, "
            "news_waiting = CASE WHEN newest_news > ? AND newest_news > announced_news THEN 1 ELSE 0 END, "
            "turn_message = ?, turn_message_key = ?, announce_after = 0, announce_failures = 0, announcing = '' "
            "WHERE id = ?", (news_seq, news_seq, news_seq, message, key, game_id))

    async def lobby_posted(self, game_id: int, message: str) -> None:
        """The lobby's message (with its Join button) is in the channel: kept as the game's
        message there until its first turn message takes its place (``mark_announced``), whose
        post edits it to say the game started; never written over a turn message."""
        await self._write("UPDATE games SET turn_message = ? WHERE id = ? AND turn_message = '' "
                          "AND turn_message_key = ''", (message, game_id))

    async def prune_news(self, ended_before: float) -> int:
        """Delete the announced news of games ended before ``ended_before``, the largest table, read by nothing since
        (logs, ``/board turn:N`` and ``/replay`` replay the action log); how many went."""
        return await self._write("DELETE FROM news WHERE seq <= (SELECT g.announced_news FROM games g WHERE g.id = "
                                 "news.game_id AND g.status IN ('over', 'aborted') AND g.updated < ?)", (ended_before,))

    async def prune_logs(self, ended_before: float) -> int:
        """Delete the action logs of games that ended before ``ended_before`` (the host's
        retention setting, docs/privacy.md), and their reviews, which retell the log's moves.
        The row stays, with its final state: who won and every score. Returns how many logged
        actions went."""
        ended = "SELECT g.id FROM games g WHERE g.status IN ('over', 'aborted') AND g.updated < ?"

        async def body(tx: Transaction) -> int:
            await tx.execute(f"UPDATE reviews SET review = '' WHERE game_id IN ({ended})", (ended_before,))
            return await tx.execute(f"DELETE FROM actions WHERE game_id IN ({ended})", (ended_before,))
        return await self._in_transaction(body)

    async def sending(self, game_id: int, key: AnnounceKey, news_seq: int) -> None:
        """A turn message announcing ``key`` (news up to ``news_seq``) is being sent; ``mark_announced`` confirms it."""
        await self._write("UPDATE games SET announcing = ?, announcing_news = ? WHERE id = ?", (key, news_seq, game_id))

    async def announce_later(self, game_id: int, after: float) -> int:
        """A send failed for a passing reason: try again at ``after``; returns the failures so far."""
        await self._write("UPDATE games SET announce_after = ?, announce_failures = announce_failures + 1 "
                          "WHERE id = ?", (after, game_id))
        records = await self._fetch("SELECT announce_failures FROM games WHERE id = ?", (game_id,))
        return int(records[0][0]) if records else 0


def logged_action(stored: str, game: ActionCodec[Action]) -> Action:
    """A logged action, read by its game: its short text, or before schema version 10 JSON, which a set-aside game
    keeps (docs/upgrades.md)."""
    return game.action_from_dict(json.loads(stored)) if stored.startswith("{") else game.action_from_text(stored)


async def logged_actions(tx: Transaction, game_id: int, starting: str = "") -> list[tuple[int, str]]:
    """The seat and short text of each action of a game's log, in order: those whose text
    begins with ``starting`` (a game's statistics read one kind of action along the log's key)."""
    records = await tx.fetch("SELECT seat, action FROM actions WHERE game_id = ? AND action LIKE ? ORDER BY seq",
                             (game_id, f"{starting}%"))
    return [(int(record["seat"]), str(record["action"])) for record in records]
