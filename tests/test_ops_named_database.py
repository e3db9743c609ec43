"""The sentence for a database file that is not there names what named it: ``--db`` when it
was given, SAMARKAND_DB (from the environment or a .env file) when not, and otherwise says it is
the default file, so that the operator knows which one to correct."""

from __future__ import annotations

import pytest

from bot.cli import main

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
