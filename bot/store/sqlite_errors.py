"""What an sqlite3 error says, read once: SQLite's primary result code (an extended code's low
byte: SQLITE_READONLY_DIRECTORY is SQLITE_READONLY), which the store's sentences and the
backup's advice both go by, rather than the text of the message."""

from __future__ import annotations

import sqlite3

from bot.store.errors import Damaged

DAMAGED = (sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB)  # the file's pages are not a database


def sqlite_code(err: BaseException) -> int | None:
    """The primary result code of an sqlite3 error; None for any other error."""
    code = getattr(err, "sqlite_errorcode", None) if isinstance(err, sqlite3.Error) else None
    return None if code is None else int(code) & 0xFF


def not_a_database(address: str, err: BaseException) -> str:
    """SQLITE_NOTADB's sentence start, alike everywhere: a wrong file named is as likely as damage, and damage's advice
    (restore over it) would destroy that file; the caller's advice follows "if it does, "."""
    return (f"{address} is not a database, or is damaged ({err}): check that --db or SAMARKAND_DB names the bot's "
            "database file; if it does, ")


def is_damaged(err: BaseException) -> bool:
    """Whether SQLite found the file damaged, as opposed to unable to write, open or find it."""
    return sqlite_code(err) in DAMAGED


def damage_at(address: str, err: Exception) -> Damaged | None:
    """SQLite's own word that the file is damaged (a malformed page, no database where its
    header said one): a sentence that says so and what mends it, for the command line and the
    log, in place of a traceback that a restart policy would repeat forever."""
    if not is_damaged(err):
        return None
    if sqlite_code(err) == sqlite3.SQLITE_NOTADB:  # no database at all: as likely the wrong file named
        return Damaged(f"{not_a_database(address, err)}{MEND}")
    return damaged_file(address, f"{err}")


MEND = ("restore the latest backup, its -wal and -shm files moved aside with it (docs/operating.md#restoring-a-"
        "backup), or let sqlite3's .recover save what it can into a new file.")


def damaged_file(address: str, said: str) -> Damaged:
    """The sentence for a file whose pages are damaged, ``said`` being what SQLite found."""
    return Damaged(f"The database {address} is damaged ({said}): {MEND}")
