"""A damaged SQLite file (pages overwritten in the middle: a failing disk, a copy cut short):
every command that opens it says so in one sentence, with what mends it, and exits 2 (no
restart mends it), instead of a traceback, and none hangs on the connection's thread that a
traceback used to leave running. The bot itself refuses to start the same way."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from bot.games.samarkand import SAMARKAND
from bot.store import Store
from bot.store.settings import Settings

PAGE = 4096


async def damaged_database(folder: Path, where: str) -> Path:
    """A database at this bot's schema with a few lobbies, overwritten after its first page
    (the header, which still says a database at the right version): every page, found as it
    opens, or its second half, found at the first read there."""
    path = folder / "damaged.sqlite3"
    store = await Store.open(str(path), SAMARKAND)
    for channel in range(40):
        await store.create(f"c{channel}", "g", "u", Settings(), [], 7, 1_700_000_000.0)
    await store.close()
    pages = path.stat().st_size // PAGE
    assert pages > 8
    start = 1 if where == "everywhere" else pages // 2
    with path.open("r+b") as file:
        file.seek(start * PAGE)
        file.write(b"\x55" * ((pages - start) * PAGE))
    return path


COMMANDS = {
    "stats --rebuild": ["stats", "--rebuild", "--db", "{db}"],
    "forget": ["forget", "123456789012345678", "--db", "{db}"],
    "copy": ["copy", "--from", "{db}", "--to", "{folder}/copy.sqlite3"],
    "play": ["play", "--db", "{db}", "--script", os.devnull],
    "the bot": [],
}


@pytest.mark.parametrize("where", ["everywhere", "in its second half"])
@pytest.mark.parametrize("command", list(COMMANDS))
async def test_a_damaged_database_gets_one_sentence_and_exit_2(command, where, tmp_path):
    db = await damaged_database(tmp_path, where)
    arguments = [part.format(db=db, folder=tmp_path) for part in COMMANDS[command]]
    environment = {**os.environ, "DISCORD_TOKEN": "a.token.nobody-checks", "SAMARKAND_DB": str(db)}
    done = subprocess.run([sys.executable, "-m", "bot", *arguments], cwd=tmp_path, env=environment,
                          capture_output=True, text=True, timeout=120)  # a hang fails, not a slow run
    assert done.returncode == 2, done.stderr
    assert "is damaged" in done.stderr and "backup" in done.stderr and "Traceback" not in done.stderr
    assert not (tmp_path / "copy.sqlite3").exists()


@pytest.mark.parametrize("command", ["stats --rebuild", "play", "the bot"])
def test_a_file_that_is_no_database_is_named_as_perhaps_the_wrong_file(command, tmp_path):
    """--db naming a text file said "is damaged: restore the latest backup", advice for a file
    that never was the bot's: the sentence now says it is no database and to check the name."""
    db = tmp_path / "notes.txt"
    db.write_text("root:x:0:0:root:/root:/bin/bash\n" * 200)
    arguments = [part.format(db=db, folder=tmp_path) for part in COMMANDS[command]]
    environment = {**os.environ, "DISCORD_TOKEN": "a.token.nobody-checks", "SAMARKAND_DB": str(db)}
    done = subprocess.run([sys.executable, "-m", "bot", *arguments], cwd=tmp_path, env=environment,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 2, done.stderr
    assert f"{db} is not a database" in done.stderr and "check that --db or SAMARKAND_DB names" in done.stderr
    assert "Traceback" not in done.stderr and db.read_text().startswith("root:")  # nothing written into it


async def damaged_where_the_start_reads_nothing(folder: Path) -> Path:
    """A database at this bot's schema whose action log's first page is overwritten: nothing the
    start, ``migrate`` or a new offline game reads, so only SQLite's own check finds it."""
    path = folder / "damaged.sqlite3"
    store = await Store.open(str(path), SAMARKAND)
    await store.create("c", "g", "u", Settings(), [], 7, 1_700_000_000.0)
    await store.close()
    with sqlite3.connect(path) as db:
        (root,), = db.execute("SELECT rootpage FROM sqlite_master WHERE name = 'actions'")
    with path.open("r+b") as file:
        file.seek((root - 1) * PAGE)
        file.write(b"\xde\xad\xbe\xef" * (PAGE // 4))
    return path


@pytest.mark.parametrize("command", ["the bot", "migrate", "play", "forget"])
async def test_a_page_the_start_does_not_read_is_found_damaged_when_the_file_is_opened(command, tmp_path):
    """The bot started and tried Discord, ``migrate`` said "nothing to do", ``play`` wrote a new
    game into the damaged file: each now runs SQLite's quick check when it opens the file to
    write, and refuses in the damaged file's sentence, exit code 2, the file as it was."""
    db = await damaged_where_the_start_reads_nothing(tmp_path)
    before = db.read_bytes()
    arguments = {"migrate": ["migrate", "--db", str(db)], **COMMANDS}[command]
    environment = {**os.environ, "DISCORD_TOKEN": "a.token.nobody-checks", "SAMARKAND_DB": str(db)}
    done = subprocess.run([sys.executable, "-m", "bot", *(part.format(db=db) for part in arguments)], cwd=tmp_path,
                          env=environment, capture_output=True, text=True, timeout=120)
    assert done.returncode == 2, done.stderr
    assert f"The database {db} is damaged" in done.stderr and "restore the latest backup" in done.stderr
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
    assert db.read_bytes() == before
