"""Reading an SQLite file in WAL mode from a folder this user cannot write: a read-only volume,
a root-owned folder mounted into another container. SQLite reads a WAL file only through its
-wal and -shm files, and makes them beside it when they are not there, which such a folder
refuses (https://www.sqlite.org/wal.html#readonly). So a reader opens the file ``mode=ro``,
which works whenever the -wal and -shm files are there already: a bot has the file open
(elsewhere, with the volume writable), and SQLite keeps the reader in step with its writes.

When they are not there, no process has the file open: SQLite's WAL writer keeps its -wal file
from its first open to its last close. Then the only way to read is ``immutable=1``, which
takes no lock and trusts that nothing writes the file; a bot that opened it during the read
could change pages under it, unseen. A command that reads for seconds (``Access.READ_ONCE``)
takes it, and checks at its end that the file is as it found it (same inode, size and
modification time, still no -wal file), else refuses what it read. ``web`` reads for hours, so
it refuses instead: it could never notice a bot that started later."""

from __future__ import annotations

import os
import sqlite3
from dataclasses import dataclass
from pathlib import Path

import aiosqlite

from bot.store.access import Access
from bot.store.errors import Unreachable
from bot.store.sqlite_errors import damage_at


@dataclass(frozen=True)
class Untouched:
    """The file as an immutable read found it: what changes if any process writes it."""

    inode: int
    size: int
    modified: int

    @classmethod
    def of(cls, address: str) -> Untouched | None:
        """The file's marks, or None while a -wal file beside it says a process has it open
        (beside the file itself: SQLite keeps its -wal by the target of a link)."""
        real = Path(address).resolve()
        if Path(f"{real}-wal").exists():
            return None
        stat = os.stat(real)
        return cls(stat.st_ino, stat.st_size, stat.st_mtime_ns)

    def check(self, address: str) -> None:
        """Raise Unreachable if the file was written (or opened for writing) since it was read."""
        if Untouched.of(address) != self:
            raise Unreachable(f"The database {address} changed while it was read (a bot opened it): run the "
                              "command again.")


async def _opened(uri: str) -> aiosqlite.Connection:
    """A connection to ``uri`` that has read the schema: SQLite opens lazily, so a file it
    cannot read fails here, with the connection closed, not at the command's first query."""
    db = await aiosqlite.connect(uri, uri=True, isolation_level=None)
    try:
        await db.execute("SELECT COUNT(*) FROM sqlite_master")
    except BaseException:
        await db.close()
        raise
    return db


async def read_only(address: str, access: Access) -> tuple[aiosqlite.Connection, Untouched | None]:
    """The file opened to read, and its marks when it was opened ``immutable`` (to be checked
    when the reading is done); Unreachable, in a sentence, when it cannot be read from here.
    A read-once command reads a file no process has open as it is, even where it could make
    the -wal and -shm files: made by this user and left behind (a reader cannot remove them),
    they would refuse the file's own user, the bot's, its writes."""
    uri = Path(address).resolve().as_uri()
    untouched = Untouched.of(address)
    if untouched is not None and access is Access.READ_ONCE:
        return await _immutable(uri, address), untouched
    try:
        return await _opened(f"{uri}?mode=ro"), None
    except sqlite3.Error as err:
        said = f"{err}"
    if untouched is None:
        raise Unreachable(f"Cannot read the SQLite file {address} ({said}): give this user read access to it and "
                          "to its -wal and -shm files.")
    raise Unreachable(f"Cannot serve {address} from a folder this user cannot write while no bot has it open "
                      "(SQLite needs to make its -shm file beside it, and pages that read it as it is would "
                      "miss a bot that opened it later): copy the file to a folder this user may write and "
                      "give --db the copy, or make the folder writable.")


async def _immutable(uri: str, address: str) -> aiosqlite.Connection:
    """The file read as it is: no lock, no -wal or -shm file made (``Untouched`` checks after)."""
    try:
        return await _opened(f"{uri}?mode=ro&immutable=1")
    except sqlite3.Error as err:
        raise damage_at(address, err) or Unreachable(f"{address} is not a usable SQLite file: {err}.") from None
