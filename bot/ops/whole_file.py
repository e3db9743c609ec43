"""A file a command writes (``export --out``, ``copy``'s new SQLite database) appears whole or
not at all: it is written beside its target under a temporary name and renamed into place only
once complete. A full disk, a quota or a lost volume during the write then leaves no empty or
half-written file under the target's name that a later ``import``, restore or bot start would
take for the real one; the temporary is removed, and the caller says what happened."""

from __future__ import annotations

import errno
import os
import secrets
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from bot.store.copies import remove_with_sides


@contextmanager
def in_place(target: Path) -> Iterator[Path]:
    """The temporary path to write; renamed to ``target`` when the block ends normally, removed
    when it raises (and the error raised on)."""
    temporary = target.with_name(f".{target.name}.{secrets.token_hex(4)}.partial")  # beside it: the same disk
    try:
        yield temporary
        os.replace(temporary, target)
    except BaseException:
        remove_with_sides(temporary)
        raise


def write_text(target: Path, text: str) -> None:
    """``text`` in ``target``, whole or not at all; flushed to the disk before the rename, so a
    crash after it cannot leave the name on an empty file either."""
    with in_place(target) as temporary, temporary.open("w", encoding="utf-8") as file:
        file.write(text)
        file.flush()
        os.fsync(file.fileno())


def no_room(err: OSError) -> bool:
    """Whether the write failed for want of space (a full disk, or a quota)."""
    return err.errno in (errno.ENOSPC, errno.EDQUOT)
