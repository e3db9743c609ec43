"""A file a command writes (``export --out``, ``copy``'s new SQLite database) appears whole or
not at all: it is written beside its target under a temporary name and renamed into place only
once complete. A full disk, a quota or a lost volume during the write then leaves no empty or
half-written file under the target's name that a later ``import``, restore or bot start would
take for the real one; the temporary is removed, and the caller says what happened."""

from __future__ import annotations

import os
from pathlib import Path

from bot.store.backup import in_place, no_room  # the store's: the migration's copy writes whole files too

__all__ = ["in_place", "no_room", "write_text"]


def write_text(target: Path, text: str) -> None:
    """``text`` in ``target``, whole or not at all; flushed to the disk before the rename, so a
    crash after it cannot leave the name on an empty file either."""
    with in_place(target) as temporary, temporary.open("w", encoding="utf-8") as file:
        file.write(text)
        file.flush()
        os.fsync(file.fileno())
