"""Databases earlier versions of the bot saved, kept as SQL text under ``tests/data/``: the
service's migration tests and the contract's restart on an old file read the same one; and the
upgrade fixtures, one database per earlier release (``tests/upgrade/README.md``)."""

from __future__ import annotations

import re
import sqlite3
from pathlib import Path
from typing import Any

SAVED = Path(__file__).resolve().parents[1] / "data" / "store-v2-format1.sql"

FIXTURES = Path(__file__).resolve().parents[1] / "data" / "upgrade"
NAME = re.compile(r"schema(\d+)-[0-9a-f]+")


def schema_of(dump: Path) -> int:
    """The schema version a fixture's name says (``schema10-8a2ac2e``: 10)."""
    match = NAME.fullmatch(dump.stem)
    assert match, dump.name
    return int(match[1])


DUMPS = sorted(FIXTURES.glob("*.sql"), key=schema_of)  # by version, not by name (10 after 7)


def loaded(dump: Path, folder: Path) -> Path:
    path = folder / f"{dump.stem}.sqlite3"
    with sqlite3.connect(path) as db:
        db.executescript(dump.read_text(encoding="utf-8"))
    db.close()
    return path


def rows(path: Path, table: str) -> list[dict[str, Any]]:
    """The table's rows; none where the release had no such table."""
    with sqlite3.connect(path) as db:
        db.row_factory = sqlite3.Row
        exists = db.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", (table,)).fetchone()
        found = [dict(r) for r in db.execute(f"SELECT * FROM {table} ORDER BY rowid")] if exists else []
    db.close()
    return found
