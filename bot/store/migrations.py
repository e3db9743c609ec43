"""The database's schema versions, in order, one list for both backends: an SQL script (in
SQLite's words; PostgreSQL gets the same with its own column types, see
``bot.store.postgres.postgres_ddl``), or a step in Python for what SQL cannot do (rebuilding
saved games under a revised rule), run in the version's transaction. Version N is
``MIGRATIONS[N - 1]``; an SQLite file records its version in ``user_version``, a PostgreSQL
database in the table ``samarkand_schema``."""

from __future__ import annotations

import json
import time
from collections.abc import Awaitable, Callable
from typing import Any

from bot.engine import (
    GameState,
    action_from_dict,
    announce_key,
    awaiting,
    board_by_id,
    replay,
    state_to_dict,
    state_to_json,
)
from bot.store.settings import with_defaults
from bot.store.transaction import Transaction

Migration = str | Callable[[Transaction], Awaitable[None]]

GAMES_AND_LOG = """
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
"""

INDEXES = """
    CREATE INDEX games_by_channel ON games(channel_id, id);
    CREATE INDEX games_by_status ON games(status);
"""

# Announcing from an outbox (news written in the same transaction as the change), pausing a
# game whose channel is lost, computer moves as their own steps, clocks per sale offer, and
# the bot's heartbeat (downtime never counts against players).
OUTBOX_AND_CLOCKS = """
    ALTER TABLE games DROP COLUMN announced;
    ALTER TABLE games ADD COLUMN pause_reason TEXT NOT NULL DEFAULT '';
    ALTER TABLE games ADD COLUMN computer_due INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE games ADD COLUMN standin TEXT NOT NULL DEFAULT '';
    ALTER TABLE games ADD COLUMN clock_note TEXT NOT NULL DEFAULT '';
    ALTER TABLE games ADD COLUMN offer_clocks TEXT NOT NULL DEFAULT '{}';
    ALTER TABLE games ADD COLUMN announced_news INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE games ADD COLUMN turn_message TEXT NOT NULL DEFAULT '';
    ALTER TABLE games ADD COLUMN turn_message_key TEXT NOT NULL DEFAULT '';
    ALTER TABLE games ADD COLUMN announce_after REAL NOT NULL DEFAULT 0;
    ALTER TABLE games ADD COLUMN announce_failures INTEGER NOT NULL DEFAULT 0;
    CREATE TABLE news (
        game_id INTEGER NOT NULL REFERENCES games(id),
        seq INTEGER NOT NULL,
        events TEXT NOT NULL,
        key TEXT NOT NULL,
        at REAL NOT NULL,
        PRIMARY KEY (game_id, seq)
    );
    CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    CREATE TABLE players (user_id TEXT PRIMARY KEY, prefs TEXT NOT NULL DEFAULT '{}');
    CREATE INDEX games_by_guild ON games(guild_id, status);
"""


def resumed_clocks(state: GameState, seats: list[dict[str, Any]], since: float) -> tuple[dict[str, list[float]], int]:
    """What a game rebuilt from its log starts with: each open sale offer's clock (opened at
    ``since``, never reminded), and whether a computer seat must move (``computer_due``)."""
    clocks = {f"{d.player}:{d.card}": [since, 0.0] for d in state.offers + state.pending if d.kind == "sale"}
    due = int(any(seats[d.player]["kind"] != "human" for d in awaiting(state)))
    return clocks, due


def waited_for(saved: dict[str, Any]) -> tuple[int, tuple[int, ...]] | tuple[()]:
    """Whose input a saved state (of any format) waits for: the turn, and the seats of the
    decisions that hold it up, else the active seat; nothing once it is over."""
    if saved["over"]:
        return ()
    return saved["turn"], tuple(d["player"] for d in saved["pending"]) or (saved["active"],)


async def rebuild_format_1(tx: Transaction) -> None:
    """Games saved before the revised R6.5 (state format 1) are replayed from their seed and
    log under the revised rule. The old logs stay legal (every offer was answered before
    anyone else acted); a game that waited for a sale answer moves on to its next player,
    with the offer still open, and that player's clock starts now (not when the table began
    waiting for the holder). Each game in play gets news, so a fresh turn message (with the
    buttons of this version) goes out once."""
    now = time.time()
    for game in await tx.fetch("SELECT id, seats, seed, state, updated, status, waiting_since, reminded_at "
                               "FROM games WHERE state != ''"):
        old = json.loads(game["state"])
        if old.get("format") != 1:
            continue
        seats: list[dict[str, Any]] = json.loads(game["seats"])
        records = await tx.fetch("SELECT seat, action FROM actions WHERE game_id = ? ORDER BY seq", (game["id"],))
        log = [(r["seat"], action_from_dict(json.loads(r["action"]))) for r in records]
        state = replay([s["name"] for s in seats], game["seed"], log, board_by_id(old["board"]))
        clocks, due = resumed_clocks(state, seats, game["updated"])
        moved = waited_for(old) != waited_for(state_to_dict(state))
        waiting = (now, 0.0) if moved else (game["waiting_since"], game["reminded_at"])
        await tx.execute("UPDATE games SET state = ?, offer_clocks = ?, computer_due = ?, waiting_since = ?, "
                         "reminded_at = ? WHERE id = ?",
                         (state_to_json(state), json.dumps(clocks), due, *waiting, game["id"]))
        if game["status"] == "playing":
            await tx.execute("INSERT INTO news (game_id, seq, events, key, at) VALUES (?, 1, '[]', ?, ?)",
                             (game["id"], announce_key(state), game["updated"]))


# Several bot processes on one database: a lease per game and kind of scheduler work (the
# clock's pass, a computer step), so that each deadline and each computer move is handled by
# one process; a lease of a process that died runs out by itself.
LEASES = """
    CREATE TABLE leases (
        game_id INTEGER NOT NULL REFERENCES games(id),
        work TEXT NOT NULL,
        owner TEXT NOT NULL,
        expires REAL NOT NULL,
        PRIMARY KEY (game_id, work)
    );
"""


async def fill_settings(tx: Transaction) -> None:
    """Every stored game (lobbies and finished games too) gets the settings added since it
    was saved (``sales``, ``language``) at their defaults, so the column says what applies."""
    for game in await tx.fetch("SELECT id, settings FROM games"):
        stored = json.loads(game["settings"])
        if with_defaults(stored) != stored:
            await tx.execute("UPDATE games SET settings = ? WHERE id = ?",
                             (json.dumps(with_defaults(stored)), game["id"]))


# The host's /pause and a lost channel are separate reasons for a stopped clock (a channel
# coming back must not undo the host's pause): ``host_paused`` holds the host's, and
# ``pause_reason`` only the channel's. ``announcing`` names the turn message whose send was
# begun and not confirmed (and ``announcing_news`` the news it covers), so that a retry first
# looks for it in the channel.
PAUSES_AND_SENDS = """
    ALTER TABLE games ADD COLUMN host_paused INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE games ADD COLUMN announcing TEXT NOT NULL DEFAULT '';
    ALTER TABLE games ADD COLUMN announcing_news INTEGER NOT NULL DEFAULT 0;
    UPDATE games SET host_paused = 1, pause_reason = '' WHERE pause_reason = 'host';
"""


MIGRATIONS: list[Migration] = [GAMES_AND_LOG, INDEXES, OUTBOX_AND_CLOCKS, rebuild_format_1, LEASES, fill_settings,
                             PAUSES_AND_SENDS]
