"""The database's schema versions, in order, one list for both backends: an SQL script (in
SQLite's words; PostgreSQL gets the same with its own column types, see
``bot.store.postgres.postgres_ddl``), or a step in Python for what SQL cannot do (rebuilding
saved games under their own rules, the game's ``carry_over_states``). A step in Python is given
the game the store keeps (``bot.games.interface.Game``). ``migrate`` runs every version a
database lacks in one transaction: a failure leaves it at the version it had. Version N is
``MIGRATIONS[N - 1]``; an SQLite file records its version in ``user_version``, a PostgreSQL
database in the table ``samarkand_schema``."""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from bot.games.interface import Game
from bot.store.balance import balance_from_the_start, seats_by_rule
from bot.store.clocks import BEAT
from bot.store.finished import GAMES_ENDED
from bot.store.ratings import JUDGED_DDL, charted_from_the_start, rated_from_the_start
from bot.store.reviews import REVIEWS
from bot.store.row_values import GameStatus
from bot.store.settings import table_settings, with_defaults
from bot.store.transaction import Transaction
from bot.store.untold_offers import UNTOLD

Migration = str | Callable[[Transaction, Game], Awaitable[None]]

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
    UPDATE games SET pause_reason = 'host' WHERE paused_at > 0;
"""


async def rebuilt_in_version_9(tx: Transaction, game: Game) -> None:
    """Version 4 once rebuilt format-1 games under the revised R6.5 and stopped at the first whose log no longer
    replayed; version 9 rebuilds them under their own rulings. The number stays, so later versions keep theirs."""


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


async def fill_settings(tx: Transaction, game: Game) -> None:
    """Every stored game (lobbies and finished games too) gets the settings added since it
    was saved (``sales``, ``language``) at their defaults, so the column says what applies: the
    defaults of the game the store keeps (its ``table_settings``; Samarkand's databases are
    the ones this migration ever met)."""
    table = table_settings(game)
    for record in await tx.fetch("SELECT id, settings FROM games"):
        stored = json.loads(record["settings"])
        if (filled := with_defaults(stored, table)) != stored:
            await tx.execute("UPDATE games SET settings = ? WHERE id = ?", (json.dumps(filled), record["id"]))


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


# A game that cannot be carried over is set aside as it was (status 'kept'): its state, log
# and result untouched, ``kept_status`` the status it had, ``kept_reason`` why (in the
# migration's report and the note to its channel), ``kept_told`` once its channel was told.
# A host's pause that an earlier migration lost (the clock stopped with no reason given) is
# the host's again.
KEPT_GAMES = """
    ALTER TABLE games ADD COLUMN kept_status TEXT NOT NULL DEFAULT '';
    ALTER TABLE games ADD COLUMN kept_reason TEXT NOT NULL DEFAULT '';
    ALTER TABLE games ADD COLUMN kept_told INTEGER NOT NULL DEFAULT 0;
    UPDATE games SET host_paused = 1 WHERE paused_at > 0 AND host_paused = 0 AND pause_reason = '';
"""


async def rebuild_under_own_rules(tx: Transaction, game: Game) -> None:
    """Schema version 9: every game's state in its present layout, under the rules it began under (docs/upgrades.md),
    or set aside as it was (``kept``). Only the game reads its states: this is its upgrade."""
    await game.carry_over_states(tx)


async def log_as_text(tx: Transaction, game: Game) -> None:
    """The action log in the actions' short text (``m3``, ``e3.45.46``), the one form the
    panel's buttons, typed input and the log share; a game set aside keeps its log as it was."""
    for record in await tx.fetch("SELECT a.game_id, a.seq, a.action FROM actions a JOIN games g ON g.id = a.game_id "
                                 "WHERE g.status != 'kept'"):
        text = game.action_to_text(game.action_from_dict(json.loads(record["action"])))
        await tx.execute("UPDATE actions SET action = ? WHERE game_id = ? AND seq = ?",
                         (text, record["game_id"], record["seq"]))


