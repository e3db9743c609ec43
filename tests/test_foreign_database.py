"""A database file of another program (an SQLite file with its own tables and no schema version,
named by mistake): every command refuses it in one sentence, exit 2, and leaves it byte for byte
as it was. ``migrate`` wrote the bot's 19 versions into such a file, and the others told the operator to."""

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


def run(arguments: list[str], db: Path, folder: Path) -> subprocess.CompletedProcess[str]:
    environment = {**os.environ, "DISCORD_TOKEN": "a.token.nobody-checks", "SAMARKAND_DB": str(db)}
    return subprocess.run([sys.executable, "-m", "bot", *arguments], cwd=folder, env=environment,
                          capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize("command", list(COMMANDS))
def test_another_programs_database_is_refused_and_left_as_it_was(command, tmp_path):
    db = foreign_database(tmp_path)
    before = db.read_bytes()
    done = run([part.format(db=db) for part in COMMANDS[command]], db, tmp_path)
    assert done.returncode == 2, done.stderr
    assert "holds another program's tables (stock) and none of the bot's" in done.stderr
    assert "Traceback" not in done.stderr and done.stderr.count("\n") == 1
    assert db.read_bytes() == before  # not even switched to the bot's journal mode (WAL)
    assert [p.name for p in tmp_path.iterdir()] == [db.name]  # nor a copy beside it, nor a -wal file


def test_the_bots_tables_without_their_version_are_named_so(tmp_path):
    """A copy made with sqlite3's .dump keeps the tables and loses the version: it is the bot's
    database, and the sentence says how to copy one instead of calling it another program's."""
    original = tmp_path / "bot.sqlite3"
    with sqlite3.connect(original) as db:
        db.executescript("CREATE TABLE games (id INTEGER PRIMARY KEY); CREATE TABLE actions (game_id INTEGER)")
    done = run(["migrate", "--db", str(original)], original, tmp_path)
    assert done.returncode == 2 and "holds the bot's tables but no schema version" in done.stderr
    assert "python -m bot backup" in done.stderr
