"""The copies ``migrate`` makes of an SQLite file beside it before changing it
(``games.sqlite3.schema7-20261125-120000.bak``): named here, and found again when a person is
forgotten, to say which still hold them and to delete those with the operator's consent
(docs/privacy.md). A copy keeps the schema version it had, so it is read without this
release's schema."""

from __future__ import annotations

import glob
import re
import sqlite3
from contextlib import closing
from pathlib import Path

from bot.store.address import is_postgres
from bot.store.errors import StoreError

SUFFIX = re.compile(r"\.schema\d+-\d{8}-\d{6}(?:-\d+)?\.bak")
SIDE_FILES = ("-wal", "-shm", "-journal")  # what SQLite may leave beside a database file


def remove_with_sides(path: Path) -> None:
    """The file and what SQLite kept beside it, as far as they exist (asked first: a read-only
    volume refuses even the removal of a file that is not there, EROFS, which would hide the
    error this cleans up after)."""
    for name in (path, *(Path(f"{path}{side}") for side in SIDE_FILES)):
        if name.exists() or name.is_symlink():
            name.unlink()


def remove_if_empty(path: Path) -> bool:
    """Remove the SQLite file at ``path`` and its side files if no table of it holds a row,
    decided under an exclusive lock (so that no other process is writing it meanwhile); whether
    it was removed. A file with any row, one another process is writing, one that is no
    database, or one that cannot be removed is kept: removing what a run made must never remove
    what another filled in between (an ``import``, a second bot started on the same new name).
    A process that opened the empty file and has written nothing yet is not seen."""
    try:
        with closing(sqlite3.connect(path, timeout=1, isolation_level=None)) as db:
            db.execute("BEGIN EXCLUSIVE")
            tables = [name for (name,) in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
            if any(db.execute(f'SELECT 1 FROM "{name}" LIMIT 1').fetchone() for name in tables
                   if name != "sqlite_sequence"):
                return False
            remove_with_sides(path)  # under the lock: nobody writes it between the look and the removal
            return True
    except (sqlite3.Error, OSError):
        return False


def side_file_refusal(address: str, target: Path) -> str | None:
    """The sentence for a file to write under one of the names SQLite keeps beside the database
    at ``address`` (``-wal``, ``-shm``, ``-journal``): SQLite deletes or rewrites such a file when
    it next opens the database, so a backup or export written there would vanish; else None."""
    if is_postgres(address):
        return None
    database = Path(address).resolve()
    if all(target.resolve() != Path(f"{database}{side}") for side in SIDE_FILES):
        return None
    return (f"{target} is a name SQLite keeps beside the database {address} for its own files, and it would "
            "delete what is written there: choose another file name.")


def copy_path(address: str, version: int, stamp: str, number: int = 1) -> Path:
    """The name of the copy made at ``stamp`` of a file at schema ``version`` (``number``: the
    second and later copies within one second)."""
    again = f"-{number}" if number > 1 else ""
    return Path(f"{address}.schema{version}-{stamp}{again}.bak")


def migrate_copies(address: str) -> list[Path]:
    """The copies ``migrate`` made beside the SQLite file at ``address``, oldest version first;
    none for PostgreSQL, whose backups are pg_dump's."""
    if is_postgres(address):
        return []
    database = Path(address)
    return sorted(path for path in database.parent.glob(f"{glob.escape(database.name)}.schema*.bak")
                  if path.is_file() and SUFFIX.fullmatch(path.name[len(database.name):]))


def holds(copy: Path, user: str) -> bool:
    """Whether ``user`` is in ``copy``, whatever its schema: a value that is their id (a user id
    column) or names it as a JSON string (a seat's ``"user": "…"``). Read as immutable, so that
    reading leaves no file beside it; a copy that cannot be read may hold them."""
    quoted = f'"{user}"'
    try:
        with closing(sqlite3.connect(f"{copy.resolve().as_uri()}?immutable=1", uri=True)) as db:
            tables = [r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table' "
                                               "AND name NOT LIKE 'sqlite_%'")]
            for table in tables:
                columns = [r[0] for r in db.execute("SELECT name FROM pragma_table_info(?)", (table,))]
                found = " OR ".join(f'CAST("{c}" AS TEXT) = :user OR instr(CAST("{c}" AS TEXT), :quoted) > 0'
                                    for c in columns)
                if db.execute(f'SELECT 1 FROM "{table}" WHERE {found} LIMIT 1',
                              {"user": user, "quoted": quoted}).fetchone():
                    return True
    except sqlite3.Error:
        return True
    return False


def copies_holding(address: str, user: str) -> tuple[str, ...]:
    return tuple(str(copy) for copy in migrate_copies(address) if holds(copy, user))


def delete_copies(copies: tuple[str, ...]) -> None:
    """Delete each copy, with any SQLite file beside it; one that cannot be deleted is a
    sentence saying which and why (the ones before it are gone)."""
    for copy in copies:
        try:
            remove_with_sides(Path(copy))
        except OSError as err:
            raise StoreError(f"Cannot delete {copy}: {err.strerror or err}. Delete it by hand, or give the "
                             "user running this command the right to.") from None
