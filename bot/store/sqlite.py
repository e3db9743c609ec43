"""The embedded default: one SQLite file in WAL mode, one aiosqlite connection per process.
The schema's version is SQLite's ``user_version``."""

from __future__ import annotations

import asyncio
import os
import shutil
import sqlite3
import time
from collections.abc import Awaitable, Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

import aiosqlite

from bot.games.interface import Game
from bot.store.access import Access
from bot.store.backup import backup
from bot.store.connection import T, tried_a_write
from bot.store.copies import copy_path
from bot.store.errors import Busy, Damaged, Foreign, Moved, ReadOnly, Unreachable
from bot.store.sqlite_errors import damage_at, damaged_file, sqlite_code
from bot.store.sqlite_files import refused_by_flag, still_saving
from bot.store.sqlite_reading import Untouched, read_only
from bot.store.store import Store
from bot.store.transaction import Transaction


class SqliteTransaction:
    """Statements on the one connection, inside the transaction its store opened."""

    def __init__(self, db: aiosqlite.Connection) -> None:
        self.db = db

    async def fetch(self, sql: str, parameters: Sequence[Any] = ()) -> list[Any]:
        async with self.db.execute(sql, parameters) as cursor:
            return list(await cursor.fetchall())

    async def execute(self, sql: str, parameters: Sequence[Any] = ()) -> int:
        async with self.db.execute(sql, parameters) as cursor:
            return cursor.rowcount

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        await self.db.executemany(sql, list(rows))

    async def script(self, ddl: str) -> None:
        for statement in filter(str.strip, ddl.split(";")):
            await self.db.execute(statement)


def file_identity(address: str) -> tuple[int, int] | None:
    """The device and inode of the file at ``address`` (None: no file there, or no file at all,
    as SQLite's ``:memory:``)."""
    try:
        found = os.stat(address)
    except OSError:
        return None
    return found.st_dev, found.st_ino


def _try_to_open(address: str) -> None:
    """Open and close with sqlite3 first: a path that can't open fails here, not in aiosqlite's thread, which would
    outlive the loop and print "Event loop is closed" after the sentence."""
    sqlite3.connect(address).close()


def _may_write(address: str) -> bool:
    """Whether this user may write the file (or create it) and its folder, home of -wal and -shm: a read-only volume
    or a root-owned file fails write-ahead mode, and that is what to say, not "unusable"."""
    path = Path(address)
    return os.access(path.parent, os.W_OK) and (not path.exists() or os.access(path, os.W_OK))


def _no_file_there(address: str) -> str | None:
    """Why a file cannot be at ``address``, and what to do, where SQLite says only "unable to open
    database file": its folder is missing. It names what gave the address: SAMARKAND_DB (from
    the environment or the .env file, which the settings put there) when it holds this
    address, else --db. An address naming a folder keeps SQLite's words, which say so."""
    path = Path(address)
    source = "SAMARKAND_DB" if os.environ.get("SAMARKAND_DB") == address else "--db"
    if path.is_dir() or path.parent.is_dir():
        return None
    missing = f"{path.parent} is a file, not a folder" if path.parent.exists() else f"there is no folder {path.parent}"
    return f"{missing}. Make the folder, or name a file in a folder that exists in {source}"


WAL_TRIES = 100  # a twentieth of a second apart: five seconds, as the busy timeout


