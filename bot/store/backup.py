"""``python -m bot backup FILE``: a consistent copy of the SQLite file while the bot runs
(SQLite's online backup API copies page by page, and starts again if a write lands
meanwhile). A PostgreSQL database is backed up with PostgreSQL's own pg_dump."""

from __future__ import annotations

import sqlite3
from contextlib import closing
from pathlib import Path

from bot.store.address import is_postgres, shown, without_password
from bot.store.errors import BadAddress, StoreError, Unreachable

PAGES_PER_STEP = 1024  # the bot's writes wait at most one step's copy


def backup(address: str, target: Path) -> str:
    """Copy the database at ``address`` to ``target``; returns what was done, in a sentence."""
    if is_postgres(address):
        raise StoreError(pg_dump_instructions(address, target))
    source = Path(address)
    if not source.is_file():
        raise BadAddress(f"There is no database file {address} to back up.")  # the command said what named it
    if target.exists():
        raise BadAddress(f"{target} exists already: choose a new file name, so that no backup is overwritten.")
    with closing(opened(address)) as live:
        try:
            with closing(sqlite3.connect(target)) as copy:
                live.backup(copy, pages=PAGES_PER_STEP)
                (check,) = copy.execute("PRAGMA integrity_check").fetchone()
                games = copy.execute("SELECT COUNT(*) FROM games").fetchone()[0]
        except sqlite3.Error as err:
            if target.is_file():  # a partial copy; a folder that is no folder (or read-only) holds none
                target.unlink()
            raise Unreachable(f"Could not back up {address} to {target}: {err}. Give a new file in a folder that "
                              "exists and that you may write to.") from None
    counted = "1 game" if games == 1 else f"{games} games"
    return f"Backed up {address} ({counted}, integrity {check}) to {target} ({target.stat().st_size:,} bytes)."


def opened(address: str) -> sqlite3.Connection:
    """The database, proven one of this bot's that SQLite can read here, before the new file
    is made: a failure after this is the new file's (its folder, its disk), and is said so."""
    live = sqlite3.connect(address)
    try:
        live.execute("SELECT COUNT(*) FROM games").fetchone()
    except sqlite3.Error as err:
        live.close()
        raise Unreachable(f"Could not read {address} to back it up: {err}. Give this bot's database (python -m bot "
                          "migrate makes one), in a folder SQLite may write its -wal and -shm files to.") from None
    return live


def pg_dump_instructions(address: str, target: Path) -> str:
    url = without_password(address)
    return (f"{shown(address)} is a PostgreSQL database: back it up with PostgreSQL's pg_dump (the password "
            f"from PGPASSWORD or ~/.pgpass), while the bot runs:\n"
            f"  pg_dump --format=custom --file {target} '{url}'\n"
            f"and restore it into an empty database with:\n"
            f"  pg_restore --no-owner --dbname '{url}' {target}")
