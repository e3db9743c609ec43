"""``python -m bot backup FILE``, and the copy ``migrate`` makes beside the database before
changing it: a consistent copy of the SQLite file while the bot runs (SQLite's online backup
API copies page by page, and starts again if a write lands meanwhile). A PostgreSQL database
is backed up with PostgreSQL's own pg_dump.

The copy appears whole or not at all (``in_place``): a backup killed part-way, or stopped by a
full disk, must not leave a file under the backup's name that holds nothing yet refuses the
rerun ("exists already") and passes for a backup on the host. A failure says what to do by its
cause: the disk is full, the source is damaged, or the target's folder cannot take the file."""

from __future__ import annotations

import errno
import glob
import os
import secrets
import shutil
import sqlite3
import time
from collections.abc import Iterator
from contextlib import closing, contextmanager, suppress
from pathlib import Path

from bot.store.address import is_postgres, shown, without_password
from bot.store.copies import remove_with_sides, side_file_refusal
from bot.store.errors import BadAddress, StoreError, Unreachable
from bot.store.sqlite_errors import is_damaged, not_a_database, sqlite_code
from bot.store.sqlite_reading import Untouched

PAGES_PER_STEP = 1024  # the bot's writes wait at most one step's copy
STALE_SECONDS = 3600.0  # a temporary copy unwritten this long was left by a process killed while writing it


class DamagedCopy(sqlite3.DatabaseError):
    """The copy's integrity check found faults (which the page-by-page copy carried over)."""


@contextmanager
def in_place(target: Path) -> Iterator[Path]:
    """The temporary path to write; renamed to ``target`` when the block ends normally, removed
    when it raises (and the error raised on). Here, in the store, because the migration's own
    copy needs it as much as ``export --out`` and ``copy`` do (``bot.ops.whole_file``)."""
    sweep_stale(target)
    temporary = target.with_name(f".{target.name}.{secrets.token_hex(4)}.partial")  # beside it: the same disk
    try:
        yield temporary
        os.replace(temporary, target)
    except BaseException:
        remove_with_sides(temporary)
        raise


def sweep_stale(target: Path) -> None:
    """Remove the temporary copies of ``target`` that a process killed while writing them left
    (kill -9 runs no cleanup): hidden files nothing else would ever remove. One written within
    the hour may be another process's copy under way, and stays."""
    for left in target.parent.glob(f".{glob.escape(target.name)}.*.partial"):
        with suppress(OSError):  # gone meanwhile, or not ours to remove: it only takes space
            if time.time() - left.stat().st_mtime > STALE_SECONDS:
                remove_with_sides(left)


def no_room(err: OSError) -> bool:
    """Whether the write failed for want of space (a full disk, or a quota)."""
    return err.errno in (errno.ENOSPC, errno.EDQUOT)


def backup(address: str, target: Path, named: bool = True) -> str:
    """Copy the database at ``address`` to ``target``; returns what was done, in a sentence.
    ``named``: the operator chose ``target`` (``backup FILE``); the migration's copy beside the
    database is not theirs, so its failures never ask them for another file."""
    if is_postgres(address):
        raise StoreError(pg_dump_instructions(address, target))
    source = Path(address)
    if not source.is_file():
        raise BadAddress(f"There is no database file {address} to back up.")  # the command said what named it
    if target.exists():
        raise BadAddress(f"{target} exists already: choose a new file name, so that no backup is overwritten.")
    if refused := side_file_refusal(address, target):
        raise BadAddress(refused)
    untouched = Untouched.of(address)  # no -wal file: no process has it open
    with closing(opened(address)) as live:
        size = database_size(live)
        try:
            if not target.parent.is_dir():  # before the temporary: its removal would fail there too
                raise FileNotFoundError(errno.ENOENT, f"{target.parent} is a file, not a folder"
                                        if target.parent.exists() else f"there is no folder {target.parent}")
            with in_place(target) as partial:
                check, games = copied(live, partial)
                if untouched is not None:
                    untouched.check(address)
        except StoreError:
            raise
        except (sqlite3.Error, OSError) as err:
            raise Unreachable(failure(live, address, target, err, size, named)) from None
    counted = "1 game" if games == 1 else f"{games} games"
    return f"Backed up {address} ({counted}, integrity {check}) to {target} ({target.stat().st_size:,} bytes)."


def copied(live: sqlite3.Connection, partial: Path) -> tuple[str, int]:
    """Copy ``live`` into ``partial`` and prove the copy this bot's database, whole: its
    integrity check, and its games table. Flushed to the disk before it is renamed, so that a
    crash of the host cannot leave the backup's name on pages never written. Returns the
    check's verdict and the number of games."""
    with closing(sqlite3.connect(partial)) as copy:
        live.backup(copy, pages=PAGES_PER_STEP)
        faults = [row[0] for row in copy.execute("PRAGMA integrity_check(5)")]
        if faults != ["ok"]:
            raise DamagedCopy("; ".join(faults))
        games = int(copy.execute("SELECT COUNT(*) FROM games").fetchone()[0])
    with partial.open("rb") as file:
        os.fsync(file.fileno())
    return "ok", games


