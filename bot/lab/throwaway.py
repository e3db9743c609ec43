"""A PostgreSQL server of one's own in a temporary folder, for the tests and the benchmark.
The binaries come with the ``pgserver`` package (installed with the test extras; as root it
runs the server as a system user of its own); the server listens on a Unix socket only (no
network), and is stopped and deleted on leaving the ``with`` block.

The tests' server keeps its folder in memory where the machine has room there (``/dev/shm``):
every test makes a database of its own, and creating one writes its template (7 MB) to the
write-ahead log, which a disk made the suite wait for (on a disk, stopping a test process's
server and deleting its folder took 30 s; in memory 3 s). The benchmarks' servers stay on disk,
as a host's does."""

from __future__ import annotations

import itertools
import os
import shutil
import tempfile
import warnings
from pathlib import Path
from types import TracebackType
from typing import Any

import asyncpg

# For a server whose data nobody keeps (the tests'): no waiting for the disk at all, and a
# checkpoint (which deletes the files of the databases dropped since) every 256 MB of log, so
# that a folder in memory stays well under 1 GB.
SCRATCH = ("fsync = off", "synchronous_commit = off", "full_page_writes = off", "max_wal_size = '256MB'")
MEMORY = Path("/dev/shm")
MEMORY_NEEDED = 2 * 2**30  # free bytes in MEMORY for a server's folder (a Docker container's has 64 MB)


def memory_folder() -> Path | None:
    """``MEMORY`` where it is a writable folder with room for a server, else None."""
    try:
        room = shutil.disk_usage(MEMORY).free
    except OSError:
        return None
    return MEMORY if room >= MEMORY_NEEDED and os.access(MEMORY, os.W_OK) else None


class ThrowawayPostgres:
    """``with ThrowawayPostgres() as server: url = await server.new_database()``; ``settings``
    (``"name = value"``) are set server-wide once it runs; ``in_memory``: its folder in
    ``MEMORY`` if there is room (the tests'), else in the temporary folder."""

    def __init__(self, settings: tuple[str, ...] = (), in_memory: bool = False) -> None:
        self.settings = settings
        self.in_memory = in_memory
        self._folder: Path | None = None
        self._server: Any = None
        self._names = itertools.count(1)

    def __enter__(self) -> ThrowawayPostgres:
        with warnings.catch_warnings():  # platformdirs warns when XDG_RUNTIME_DIR is unset; /tmp serves
            warnings.simplefilter("ignore")
            import pgserver
        self._folder = Path(tempfile.mkdtemp(prefix="samarkand-pg-", dir=memory_folder() if self.in_memory else None))
        self._server = pgserver.get_server(self._folder / "data", cleanup_mode="delete")
        if self.settings:
            self._server.psql("".join(f"ALTER SYSTEM SET {s};\n" for s in self.settings) + "SELECT pg_reload_conf();\n")
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 traceback: TracebackType | None) -> None:
        if self._server is not None:
            self._server.cleanup()
        if self._folder is not None:
            shutil.rmtree(self._folder, ignore_errors=True)

    def url(self, database: str = "postgres") -> str:
        return str(self._server.get_uri(database))

    async def new_database(self) -> str:
        """An empty database of its own; returns its URL."""
        name = f"samarkand_{next(self._names)}"
        admin = await asyncpg.connect(self.url())
        try:
            await admin.execute(f"CREATE DATABASE {name}")
        finally:
            await admin.close()
        return self.url(name)

    async def drop_database(self, url: str) -> None:
        """Drop a database ``new_database`` made, closing any connection a test left open: a
        session that kept hundreds of them took minutes to stop."""
        name = url.rsplit("/", 1)[-1].split("?", 1)[0]
        admin = await asyncpg.connect(self.url())
        try:
            await admin.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
        finally:
            await admin.close()
