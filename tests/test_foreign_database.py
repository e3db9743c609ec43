"""A database file of another program (an SQLite file with its own tables and no schema version,
named by mistake): every command refuses it in one sentence, exit 2, and leaves its tables and
version as they were. ``migrate`` wrote the bot's 19 versions into such a file, and the others told the operator to."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

COMMANDS = {
    "migrate": ["migrate", "--db", "{db}"],
    "stats": ["stats", "--db", "{db}"],
    "export": ["export", "1", "--db", "{db}"],
    "web": ["web", "--db", "{db}", "--listen", "127.0.0.1:0"],
    "play": ["play", "--db", "{db}", "--script", os.devnull, "--images", "none"],
    "the bot": [],
}


def foreign_database(folder: Path) -> Path:
    path = folder / "inventory.sqlite3"
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE stock (item TEXT, count INTEGER)")
        db.execute("INSERT INTO stock VALUES ('rope', 3)")
    return path


def contents(path: Path) -> tuple[list[tuple[str]], int]:
    with sqlite3.connect(path) as db:
        return db.execute("SELECT name FROM sqlite_master").fetchall(), db.execute("PRAGMA user_version").fetchone()[0]


@pytest.mark.parametrize("command", list(COMMANDS))
def test_another_programs_database_is_refused_and_left_as_it_was(command, tmp_path):
    db = foreign_database(tmp_path)
    before = contents(db)
    arguments = [part.format(db=db) for part in COMMANDS[command]]
    environment = {**os.environ, "DISCORD_TOKEN": "a.token.nobody-checks", "SAMARKAND_DB": str(db)}
    done = subprocess.run([sys.executable, "-m", "bot", *arguments], cwd=tmp_path, env=environment,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 2, done.stderr
    assert "holds another program's tables (stock) and none of the bot's" in done.stderr
    assert "Traceback" not in done.stderr and done.stderr.count("\n") == 1
    assert contents(db) == before == ([("stock",)], 0)
    assert not list(tmp_path.glob("*.bak"))  # and no migrate's copy beside it
