"""Durable state behind one interface, ``Store``, with two backends chosen by the address:
an SQLite file (the embedded default) or a PostgreSQL database (several bot processes).
``Store.open(address)`` opens either, migrated to this bot's schema version."""

from bot.migrations import MIGRATIONS
from bot.store.errors import BadAddress, ChannelBusy, NewerDatabase, StaleVersion, StoreError, Unreachable
from bot.store.rows import GameRow, LogEntry, News
from bot.store.store import Store, Transaction

__all__ = ["MIGRATIONS", "BadAddress", "ChannelBusy", "GameRow", "LogEntry", "NewerDatabase", "News",
           "StaleVersion", "Store", "StoreError", "Transaction", "Unreachable"]
