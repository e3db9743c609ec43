"""How a command uses the database, which decides how an SQLite file in WAL mode is opened
where this user may not write its folder (``bot.store.sqlite_reading``)."""

from __future__ import annotations

from enum import Enum


class Access(Enum):
    """``WRITE``: the bot, ``migrate``, ``import``, ``forget``, ``copy``'s target, ``stats
    --rebuild``. ``READ``: ``web``, which reads for hours and must follow a bot writing the same
    file. ``READ_ONCE``: ``stats``, ``export``, ``review``, which read for seconds and end; only
    they may read a file no process has open without SQLite's -shm file (``immutable``), since
    they can check afterwards that nothing wrote it meanwhile."""

    WRITE = "write"
    READ = "read"
    READ_ONCE = "read once"