# The spans of real time in which a game's clocks stood still (the host's pause, a lost
# channel, the bot's downtime, Discord's outages), as JSON ``[[from, to], ...]``: counted
# together with each player's vacations, merged, so that no moment is subtracted twice. Until
# this version a pause or an outage moved the clocks' starts forward instead; those stay moved.
# A pass reads only what is due: ``due_at``, the earliest moment the clock's pass may have
# something to do for the game (0: not known yet, so the next pass looks); ``newest_news``, the
# latest news entry's number, and ``news_waiting``, 1 while some of it is not announced, so
# that an index finds the games with news to announce, as another finds those a computer
# must move in.
CLOCKS_AS_SPANS = """
    ALTER TABLE games ADD COLUMN stopped TEXT NOT NULL DEFAULT '[]';
    ALTER TABLE games ADD COLUMN due_at DOUBLE PRECISION NOT NULL DEFAULT 0;
    ALTER TABLE games ADD COLUMN newest_news INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE games ADD COLUMN news_waiting INTEGER NOT NULL DEFAULT 0;
    UPDATE games SET newest_news = COALESCE((SELECT MAX(seq) FROM news WHERE news.game_id = games.id), 0);
    UPDATE games SET news_waiting = 1 WHERE newest_news > announced_news;
    CREATE INDEX games_by_due ON games(status, due_at);
    CREATE INDEX games_with_news ON games(news_waiting, status);
    CREATE INDEX games_computer_due ON games(computer_due, status);
"""


# The host's limits count a server's open games, and those one member hosts, at every /new:
# an index on (server, status, host) answers both from the index alone. It replaces
# ``games_by_guild`` (server, status), its prefix.
OPEN_GAMES_BY_HOST = """
    DROP INDEX games_by_guild;
    CREATE INDEX games_open_by_host ON games(guild_id, status, host_id);
"""


# The newest moment a database shows the bot that wrote it at work: a game saved, a move, a
# turn's clock started, a reminder, a pause, news written. Asked once every version is applied,
# so that every table is there, whichever version the database had.
LAST_WRITE = """
    SELECT MAX(at) FROM (
        SELECT MAX(updated) AS at FROM games UNION ALL SELECT MAX(waiting_since) FROM games
        UNION ALL SELECT MAX(reminded_at) FROM games UNION ALL SELECT MAX(paused_at) FROM games
        UNION ALL SELECT MAX(at) FROM actions UNION ALL SELECT MAX(at) FROM news
    ) AS written
"""


async def beat_at_the_last_write(tx: Transaction) -> None:
    """The heartbeat a release kept none of: its last write, the newest moment the old bot provably ran. Without it
    the first start would charge all the downtime to every waiting player; with it ``catch_up`` stops the clocks
    from then. Run after every migration, so any earlier version gets it and a kept heartbeat stays."""
    if await tx.fetch("SELECT 1 FROM meta WHERE key = 'heartbeat'"):
        return
    [(written,)] = await tx.fetch(LAST_WRITE)
    if written is not None:
        await tx.execute(BEAT, (repr(float(written)),))


@dataclass(frozen=True)
class KeptGame:
    """A game a migration could not carry over and set aside exactly as it was."""

    game_id: int
    channel_id: str
    language: str  # the game's, for the note to its channel
    status: GameStatus  # the one it had: playing, over, aborted
    reason: str


@dataclass(frozen=True)
class MigrationReport:
    """What ``migrate`` did: from which version to which, the copy it made first (an SQLite
    file's path, else ""), and the games it set aside."""

    before: int
    after: int
    copy: str = ""
    kept: tuple[KeptGame, ...] = ()

    @property
    def applied(self) -> list[int]:
        return list(range(self.before + 1, self.after + 1))


MIGRATIONS: list[Migration] = [GAMES_AND_LOG, INDEXES, OUTBOX_AND_CLOCKS, rebuilt_in_version_9, LEASES, fill_settings,
                             PAUSES_AND_SENDS, KEPT_GAMES, rebuild_under_own_rules, log_as_text, CLOCKS_AS_SPANS,
                             OPEN_GAMES_BY_HOST, rated_from_the_start, GAMES_ENDED, balance_from_the_start,
                             charted_from_the_start, JUDGED_DDL, seats_by_rule, REVIEWS, UNTOLD]
KEEPS_GAMES = MIGRATIONS.index(rebuild_under_own_rules) + 1  # the version that may set games aside