def opened(address: str) -> sqlite3.Connection:
    """The database, proven one of this bot's that SQLite can read here, before the new file
    is made: a failure after this is the new file's (its folder, its disk), and is said so.
    A file no process has open (no -wal file) is read as it is, with no -wal and -shm files
    made beside it: with the bot stopped its disk may be full, or its folder not this user's to
    write, which is when an operator copies it (``backup`` checks afterwards that nothing wrote it)."""
    live = (sqlite3.connect(f"{Path(address).resolve().as_uri()}?immutable=1", uri=True)
            if Untouched.of(address) is not None else sqlite3.connect(address))
    try:
        live.execute("SELECT COUNT(*) FROM games").fetchone()
    except sqlite3.Error as err:
        live.close()
        if sqlite_code(err) == sqlite3.SQLITE_NOTADB:  # no database at all: as likely the wrong file named
            raise Unreachable(f"Could not read {address} to back it up: {not_a_database(address, err)}"
                              f"{damaged_advice(address)}") from None
        if damaged(err):
            raise Unreachable(f"Could not read {address} to back it up: {err}. {damaged_advice(address)}") from None
        raise Unreachable(f"Could not read {address} to back it up: {err}. Give this bot's database (python -m bot "
                          "migrate makes one), in a folder SQLite may write its -wal and -shm files to.") from None
    return live


def damaged(err: BaseException) -> bool:
    """Whether SQLite found the pages damaged (SQLITE_CORRUPT, NOTADB), not unable to write, open or find them."""
    return isinstance(err, DamagedCopy) or is_damaged(err)


def damaged_advice(address: str) -> str:
    return (f"{address} itself is damaged, so no copy of it can be trusted, and another file name would not help: "
            "restore it from an earlier backup (stop the bot, move the file and its -wal and -shm files aside, copy "
            "the backup to its name: docs/operating.md#restoring-a-backup), and keep the damaged file aside.")


def database_size(live: sqlite3.Connection) -> int:
    """The bytes the copy will take: the database's pages, the -wal's committed ones included."""
    (pages,) = live.execute("PRAGMA page_count").fetchone()
    (page_size,) = live.execute("PRAGMA page_size").fetchone()
    return int(pages) * int(page_size)


def full(err: BaseException, folder: Path, size: int) -> bool:
    """Whether the copy failed for want of space: SQLITE_FULL, ENOSPC or EDQUOT, or (SQLite may
    call ENOSPC "disk I/O error") less room left in ``folder`` than the database takes."""
    if isinstance(err, OSError) and no_room(err):
        return True
    if sqlite_code(err) == sqlite3.SQLITE_FULL or (isinstance(err, sqlite3.Error) and "disk is full" in str(err)):
        return True
    try:
        return shutil.disk_usage(folder).free < size
    except OSError:
        return False


def failure(live: sqlite3.Connection, address: str, target: Path, err: BaseException, size: int,
            named: bool) -> str:
    """The sentence for a copy that failed, with the advice its cause calls for; nothing is
    left at ``target`` (``in_place`` removed the temporary)."""
    said = f"{err.strerror or err}" if isinstance(err, OSError) else f"{err}"
    if named:
        head = f"Could not back up {address} to {target}: {said}."
    else:
        head = (f"Could not copy {address} to {target} before migrating it: {said}. The database was not changed, "
                "and no copy was left.")
    if damaged(err):
        if source_damaged(live):
            return f"{head} {damaged_advice(address)}"
        return (f"{head} {address} reads whole, so the copy was damaged on its way to the disk: check the disk of "
                f"{target.parent}" + (", or give a file on another disk." if named else "."))
    folder = target.parent
    if full(err, folder, size):
        room = f"the copy needs about {mib(size)}"
        with suppress(OSError):  # the folder's disk may be gone altogether
            room += f", and {mib(shutil.disk_usage(folder).free)} are free there"
        where = ", or give a file on another disk" if named else ""
        return f"{head} The disk of {folder} is full: free some space on it ({room}){where}."
    if named:
        return f"{head} Give a new file in a folder that exists and that you may write to."
    return (f"{head} Let the user running the bot write to {folder} (migrate copies the database there before "
            "changing it), then migrate again.")


def source_damaged(live: sqlite3.Connection) -> bool:
    """Whether the source itself fails SQLite's quick check: asked only after a copy was found
    damaged, to blame the source or the copy's disk."""
    try:
        return [row[0] for row in live.execute("PRAGMA quick_check(1)")] != ["ok"]
    except sqlite3.DatabaseError as err:
        return damaged(err)


def mib(size: int) -> str:
    return f"{size / (1 << 20):,.1f} MB"


def pg_dump_instructions(address: str, target: Path) -> str:
    url = without_password(address)
    return (f"{shown(address)} is a PostgreSQL database: back it up with PostgreSQL's pg_dump (the password "
            f"from PGPASSWORD or ~/.pgpass), while the bot runs:\n"
            f"  pg_dump --format=custom --file {target} '{url}'\n"
            f"and restore it into a new, empty database (not this live one), then point SAMARKAND_DB at it:\n"
            f"  pg_restore --no-owner --dbname '<the new database's URL>' {target}")
