"""Durable state behind one interface, ``Store``, with two backends chosen by the address:
an SQLite file (the embedded default) or a PostgreSQL database (several bot processes).
``Store.open(address, game)`` opens either, migrated to this bot's schema version, keeping the
games of ``game`` (it knows the game only through ``bot.games.interface``)."""

from bot.store.errors import (
           BadAddress,
           ChannelBusy,
           MigrationFailed,
           NewerDatabase,
           ReadOnly,
           StaleVersion,
           StoreError,
)
from bot.store.migrations import MIGRATIONS, MigrationReport
from bot.store.postgres import PostgresStore
from bot.store.row_values import ChannelPause, GameStatus, OfferKey, StandIn, UserId
from bot.store.rows import (
           COMPUTER,
           FORMER,
           HUMAN,
           STOOD_IN,
           GameRow,
           LogEntry,
           OpenGames,
           Prefs,
           Seat,
           game_status,
           seat_from_json,
           seat_to_json,
           status_text,
)
from bot.store.sqlite import SqliteStore
from bot.store.store import Store
from bot.store.transaction import Transaction

__all__ = [
           "COMPUTER",
           "FORMER",
           "HUMAN",
           "MIGRATIONS",
           "STOOD_IN",
           "BadAddress",
           "ChannelBusy",
           "ChannelPause",
           "GameRow",
           "GameStatus",
           "LogEntry",
           "MigrationFailed",
           "MigrationReport",
           "NewerDatabase",
           "OfferKey",
           "OpenGames",
           "PostgresStore",
           "Prefs",
           "ReadOnly",
           "Seat",
           "SqliteStore",
           "StaleVersion",
           "StandIn",
           "Store",
           "StoreError",
           "Transaction",
           "UserId",
           "game_status",
           "seat_from_json",
           "seat_to_json",
           "status_text",
]
