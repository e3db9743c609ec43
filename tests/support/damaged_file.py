"""A SQLite file damaged under a running bot, as a failing disk would damage it: what the tests
of the bot's answers to a damaged database (its log, its pages, its players' commands) start from."""

from __future__ import annotations

import sqlite3
from pathlib import Path


def damage_under(path: Path) -> None:
    """Every page but the first overwritten by another process, as a failing disk would, and a
    commit of its own after it, so that the bot's connection reads the pages again."""
    other = sqlite3.connect(path)
    (version,) = other.execute("PRAGMA user_version").fetchone()
    other.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    with path.open("r+b") as file:
        file.seek(4096)
        file.write(b"\xa5" * (path.stat().st_size - 4096))
    other.execute(f"PRAGMA user_version = {version}")
    other.close()
