"""The sentence for a database file that is not there names what named it: ``--db`` when it
was given, SAMARKAND_DB (from the environment or a .env file) when not, and otherwise says it is
the default file, so that the operator knows which one to correct."""

from __future__ import annotations

import sqlite3

import pytest

from bot.cli import main
from tests.support.saved_databases import DUMPS, loaded, schema_of

COMMANDS = [["stats"], ["export", "1"], ["review", "1"], ["forget", "123456789012345678"], ["backup", "copy.sqlite3"]]
PURPOSE = {"backup": " to back up"}


@pytest.fixture
def here(tmp_path, monkeypatch):
    """A working folder without a .env file, and no SAMARKAND_DB in the environment."""
    monkeypatch.chdir(tmp_path)
    # set, then removed: monkeypatch then restores the variable as it found it, even after the
    # settings copied a .env file's SAMARKAND_DB into the environment (which would otherwise
    # leak into every later test of the same process)
    monkeypatch.setenv("SAMARKAND_DB", "")
    monkeypatch.delenv("SAMARKAND_DB")
    return tmp_path


@pytest.mark.parametrize("argv", COMMANDS, ids=lambda argv: argv[0])
def test_the_missing_file_s_sentence_names_what_named_it(argv, here, monkeypatch, capsys):
    purpose = PURPOSE.get(argv[0], "")
    assert main([*argv, "--db", "typo.sqlite3"]) == 2
    assert capsys.readouterr().err == f"There is no database file typo.sqlite3{purpose} (--db names it).\n"
    assert main(argv) == 2
    assert capsys.readouterr().err == (f"There is no database file samarkand.sqlite3{purpose} (the default: neither "
                                       "--db nor SAMARKAND_DB is set).\n")
    (here / ".env").write_text("SAMARKAND_DB=from-dotenv.sqlite3\n", encoding="utf-8")
    assert main(argv) == 2
    said = capsys.readouterr().err
    assert said == f"There is no database file from-dotenv.sqlite3{purpose} (SAMARKAND_DB names it).\n"
    monkeypatch.setenv("SAMARKAND_DB", "from-env.sqlite3")
    assert main(argv) == 2
    assert capsys.readouterr().err == f"There is no database file from-env.sqlite3{purpose} (SAMARKAND_DB names it).\n"
    assert sorted(path.name for path in here.iterdir()) == [".env"]  # no database was made


@pytest.mark.parametrize("language", ["en", "de"])
def test_import_and_play_leave_an_older_database_to_migrate(language, here, capsys):
    """Every other command refuses a database at an older schema version; these two migrated it
    without a word, so a game put in the bot's file beside an older bot still running on it
    changed the file under that bot. Now they refuse it as the others do, and leave it as it was."""
    dump = DUMPS[-1]
    current = loaded(dump, here)
    assert main(["migrate", "--db", str(current)]) == 0
    game = sqlite3.connect(current).execute("SELECT MIN(id) FROM games WHERE status = 'over'").fetchone()[0]
    assert main(["export", str(game), "--db", str(current), "--out", str(here / "game.json")]) == 0
    (here / "older").mkdir()
    older = loaded(dump, here / "older")
    with sqlite3.connect(older) as db:  # as the bot keeps its file
        db.execute("PRAGMA journal_mode = WAL")
    db.close()
    kept, files = older.read_bytes(), sorted(path.name for path in here.iterdir())
    capsys.readouterr()
    assert main(["import", str(here / "game.json"), "--db", str(older), "--channel", "123456789012345678"]) == 2
    assert f"is at schema version {schema_of(dump)}, this bot's is" in capsys.readouterr().err
    assert main(["play", "--db", str(older), "--lang", language, "--script", "-"]) == 2
    said = capsys.readouterr().err
    assert f"python -m bot migrate --db {older}" in said and str(schema_of(dump)) in said
    assert older.read_bytes() == kept and sorted(path.name for path in here.iterdir()) == files
    assert sorted(path.name for path in older.parent.iterdir()) == [older.name]  # no copy made for a migration
