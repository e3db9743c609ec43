"""Durable state behind one interface, ``Store``, with two backends chosen by the address:
an SQLite file (the embedded default) or a PostgreSQL database (several bot processes).
``Store.open(address, game)`` opens either, migrated to this bot's schema version, keeping the
games of ``game`` (it knows the game only through ``bot.games.interface``)."""

from bot.store.access import Access
from bot.store.errors import (
           BadAddress,
           Busy,
           ChannelBusy,
           ClockBehind,
           Damaged,
           MigrationFailed,
           Moved,
           NewerDatabase,
           OlderDatabase,
           ReadOnly,
           StaleVersion,
           StoreError,
           Unchangeable,
           Ungranted,
           Unreachable,
)
from bot.store.migrations import MIGRATIONS, KeptGame, MigrationReport
from bot.store.postgres import PostgresStore
from bot.store.registered_commands import Registered
from bot.store.row_values import (
           NOTHING_ANNOUNCED,
           OFFLINE_GUILD,
           AnnounceKey,
           By,
           ChannelId,
           ChannelPause,
           GameId,
           GameStatus,
           OfferKey,
           OutageNote,
           PublicStamp,
           StandIn,
           UserId,
)
from bot.store.rows import (
           ADVISED,
           COMPUTER,
           FORMER,
           HUMAN,
           STOOD_IN,
           GameRow,
           LogEntry,
           News,
           OpenGames,
           Prefs,
           Seat,
           computer_user,
           former_user,
           game_status,
           seat_from_json,
           seat_to_json,
           status_text,
)
from bot.store.sqlite import SqliteStore
from bot.store.store import Store
from bot.store.transaction import Transaction

__all__ = [
    "ADVISED", "COMPUTER", "FORMER", "HUMAN", "MIGRATIONS", "NOTHING_ANNOUNCED", "OFFLINE_GUILD", "STOOD_IN", "Access",
    "AnnounceKey", "BadAddress", "Busy", "By", "ChannelBusy", "ChannelId", "ChannelPause", "ClockBehind",
    "Damaged", "GameId", "GameRow", "GameStatus", "KeptGame", "LogEntry", "MigrationFailed", "MigrationReport", "Moved",
    "NewerDatabase", "News",
    "OfferKey", "OlderDatabase", "OpenGames", "OutageNote", "PostgresStore", "Prefs", "PublicStamp", "ReadOnly",
    "Registered",
    "Seat", "SqliteStore", "StaleVersion", "StandIn", "Store", "StoreError", "Transaction", "Unchangeable",
    "Ungranted", "Unreachable", "UserId",
    "computer_user", "former_user", "game_status", "seat_from_json", "seat_to_json", "status_text"
]
