"""How a command uses the database, which decides how an SQLite file in WAL mode is opened
where this user may not write its folder (``bot.store.sqlite_reading``)."""

from __future__ import annotations

from enum import Enum


class Access(Enum):
    """``WRITE``: the bot, ``migrate``, ``import``, ``forget``, ``copy``'s target, ``stats --rebuild``. ``READ``:
    ``web``, which reads for hours and must follow a bot writing the file. ``READ_ONCE``: ``stats``, ``export``,
    ``review``, which end in seconds and so may read an unopened file without its -shm (``immutable``), then check
    that nothing wrote it meanwhile."""

    WRITE = "write"
    READ = "read"
    READ_ONCE = "read once"