async def _foreign(db: aiosqlite.Connection, address: str) -> Foreign | None:
    """A file at schema version 0 that holds tables is no new database of the bot's: another
    program's, named by mistake (which ``migrate`` wrote the bot's schema into), or the bot's
    tables copied without their version (sqlite3's .dump leaves it out). Read before anything
    is written."""
    async with db.execute("PRAGMA user_version") as found:
        version = await found.fetchone()
    if version is None or version[0]:
        return None
    tables = sorted(str(row[0]) for row in await db.execute_fetchall(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"))
    if not tables:
        return None
    if "games" in tables:
        return Foreign(f"{address} holds the bot's tables but no schema version (sqlite3's .dump leaves it out), so "
                       "the bot left it as it was: copy the database with python -m bot backup instead, or give the "
                       "file it was copied from.")
    listed = ", ".join(tables[:5]) + (", …" if len(tables) > 5 else "")
    return Foreign(f"{address} holds another program's tables ({listed}) and none of the bot's, so the bot left it "
                   "as it was: give the bot's database, or a new file's name for a new one.")


async def _damage(db: aiosqlite.Connection, address: str) -> Damaged | None:
    """The sentence for a damaged file, found by SQLite's ``quick_check`` when a command opens it
    to write (the bot's start, ``migrate``, ``play``): a damaged page that no statement of the
    start reads (a leaf of the action log, say) would otherwise pass, the bot run and fail at
    every pass, and ``play`` add games to the file. It reads every page once (well under a
    second for a large database), so only at the open, never per pass. An error that is no
    damage (a lock) is left to the statements that follow, which say it as they always have."""
    try:
        found = await db.execute_fetchall("PRAGMA quick_check(1)")
    except sqlite3.Error as err:
        return damage_at(address, err)
    said = str(next(iter(found))[0]) if found else "ok"
    if said == "ok":
        return None
    # one line for the sentence: "*** in database main ***", which heads SQLite's report, says nothing here
    return damaged_file(address, "; ".join(line for line in said.splitlines() if not line.startswith("***")))


async def _into_wal(db: aiosqlite.Connection) -> None:
    """Switch a file to write-ahead logging. Two processes opening a new file at once (the bot
    and ``migrate``, say) both ask; the switch needs the file to itself and SQLite refuses it
    at once ("database is locked") rather than waiting its busy timeout, so it is asked again."""
    for attempt in range(WAL_TRIES):
        try:
            await db.execute("PRAGMA journal_mode=WAL")
            return
        except sqlite3.OperationalError as err:
            if "locked" not in str(err) or attempt == WAL_TRIES - 1:
                raise
            await asyncio.sleep(0.05)


class SqliteStore(Store, scheme="sqlite"):
    duplicate = (sqlite3.IntegrityError,)
    one_host = True  # a file: the processes that share it share its host

    WRITE_ACCESS = ("give the bot's user write access to the file, its -wal and -shm files and its folder "
                    "(in the Docker image, user 10001)")

    # Bytes free on the database's disk below which it counts as full: a turn's commit adds a few
    # pages to the -wal file, and the check's own row, rolled back, never reaches the disk, so it
    # would pass on a full disk where every commit fails ("database or disk is full").
    FULL_BELOW = 1 << 20

    journal: tuple[int, int] | None  # the identity of the -wal file (``journal_moved``)

    def refuses_writes(self, err: Exception) -> bool:
        """SQLITE_READONLY (any extended code: file, folder, volume) or SQLITE_FULL: no saving till the host acts."""
        return sqlite_code(err) in (sqlite3.SQLITE_READONLY, sqlite3.SQLITE_FULL)

    def busy(self, err: Exception) -> bool:
        """SQLITE_BUSY: another connection kept the lock past ``busy_timeout`` (5 s)."""
        return sqlite_code(err) == sqlite3.SQLITE_BUSY

    def unusable(self, err: Exception) -> bool:
        return isinstance(err, sqlite3.Error)

    def refusal(self, err: Exception) -> ReadOnly:
        if sqlite_code(err) == sqlite3.SQLITE_FULL:
            return self.disk_full(self.address, f"{err}")
        return super().refusal(err)

    @classmethod
    def refusal_at(cls, address: str, err: Exception) -> ReadOnly:
        """As every store's, but a file (or folder) made immutable is named, with ``chattr -i``:
        no write access the sentence would advise lifts it (the start refused for an immutable
        -shm, say)."""
        return refused_by_flag(address, f"{err}") or super().refusal_at(address, err)

    def write_problem(self, err: Exception) -> ReadOnly | Busy | None:
        """As every store's, and SQLITE_IOERR ("disk I/O error"): the disk failed a read or a
        write, as one the kernel remounted read-only does, or a file made immutable (its -wal
        under the running bot: every commit fails so), which is named where it is one. Not a
        refused write at the start, where /dev/null, say, answers so: that is no database the
        bot can use."""
        if sqlite_code(err) == sqlite3.SQLITE_IOERR:
            return refused_by_flag(self.address, f"{err}") or self.disk_failed(self.address, f"{err}")
        return super().write_problem(err)

    @staticmethod
    def disk_failed(address: str, said: str) -> ReadOnly:
        """The sentence for a database whose disk fails or was remounted read-only: which, and
        what to do (the file's rights are not the cause, so not "give write access"). A file
        made immutable, which SQLite says as "disk I/O error" too, is named by ``refused_by_flag``."""
        return ReadOnly(f"The database {address} cannot be written ({said}): its disk failed or is mounted read-only "
                        "(the kernel's log, dmesg, says why). Mend or remount it, then restart the bot.")

    @classmethod
    def read_only_disk(cls, address: str) -> ReadOnly | None:
        """That sentence when the database's filesystem is mounted read-only (``errors=remount-ro``
        after an error), said before the check's own write is tried: SQLite's error there names
        neither the mount nor what to do."""
        try:
            flags = os.statvfs(Path(address).resolve().parent).f_flag
        except OSError:  # no folder to ask (removed, a volume gone): the write check's own error says so
            return None
        return cls.disk_failed(address, "its filesystem is mounted read-only") if flags & os.ST_RDONLY else None

    @staticmethod
    def disk_full(address: str, said: str) -> ReadOnly:
        """The sentence for a database whose disk is full: which, and what to do."""
        return ReadOnly(f"The database {address} cannot be written ({said}): free some space on its disk, or move "
                        "it to a larger one (python -m bot backup NEW_FILE there, then name NEW_FILE in SAMARKAND_DB "
                        "or --db).")

    @classmethod
    def no_room(cls, address: str) -> ReadOnly | None:
        """The disk-full sentence when the database's disk has less than ``FULL_BELOW`` free."""
        free = shutil.disk_usage(Path(address).resolve().parent).free
        return cls.disk_full(address, f"its disk is full: {free // 1024:,} KB free") if free < cls.FULL_BELOW else None

    async def writable(self) -> None:
        """As every store's, the file at the address is still the one opened (``moved``), its
        disk is not mounted read-only (``read_only_disk``) nor fails the check ("disk I/O
        error", ``write_problem``), has room for a commit (``FULL_BELOW``), and none of its files
        was made immutable (``still_saving``: the commit went into the -wal, which no checkpoint
        can then write into the database file, and the next start is refused)."""
        if moved := await asyncio.to_thread(self.moved):  # first: a folder gone has no mount to ask
            raise moved
        if read_only := await asyncio.to_thread(self.read_only_disk, self.address):
            raise read_only
        await super().writable()
        if full := await asyncio.to_thread(self.no_room, self.address):
            raise full
        if not self.reading and (stuck := await asyncio.to_thread(still_saving, self.address)):
            raise stuck

    def moved(self) -> ReadOnly | None:
        """The sentence for the database file (``file_moved``) or its -wal (``journal_moved``)
        removed or replaced under the running bot."""
        return self.file_moved() or (None if self.reading else self.journal_moved())

    def file_moved(self) -> Moved | None:
        """The sentence for a file removed or replaced under the running bot (``rm``, a backup
        moved over it): SQLite goes on writing the file it opened, which every write still
        takes and which is gone at the restart, so the writes are as good as refused."""
        now = file_identity(self.address)
        if self.identity is None or now == self.identity:
            return None
        return Moved(f"The database {self.address} was {'removed' if now is None else 'replaced'} while the bot "
                     "had it open: what it saves goes to the file it opened, lost when it stops. Restart the bot "
                     "to open the file now there (a file removed by mistake can still be copied from "
                     "/proc/<the bot's pid>/fd/ before it stops).")

    def writing(self) -> bool:
        """A transaction or a change holds the one connection: every read waits until it ends (a
        write waiting for another process's lock waits out ``busy_timeout``, and the reads with it)."""
        return self._writing.locked()

    async def _in_transaction(self, body: Callable[[Transaction], Awaitable[T]]) -> T:
        tried_a_write()  # a file moved refuses it here, before the connection's own note
        await self._still_there()
        return await super()._in_transaction(body)

    async def _write(self, sql: str, parameters: Sequence[Any] = ()) -> int:
        tried_a_write()
        await self._still_there()
        return await super()._write(sql, parameters)

    async def _still_there(self) -> None:
        """Refuse a write to a file removed or replaced under the bot: taken, it would be told
        to the player as saved and be lost at the restart (a stat of the file, per write)."""
        if moved := await asyncio.to_thread(self.file_moved):
            raise moved

    def journal_moved(self) -> ReadOnly | None:
        """The sentence for a -wal file removed or replaced under the running bot: the commits
        since the last checkpoint are then only in the file the bot holds open, and a crash
        loses them (with a new database, every game). An orderly stop still writes them into
        the database. The -wal is made at the first write, so its identity is taken then."""
        now = file_identity(f"{self.address}-wal")
        if self.journal is None or now == self.journal:
            self.journal = self.journal or now
            return None
        return ReadOnly(f"The database {self.address}-wal, which holds its latest changes, was "
                        f"{'removed' if now is None else 'replaced'} while the bot had it open: a crash would lose "
                        "them. Stop the bot normally (SIGTERM, docker stop), which writes them into the database, "
                        "then start it again.")

    def __init__(self, address: str, game: Game, db: aiosqlite.Connection, reading: bool = False,
                 untouched: Untouched | None = None) -> None:
        super().__init__(address, game)
        self.db = db
        db.row_factory = aiosqlite.Row  # records read by name, as asyncpg's are
        self.reading = reading  # opened read-only: a transaction takes no write lock it could not have
        self.untouched = untouched  # read as immutable: checked unchanged when closed
        self.identity = file_identity(address)  # the file opened: ``moved`` compares the one at the address
        self.journal = file_identity(f"{address}-wal")  # once there: ``journal_moved``
        # One connection serves every game: writes (and so transactions) take turns, or one
        # game's BEGIN would land inside another's transaction.
        self._writing = asyncio.Lock()

    @classmethod
    async def connect(cls, address: str, game: Game, access: Access = Access.WRITE) -> SqliteStore:
        """As every backend's; a reader of a file in a folder this user may not write opens it
        read-only (``bot.store.sqlite_reading``), where opening it as the bot does would fail,
        and so does a command that reads once (``stats``, ``export``, ``review``) wherever it
        runs: it then needs no room on the disk for the -wal and -shm files (a full disk, with
        the bot stopped, is when an operator reads and copies), and leaves the file's journal
        mode as it was."""
        reading_once = access is Access.READ_ONCE
        if access is not Access.WRITE and Path(address).is_file() and (reading_once or not _may_write(address)):
            db, untouched = await read_only(address, access)
            if foreign := await _foreign(db, address):  # another program's file: said so, not "migrate it"
                await db.close()
                raise foreign
            return cls(address, game, db, reading=True, untouched=untouched)
        try:
            await asyncio.to_thread(_try_to_open, address)
            db = await aiosqlite.connect(address, isolation_level=None)
        except sqlite3.Error as err:
            if Path(address).parent.is_dir() and not _may_write(address):  # the mount first: no grant mends it
                raise (cls.read_only_disk(address) or cls.refusal_at(address, err)) from None
            raise Unreachable(f"Cannot open the SQLite file {address}: {_no_file_there(address) or err}.") from None
        try:
            await db.execute("PRAGMA busy_timeout=5000")
            if foreign := await _foreign(db, address):  # before the switch to WAL, which writes the file
                raise foreign
            await _into_wal(db)
            for pragma in ("synchronous=NORMAL", "foreign_keys=ON"):
                await db.execute(f"PRAGMA {pragma}")
            if damaged := await _damage(db, address):
                raise damaged
        except (Foreign, Damaged):
            await db.close()
            raise
        except sqlite3.Error as err:
            await db.close()
            if not _may_write(address):  # the -wal cannot be made: the mount first, as above
                raise (cls.read_only_disk(address) or cls.refusal_at(address, err)) from None
            raise (damage_at(address, err) or cls.no_room(address)
                   or Unreachable(f"{address} is not a usable SQLite file: {err}.")) from None
        return cls(address, game, db)

    def damaged(self, err: Exception) -> Damaged | None:
        return damage_at(self.address, err)

    async def _transaction(self, body: Callable[[Transaction], Awaitable[T]]) -> T:
        async with self._writing:
            await self.db.execute("BEGIN" if self.reading else "BEGIN IMMEDIATE")
            try:
                result = await body(SqliteTransaction(self.db))
            except BaseException:
                await self.db.execute("ROLLBACK")
                raise
            await self.db.execute("COMMIT")
            return result

    async def _read(self, sql: str, parameters: Sequence[Any]) -> list[Any]:
        return await SqliteTransaction(self.db).fetch(sql, parameters)

    async def _change(self, sql: str, parameters: Sequence[Any]) -> int:
        async with self._writing:
            return await SqliteTransaction(self.db).execute(sql, parameters)

    async def _disconnect(self) -> None:
        """Close; what an immutable read read is refused if a process wrote the file meanwhile."""
        await self.db.close()
        await self.read_as_it_is()

    async def read_as_it_is(self) -> None:
        """Once found unwritten, what was read stands: a write after it (``copy``'s source, once
        the copy is checked and about to commit) changes nothing the command made of it."""
        if self.untouched:
            await asyncio.to_thread(self.untouched.check, self.address)
            self.untouched = None

    async def _lock_schema(self, tx: Transaction) -> None:
        """Nothing to do: BEGIN IMMEDIATE already holds the file's write lock."""

    async def _copy_before_migrating(self, version: int) -> str:
        """The file as it is, copied beside it (``games.db.schema7-20261125-120000.bak``),
        unless it is new (version 0: nothing to lose)."""
        if version == 0 or not Path(self.address).is_file():
            return ""
        stamp = time.strftime("%Y%m%d-%H%M%S", time.gmtime())
        target = copy_path(self.address, version, stamp)
        for number in range(2, 100):
            if not target.exists():
                break
            target = copy_path(self.address, version, stamp, number)
        await asyncio.to_thread(backup, self.address, target, named=False)
        return str(target)

    async def _columns(self, tx: Transaction) -> list[Any]:
        return await tx.fetch("SELECT m.name, c.name FROM sqlite_master m, pragma_table_info(m.name) c "
                              "WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%' ORDER BY m.name, c.cid")

    async def follow_copied_ids(self, tx: Transaction) -> None:
        """Nothing to do: AUTOINCREMENT follows the largest id written, given or generated."""

    async def _version_in(self, tx: Transaction) -> int:
        (record,) = await tx.fetch("PRAGMA user_version")
        return int(record[0])

    async def _set_version(self, tx: Transaction, number: int) -> None:
        await tx.execute(f"PRAGMA user_version={int(number)}")
